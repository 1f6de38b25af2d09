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
use tokio::sync::OwnedSemaphorePermit;

use crate::dispatch::workers::Admission;

/// `inner`, holding `admission` until dropped (sent whole, or its stream reset or closed).
pub struct HeldAnswer {
    inner: Body,
    _admission: Arc<Admission>,
    _bytes: Option<OwnedSemaphorePermit>,
}

impl HeldAnswer {
    /// Wraps an answer's body, with its share of the answer-bytes budget (`--max-answer-bytes`;
    /// none for an answer of unknown size, such as a gRPC stream, which the admission bounds).
    #[must_use]
    pub fn new(
        inner: Body,
        admission: Arc<Admission>,
        bytes: Option<OwnedSemaphorePermit>,
    ) -> HeldAnswer {
        HeldAnswer {
            inner,
            _admission: admission,
            _bytes: bytes,
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
