//! The stages of the request pipeline, outermost first: `close_when_draining` (drain notice to
//! HTTP/1 clients), `observe` (every API request counted and logged once, whatever ends it),
//! `authenticate` (bearer tokens, before routing so unknown paths are not revealed), `guard`
//! (admission under the concurrency limit, the request's deadline and stop signal, answers for
//! work that did not finish; API routes only). Each stage takes the rest of the pipeline as a
//! continuation; `pipeline` chains them in one future in front of the router.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{HeaderValue, header};
use axum::response::Response;
use tokio::sync::Semaphore;

use super::held_answer::{ConnectionShare, HeldAnswer};
use crate::api::reason::Reason;
use crate::api::{ApiError, ErrorCode};
use crate::auth::Tokens;
use crate::dispatch::workers::{Admission, Job, SetOnDrop, Workers};
use crate::grpc::to_status;
use crate::i18n::Locale;
use crate::rest::{problem_response, request_locale};
use crate::telemetry::grpc_code_name;
use crate::telemetry::{self, AnswerCode, Transport, metrics_names::SHED_TOTAL};
use arbiter_base::Stop;

/// Shared state of the middleware and the ops routes.
pub(super) struct Shared {
    pub(super) permits: Arc<Semaphore>,
    /// `--max-answer-bytes`: bytes of answers computed and not yet sent (see `held_answer`).
    pub(super) answer_bytes: Arc<Semaphore>,
    pub(super) timeout: Duration,
    pub(super) ready: AtomicBool,
    pub(super) tokens: Tokens,
    pub(super) protect_ops: bool,
    pub(super) workers: Arc<Workers>,
    /// `--max-request-bytes`: the largest gRPC message read whole by the framing check.
    pub(super) max_request_bytes: usize,
}

/// Paths that are not API calls: probes, metrics, the API description, reflection. They are
/// neither limited nor counted as requests.
fn is_ops(path: &str) -> bool {
    matches!(
        path,
        "/healthz" | "/readyz" | "/metrics" | "/openapi.json" | "/version"
    ) || path.starts_with("/grpc.health.")
        || path.starts_with("/grpc.reflection.")
        || super::console::is_console(path)
}

/// Whether a path needs a token: every API call and unknown path; gRPC health, the HTTP
/// probes and the console's static files never (the page sends the user's token with its API
/// calls); reflection, /metrics, /openapi.json and /version only with
/// `--auth-protect-ops`.
fn needs_token(path: &str, protect_ops: bool) -> bool {
    if path.starts_with("/grpc.health.v1.")
        || path == "/healthz"
        || path == "/readyz"
        || super::console::is_console(path)
    {
        return false;
    }
    if path.starts_with("/grpc.reflection.")
        || matches!(path, "/metrics" | "/openapi.json" | "/version")
    {
        return protect_ops;
    }
    true
}

/// Whether a content type is gRPC's: `application/grpc`, `application/grpc-web` or
/// `application/grpc-web-text`, each optionally with `+subtype` and parameters — not any
/// type that merely starts with the letters (`application/grpcfoo`).
fn is_grpc_content_type(ct: &str) -> bool {
    let base = ct.split(';').next().unwrap_or_default().trim();
    let (kind, sub) = match base.split_once('+') {
        Some((kind, sub)) => (kind, Some(sub)),
        None => (base, None),
    };
    [
        "application/grpc",
        "application/grpc-web",
        "application/grpc-web-text",
    ]
    .iter()
    .any(|name| kind.eq_ignore_ascii_case(name))
        && sub.is_none_or(|s| !s.is_empty())
}

/// The request's gRPC content type (including gRPC-Web), if it is one.
pub(super) fn grpc_type(req: &Request) -> Option<HeaderValue> {
    req.headers()
        .get(header::CONTENT_TYPE)
        .filter(|v| v.to_str().is_ok_and(is_grpc_content_type))
        .cloned()
}

/// Whether a path names a gRPC method of the API (`/arbiter.<pkg>.v1.<Service>/<Method>`).
fn is_grpc_path(path: &str) -> bool {
    path.starts_with("/arbiter.")
}

/// An error in the caller's protocol: a trailers-only gRPC answer in the request's gRPC
/// content type (plain or gRPC-Web), or a problem body.
pub(super) fn error_response(
    err: &ApiError,
    grpc: Option<HeaderValue>,
    locale: Locale,
) -> Response {
    let Some(content_type) = grpc else {
        return problem_response(err, locale);
    };
    let status = to_status(err, locale);
    let mut resp = status.into_http::<axum::body::Body>();
    resp.headers_mut()
        .insert(header::CONTENT_TYPE, content_type);
    let mut resp = resp.map(axum::body::Body::new);
    resp.extensions_mut()
        .insert(AnswerCode(grpc_code_name(err.code.mapping().grpc)));
    resp
}

/// A request being observed; recorded as `CANCELLED` if its future is dropped unanswered
/// (the client went away).
struct Observation {
    transport: Transport,
    rpc: &'static str,
    started: Instant,
    done: bool,
}

impl Observation {
    fn finish(&mut self, code: &'static str) {
        self.done = true;
        telemetry::record(self.transport, self.rpc, code, self.started);
    }
}

impl Drop for Observation {
    fn drop(&mut self) {
        if !self.done {
            telemetry::record(self.transport, self.rpc, "CANCELLED", self.started);
        }
    }
}

/// Counts and logs every API request exactly once with its final code: answered, refused,
/// shed, timed out, undecodable, unknown path or method, or abandoned by the client.
pub(super) async fn observe<F: Future<Output = Response>>(
    req: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let path = req.uri().path();
    if is_ops(path) {
        return next(req).await;
    }
    let grpc = grpc_type(&req).is_some();
    let mut observation = Observation {
        transport: if grpc {
            Transport::Grpc
        } else {
            Transport::Rest
        },
        rpc: crate::rest::rpc_label(path),
        started: Instant::now(),
        done: false,
    };
    let resp = next(req).await;
    observation.finish(code_of(&resp, grpc));
    resp
}

/// The final code of a response: the one its builder attached, else the gRPC status in the
/// headers (trailers-only answers), else OK for a successful gRPC answer (the status follows in
/// the trailers), else a code read from the HTTP status.
fn code_of(resp: &Response, grpc: bool) -> &'static str {
    if let Some(AnswerCode(code)) = resp.extensions().get::<AnswerCode>() {
        return code;
    }
    if grpc {
        let status = resp
            .headers()
            .get("grpc-status")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<i32>().ok());
        // Without a gRPC status, an HTTP error (e.g. gRPC over HTTP/1.1, refused before any
        // gRPC code ran) is read from the HTTP status like a REST answer.
        match status {
            Some(c) => return grpc_code_name(tonic::Code::from_i32(c)),
            None if resp.status().is_success() => return "OK",
            None => {}
        }
    }
    match resp.status().as_u16() {
        200..=299 => "OK",
        400 | 413 | 415 => "INVALID_ARGUMENT",
        401 => "UNAUTHENTICATED",
        403 => "PERMISSION_DENIED",
        404 | 405 => "UNIMPLEMENTED",
        408 | 504 => "DEADLINE_EXCEEDED",
        422 => "FAILED_PRECONDITION",
        429 | 503 => "UNAVAILABLE",
        _ => "INTERNAL",
    }
}

/// Bearer-token check (when tokens are configured), answered in the caller's protocol.
pub(super) async fn authenticate<F: Future<Output = Response>>(
    shared: &Shared,
    req: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    if shared.tokens.is_empty() || !needs_token(req.uri().path(), shared.protect_ops) {
        return next(req).await;
    }
    let presented = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(crate::auth::bearer);
    if presented.is_some_and(|t| shared.tokens.accepts(t)) {
        return next(req).await;
    }
    let err = ApiError::worded(ErrorCode::Unauthenticated, "error-send-token", &[]);
    let grpc = grpc_type(&req);
    telemetry::record_unauthenticated(if grpc.is_some() {
        Transport::Grpc
    } else {
        Transport::Rest
    });
    let rest = grpc.is_none();
    let mut resp = error_response(&err, grpc, request_locale(req.headers()));
    if rest {
        resp.headers_mut()
            .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
    }
    resp
}

/// The deadline a gRPC client sent (`grpc-timeout`: 1 to 8 digits and a unit `HMSmun`); a
/// header that is there but malformed is the client's error, not "no deadline".
fn client_timeout(req: &Request) -> Result<Option<Duration>, ApiError> {
    let Some(v) = req.headers().get("grpc-timeout") else {
        return Ok(None);
    };
    let bad = || ApiError::because("grpc-timeout", Reason::GrpcTimeout);
    let v = v.to_str().map_err(|_| bad())?;
    if v.len() < 2 || v.len() > 9 {
        return Err(bad());
    }
    let (digits, unit) = v.split_at(v.len() - 1);
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let n: u64 = digits.parse().map_err(|_| bad())?;
    Ok(Some(match unit {
        "H" => Duration::from_secs(n.saturating_mul(3600)),
        "M" => Duration::from_secs(n.saturating_mul(60)),
        "S" => Duration::from_secs(n),
        "m" => Duration::from_millis(n),
        "u" => Duration::from_micros(n),
        "n" => Duration::from_nanos(n),
        _ => return Err(bad()),
    }))
}

/// Reads a unary gRPC call's body whole (at most `limit` bytes of messages plus framing) and
/// checks it carries exactly one length-prefixed message, then hands the same bytes on.
/// gRPC-Web text (base64) is handed on unread: its framing is checked after decoding.
async fn one_message(req: Request, limit: usize) -> Result<Request, ApiError> {
    let text = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/grpc-web-text"));
    if text {
        return Ok(req);
    }
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, limit.saturating_add(64))
        .await
        .map_err(|e| {
            ApiError::worded(
                ErrorCode::PayloadTooLarge,
                "error-body-unread",
                &[("limit", limit.into()), ("detail", e.to_string().into())],
            )
        })?;
    let mut rest = &bytes[..];
    let mut messages = 0usize;
    while !rest.is_empty() {
        if rest.len() < 5 {
            return Err(framing("header-cut", 0));
        }
        let len = u32::from_be_bytes([rest[1], rest[2], rest[3], rest[4]]) as usize;
        if rest.len() - 5 < len {
            return Err(framing("body-short", 0));
        }
        rest = &rest[5 + len..];
        messages += 1;
    }
    if messages != 1 {
        return Err(framing(
            "messages",
            i64::try_from(messages).unwrap_or(i64::MAX),
        ));
    }
    Ok(Request::from_parts(parts, axum::body::Body::from(bytes)))
}

/// A call shed for load (503 / RESOURCE_EXHAUSTED), counted by transport.
/// The request's deadline came before its answer.
fn timed_out(timeout: Duration) -> ApiError {
    let ms = u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX);
    ApiError::worded(ErrorCode::Timeout, "error-timed-out", &[("ms", ms.into())])
}

/// Sheds a request: `why` is the catalogue message that says why.
fn shed(why: &str, grpc: Option<HeaderValue>, locale: Locale) -> Response {
    let reason = match why {
        "error-answer-budget" => "answer_budget",
        "error-connection-answer-share" => "connection_share",
        _ => "concurrency",
    };
    metrics::counter!(
        SHED_TOTAL,
        "transport" => if grpc.is_some() { "grpc" } else { "rest" },
        "reason" => reason
    )
    .increment(1);
    error_response(
        &ApiError::worded(ErrorCode::Overloaded, why, &[]),
        grpc,
        locale,
    )
}

/// A REST request with its body read whole (at most `limit` bytes), so that admission is
/// only asked for a request that has fully arrived.
async fn whole_body(req: Request, limit: usize) -> Result<Request, ApiError> {
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, limit)
        .await
        .map_err(|e| crate::rest::body_error(e, limit))?;
    Ok(Request::from_parts(parts, axum::body::Body::from(bytes)))
}

/// A gRPC body framed wrongly (`what`: a [`Reason::Frame`] fault).
fn framing(what: &str, count: i64) -> ApiError {
    ApiError {
        code: ErrorCode::MalformedBody,
        ..ApiError::because("request", Reason::Frame { what, count })
    }
}

/// Admission (load shedding at `--max-concurrency`), the request's deadline (the server's
/// timeout or the client's shorter `grpc-timeout`) and its stop signal, which fires at the
/// deadline or when the request's future ends (answered, timed out, or dropped because the
/// client went away). A worker still computing keeps the admission until it stops. Only API
/// calls pass through it ([`crate::rest::is_api_route`]); probes, metrics, reflection, the
/// console and unknown paths go straight on.
pub(super) async fn guard<F: Future<Output = Response>>(
    shared: &Shared,
    mut req: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    // RFC 9112 §3.2: a request with more than one Host header is refused with 400 (two hosts
    // let a proxy and this server disagree about whom the request is for).
    if req.headers().get_all(header::HOST).iter().count() > 1 {
        let locale = request_locale(req.headers());
        let err = ApiError::because("host", Reason::GivenTwice);
        return error_response(&err, grpc_type(&req), locale);
    }
    // Probes, metrics, reflection and the console are not API routes either.
    if !crate::rest::is_api_route(req.uri().path()) {
        return next(req).await;
    }
    let grpc = grpc_type(&req);
    let locale = request_locale(req.headers());
    if grpc.is_none() && is_grpc_path(req.uri().path()) {
        let err = ApiError::worded(ErrorCode::UnsupportedMediaType, "error-grpc-path", &[]);
        return error_response(&err, None, locale);
    }
    let client_timeout = match client_timeout(&req) {
        Ok(t) => t,
        Err(err) => return error_response(&err, grpc, locale),
    };
    let timeout = client_timeout.map_or(shared.timeout, |t| t.min(shared.timeout));
    let deadline = Instant::now() + timeout;
    // The body is read whole (within the size limit and the deadline) before admission: a
    // client that sends headers and never the body must not hold a permit that normal calls
    // need (issue 52, item 2: 600 such streams refused every other call with 503).
    let read = if grpc.is_some() {
        tokio::time::timeout_at(deadline.into(), one_message(req, shared.max_request_bytes)).await
    } else {
        tokio::time::timeout_at(deadline.into(), whole_body(req, shared.max_request_bytes)).await
    };
    req = match read {
        Ok(Ok(req)) => req,
        Ok(Err(err)) => return error_response(&err, grpc, locale),
        Err(_) => {
            return error_response(&timed_out(timeout), grpc, locale);
        }
    };
    let Ok(permit) = shared.permits.clone().try_acquire_owned() else {
        return shed("error-concurrency-limit", grpc, locale);
    };
    let cancelled = Arc::new(AtomicBool::new(false));
    let _cancel_on_drop = SetOnDrop(cancelled.clone());
    let admission = Admission::new(Some(permit));
    let job = Job::new(
        Stop::at(deadline).with_flag(cancelled),
        shared.workers.clone(),
        admission.clone(),
    );
    req.extensions_mut().insert(job.clone());
    let share = req.extensions().get::<ConnectionShare>().cloned();
    match tokio::time::timeout_at(deadline.into(), next(req)).await {
        // The answer keeps the admission, and its bytes their share of the answer budget,
        // until it has left (see `held_answer`).
        Ok(resp) => {
            let resp = client_fault(resp, &job, grpc.clone(), locale);
            let size = http_body::Body::size_hint(resp.body()).exact().unwrap_or(0);
            let mut bytes = Vec::new();
            if size > 0 {
                let Ok(n) = u32::try_from(size) else {
                    return shed("error-answer-budget", grpc, locale);
                };
                // The connection's share first: a client that never reads is stopped at its own
                // share before it can take the server's whole budget from the others.
                if let Some(ConnectionShare(share)) = share {
                    match share.try_acquire_many_owned(n) {
                        Ok(held) => bytes.push(held),
                        Err(_) => return shed("error-connection-answer-share", grpc, locale),
                    }
                }
                match shared.answer_bytes.clone().try_acquire_many_owned(n) {
                    Ok(held) => bytes.push(held),
                    Err(_) => return shed("error-answer-budget", grpc, locale),
                }
            }
            resp.map(|body| axum::body::Body::new(HeldAnswer::new(body, admission, bytes)))
        }
        Err(_) => error_response(&timed_out(timeout), grpc, locale),
    }
}

/// A gRPC `INTERNAL` answered before the handler ran comes from decoding the request (bad
/// protobuf, bad UTF-8, a compressed flag without `grpc-encoding`, bad gRPC-Web base64): the
/// client's fault, so `INVALID_ARGUMENT` with the decoder's message.
fn client_fault(resp: Response, job: &Job, grpc: Option<HeaderValue>, locale: Locale) -> Response {
    if grpc.is_none() || job.answer().is_some() {
        return resp;
    }
    let status = resp
        .headers()
        .get("grpc-status")
        .and_then(|v| v.to_str().ok());
    if status != Some("13") {
        return resp;
    }
    let message = resp
        .headers()
        .get("grpc-message")
        .and_then(|v| v.to_str().ok())
        .map(percent_decode)
        .unwrap_or_default();
    // The decoder's own detail (prost's English) stays in the English answer only.
    let err = ApiError {
        code: ErrorCode::MalformedBody,
        ..ApiError::invalid(
            "request",
            format!("the request message could not be decoded: {message}"),
        )
        .localized(|l| {
            Reason::Frame {
                what: "undecodable",
                count: 0,
            }
            .text(l)
        })
    };
    error_response(&err, grpc, locale)
}

/// Decodes the `%XX` escapes of a `grpc-message` header.
fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        if b[i] == b'%'
            && i + 2 < b.len()
            && let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2]))
        {
            out.push((h * 16 + l) as u8);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The answer for a path no route serves.
pub(super) async fn not_found(req: Request) -> Response {
    let err = ApiError::worded(
        ErrorCode::NotFound,
        "error-no-route",
        &[
            ("method", req.method().to_string().into()),
            ("path", req.uri().path().to_owned().into()),
        ],
    );
    error_response(&err, grpc_type(&req), request_locale(req.headers()))
}

/// Asks HTTP/1 clients to close their connection after this answer (`Connection: close`)
/// while draining, so their next request opens a connection the load balancer sends to another
/// replica (HTTP/2 clients get a GOAWAY when the drain ends), and after a refusal of a request
/// with a body, whose unread bytes end the connection anyway.
pub(super) async fn close_when_draining<F: Future<Output = Response>>(
    shared: &Shared,
    req: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let http1 = req.version() <= axum::http::Version::HTTP_11;
    let has_body = req.headers().contains_key(header::TRANSFER_ENCODING)
        || req
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() != "0");
    let mut resp = next(req).await;
    // A refusal (401, 404, 405, 413, 415, 503 …) may leave the request body unread, and an
    // HTTP/1.1 connection with unread bytes cannot carry the next request: hyper drops it.
    // Saying so with `Connection: close` lets the client open a new one instead of failing
    // its next call on the dead one (issue 52, item 4).
    let refused_with_body = has_body && resp.status().as_u16() >= 400;
    if http1 && (!ready(shared) || refused_with_body) {
        resp.headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    resp
}

/// Whether the server is ready (flipped off when draining).
pub(super) fn ready(shared: &Shared) -> bool {
    shared.ready.load(Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grpc_message_escapes_are_decoded() {
        assert_eq!(percent_decode("bad%20UTF-8%3A x"), "bad UTF-8: x");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz"), "%zz");
    }

    #[test]
    fn grpc_content_types_are_exact() {
        for ct in [
            "application/grpc",
            "application/grpc+proto",
            "application/grpc; charset=utf-8",
            "application/grpc-web",
            "application/grpc-web+proto",
            "application/grpc-web-text",
        ] {
            assert!(is_grpc_content_type(ct), "{ct}");
        }
        for ct in [
            "application/grpcfoo",
            "application/grpc+",
            "application/json",
            "",
        ] {
            assert!(!is_grpc_content_type(ct), "{ct}");
        }
    }

    #[test]
    fn ops_paths_are_not_api_calls() {
        assert!(is_ops("/healthz"));
        assert!(is_ops("/grpc.health.v1.Health/Check"));
        assert!(!is_ops("/v1/xiangqi/validateMove"));
        assert!(!is_ops("/nope"));
    }
}
