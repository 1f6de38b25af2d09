//! Criterion bench: standings of the 1,000-player, 11-round corpus event and Dutch pairing of
//! corpus "pair round N" cases. Asserts the results (row count; pairing equal to bbpPairings').
#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use criterion::{Criterion, criterion_group, criterion_main};

use arbiter_tournament::standings::{Preset, UnplayedRule, standings};
use arbiter_tournament::swiss::dutch::pair_next_round;
use arbiter_tournament::trf;

fn read(rel: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/data/swiss/{rel}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn expected(rel: &str) -> BTreeSet<(u32, u32)> {
    read(rel)
        .lines()
        .skip(1)
        .map(|l| {
            let v: Vec<u32> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            (v[0], v[1])
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let big = trf::parse(&read("p1000_r11_bench.trf")).unwrap();
    let mut g = c.benchmark_group("standings");
    g.bench_function("fide_1000x11", |b| {
        b.iter(|| {
            let rows = standings(&big, Preset::Fide.tiebreaks(), UnplayedRule::Fide2024);
            assert_eq!(rows.len(), 1000);
            rows
        });
    });
    g.bench_function("cxa_1000x11", |b| {
        b.iter(|| {
            standings(
                &big,
                Preset::CxaOpponents.tiebreaks(),
                UnplayedRule::Fide2024,
            )
        });
    });
    g.finish();

    let mut g = c.benchmark_group("dutch");
    g.sample_size(10);
    // The 500- and 1,000-player cases exercise the certified sparse matchings on brackets
    // of several hundred players.
    for case in [
        "p064_r11_messy_r08",
        "p200_r11_clean_r11",
        "p500_r09_messy_r05",
        "p1000_r11_bench_r06",
    ] {
        let t = trf::parse(&read(&format!("unpaired/{case}.trf"))).unwrap();
        let want = expected(&format!("unpaired/{case}.expected"));
        g.bench_function(case, |b| {
            b.iter(|| {
                let round = pair_next_round(&t, None).unwrap();
                let mut have: BTreeSet<(u32, u32)> =
                    round.boards.iter().map(|b| (b.red, b.black)).collect();
                if let Some(bye) = round.bye {
                    have.insert((bye, 0));
                }
                assert_eq!(have, want);
            });
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
