//! The Dutch system (FIDE C.04.3, 2025 text), the way the FIDE-endorsed engine
//! bbpPairings applies it: score brackets are paired one at a time, top down, each by a
//! maximum-weight matching over all remaining players whose integer edge weights encode
//! the pairing criteria in priority order (completion and byes, pairs and scores in this
//! bracket and the next, colour criteria, repeated floats), and the choices the rules
//! leave to the S1/S2 order (which moved-down players, which exchanges, which partner)
//! are fixed one player at a time by small weight bonuses.

use super::bracket_solver::Budget;
use super::brackets::match_players;
use super::colours::choose_colour;
pub use super::colours::derive_initial_colour;
use super::player::{prepare, rounds_paired};
use super::{Pairing, PairingError, PairingWhy, Round};
use crate::model::{Colour, Tournament};
use arbiter_base::stop::Stop;

/// Pairs the next round of `t` with the Dutch system. `draw_seed` orders an unrated field by
/// a reproducible random draw (see [`prepare`]).
pub fn pair_next_round(t: &Tournament, draw_seed: Option<u64>) -> Result<Round, PairingError> {
    pair_next_round_until(t, draw_seed, &Stop::never())
}

/// As [`pair_next_round`], giving up with [`PairingError::Stopped`] once `stop` fires
/// (checked before each of the matchings the engine computes).
pub fn pair_next_round_until(
    t: &Tournament,
    draw_seed: Option<u64>,
    stop: &Stop,
) -> Result<Round, PairingError> {
    let played = rounds_paired(t);
    let total = t.total_rounds.map_or(played + 1, |n| n as usize);
    if played >= total {
        return Err(PairingError::EventComplete {
            played: played as u32,
            total: total as u32,
        });
    }
    let (mut players, not_paired) = prepare(t, played, draw_seed);
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank_index.cmp(&b.rank_index)));
    let initial = t
        .initial_colour
        .or_else(|| derive_initial_colour(t))
        .unwrap_or(Colour::Red);
    let budget = Budget { stop };
    let mates = match_players(&players, played, total, t, &budget)?;
    let mut boards = Vec::new();
    let mut bye = None;
    for (i, pl) in players.iter().enumerate() {
        let m = mates[i];
        if m == i {
            bye = Some(pl.id);
            continue;
        }
        let other = &players[m];
        if pl.id > other.id {
            continue;
        }
        let (colour, reason) = choose_colour(pl, other, initial);
        let (red, black) = if colour == Colour::Red {
            (pl, other)
        } else {
            (other, pl)
        };
        let (hi, lo) = if i < m { (pl, other) } else { (other, pl) };
        let float_down = (hi.score != lo.score).then_some((hi.id, hi.score, lo.score));
        boards.push(Pairing {
            red: red.id,
            black: black.id,
            why: PairingWhy {
                score_group: hi.score,
                float_down,
                colour_for: pl.id,
                colour,
                colour_reason: reason,
            },
        });
    }
    boards.sort_by(|a, b| {
        let key = |bd: &Pairing| {
            let s = |id| {
                players
                    .iter()
                    .find(|p| p.id == id)
                    .map_or((0, usize::MAX), |p| (p.score, p.rank_index))
            };
            let (x, y) = (s(bd.red), s(bd.black));
            let (hi, lo) = if (x.0, std::cmp::Reverse(x.1)) >= (y.0, std::cmp::Reverse(y.1)) {
                (x, y)
            } else {
                (y, x)
            };
            (std::cmp::Reverse(hi.0), std::cmp::Reverse(lo.0), hi.1)
        };
        key(a).cmp(&key(b))
    });
    Ok(Round {
        number: played as u32 + 1,
        boards,
        bye,
        not_paired,
    })
}
