//! Knockout (single elimination): a seeded bracket with byes to the top seeds (or a seeded
//! random draw), rounds advanced from results, drawn matches sent to tie-break games, and
//! an optional third-place match.
//!
//! ```
//! use arbiter_tournament::knockout::{Draw, Slot, first_round};
//! // Six players in a bracket of eight: the top two seeds have byes.
//! let round = first_round(&[1, 2, 3, 4, 5, 6], Draw::Seeded).unwrap();
//! assert_eq!(round.len(), 4);
//! let byes = round.iter().filter(|m| m.bottom == Slot::Bye).count();
//! assert_eq!(byes, 2);
//! ```

use super::draw::shuffle;
use super::model::PlayerId;

/// Most players in a bracket.
pub const MAX_PLAYERS: usize = 4096;

/// A bracket slot of a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// A player.
    Player(PlayerId),
    /// Nobody: the other side advances with a bye.
    Bye,
    /// The winner of match `index` of the previous round, not known yet.
    WinnerOf(usize),
}

/// One match of a knockout round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Match {
    /// The upper slot; in the first game this side has red.
    pub top: Slot,
    /// The lower slot.
    pub bottom: Slot,
}

/// How the first round is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Draw {
    /// Standard seeding: 1 v N, 2 v N-1, … placed so the top two seeds can meet only in the final.
    Seeded,
    /// A random draw reproducible from the seed.
    Random(u64),
}

/// The result of a finished match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MatchResult {
    /// The top slot won.
    TopWins,
    /// The bottom slot won.
    BottomWins,
    /// Drawn: the tie-break games decide (not yet played).
    Drawn,
}

/// Why the bracket cannot be built or advanced.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum KnockoutError {
    /// Fewer than two players.
    TooFewPlayers,
    /// More than [`MAX_PLAYERS`].
    TooManyPlayers(usize),
    /// A player appears twice.
    DuplicatePlayer(PlayerId),
    /// The results do not fit the round.
    ResultCount {
        /// Matches in the round.
        matches: usize,
        /// Results given.
        results: usize,
    },
    /// A match between two players was drawn and needs tie-break games first.
    TiebreakNeeded(usize),
}

impl std::fmt::Display for KnockoutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KnockoutError::TooFewPlayers => f.write_str("a knockout needs at least two players"),
            KnockoutError::TooManyPlayers(n) => {
                write!(f, "{n} players exceed the limit of {MAX_PLAYERS}")
            }
            KnockoutError::DuplicatePlayer(p) => write!(f, "player {p} appears twice"),
            KnockoutError::ResultCount { matches, results } => {
                write!(
                    f,
                    "the round has {matches} matches but {results} results were given"
                )
            }
            KnockoutError::TiebreakNeeded(i) => {
                write!(
                    f,
                    "match {} was drawn: play the tie-break games and submit the winner",
                    i + 1
                )
            }
        }
    }
}

impl std::error::Error for KnockoutError {}

/// Seed positions for a bracket of `size` (a power of two): position → seed (1-based).
fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![1usize];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// The first round for `players` in seeding order (best first).
pub fn first_round(players: &[PlayerId], draw: Draw) -> Result<Vec<Match>, KnockoutError> {
    if players.len() < 2 {
        return Err(KnockoutError::TooFewPlayers);
    }
    if players.len() > MAX_PLAYERS {
        return Err(KnockoutError::TooManyPlayers(players.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for &p in players {
        if !seen.insert(p) {
            return Err(KnockoutError::DuplicatePlayer(p));
        }
    }
    let mut seeded = players.to_vec();
    if let Draw::Random(seed) = draw {
        shuffle(&mut seeded, seed);
    }
    let size = players.len().next_power_of_two();
    let order = seed_order(size);
    let slot = |seed: usize| seeded.get(seed - 1).map_or(Slot::Bye, |&p| Slot::Player(p));
    Ok(order
        .chunks(2)
        .map(|c| Match {
            top: slot(c[0]),
            bottom: slot(c[1]),
        })
        .collect())
}

/// The winner of a match, if decided: byes advance the other side.
pub fn winner(m: &Match, result: Option<MatchResult>) -> Option<Slot> {
    match (m.top, m.bottom) {
        (s, Slot::Bye) | (Slot::Bye, s) => Some(s),
        _ => match result? {
            MatchResult::TopWins => Some(m.top),
            MatchResult::BottomWins => Some(m.bottom),
            MatchResult::Drawn => None,
        },
    }
}

/// The loser of a match, if decided (a bye match's loser is the bye).
pub fn loser(m: &Match, result: Option<MatchResult>) -> Option<Slot> {
    match (m.top, m.bottom) {
        (_, Slot::Bye) | (Slot::Bye, _) => Some(Slot::Bye),
        _ => match result? {
            MatchResult::TopWins => Some(m.bottom),
            MatchResult::BottomWins => Some(m.top),
            MatchResult::Drawn => None,
        },
    }
}

/// The next round from a round and its results (one per match; matches with a bye need a
/// result too and it is ignored). With `third_place`, advancing from the semi-finals also
/// returns the third-place match.
pub fn next_round(
    round: &[Match],
    results: &[MatchResult],
    third_place: bool,
) -> Result<(Vec<Match>, Option<Match>), KnockoutError> {
    if results.len() != round.len() {
        return Err(KnockoutError::ResultCount {
            matches: round.len(),
            results: results.len(),
        });
    }
    let mut winners = Vec::with_capacity(round.len());
    let mut losers = Vec::with_capacity(round.len());
    for (i, m) in round.iter().enumerate() {
        let w = winner(m, Some(results[i])).ok_or(KnockoutError::TiebreakNeeded(i))?;
        winners.push(w);
        losers.push(loser(m, Some(results[i])).unwrap_or(Slot::Bye));
    }
    let next: Vec<Match> = winners
        .chunks(2)
        .map(|c| Match {
            top: c[0],
            bottom: c.get(1).copied().unwrap_or(Slot::Bye),
        })
        .collect();
    let bronze = (third_place && round.len() == 2).then(|| Match {
        top: losers[0],
        bottom: losers[1],
    });
    Ok((next, bronze))
}

/// A match of the bracket and its winner (`None`: not decided yet). A bye's winner is the
/// other side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BracketMatch {
    /// Who meets whom.
    pub pairing: Match,
    /// Who advanced.
    pub winner: Option<Slot>,
}

/// The bracket as far as the results go: the rounds played (with winners), then the round to
/// play, or the end.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bracket {
    /// Every round so far, the last one the round to play (or the final just played).
    pub rounds: Vec<Vec<BracketMatch>>,
    /// The third-place match, once the semi-finals are decided (when asked for).
    pub third_place: Option<Match>,
    /// The winner of the event, once the final is decided.
    pub champion: Option<PlayerId>,
    /// What happens next (the API words it in the caller's language).
    pub next: BracketNext,
}

/// What a bracket waits for. Rounds and matches are 0-based.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BracketNext {
    /// A round is to be played.
    Round {
        /// The round.
        round: usize,
        /// Its matches to be played (a bye is no match).
        matches: usize,
    },
    /// A match was drawn and its tie-break games decide who goes on.
    Tiebreak {
        /// The round.
        round: usize,
        /// The match.
        match_index: usize,
    },
    /// The final was drawn: its tie-break games decide the event.
    FinalTiebreak,
    /// The event is over.
    Champion(PlayerId),
}

/// Why results cannot be applied to the bracket. Rounds and matches are 0-based.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RunError {
    /// The first round cannot be drawn.
    Draw(KnockoutError),
    /// A round's results do not fit its matches.
    ResultCount {
        /// The round.
        round: usize,
        /// Matches in it.
        matches: usize,
    },
    /// A match between two players has no result.
    MissingResult {
        /// The round.
        round: usize,
        /// The match.
        match_index: usize,
    },
    /// Results were given for rounds after the final.
    ResultsAfterFinal,
    /// A drawn match needs its tie-break games before later rounds can have results.
    UndecidedBeforeLaterRounds {
        /// The round.
        round: usize,
        /// The match.
        match_index: usize,
    },
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Draw(e) => e.fmt(f),
            RunError::ResultCount { round, matches } => {
                write!(f, "round {} has {matches} matches", round + 1)
            }
            RunError::MissingResult { .. } => {
                f.write_str("the match has no result; send results only for finished rounds")
            }
            RunError::ResultsAfterFinal => f.write_str("results after the final"),
            RunError::UndecidedBeforeLaterRounds { .. } => {
                f.write_str("a drawn match must be decided by tie-break games before later rounds")
            }
        }
    }
}

impl std::error::Error for RunError {}

/// Runs a knockout: draws the first round for `players` (seeding order, best first), then
/// applies each finished round's results (one per match; `None` only for a bye, whose result
/// is the bye) in order. A drawn match stops the bracket until its tie-break games are played;
/// with `third_place`, the semi-finals' losers meet for third place.
pub fn run(
    players: &[PlayerId],
    draw: Draw,
    results: &[Vec<Option<MatchResult>>],
    third_place: bool,
) -> Result<Bracket, RunError> {
    let mut round = first_round(players, draw).map_err(RunError::Draw)?;
    let mut bracket = Bracket {
        rounds: Vec::new(),
        third_place: None,
        champion: None,
        next: BracketNext::Round {
            round: 0,
            matches: 0,
        },
    };
    for (ri, given) in results.iter().enumerate() {
        let played = round_results(&round, ri, given)?;
        let last = ri + 1 == results.len();
        bracket.rounds.push(
            round
                .iter()
                .zip(&played)
                .map(|(m, r)| BracketMatch {
                    pairing: *m,
                    winner: winner(m, Some(*r)),
                })
                .collect(),
        );
        if round.len() == 1 {
            if !last {
                return Err(RunError::ResultsAfterFinal);
            }
            bracket.next = match bracket.rounds[ri][0].winner {
                Some(Slot::Player(p)) => {
                    bracket.champion = Some(p);
                    BracketNext::Champion(p)
                }
                _ => BracketNext::FinalTiebreak,
            };
            return Ok(bracket);
        }
        match next_round(&round, &played, third_place) {
            Ok((next, bronze)) => {
                if bronze.is_some() {
                    bracket.third_place = bronze;
                }
                round = next;
            }
            Err(KnockoutError::TiebreakNeeded(i)) if last => {
                bracket.next = BracketNext::Tiebreak {
                    round: ri,
                    match_index: i,
                };
                return Ok(bracket);
            }
            Err(KnockoutError::TiebreakNeeded(i)) => {
                return Err(RunError::UndecidedBeforeLaterRounds {
                    round: ri,
                    match_index: i,
                });
            }
            Err(_) => {
                return Err(RunError::ResultCount {
                    round: ri,
                    matches: round.len(),
                });
            }
        }
    }
    bracket.next = BracketNext::Round {
        round: bracket.rounds.len(),
        matches: round
            .iter()
            .filter(|m| m.top != Slot::Bye && m.bottom != Slot::Bye)
            .count(),
    };
    bracket.rounds.push(
        round
            .iter()
            .map(|m| BracketMatch {
                pairing: *m,
                winner: winner(m, None),
            })
            .collect(),
    );
    Ok(bracket)
}

/// A round's results, checked against its matches: a bye needs none.
fn round_results(
    round: &[Match],
    ri: usize,
    given: &[Option<MatchResult>],
) -> Result<Vec<MatchResult>, RunError> {
    if given.len() != round.len() {
        return Err(RunError::ResultCount {
            round: ri,
            matches: round.len(),
        });
    }
    round
        .iter()
        .zip(given)
        .enumerate()
        .map(|(mi, (m, r))| match r {
            Some(r) => Ok(*r),
            None if m.top == Slot::Bye || m.bottom == Slot::Bye => Ok(MatchResult::TopWins),
            None => Err(RunError::MissingResult {
                round: ri,
                match_index: mi,
            }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_seeds_get_the_byes_and_meet_last() {
        let r = first_round(&[1, 2, 3, 4, 5, 6], Draw::Seeded).unwrap_or_default();
        assert_eq!(r.len(), 4);
        assert_eq!(
            r[0],
            Match {
                top: Slot::Player(1),
                bottom: Slot::Bye
            }
        );
        assert_eq!(
            r[1],
            Match {
                top: Slot::Player(4),
                bottom: Slot::Player(5)
            }
        );
        assert_eq!(
            r[2],
            Match {
                top: Slot::Player(2),
                bottom: Slot::Bye
            }
        );
        assert_eq!(
            r[3],
            Match {
                top: Slot::Player(3),
                bottom: Slot::Player(6)
            }
        );
        let results = [MatchResult::TopWins; 4];
        let (semis, bronze) = next_round(&r, &results, true).unwrap_or_default();
        assert_eq!(semis.len(), 2);
        assert!(bronze.is_none());
        let (final_, bronze) = next_round(
            &semis,
            &[MatchResult::TopWins, MatchResult::BottomWins],
            true,
        )
        .unwrap_or_default();
        assert_eq!(
            final_,
            vec![Match {
                top: Slot::Player(1),
                bottom: Slot::Player(3)
            }]
        );
        assert_eq!(
            bronze,
            Some(Match {
                top: Slot::Player(4),
                bottom: Slot::Player(2)
            })
        );
    }

    #[test]
    fn drawn_matches_need_a_tiebreak_and_random_draws_are_reproducible() {
        let r = first_round(&[1, 2, 3, 4], Draw::Seeded).unwrap_or_default();
        assert_eq!(
            next_round(&r, &[MatchResult::Drawn, MatchResult::TopWins], false),
            Err(KnockoutError::TiebreakNeeded(0))
        );
        let a = first_round(&(1..=16).collect::<Vec<_>>(), Draw::Random(7)).unwrap_or_default();
        let b = first_round(&(1..=16).collect::<Vec<_>>(), Draw::Random(7)).unwrap_or_default();
        let c = first_round(&(1..=16).collect::<Vec<_>>(), Draw::Random(8)).unwrap_or_default();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            first_round(&[1, 1], Draw::Seeded),
            Err(KnockoutError::DuplicatePlayer(1))
        );
    }

    use MatchResult::{BottomWins, Drawn, TopWins};

    fn run_seeded(
        n: u32,
        results: &[Vec<Option<MatchResult>>],
        third: bool,
    ) -> Result<Bracket, RunError> {
        let players: Vec<PlayerId> = (1..=n).collect();
        run(&players, Draw::Seeded, results, third)
    }

    #[test]
    fn a_bracket_runs_to_its_champion() {
        // Six players: 1 and 2 have byes; 4 v 5 and 3 v 6.
        let r1 = vec![None, Some(BottomWins), None, Some(TopWins)];
        let b = run_seeded(6, std::slice::from_ref(&r1), true).unwrap();
        assert_eq!(b.rounds.len(), 2, "round 1 played, round 2 to play");
        assert_eq!(
            b.rounds[0][0].winner,
            Some(Slot::Player(1)),
            "a bye advances"
        );
        assert_eq!(b.rounds[0][1].winner, Some(Slot::Player(5)));
        assert_eq!(b.rounds[1][0].winner, None);
        assert_eq!(
            b.next,
            BracketNext::Round {
                round: 1,
                matches: 2
            }
        );
        let semis = vec![Some(TopWins), Some(BottomWins)];
        let b = run_seeded(6, &[r1.clone(), semis.clone()], true).unwrap();
        assert_eq!(
            b.third_place,
            Some(Match {
                top: Slot::Player(5),
                bottom: Slot::Player(2)
            })
        );
        let b = run_seeded(
            6,
            &[r1.clone(), semis.clone(), vec![Some(BottomWins)]],
            true,
        )
        .unwrap();
        assert_eq!(b.champion, Some(3));
        assert_eq!(b.next, BracketNext::Champion(3));
        let drawn = run_seeded(6, &[r1, semis, vec![Some(Drawn)]], true).unwrap();
        assert_eq!(drawn.champion, None);
        assert_eq!(drawn.next, BracketNext::FinalTiebreak);
    }

    #[test]
    fn a_drawn_match_stops_the_bracket_until_its_tiebreak() {
        let r1 = vec![Some(Drawn), Some(TopWins)];
        let b = run_seeded(4, std::slice::from_ref(&r1), false).unwrap();
        assert_eq!(b.rounds.len(), 1);
        assert_eq!(b.rounds[0][0].winner, None);
        assert_eq!(b.rounds[0][1].winner, Some(Slot::Player(2)));
        assert_eq!(
            b.next,
            BracketNext::Tiebreak {
                round: 0,
                match_index: 0
            }
        );
        assert_eq!(
            run_seeded(4, &[r1, vec![Some(TopWins)]], false),
            Err(RunError::UndecidedBeforeLaterRounds {
                round: 0,
                match_index: 0
            })
        );
    }

    #[test]
    fn results_must_fit_the_bracket() {
        assert_eq!(
            run_seeded(4, &[vec![Some(TopWins)]], false),
            Err(RunError::ResultCount {
                round: 0,
                matches: 2
            })
        );
        assert_eq!(
            run_seeded(4, &[vec![Some(TopWins), None]], false),
            Err(RunError::MissingResult {
                round: 0,
                match_index: 1
            })
        );
        let done = vec![vec![Some(TopWins), Some(TopWins)], vec![Some(TopWins)]];
        let mut after = done.clone();
        after.push(vec![Some(TopWins)]);
        assert!(run_seeded(4, &done, false).is_ok());
        assert_eq!(
            run_seeded(4, &after, false),
            Err(RunError::ResultsAfterFinal)
        );
        assert_eq!(
            run_seeded(1, &[], false),
            Err(RunError::Draw(KnockoutError::TooFewPlayers))
        );
    }
}
