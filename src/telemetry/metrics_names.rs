//! Metric names, as exported at `/metrics` (dashboards and alert rules use these).

/// Counter: requests answered, labels `transport`, `rpc` (gRPC method path), `code`.
pub const REQUESTS_TOTAL: &str = "arbiter_requests_total";
/// Histogram: latency in seconds, labels `transport`, `rpc`.
pub const REQUEST_DURATION: &str = "arbiter_request_duration_seconds";
/// Gauge: requests being served.
pub const IN_FLIGHT: &str = "arbiter_requests_in_flight";
/// Gauge (1): build information, label `version`.
pub const BUILD_INFO: &str = "arbiter_build_info";
/// Counter: requests shed, labels `transport` and `reason` (`concurrency`: at
/// `--max-concurrency`; `answer_budget`: the answers not yet sent fill `--max-answer-bytes`;
/// `connection_share`: one connection's fill its share).
pub const SHED_TOTAL: &str = "arbiter_requests_shed_total";
/// Gauge: bytes of answers computed and not yet sent (held against `--max-answer-bytes`).
pub const ANSWER_BYTES_HELD: &str = "arbiter_answer_bytes_held";
/// Counter: calls refused for a missing or unknown bearer token, label `transport`.
pub const UNAUTHENTICATED_TOTAL: &str = "arbiter_requests_unauthenticated_total";

/// Connections open now (gauge).
pub const CONNECTIONS_OPEN: &str = "arbiter_connections_open";

/// Connections closed right after accept because `--max-connections` were open (counter).
pub const CONNECTIONS_REFUSED_TOTAL: &str = "arbiter_connections_refused_total";
