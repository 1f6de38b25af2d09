//! Checking pairings, as FIDE asks of an endorsed program (Handbook C.04, A.7: a free pairings
//! checker): every round of a tournament re-paired from the rounds before it and compared with
//! what was played; where they differ, the quality criterion of C.04.3 that tells the two
//! pairings apart, and which of the two it favours.

use std::collections::{BTreeSet, HashMap};

use super::dutch::{derive_initial_colour, pair_next_round_until};
use super::player::{Float, SwissPlayer, prepare};
use super::{PairingError, Round};
use crate::model::{Colour, HalfPoints, PlayerId, RoundKind, Tournament};
use arbiter_base::stop::Stop;

/// A board: (red, black).
pub type Board = (PlayerId, PlayerId);

/// One round as it was paired: (red, black) boards and the pairing-allocated bye.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PairedRound {
    /// Boards as (red, black).
    pub boards: BTreeSet<Board>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<PlayerId>,
}

impl PairedRound {
    fn of(round: &Round) -> PairedRound {
        PairedRound {
            boards: round.boards.iter().map(|b| (b.red, b.black)).collect(),
            bye: round.bye,
        }
    }

    fn pairs(&self) -> BTreeSet<(PlayerId, PlayerId)> {
        self.boards
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect()
    }
}

/// The quality criteria of C.04.3 (2025 text; the C numbers bbpPairings and the FIDE
/// checklists use) that a checker compares, in the order they rank pairings.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Criterion {
    /// C1 (absolute): two players meet at most once.
    Rematch,
    /// Absolute (C.04.2, prohibited pairings fixed before round 1): a prohibited pair does
    /// not meet.
    ProhibitedPair,
    /// C2 (absolute): no second pairing-allocated bye, nor one after a win without playing.
    ByeIneligible,
    /// C3 (absolute): two players with the same absolute colour preference do not meet
    /// (topscorers in the last round excepted).
    AbsoluteColourClash,
    /// C6: minimise the score differences of the pairs (higher differences first), the bye
    /// counting as a pair with a player one point below the lowest score.
    ScoreDifferences,
    /// C9: the PAB assignee has played as many games as possible.
    ByeUnplayedGames,
    /// C12: minimise the players who do not get their colour preference.
    ColourPreferences,
    /// C13: minimise the players who do not get their strong colour preference.
    StrongColourPreferences,
    /// C14: minimise the players who float down again after floating down last round.
    RepeatedDownfloatLastRound,
    /// C15: minimise the players who float up again after floating up last round.
    RepeatedUpfloatLastRound,
    /// C16: minimise the players who float down after floating down two rounds ago.
    RepeatedDownfloatTwoRoundsAgo,
    /// C17: minimise the players who float up after floating up two rounds ago.
    RepeatedUpfloatTwoRoundsAgo,
    /// Every criterion above is equal: the choice is made by the order of the candidates
    /// (C.04.3 articles 3 and 4: S1/S2, transpositions and exchanges in BSN order).
    CandidateOrder,
    /// Same boards, other colours: the colour allocation rules (C.04.3 article 5).
    ColourAllocation,
}

/// Which pairing a criterion favours.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Favours {
    /// The engine's pairing is better on the criterion: the submitted pairing breaks it.
    Engine,
    /// The submitted pairing is better on the criterion as a whole-round total (the criteria
    /// are applied bracket by bracket, top down, so a better total lower down can lose to a
    /// better bracket above).
    Submitted,
    /// Neither (order and colour allocation).
    Neither,
}

/// The check of one round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundCheck {
    /// The round number (1-based).
    pub round: u32,
    /// What was played.
    pub played: PairedRound,
    /// What the engine pairs from the rounds before (None when it finds no legal pairing).
    pub engine: Option<PairedRound>,
    /// The criterion that tells the two apart, and which one it favours (None when equal).
    pub decided_by: Option<(Criterion, Favours)>,
}

impl RoundCheck {
    /// Whether the engine pairs the round as it was paired.
    #[must_use]
    pub fn same(&self) -> bool {
        self.engine.as_ref() == Some(&self.played)
    }

    /// Boards played that the engine does not pair, and boards the engine pairs that were not
    /// played.
    #[must_use]
    pub fn differing_boards(&self) -> (Vec<Board>, Vec<Board>) {
        let engine = self.engine.clone().unwrap_or_default();
        (
            self.played
                .boards
                .difference(&engine.boards)
                .copied()
                .collect(),
            engine
                .boards
                .difference(&self.played.boards)
                .copied()
                .collect(),
        )
    }
}

/// The tournament as it stood before round `round` (1-based) — its entries for that round
/// kept only for players who were not paired (requested byes, absences) — and the pairing
/// that round was given.
#[must_use]
pub fn before_round(t: &Tournament, round: usize) -> (Tournament, PairedRound) {
    let mut before = t.clone();
    let mut paired = PairedRound::default();
    for p in before.players.values_mut() {
        let entry = p.rounds.get(round - 1).copied();
        p.rounds.truncate(round - 1);
        if let Some(e) = entry {
            match (e.opponent, e.kind) {
                (Some(q), _) => {
                    if e.colour == Some(Colour::Red) {
                        paired.boards.insert((p.id, q));
                    }
                }
                (None, RoundKind::PairingBye) => paired.bye = Some(p.id),
                (None, _) => p.rounds.push(e),
            }
        }
    }
    if before.initial_colour.is_none() {
        before.initial_colour = derive_initial_colour(t);
    }
    (before, paired)
}

/// Checks every round of `t` that was paired (boards or a bye).
pub fn check_tournament(t: &Tournament, stop: &Stop) -> Result<Vec<RoundCheck>, PairingError> {
    let rounds = t.rounds_recorded();
    let mut out = Vec::new();
    for r in 1..=rounds {
        let (mut before, played) = before_round(t, r);
        if played.boards.is_empty() && played.bye.is_none() {
            continue;
        }
        if before.total_rounds.is_none_or(|n| (n as usize) < r) {
            before.total_rounds = Some(rounds as u32);
        }
        out.push(check_round(&before, played, stop)?);
    }
    Ok(out)
}

/// Checks one round's pairing (`played`) of the tournament `before` it.
pub fn check_round(
    before: &Tournament,
    played: PairedRound,
    stop: &Stop,
) -> Result<RoundCheck, PairingError> {
    let round = super::player::rounds_paired(before) as u32 + 1;
    let engine = match pair_next_round_until(before, None, stop) {
        Ok(r) => Some(PairedRound::of(&r)),
        Err(PairingError::Stopped) => return Err(PairingError::Stopped),
        Err(_) => None,
    };
    let decided_by = match &engine {
        Some(e) if *e != played => Some(compare(before, e, &played)),
        _ => None,
    };
    Ok(RoundCheck {
        round,
        played,
        engine,
        decided_by,
    })
}

/// The first criterion on which the two pairings differ.
fn compare(
    before: &Tournament,
    engine: &PairedRound,
    submitted: &PairedRound,
) -> (Criterion, Favours) {
    if engine.pairs() == submitted.pairs() && engine.bye == submitted.bye {
        return (Criterion::ColourAllocation, Favours::Neither);
    }
    let played = super::player::rounds_paired(before);
    let (players, _) = prepare(before, played, None);
    let by_id: HashMap<PlayerId, &SwissPlayer> = players.iter().map(|p| (p.id, p)).collect();
    let last_round = before
        .total_rounds
        .is_some_and(|n| played + 1 >= n as usize);
    let a = measures(&by_id, engine, before, last_round);
    let b = measures(&by_id, submitted, before, last_round);
    for ((criterion, x), (_, y)) in a.iter().zip(&b) {
        match x.cmp(y) {
            std::cmp::Ordering::Less => return (*criterion, Favours::Engine),
            std::cmp::Ordering::Greater => return (*criterion, Favours::Submitted),
            std::cmp::Ordering::Equal => {}
        }
    }
    (Criterion::CandidateOrder, Favours::Neither)
}

/// Each criterion's cost for a pairing (lower is better), in criterion order.
fn measures(
    by_id: &HashMap<PlayerId, &SwissPlayer>,
    round: &PairedRound,
    t: &Tournament,
    last_round: bool,
) -> Vec<(Criterion, Vec<i64>)> {
    let pairs: Vec<(&SwissPlayer, &SwissPlayer)> = round
        .pairs()
        .iter()
        .filter_map(|(a, b)| Some((*by_id.get(a)?, *by_id.get(b)?)))
        .collect();
    let count = |f: &dyn Fn(&SwissPlayer, &SwissPlayer) -> i64| -> Vec<i64> {
        vec![pairs.iter().map(|(a, b)| f(a, b)).sum()]
    };
    // Topscorers (C.04.3 1.8): more than half the maximum score after the rounds played.
    let played = super::player::rounds_paired(t) as HalfPoints;
    let threshold = (played * t.points.win.max(t.points.draw)) / 2;
    let topscorer = |p: &SwissPlayer| last_round && p.score > threshold;
    let mut diffs: Vec<i64> = pairs
        .iter()
        .map(|(a, b)| (a.score - b.score).abs())
        .collect();
    let bye = round.bye.and_then(|id| by_id.get(&id).copied());
    if let Some(p) = bye {
        let lowest = by_id.values().map(|q| q.score).min().unwrap_or(0);
        // The bye counts as a pair with a score one point (two half-points) below the lowest.
        diffs.push(p.score - (lowest - 2));
    }
    diffs.sort_unstable_by(|x, y| y.cmp(x));
    let same_pref =
        |a: &SwissPlayer, b: &SwissPlayer| a.preference.is_some() && a.preference == b.preference;
    let strong = |p: &SwissPlayer| p.strong() || p.absolute();
    // Floats: the higher-scored player of a pair floats down, the other up; the bye floats
    // down.
    let floats = |back: usize, down: bool| -> Vec<i64> {
        let mut n = 0;
        for (a, b) in &pairs {
            let (hi, lo) = if a.score >= b.score { (a, b) } else { (b, a) };
            if hi.score == lo.score {
                continue;
            }
            let who = if down { hi } else { lo };
            let was = if down { Float::Down } else { Float::Up };
            n += i64::from(who.floats.get(back) == Some(&was));
        }
        if down {
            if let Some(p) = bye {
                n += i64::from(p.floats.get(back) == Some(&Float::Down));
            }
        }
        vec![n]
    };
    vec![
        (
            Criterion::Rematch,
            count(&|a, b| i64::from(a.met.contains(&b.id))),
        ),
        (
            Criterion::ProhibitedPair,
            count(&|a, b| i64::from(a.prohibited.contains(&b.id))),
        ),
        (
            Criterion::ByeIneligible,
            vec![i64::from(bye.is_some_and(|p| !p.bye_eligible))],
        ),
        (
            Criterion::AbsoluteColourClash,
            count(&|a, b| {
                i64::from(
                    a.absolute()
                        && b.absolute()
                        && a.preference == b.preference
                        && !(topscorer(a) || topscorer(b)),
                )
            }),
        ),
        (Criterion::ScoreDifferences, diffs),
        (
            Criterion::ByeUnplayedGames,
            vec![bye.map_or(0, |p| -i64::from(p.played_games))],
        ),
        (
            Criterion::ColourPreferences,
            count(&|a, b| i64::from(same_pref(a, b))),
        ),
        (
            Criterion::StrongColourPreferences,
            count(&|a, b| i64::from(same_pref(a, b) && strong(a) && strong(b))),
        ),
        (Criterion::RepeatedDownfloatLastRound, floats(1, true)),
        (Criterion::RepeatedUpfloatLastRound, floats(1, false)),
        (Criterion::RepeatedDownfloatTwoRoundsAgo, floats(2, true)),
        (Criterion::RepeatedUpfloatTwoRoundsAgo, floats(2, false)),
    ]
}

/// The criterion in words (English; the CLI's language), with the side it favours.
#[must_use]
pub fn describe(criterion: Criterion, favours: Favours) -> String {
    let what = match criterion {
        Criterion::Rematch => "C1, no rematches",
        Criterion::ProhibitedPair => "prohibited pairs do not meet (C.04.2)",
        Criterion::ByeIneligible => {
            "C2, no pairing-allocated bye to a player who had one or won unplayed"
        }
        Criterion::AbsoluteColourClash => "C3, no meeting of two same absolute colour preferences",
        Criterion::ScoreDifferences => "C6, minimise the score differences of the pairs",
        Criterion::ByeUnplayedGames => "C9, minimise the unplayed games of the bye's assignee",
        Criterion::ColourPreferences => "C12, minimise unmet colour preferences",
        Criterion::StrongColourPreferences => "C13, minimise unmet strong colour preferences",
        Criterion::RepeatedDownfloatLastRound => {
            "C14, minimise downfloats repeated from the last round"
        }
        Criterion::RepeatedUpfloatLastRound => {
            "C15, minimise upfloats repeated from the last round"
        }
        Criterion::RepeatedDownfloatTwoRoundsAgo => {
            "C16, minimise downfloats repeated from two rounds ago"
        }
        Criterion::RepeatedUpfloatTwoRoundsAgo => {
            "C17, minimise upfloats repeated from two rounds ago"
        }
        Criterion::CandidateOrder => {
            "the order of candidates (C.04.3 articles 3-4: S1/S2, transpositions, exchanges)"
        }
        Criterion::ColourAllocation => "the colour allocation rules (C.04.3 article 5)",
    };
    let side = match favours {
        Favours::Engine => ": the played pairing breaks it",
        Favours::Submitted => {
            ": the played pairing does better on the whole round, the engine on a higher bracket"
        }
        Favours::Neither => "",
    };
    format!("{what}{side}")
}
