//! Prints, for every class of at most `MAX` positions (default 2,000,000), a digest of every
//! value in its table — to compare two generators, two builds, or generated tables with the
//! files of `arbiter endgame generate` in `DIR`, value for value:
//! `cargo run --release -p arbiter-endgame --example table_digest [MAX [DIR]]`.

use arbiter_endgame::batch::in_order;
use arbiter_endgame::layout::Layout;
use arbiter_endgame::{Material, Tables, Value};
use arbiter_xiangqi::Side;

fn main() {
    let max: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    // Smallest first, as `arbiter endgame generate` makes them.
    let classes: Vec<(u64, Material)> = in_order(&Material::all())
        .into_iter()
        .map(|m| (Layout::new(m).size(), m))
        .filter(|(s, _)| *s <= max)
        .collect();
    let tables = match std::env::args().nth(2) {
        Some(dir) => Tables::new().with_dir(dir, true).generating_at_most(0),
        None => Tables::new().generating_at_most(u64::MAX),
    };
    for (size, m) in classes {
        let Ok(t) = tables.get(m) else {
            println!("{m} failed");
            continue;
        };
        // FNV-1a over (value code, distance) of every number, both sides to move.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for turn in [Side::Red, Side::Black] {
            for i in 0..size {
                let (code, n) = match t.value(i, turn) {
                    None => (0u8, 0u16),
                    Some(Value::Draw) => (1, 0),
                    Some(Value::Win(n)) => (2, n),
                    Some(Value::Loss(n)) => (3, n),
                };
                for b in [code, n as u8, (n >> 8) as u8] {
                    h ^= u64::from(b);
                    h = h.wrapping_mul(0x0100_0000_01b3);
                }
            }
        }
        println!("{m} {h:016x}");
    }
}
