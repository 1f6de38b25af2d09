//! Perft from the command line, built with the rules crate alone (no service):
//! `cargo run --release -p arbiter-xiangqi --example perft -- DEPTH [FEN]`. Prints the node
//! count and the time of the count alone, as `arbiter xiangqi perft` does.

use std::time::Instant;

use arbiter_xiangqi::Position;
use arbiter_xiangqi::perft::perft;

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(5);
    let pos = match args.next() {
        Some(fen) => match Position::from_fen(&fen) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => Position::startpos(),
    };
    let start = Instant::now();
    let nodes = perft(&pos, depth);
    let seconds = start.elapsed().as_secs_f64();
    println!("nodes {nodes}");
    println!("time {seconds:.6}");
}
