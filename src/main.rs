//! The `arbiter` binary: thin — parse arguments, dispatch.

use clap::Parser;

use arbiter::cli::{
    Cli, Command, TournamentCommand, XiangqiCommand, run_check, run_generate, run_pair, run_perft,
};
use arbiter::config::ServeArgs;

fn serve(args: ServeArgs) -> i32 {
    // A configuration that asks for authentication and gives no usable token is refused before
    // anything listens (exit 2, as for nonsense flags): it would serve everyone.
    if let Err(e) = args.tokens() {
        eprintln!("error: {e}");
        return 2;
    }
    // First: a SIGTERM or SIGINT from now on stops the server cleanly instead of killing it.
    // (Only for the server: the one-shot commands keep the signals' default action.)
    let early = arbiter::server::lifecycle::early_signals();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return 1;
        }
    };
    // Signals are registered before anything else runs in the runtime: a SIGTERM or SIGINT
    // during start-up is remembered and stops the server as soon as it is up.
    let result = runtime.block_on(async {
        let stops = arbiter::server::lifecycle::StopRequests::from_signals(&early);
        arbiter::server::run(args, stops).await
    });
    // Worker threads still computing a stopped request must not hold the exit.
    runtime.shutdown_timeout(std::time::Duration::from_millis(500));
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Some(Command::Xiangqi(XiangqiCommand::Perft(args))) => {
            run_perft(&args, &mut std::io::stdout().lock()).unwrap_or(1)
        }
        Some(Command::Xiangqi(XiangqiCommand::Adjudicate(args))) => {
            let kind = arbiter::cli_adjudicate::profile_named(&args.profile)
                .unwrap_or(arbiter::xiangqi::adjudication::ProfileKind::Club);
            arbiter::cli_adjudicate::run_adjudicate(
                kind,
                std::io::stdin().lock(),
                &mut std::io::stdout().lock(),
            )
            .unwrap_or(1)
        }
        Some(Command::Tournament(TournamentCommand::Pair(args))) => {
            run_pair(&args, &mut std::io::stdout().lock()).unwrap_or(1)
        }
        Some(Command::Tournament(TournamentCommand::Check(args))) => {
            run_check(&args, &mut std::io::stdout().lock()).unwrap_or(1)
        }
        Some(Command::Tournament(TournamentCommand::Generate(args))) => {
            run_generate(&args, &mut std::io::stdout().lock()).unwrap_or(1)
        }
        Some(Command::Endgame(arbiter::cli_endgame::EndgameCommand::Generate(args))) => {
            arbiter::cli_endgame::run_endgame_generate(&args, &mut std::io::stdout().lock())
                .unwrap_or(1)
        }
        Some(Command::Serve(args)) => serve(*args),
        None => serve(cli.serve),
    };
    std::process::exit(code);
}
