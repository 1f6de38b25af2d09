//! Random tournaments, as FIDE asks of an endorsed pairing program (Handbook C.04, A.7: a
//! random tournament generator): a rated field, every round paired by the Dutch engine and
//! given results drawn from a seed (stronger players win more often; draws, forfeits and
//! requested half-point byes at the rates asked). The same options give the same event.
//!
//! ```
//! use arbiter_base::stop::Stop;
//! use arbiter_tournament::generate::{GenerateOptions, generate};
//!
//! let options = GenerateOptions { players: 12, rounds: 4, seed: 7, ..GenerateOptions::default() };
//! let event = generate(&options, &Stop::never()).unwrap();
//! assert_eq!(event.players.len(), 12);
//! assert!(event.players.values().all(|p| p.rounds.len() == 4));
//! // Ratings descend with the pairing numbers, and the seed decides everything.
//! assert!(event.players[&1].rating >= event.players[&12].rating);
//! assert_eq!(generate(&options, &Stop::never()).unwrap(), event);
//! ```

use super::draw::Stream;
use super::model::{Colour, GameResult, Player, PointSystem, RoundEntry, RoundKind, Tournament};
use super::swiss::PairingError;
use super::swiss::dutch::pair_next_round_until;
use arbiter_base::stop::Stop;

/// Largest field the generator makes (a Swiss round's own limit is larger; a generated event
/// pairs every round, so it is kept to what pairs in seconds).
pub const MAX_PLAYERS: u32 = 1000;
/// Most rounds the generator makes.
pub const MAX_ROUNDS: u32 = 30;

/// What kind of random tournament to make.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GenerateOptions {
    /// Players (2..=[`MAX_PLAYERS`]).
    pub players: u32,
    /// Rounds (1..=[`MAX_ROUNDS`]).
    pub rounds: u32,
    /// The seed every random choice comes from.
    pub seed: u64,
    /// Percentage of games drawn (0..=100).
    pub draw_percent: u32,
    /// Percentage of boards decided by forfeit (0..=100).
    pub forfeit_percent: u32,
    /// Percentage of players who ask for a half-point bye in a round (0..=100; never in the
    /// last round).
    pub half_bye_percent: u32,
    /// The point system.
    pub points: PointSystem,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            players: 20,
            rounds: 7,
            seed: 1,
            draw_percent: 30,
            forfeit_percent: 0,
            half_bye_percent: 0,
            points: PointSystem::STANDARD,
        }
    }
}

/// Why no tournament was made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GenerateError {
    /// An option is out of range.
    OutOfRange {
        /// The option (`players`, `rounds`, `draws`, `forfeits`, `byes`).
        option: &'static str,
        /// Its value.
        value: u32,
        /// Least allowed.
        min: u32,
        /// Most allowed.
        max: u32,
    },
    /// A round had no legal pairing (small fields run out of opponents): the round number.
    Unpairable(u32),
    /// The stop signal fired.
    Stopped,
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenerateError::OutOfRange {
                option,
                value,
                min,
                max,
            } => write!(f, "{option}: {value} is outside {min}..={max}"),
            GenerateError::Unpairable(r) => {
                write!(
                    f,
                    "round {r} has no legal pairing (try more players or fewer rounds)"
                )
            }
            GenerateError::Stopped => f.write_str("generation stopped"),
        }
    }
}

impl std::error::Error for GenerateError {}

fn check(o: &GenerateOptions) -> Result<(), GenerateError> {
    let range = |option, value: u32, min: u32, max: u32| {
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(GenerateError::OutOfRange {
                option,
                value,
                min,
                max,
            })
        }
    };
    range("players", o.players, 2, MAX_PLAYERS)?;
    range("rounds", o.rounds, 1, MAX_ROUNDS)?;
    range("draws", o.draw_percent, 0, 100)?;
    range("forfeits", o.forfeit_percent, 0, 100)?;
    range("byes", o.half_bye_percent, 0, 100)
}

/// Makes a complete random tournament: ratings from 2600 down to 1400 in pairing-number
/// order, each round paired by the Dutch engine from the rounds before it.
pub fn generate(o: &GenerateOptions, stop: &Stop) -> Result<Tournament, GenerateError> {
    check(o)?;
    let mut rng = Stream::new(o.seed);
    let mut t = Tournament {
        name: format!("Random tournament (seed {})", o.seed),
        total_rounds: Some(o.rounds),
        initial_colour: Some(Colour::Red),
        points: o.points,
        ..Tournament::default()
    };
    let n = o.players;
    let mut ratings: Vec<u32> = (0..n).map(|_| 1400 + rng.below(1201) as u32).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (id, rating) in (1..=n).zip(ratings) {
        let player = Player {
            id,
            name: format!("Player {id:04}"),
            rating,
            ..Player::default()
        };
        t.players.insert(id, player);
    }
    for r in 1..=o.rounds {
        if r < o.rounds {
            for p in t.players.values_mut() {
                if rng.percent(o.half_bye_percent) {
                    p.rounds
                        .push(RoundEntry::without_opponent(RoundKind::HalfBye));
                }
            }
        }
        let round = match pair_next_round_until(&t, None, stop) {
            Ok(round) => round,
            Err(PairingError::Stopped) => return Err(GenerateError::Stopped),
            Err(_) => return Err(GenerateError::Unpairable(r)),
        };
        for b in &round.boards {
            let (red, black) = play(&t, b.red, b.black, o, &mut rng);
            push(&mut t, b.red, Some(b.black), Some(Colour::Red), red);
            push(&mut t, b.black, Some(b.red), Some(Colour::Black), black);
        }
        if let Some(bye) = round.bye {
            push(&mut t, bye, None, None, RoundKind::PairingBye);
        }
    }
    Ok(t)
}

/// Each player's rank by score, then pairing number (the rank column of a generated TRF).
#[must_use]
pub fn score_ranks(t: &Tournament) -> std::collections::HashMap<u32, u32> {
    let mut order: Vec<(i64, u32)> = t.players.values().map(|p| (-t.score(p), p.id)).collect();
    order.sort_unstable();
    order
        .into_iter()
        .enumerate()
        .map(|(i, (_, id))| (id, i as u32 + 1))
        .collect()
}

fn push(
    t: &mut Tournament,
    id: u32,
    opponent: Option<u32>,
    colour: Option<Colour>,
    kind: RoundKind,
) {
    if let Some(p) = t.players.get_mut(&id) {
        p.rounds.push(RoundEntry {
            opponent,
            colour,
            kind,
        });
    }
}

/// A board's result for (red, black): a forfeit, a draw, or a win drawn with the Elo
/// expectation of the two ratings.
fn play(
    t: &Tournament,
    red: u32,
    black: u32,
    o: &GenerateOptions,
    rng: &mut Stream,
) -> (RoundKind, RoundKind) {
    use GameResult::{Draw, Loss, Win};
    use RoundKind::{ForfeitLoss, ForfeitWin, Played};
    if rng.percent(o.forfeit_percent) {
        return if rng.below(2) == 0 {
            (ForfeitWin, ForfeitLoss)
        } else {
            (ForfeitLoss, ForfeitWin)
        };
    }
    if rng.percent(o.draw_percent) {
        return (Played(Draw), Played(Draw));
    }
    let rating = |id| t.players.get(&id).map_or(0.0, |p| f64::from(p.rating));
    let expected = 1.0 / (1.0 + 10f64.powf((rating(black) - rating(red)) / 400.0));
    // Per mille, so the draw is exact integer arithmetic on every platform.
    let threshold = (expected * 1000.0).round() as u64;
    if rng.below(1000) < threshold {
        (Played(Win), Played(Loss))
    } else {
        (Played(Loss), Played(Win))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_event_and_every_round_paired() {
        let o = GenerateOptions {
            players: 15,
            rounds: 6,
            seed: 42,
            forfeit_percent: 10,
            half_bye_percent: 5,
            ..GenerateOptions::default()
        };
        let a = generate(&o, &Stop::never()).unwrap();
        let b = generate(&o, &Stop::never()).unwrap();
        assert_eq!(a, b);
        for p in a.players.values() {
            assert_eq!(p.rounds.len(), 6, "player {}", p.id);
        }
        let other = generate(&GenerateOptions { seed: 43, ..o }, &Stop::never()).unwrap();
        assert_ne!(a, other);
    }

    #[test]
    fn options_out_of_range_are_named() {
        let o = GenerateOptions {
            players: 1,
            ..GenerateOptions::default()
        };
        assert!(matches!(
            generate(&o, &Stop::never()),
            Err(GenerateError::OutOfRange {
                option: "players",
                ..
            })
        ));
    }
}
