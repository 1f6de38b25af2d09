//! How an RPC runs, the same below both transports: the request's context ([`Call`]) is built
//! once from what the server admitted (the [`Job`] in the request's extensions) and the
//! caller's `Accept-Language`, then the API function runs inline or on the worker pool. The
//! transports only decode, call [`Dispatch::run`] and encode; they never reach into the server.

pub mod workers;

use crate::api::{ApiError, Call};
use crate::i18n::Locale;
pub use workers::Job;

/// Where an RPC's API function runs (the RPC table's `inline` or `blocking`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// On the async runtime: a few milliseconds of work at most.
    Inline,
    /// On the bounded worker pool: may compute for long; stops with the request.
    Blocking,
}

/// An API function: the request's context and its message in, the answer or an error out.
pub type Handler<Req, Resp> = fn(&Call, Req) -> Result<Resp, ApiError>;

/// One request on its way to its API function.
#[derive(Clone, Debug)]
pub struct Dispatch {
    job: Option<Job>,
    locale: Locale,
}

impl Dispatch {
    /// The request admitted as `job` (none when a handler is reached without the server's
    /// guard, e.g. a router under test), whose caller asked for `accept_language`.
    #[must_use]
    pub fn new(job: Option<Job>, accept_language: Option<&str>) -> Dispatch {
        Dispatch {
            job,
            locale: crate::i18n::request_locale(accept_language),
        }
    }

    /// The language of the answer's texts, errors included.
    #[must_use]
    pub fn locale(&self) -> Locale {
        self.locale
    }

    /// The context the API function is given.
    #[must_use]
    pub fn call(&self) -> Call {
        let stop = self
            .job
            .as_ref()
            .map(|j| j.stop().clone())
            .unwrap_or_default();
        let memory = self.job.as_ref().map(Job::memory).unwrap_or_default();
        Call::new(self.locale, stop).with_memory(memory)
    }

    /// Runs `handler` on `req`, inline or on a worker as `mode` says.
    pub async fn run<Req, Resp>(
        &self,
        mode: Mode,
        handler: Handler<Req, Resp>,
        req: Req,
    ) -> Result<Resp, ApiError>
    where
        Req: Send + 'static,
        Resp: Send + 'static,
    {
        let call = self.call();
        match mode {
            Mode::Inline => handler(&call, req),
            Mode::Blocking => {
                let job = self.job.clone().unwrap_or_else(Job::standalone);
                job.run(move || handler(&call, req)).await
            }
        }
    }

    /// Tells the server's guard the code the handler answered with (the metric label and the
    /// log line are written from it).
    pub fn answered(&self, code: &'static str) {
        if let Some(job) = &self.job {
            job.answered(code);
        }
    }
}
