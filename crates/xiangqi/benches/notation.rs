//! Criterion bench: reading a 100-move Chinese PGN (the target: ≥ 50,000 games/s on one
//! thread). The bench asserts the game reads completely, so a broken reader fails it.
#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use arbiter_xiangqi::Position;
use arbiter_xiangqi::notation::{MoveNotation, format_move};
use arbiter_xiangqi::record::pgn;

/// A PGN game of exactly 100 moves (200 plies) in canonical Chinese, taken from the CCPD data.
fn hundred_move_pgn() -> String {
    let data = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/ccpd_games.jsonl"
    ))
    .unwrap();
    for line in data.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let moves: Vec<&str> = v["moves_iccs"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        if moves.len() < 200 || v["fen"].as_str() != Some(arbiter_xiangqi::notation::START_FEN) {
            continue;
        }
        let mut pos = Position::startpos();
        let mut text =
            String::from("[Game \"Chinese Chess\"]\n[Event \"bench\"]\n[Result \"*\"]\n\n");
        for (i, m) in moves.iter().take(200).enumerate() {
            let mv = m.parse::<arbiter_xiangqi::notation::Iccs>().unwrap().0;
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(&format_move(&pos, mv, MoveNotation::Chinese).unwrap());
            text.push(if i % 2 == 1 { '\n' } else { ' ' });
            pos.play_unchecked(mv);
        }
        text.push_str("*\n");
        return text;
    }
    panic!("no 100-move game in the data");
}

fn bench_pgn(c: &mut Criterion) {
    let text = hundred_move_pgn();
    let mut group = c.benchmark_group("pgn");
    group.throughput(Throughput::Elements(1));
    group.bench_function("read_100_move_chinese_game", |b| {
        b.iter(|| {
            let games = pgn::read_all(&text).unwrap();
            assert_eq!(games[0].moves.len(), 200);
            assert!(games[0].error.is_none());
            games
        })
    });
    group.finish();
}

criterion_group!(benches, bench_pgn);
criterion_main!(benches);
