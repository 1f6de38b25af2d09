//! The cost of a `RunEvent` call round by round in a Swiss event: every round's results are
//! reported (naming red and black, as a platform records them) and the call that pairs the
//! next round is timed. Past rounds are read from their results, so a call at round 30 should
//! cost about what a call at round 2 does. With `--unnamed` the results do not name the
//! players, so every past round is paired again (the cost that grows with the round).
//!
//! `cargo run --release --example event_rounds -- [players] [rounds] [--unnamed]`
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use arbiter::api::tournament::event::run_event;
use arbiter::pb::tournament::v1 as pb;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let unnamed = args.iter().any(|a| a == "--unnamed");
    let nums: Vec<u32> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let players = nums.first().copied().unwrap_or(1000);
    let rounds = nums.get(1).copied().unwrap_or(30);
    let mut req = pb::RunEventRequest {
        event: Some(pb::EventDefinition {
            players: (1..=players)
                .map(|id| pb::EventEntrant {
                    id,
                    name: format!("P{id}"),
                    rating: 2800 - id,
                })
                .collect(),
            stages: vec![pb::EventStage {
                name: "Swiss".into(),
                format: pb::StageFormat::Swiss as i32,
                rounds,
                ..Default::default()
            }],
            ..Default::default()
        }),
        ..Default::default()
    };
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut times = Vec::new();
    println!(
        "round  call_ms  (players {players}, results {})",
        if unnamed { "unnamed" } else { "named" }
    );
    for round in 1..=rounds {
        let start = Instant::now();
        let answer =
            run_event(&arbiter::api::Call::default(), req.clone()).expect("the event runs");
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        times.push(ms);
        println!("{round:>5}  {ms:>8.1}");
        for g in &answer.next_games {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let outcome = match state % 10 {
                0..=3 => pb::GameOutcome::RedWins,
                4..=7 => pb::GameOutcome::BlackWins,
                _ => pb::GameOutcome::Draw,
            };
            req.results.push(pb::EventGameResult {
                game: g.game,
                red: (!unnamed).then_some(g.red),
                black: (!unnamed).then_some(g.black),
                outcome: outcome as i32,
                playoff_winner: None,
                ..Default::default()
            });
        }
    }
    let start = Instant::now();
    run_event(&arbiter::api::Call::default(), req).expect("the event runs");
    let last = start.elapsed().as_secs_f64() * 1000.0;
    println!("final  {last:>8.1}  (every round in: standings only)");
    if times.len() >= 2 {
        let r2 = times[1];
        let rl = times[times.len() - 1];
        println!(
            "round {rounds} call / round 2 call = {:.2} ({rl:.1} ms / {r2:.1} ms)",
            rl / r2
        );
    }
    if times.len() >= 11 {
        let mean = |xs: &[f64]| xs.iter().sum::<f64>() / xs.len() as f64;
        let early = mean(&times[1..6]);
        let late = mean(&times[times.len() - 5..]);
        println!(
            "mean of the last 5 calls / mean of calls 2-6 = {:.2} ({late:.1} ms / {early:.1} ms)",
            late / early
        );
    }
}
