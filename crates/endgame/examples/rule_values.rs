//! What the CXA and AXF books change in the tables (`arbiter_endgame::rules`): every class of at
//! most MAX positions (one side to move), smallest first, read from the files in `DIR` or
//! generated here; one Markdown row per class and book, and every position a book decides as a
//! FEN line on standard error:
//! `cargo run --release -p arbiter-endgame --example rule_values -- MAX [DIR|-] [CLASSES]`
//! (CLASSES: names joined by commas, or `phase2` for every class where both sides attack with
//! at most two advisors and elephants; default every phase-1 class).

use arbiter_endgame::batch::in_order;
use arbiter_endgame::layout::Layout;
use arbiter_endgame::rules::{RuleValues, Smaller, analyse, decide, scan};
use arbiter_endgame::{Material, Tables};
use arbiter_xiangqi::adjudication::{Profile, ProfileKind};
use std::collections::HashMap;
use std::time::Instant;

fn main() {
    let max: u64 = std::env::args()
        .nth(1)
        .and_then(|m| m.parse().ok())
        .unwrap_or(2_000_000);
    let tables = match std::env::args().nth(2).filter(|d| d != "-") {
        Some(dir) => Tables::with_budget(6 << 30)
            .with_dir(dir, true)
            .generating_at_most(max),
        None => Tables::with_budget(2 << 30),
    };
    let asked: Vec<Material> = match std::env::args().nth(3).as_deref() {
        None => Material::all(),
        Some("phase2") => Material::phase_two(2),
        Some(names) => names.split(',').filter_map(|n| n.parse().ok()).collect(),
    };
    let classes: Vec<Material> = in_order(&asked)
        .into_iter()
        .filter(|m| Layout::new(*m).size() <= max)
        .collect();
    println!(
        "| class | book | drawn | trapped | confined | classified | rounds | decided | seconds |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    let mut done: HashMap<(Material, ProfileKind), RuleValues> = HashMap::new();
    for material in classes {
        let table = match tables.get(material) {
            Ok(t) => t,
            Err(e) => {
                println!("| {material} | — | {e} | | | | | |");
                continue;
            }
        };
        let kinds = [ProfileKind::Cxa, ProfileKind::Axf];
        let smaller_of = |kind: ProfileKind| -> Vec<Smaller> {
            material
                .after_captures()
                .into_iter()
                .filter_map(|m| {
                    let t = tables.get(m).ok()?;
                    let r = done.get(&(m, kind)).cloned().unwrap_or_default();
                    Some((m, t, r))
                })
                .collect()
        };
        let start = Instant::now();
        let first = smaller_of(kinds[0]);
        let shared = scan(&table, &first);
        let scan_secs = start.elapsed().as_secs_f64();
        let mut made = Vec::new();
        for kind in kinds {
            let profile = Profile::new(kind);
            let smaller = smaller_of(kind);
            let start = Instant::now();
            // One scan serves both books while their smaller classes' values agree.
            let same = smaller
                .iter()
                .zip(&first)
                .all(|(a, b)| a.0 == b.0 && a.2 == b.2);
            let (values, stats) = if same {
                decide(&table, &smaller, shared.clone(), &profile)
            } else {
                analyse(&table, &smaller, &profile)
            };
            println!(
                "| {material} | {kind:?} | {} | {} | {} | {} | {} | {} | {:.1} |",
                stats.drawn,
                stats.trapped,
                stats.confined,
                stats.classified,
                stats.rounds,
                values.len(),
                start.elapsed().as_secs_f64() + if same { scan_secs } else { 0.0 }
            );
            let size = table.layout().size();
            for (at, winner) in values.iter() {
                let (turn, index) = if at < size {
                    (arbiter_xiangqi::Side::Red, at)
                } else {
                    (arbiter_xiangqi::Side::Black, at - size)
                };
                if let Some((_, pos)) = table.layout().position(index, turn) {
                    eprintln!("{material} {kind:?} {} winner {winner:?}", pos.to_fen());
                }
            }
            made.push(((material, kind), values));
        }
        done.extend(made);
    }
}
