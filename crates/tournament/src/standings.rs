//! Standings and tie-breaks: FIDE C.07 (2024 text, optional 2026 caps) and the Chinese
//! Xiangqi Association's Swiss rules (对手分, 累进分, 胜局, 犯规, 后走局数).
//!
//! Values are exact integers: scores in half-points, Sonneborn-Berger in quarter-points.
//!
//! ```
//! use arbiter_tournament::standings::{Tiebreak, UnplayedRule, standings};
//! let t = arbiter_tournament::trf::parse(
//!     "XXR 3\n\
//!      001    1      Li Wei                            1900                             1.0    1     3 w 1\n\
//!      001    2      Zhang Min                         1800                             1.0    2     4 b 1\n\
//!      001    3      Wang Fang                         1700                             0.0    3     1 b 0\n\
//!      001    4      Chen Jie                          1600                             0.0    4     2 w 0\n",
//! )
//! .unwrap();
//! let rows = standings(&t, &[Tiebreak::Buchholz], UnplayedRule::default());
//! // 1 and 2 share first place on points; Buchholz (their opponents' scores) cannot part
//! // them after one round, so both are first.
//! assert_eq!((rows[0].id, rows[0].rank, rows[0].points), (1, 1, 2));
//! assert_eq!((rows[1].id, rows[1].rank), (2, 1));
//! assert_eq!(rows[3].rank, 3);
//! ```

use std::cmp::Ordering;
use std::collections::HashMap;

use super::direct_encounter;
use super::model::{Colour, GameResult, HalfPoints, Player, PlayerId, RoundKind, Tournament};
pub use super::tiebreak::{Criterion, FIDE_CODES, Modifiers, Tiebreak};

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
                total += t.points_in(p, r, &e);
                running.push(total);
                if !e.voluntary_unplayed() {
                    last_non_vur = r + 1;
                }
            }
            let mut adjusted = total;
            for r in last_non_vur..rounds {
                let e = t.entry(p, r);
                if matches!(e.kind, RoundKind::HalfBye | RoundKind::ZeroBye) {
                    adjusted += draw - t.points_in(p, r, &e);
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
    /// The round (0-based).
    round: usize,
    /// A voluntary unplayed round (C.07 art. 16): cut first.
    vur: bool,
    score: i64,
    result: i64,
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
    /// Every round with an opponent counts as played, forfeits included (modifier `/P`).
    as_played: bool,
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
        let result = t.points_in(player, r, &e);
        let counted_played = e.played()
            || scores.fore_round == Some(r)
            || (scores.as_played && e.opponent.is_some());
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
            out.push(Contribution {
                round: r,
                vur,
                score,
                result,
            });
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

/// Every player's own and adjusted scores as they stand.
fn scores_as_played(
    facts: &HashMap<PlayerId, Facts>,
) -> (HashMap<PlayerId, i64>, HashMap<PlayerId, i64>) {
    (
        facts.iter().map(|(&id, f)| (id, f.points)).collect(),
        facts.iter().map(|(&id, f)| (id, f.adjusted)).collect(),
    )
}

/// Which rounds a Buchholz counts, and how: the key of one set of contributions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Counting {
    /// Fore Buchholz: the event's last round counted as a draw.
    fore: bool,
    /// Modifier `/P`: every round with an opponent counted as played.
    as_played: bool,
}

/// Every player's contributions to their Buchholz family under `counting`. With `fore`
/// (C.07 FB), once the event's last round is reached each player paired in it counts that
/// round as a draw — in their own score, in their score as an opponent, and as a game played
/// with that opponent; before it, as Buchholz.
fn all_contributions(
    t: &Tournament,
    facts: &HashMap<PlayerId, Facts>,
    rounds: usize,
    rule: UnplayedRule,
    counting: Counting,
) -> HashMap<PlayerId, Vec<Contribution>> {
    let draw = t.points.draw;
    let last = t
        .total_rounds
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(rounds);
    let fore = counting.fore && rounds == last && rounds > 0;
    let (mut own, mut adjusted) = scores_as_played(facts);
    if fore {
        for p in t.players.values() {
            let e = t.entry(p, rounds - 1);
            if e.opponent.is_none() {
                continue;
            }
            let change = draw - t.points_in(p, rounds - 1, &e);
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
        as_played: counting.as_played,
    };
    t.players
        .keys()
        .map(|&id| (id, contributions(t, &scores, id, rounds, rule)))
        .collect()
}

/// Computes the standings after all recorded rounds with the given tie-breaks (plain
/// [`Tiebreak`]s or [`Criterion`]s with C.07 modifiers).
#[must_use]
pub fn standings<C: Copy + Into<Criterion>>(
    t: &Tournament,
    tiebreaks: &[C],
    rule: UnplayedRule,
) -> Vec<StandingRow> {
    let criteria: Vec<Criterion> = tiebreaks.iter().map(|&c| c.into()).collect();
    standings_of(t, &criteria, rule)
}

fn standings_of(t: &Tournament, criteria: &[Criterion], rule: UnplayedRule) -> Vec<StandingRow> {
    let rounds = t.rounds_recorded();
    let facts = facts(t, rounds);
    let lowest_scored = facts
        .values()
        .map(|f| f.points)
        .filter(|&p| p > 0)
        .min()
        .unwrap_or(0);
    let mut contributions = HashMap::new();
    for c in criteria {
        if let Some(counting) = c.counting() {
            contributions
                .entry(counting)
                .or_insert_with(|| all_contributions(t, &facts, rounds, rule, counting));
        }
    }
    let bases: Vec<Tiebreak> = criteria.iter().map(|c| c.tiebreak).collect();
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
                contributions: &contributions,
                lowest_scored,
            };
            StandingRow {
                id: p.id,
                rank: 0,
                points: f.points,
                tiebreaks: criteria.iter().map(|c| subject.value(c)).collect(),
                tied_with_previous: false,
            }
        })
        .collect();
    if bases.contains(&Tiebreak::DirectEncounter) {
        let scored = encounters(t, rounds);
        let group_places = |group: &[PlayerId]| {
            direct_encounter::places(group, &|a, b| scored.get(&(a, b)).copied(), t.points.win)
        };
        fill_direct_encounter(&mut rows, &bases, &group_places);
    }
    rank_rows(&mut rows, &bases);
    rows
}

/// Extended Sonneborn-Berger (C.07, team events: EMGSB and its kin): for each round, the
/// opponent's score in `opponents` times the player's own points in `own`, with the cuts of
/// `c` — `opponents` and `own` being one event under two point systems (a team event's match
/// points and game points). Quarter-points of the two systems' units.
#[must_use]
pub(crate) fn extended_sonneborn_berger(
    opponents: &Tournament,
    own: &Tournament,
    c: &Criterion,
    rule: UnplayedRule,
) -> HashMap<PlayerId, i64> {
    let rounds = opponents.rounds_recorded();
    let facts = facts(opponents, rounds);
    let counting = Counting {
        fore: false,
        as_played: c.modifiers.as_played,
    };
    let (low, high) = c.cuts();
    all_contributions(opponents, &facts, rounds, rule, counting)
        .into_iter()
        .map(|(id, mut contrib)| {
            if let Some(p) = own.players.get(&id) {
                for k in &mut contrib {
                    k.result = own.points_in(p, k.round, &own.entry(p, k.round));
                }
            }
            (id, trimmed(&contrib, low, high, true))
        })
        .collect()
}

impl Criterion {
    /// The contributions the criterion is computed from, when it is of the Buchholz family.
    fn counting(&self) -> Option<Counting> {
        use Tiebreak::*;
        let fore = match self.base() {
            Buchholz | SonnebornBerger | AverageOfOpponentsBuchholz => false,
            ForeBuchholz => true,
            _ => return None,
        };
        Some(Counting {
            fore,
            as_played: self.modifiers.as_played,
        })
    }
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
pub fn misplaced<C: Copy + Into<Criterion>>(
    t: &Tournament,
    tiebreaks: &[C],
    rule: UnplayedRule,
) -> Vec<Misplaced> {
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
                *scored.entry((p.id, q)).or_insert(0) += t.points_in(p, r, &e);
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
    /// Every player's Buchholz contributions, by how they count (only those asked for).
    contributions: &'a HashMap<Counting, HashMap<PlayerId, Vec<Contribution>>>,
    /// The lowest non-zero score of the field (a pairing bye's opponent score, CXA).
    lowest_scored: i64,
}

impl Subject<'_> {
    fn value(&self, c: &Criterion) -> TiebreakValue {
        let (t, p, rounds) = (self.t, self.player, self.rounds);
        let f = &self.facts[&p.id];
        let m = &c.modifiers;
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
        let (low, _) = c.cuts();
        match c.base() {
            Tiebreak::Buchholz | Tiebreak::ForeBuchholz => {
                single(self.buchholz(p.id, c, false).unwrap_or(0))
            }
            Tiebreak::SonnebornBerger => single(self.buchholz(p.id, c, true).unwrap_or(0)),
            Tiebreak::AverageOfOpponentsBuchholz => optional(self.average_opponents_buchholz(c)),
            Tiebreak::Koya => single(self.koya(m)),
            // Rounds the player elected to play: games over the board, rounds won without
            // play, and the pairing-allocated bye whatever it earns (FIDE's tool counts it so).
            Tiebreak::RoundsElectedToPlay => single(count(t, p.id, rounds, |e, pts| {
                e.played() || pts == t.points.win || e.kind == RoundKind::PairingBye
            })),
            Tiebreak::Rating => optional(
                all_rated(t, m)
                    .then(|| rating_of(p, m))
                    .flatten()
                    .map(i64::from),
            ),
            Tiebreak::StartNumber => single(i64::from(p.id)),
            Tiebreak::Progressive => single(f.running.iter().skip(low).sum()),
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
            Tiebreak::AverageRatingOfOpponents
            | Tiebreak::PerformanceRating
            | Tiebreak::PerfectPerformance => {
                optional(rating_performance(t, p.id, rounds, c.base(), c))
            }
            Tiebreak::AveragePerformanceOfOpponents => {
                optional(opponents_performance(t, p.id, rounds, false, c))
            }
            Tiebreak::AveragePerfectPerformanceOfOpponents => {
                optional(opponents_performance(t, p.id, rounds, true, c))
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
            // `base` never answers a named cut; listed for the compiler.
            Tiebreak::BuchholzCut1
            | Tiebreak::BuchholzCut2
            | Tiebreak::MedianBuchholz1
            | Tiebreak::MedianBuchholz2
            | Tiebreak::SonnebornBergerCut1 => single(0),
        }
    }

    /// `id`'s Buchholz (`sb`: Sonneborn-Berger) under the criterion's counting and cuts.
    fn buchholz(&self, id: PlayerId, c: &Criterion, sb: bool) -> Option<i64> {
        let counting = c.counting()?;
        let contrib = self.contributions.get(&counting)?.get(&id)?;
        let (low, high) = c.cuts();
        Some(trimmed(contrib, low, high, sb))
    }

    /// AOB: the opponents' Buchholz over the games played over the board, averaged in
    /// hundredths of a point, a half up; none without such a game.
    fn average_opponents_buchholz(&self, c: &Criterion) -> Option<i64> {
        let values: Vec<i64> = (0..self.rounds)
            .map(|r| self.t.entry(self.player, r))
            .filter(|e| e.played())
            .filter_map(|e| e.opponent)
            .map(|q| self.buchholz(q, c, false).unwrap_or(0))
            .collect();
        let n = i64::try_from(values.len()).ok().filter(|&n| n > 0)?;
        // Half-points to hundredths of a point: 50 × sum / n, a half up.
        Some((100 * values.iter().sum::<i64>() + n).div_euclid(2 * n))
    }

    /// KS: the points scored in the rounds against opponents (met or forfeited) whose final
    /// score reaches the limit: half the maximum of the rounds counted (C.07 9.2), or the
    /// percentage and the half-points the modifiers set.
    fn koya(&self, m: &Modifiers) -> i64 {
        let percent = i64::from(m.koya_percent.unwrap_or(50));
        // In hundredths of a half-point, so that any percentage compares exactly.
        let limit =
            percent * self.t.points.win * self.rounds as i64 + 100 * i64::from(m.koya_offset);
        (0..self.rounds)
            .map(|r| (r, self.t.entry(self.player, r)))
            .filter(|(_, e)| {
                e.opponent
                    .is_some_and(|q| 100 * self.facts.get(&q).map_or(0, |f| f.points) >= limit)
            })
            .map(|(r, e)| self.t.points_in(self.player, r, &e))
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
        .filter(|&r| pred(&t.entry(p, r), t.points_in(p, r, &t.entry(p, r))))
        .count() as i64
}

/// Whether every player has a rating, or the criterion gives the unrated one (`/Un`):
/// C.07's rating-based tie-breaks apply only then.
fn all_rated(t: &Tournament, m: &Modifiers) -> bool {
    m.unrated.is_some() || t.players.values().all(|q| q.rating != 0)
}

/// The rating a player counts with: their own, else the one the criterion gives the unrated.
fn rating_of(p: &Player, m: &Modifiers) -> Option<u32> {
    if p.rating == 0 {
        m.unrated.map(u32::from)
    } else {
        Some(p.rating)
    }
}

/// A player's ARO, TPR or PTP (`which`) over the games played over the board in the first
/// `rounds` rounds, without the games the criterion cuts (the lowest-rated opponents, the
/// earlier game first among equals; then the highest-rated, the later first, as FIDE's tool
/// cuts them); `None` when a player of the event is unrated without `/Un` (C.07: rating-based
/// tie-breaks are dropped then) or no game is left.
fn rating_performance(
    t: &Tournament,
    id: PlayerId,
    rounds: usize,
    which: Tiebreak,
    c: &Criterion,
) -> Option<i64> {
    use super::fide_rating::{perfect_performance, performance_rating};
    let m = &c.modifiers;
    if !all_rated(t, m) {
        return None;
    }
    let p = t.players.get(&id)?;
    let mut games: Vec<(u32, u32)> = Vec::new();
    for e in (0..rounds).map(|r| t.entry(p, r)) {
        let (RoundKind::Played(result), Some(q)) = (e.kind, e.opponent) else {
            continue;
        };
        let halves = match result {
            GameResult::Win => 2,
            GameResult::Draw => 1,
            GameResult::Loss => 0,
        };
        games.push((rating_of(t.players.get(&q)?, m)?, halves));
    }
    let (low, high) = c.cuts();
    let low = low.min(rounds);
    let high = high.min(rounds - low);
    // A stable sort keeps the rounds' order among equal ratings.
    games.sort_by_key(|&(rating, _)| rating);
    let end = games.len().saturating_sub(high);
    let kept = games.get(low.min(end)..end).unwrap_or_default();
    let ratings: Vec<u32> = kept.iter().map(|&(r, _)| r).collect();
    let halves: u32 = kept.iter().map(|&(_, h)| h).sum();
    let v = match which {
        Tiebreak::PerfectPerformance => perfect_performance(halves, &ratings),
        Tiebreak::PerformanceRating => performance_rating(halves, &ratings),
        _ => {
            let n = i64::try_from(ratings.len()).ok().filter(|&n| n > 0)?;
            let sum: i64 = ratings.iter().map(|&r| i64::from(r)).sum();
            return Some((2 * sum + n) / (2 * n));
        }
    };
    v.map(i64::from)
}

/// The average of the opponents' TPR (`perfect`: PTP) over the games played over the board, a
/// half up (C.07 APRO, APPO): the opponents' own figures, with the criterion's modifiers, over
/// the same rounds for APRO, over every round for APPO, as FIDE's tool computes them.
fn opponents_performance(
    t: &Tournament,
    id: PlayerId,
    rounds: usize,
    perfect: bool,
    c: &Criterion,
) -> Option<i64> {
    let p = t.players.get(&id)?;
    let theirs = if perfect { t.rounds_recorded() } else { rounds };
    let which = if perfect {
        Tiebreak::PerfectPerformance
    } else {
        Tiebreak::PerformanceRating
    };
    let values: Vec<i64> = (0..rounds)
        .map(|r| t.entry(p, r))
        .filter(|e| e.played())
        .filter_map(|e| rating_performance(t, e.opponent?, theirs, which, c))
        .collect();
    let n = i64::try_from(values.len()).ok().filter(|&n| n > 0)?;
    Some((2 * values.iter().sum::<i64>() + n).div_euclid(2 * n))
}
