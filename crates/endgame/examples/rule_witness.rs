//! The cross-check of the books' values against the 棋例 engine (`arbiter_endgame::witness`):
//! for every position of CLASS that a book decides (up to LIMIT of them), the witness game is
//! played out and judged by `arbiter_xiangqi::adjudication::adjudicate` under the same profile;
//! the judgement must give the game to the side the book's value names:
//! `cargo run --release -p arbiter-endgame --example rule_witness -- CLASS [LIMIT] [DIR]`.

use arbiter_endgame::witness::{rule_winner, witness};
use arbiter_endgame::{Material, Tables};
use arbiter_xiangqi::adjudication::{Outcome, Profile, ProfileKind, adjudicate};
use arbiter_xiangqi::{Move, Side};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(material) = args.get(1).and_then(|c| c.parse::<Material>().ok()) else {
        eprintln!("usage: rule_witness CLASS [LIMIT] [DIR]");
        std::process::exit(2);
    };
    let limit: usize = args
        .get(2)
        .and_then(|l| l.parse().ok())
        .unwrap_or(usize::MAX);
    let tables = match args.get(3) {
        Some(dir) => Tables::new().with_dir(dir, true),
        None => Tables::new(),
    };
    let Ok(table) = tables.get(material) else {
        eprintln!("{material}: no table");
        std::process::exit(1);
    };
    let mut failed = 0;
    for kind in [ProfileKind::Cxa, ProfileKind::Axf] {
        let profile = Profile::new(kind);
        let Ok(Some(book)) = tables.book(material, kind) else {
            println!("{material} {kind:?}: no book values");
            continue;
        };
        let size = table.layout().size();
        let (mut judged, mut agree, mut open, mut other) = (0, 0, 0, Vec::new());
        let mut why: std::collections::BTreeMap<String, usize> = Default::default();
        for (at, winner) in book.iter().take(limit) {
            let (turn, index) = if at < size {
                (Side::Red, at)
            } else {
                (Side::Black, at - size)
            };
            let Some((_, pos)) = table.layout().position(index, turn) else {
                continue;
            };
            debug_assert_eq!(rule_winner(&tables, &pos, kind), Some(winner));
            let repeats = profile.repetition_count as usize;
            let Some(line) = witness(&tables, &pos, kind, repeats) else {
                other.push(format!("{}: no witness", pos.to_fen()));
                continue;
            };
            judged += 1;
            let v = adjudicate(&pos, &line, &profile, &[]);
            let wanted = match winner {
                Side::Red => Outcome::RedWins,
                Side::Black => Outcome::BlackWins,
            };
            if v.outcome == wanted {
                agree += 1;
                *why.entry(format!("{:?}", v.termination)).or_default() += 1;
            } else if v.outcome == Outcome::Ongoing {
                open += 1;
                if open <= 3 {
                    other.push(format!("{} {}: ongoing", pos.to_fen(), iccs(&line)));
                }
            } else {
                other.push(format!(
                    "{} {}: {:?} {:?}",
                    pos.to_fen(),
                    iccs(&line),
                    v.outcome,
                    v.termination
                ));
            }
        }
        println!(
            "{material} {kind:?}: {judged} witness games judged, {agree} won by the side the book names, {open} not decided by the judgement, {} otherwise",
            judged - agree - open
        );
        println!("  won by: {why:?}");
        for o in other.iter().take(10) {
            println!("  {o}");
        }
        failed += judged - agree;
    }
    std::process::exit(i32::from(failed > 0));
}

fn iccs(line: &[Move]) -> String {
    line.iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
