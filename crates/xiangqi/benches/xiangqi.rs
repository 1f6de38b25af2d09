//! Criterion benches for the Xiangqi rules core. Each asserts its node count, so a wrong move
//! generator fails the bench instead of looking fast.
#![allow(clippy::panic)] // a bench with a broken fixture must fail loudly

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use arbiter_xiangqi::Position;
use arbiter_xiangqi::perft::perft;

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let cases = [
        (
            "start_d4",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            4,
            3_290_240u64,
        ),
        (
            "start_d5",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            5,
            133_312_995,
        ),
        (
            "midgame_d4",
            "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
            4,
            4_485_547,
        ),
    ];
    for (name, fen, depth, nodes) in cases {
        let pos = match Position::from_fen(fen) {
            Ok(p) => p,
            Err(e) => panic!("bad bench FEN {fen}: {e}"),
        };
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| {
            b.iter(|| {
                let n = perft(&pos, depth);
                assert_eq!(n, nodes, "{name}");
                n
            })
        });
    }
    group.finish();
}

fn bench_legal_moves(c: &mut Criterion) {
    let pos = Position::startpos();
    c.bench_function("legal_moves_start", |b| b.iter(|| pos.legal_moves().len()));
}

criterion_group!(benches, bench_perft, bench_legal_moves);
criterion_main!(benches);
