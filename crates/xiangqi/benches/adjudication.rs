//! Criterion benches for adjudication: one long game ending in a judged repetition, the rule
//! book's 93 repetition cases (the slowest alone, and all of them), and the whole CCPD corpus
//! (~4,000 master games).
#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use arbiter_xiangqi::adjudication::{
    Outcome, Profile, ProfileKind, RepetitionMode, Termination, adjudicate, advise,
};
use arbiter_xiangqi::notation::Iccs;
use arbiter_xiangqi::{Move, Position};

fn corpus() -> Vec<(Position, Vec<Move>)> {
    let data = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/ccpd_games.jsonl"
    ))
    .unwrap();
    data.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let start = Position::from_fen(v["fen"].as_str().unwrap()).unwrap();
            let moves = v["moves_iccs"]
                .as_str()
                .unwrap()
                .split_whitespace()
                .map(|m| m.parse::<Iccs>().unwrap().0)
                .collect();
            (start, moves)
        })
        .collect()
}

/// A ~300-ply game: the longest CCPD game's first plies, then a repetition cycle to judge.
/// The longest corpus game still going on after its first 292 plies (some long games repeat a
/// position three times earlier and would end the judgement there), then a shuffle that
/// repeats a position: a ~300-ply game whose last ply completes a judged repetition.
fn long_game(games: &[(Position, Vec<Move>)], profile: &Profile) -> (Position, Vec<Move>) {
    let mut by_length: Vec<&(Position, Vec<Move>)> = games.iter().collect();
    by_length.sort_by_key(|(_, m)| std::cmp::Reverse(m.len()));
    let (start, moves) = by_length
        .into_iter()
        .find(|(start, moves)| {
            let head = &moves[..moves.len().min(292)];
            adjudicate(start, head, profile, &[]).outcome == Outcome::Ongoing
        })
        .unwrap()
        .clone();
    let mut pos = start.clone();
    let mut line = Vec::new();
    for &m in moves.iter().take(292) {
        pos.play_unchecked(m);
        line.push(m);
        if pos.status() != arbiter_xiangqi::Status::Ongoing {
            break;
        }
    }
    // Append a shuffle of the side to move's general, twice, if it has a reversible move.
    let legal = pos.legal_moves();
    if let Some(&a) = legal.iter().find(|m| {
        pos.piece_at(m.from)
            .is_some_and(|p| p.kind != arbiter_xiangqi::PieceKind::Soldier)
    }) {
        let mut p2 = pos.clone();
        p2.play_unchecked(a);
        if let Some(&b) = p2.legal_moves().iter().find(|m| {
            p2.piece_at(m.from)
                .is_some_and(|p| p.kind != arbiter_xiangqi::PieceKind::Soldier)
        }) {
            let back_a = Move::new(a.to, a.from);
            let back_b = Move::new(b.to, b.from);
            for _ in 0..2 {
                line.extend([a, b, back_a, back_b]);
            }
        }
    }
    (start, line)
}

/// The rule book's 93 repetition cases (棋例图 and 参考图), as (name, start, moves).
fn rule_book_cases() -> Vec<(String, Position, Vec<Move>)> {
    let mut out = Vec::new();
    for file in ["qili_cases.json", "qili_reference_diagrams.json"] {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for c in v["cases"].as_array().unwrap() {
            let start = Position::from_fen(c["fen"].as_str().unwrap()).unwrap();
            let moves = c["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().parse::<Iccs>().unwrap().0)
                .collect();
            out.push((c["name"].as_str().unwrap().to_string(), start, moves));
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let games = corpus();
    let profile = Profile::new(ProfileKind::Cxa);
    let (start, line) = long_game(&games, &profile);
    let mut replay = start.clone();
    assert!(
        line.iter().all(|&m| replay.play(m).is_ok()),
        "the long game's moves must be legal"
    );
    let v = adjudicate(&start, &line, &profile, &[]);
    eprintln!(
        "long game: {} plies, {:?} {:?}",
        line.len(),
        v.outcome,
        v.termination
    );
    // What is timed: a whole game whose last ply completes a judged repetition.
    assert!(
        matches!(
            v.termination,
            Termination::PerpetualCheck | Termination::PerpetualAttack | Termination::Repetition
        ),
        "the long game must end in a judged repetition, got {:?}",
        v.termination
    );
    assert_eq!(v.plies.len(), line.len());
    c.bench_function("adjudicate_300_ply_game", |b| {
        b.iter(|| adjudicate(&start, &line, &profile, &[]))
    });
    // Repetition advice for a candidate move after a ~300-ply history: the last move of the long
    // game (it closes a judged cycle) and a move that makes a new position.
    let (last, before) = line.split_last().unwrap();
    c.bench_function("advise_300_ply_history_repeating_move", |b| {
        b.iter(|| advise(&start, before, *last, &profile))
    });
    let mut end = start.clone();
    for &m in before {
        end.play_unchecked(m);
    }
    let fresh = end
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| advise(&start, before, m, &profile).is_none())
        .unwrap();
    c.bench_function("advise_300_ply_history_new_position", |b| {
        b.iter(|| advise(&start, before, fresh, &profile))
    });
    // The slowest of the rule book's cases (picked by a first timing pass), benched alone.
    let cases = rule_book_cases();
    let slowest = cases
        .iter()
        .max_by_key(|(_, start, moves)| {
            let t = std::time::Instant::now();
            for _ in 0..5 {
                adjudicate(start, moves, &profile, &[]);
            }
            t.elapsed()
        })
        .unwrap();
    eprintln!("slowest rule-book case: {}", slowest.0);
    c.bench_function("adjudicate_slowest_rule_book_case", |b| {
        b.iter(|| adjudicate(&slowest.1, &slowest.2, &profile, &[]))
    });
    c.bench_function("adjudicate_all_93_rule_book_cases", |b| {
        b.iter(|| {
            cases
                .iter()
                .map(|(_, start, moves)| adjudicate(start, moves, &profile, &[]).plies.len())
                .sum::<usize>()
        })
    });
    // Every corpus game is judged to its end or its last ply, and some are decided.
    let decided: usize = games
        .iter()
        .map(|(start, moves)| {
            let v = adjudicate(start, moves, &profile, &[]);
            assert!(v.plies.len() <= moves.len());
            usize::from(v.outcome != Outcome::Ongoing)
        })
        .sum();
    assert!(decided > 0, "no corpus game was decided");
    eprintln!("corpus: {} games, {decided} decided", games.len());
    let mut group = c.benchmark_group("corpus");
    group.sample_size(10);
    group.throughput(Throughput::Elements(games.len() as u64));
    group.bench_function("adjudicate_ccpd_corpus", |b| {
        b.iter(|| {
            let mut decided = 0;
            for (start, moves) in &games {
                let v = adjudicate(start, moves, &profile, &[]);
                decided += usize::from(v.outcome != Outcome::Ongoing);
            }
            decided
        })
    });
    // The same where players are told at a repetition (advise mode), so the violation count
    // (违例) judges the first ply of runs of repeated positions: the ratio is that rule's cost.
    let told = Profile {
        repetition_mode: RepetitionMode::Advise,
        ..profile.clone()
    };
    group.bench_function("adjudicate_ccpd_corpus_with_violation_count", |b| {
        b.iter(|| {
            let mut decided = 0;
            for (start, moves) in &games {
                let v = adjudicate(start, moves, &told, &[]);
                decided += usize::from(v.outcome != Outcome::Ongoing);
            }
            decided
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
