//! Re-derives every value of one class from its children by forward move generation
//! (`arbiter_endgame::verify`), and its distances to conversion when it has them — of a table
//! generated here, or of the file `arbiter endgame generate` wrote into `DIR`:
//! `cargo run --release -p arbiter-endgame --example verify_class -- CLASS [DIR]`.

use arbiter_endgame::verify::{verify, verify_conversions};
use arbiter_endgame::{Material, Tables};
use std::time::Instant;

fn main() {
    let Some(material) = std::env::args()
        .nth(1)
        .and_then(|c| c.parse::<Material>().ok())
    else {
        eprintln!("usage: verify_class CLASS [DIR] (a class such as KR-KAABB)");
        std::process::exit(2);
    };
    let tables = match std::env::args().nth(2) {
        Some(dir) => Tables::new().with_dir(dir, true).generating_at_most(0),
        None => Tables::new().with_conversions(),
    };
    let table = match tables.get(material) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{material}: {e}");
            std::process::exit(1);
        }
    };
    let start = Instant::now();
    match verify(&table, &tables) {
        Ok(n) => println!(
            "{material}: {n} values follow from their children ({:.1} s)",
            start.elapsed().as_secs_f64()
        ),
        Err(e) => {
            println!("{material}: {e:?}");
            std::process::exit(1);
        }
    }
    if table.has_conversions() {
        match verify_conversions(&table, &tables) {
            Ok(n) => println!("{material}: {n} distances to conversion follow from their children"),
            Err(e) => {
                println!("{material}: {e:?}");
                std::process::exit(1);
            }
        }
    }
}
