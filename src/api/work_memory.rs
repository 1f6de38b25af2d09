//! A budget of working memory for the calls whose memory grows with the square of their size: a
//! Swiss round's matching holds a table of every pair of players (about 320 MiB at 5,000
//! players). Each such call reserves its estimate from the server's `--max-work-memory-bytes`
//! before it computes and gives it back when done, so calls that together would take more than
//! the process may use are answered 503 / `RESOURCE_EXHAUSTED` with `Retry-After` instead of the
//! allocator aborting the process and every call in it (issue 52, item 7: under a 512 MiB
//! address-space limit one 5,000-player pairing ended in SIGABRT).

use std::sync::Arc;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::error::{ApiError, ErrorCode};

/// The server's working-memory budget, in MiB; the default (a call made without the server,
/// as in a benchmark or a fuzz target) has none and reserves nothing.
#[derive(Clone, Debug, Default)]
pub struct WorkMemory {
    budget: Option<(Arc<Semaphore>, u32)>,
}

/// A reservation, given back when dropped.
#[derive(Debug)]
pub struct Reserved {
    _held: Option<OwnedSemaphorePermit>,
}

const MIB: u64 = 1 << 20;

impl WorkMemory {
    /// A budget of `bytes` (counted in whole MiB, at least one).
    #[must_use]
    pub fn new(bytes: usize) -> WorkMemory {
        let mib = (bytes as u64 / MIB).max(1);
        let mib = u32::try_from(mib.min(Semaphore::MAX_PERMITS as u64)).unwrap_or(u32::MAX);
        WorkMemory {
            budget: Some((Arc::new(Semaphore::new(mib as usize)), mib)),
        }
    }

    /// Reserves `bytes` for as long as the result lives: `FAILED_PRECONDITION` when the call
    /// needs more than the whole budget (it can never run on this server as configured),
    /// `RESOURCE_EXHAUSTED` (with `Retry-After`) when the budget is taken by calls running now.
    pub fn reserve(&self, bytes: u64) -> Result<Reserved, ApiError> {
        let Some((budget, total)) = &self.budget else {
            return Ok(Reserved { _held: None });
        };
        let need = u32::try_from(bytes.div_ceil(MIB))
            .unwrap_or(u32::MAX)
            .max(1);
        if need > *total {
            return Err(ApiError::worded(
                ErrorCode::FailedPrecondition,
                "error-work-memory-too-large",
                &[("need", need.into()), ("total", (*total).into())],
            ));
        }
        budget
            .clone()
            .try_acquire_many_owned(need)
            .map(|p| Reserved { _held: Some(p) })
            .map_err(|_| {
                ApiError::worded(
                    ErrorCode::Overloaded,
                    "error-work-memory-busy",
                    &[("need", need.into()), ("total", (*total).into())],
                )
            })
    }
}

/// The working memory pairing one Swiss round of `players` is estimated to need at its peak:
/// 8 bytes per ordered pair of players plus 8 MiB, fitted with a margin to what a round-2
/// request adds to the server's peak resident memory (11 MiB at 1,000 players, 33 MiB at 2,000,
/// 153 MiB at 5,000; `scripts/swiss_service_scale.py`) and to the engine's own peak at 9,999
/// players over four rounds (642 MiB, `scripts/pair_scale.sh`): the round's weight table, the
/// bracket's and the certificate's edge orders take four bytes per pair of players each. It
/// was 14 bytes per pair, fitted before those tables shrank, which refused a 10,000-player
/// round a 1 GiB budget.
#[must_use]
pub fn swiss_round_bytes(players: usize) -> u64 {
    let n = players as u64;
    8 * n * n + 8 * MIB
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reservations_are_bounded_and_given_back() {
        let memory = WorkMemory::new(40 << 20);
        let first = memory.reserve(30 * MIB).unwrap();
        let busy = memory.reserve(30 * MIB).unwrap_err();
        assert_eq!(busy.code, ErrorCode::Overloaded);
        assert!(busy.code.retry_after().is_some());
        drop(first);
        assert!(memory.reserve(30 * MIB).is_ok());
        let never = memory.reserve(41 * MIB).unwrap_err();
        assert_eq!(never.code, ErrorCode::FailedPrecondition);
        // Without a budget nothing is reserved and nothing refused.
        assert!(WorkMemory::default().reserve(u64::MAX).is_ok());
    }

    #[test]
    fn the_estimate_covers_the_measured_peaks() {
        assert!(swiss_round_bytes(1_000) >= 11 * MIB);
        assert!(swiss_round_bytes(2_000) >= 33 * MIB);
        assert!(swiss_round_bytes(5_000) >= 153 * MIB);
        assert!(swiss_round_bytes(9_999) >= 642 * MIB);
        // The largest field fits a 1 GiB budget.
        assert!(swiss_round_bytes(crate::limits::MAX_SWISS_PLAYERS) <= 1 << 30);
    }
}
