//! Probes positions given as FENs and prints each value, whether it is a theoretical draw, and
//! the principal line: `cargo run --release -p arbiter-endgame --example probe_fen -- "FEN" …`.

use arbiter_endgame::Tables;
use arbiter_xiangqi::Position;

fn main() {
    let tables = Tables::new();
    for fen in std::env::args().skip(1) {
        let Ok(pos) = Position::from_fen(&fen) else {
            println!("{fen}: not a position");
            continue;
        };
        match tables.probe(&pos) {
            Ok(Some(p)) => {
                let line: Vec<String> = p.line.iter().map(|m| m.to_string()).collect();
                println!(
                    "{fen}: {} {:?} theoretical draw {} line {}",
                    p.material,
                    p.value,
                    p.theoretical_draw,
                    line.join(" ")
                );
            }
            Ok(None) => println!("{fen}: outside the tables"),
            Err(e) => println!("{fen}: {e}"),
        }
    }
}
