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
    /// Xiangqi endgame tables.
    #[command(subcommand)]
    Endgame(crate::cli_endgame::EndgameCommand),
}

/// Tournament subcommands.
#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Pair the next round of a TRF with the Dutch system; prints bbpPairings' `-p` format
    /// (number of boards, `red black` per board, `id 0` for the bye).
    Pair(PairArgs),
    /// Check every round of a complete TRF: would the Dutch engine pair it the same way? For
    /// each differing round, the boards that differ and the C.04.3 criterion that tells the
    /// two pairings apart. Exit code 0 when every round agrees, 1 otherwise.
    Check(PairArgs),
    /// Make a complete random tournament (every round paired by Arbiter) and print it as a
    /// TRF. The same options give the same bytes.
    Generate(GenerateArgs),
}

/// Arguments of `arbiter tournament generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Players (2..=1000).
    #[arg(long)]
    pub players: u32,
    /// Rounds (1..=30).
    #[arg(long)]
    pub rounds: u32,
    /// Seed of every random choice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Percentage of games drawn.
    #[arg(long, default_value_t = 30)]
    pub draws: u32,
    /// Percentage of boards decided by forfeit.
    #[arg(long, default_value_t = 0)]
    pub forfeits: u32,
    /// Percentage of players asking for a half-point bye in a round (not in the last one).
    #[arg(long, default_value_t = 0)]
    pub byes: u32,
    /// Point system: win-draw-loss.
    #[arg(long, default_value = "1-0.5-0", value_parser = ["1-0.5-0", "2-1-0", "3-1-0"])]
    pub points: String,
}

/// Runs `arbiter tournament generate`; returns the process exit code.
pub fn run_generate(args: &GenerateArgs, out: &mut impl Write) -> std::io::Result<i32> {
    use crate::tournament::generate::{GenerateOptions, generate};
    use crate::tournament::model::PointSystem;
    let points = match args.points.as_str() {
        "2-1-0" => PointSystem::CXA,
        "3-1-0" => PointSystem::THREE_ONE_ZERO,
        _ => PointSystem::STANDARD,
    };
    let options = GenerateOptions {
        players: args.players,
        rounds: args.rounds,
        seed: args.seed,
        draw_percent: args.draws,
        forfeit_percent: args.forfeits,
        half_bye_percent: args.byes,
        points,
    };
    match generate(&options, &arbiter_base::Stop::never()) {
        Ok(t) => {
            let ranks = crate::tournament::generate::score_ranks(&t);
            write!(out, "{}", crate::tournament::trf::write(&t, &ranks))?;
            Ok(0)
        }
        Err(e) => {
            writeln!(out, "error: {e}")?;
            Ok(2)
        }
    }
}

/// Runs `arbiter tournament check`; returns the process exit code.
pub fn run_check(args: &PairArgs, out: &mut impl Write) -> std::io::Result<i32> {
    use crate::tournament::swiss::check::check_tournament;
    let t = match read_trf(args) {
        Ok(t) => t,
        Err(e) => {
            writeln!(out, "error: {}: {e}", args.trf.display())?;
            return Ok(2);
        }
    };
    let checks = match check_tournament(&t, &arbiter_base::Stop::never()) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "error: {e}")?;
            return Ok(2);
        }
    };
    let mut differing = 0;
    for c in &checks {
        if c.same() {
            writeln!(out, "round {}: same", c.round)?;
            continue;
        }
        differing += 1;
        let Some(engine) = &c.engine else {
            writeln!(out, "round {}: the engine finds no legal pairing", c.round)?;
            continue;
        };
        let (only_played, only_engine) = c.differing_boards();
        let boards = |b: &[(u32, u32)]| {
            b.iter()
                .map(|(r, k)| format!("{r}-{k}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        writeln!(
            out,
            "round {}: differs: played {} (bye {}), engine {} (bye {})",
            c.round,
            boards(&only_played),
            c.played.bye.map_or("none".into(), |b| b.to_string()),
            boards(&only_engine),
            engine.bye.map_or("none".into(), |b| b.to_string()),
        )?;
        if let Some((criterion, favours)) = c.decided_by {
            writeln!(
                out,
                "  decided by {}",
                crate::tournament::swiss::check::describe(criterion, favours)
            )?;
        }
    }
    writeln!(
        out,
        "{}/{} rounds as the engine pairs them",
        checks.len() - differing,
        checks.len()
    )?;
    Ok(i32::from(differing > 0))
}

/// Arguments of `arbiter tournament pair`.
#[derive(Args, Debug)]
pub struct PairArgs {
    /// The TRF file (rounds played so far, XXR = total rounds).
    pub trf: std::path::PathBuf,
}

/// Reads and parses the TRF file named in `args`.
fn read_trf(args: &PairArgs) -> Result<crate::tournament::model::Tournament, String> {
    let text = std::fs::read_to_string(&args.trf).map_err(|e| e.to_string())?;
    crate::tournament::trf::parse(&text).map_err(|e| e.to_string())
}

/// Runs `arbiter tournament pair`; returns the process exit code.
pub fn run_pair(args: &PairArgs, out: &mut impl Write) -> std::io::Result<i32> {
    let t = match read_trf(args) {
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
    /// Judge games read as JSON lines on stdin (`{"id", "fen", "moves": ["h2e2", …]}`); one
    /// `{"id", "outcome", "rule"}` line per game on stdout.
    Adjudicate(AdjudicateArgs),
}

/// Arguments of `arbiter xiangqi adjudicate`.
#[derive(Args, Debug)]
pub struct AdjudicateArgs {
    /// The rule profile.
    #[arg(long, default_value = "club", value_parser = ["club", "cxa", "axf"])]
    pub profile: String,
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
    writeln!(out, "time {secs:.6} s, {:.1} M nodes/s", nps / 1e6)?;
    Ok(0)
}
