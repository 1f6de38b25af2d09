//! Logs (tracing) and metrics (Prometheus): names, set-up, and the per-request observation that
//! both transports share.

#[cfg(test)]
mod captured;
mod json_lines;
pub mod log_sink;
pub mod metrics_names;

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tracing_subscriber::EnvFilter;

use metrics_names::{BUILD_INFO, IN_FLIGHT, REQUEST_DURATION, REQUESTS_TOTAL};

/// Log output format.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum LogFormat {
    /// JSON when standard error is not a terminal (containers), text otherwise.
    Auto,
    /// One JSON object per line.
    Json,
    /// Human-readable text.
    Text,
}

/// Installs the global tracing subscriber (`RUST_LOG` filter, default `info`). Idempotent: the
/// first call returns the guard of the logging thread (keep it; dropping it flushes), later
/// calls `None`.
pub fn init_logging(format: LogFormat) -> Option<log_sink::LogGuard> {
    use std::io::IsTerminal;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let json = match format {
        LogFormat::Json => true,
        LogFormat::Text => false,
        LogFormat::Auto => !std::io::stderr().is_terminal(),
    };
    // Lines are buffered in memory and written by a thread of their own every few
    // milliseconds (log_sink.rs): a request's line costs a copy, not a write or a wake-up.
    let (writer, guard) = log_sink::LogSink::new(std::io::stderr()).ok()?;
    // Colour codes only on a terminal: text logs redirected to a file stay plain.
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(writer);
    let result = if json {
        builder.event_format(json_lines::JsonLines).try_init()
    } else {
        builder.try_init()
    };
    // A subscriber already installed (tests start several servers) is fine: its writer stays.
    result.ok().map(|()| guard)
}

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the Prometheus recorder once per process and returns its handle.
pub fn metrics_handle() -> Option<PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let buckets = [
                0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
                1.0, 2.5, 10.0,
            ];
            let handle = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full(REQUEST_DURATION.to_string()), &buckets)
                .ok()?
                .install_recorder()
                .ok()?;
            metrics::gauge!(
                BUILD_INFO,
                "version" => env!("CARGO_PKG_VERSION"),
                "api" => crate::rpcs::API_VERSION
            )
            .set(1.0);
            metrics::describe_counter!(
                REQUESTS_TOTAL,
                "Requests answered, by transport, RPC and status code."
            );
            metrics::describe_histogram!(
                REQUEST_DURATION,
                metrics::Unit::Seconds,
                "Request latency, by transport and RPC."
            );
            metrics::describe_gauge!(IN_FLIGHT, "Requests being served now.");
            metrics::describe_gauge!(BUILD_INFO, "Build information (value 1).");
            // Counters an alert or dashboard reads exist from the start at zero, so a rate or
            // an alert over them is defined before the first shed or refused call.
            metrics::describe_gauge!(
                metrics_names::ANSWER_BYTES_HELD,
                metrics::Unit::Bytes,
                "Bytes of answers computed and not yet sent."
            );
            metrics::gauge!(metrics_names::ANSWER_BYTES_HELD).set(0.0);
            for transport in [Transport::Grpc, Transport::Rest] {
                metrics::counter!(metrics_names::UNAUTHENTICATED_TOTAL, "transport" => transport.label())
                    .absolute(0);
                for reason in ["concurrency", "answer_budget", "connection_share"] {
                    metrics::counter!(
                        metrics_names::SHED_TOTAL,
                        "transport" => transport.label(),
                        "reason" => reason
                    )
                    .absolute(0);
                }
            }
            for reason in ["max_connections", "per_peer"] {
                metrics::counter!(metrics_names::CONNECTIONS_REFUSED_TOTAL, "reason" => reason)
                    .absolute(0);
            }
            Some(handle)
        })
        .clone()
}

/// Transport label values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Transport {
    /// gRPC (and gRPC-Web).
    Grpc,
    /// REST/JSON.
    Rest,
}

impl Transport {
    /// The label value.
    pub const fn label(self) -> &'static str {
        match self {
            Transport::Grpc => "grpc",
            Transport::Rest => "rest",
        }
    }
}

/// Counts a request in flight for as long as it lives.
#[derive(Debug)]
pub struct InFlight;

/// The in-flight gauge, looked up in the recorder once it is installed (before, a no-op
/// handle that is not kept).
fn in_flight_gauge() -> metrics::Gauge {
    static GAUGE: OnceLock<metrics::Gauge> = OnceLock::new();
    if let Some(g) = GAUGE.get() {
        return g.clone();
    }
    let g = metrics::gauge!(IN_FLIGHT);
    if HANDLE.get().is_some_and(Option::is_some) {
        let _ = GAUGE.set(g.clone());
    }
    g
}

impl InFlight {
    /// Starts counting.
    pub fn start() -> InFlight {
        in_flight_gauge().increment(1.0);
        InFlight
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        in_flight_gauge().decrement(1.0);
    }
}

/// The status code (gRPC code name) a response answers with, attached by whoever built it so
/// the one place that records requests does not have to guess it from the HTTP status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerCode(pub &'static str);

/// Seconds between two warnings about refused tokens: a client retrying without a token must
/// not flood the log (the counter still counts every refusal).
const UNAUTHENTICATED_WARN_EVERY_SECS: u64 = 10;

/// Counts a call refused for want of a valid bearer token (the token itself is never logged);
/// warns at most once per `UNAUTHENTICATED_WARN_EVERY_SECS`, with the number suppressed.
pub fn record_unauthenticated(transport: Transport) {
    use std::sync::atomic::{AtomicU64, Ordering};
    static LAST_WARN: AtomicU64 = AtomicU64::new(0);
    static SUPPRESSED: AtomicU64 = AtomicU64::new(0);
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    metrics::counter!(metrics_names::UNAUTHENTICATED_TOTAL, "transport" => transport.label())
        .increment(1);
    // Seconds since the first refusal, plus one so that 0 means "never warned".
    let now = EPOCH.get_or_init(Instant::now).elapsed().as_secs() + 1;
    let last = LAST_WARN.load(Ordering::Relaxed);
    let due = last == 0 || now >= last + UNAUTHENTICATED_WARN_EVERY_SECS;
    if due
        && LAST_WARN
            .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    {
        let suppressed = SUPPRESSED.swap(0, Ordering::Relaxed);
        tracing::warn!(
            transport = transport.label(),
            suppressed,
            "request without a valid bearer token"
        );
    } else {
        SUPPRESSED.fetch_add(1, Ordering::Relaxed);
    }
}

/// Which requests get a log line (every request is counted in the metrics whatever this says).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum AccessLog {
    /// A line per API request (the default).
    All,
    /// A line per request that did not answer `OK` (refused, failed, shed, timed out,
    /// cancelled): at high request rates the log holds what needs a look, and the metrics the
    /// rest. Formatting and buffering a line costs a few per cent of a light REST call
    /// (`scripts/loadtest.sh`, 2026-12-04: ~1–3 µs of ~31–45 µs server CPU).
    Errors,
    /// No request lines.
    Off,
}

static ACCESS_LOG: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Sets which requests [`record`] logs (process-wide, set once at start).
pub fn set_access_log(mode: AccessLog) {
    let code = match mode {
        AccessLog::All => 0,
        AccessLog::Errors => 1,
        AccessLog::Off => 2,
    };
    ACCESS_LOG.store(code, std::sync::atomic::Ordering::Relaxed);
}

/// Whether a request that answered `code` gets a log line.
fn logs(code: &str) -> bool {
    match ACCESS_LOG.load(std::sync::atomic::Ordering::Relaxed) {
        0 => true,
        1 => code != "OK",
        _ => false,
    }
}

type Handles = (metrics::Counter, metrics::Histogram);

/// A label set by identity: the transport and the addresses of the static RPC and code names
/// (the same name from two places is two entries for one series, which is harmless).
type LabelKey = (u8, (usize, usize), (usize, usize));

thread_local! {
    /// The request counter and latency histogram per (transport, RPC, code), looked up in the
    /// recorder once per thread: the labels are a bounded set of static names, and a look-up
    /// builds and hashes the labelled key each time.
    static HANDLES: std::cell::RefCell<std::collections::HashMap<LabelKey, Handles>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// The metric handles of one label set (see [`HANDLES`]). Kept only once the Prometheus
/// recorder is installed: a handle taken before is a no-op for good.
fn handles(transport: Transport, rpc: &'static str, code: &'static str) -> Handles {
    let make = || {
        (
            metrics::counter!(REQUESTS_TOTAL, "transport" => transport.label(), "rpc" => rpc, "code" => code),
            metrics::histogram!(REQUEST_DURATION, "transport" => transport.label(), "rpc" => rpc),
        )
    };
    if !HANDLE.get().is_some_and(Option::is_some) {
        return make();
    }
    let at = |name: &'static str| (name.as_ptr() as usize, name.len());
    let key = (transport as u8, at(rpc), at(code));
    HANDLES.with(|cache| cache.borrow_mut().entry(key).or_insert_with(make).clone())
}

/// Records one finished request: counter, latency histogram and (per `--access-log`) a log
/// line.
pub fn record(transport: Transport, rpc: &'static str, code: &'static str, started: Instant) {
    let elapsed: Duration = started.elapsed();
    let (counter, histogram) = handles(transport, rpc, code);
    counter.increment(1);
    histogram.record(elapsed.as_secs_f64());
    if logs(code) {
        tracing::info!(
            transport = transport.label(),
            rpc,
            code,
            latency_us = elapsed.as_micros() as u64,
            "request"
        );
    }
}

/// The upper-case gRPC code name used as the `code` metric label (both transports answer with
/// one: REST's problem bodies carry the gRPC code their status maps from).
pub fn grpc_code_name(code: tonic::Code) -> &'static str {
    use tonic::Code::*;
    match code {
        Ok => "OK",
        Cancelled => "CANCELLED",
        Unknown => "UNKNOWN",
        InvalidArgument => "INVALID_ARGUMENT",
        DeadlineExceeded => "DEADLINE_EXCEEDED",
        NotFound => "NOT_FOUND",
        AlreadyExists => "ALREADY_EXISTS",
        PermissionDenied => "PERMISSION_DENIED",
        ResourceExhausted => "RESOURCE_EXHAUSTED",
        FailedPrecondition => "FAILED_PRECONDITION",
        Aborted => "ABORTED",
        OutOfRange => "OUT_OF_RANGE",
        Unimplemented => "UNIMPLEMENTED",
        Internal => "INTERNAL",
        Unavailable => "UNAVAILABLE",
        DataLoss => "DATA_LOSS",
        Unauthenticated => "UNAUTHENTICATED",
    }
}
