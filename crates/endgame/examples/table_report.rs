//! Generates every class of at most `MAX` positions (default: the service's 2,000,000),
//! smallest first, and prints one Markdown row per class: legal positions, wins with the strong
//! side to move, draws, the longest win, generation time and table size —
//! `cargo run --release -p arbiter-endgame --example table_report [MAX]`.

use arbiter_endgame::layout::Layout;
use arbiter_endgame::{Material, Tables};
use std::time::Instant;

fn main() {
    let max: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    let mut classes: Vec<(u64, Material)> = Material::all()
        .into_iter()
        .map(|m| (Layout::new(m).size(), m))
        .filter(|(s, _)| *s <= max)
        .collect();
    classes.sort_by_key(|(s, m)| (*s, m.to_string()));
    let tables = Tables::new();
    println!(
        "| class | legal positions | strong side to move: won | drawn (either side to move) | longest win (plies) | time (s) | table (bytes) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let all = Instant::now();
    for (_, m) in classes {
        let start = Instant::now();
        let Ok(t) = tables.get(m) else {
            println!("| {m} | failed | | | | | |");
            continue;
        };
        let secs = start.elapsed().as_secs_f64();
        let c = t.counts();
        let strong = t.counts_for_strong_to_move();
        println!(
            "| {m} | {} | {:.1} % | {:.1} % | {} | {secs:.2} | {} |",
            c.legal,
            100.0 * strong.wins as f64 / strong.legal.max(1) as f64,
            100.0 * c.draws as f64 / c.legal.max(1) as f64,
            c.longest,
            t.bytes()
        );
    }
    eprintln!("all: {:.1} s", all.elapsed().as_secs_f64());
}
