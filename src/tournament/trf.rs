//! FIDE Tournament Report File (TRF-16) with the JaVaFo/bbpPairings extensions
//! (`XXR` total rounds, `XXC` initial colour, `BB?` and `162` point systems).

use std::fmt::{self, Write as _};

use super::model::{
    Colour, GameResult, HalfPoints, Player, PlayerId, PointSystem, RoundEntry, RoundKind,
    Tournament,
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
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for TrfError {}

fn err(line: usize, message: impl Into<String>) -> TrfError {
    TrfError {
        line,
        message: message.into(),
    }
}

/// Parses a decimal point value (`2.0`, `0.5`, `12`) into half-points.
fn parse_points(text: &str, line: usize) -> Result<HalfPoints, TrfError> {
    let t = text.trim();
    let (int, frac) = t.split_once('.').unwrap_or((t, ""));
    let whole: HalfPoints = int
        .parse()
        .map_err(|_| err(line, format!("'{t}' is not a number of points")))?;
    let frac = frac.trim_end_matches('0');
    let half = match frac {
        "" => 0,
        "5" => 1,
        _ => {
            return Err(err(
                line,
                format!("'{t}' is not a multiple of half a point"),
            ));
        }
    };
    if !(0..=1000).contains(&whole) || int.starts_with('-') {
        return Err(err(line, format!("'{t}' is out of range 0..=1000")));
    }
    Ok(whole * 2 + half)
}

fn slice(line: &str, from: usize, to: usize) -> &str {
    let to = to.min(line.len());
    if from >= to {
        return "";
    }
    line.get(from..to).unwrap_or("")
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
                format!("round {round}: opponent '{opp_text}' is not a number"),
            )
        })?;
        if id == 0 { None } else { Some(id) }
    };
    let colour = match colour_char {
        'w' | 'W' => Some(Colour::Red),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        c => return Err(err(line, format!("round {round}: unknown colour '{c}'"))),
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
            return Err(err(line, format!("round {round}: the game has no result")));
        }
        (_, c) => {
            return Err(err(
                line,
                format!("round {round}: unknown result code '{c}'"),
            ));
        }
    };
    if opponent.is_some() && colour.is_none() {
        return Err(err(
            line,
            format!("round {round}: a game needs a colour (w or b)"),
        ));
    }
    Ok(Some(RoundEntry {
        opponent,
        colour,
        kind,
    }))
}

fn parse_player(text: &str, line: usize) -> Result<Player, TrfError> {
    let id: PlayerId = slice(text, 4, 8)
        .trim()
        .parse()
        .map_err(|_| err(line, "columns 5-8: pairing number is not a number"))?;
    if id == 0 || id as usize > MAX_PLAYERS {
        return Err(err(
            line,
            format!("pairing number {id} is out of range 1..={MAX_PLAYERS}"),
        ));
    }
    let rating_text = slice(text, 48, 52).trim();
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text
            .parse()
            .map_err(|_| err(line, "columns 49-52: rating is not a number"))?
    };
    let mut blocks = Vec::new();
    let mut start = 91;
    while start < text.len() {
        let round = blocks.len() + 1;
        if round > MAX_ROUNDS {
            return Err(err(line, format!("more than {MAX_ROUNDS} rounds")));
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
        name: slice(text, 14, 47).trim().to_string(),
        rating,
        rounds,
        fouls: 0,
    })
}

/// Reads a TRF. Checks that pairing numbers are unique and that every game's opponent
/// exists and has the matching entry.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::default();
    let mut bye_points: Option<HalfPoints> = None;
    let mut lines_of = std::collections::BTreeMap::new();
    for (index, raw) in text.split(['\n', '\r']).enumerate() {
        let line = index + 1;
        let code = slice(raw, 0, 3);
        match code {
            "001" => {
                let player = parse_player(raw, line)?;
                if t.players.len() >= MAX_PLAYERS {
                    return Err(err(line, format!("more than {MAX_PLAYERS} players")));
                }
                if t.players.contains_key(&player.id) {
                    return Err(err(
                        line,
                        format!("pairing number {} appears twice", player.id),
                    ));
                }
                lines_of.insert(player.id, line);
                t.players.insert(player.id, player);
            }
            "012" => t.name = slice(raw, 4, raw.len()).trim().to_string(),
            "162" => {
                // `W 2.0    D 1.0 …`: a code letter and its value, in 9-column groups; read
                // by tokens so a value wider than its 4 columns still reads.
                let mut tokens = slice(raw, 3, raw.len()).split_whitespace().peekable();
                while let Some(tok) = tokens.next() {
                    let mut chars = tok.chars();
                    let code = chars.next().unwrap_or(' ');
                    let rest = chars.as_str();
                    let value_text = if rest.is_empty() {
                        tokens.next().unwrap_or("")
                    } else {
                        rest
                    };
                    let value = parse_points(value_text, line)?;
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
                    .ok_or_else(|| err(line, "XXR needs the number of rounds"))?;
                if n == 0 || n as usize > MAX_ROUNDS {
                    return Err(err(
                        line,
                        format!("XXR {n} is out of range 1..={MAX_ROUNDS}"),
                    ));
                }
                t.total_rounds = Some(n);
            }
            "XXC" => {
                let value = slice(raw, 3, raw.len()).trim().to_ascii_lowercase();
                for word in value.split_whitespace() {
                    match word {
                        "white1" => t.initial_colour = Some(Colour::Red),
                        "black1" => t.initial_colour = Some(Colour::Black),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    t.points.bye = bye_points.unwrap_or(t.points.win);
    if t.players.is_empty() {
        return Err(err(0, "the TRF has no player lines (001)"));
    }
    check_consistency(&t, &lines_of)?;
    Ok(t)
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
                return Err(err(
                    line,
                    format!("round {round}: player {opp} is paired with himself"),
                ));
            }
            let Some(other) = t.players.get(&opp) else {
                return Err(err(
                    line,
                    format!("round {round}: opponent {opp} is not a player"),
                ));
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
                    format!(
                        "round {round}: player {} vs {opp} does not match {opp}'s entry for the round",
                        player.id
                    ),
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

fn block(entry: &RoundEntry) -> String {
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
    // Control characters (a newline would forge a line) become spaces; the API refuses them
    // before they get here.
    let one_line = |s: &str| -> String {
        s.chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect()
    };
    if !t.name.is_empty() {
        let _ = writeln!(out, "012 {}", one_line(&t.name));
    }
    for player in t.players.values() {
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
        let rank = ranks.get(&player.id).copied().unwrap_or(0).min(9999);
        let _ = write!(line, "{points:>4} {rank:>4}");
        for entry in &player.rounds {
            line.push_str("  ");
            line.push_str(&block(entry));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
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
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by fuzzing: a 220-point win made scores wider than their columns, and the written
    /// file no longer read back.
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
