//! Requests to stop, as they arrive: SIGTERM and SIGINT (registered the moment
//! [`StopRequests::from_signals`] is called, so a signal during start-up is not lost), or a
//! programmatic stop ([`StopRequests::manual`], for an embedded or test server).
//!
//! The first request starts the drain; a second one cuts the drain and the grace short (an
//! operator pressing Ctrl-C twice means "now").

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::mpsc;

/// A flag set by SIGTERM or SIGINT from the first instruction of `main`, before any runtime
/// exists: the signals' default action (killing the process) is replaced at once.
pub struct EarlySignals(Arc<AtomicBool>);

/// Catches SIGTERM and SIGINT into a flag, now. Call it first thing in `main`.
#[must_use]
pub fn early_signals() -> EarlySignals {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for sig in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        if let Err(e) = signal_hook::flag::register(sig, flag.clone()) {
            eprintln!("warning: cannot catch signal {sig}: {e}");
        }
    }
    EarlySignals(flag)
}

/// Stop requests in arrival order, each named for the logs.
pub struct StopRequests {
    rx: mpsc::UnboundedReceiver<&'static str>,
    /// Keeps a signal channel open when no signal could be registered (never a stop).
    _open: Option<mpsc::UnboundedSender<&'static str>>,
}

/// Sends a programmatic stop request.
#[derive(Clone)]
pub struct StopSender(mpsc::UnboundedSender<&'static str>);

impl StopSender {
    /// Asks the server to stop (like SIGTERM).
    pub fn stop(&self) {
        let _ = self.0.send("shutdown requested");
    }
}

impl StopRequests {
    /// A channel for programmatic stops; dropping every sender also counts as a stop.
    #[must_use]
    pub fn manual() -> (StopSender, StopRequests) {
        let (tx, rx) = mpsc::unbounded_channel();
        (StopSender(tx), StopRequests { rx, _open: None })
    }

    /// SIGTERM and SIGINT, registered now (inside a Tokio runtime). `early` is the flag the
    /// process set up before the runtime existed ([`early_signals`]): a signal caught there
    /// is the first request. A platform without the signals (or a failed registration,
    /// logged) only stops when the process is killed.
    #[must_use]
    pub fn from_signals(early: &EarlySignals) -> StopRequests {
        let (tx, rx) = mpsc::unbounded_channel();
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            for (kind, name) in [
                (SignalKind::terminate(), "SIGTERM received"),
                (SignalKind::interrupt(), "SIGINT received"),
            ] {
                match signal(kind) {
                    Ok(mut s) => {
                        let tx = tx.clone();
                        tokio::spawn(async move {
                            while s.recv().await.is_some() {
                                if tx.send(name).is_err() {
                                    break;
                                }
                            }
                        });
                    }
                    Err(e) => eprintln!("warning: cannot handle {name}: {e}"),
                }
            }
        }
        #[cfg(not(unix))]
        {
            let tx = tx.clone();
            tokio::spawn(async move {
                while tokio::signal::ctrl_c().await.is_ok() {
                    if tx.send("Ctrl-C received").is_err() {
                        break;
                    }
                }
            });
        }
        if early.0.swap(false, Ordering::SeqCst) {
            let _ = tx.send("signal received during start-up");
        }
        StopRequests {
            rx,
            _open: Some(tx),
        }
    }

    /// The next stop request; a closed channel (every manual sender gone) is one too.
    pub async fn next(&mut self) -> &'static str {
        match self.rx.recv().await {
            Some(why) => why,
            None => "stop channel closed",
        }
    }

    /// A request that has already arrived, if any (without waiting).
    pub fn pending(&mut self) -> Option<&'static str> {
        self.rx.try_recv().ok()
    }
}
