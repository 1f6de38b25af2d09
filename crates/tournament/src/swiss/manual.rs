//! Checks of a pairing an organiser makes by hand for the next round (FIDE C.04.2 lets the
//! arbiter change pairings; C.04.3's absolute criteria still bind): each thing the pairing
//! breaks is a warning with the players and the numbers, the engine's own pairing beside it.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::PairingError;
use super::check::{PairedRound, RoundCheck, check_round};
use super::player::{SwissPlayer, prepare, rounds_paired};
use crate::model::{Colour, HalfPoints, PlayerId, Tournament};
use arbiter_base::stop::Stop;

/// What a hand-made pairing breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Warning {
    /// A number on a board or the bye that is not a player of the event.
    UnknownPlayer(PlayerId),
    /// A player who is not to be paired this round (a requested bye or absence) is paired.
    NotAvailable(PlayerId),
    /// A player on two boards, on both sides of one, or on a board and the bye.
    PairedTwice(PlayerId),
    /// An available player on no board and without the bye.
    NotPaired(PlayerId),
    /// C.04.3 C1: the two have met over the board, in round `round`.
    Rematch {
        /// The two players.
        players: (PlayerId, PlayerId),
        /// The round they met in (1-based).
        round: u32,
    },
    /// A prohibited pair (C.04.2: fixed before round 1) is paired.
    Prohibited(PlayerId, PlayerId),
    /// C.04.3 C2: the pairing-allocated bye to a player who had it, or won without playing.
    ByeIneligible(PlayerId),
    /// C.04.3 C3 (absolute colour): the same colour a third time in a row.
    ThirdSameColour(PlayerId, Colour),
    /// C.04.3 C3 (absolute colour): games with one colour would outnumber the other by more
    /// than two (`difference` is the count after the round).
    ColourDifference {
        /// The player.
        player: PlayerId,
        /// |red − black| after the round.
        difference: u32,
    },
}

/// The check of a hand-made pairing: its warnings and the engine's comparison.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ManualCheck {
    /// What the pairing breaks, board by board (then the bye, then who is missing).
    pub warnings: Vec<Warning>,
    /// The engine's pairing of the round and the criterion that tells the two apart.
    pub comparison: RoundCheck,
}

/// Checks `proposed` (boards as (red, black) and the bye) as the next round of `t`.
///
/// # Errors
/// [`PairingError::Stopped`] when `stop` fires while the engine pairs the round.
pub fn check_pairing(
    t: &Tournament,
    boards: &[(PlayerId, PlayerId)],
    bye: Option<PlayerId>,
    stop: &Stop,
) -> Result<ManualCheck, PairingError> {
    let played = rounds_paired(t);
    let (players, _) = prepare(t, played, None);
    let by_id: HashMap<PlayerId, &SwissPlayer> = players.iter().map(|p| (p.id, p)).collect();
    let last_round = t.total_rounds.is_some_and(|n| played + 1 >= n as usize);
    let threshold = (played as HalfPoints * t.points.win.max(t.points.draw)) / 2;
    let topscorer = |p: &SwissPlayer| last_round && p.score > threshold;
    let mut warnings = Vec::new();
    let mut seen = HashSet::new();
    let mut available = |id: PlayerId, warnings: &mut Vec<Warning>| -> Option<&SwissPlayer> {
        if !seen.insert(id) {
            warnings.push(Warning::PairedTwice(id));
            return None;
        }
        match by_id.get(&id) {
            Some(p) => Some(*p),
            None if t.players.contains_key(&id) => {
                warnings.push(Warning::NotAvailable(id));
                None
            }
            None => {
                warnings.push(Warning::UnknownPlayer(id));
                None
            }
        }
    };
    for &(red, black) in boards {
        let (r, b) = (
            available(red, &mut warnings),
            available(black, &mut warnings),
        );
        let (Some(r), Some(b)) = (r, b) else {
            continue;
        };
        if r.met.contains(&b.id) {
            warnings.push(Warning::Rematch {
                players: (red, black),
                round: met_in(t, red, black),
            });
        }
        if r.prohibited.contains(&b.id) {
            warnings.push(Warning::Prohibited(red, black));
        }
        if topscorer(r) || topscorer(b) {
            continue;
        }
        for (p, colour) in [(r, Colour::Red), (b, Colour::Black)] {
            colour_warnings(p, colour, &mut warnings);
        }
    }
    if let Some(id) = bye
        && let Some(p) = available(id, &mut warnings)
        && !p.bye_eligible
    {
        warnings.push(Warning::ByeIneligible(id));
    }
    for p in &players {
        if !seen.contains(&p.id) {
            warnings.push(Warning::NotPaired(p.id));
        }
    }
    let proposed = PairedRound {
        boards: boards.iter().copied().collect::<BTreeSet<_>>(),
        bye,
    };
    let comparison = check_round(t, proposed, stop)?;
    Ok(ManualCheck {
        warnings,
        comparison,
    })
}

/// C3's two colour rules for `p` given `colour` this round.
fn colour_warnings(p: &SwissPlayer, colour: Colour, warnings: &mut Vec<Warning>) {
    let n = p.colours.len();
    if n >= 2 && p.colours[n - 1] == colour && p.colours[n - 2] == colour {
        warnings.push(Warning::ThirdSameColour(p.id, colour));
    }
    let reds = p.colours.iter().filter(|&&c| c == Colour::Red).count() as i64
        + i64::from(colour == Colour::Red);
    let blacks = (n as i64 + 1) - reds;
    let difference = reds.abs_diff(blacks) as u32;
    if difference > 2 {
        warnings.push(Warning::ColourDifference {
            player: p.id,
            difference,
        });
    }
}

/// The round (1-based) in which `a` met `b` over the board (0 if never).
fn met_in(t: &Tournament, a: PlayerId, b: PlayerId) -> u32 {
    t.players
        .get(&a)
        .and_then(|p| {
            p.rounds
                .iter()
                .position(|e| e.played() && e.opponent == Some(b))
        })
        .map_or(0, |i| i as u32 + 1)
}
