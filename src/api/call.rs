//! What a request brings to its API function besides its message: the language of its texts
//! and when its work must stop. Built once at the edge (the dispatcher reads the transport's
//! headers and the server's admission), then passed down by reference: no request state lives
//! anywhere else.

use std::time::{Duration, Instant};

use arbiter_base::Stop;

use super::work_memory::WorkMemory;
use crate::i18n::Locale;

/// A request's context, as the API functions see it.
#[derive(Clone, Debug, Default)]
pub struct Call {
    /// The language of the answer's texts (the caller's `Accept-Language`, else the server's
    /// default locale).
    pub locale: Locale,
    /// Fires at the request's deadline or when its caller has gone.
    pub stop: Stop,
    /// The server's working-memory budget, for the calls whose memory grows with the square of
    /// their size (none for a call made without the server).
    pub memory: WorkMemory,
}

impl Call {
    /// A call in `locale` that stops on `stop`.
    #[must_use]
    pub fn new(locale: Locale, stop: Stop) -> Call {
        Call {
            locale,
            stop,
            memory: WorkMemory::default(),
        }
    }

    /// The same call under the server's working-memory budget.
    #[must_use]
    pub fn with_memory(self, memory: WorkMemory) -> Call {
        Call { memory, ..self }
    }

    /// The request's stop signal, bounded by `limit` from now (a computation's own ceiling,
    /// whatever the request's timeout says).
    #[must_use]
    pub fn stop_within(&self, limit: Duration) -> Stop {
        self.stop.clone().until(Instant::now() + limit)
    }
}
