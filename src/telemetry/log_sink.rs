//! Where log lines go: a buffer in memory that a thread writes out every [`FLUSH_EVERY`], so a
//! request's line costs a copy and no wake-up of another thread.
//!
//! Why not `tracing_appender::non_blocking`: its thread sleeps on a channel and is woken for
//! nearly every line when requests come one at a time per core — a wake-up, a context switch
//! and a `write` per request. On a one-thread runtime (a pod with one CPU,
//! `TOKIO_WORKER_THREADS=1`) that was 1.8 context switches and 57 µs of server CPU per REST
//! `validateMove` against 0.005 and 31 µs with this sink (wrk, 16 connections, 2026-12-04; the
//! load-test section of docs/DEVELOPMENT.md). Here nothing wakes the writer: it looks every few
//! milliseconds. Nothing is dropped: a logging call that finds [`MAX_BUFFERED`] bytes waiting
//! writes them out itself, so a burst costs the burst's writes, never memory without bound or
//! lost lines.

use std::io::Write;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a line may wait in memory before it is written.
pub const FLUSH_EVERY: Duration = Duration::from_millis(20);

/// Bytes waiting at which a logging call writes them out itself.
pub const MAX_BUFFERED: usize = 256 * 1024;

type Out = Box<dyn Write + Send>;

struct Shared {
    /// Lines not written yet.
    pending: Mutex<Vec<u8>>,
    /// The destination. Locked before `pending` by whoever writes, so that chunks go out in
    /// the order their lines were logged.
    out: Mutex<Out>,
    /// Set when the guard is dropped; the writer thread then writes what is left and ends.
    closing: Mutex<bool>,
    wake: Condvar,
}

/// Locks a mutex whatever a panicking holder left: log lines are bytes, there is no invariant
/// a panic could break.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Shared {
    /// Writes out what is pending (in logging order, see `out`).
    fn flush(&self) {
        let mut out = lock(&self.out);
        let chunk = std::mem::take(&mut *lock(&self.pending));
        if !chunk.is_empty() {
            // A log that cannot be written (closed stderr) is not the request's failure.
            let _ = out.write_all(&chunk);
            let _ = out.flush();
        }
    }
}

/// The writer the subscriber is given (cheap to clone, one per event).
#[derive(Clone)]
pub struct LogSink(Arc<Shared>);

/// Keeps the writer thread; dropping it writes what is pending and stops the thread.
pub struct LogGuard {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl LogSink {
    /// A sink writing to `out` from a thread of its own.
    pub fn new(out: impl Write + Send + 'static) -> std::io::Result<(LogSink, LogGuard)> {
        let shared = Arc::new(Shared {
            pending: Mutex::new(Vec::with_capacity(64 * 1024)),
            out: Mutex::new(Box::new(out)),
            closing: Mutex::new(false),
            wake: Condvar::new(),
        });
        let thread = {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name("arbiter-log".into())
                .spawn(move || writer_thread(&shared))?
        };
        Ok((
            LogSink(shared.clone()),
            LogGuard {
                shared,
                thread: Some(thread),
            },
        ))
    }
}

fn writer_thread(shared: &Shared) {
    loop {
        let closing = {
            let closing = lock(&shared.closing);
            let (closing, _) = shared
                .wake
                .wait_timeout_while(closing, FLUSH_EVERY, |c| !*c)
                .unwrap_or_else(PoisonError::into_inner);
            *closing
        };
        shared.flush();
        if closing {
            return;
        }
    }
}

impl Drop for LogGuard {
    fn drop(&mut self) {
        *lock(&self.shared.closing) = true;
        self.shared.wake.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        // Lines logged after the thread ended (other threads still running) go out too.
        self.shared.flush();
    }
}

/// Each `write` is kept whole (the subscriber writes an event's line in one call), so lines
/// from different threads never interleave.
impl Write for LogSink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let full = {
            let mut pending = lock(&self.0.pending);
            pending.extend_from_slice(buf);
            pending.len() >= MAX_BUFFERED
        };
        if full {
            self.0.flush();
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        // The subscriber flushes after every line; the writer thread's schedule decides.
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for LogSink {
    type Writer = LogSink;
    fn make_writer(&'a self) -> LogSink {
        self.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::telemetry::captured::Captured;

    #[test]
    fn every_line_is_written_in_order_by_the_time_the_guard_is_dropped() {
        let out = Captured::default();
        let (sink, guard) = LogSink::new(out.clone()).expect("thread");
        // 4 × 5,000 lines of ~50 bytes: several times MAX_BUFFERED, so logging calls write
        // out full buffers themselves, racing the writer thread.
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let mut sink = sink.clone();
                std::thread::spawn(move || {
                    for i in 0..5_000 {
                        // One write per line, as the subscriber writes each event.
                        let line = format!("{t} {i} {}\n", "x".repeat(40));
                        let _ = sink.write_all(line.as_bytes());
                    }
                })
            })
            .collect();
        for t in threads {
            let _ = t.join();
        }
        drop(guard);
        let text = String::from_utf8(out.bytes()).expect("UTF-8");
        let mut next = [0usize; 4];
        for line in text.lines() {
            let mut parts = line.split(' ');
            let t: usize = parts.next().and_then(|p| p.parse().ok()).expect("thread");
            let i: usize = parts.next().and_then(|p| p.parse().ok()).expect("index");
            assert_eq!(i, next[t], "thread {t}'s lines in order, none lost");
            next[t] += 1;
        }
        assert_eq!(next, [5_000; 4]);
    }

    #[test]
    fn a_line_is_written_without_any_other_logging() {
        let out = Captured::default();
        let (mut sink, _guard) = LogSink::new(out.clone()).expect("thread");
        let _ = writeln!(sink, "alone");
        let started = std::time::Instant::now();
        // Liveness, not speed: the line must come out on the writer's schedule alone.
        while out.bytes().is_empty() {
            assert!(started.elapsed() < Duration::from_secs(10), "never written");
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(out.bytes(), b"alone\n");
    }
}
