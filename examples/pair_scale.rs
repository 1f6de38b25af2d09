//! Pairs round 1 (and, with `--rounds k`, k rounds with made-up results) of a field of `n`
//! rated players and prints the CPU time per round: the scale figures of the Swiss engine.
//!
//! `cargo run --release --example pair_scale -- 1000 [rounds]`
//!
//! With `STOP_PROBE_MS=50,200,1000` it then pairs the next round again under each of those
//! deadlines and prints how long after the deadline the engine gave up: the stop latency.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use arbiter::tournament::Stop;
use arbiter::tournament::model::{
    Colour, GameResult, Player, PointSystem, RoundEntry, RoundKind, Tournament,
};
use arbiter::tournament::swiss::dutch::{pair_next_round, pair_next_round_until};

/// The process's peak resident set so far (Linux), as reported by the kernel.
fn peak_rss() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.trim_start_matches("VmHWM:").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let rounds: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut t = Tournament {
        name: String::new(),
        players: (1..=n)
            .map(|id| {
                (
                    id,
                    Player {
                        id,
                        rating: 3000 - id,
                        ..Player::default()
                    },
                )
            })
            .collect(),
        total_rounds: Some(rounds.max(9)),
        initial_colour: Some(Colour::Red),
        points: PointSystem::STANDARD,
        ..Tournament::default()
    };
    let mut state: u64 = 12345;
    for r in 1..=rounds {
        let start = Instant::now();
        let round = pair_next_round(&t, None).expect("pairs");
        println!(
            "players {n} round {r}: {:.3} s, {} boards, peak RSS so far {}",
            start.elapsed().as_secs_f64(),
            round.boards.len(),
            peak_rss()
        );
        for b in &round.boards {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            let res = match state >> 62 {
                0 | 1 => GameResult::Win,
                2 => GameResult::Draw,
                _ => GameResult::Loss,
            };
            let other = match res {
                GameResult::Win => GameResult::Loss,
                GameResult::Loss => GameResult::Win,
                GameResult::Draw => GameResult::Draw,
            };
            let e = |opp, colour, res| RoundEntry {
                opponent: Some(opp),
                colour: Some(colour),
                kind: RoundKind::Played(res),
            };
            t.players
                .get_mut(&b.red)
                .unwrap()
                .rounds
                .push(e(b.black, Colour::Red, res));
            t.players
                .get_mut(&b.black)
                .unwrap()
                .rounds
                .push(e(b.red, Colour::Black, other));
        }
        if let Some(bye) = round.bye {
            t.players
                .get_mut(&bye)
                .unwrap()
                .rounds
                .push(RoundEntry::without_opponent(RoundKind::PairingBye));
        }
    }
    if let Ok(probes) = std::env::var("STOP_PROBE_MS") {
        for ms in probes
            .split(',')
            .filter_map(|s| s.trim().parse::<u64>().ok())
        {
            let start = Instant::now();
            let deadline = start + std::time::Duration::from_millis(ms);
            let outcome = pair_next_round_until(&t, None, &Stop::at(deadline));
            let end = Instant::now();
            println!(
                "players {n} round {}: deadline {ms} ms, {} after {:.3} s, {:.3} s past the deadline",
                rounds + 1,
                if outcome.is_ok() { "paired" } else { "stopped" },
                (end - start).as_secs_f64(),
                end.saturating_duration_since(deadline).as_secs_f64()
            );
        }
    }
}
