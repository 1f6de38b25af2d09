//! The `arbiter` binary: thin — parse arguments, dispatch.

use clap::Parser;

use arbiter::cli::{Cli, Command, XiangqiCommand, run_perft};

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Some(Command::Xiangqi(XiangqiCommand::Perft(args))) => {
            run_perft(&args, &mut std::io::stdout().lock()).unwrap_or(1)
        }
        None => 2,
    };
    std::process::exit(code);
}
