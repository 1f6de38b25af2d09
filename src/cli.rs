//! Command-line interface: subcommands of the `arbiter` binary.

use std::io::Write;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};

use crate::config::ServeArgs;
use crate::xiangqi::Position;
use crate::xiangqi::notation::START_FEN;
use crate::xiangqi::perft::{divide, perft};

/// Arbiter: rules and judging for board-game clubs. With no subcommand, serves (see `serve`).
#[derive(Parser, Debug)]
#[command(
    name = "arbiter",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// Server options (when no subcommand is given).
    #[command(flatten)]
    pub serve: ServeArgs,
    /// What to do (default: serve).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Top-level subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the service (the default): gRPC, gRPC-Web, REST, metrics and health on one port.
    Serve(Box<ServeArgs>),
    /// Xiangqi tools.
    #[command(subcommand)]
    Xiangqi(XiangqiCommand),
    /// Tournament tools.
    #[command(subcommand)]
    Tournament(TournamentCommand),
}

/// Tournament subcommands.
#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Pair the next round of a TRF with the Dutch system; prints bbpPairings' `-p` format
    /// (number of boards, `red black` per board, `id 0` for the bye).
    Pair(PairArgs),
}

/// Arguments of `arbiter tournament pair`.
#[derive(Args, Debug)]
pub struct PairArgs {
    /// The TRF file (rounds played so far, XXR = total rounds).
    pub trf: std::path::PathBuf,
}

/// Runs `arbiter tournament pair`; returns the process exit code.
pub fn run_pair(args: &PairArgs, out: &mut impl Write) -> std::io::Result<i32> {
    let text = match std::fs::read_to_string(&args.trf) {
        Ok(t) => t,
        Err(e) => {
            writeln!(out, "error: {}: {e}", args.trf.display())?;
            return Ok(2);
        }
    };
    let t = match crate::tournament::trf::parse(&text) {
        Ok(t) => t,
        Err(e) => {
            writeln!(out, "error: {}: {e}", args.trf.display())?;
            return Ok(2);
        }
    };
    let start = Instant::now();
    match crate::tournament::swiss::dutch::pair_next_round(&t, None) {
        Ok(round) => {
            writeln!(
                out,
                "{}",
                round.boards.len() + usize::from(round.bye.is_some())
            )?;
            for b in &round.boards {
                writeln!(out, "{} {}", b.red, b.black)?;
            }
            if let Some(bye) = round.bye {
                writeln!(out, "{bye} 0")?;
            }
            eprintln!(
                "paired round {} in {:.3} s",
                round.number,
                start.elapsed().as_secs_f64()
            );
            Ok(0)
        }
        Err(e) => {
            writeln!(out, "error: {e}")?;
            Ok(1)
        }
    }
}

/// Xiangqi subcommands.
#[derive(Subcommand, Debug)]
pub enum XiangqiCommand {
    /// Count leaf nodes of the legal-move tree (move-generator test and benchmark).
    Perft(PerftArgs),
}

/// Arguments of `arbiter xiangqi perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Position in FEN (default: the standard start).
    #[arg(long, default_value = START_FEN)]
    pub fen: String,
    /// Depth in plies (1..=10).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=10))]
    pub depth: u32,
    /// Print the count below each first move.
    #[arg(long)]
    pub divide: bool,
}

/// Runs `arbiter xiangqi perft`; returns the process exit code.
pub fn run_perft(args: &PerftArgs, out: &mut impl Write) -> std::io::Result<i32> {
    let pos = match Position::from_fen(&args.fen) {
        Ok(p) => p,
        Err(e) => {
            writeln!(out, "error: --fen: {e}")?;
            return Ok(2);
        }
    };
    let start = Instant::now();
    let nodes = if args.divide {
        let mut total = 0;
        for (m, n) in divide(&pos, args.depth) {
            writeln!(out, "{m}: {n}")?;
            total += n;
        }
        total
    } else {
        perft(&pos, args.depth)
    };
    let secs = start.elapsed().as_secs_f64();
    let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    writeln!(out, "nodes {nodes}")?;
    writeln!(out, "time {secs:.3} s, {:.1} M nodes/s", nps / 1e6)?;
    Ok(0)
}
