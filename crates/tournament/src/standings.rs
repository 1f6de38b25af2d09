//! Standings and tie-breaks: FIDE C.07 (2024 text, optional 2026 caps) and the Chinese
//! Xiangqi Association's Swiss rules (对手分, 累进分, 胜局, 犯规, 后走局数).
//!
//! Values are exact integers: scores in half-points, Sonneborn-Berger in quarter-points.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::direct_encounter;
use super::model::{Colour, GameResult, HalfPoints, Player, PlayerId, RoundKind, Tournament};

/// A tie-break criterion.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Tiebreak {
    /// Sum of the opponents' (adjusted) scores (BH; with `UnplayedRule::Plain` the CXA 对手分 of played and forfeited games).
    Buchholz,
    /// Buchholz without the least significant contribution (a voluntary unplayed round first).
    BuchholzCut1,
    /// Buchholz without the lowest (as Cut-1) and the highest contribution.
    MedianBuchholz1,
    /// Sonneborn-Berger (小分): opponent's score × points scored against him.
    SonnebornBerger,
    /// Progressive score (累进分): the sum of the running score after each round.
    Progressive,
    /// Direct encounter (直胜) among the players still tied when it is reached (ruling R16):
    /// the value is the place inside that group (1 = first), 0 when it does not separate them.
    DirectEncounter,
    /// Rounds scored as a win, played or not (胜局; a bye counts).
    Wins,
    /// Games won over the board.
    GamesWon,
    /// Games played over the board with black (后走局数).
    BlackGames,
    /// Games won over the board with black (后走胜局).
    BlackWins,
    /// Average rating of the opponents met over the board (0 if any is unrated).
    AverageRatingOfOpponents,
    /// CXA 对手分: the final scores of every scheduled opponent; a pairing-allocated bye
    /// counts the lowest non-zero final score of the event (art. 14.4).
    OpponentScoreCxa,
    /// Fouls recorded by the arbiter (犯规): fewer ranks higher.
    Fouls,
    /// CXA 14.3.1 continuation: the score after round n-1, then n-2, … (higher first).
    EarlierScores,
    /// CXA 14.3.2 continuation: the progressive score without round 1, then without rounds 1-2, ….
    ProgressiveCuts,
    /// Tournament performance rating (C.07 TPR): the opponents' average rating plus dp for the
    /// percentage scored, over the games played over the board. Applies only when every
    /// player is rated (none otherwise).
    PerformanceRating,
    /// Perfect tournament performance (C.07 PTP): the lowest rating whose expected score
    /// against the opponents met reaches the score. Only when every player is rated.
    PerfectPerformance,
    /// Average of the opponents' performance ratings (C.07 APRO), a half up; only when every
    /// player is rated.
    AveragePerformanceOfOpponents,
    /// Average of the opponents' perfect performances (C.07 APPO), a half up; only when every
    /// player is rated.
    AveragePerfectPerformanceOfOpponents,
    /// Buchholz without the two least significant contributions (C.07 BH/C2; voluntary
    /// unplayed rounds first).
    BuchholzCut2,
    /// Buchholz without the two least significant and the two highest contributions (C.07
    /// BH/M2).
    MedianBuchholz2,
    /// Sonneborn-Berger without the least significant contribution (C.07 SB/C1: the lowest
    /// opponent's score, a voluntary unplayed round first).
    SonnebornBergerCut1,
    /// Fore Buchholz (C.07 FB): Buchholz with every game of the last round counted as a draw,
    /// so it can be known before that round is played.
    ForeBuchholz,
    /// Average of the opponents' Buchholz (C.07 AOB) over the games played over the board,
    /// in hundredths of a point, a half up.
    AverageOfOpponentsBuchholz,
    /// Koya (C.07 KS): the points scored against opponents who finished with at least half
    /// the maximum score (games and forfeits alike).
    Koya,
    /// Rounds one elected to play (C.07 REP, formerly GE): games played over the board and
    /// rounds won without play (forfeit wins, full-point byes).
    RoundsElectedToPlay,
    /// The player's own rating (C.07 RTNG): higher first; only when every player is rated.
    Rating,
    /// The start number (C.07 TPN): lower first, the last criterion that always separates.
    StartNumber,
}

/// The FIDE codes (C.07, as in TRF-2026 records 202 and 212) of the tie-breaks that have one.
pub const FIDE_CODES: [(&str, Tiebreak); 27] = [
    ("BH", Tiebreak::Buchholz),
    ("BH/C1", Tiebreak::BuchholzCut1),
    ("BH/C2", Tiebreak::BuchholzCut2),
    ("BH/M1", Tiebreak::MedianBuchholz1),
    ("BH/M2", Tiebreak::MedianBuchholz2),
    ("SB", Tiebreak::SonnebornBerger),
    ("SB/C1", Tiebreak::SonnebornBergerCut1),
    ("FB", Tiebreak::ForeBuchholz),
    ("AOB", Tiebreak::AverageOfOpponentsBuchholz),
    ("KS", Tiebreak::Koya),
    ("PS", Tiebreak::Progressive),
    ("DE", Tiebreak::DirectEncounter),
    ("WIN", Tiebreak::Wins),
    ("WON", Tiebreak::GamesWon),
    ("BPG", Tiebreak::BlackGames),
    ("BWG", Tiebreak::BlackWins),
    ("REP", Tiebreak::RoundsElectedToPlay),
    // GE is REP's former name.
    ("GE", Tiebreak::RoundsElectedToPlay),
    ("RTNG", Tiebreak::Rating),
    ("ARO", Tiebreak::AverageRatingOfOpponents),
    ("TPR", Tiebreak::PerformanceRating),
    ("PTP", Tiebreak::PerfectPerformance),
    ("APRO", Tiebreak::AveragePerformanceOfOpponents),
    ("APPO", Tiebreak::AveragePerfectPerformanceOfOpponents),
    ("TPN", Tiebreak::StartNumber),
    // SNO is FIDE's tool's other name for the start number.
    ("SNO", Tiebreak::StartNumber),
    // A cut of 0 is the plain value.
    ("BH/C0", Tiebreak::Buchholz),
];

impl Tiebreak {
    /// The tie-break a FIDE code names (`BH/C1`, `sb`; `!` and `#` may stand for `/`), if
    /// Arbiter has it.
    #[must_use]
    pub fn from_fide_code(code: &str) -> Option<Tiebreak> {
        let code = code.trim().to_ascii_uppercase().replace(['!', '#'], "/");
        FIDE_CODES
            .iter()
            .find(|(c, _)| *c == code)
            .map(|&(_, tb)| tb)
    }

    /// Whether a lower value ranks higher (fewer fouls; a better place in the direct
    /// encounter).
    #[must_use]
    pub fn lower_first(self) -> bool {
        matches!(
            self,
            Tiebreak::Fouls | Tiebreak::DirectEncounter | Tiebreak::StartNumber
        )
    }

    /// Scale of the value: the value in points is the integer divided by this.
    #[must_use]
    pub fn scale(self) -> i64 {
        match self {
            Tiebreak::SonnebornBerger | Tiebreak::SonnebornBergerCut1 => 4,
            Tiebreak::AverageOfOpponentsBuchholz => 100,
            Tiebreak::Wins
            | Tiebreak::GamesWon
            | Tiebreak::BlackGames
            | Tiebreak::BlackWins
            | Tiebreak::AverageRatingOfOpponents
            | Tiebreak::PerformanceRating
            | Tiebreak::PerfectPerformance
            | Tiebreak::AveragePerformanceOfOpponents
            | Tiebreak::AveragePerfectPerformanceOfOpponents
            | Tiebreak::DirectEncounter
            | Tiebreak::RoundsElectedToPlay
            | Tiebreak::Rating
            | Tiebreak::StartNumber
            | Tiebreak::Fouls => 1,
            _ => 2,
        }
    }
}

/// How rounds without an over-the-board game count in opponent-based tie-breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum UnplayedRule {
    /// FIDE C.07 art. 16 (2024): a dummy opponent with the player's own score; an
    /// opponent's trailing requested byes and absences count as draws.
    #[default]
    Fide2024,
    /// As 2024 with the March-2026 caps on the dummy's score.
    Fide2026,
    /// Raw scores of the scheduled opponents; byes contribute nothing.
    Plain,
}

/// The day the FIDE tie-break regulations' 2026 revision took effect (C.07, rules version of
/// 1 March 2026): events starting on or after it use its caps.
pub const FIDE_2026_FROM: (u16, u8, u8) = (2026, 3, 1);

impl UnplayedRule {
    /// The FIDE rules in force for an event starting on `start` (year, month, day): the 2026
    /// revision from [`FIDE_2026_FROM`], else 2024; an event without a start date keeps 2024.
    #[must_use]
    pub fn in_force(start: Option<(u16, u8, u8)>) -> UnplayedRule {
        match start {
            Some(d) if d >= FIDE_2026_FROM => UnplayedRule::Fide2026,
            _ => UnplayedRule::Fide2024,
        }
    }
}

/// Named tie-break lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Preset {
    /// CXA Swiss 14.3.1 (the club's default): 对手分, 胜局, 犯规, 后走局数, earlier scores.
    CxaOpponents,
    /// CXA Swiss 14.3.2: 累进分, 胜局, 犯规, 后走局数, progressive without early rounds.
    CxaProgressive,
    /// CXA round robin 14.1: 小分, 胜局, 直胜, 犯规, 后走局数.
    CxaRoundRobin,
    /// The club's round robin (seed 000 §9, ruling R17): 小分, 胜局, 直胜, 犯规 and nothing
    /// after; still tied is a shared place.
    ClubRoundRobin,
    /// FIDE Swiss: Buchholz Cut-1, Buchholz, Sonneborn-Berger, progressive.
    Fide,
}

impl Preset {
    /// The criteria of the preset, in order.
    #[must_use]
    pub fn tiebreaks(self) -> &'static [Tiebreak] {
        use Tiebreak::*;
        match self {
            Preset::CxaOpponents => &[OpponentScoreCxa, Wins, Fouls, BlackGames, EarlierScores],
            Preset::CxaProgressive => &[Progressive, Wins, Fouls, BlackGames, ProgressiveCuts],
            Preset::CxaRoundRobin => &[SonnebornBerger, Wins, DirectEncounter, Fouls, BlackGames],
            Preset::ClubRoundRobin => &[SonnebornBerger, Wins, DirectEncounter, Fouls],
            Preset::Fide => &[BuchholzCut1, Buchholz, SonnebornBerger, Progressive],
        }
    }
}

/// One tie-break value: the integer (divide by [`Tiebreak::scale`]) and, for the chained
/// criteria, the further values compared after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TiebreakValue {
    /// The value, or `None` when it does not apply.
    pub value: Option<i64>,
    /// Later values of a chained criterion.
    pub chain: Vec<i64>,
}

/// One row of the standings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StandingRow {
    /// Pairing number.
    pub id: PlayerId,
    /// 1-based place, shared by players equal on every criterion (ruling R18: 1, 2, 2, 4);
    /// such rows are listed by pairing number.
    pub rank: u32,
    /// The score in half-points.
    pub points: HalfPoints,
    /// The requested tie-break values, in order.
    pub tiebreaks: Vec<TiebreakValue>,
    /// Equal on points and every tie-break with the row above (名次并列).
    pub tied_with_previous: bool,
}

/// Per-player values computed once.
struct Facts {
    points: HalfPoints,
    adjusted: HalfPoints,
    running: Vec<HalfPoints>,
}

fn facts(t: &Tournament, rounds: usize) -> HashMap<PlayerId, Facts> {
    let draw = t.points.draw;
    t.players
        .values()
        .map(|p| {
            let mut running = Vec::with_capacity(rounds);
            let mut total = 0;
            let mut last_non_vur = 0;
            for r in 0..rounds {
                let e = t.entry(p, r);
                total += t.points.points(&e);
                running.push(total);
                if !e.voluntary_unplayed() {
                    last_non_vur = r + 1;
                }
            }
            let mut adjusted = total;
            for r in last_non_vur..rounds {
                let e = t.entry(p, r);
                if matches!(e.kind, RoundKind::HalfBye | RoundKind::ZeroBye) {
                    adjusted += draw - t.points.points(&e);
                }
            }
            (
                p.id,
                Facts {
                    points: total,
                    adjusted,
                    running,
                },
            )
        })
        .collect()
}

/// One round's part in the Buchholz family: the opponent's (or the dummy's) score and the
/// player's own result, in half-points.
#[derive(Clone, Copy, Debug)]
struct Contribution {
    /// A voluntary unplayed round (C.07 art. 16): cut first.
    vur: bool,
    score: i64,
    result: i64,
}

/// The Buchholz family of one player (half-points; Sonneborn-Berger in quarter-points).
#[derive(Clone, Copy, Debug, Default)]
struct OpponentValues {
    bh: i64,
    cut1: i64,
    cut2: i64,
    median1: i64,
    median2: i64,
    sb: i64,
    sb_cut1: i64,
}

/// How the rounds count in a Buchholz: as they stand, or (Fore Buchholz) with every game of
/// the event's last round a draw.
struct Scores<'a> {
    /// Each player's score for the dummy opponent of their own unplayed rounds.
    own: &'a HashMap<PlayerId, i64>,
    /// Each player's score as an opponent (trailing byes and absences adjusted to draws).
    adjusted: &'a HashMap<PlayerId, i64>,
    /// The round (0-based) counted as played whatever happened in it (Fore Buchholz).
    fore_round: Option<usize>,
}

/// Each round's contribution to `id`'s Buchholz family under `rule`.
fn contributions(
    t: &Tournament,
    scores: &Scores,
    id: PlayerId,
    rounds: usize,
    rule: UnplayedRule,
) -> Vec<Contribution> {
    let Some(player) = t.players.get(&id) else {
        return Vec::new();
    };
    let own = scores.own.get(&id).copied().unwrap_or(0);
    let adjusted = |q: PlayerId| scores.adjusted.get(&q).copied().unwrap_or(0);
    let raw = |q: PlayerId| scores.own.get(&q).copied().unwrap_or(0);
    let cap_other = t.points.draw * rounds as i64;
    let mut out = Vec::new();
    for r in 0..rounds {
        let e = t.entry(player, r);
        let result = t.points.points(&e);
        let counted_played = e.played() || scores.fore_round == Some(r);
        let score = if counted_played && e.opponent.is_some() {
            e.opponent.map(|q| {
                if rule == UnplayedRule::Plain {
                    raw(q)
                } else {
                    adjusted(q)
                }
            })
        } else if rule == UnplayedRule::Plain {
            e.opponent.map(raw)
        } else {
            let mut s = own;
            if rule == UnplayedRule::Fide2026 {
                s = match e.opponent {
                    Some(q) => s.min(adjusted(q)),
                    None => s.min(cap_other),
                };
            }
            Some(s)
        };
        if let Some(score) = score {
            let vur = e.voluntary_unplayed()
                && rule != UnplayedRule::Plain
                && !(counted_played && e.opponent.is_some());
            out.push(Contribution { vur, score, result });
        }
    }
    out
}

/// The sum of `contrib` (Sonneborn-Berger products with `sb`) without the `low` least
/// significant and the `high` highest contributions (C.07 art. 14 cuts): a low cut takes the
/// least significant voluntary unplayed round first, unless the lowest contribution of all
/// is worth more (FIDE's tool's reading); a high cut the highest opponent's score.
fn trimmed(contrib: &[Contribution], low: usize, high: usize, sb: bool) -> i64 {
    let value = |c: &Contribution| if sb { c.score * c.result } else { c.score };
    let mut left = contrib.to_vec();
    for _ in 0..low {
        let lowest = left
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| (c.score, value(c)))
            .map(|(k, c)| (k, value(c)));
        let unplayed = left
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| (!c.vur, c.score, value(c)))
            .map(|(k, c)| (k, value(c)));
        let Some(((all, all_value), (exp, exp_value))) = lowest.zip(unplayed) else {
            break;
        };
        left.remove(if all_value > exp_value { all } else { exp });
    }
    for _ in 0..high {
        let Some((k, _)) = left
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| std::cmp::Reverse((c.score, value(c))))
        else {
            break;
        };
        left.remove(k);
    }
    left.iter().map(value).sum()
}

/// The Buchholz family of one player.
fn opponent_values(contrib: &[Contribution]) -> OpponentValues {
    OpponentValues {
        bh: trimmed(contrib, 0, 0, false),
        cut1: trimmed(contrib, 1, 0, false),
        cut2: trimmed(contrib, 2, 0, false),
        median1: trimmed(contrib, 1, 1, false),
        median2: trimmed(contrib, 2, 2, false),
        sb: trimmed(contrib, 0, 0, true),
        sb_cut1: trimmed(contrib, 1, 0, true),
    }
}

/// Every player's own and adjusted scores as they stand.
fn scores_as_played(
    facts: &HashMap<PlayerId, Facts>,
) -> (HashMap<PlayerId, i64>, HashMap<PlayerId, i64>) {
    (
        facts.iter().map(|(&id, f)| (id, f.points)).collect(),
        facts.iter().map(|(&id, f)| (id, f.adjusted)).collect(),
    )
}

/// Fore Buchholz (C.07 FB) of every player: once the event's last round is reached, each
/// player paired in it counts that round as a draw — in their own score, in their score as an
/// opponent, and as a game played with that opponent; before it, as Buchholz.
fn fore_buchholz(
    t: &Tournament,
    facts: &HashMap<PlayerId, Facts>,
    rounds: usize,
    rule: UnplayedRule,
) -> HashMap<PlayerId, i64> {
    let draw = t.points.draw;
    let last = t
        .total_rounds
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(rounds);
    let fore = rounds == last && rounds > 0;
    let (mut own, mut adjusted) = scores_as_played(facts);
    if fore {
        for p in t.players.values() {
            let e = t.entry(p, rounds - 1);
            if e.opponent.is_none() {
                continue;
            }
            let change = draw - t.points.points(&e);
            // Paired in the last round: no trailing unplayed round is adjusted, that round is
            // a draw.
            let total = facts.get(&p.id).map_or(0, |f| f.points);
            own.insert(p.id, total + change);
            adjusted.insert(p.id, total + change);
        }
    }
    let scores = Scores {
        own: &own,
        adjusted: &adjusted,
        fore_round: fore.then(|| rounds - 1),
    };
    t.players
        .keys()
        .map(|&id| {
            let c = contributions(t, &scores, id, rounds, rule);
            (id, trimmed(&c, 0, 0, false))
        })
        .collect()
}

/// Computes the standings after all recorded rounds with the given tie-breaks.
#[must_use]
pub fn standings(t: &Tournament, tiebreaks: &[Tiebreak], rule: UnplayedRule) -> Vec<StandingRow> {
    let rounds = t.rounds_recorded();
    let facts = facts(t, rounds);
    let lowest_scored = facts
        .values()
        .map(|f| f.points)
        .filter(|&p| p > 0)
        .min()
        .unwrap_or(0);
    let needs = |wanted: &[Tiebreak]| tiebreaks.iter().any(|tb| wanted.contains(tb));
    let opponents: HashMap<PlayerId, OpponentValues> = if needs(&[
        Tiebreak::Buchholz,
        Tiebreak::BuchholzCut1,
        Tiebreak::BuchholzCut2,
        Tiebreak::MedianBuchholz1,
        Tiebreak::MedianBuchholz2,
        Tiebreak::SonnebornBerger,
        Tiebreak::SonnebornBergerCut1,
        Tiebreak::AverageOfOpponentsBuchholz,
    ]) {
        let (own, adjusted) = scores_as_played(&facts);
        let scores = Scores {
            own: &own,
            adjusted: &adjusted,
            fore_round: None,
        };
        t.players
            .keys()
            .map(|&id| {
                let c = contributions(t, &scores, id, rounds, rule);
                (id, opponent_values(&c))
            })
            .collect()
    } else {
        HashMap::new()
    };
    let fore = if needs(&[Tiebreak::ForeBuchholz]) {
        fore_buchholz(t, &facts, rounds, rule)
    } else {
        HashMap::new()
    };
    let mut rows: Vec<StandingRow> = t
        .players
        .values()
        .map(|p| {
            let f = &facts[&p.id];
            let subject = Subject {
                t,
                player: p,
                facts: &facts,
                rounds,
                opponents: &opponents,
                fore: fore.get(&p.id).copied().unwrap_or(0),
                lowest_scored,
            };
            StandingRow {
                id: p.id,
                rank: 0,
                points: f.points,
                tiebreaks: tiebreaks.iter().map(|&tb| subject.value(tb)).collect(),
                tied_with_previous: false,
            }
        })
        .collect();
    if tiebreaks.contains(&Tiebreak::DirectEncounter) {
        let scored = encounters(t, rounds);
        let group_places = |group: &[PlayerId]| {
            direct_encounter::places(group, &|a, b| scored.get(&(a, b)).copied(), t.points.win)
        };
        fill_direct_encounter(&mut rows, tiebreaks, &group_places);
    }
    rank_rows(&mut rows, tiebreaks);
    rows
}

/// A player the file places where its own tie-break list does not.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Misplaced {
    /// Start number.
    pub id: PlayerId,
    /// The place the file states.
    pub file_rank: u32,
    /// The place the list gives (the first of a shared place).
    pub rank: u32,
    /// How many players share that place (the file may order them any way).
    pub shared: u32,
}

/// The players whose place in the file (`Tournament::file_ranks`) the standings under
/// `tiebreaks` do not allow: a place shared by n players allows the file any of those n
/// places. Players without a stated place are not checked.
#[must_use]
pub fn misplaced(t: &Tournament, tiebreaks: &[Tiebreak], rule: UnplayedRule) -> Vec<Misplaced> {
    let rows = standings(t, tiebreaks, rule);
    let mut shared: HashMap<u32, u32> = HashMap::new();
    for r in &rows {
        *shared.entry(r.rank).or_insert(0) += 1;
    }
    rows.iter()
        .filter_map(|r| {
            let file_rank = *t.file_ranks.get(&r.id)?;
            let n = shared.get(&r.rank).copied().unwrap_or(1);
            (file_rank < r.rank || file_rank >= r.rank + n).then_some(Misplaced {
                id: r.id,
                file_rank,
                rank: r.rank,
                shared: n,
            })
        })
        .collect()
}

/// What each player scored against each opponent over the board, summed over their games.
fn encounters(t: &Tournament, rounds: usize) -> HashMap<(PlayerId, PlayerId), i64> {
    let mut scored = HashMap::new();
    for p in t.players.values() {
        for r in 0..rounds {
            let e = t.entry(p, r);
            if let Some(q) = e.opponent.filter(|_| e.played()) {
                *scored.entry((p.id, q)).or_insert(0) += t.points.points(&e);
            }
        }
    }
    scored
}

/// Stores each row's place by direct encounter inside the group still tied on points and
/// the criteria before it (ruling R16).
fn fill_direct_encounter(
    rows: &mut [StandingRow],
    tiebreaks: &[Tiebreak],
    group_places: &dyn Fn(&[PlayerId]) -> Vec<u32>,
) {
    let columns: Vec<usize> = (0..tiebreaks.len())
        .filter(|&i| tiebreaks[i] == Tiebreak::DirectEncounter)
        .collect();
    let same_before = |a: &StandingRow, b: &StandingRow, column: usize| {
        b.points.cmp(&a.points).then_with(|| {
            compare_tiebreaks(
                &a.tiebreaks[..column],
                &b.tiebreaks[..column],
                &tiebreaks[..column],
            )
        })
    };
    direct_encounter::fill(
        rows,
        &columns,
        &same_before,
        &|r| r.id,
        group_places,
        &mut |r, column, place| {
            r.tiebreaks[column] = TiebreakValue {
                value: Some(i64::from(place)),
                chain: Vec::new(),
            };
        },
    );
}

/// One player, with what every tie-break of theirs is computed from.
struct Subject<'a> {
    t: &'a Tournament,
    player: &'a Player,
    facts: &'a HashMap<PlayerId, Facts>,
    rounds: usize,
    /// Every player's Buchholz family (empty when no criterion needs it).
    opponents: &'a HashMap<PlayerId, OpponentValues>,
    /// The player's Fore Buchholz (0 when not asked for).
    fore: i64,
    /// The lowest non-zero score of the field (a pairing bye's opponent score, CXA).
    lowest_scored: i64,
}

impl Subject<'_> {
    fn value(&self, tb: Tiebreak) -> TiebreakValue {
        let (t, p, rounds) = (self.t, self.player, self.rounds);
        let f = &self.facts[&p.id];
        let o = self.opponents.get(&p.id).copied().unwrap_or_default();
        let single = |v: i64| TiebreakValue {
            value: Some(v),
            chain: Vec::new(),
        };
        let optional = |v: Option<i64>| TiebreakValue {
            value: v,
            chain: Vec::new(),
        };
        let chained = |chain: Vec<i64>| TiebreakValue {
            value: chain.first().copied(),
            chain: chain.into_iter().skip(1).collect(),
        };
        match tb {
            Tiebreak::Buchholz => single(o.bh),
            Tiebreak::BuchholzCut1 => single(o.cut1),
            Tiebreak::BuchholzCut2 => single(o.cut2),
            Tiebreak::MedianBuchholz1 => single(o.median1),
            Tiebreak::MedianBuchholz2 => single(o.median2),
            Tiebreak::SonnebornBerger => single(o.sb),
            Tiebreak::SonnebornBergerCut1 => single(o.sb_cut1),
            Tiebreak::ForeBuchholz => single(self.fore),
            Tiebreak::AverageOfOpponentsBuchholz => optional(self.average_opponents_buchholz()),
            Tiebreak::Koya => single(self.koya()),
            Tiebreak::RoundsElectedToPlay => single(count(t, p.id, rounds, |e, pts| {
                e.played() || pts == t.points.win
            })),
            Tiebreak::Rating => optional(
                (!t.players.values().any(|q| q.rating == 0)).then_some(i64::from(p.rating)),
            ),
            Tiebreak::StartNumber => single(i64::from(p.id)),
            Tiebreak::Progressive => single(f.running.iter().sum()),
            // Filled in by `rank_rows`, once the group still tied when it is reached is known.
            Tiebreak::DirectEncounter => single(0),
            Tiebreak::Wins => single(count(t, p.id, rounds, |e, pts| {
                pts == t.points.win && e.kind != RoundKind::ForfeitLoss
            })),
            Tiebreak::GamesWon => single(count(t, p.id, rounds, |e, _| {
                e.kind == RoundKind::Played(GameResult::Win)
            })),
            Tiebreak::BlackGames => single(count(t, p.id, rounds, |e, _| {
                e.played() && e.colour == Some(Colour::Black)
            })),
            Tiebreak::BlackWins => single(count(t, p.id, rounds, |e, _| {
                e.kind == RoundKind::Played(GameResult::Win) && e.colour == Some(Colour::Black)
            })),
            Tiebreak::AverageRatingOfOpponents => single(aro(t, p.id, rounds)),
            Tiebreak::PerformanceRating => optional(performance(t, p.id, rounds, false)),
            Tiebreak::PerfectPerformance => optional(performance(t, p.id, rounds, true)),
            Tiebreak::AveragePerformanceOfOpponents => {
                optional(opponents_performance(t, p.id, rounds, false))
            }
            Tiebreak::AveragePerfectPerformanceOfOpponents => {
                optional(opponents_performance(t, p.id, rounds, true))
            }
            Tiebreak::OpponentScoreCxa => single(self.opponent_score_cxa()),
            Tiebreak::Fouls => single(i64::from(p.fouls)),
            Tiebreak::EarlierScores => chained(
                (0..rounds.saturating_sub(1))
                    .rev()
                    .map(|r| f.running[r])
                    .collect(),
            ),
            Tiebreak::ProgressiveCuts => chained(
                (1..rounds)
                    .map(|k| (k..rounds).map(|r| f.running[r] - f.running[k - 1]).sum())
                    .collect(),
            ),
        }
    }

    /// AOB: the opponents' Buchholz over the games played over the board, averaged in
    /// hundredths of a point, a half up; none without such a game.
    fn average_opponents_buchholz(&self) -> Option<i64> {
        let values: Vec<i64> = (0..self.rounds)
            .map(|r| self.t.entry(self.player, r))
            .filter(|e| e.played())
            .filter_map(|e| e.opponent)
            .map(|q| self.opponents.get(&q).map_or(0, |o| o.bh))
            .collect();
        let n = i64::try_from(values.len()).ok().filter(|&n| n > 0)?;
        // Half-points to hundredths of a point: 50 × sum / n, a half up.
        Some((100 * values.iter().sum::<i64>() + n).div_euclid(2 * n))
    }

    /// KS: the points scored in the rounds against opponents (met or forfeited) whose final
    /// score is at least half the maximum of the rounds counted.
    fn koya(&self) -> i64 {
        let limit = self.t.points.win * self.rounds as i64;
        (0..self.rounds)
            .map(|r| self.t.entry(self.player, r))
            .filter(|e| {
                e.opponent
                    .is_some_and(|q| 2 * self.facts.get(&q).map_or(0, |f| f.points) >= limit)
            })
            .map(|e| self.t.points.points(&e))
            .sum()
    }

    /// 对手分: the opponents' scores; a pairing bye counts as the lowest score of the field.
    fn opponent_score_cxa(&self) -> i64 {
        let mut sum = 0;
        for r in 0..self.rounds {
            let e = self.t.entry(self.player, r);
            if let Some(q) = e.opponent {
                sum += self.facts.get(&q).map_or(0, |f| f.points);
            } else if e.kind == RoundKind::PairingBye {
                sum += self.lowest_scored;
            }
        }
        sum
    }
}

/// Compares two players' tie-break values in the order of `tiebreaks`: `Less` when `a` ranks
/// higher (fewer fouls and a better direct-encounter place rank higher, every other value
/// more). Direct-encounter places only compare players of one tie group: to order players of
/// different groups use [`compare_tiebreaks_across_groups`].
#[must_use]
pub fn compare_tiebreaks(
    a: &[TiebreakValue],
    b: &[TiebreakValue],
    tiebreaks: &[Tiebreak],
) -> Ordering {
    for ((x, y), tb) in a.iter().zip(b).zip(tiebreaks) {
        let ord = (y.value, &y.chain).cmp(&(x.value, &x.chain));
        let ord = if tb.lower_first() { ord.reverse() } else { ord };
        if ord != Ordering::Equal {
            return ord;
        }
    }
    Ordering::Equal
}

/// As [`compare_tiebreaks`] without the direct encounter, whose places mean nothing between
/// players of different tie groups (e.g. the same place in two groups of a stage).
#[must_use]
pub fn compare_tiebreaks_across_groups(
    a: &[TiebreakValue],
    b: &[TiebreakValue],
    tiebreaks: &[Tiebreak],
) -> Ordering {
    for ((x, y), tb) in a.iter().zip(b).zip(tiebreaks) {
        if *tb == Tiebreak::DirectEncounter {
            continue;
        }
        let ord = compare_tiebreaks(
            std::slice::from_ref(x),
            std::slice::from_ref(y),
            std::slice::from_ref(tb),
        );
        if ord != Ordering::Equal {
            return ord;
        }
    }
    Ordering::Equal
}

/// Sorts by points then the tie-breaks in order, numbers the places (shared by tied rows,
/// ruling R18) and marks rows tied with the one above.
fn rank_rows(rows: &mut [StandingRow], tiebreaks: &[Tiebreak]) {
    let compare_keys = |a: &StandingRow, b: &StandingRow| -> Ordering {
        b.points
            .cmp(&a.points)
            .then_with(|| compare_tiebreaks(&a.tiebreaks, &b.tiebreaks, tiebreaks))
    };
    rows.sort_by(|a, b| compare_keys(a, b).then(a.id.cmp(&b.id)));
    for i in 0..rows.len() {
        rows[i].rank = (i + 1) as u32;
        if i > 0 && compare_keys(&rows[i - 1], &rows[i]) == Ordering::Equal {
            rows[i].tied_with_previous = true;
            rows[i].rank = rows[i - 1].rank;
        }
    }
}

fn count(
    t: &Tournament,
    id: PlayerId,
    rounds: usize,
    pred: impl Fn(&super::model::RoundEntry, HalfPoints) -> bool,
) -> i64 {
    let Some(p) = t.players.get(&id) else {
        return 0;
    };
    (0..rounds)
        .map(|r| t.entry(p, r))
        .filter(|e| pred(e, t.points.points(e)))
        .count() as i64
}

/// A player's TPR (`perfect`: PTP) over the games played over the board in the first `rounds`
/// rounds; `None` when a player of the event is unrated (C.07: rating-based tie-breaks are
/// dropped then) or the player played no game.
fn performance(t: &Tournament, id: PlayerId, rounds: usize, perfect: bool) -> Option<i64> {
    use super::fide_rating::{perfect_performance, performance_rating};
    if t.players.values().any(|q| q.rating == 0) {
        return None;
    }
    let p = t.players.get(&id)?;
    let (mut opponents, mut halves) = (Vec::new(), 0u32);
    for e in (0..rounds).map(|r| t.entry(p, r)) {
        let (RoundKind::Played(result), Some(q)) = (e.kind, e.opponent) else {
            continue;
        };
        opponents.push(t.players.get(&q)?.rating);
        halves += match result {
            GameResult::Win => 2,
            GameResult::Draw => 1,
            GameResult::Loss => 0,
        };
    }
    let v = if perfect {
        perfect_performance(halves, &opponents)
    } else {
        performance_rating(halves, &opponents)
    };
    v.map(i64::from)
}

/// The average of the opponents' TPR (`perfect`: PTP) over the games played over the board, a
/// half up (C.07 APRO, APPO): the opponents' own figures over the same rounds for APRO, over
/// every round for APPO, as FIDE's tool computes them.
fn opponents_performance(
    t: &Tournament,
    id: PlayerId,
    rounds: usize,
    perfect: bool,
) -> Option<i64> {
    let p = t.players.get(&id)?;
    let theirs = if perfect { t.rounds_recorded() } else { rounds };
    let values: Vec<i64> = (0..rounds)
        .map(|r| t.entry(p, r))
        .filter(|e| e.played())
        .filter_map(|e| performance(t, e.opponent?, theirs, perfect))
        .collect();
    let n = i64::try_from(values.len()).ok().filter(|&n| n > 0)?;
    Some((2 * values.iter().sum::<i64>() + n).div_euclid(2 * n))
}

fn aro(t: &Tournament, id: PlayerId, rounds: usize) -> i64 {
    let Some(p) = t.players.get(&id) else {
        return 0;
    };
    let ratings: Vec<i64> = (0..rounds)
        .map(|r| t.entry(p, r))
        .filter(|e| e.played())
        .filter_map(|e| e.opponent)
        .map(|q| t.players.get(&q).map_or(0, |o| i64::from(o.rating)))
        .collect();
    if ratings.is_empty() || ratings.contains(&0) {
        return 0;
    }
    let n = ratings.len() as i64;
    (2 * ratings.iter().sum::<i64>() + n) / (2 * n)
}
