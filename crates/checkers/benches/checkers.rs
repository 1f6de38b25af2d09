//! Criterion bench: Chinese checkers move generation (destinations with paths) on mid-game
//! 6-player positions from the reference vectors. Asserts the move counts.
#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use arbiter_checkers::{CampRule, CampScope, Game, Hop, Rules, WinRule};

fn positions() -> Vec<(Game, Vec<i8>, usize, usize)> {
    let data = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/vectors.jsonl"
    ))
    .unwrap();
    let mut out = Vec::new();
    for line in data.lines() {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        if r["type"] != "position" || r["players"] != 6 || r["source"] == "edge" {
            continue;
        }
        let rules = Rules {
            hop: if r["rules"]["hop"] == "long" {
                Hop::Long
            } else {
                Hop::Standard
            },
            camp_rule: match r["rules"]["camp_rule"].as_str().unwrap() {
                "allowed" => CampRule::Allowed,
                "no_stop" => CampRule::NoStop,
                _ => CampRule::NoEnter,
            },
            camp_scope: match r["rules"]["camp_scope"].as_str().unwrap() {
                "homes" => CampScope::Homes,
                "all" => CampScope::All,
                _ => CampScope::Seated,
            },
            goal_lock: r["rules"]["goal_lock"].as_bool().unwrap(),
            win_rule: WinRule::Standard,
        };
        let g = Game::new(
            r["n"].as_i64().unwrap() as i32,
            r["camp_depth"].as_i64().unwrap() as i32,
            6,
            rules,
        )
        .unwrap();
        let occ: Vec<i8> = r["compact"]
            .as_str()
            .unwrap()
            .chars()
            .map(|c| c.to_digit(10).map_or(-1, |d| d as i8))
            .collect();
        out.push((
            g,
            occ,
            r["to_move"].as_u64().unwrap() as usize,
            r["move_count"].as_u64().unwrap() as usize,
        ));
    }
    out
}

fn bench(c: &mut Criterion) {
    let ps = positions();
    let total: usize = ps.iter().map(|p| p.3).sum();
    eprintln!("{} six-player positions, {total} moves", ps.len());
    let mut group = c.benchmark_group("checkers");
    group.throughput(Throughput::Elements(total as u64));
    let mut buf = arbiter_checkers::MoveBuf::new();
    group.bench_function("legal_moves_6p_midgame", |b| {
        b.iter(|| {
            let mut n = 0;
            for (g, occ, p, want) in &ps {
                g.legal_moves_into(occ, *p, &mut buf);
                assert_eq!(buf.len(), *want);
                n += buf.len();
            }
            n
        })
    });
    group.finish();
    let standard: Vec<_> = ps
        .iter()
        .filter(|p| p.0.rules.hop == Hop::Standard)
        .collect();
    let total: usize = standard.iter().map(|p| p.3).sum();
    let mut group = c.benchmark_group("checkers_standard_hop");
    group.throughput(Throughput::Elements(total as u64));
    group.bench_function("legal_moves_6p_midgame_standard", |b| {
        b.iter(|| {
            let mut n = 0;
            for (g, occ, p, want) in &standard {
                g.legal_moves_into(occ, *p, &mut buf);
                assert_eq!(buf.len(), *want);
                n += buf.len();
            }
            n
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
