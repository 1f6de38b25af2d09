//! Generates one class and prints its counts and the time it took:
//! `cargo run --release -p arbiter-endgame --example generate_class -- R 0 0 2 2`.

use arbiter_endgame::{Attacker, Material, Tables};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let attacker = match args.first().map(String::as_str) {
        Some("N") => Attacker::Horse,
        Some("C") => Attacker::Cannon,
        Some("P") => Attacker::Soldier,
        _ => Attacker::Chariot,
    };
    let n = |i: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(0u8);
    let material = Material {
        attacker,
        strong_advisors: n(1),
        strong_elephants: n(2),
        weak_advisors: n(3),
        weak_elephants: n(4),
    };
    let tables = Tables::new();
    let start = Instant::now();
    match tables.get(material) {
        Ok(t) => {
            let c = t.counts();
            println!(
                "{material}: {} legal positions, {} wins, {} losses, {} draws, longest win {} plies, {} bytes, {:.2} s (with its smaller classes)",
                c.legal,
                c.wins,
                c.losses,
                c.draws,
                c.longest,
                t.bytes(),
                start.elapsed().as_secs_f64()
            );
        }
        Err(e) => eprintln!("{material}: {e}"),
    }
}
