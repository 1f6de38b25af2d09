//! Measures how long a probe takes: the value of 100,000 random legal positions of a class
//! (default 单车对士象全, both sides to move), then the percentiles — of a generated table held in
//! memory, or, given the directory of `arbiter endgame generate`, of its file read where it lies
//! (a block read and inflated a probe) as a service with `--endgame-dir` reads it:
//! `cargo run --release -p arbiter-endgame --example probe_latency [CLASS [DIR]]`.
//! The figures are relative to this machine; the count of positions probed is printed with them.

use arbiter_endgame::layout::Layout;
use arbiter_endgame::{Attacker, Material, Tables};
use arbiter_xiangqi::Side;
use std::time::Instant;

fn main() {
    let material = std::env::args()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(Material::new(Attacker::Chariot, [0, 0, 2, 2]));
    let tables = match std::env::args().nth(2) {
        Some(dir) => Tables::new().with_dir(dir, false).generating_at_most(0),
        None => Tables::new(),
    };
    if let Err(e) = tables.get(material) {
        eprintln!("{material}: {e}");
        return;
    }
    let layout = Layout::new(material);
    // A fixed linear congruential walk over the numbering: the same positions every run.
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut positions = Vec::new();
    while positions.len() < 100_000 {
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let turn = if x >> 63 == 0 { Side::Red } else { Side::Black };
        if let Some((_, pos)) = layout.position((x >> 20) % layout.size(), turn) {
            positions.push(pos);
        }
    }
    let mut nanos: Vec<u128> = Vec::with_capacity(positions.len());
    let mut found = 0usize;
    for pos in &positions {
        let start = Instant::now();
        let v = tables.value(pos);
        nanos.push(start.elapsed().as_nanos());
        if matches!(v, Ok(Some(_))) {
            found += 1;
        }
    }
    nanos.sort_unstable();
    let at = |q: f64| nanos[((nanos.len() as f64 - 1.0) * q) as usize];
    println!(
        "{material} ({}): {} probes ({found} in the table): p50 {} ns, p99 {} ns, max {} ns",
        if tables.get(material).is_ok_and(|t| t.on_disk()) {
            "file on disk"
        } else {
            "in memory"
        },
        nanos.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
