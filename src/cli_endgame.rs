//! `arbiter endgame generate`: writes endgame table files into a directory a service then reads
//! (`--endgame-dir`). One Markdown row per class as it is done (the table of
//! `docs/ENDGAME_TABLES.md` is this output).

use std::io::Write;
use std::path::PathBuf;

use arbiter_endgame::Material;
use arbiter_endgame::batch::{Outcome, books_into, generate_into};
use arbiter_endgame::layout::Layout;
use clap::{Args, Subcommand};

/// Endgame table subcommands.
#[derive(Subcommand, Debug)]
pub enum EndgameCommand {
    /// Generate table files into a directory, smallest class first; classes whose files are
    /// there already are kept (a stopped run goes on where it stopped).
    Generate(EndgameGenerateArgs),
}

/// Arguments of `arbiter endgame generate`.
#[derive(Args, Debug)]
pub struct EndgameGenerateArgs {
    /// The directory to write into (created if missing); a service reads it with
    /// `--endgame-dir`.
    #[arg(long)]
    pub dir: PathBuf,
    /// Only these classes (and those their captures lead to), e.g. `KR-KAABB` or `KR-KNAA`;
    /// default: every class of `--phase`.
    #[arg(long = "class")]
    pub classes: Vec<String>,
    /// Without `--class`: `1` every phase-1 class (one side attacks), `2` every class where
    /// both sides attack with at most two advisors and elephants in all (and the phase-1
    /// classes their captures lead to).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub phase: u8,
    /// Skip classes of more positions than this (one side to move).
    #[arg(long, default_value_t = u64::MAX)]
    pub max_positions: u64,
    /// Add the distances to conversion (the next capture or mate that keeps the result), which
    /// the natural-move limit is judged by: `true` or `false` (twice the time).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    pub conversions: bool,
    /// Analyse what each profile's 棋例 changes in the tables (a draw by cycles that a side
    /// wins because the other can hold it only by a forbidden perpetual attack) and write each
    /// class's books file beside its table: `true` or `false`. Without them a service answers
    /// draws as draws by cycles (`exact: false`).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    pub books: bool,
    /// Bytes of smaller tables held in memory while larger ones are generated.
    #[arg(long, default_value_t = 4 << 30)]
    pub memory_bytes: usize,
}

/// Runs `arbiter endgame generate`; returns the process exit code.
pub fn run_endgame_generate(
    args: &EndgameGenerateArgs,
    out: &mut impl Write,
) -> std::io::Result<i32> {
    let mut classes = Vec::new();
    for name in &args.classes {
        match name.parse::<Material>() {
            Ok(m) => classes.push(m),
            Err(e) => {
                writeln!(out, "error: --class: {e}")?;
                return Ok(2);
            }
        }
    }
    if classes.is_empty() {
        classes = match args.phase {
            1 => Material::all(),
            _ => Material::phase_two(2),
        };
    }
    classes.retain(|m| Layout::new(*m).size() <= args.max_positions);
    writeln!(
        out,
        "| class | legal positions | strong side to move: won | drawn (either side to move) | longest win (plies) | time (s) | file (bytes) |"
    )?;
    writeln!(out, "|---|---:|---:|---:|---:|---:|---:|")?;
    let mut failed = 0;
    let mut written = Ok(());
    let done = generate_into(
        &args.dir,
        &classes,
        args.memory_bytes,
        args.conversions,
        |m, outcome| {
            let line = match outcome {
                Outcome::Present => format!("| {m} | (file present) | | | | | |"),
                Outcome::Made {
                    counts,
                    strong,
                    took,
                    bytes,
                } => format!(
                    "| {m} | {} | {:.1} % | {:.1} % | {} | {:.2} | {bytes} |",
                    counts.legal,
                    percent(strong.wins, strong.legal),
                    percent(counts.draws, counts.legal),
                    counts.longest,
                    took.as_secs_f64()
                ),
                Outcome::Failed(why) => {
                    failed += 1;
                    format!("| {m} | failed: {why} | | | | | |")
                }
            };
            if written.is_ok() {
                written = writeln!(out, "{line}").and_then(|()| out.flush());
            }
        },
    );
    written?;
    if let Err(e) = done {
        writeln!(out, "error: {}: {e}", args.dir.display())?;
        return Ok(1);
    }
    if args.books && failed == 0 {
        writeln!(out)?;
        writeln!(
            out,
            "| class | decided by the Club book | by CXA | by AXF | analysis (s) |"
        )?;
        writeln!(out, "|---|---:|---:|---:|---:|")?;
        let mut written = Ok(());
        let done = books_into(&args.dir, &classes, args.memory_bytes, |m, outcome| {
            let line = match outcome {
                Ok(None) => format!("| {m} | (file present) | | | |"),
                Ok(Some(([club, cxa, axf], took))) => format!(
                    "| {m} | {club} | {cxa} | {axf} | {:.2} |",
                    took.as_secs_f64()
                ),
                Err(why) => {
                    failed += 1;
                    format!("| {m} | failed: {why} | | | |")
                }
            };
            if written.is_ok() {
                written = writeln!(out, "{line}").and_then(|()| out.flush());
            }
        });
        written?;
        if let Err(e) = done {
            writeln!(out, "error: {}: {e}", args.dir.display())?;
            return Ok(1);
        }
    }
    Ok(if failed > 0 { 1 } else { 0 })
}

fn percent(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}
