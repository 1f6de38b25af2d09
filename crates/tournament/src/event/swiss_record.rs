//! A Swiss round already played, read from its results instead of paired again. Once played,
//! a round's pairing is a fact (FIDE C.04.2: the pairings of past rounds are not changed); an
//! event call re-pairing every past round costs more with each round (1,000 players: 0.5 s at
//! round 2, 2.9 s at round 6). A round whose every board's result names both players is
//! taken as the record and checked for what a record can break: each player once, no second
//! game between two players, no prohibited pair, the pairing-allocated bye (odd groups) to one
//! player who may have it. A round that fails a check, or whose results do not name the
//! players, is paired by the engine and its results are matched against that pairing, which
//! names the first result that does not fit.

use std::collections::HashMap;

use super::address::{GroupKey, ScheduledGame};
use super::error::EventError;
use super::results::{Played, ResultBook};
use crate::model::{PlayerId, RoundKind, Tournament};

/// A recorded round: its games with their results, and the player left for the bye.
pub type RecordedRound = (Vec<(ScheduledGame, Played)>, Option<PlayerId>);

/// The round `number` of a Swiss group as its results record it, with the player left over
/// for the pairing-allocated bye; `None` when the results do not make a complete, valid round.
/// `players` are the group's real ids in seeding order (local id = index + 1).
///
/// # Errors
/// A play-off winner reported on a Swiss game.
pub fn recorded_round(
    book: &mut ResultBook<'_>,
    key: &GroupKey<'_>,
    number: u32,
    players: &[PlayerId],
    t: &Tournament,
) -> Result<Option<RecordedRound>, EventError> {
    let local: HashMap<PlayerId, PlayerId> = players
        .iter()
        .enumerate()
        .map(|(i, &id)| (id, i as PlayerId + 1))
        .collect();
    let boards = players.len() / 2;
    let mut seen = vec![false; players.len() + 1];
    let mut games = Vec::with_capacity(boards);
    for b in 1..=boards as u32 {
        let at = key.at(number, b);
        let Some((red, black)) = book.named(at) else {
            return Ok(None);
        };
        let (Some(&r), Some(&k)) = (local.get(&red), local.get(&black)) else {
            return Ok(None);
        };
        if r == k || seen[r as usize] || seen[k as usize] || !may_meet(t, r, k, number) {
            return Ok(None);
        }
        seen[r as usize] = true;
        seen[k as usize] = true;
        games.push((at, r, k));
    }
    if book.named(key.at(number, boards as u32 + 1)).is_some() {
        return Ok(None);
    }
    let bye = (1..=players.len() as PlayerId).find(|&id| !seen[id as usize]);
    if bye.is_some_and(|id| !may_have_bye(t, id)) {
        return Ok(None);
    }
    let mut out = Vec::with_capacity(games.len());
    for (at, r, k) in games {
        book.no_playoff(at)?;
        let real = |id: PlayerId| players[(id - 1) as usize];
        let Some(played) = book.take(at, real(r), real(k))? else {
            return Ok(None);
        };
        out.push((
            ScheduledGame {
                at,
                red: r,
                black: k,
            },
            played,
        ));
    }
    Ok(Some((out, bye)))
}

/// Whether `a` and `b` may meet in round `number`: no game between them before (C.04.3 C1)
/// and no prohibition.
fn may_meet(t: &Tournament, a: PlayerId, b: PlayerId, number: u32) -> bool {
    let met = t
        .players
        .get(&a)
        .is_some_and(|p| p.rounds.iter().any(|e| e.played() && e.opponent == Some(b)));
    !met && !crate::acceleration::prohibited_opponents(t, a, number).contains(&b)
}

/// C.04.3 C2: no second pairing-allocated bye, nor one after a win without playing.
fn may_have_bye(t: &Tournament, id: PlayerId) -> bool {
    t.players.get(&id).is_some_and(|p| {
        !p.rounds
            .iter()
            .any(|e| matches!(e.kind, RoundKind::PairingBye | RoundKind::ForfeitWin))
    })
}
