//! The pairing engine solves its matchings on sparse graphs whose optimum a dual certificate
//! proves (see [`crate::matching::certified`]), and settles most S1 partners
//! without a matching (exchanges that keep the weight, candidates the duals rule out). Where
//! several matchings are optimal the two solvers may pick different ones, so this checks the
//! whole Dutch pairing, round after round, against the unpruned method: the same engine
//! with the dense solver only and a matching for every S1 partner it cannot read off.

use std::collections::BTreeMap;

use super::Round;
use super::dutch::pair_next_round;
use crate::matching::DENSE_ONLY;
use crate::model::{Colour, GameResult, Player, PointSystem, RoundEntry, RoundKind, Tournament};

fn field(n: u32, rated: bool) -> Tournament {
    let players: BTreeMap<_, _> = (1..=n)
        .map(|id| {
            let rating = if rated { 2400 - id * 3 } else { 0 };
            (
                id,
                Player {
                    id,
                    rating,
                    ..Player::default()
                },
            )
        })
        .collect();
    Tournament {
        players,
        total_rounds: Some(7),
        initial_colour: Some(Colour::Red),
        points: PointSystem::STANDARD,
        ..Tournament::default()
    }
}

/// Records `round` with pseudo-random results: wins, draws, losses and a few forfeits.
fn play(t: &mut Tournament, round: &Round, state: &mut u64) {
    let mut entry = |id, opp, colour, kind| {
        if let Some(p) = t.players.get_mut(&id) {
            p.rounds.push(RoundEntry {
                opponent: Some(opp),
                colour: Some(colour),
                kind,
            });
        }
    };
    for b in &round.boards {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (red, black) = match (*state >> 58) % 16 {
            0 => (RoundKind::ForfeitWin, RoundKind::ForfeitLoss),
            1..=6 => (
                RoundKind::Played(GameResult::Win),
                RoundKind::Played(GameResult::Loss),
            ),
            7..=10 => (
                RoundKind::Played(GameResult::Draw),
                RoundKind::Played(GameResult::Draw),
            ),
            _ => (
                RoundKind::Played(GameResult::Loss),
                RoundKind::Played(GameResult::Win),
            ),
        };
        entry(b.red, b.black, Colour::Red, red);
        entry(b.black, b.red, Colour::Black, black);
    }
    if let Some(bye) = round.bye
        && let Some(p) = t.players.get_mut(&bye)
    {
        p.rounds
            .push(RoundEntry::without_opponent(RoundKind::PairingBye));
    }
}

/// Pairs `rounds` rounds of a field of `n` with made-up results (from `seed`), each round both
/// ways: the engine, and the unpruned method.
fn pair_both_ways(n: u32, rated: bool, seed: u64, rounds: u32) {
    let mut t = field(n, rated);
    let mut state = seed;
    for r in 1..=rounds {
        let sparse = pair_next_round(&t, None).expect("pairs");
        DENSE_ONLY.with(|d| d.set(true));
        let dense = pair_next_round(&t, None);
        DENSE_ONLY.with(|d| d.set(false));
        assert_eq!(Ok(sparse.clone()), dense, "{n} players, round {r}");
        play(&mut t, &sparse, &mut state);
    }
}

#[test]
fn certified_sparse_matchings_pair_every_round_as_the_dense_solver() {
    for (n, rated, seed) in [
        (23, true, 1),
        (64, true, 2),
        (97, false, 3),
        (160, true, 4),
        (300, true, 5),
    ] {
        pair_both_ways(n, rated, seed, 6);
    }
}

/// As above on a field of 1,000 over four rounds: big brackets, where most S1 partners are
/// settled without a matching.
#[test]
#[ignore = "release only: cargo test --release --lib -- --ignored swiss_full"]
fn swiss_full_1000_players_pair_as_the_unpruned_method() {
    pair_both_ways(1000, true, 6, 4);
}

#[test]
fn a_fired_stop_gives_up_without_a_partial_pairing() {
    use super::PairingError;
    use super::dutch::pair_next_round_until;
    use arbiter_base::stop::Stop;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let mut t = field(300, true);
    let mut state = 3;
    let first = pair_next_round(&t, None).expect("pairs");
    play(&mut t, &first, &mut state);
    let fired = Stop::never().with_flag(Arc::new(AtomicBool::new(true)));
    assert_eq!(
        pair_next_round_until(&t, None, &fired),
        Err(PairingError::Stopped)
    );
    // The same round pairs once nobody stops it.
    assert!(pair_next_round_until(&t, None, &Stop::never()).is_ok());
}
