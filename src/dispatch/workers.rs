//! The bounded worker pool: every CPU-heavy request runs on one of `--workers` threads,
//! outside the async runtime, so health, metrics and light calls keep answering while every
//! worker is busy.
//!
//! Each heavy call runs on a fresh thread holding one of the pool's slots: a thread's
//! scratch memory (the matching solver keeps its `O(n²)` buffers per thread) is returned when
//! the call ends instead of staying with a long-lived thread. A call also holds its request's
//! admission permit until the work really ends, so work that outlived its request's timeout
//! still counts against `--max-concurrency`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

use crate::api::work_memory::WorkMemory;
use crate::api::{ApiError, ErrorCode};
use crate::telemetry::InFlight;
use arbiter_base::Stop;

/// Stack of a worker thread (the searches recurse; the default 2 MiB is tight for debug builds).
const WORKER_STACK_BYTES: usize = 8 * 1024 * 1024;

/// The pool: `size` slots, one per worker thread that may run at once.
#[derive(Debug)]
pub struct Workers {
    slots: Arc<Semaphore>,
    size: usize,
    memory: WorkMemory,
}

impl Workers {
    /// A pool of `size` workers (`0`: one per available core).
    #[must_use]
    pub fn new(size: usize) -> Arc<Workers> {
        let size = if size == 0 {
            std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
        } else {
            size
        };
        Arc::new(Workers {
            slots: Arc::new(Semaphore::new(size)),
            size,
            memory: WorkMemory::default(),
        })
    }

    /// A pool of `size` workers whose calls share `memory_bytes` of working memory
    /// (`--max-work-memory-bytes`).
    #[must_use]
    pub fn with_memory(size: usize, memory_bytes: usize) -> Arc<Workers> {
        let pool = Workers::new(size);
        Arc::new(Workers {
            slots: pool.slots.clone(),
            size: pool.size,
            memory: WorkMemory::new(memory_bytes),
        })
    }

    /// The working-memory budget the pool's calls share.
    #[must_use]
    pub fn memory(&self) -> WorkMemory {
        self.memory.clone()
    }

    /// The number of workers.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Workers running a call now.
    #[must_use]
    pub fn busy(&self) -> usize {
        self.size - self.slots.available_permits()
    }
}

/// A request admitted under the concurrency limit; counted in flight while any part of it
/// (the async handler, or the worker still computing after a timeout) holds it.
#[derive(Debug)]
pub struct Admission {
    _permit: Option<OwnedSemaphorePermit>,
    _in_flight: InFlight,
}

impl Admission {
    /// Admits a request holding `permit` (none: not limited, e.g. a handler called without the
    /// server's guard).
    #[must_use]
    pub fn new(permit: Option<OwnedSemaphorePermit>) -> Arc<Admission> {
        Arc::new(Admission {
            _permit: permit,
            _in_flight: InFlight::start(),
        })
    }
}

/// One admitted request as its handler sees it: its stop signal, the pool, its admission, and
/// the code its handler answered with (read by the guard). Travels in the request extensions.
#[derive(Clone, Debug)]
pub struct Job {
    stop: Stop,
    workers: Arc<Workers>,
    admission: Arc<Admission>,
    answered: Arc<OnceLock<&'static str>>,
}

impl Job {
    /// A job that stops when `stop` fires.
    #[must_use]
    pub fn new(stop: Stop, workers: Arc<Workers>, admission: Arc<Admission>) -> Job {
        Job {
            stop,
            workers,
            admission,
            answered: Arc::new(OnceLock::new()),
        }
    }

    /// A job for a handler reached without the guard (no limit, no deadline, its own pool).
    #[must_use]
    pub fn standalone() -> Job {
        static POOL: OnceLock<Arc<Workers>> = OnceLock::new();
        let workers = POOL.get_or_init(|| Workers::new(0)).clone();
        Job::new(Stop::never(), workers, Admission::new(None))
    }

    /// The request's stop signal.
    #[must_use]
    pub fn stop(&self) -> &Stop {
        &self.stop
    }

    /// The server's working-memory budget.
    #[must_use]
    pub fn memory(&self) -> WorkMemory {
        self.workers.memory()
    }

    /// Records the code the handler answered with (the first one counts).
    pub fn answered(&self, code: &'static str) {
        let _ = self.answered.set(code);
    }

    /// The code the handler answered with, if it ran to an answer.
    #[must_use]
    pub fn answer(&self) -> Option<&'static str> {
        self.answered.get().copied()
    }

    /// Runs `work` on a worker (it is given the request's stop signal in its
    /// [`crate::api::Call`]). Waits (asynchronously) for a free worker; work that has not
    /// started when the request is stopped never starts.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let slot = self
            .workers
            .slots
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| ApiError::internal("worker-pool", None))?;
        if self.stop.fired() {
            return Err(ApiError::worded(
                ErrorCode::Timeout,
                "error-stopped-waiting",
                &[],
            ));
        }
        let (tx, rx) = oneshot::channel();
        let admission = self.admission.clone();
        std::thread::Builder::new()
            .name("arbiter-worker".into())
            .stack_size(WORKER_STACK_BYTES)
            .spawn(move || {
                let _held = (slot, admission);
                let _ = tx.send(work());
            })
            .map_err(|e| ApiError::internal("worker-start", Some(e.to_string())))?;
        rx.await
            .unwrap_or_else(|_| Err(ApiError::internal("worker-failed", None)))
    }
}

/// Sets a flag when dropped: the request's future ended (answered, timed out, or dropped
/// because the client went away), so its remaining work may stop.
#[derive(Debug)]
pub struct SetOnDrop(pub Arc<AtomicBool>);

impl Drop for SetOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[tokio::test]
    async fn runs_work_on_a_worker_thread() {
        let job = Job::new(
            Stop::at(Instant::now() + Duration::from_secs(60)),
            Workers::new(1),
            Admission::new(None),
        );
        let name = job
            .run(|| Ok(std::thread::current().name().map(str::to_string)))
            .await;
        assert_eq!(name.ok().flatten().as_deref(), Some("arbiter-worker"));
    }

    #[tokio::test]
    async fn a_stopped_job_does_not_start() {
        let job = Job::new(
            Stop::at(Instant::now()),
            Workers::new(1),
            Admission::new(None),
        );
        let ran = Arc::new(AtomicBool::new(false));
        let flag = ran.clone();
        let out = job
            .run(move || {
                flag.store(true, Ordering::Relaxed);
                Ok(())
            })
            .await;
        assert!(out.is_err());
        assert!(!ran.load(Ordering::Relaxed));
    }

    #[tokio::test]
    async fn the_admission_is_held_until_the_work_ends() {
        let limit = Arc::new(Semaphore::new(1));
        let permit = limit.clone().try_acquire_owned().ok();
        let job = Job::new(Stop::never(), Workers::new(1), Admission::new(permit));
        let (go_tx, go_rx) = std::sync::mpsc::channel::<()>();
        let running = {
            let job = job.clone();
            tokio::spawn(async move { job.run(move || Ok(go_rx.recv().is_ok())).await })
        };
        drop(job);
        tokio::time::sleep(Duration::from_millis(50)).await;
        // The caller gave up; the worker still computes and still holds the permit.
        running.abort();
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(limit.available_permits(), 0);
        let _ = go_tx.send(());
        for _ in 0..100 {
            if limit.available_permits() == 1 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert_eq!(limit.available_permits(), 1);
    }
}
