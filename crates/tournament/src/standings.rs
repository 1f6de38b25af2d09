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
}

impl Tiebreak {
    /// Whether a lower value ranks higher (fewer fouls; a better place in the direct
    /// encounter).
    #[must_use]
    pub fn lower_first(self) -> bool {
        matches!(self, Tiebreak::Fouls | Tiebreak::DirectEncounter)
    }

    /// Scale of the value: the value in points is the integer divided by this.
    #[must_use]
    pub fn scale(self) -> i64 {
        match self {
            Tiebreak::SonnebornBerger => 4,
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

/// Buchholz-family values for one player: (bh, cut1, median1, sb).
fn opponent_values(
    t: &Tournament,
    facts: &HashMap<PlayerId, Facts>,
    id: PlayerId,
    rounds: usize,
    rule: UnplayedRule,
) -> (i64, i64, i64, i64) {
    let Some(player) = t.players.get(&id) else {
        return (0, 0, 0, 0);
    };
    let own = facts.get(&id).map_or(0, |f| f.points);
    let score_of = |q: PlayerId, adjusted: bool| {
        facts
            .get(&q)
            .map_or(0, |f| if adjusted { f.adjusted } else { f.points })
    };
    let cap_other = t.points.draw * rounds as i64;
    // (voluntary unplayed, value, sb)
    let mut contrib: Vec<(bool, i64, i64)> = Vec::new();
    for r in 0..rounds {
        let e = t.entry(player, r);
        let res = t.points.points(&e);
        let v = if e.played() {
            e.opponent.map(|q| score_of(q, rule != UnplayedRule::Plain))
        } else if rule == UnplayedRule::Plain {
            e.opponent.map(|q| score_of(q, false))
        } else {
            let mut s = own;
            if rule == UnplayedRule::Fide2026 {
                s = match e.opponent {
                    Some(q) => s.min(score_of(q, true)),
                    None => s.min(cap_other),
                };
            }
            Some(s)
        };
        if let Some(v) = v {
            let vur = e.voluntary_unplayed() && rule != UnplayedRule::Plain;
            contrib.push((vur, v, v * res));
        }
    }
    let bh: i64 = contrib.iter().map(|c| c.1).sum();
    let sb: i64 = contrib.iter().map(|c| c.2).sum();
    if contrib.is_empty() {
        return (0, 0, 0, sb);
    }
    let key = |c: &(bool, i64, i64)| (c.1, c.2);
    let cut_index = contrib
        .iter()
        .enumerate()
        .filter(|(_, c)| c.0)
        .min_by_key(|(_, c)| key(c))
        .or_else(|| contrib.iter().enumerate().min_by_key(|(_, c)| key(c)))
        .map_or(0, |(i, _)| i);
    let cut1 = bh - contrib[cut_index].1;
    let highest = contrib
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != cut_index)
        .map(|(_, c)| c.1)
        .max();
    let median1 = highest.map_or(0, |h| cut1 - h);
    (bh, cut1, median1, sb)
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
    let needs_opponents = tiebreaks.iter().any(|tb| {
        matches!(
            tb,
            Tiebreak::Buchholz
                | Tiebreak::BuchholzCut1
                | Tiebreak::MedianBuchholz1
                | Tiebreak::SonnebornBerger
        )
    });
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
                opponents: if needs_opponents {
                    opponent_values(t, &facts, p.id, rounds, rule)
                } else {
                    (0, 0, 0, 0)
                },
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
    /// Buchholz, Buchholz cut 1, median Buchholz 1, Sonneborn-Berger.
    opponents: (i64, i64, i64, i64),
    /// The lowest non-zero score of the field (a pairing bye's opponent score, CXA).
    lowest_scored: i64,
}

impl Subject<'_> {
    fn value(&self, tb: Tiebreak) -> TiebreakValue {
        let (t, p, rounds) = (self.t, self.player, self.rounds);
        let f = &self.facts[&p.id];
        let (bh, cut1, median1, sb) = self.opponents;
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
            Tiebreak::Buchholz => single(bh),
            Tiebreak::BuchholzCut1 => single(cut1),
            Tiebreak::MedianBuchholz1 => single(median1),
            Tiebreak::SonnebornBerger => single(sb),
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
