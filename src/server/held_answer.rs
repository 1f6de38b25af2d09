//! An answer's body that keeps the request's admission until it has left: a call is in flight
//! (and holds its `--max-concurrency` permit) until its answer is sent or its stream ends, not
//! merely until the answer was computed, and an answer of known size holds its bytes of the
//! `--max-answer-bytes` budget as long. A client that never reads its answers (an HTTP/2
//! window at 0, unread HTTP/1.1 sockets) therefore cannot make the server hold more than the
//! budget: the calls beyond it are shed (issue 52, item 1). The connection's idle rule closes
//! such a connection after twice the idle timeout, which gives the permits back.

use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use bytes::Bytes;
use http_body::{Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::dispatch::workers::Admission;
use crate::telemetry::metrics_names::ANSWER_BYTES_HELD;

/// One connection's share of the answer budget (`--max-answer-bytes-per-connection`), handed
/// to each of its requests: a client that never reads is shed once its own connection holds
/// this much, so it cannot take the whole budget from the other clients.
#[derive(Clone)]
pub struct ConnectionShare(pub Arc<Semaphore>);

/// `inner`, holding `admission` until dropped (sent whole, or its stream reset or closed).
pub struct HeldAnswer {
    inner: Body,
    _admission: Arc<Admission>,
    _bytes: Vec<OwnedSemaphorePermit>,
    size: u64,
}

impl Drop for HeldAnswer {
    fn drop(&mut self) {
        metrics::gauge!(ANSWER_BYTES_HELD).decrement(self.size as f64);
    }
}

impl HeldAnswer {
    /// Wraps an answer's body, with its bytes of the answer budgets (the server's
    /// `--max-answer-bytes` and its connection's share; none for an answer of unknown size,
    /// such as a gRPC stream, which the admission bounds).
    #[must_use]
    pub fn new(
        inner: Body,
        admission: Arc<Admission>,
        bytes: Vec<OwnedSemaphorePermit>,
    ) -> HeldAnswer {
        // The bytes held against the budget: the server's permits, if any (the connection's
        // share is the same size).
        let size = bytes.last().map_or(0, |p| p.num_permits() as u64);
        metrics::gauge!(ANSWER_BYTES_HELD).increment(size as f64);
        HeldAnswer {
            inner,
            _admission: admission,
            _bytes: bytes,
            size,
        }
    }
}

impl http_body::Body for HeldAnswer {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
