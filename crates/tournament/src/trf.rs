//! FIDE Tournament Report File: TRF-16 with the JaVaFo/bbpPairings extensions (`XXR` total
//! rounds, `XXC` initial colour, `BB?` point values, `XXA` virtual points, `XXP` prohibited
//! pairs) and the TRF-2026 records as bbpPairings (the FIDE-endorsed engine) reads them:
//! `192` tournament type (`FIDE_DUTCH_2025`, `…_BAKU`), `162` point system, `152` initial
//! colour, `240` byes requested for a round, `250` virtual points for a range of players and
//! rounds, `260` prohibited pairs for a range of rounds. `299` (abnormal points) is refused
//! rather than misread. Lines with other codes are kept by [`crate::trf_document::Document`] and written back
//! unchanged.
//!
//! ```
//! use arbiter_tournament::trf::parse;
//! let t = parse(
//!     "012 Club open\n\
//!      001    1      Li Wei                            1800                             1.0    1     2 w 1\n\
//!      001    2      Zhang Min                         1700                             0.0    2     1 b 0\n",
//! )
//! .unwrap();
//! assert_eq!(t.players.len(), 2);
//! assert_eq!(t.rounds_recorded(), 1);
//! ```

use std::fmt::{self, Write as _};

use super::trf_problem::TrfProblem as P;
pub use super::trf_problem::{Field, Padding, TrfProblem};

use super::model::{
    Acceleration, Colour, GameResult, HalfPoints, Player, PlayerId, PointSystem, ProhibitedPairs,
    RoundEntry, RoundKind, Tournament,
};

/// Most players a TRF may hold.
pub const MAX_PLAYERS: usize = 10_000;
/// Most rounds a TRF may hold.
pub const MAX_ROUNDS: usize = 99;

/// A TRF that cannot be read, with the 1-based line it was found on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TrfError {
    /// 1-based line number (0 = the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub problem: TrfProblem,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.problem)
        } else {
            write!(f, "line {}: {}", self.line, self.problem)
        }
    }
}

impl std::error::Error for TrfError {}

pub(crate) fn err(line: usize, problem: TrfProblem) -> TrfError {
    TrfError { line, problem }
}

/// Parses a decimal point value (`2.0`, `0.5`, `12`) into half-points.
pub(crate) fn parse_points(text: &str, line: usize) -> Result<HalfPoints, TrfError> {
    let t = text.trim();
    let (int, frac) = t.split_once('.').unwrap_or((t, ""));
    let whole: HalfPoints = int
        .parse()
        .map_err(|_| err(line, P::PointsNotANumber { text: t.into() }))?;
    let frac = frac.trim_end_matches('0');
    let half = match frac {
        "" => 0,
        "5" => 1,
        _ => {
            return Err(err(line, P::PointsNotHalf { text: t.into() }));
        }
    };
    if !(0..=1000).contains(&whole) || int.starts_with('-') {
        return Err(err(line, P::PointsOutOfRange { text: t.into() }));
    }
    Ok(whole * 2 + half)
}

/// The bytes `from..to` of a line (TRF columns count bytes), cut short at the line's end. A
/// column that falls inside a character of several bytes takes the whole character: a field is
/// never read as empty because a name before it was padded by characters rather than bytes —
/// the shifted field then fails to read, naming its line, instead of vanishing.
pub(crate) fn slice(line: &str, from: usize, to: usize) -> &str {
    let mut to = to.min(line.len());
    if from >= to {
        return "";
    }
    let mut from = from;
    while !line.is_char_boundary(from) {
        from -= 1;
    }
    while !line.is_char_boundary(to) {
        to += 1;
    }
    line.get(from..to).unwrap_or("")
}

/// Free text as the writer puts it on one line: control characters (a newline would forge a
/// line) become spaces.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// A free-text field as read: what the writer would write ([`one_line`]), trimmed, so that a
/// TRF read, written and read again holds the same names.
fn text_field(s: &str) -> String {
    one_line(s).trim().to_string()
}

/// The letters and values of a point-system record (162, 362): `W 2.0    D 1.0 …`, a code
/// letter and its value in 9-column groups, read by tokens so that a value wider than its 4
/// columns still reads.
pub(crate) fn point_letters(raw: &str, line: usize) -> Result<Vec<(char, HalfPoints)>, TrfError> {
    let mut out = Vec::new();
    let mut tokens = slice(raw, 3, raw.len()).split_whitespace();
    while let Some(tok) = tokens.next() {
        let mut chars = tok.chars();
        let code = chars.next().unwrap_or(' ');
        let rest = chars.as_str();
        let value_text = if rest.is_empty() {
            tokens.next().unwrap_or("")
        } else {
            rest
        };
        out.push((code, parse_points(value_text, line)?));
    }
    Ok(out)
}

/// Sets one value of the point system by its TRF letter (`W`, `D`, `L`, `Z`/`A`, `P`).
fn set_points(
    points: &mut PointSystem,
    bye: &mut Option<HalfPoints>,
    letter: char,
    value: HalfPoints,
) {
    match letter {
        'W' => points.win = value,
        'D' => {
            points.draw = value;
            points.draw_black = value;
        }
        'L' => points.loss = value,
        'Z' | 'A' => points.zero = value,
        'P' => *bye = Some(value),
        _ => {}
    }
}

fn parse_block(block: &str, line: usize, round: usize) -> Result<Option<RoundEntry>, TrfError> {
    let chars: Vec<char> = format!("{block:<8}").chars().collect();
    let opp_text: String = chars[0..4].iter().collect();
    let opp_text = opp_text.trim();
    let colour_char = chars[5];
    let result = chars[7];
    let opponent = if opp_text.is_empty() || opp_text == "0000" {
        None
    } else {
        let id: PlayerId = opp_text.parse().map_err(|_| {
            err(
                line,
                P::OpponentNotANumber {
                    round,
                    text: opp_text.to_string(),
                },
            )
        })?;
        if id == 0 { None } else { Some(id) }
    };
    let colour = match colour_char {
        'w' | 'W' => Some(Colour::Red),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        code => return Err(err(line, P::UnknownColour { round, code })),
    };
    if opponent.is_none() && colour_char == ' ' && result == ' ' {
        return Ok(None);
    }
    let kind = match (opponent.is_some(), result) {
        (true, '1' | 'W') => RoundKind::Played(GameResult::Win),
        (true, '=' | 'D') => RoundKind::Played(GameResult::Draw),
        (true, '0' | 'L') => RoundKind::Played(GameResult::Loss),
        (true, '+') => RoundKind::ForfeitWin,
        (true, '-') => RoundKind::ForfeitLoss,
        (false, 'U' | '+') => RoundKind::PairingBye,
        (false, 'F') => RoundKind::FullBye,
        (false, 'H') => RoundKind::HalfBye,
        (false, 'Z' | '-' | ' ' | '0') => RoundKind::ZeroBye,
        (true, ' ') => {
            return Err(err(line, P::NoResult { round }));
        }
        (_, c) => {
            return Err(err(line, P::UnknownResult { round, code: c }));
        }
    };
    if opponent.is_some() && colour.is_none() {
        return Err(err(line, P::GameNeedsColour { round }));
    }
    Ok(Some(RoundEntry {
        opponent,
        colour,
        kind,
    }))
}

pub(super) fn parse_player(text: &str, line: usize) -> Result<Player, TrfError> {
    let id: PlayerId = slice(text, 4, 8)
        .trim()
        .parse()
        .map_err(|_| err(line, P::PairingNumberNotANumber))?;
    if id == 0 || id as usize > MAX_PLAYERS {
        return Err(err(
            line,
            P::PairingNumberOutOfRange {
                id: u64::from(id),
                max: MAX_PLAYERS,
            },
        ));
    }
    // A number sits right-aligned in its columns: digits running on into column 53, or spaces
    // after them inside the field, mean a field before it was shifted and the columns hold
    // only part of the rating (`1700` read as 17).
    let field = slice(text, 48, 52);
    let digits_after = slice(text, 52, 53).chars().any(|c| c.is_ascii_digit());
    let inner_gap = field.trim_start().contains(' ') && !field.trim().is_empty();
    if (digits_after && !field.trim().is_empty()) || inner_gap {
        return Err(err(
            line,
            P::RatingShifted {
                text: slice(text, 48, 53).to_owned(),
            },
        ));
    }
    let rating_text = field.trim();
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text
            .parse()
            .map_err(|_| err(line, P::RatingNotANumber))?
    };
    let mut blocks = Vec::new();
    let mut start = 91;
    while start < text.len() {
        let round = blocks.len() + 1;
        if round > MAX_ROUNDS {
            return Err(err(line, P::TooManyRounds { max: MAX_ROUNDS }));
        }
        blocks.push(parse_block(slice(text, start, start + 8), line, round)?);
        start += 10;
    }
    // Trailing blank blocks are "not paired yet"; blank blocks before a later round are absences.
    while blocks.last().is_some_and(Option::is_none) {
        blocks.pop();
    }
    let rounds = blocks
        .into_iter()
        .map(|b| b.unwrap_or(RoundEntry::without_opponent(RoundKind::ZeroBye)))
        .collect();
    Ok(Player {
        id,
        name: text_field(slice(text, 14, 47)),
        rating,
        rounds,
        fouls: 0,
        club: String::new(),
    })
}

/// A 001 line as the file means it, or refused naming what is wrong with its columns: a tab
/// (TRF columns are spaces), a pairing number wider than its four columns (`10001` would read as
/// 1000), and a name with characters of several bytes padded by characters or by display width
/// instead of bytes — TRF columns count bytes, so every later field is shifted (the rating read
/// as 0, or as the digits that fell into its columns). Such a line is read the three ways; the
/// byte reading stands unless another reading finds more of the line's fields.
fn read_player_line(raw: &str, line: usize) -> Result<Player, TrfError> {
    if let Some(at) = raw.find('\t') {
        return Err(err(
            line,
            P::Tab {
                column: raw[..at].chars().count() + 1,
            },
        ));
    }
    if slice(raw, 8, 9).chars().any(|c| c.is_ascii_digit()) {
        return Err(err(
            line,
            P::PairingNumberTooWide {
                text: slice(raw, 4, 12)
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .to_owned(),
            },
        ));
    }
    let by_bytes = parse_player(raw, line);
    let name = slice(raw, 14, 47);
    if name.is_ascii() {
        return by_bytes;
    }
    // How much of a reading holds together: a rating right-aligned in its four columns with a
    // space after it, and every round block read.
    let found = |text: &str, p: &Result<Player, TrfError>| {
        let field = slice(text, 48, 52);
        let digits = field.trim_start();
        let aligned = field.len() == 4
            && !digits.is_empty()
            && digits.chars().all(|c| c.is_ascii_digit())
            && slice(text, 47, 48) == " "
            && slice(text, 52, 53).trim().is_empty();
        p.as_ref()
            .map_or(0, |p| usize::from(aligned) + p.rounds.len())
    };
    let bytes_found = found(raw, &by_bytes);
    // The same line with each wide character made as wide as a reading counts it.
    let respaced = |columns: fn(char) -> usize| -> String {
        raw.chars()
            .map(|c| {
                if c.is_ascii() {
                    c.to_string()
                } else {
                    "?".repeat(columns(c).max(1))
                }
            })
            .collect()
    };
    for (padding, columns) in [
        (Padding::Characters, (|_| 1) as fn(char) -> usize),
        (Padding::DisplayWidth, |c| {
            unicode_width::UnicodeWidthChar::width(c).unwrap_or(1)
        }),
    ] {
        let text = respaced(columns);
        let other = parse_player(&text, line);
        if found(&text, &other) > bytes_found {
            return Err(err(
                line,
                P::NamePadded {
                    name: name.trim().to_owned(),
                    padding,
                },
            ));
        }
    }
    by_bytes
}

/// A TRF date (`YYYY/MM/DD`, also `-` or `.` between the parts); `None` when it is not one
/// (the field is free text in many files: an unreadable date is no date, not an error).
fn parse_date(text: &str) -> Option<(u16, u8, u8)> {
    let mut parts = text.trim().split(['/', '-', '.']);
    let y: u16 = parts.next()?.trim().parse().ok()?;
    let m: u8 = parts.next()?.trim().parse().ok()?;
    let d: u8 = parts.next()?.trim().parse().ok()?;
    ((1900..=2200).contains(&y) && (1..=12).contains(&m) && (1..=31).contains(&d))
        .then_some((y, m, d))
}

/// Reads a 1-based number from a fixed column range.
fn number_at(
    raw: &str,
    from: usize,
    to: usize,
    line: usize,
    field: Field,
) -> Result<u32, TrfError> {
    let text = slice(raw, from, to).trim();
    text.parse().map_err(|_| {
        err(
            line,
            P::FieldNotANumber {
                from: from + 1,
                to,
                field,
                text: text.to_owned(),
            },
        )
    })
}

/// A pairing number read from a record other than 001 (1..=MAX_PLAYERS).
fn player_number(text: &str, line: usize) -> Result<PlayerId, TrfError> {
    let id: PlayerId = text.trim().parse().map_err(|_| {
        err(
            line,
            P::NotAPairingNumber {
                text: text.trim().to_owned(),
            },
        )
    })?;
    if id == 0 || id as usize > MAX_PLAYERS {
        return Err(err(
            line,
            P::PairingNumberOutOfRange {
                id: u64::from(id),
                max: MAX_PLAYERS,
            },
        ));
    }
    Ok(id)
}

/// A round number (1..=MAX_ROUNDS).
fn round_number(value: u32, line: usize) -> Result<u32, TrfError> {
    if value == 0 || value as usize > MAX_ROUNDS {
        return Err(err(
            line,
            P::RoundOutOfRange {
                round: value,
                max: MAX_ROUNDS,
            },
        ));
    }
    Ok(value)
}

/// Pairing numbers in 5-column fields (4 digits and a space) from column `from`.
fn players_from(raw: &str, from: usize, line: usize) -> Result<Vec<PlayerId>, TrfError> {
    let mut out = Vec::new();
    let mut at = from;
    while at < raw.len() {
        let field = slice(raw, at, at + 4);
        if !field.trim().is_empty() {
            out.push(player_number(field, line)?);
        }
        at += 5;
    }
    Ok(out)
}

/// What the records other than 001 add to the event.
#[derive(Default)]
struct Records {
    /// (round, player, kind) from 240 records.
    byes: Vec<(u32, PlayerId, RoundKind)>,
    /// XXP groups: every round of the event.
    all_rounds: Vec<Vec<PlayerId>>,
}

/// `XXA id  p1   p2 …`: a player's virtual points, one 4-column field per round from column 10.
fn read_xxa(raw: &str, line: usize, t: &mut Tournament) -> Result<(), TrfError> {
    let id = player_number(slice(raw, 4, 8), line)?;
    let mut points = Vec::new();
    let mut at = 9;
    while at < raw.len() {
        let field = slice(raw, at, at + 4);
        points.push(if field.trim().is_empty() {
            0
        } else {
            parse_points(field, line)?
        });
        if points.len() > MAX_ROUNDS {
            return Err(err(line, P::TooManyRounds { max: MAX_ROUNDS }));
        }
        at += 5;
    }
    t.virtual_points.insert(id, points);
    Ok(())
}

/// `250 MMMM GGGG RRR RRR PPPP PPPP`: virtual (game) points for rounds `from..=to` of the
/// players `first..=last`; the match-points field must be empty.
fn read_250(raw: &str, line: usize, t: &mut Tournament) -> Result<(), TrfError> {
    if !slice(raw, 4, 8).trim().is_empty() && parse_points(slice(raw, 4, 8), line)? != 0 {
        return Err(err(line, P::MatchPointsUnsupported));
    }
    let points = parse_points(slice(raw, 9, 13), line)?;
    let from = round_number(number_at(raw, 14, 17, line, Field::FirstRound)?, line)?;
    let to = round_number(number_at(raw, 18, 21, line, Field::LastRound)?, line)?;
    let first = player_number(slice(raw, 22, 26), line)?;
    let last = player_number(slice(raw, 27, 31), line)?;
    if from > to || first > last {
        return Err(err(line, P::VirtualRangeBackwards));
    }
    for id in first..=last {
        let v = t.virtual_points.entry(id).or_default();
        if v.len() < to as usize {
            v.resize(to as usize, 0);
        }
        for r in from..=to {
            v[r as usize - 1] = points;
        }
    }
    Ok(())
}

/// `260 RRR RRR PPPP PPPP …`: players who may not meet each other in rounds `from..=to`.
fn read_260(raw: &str, line: usize) -> Result<ProhibitedPairs, TrfError> {
    let first_round = round_number(number_at(raw, 4, 7, line, Field::FirstRound)?, line)?;
    let last_round = round_number(number_at(raw, 8, 11, line, Field::LastRound)?, line)?;
    if first_round > last_round {
        return Err(err(line, P::ProhibitedRangeBackwards));
    }
    let players = players_from(raw, 12, line)?;
    if players.len() < 2 {
        return Err(err(line, P::ProhibitedNeedsTwo));
    }
    Ok(ProhibitedPairs {
        players,
        first_round,
        last_round,
    })
}

/// `240 K RRR PPPP PPPP …`: players who asked for a bye of kind K (`F` full point, `H` half,
/// `Z` zero) in round RRR.
fn read_240(raw: &str, line: usize, records: &mut Records) -> Result<(), TrfError> {
    let kind = match slice(raw, 4, 5) {
        "F" => RoundKind::FullBye,
        "H" => RoundKind::HalfBye,
        "Z" | " " | "" => RoundKind::ZeroBye,
        k => {
            return Err(err(
                line,
                P::UnknownByeKind {
                    code: k.to_string(),
                },
            ));
        }
    };
    let round = round_number(number_at(raw, 6, 9, line, Field::Round)?, line)?;
    for id in players_from(raw, 10, line)? {
        records.byes.push((round, id, kind));
    }
    Ok(())
}

/// `192 TYPE`: the pairing system. Only the Dutch system is paired here.
fn read_192(raw: &str, line: usize, t: &mut Tournament) -> Result<(), TrfError> {
    t.acceleration = match slice(raw, 4, raw.len()).trim() {
        "FIDE_DUTCH_2025" | "FIDE_DUTCH" => Acceleration::None,
        "FIDE_DUTCH_2025_BAKU" | "FIDE_DUTCH_BAKU" => Acceleration::Baku,
        other => {
            return Err(err(
                line,
                P::UnsupportedType {
                    name: other.to_string(),
                },
            ));
        }
    };
    Ok(())
}

/// Reads a TRF. Checks that pairing numbers are unique and that every game's opponent
/// exists and has the matching entry.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::default();
    let mut bye_points: Option<HalfPoints> = None;
    let mut records = Records::default();
    let mut lines_of = std::collections::BTreeMap::new();
    let mut has_212 = false;
    // A UTF-8 byte-order mark (some Windows editors write one) is not part of the first line.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in text.split(['\n', '\r']).enumerate() {
        let line = index + 1;
        // A byte-order mark pasted in with a line (files joined from several) is no character
        // of the record: left there, it hides the record's code and the line is lost.
        let raw = raw.trim_start_matches('\u{feff}');
        let code = slice(raw, 0, 3);
        match code {
            "001" => {
                let player = read_player_line(raw, line)?;
                if t.players.len() >= MAX_PLAYERS {
                    return Err(err(line, P::TooManyPlayers { max: MAX_PLAYERS }));
                }
                if t.players.contains_key(&player.id) {
                    return Err(err(line, P::PairingNumberTwice { id: player.id }));
                }
                lines_of.insert(player.id, line);
                if let Ok(rank) = slice(raw, 85, 89).trim().parse::<u32>()
                    && rank > 0
                {
                    t.file_ranks.insert(player.id, rank);
                }
                t.players.insert(player.id, player);
            }
            "012" => t.name = text_field(slice(raw, 4, raw.len())),
            "042" => t.start_date = parse_date(slice(raw, 4, raw.len())),
            // The event's tie-break list (TRF-2026): 212 names the points first, 202 does not;
            // 212 wins where both are given.
            "202" | "212" => {
                let mut codes: Vec<String> = slice(raw, 4, raw.len())
                    .split([',', ' '])
                    .filter(|c| !c.is_empty())
                    .map(str::to_owned)
                    .collect();
                if code == "212" {
                    if !codes.is_empty() {
                        codes.remove(0);
                    }
                    has_212 = true;
                    t.rank_order = codes;
                } else if !has_212 {
                    t.rank_order = codes;
                }
            }
            "162" => {
                for (code, value) in point_letters(raw, line)? {
                    set_points(&mut t.points, &mut bye_points, code, value);
                }
            }
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let value = parse_points(slice(raw, 4, raw.len()), line)?;
                // BBZ (zero-point bye) and BBF (forfeit loss) both set the zero value.
                let letter = match code {
                    "BBU" => 'P',
                    "BBF" => 'Z',
                    c => c.chars().nth(2).unwrap_or(' '),
                };
                set_points(&mut t.points, &mut bye_points, letter, value);
            }
            "XXR" | "142" => {
                let n: u32 = slice(raw, 3, raw.len())
                    .split_whitespace()
                    .next()
                    .and_then(|s| s.parse().ok())
                    .ok_or_else(|| err(line, P::XxrMissing))?;
                if n == 0 || n as usize > MAX_ROUNDS {
                    return Err(err(
                        line,
                        P::XxrOutOfRange {
                            rounds: n,
                            max: MAX_ROUNDS,
                        },
                    ));
                }
                t.total_rounds = Some(n);
            }
            "XXA" => read_xxa(raw, line, &mut t)?,
            "250" => read_250(raw, line, &mut t)?,
            "260" => t.prohibited.push(read_260(raw, line)?),
            "XXP" => {
                let mut group = Vec::new();
                for tok in slice(raw, 3, raw.len()).split_whitespace() {
                    group.push(player_number(tok, line)?);
                }
                if group.len() < 2 {
                    return Err(err(line, P::XxpNeedsTwo));
                }
                records.all_rounds.push(group);
            }
            "240" => read_240(raw, line, &mut records)?,
            "192" => read_192(raw, line, &mut t)?,
            "152" => {
                t.initial_colour = match slice(raw, 4, raw.len()).trim() {
                    "W" => Some(Colour::Red),
                    "B" => Some(Colour::Black),
                    code => {
                        return Err(err(
                            line,
                            P::InitialColour {
                                code: code.to_owned(),
                            },
                        ));
                    }
                }
            }
            "299" => {
                return Err(err(line, P::AbnormalPointsUnsupported));
            }
            "XXC" => {
                let value = slice(raw, 3, raw.len()).trim().to_ascii_lowercase();
                for word in value.split_whitespace() {
                    match word {
                        "white1" => t.initial_colour = Some(Colour::Red),
                        "black1" => t.initial_colour = Some(Colour::Black),
                        // JaVaFo's "rank": pairing numbers are already ranks here.
                        "rank" => {}
                        other => {
                            return Err(err(
                                line,
                                P::UnknownXxcWord {
                                    word: other.to_owned(),
                                },
                            ));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    t.points.bye = bye_points.unwrap_or(t.points.win);
    if t.players.is_empty() {
        return Err(err(0, P::NoPlayers));
    }
    apply_records(&mut t, records)?;
    check_consistency(&t, &lines_of)?;
    super::acceleration::check(&t).map_err(|e| err(0, P::Acceleration(e)))?;
    Ok(t)
}

/// Applies what needs the whole file: XXP groups hold for every round; a 240 bye becomes the
/// player's entry for its round when that is the player's next round.
fn apply_records(t: &mut Tournament, records: Records) -> Result<(), TrfError> {
    let last_round = t.total_rounds.unwrap_or(MAX_ROUNDS as u32);
    for players in records.all_rounds {
        t.prohibited.push(ProhibitedPairs {
            players,
            first_round: 1,
            last_round,
        });
    }
    for group in &t.prohibited {
        if let Some(id) = group.players.iter().find(|id| !t.players.contains_key(id)) {
            return Err(err(0, P::ProhibitedUnknownPlayer { id: *id }));
        }
    }
    if let Some(id) = t
        .virtual_points
        .keys()
        .find(|id| !t.players.contains_key(id))
    {
        return Err(err(0, P::VirtualPointsUnknownPlayer { id: *id }));
    }
    for (round, id, kind) in records.byes {
        let Some(p) = t.players.get_mut(&id) else {
            return Err(err(0, P::ByeUnknownPlayer { id }));
        };
        if p.rounds.len() + 1 == round as usize {
            p.rounds.push(RoundEntry::without_opponent(kind));
        }
    }
    Ok(())
}

/// Checks an event built in code (not read from a TRF) the way [`parse`] checks a file:
/// every game's opponent exists and records the same game back.
pub fn check(t: &Tournament) -> Result<(), TrfError> {
    check_consistency(t, &std::collections::BTreeMap::new())
}

fn check_consistency(
    t: &Tournament,
    lines_of: &std::collections::BTreeMap<PlayerId, usize>,
) -> Result<(), TrfError> {
    for player in t.players.values() {
        let line = lines_of.get(&player.id).copied().unwrap_or(0);
        for (index, entry) in player.rounds.iter().enumerate() {
            let Some(opp) = entry.opponent else { continue };
            let round = index + 1;
            if opp == player.id {
                return Err(err(line, P::PairedWithHimself { round, id: opp }));
            }
            let Some(other) = t.players.get(&opp) else {
                return Err(err(line, P::OpponentNotAPlayer { round, id: opp }));
            };
            let back = other.rounds.get(index);
            let ok = back.is_some_and(|b| {
                b.opponent == Some(player.id)
                    && (b.colour != entry.colour || b.colour.is_none())
                    && results_agree(entry.kind, b.kind)
            });
            if !ok {
                return Err(err(
                    line,
                    P::EntriesDisagree {
                        round,
                        id: player.id,
                        opponent: opp,
                    },
                ));
            }
        }
    }
    Ok(())
}

fn results_agree(a: RoundKind, b: RoundKind) -> bool {
    use GameResult::{Draw, Loss, Win};
    use RoundKind::{ForfeitLoss, ForfeitWin, Played};
    matches!(
        (a, b),
        (Played(Win), Played(Loss))
            | (Played(Loss), Played(Win))
            | (Played(Draw), Played(Draw))
            // Both lose (e.g. both flags fell, or both broke the rules): 0 and 0.
            | (Played(Loss), Played(Loss))
            | (ForfeitWin, ForfeitLoss)
            | (ForfeitLoss, ForfeitWin)
            | (ForfeitLoss, ForfeitLoss)
    )
}

fn points_text(points: HalfPoints) -> String {
    super::model::format_points(points)
}

pub(super) fn block(entry: &RoundEntry) -> String {
    let colour = match entry.colour {
        Some(Colour::Red) => 'w',
        Some(Colour::Black) => 'b',
        None => '-',
    };
    let result = match entry.kind {
        RoundKind::Played(GameResult::Win) => '1',
        RoundKind::Played(GameResult::Draw) => '=',
        RoundKind::Played(GameResult::Loss) => '0',
        RoundKind::ForfeitWin => '+',
        RoundKind::ForfeitLoss => '-',
        RoundKind::PairingBye => 'U',
        RoundKind::FullBye => 'F',
        RoundKind::HalfBye => 'H',
        RoundKind::ZeroBye => 'Z',
    };
    // No opponent is written "0000", as bbpPairings and JaVaFo write it (they refuse a bare
    // "0" as a player id).
    match entry.opponent {
        Some(q) => format!("{q:>4} {colour} {result}"),
        None => format!("0000 {colour} {result}"),
    }
}

/// Writes a TRF in the dialect [`parse`] reads. `ranks` gives each player's rank
/// (written in columns 86-89); players missing from it get rank 0.
#[must_use]
pub fn write(t: &Tournament, ranks: &std::collections::HashMap<PlayerId, u32>) -> String {
    let mut out = String::new();
    // The API refuses control characters in names before they get here; a TRF read has them
    // as spaces already.
    if !t.name.is_empty() {
        let _ = writeln!(out, "012 {}", one_line(&t.name));
    }
    if let Some((y, m, d)) = t.start_date {
        let _ = writeln!(out, "042 {y:04}/{m:02}/{d:02}");
    }
    for player in t.players.values() {
        let rank = ranks.get(&player.id).copied().unwrap_or(0);
        out.push_str(&player_line(t, player, rank));
        out.push('\n');
    }
    out.push_str(&settings_records(t));
    out
}

/// The records of the event's rules: point system (`162`), rounds (`XXR`), initial colour
/// (`XXC`), acceleration and prohibited pairs.
pub(super) fn settings_records(t: &Tournament) -> String {
    let mut out = String::new();
    if t.points != PointSystem::STANDARD {
        let p = &t.points;
        let mut line = String::from("162  ");
        for (code, value) in [
            ('W', p.win),
            ('D', p.draw),
            ('L', p.loss),
            ('Z', p.zero),
            ('P', p.bye),
        ] {
            let _ = write!(line, "{code}{:>4}    ", points_text(value));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let Some(n) = t.total_rounds {
        let _ = writeln!(out, "XXR {n}");
    }
    if let Some(c) = t.initial_colour {
        let _ = writeln!(
            out,
            "XXC {}",
            if c == Colour::Red { "white1" } else { "black1" }
        );
    }
    write_setup(t, &mut out);
    out
}

/// One 001 line in the dialect [`parse`] reads (no line end).
pub(super) fn player_line(t: &Tournament, player: &Player, rank: u32) -> String {
    // Columns are byte positions (as the reader reads them): names are cut at a character
    // boundary within 33 bytes and padded by bytes; a field too wide for its columns (a
    // score of 1000 points) is cut so the round blocks still start in column 92.
    let mut name = String::new();
    for c in one_line(&player.name).chars() {
        if name.len() + c.len_utf8() > 33 {
            break;
        }
        name.push(c);
    }
    let rating = if player.rating == 0 || player.rating > 9999 {
        String::new()
    } else {
        player.rating.to_string()
    };
    let mut line = format!("001 {:>4}      {name}", player.id);
    while line.len() < 47 {
        line.push(' ');
    }
    let _ = write!(line, " {rating:>4}");
    while line.len() < 80 {
        line.push(' ');
    }
    let points: String = points_text(t.score(player)).chars().take(4).collect();
    let rank = rank.min(9999);
    let _ = write!(line, "{points:>4} {rank:>4}");
    for entry in &player.rounds {
        line.push_str("  ");
        line.push_str(&block(entry));
    }
    line.trim_end().to_string()
}

/// The records of what the event fixed before round 1: `192` for Baku acceleration, `XXA`
/// virtual points, `XXP` (every round) or `260` (a range of rounds) prohibited pairs.
pub(super) fn write_setup(t: &Tournament, out: &mut String) {
    if t.acceleration == Acceleration::Baku {
        out.push_str("192 FIDE_DUTCH_2025_BAKU\n");
    }
    for (id, points) in &t.virtual_points {
        let mut line = format!("XXA {id:>4}");
        for p in points {
            let text: String = points_text(*p).chars().take(4).collect();
            let _ = write!(line, " {text:>4}");
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let last = t.total_rounds.unwrap_or(MAX_ROUNDS as u32);
    for g in &t.prohibited {
        let mut line = if g.first_round <= 1 && g.last_round >= last {
            String::from("XXP")
        } else {
            format!("260 {:>3} {:>3}", g.first_round, g.last_round)
        };
        for id in &g.players {
            let _ = write!(line, " {id:>4}");
        }
        let _ = writeln!(out, "{line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by fuzzing: a 220-point win made scores wider than their columns, and the written
    /// file no longer read back.
    #[test]
    fn lines_that_would_be_misread_are_refused_naming_line_and_column() {
        let line = |name: &str| {
            let mut l = format!("001    1      {name}");
            while l.len() < 48 {
                l.push(' ');
            }
            l.push_str("2595");
            l
        };
        // Padded by bytes: read.
        let good = line("王小明");
        let t = parse(&format!(
            "{good}\n{}\n",
            line("B").replacen("   1", "   2", 1)
        ))
        .unwrap();
        assert_eq!(t.players[&1].rating, 2595);
        assert_eq!(t.players[&1].name, "王小明");
        // Padded by characters (33 characters, 39 bytes): refused, not rated 0.
        let mut by_chars = String::from("001    1      王小明");
        while by_chars.chars().count() < 48 {
            by_chars.push(' ');
        }
        by_chars.push_str("2595");
        let e = parse(&format!("{by_chars}\n")).unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.to_string().contains("padded by characters"), "{e}");
        // Padded by display width (a Chinese character two columns wide).
        let mut by_width = String::from("001    1      王小明");
        while by_width.chars().count() + 3 < 48 {
            by_width.push(' ');
        }
        by_width.push_str("2595");
        let e = parse(&format!("{by_width}\n")).unwrap_err();
        assert!(e.to_string().contains("padded by display width"), "{e}");
        // A tab, a five-digit start number, an unknown XXC word.
        let e = parse("001    1\tA\n").unwrap_err();
        assert!(e.to_string().contains("column 9: a tab"), "{e}");
        let e = parse("001 10001      A\n").unwrap_err();
        assert!(e.to_string().contains("'10001' is wider"), "{e}");
        let e = parse(&format!("XXC purple1\n{good}\n")).unwrap_err();
        assert!(e.to_string().contains("purple1"), "{e}");
        // A byte-order mark on a later line does not hide its player.
        let t = parse(&format!(
            "012 x\n{good}\n\u{feff}{}\n",
            line("B").replacen("   1", "   2", 1)
        ))
        .unwrap();
        assert_eq!(t.players.len(), 2);
        // A rating shifted by a field before it: "1700" two columns late reads "  17" in its own
        // columns with "00" after them — refused, not rated 17; left-aligned digits likewise.
        let shifted = line("A").replace("2595", "  1700");
        let e = parse(&format!("{shifted}\n")).unwrap_err();
        assert!(e.to_string().contains("not right-aligned"), "{e}");
        let left = line("A").replace("2595", "17  ");
        let e = parse(&format!("{left}\n")).unwrap_err();
        assert!(e.to_string().contains("not right-aligned"), "{e}");
        let right = line("A").replace("2595", "  17");
        assert_eq!(parse(&format!("{right}\n")).unwrap().players[&1].rating, 17);
    }

    #[test]
    fn both_sides_may_lose_a_played_game() {
        let text = "001    1      A                                 2000                             0.0    1     2 w 0\n\
                    001    2      B                                 1900                             0.0    2     1 b 0\n";
        let t = parse(text).unwrap_or_default();
        assert_eq!(t.players.len(), 2);
        assert!(
            t.players
                .values()
                .all(|p| t.score(p) == 0 && p.rounds[0].played())
        );
    }

    #[test]
    fn wide_scores_and_point_values_round_trip() {
        let text = "001    1      A                                 2000                             1.0    1     2 w 1     2 b 1\n\
                    001    2      B                                 1900                             0.0    2     1 b 0     1 w 0\n\
                    162  W 220    D 1.0\n";
        let t = parse(text).unwrap_or_default();
        assert_eq!(t.points.win, 440);
        let again = parse(&write(&t, &std::collections::HashMap::new())).unwrap_or_default();
        assert_eq!(again.players, t.players);
        assert_eq!(again.points, t.points);
        // A name with multi-byte characters keeps the columns.
        let mut t2 = t.clone();
        if let Some(p) = t2.players.get_mut(&1) {
            p.name = "许银川 Xu Yinchuan 特级大师 grandmaster".into();
        }
        let again = parse(&write(&t2, &std::collections::HashMap::new())).unwrap_or_default();
        assert_eq!(again.players[&1].rounds, t2.players[&1].rounds);
        assert!(again.players[&1].name.starts_with("许银川"));
    }
}
