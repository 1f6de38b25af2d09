//! Metric names, as exported at `/metrics` (dashboards and alert rules use these).

/// Counter: requests answered, labels `transport`, `rpc` (gRPC method path), `code`.
pub const REQUESTS_TOTAL: &str = "arbiter_requests_total";
/// Histogram: latency in seconds, labels `transport`, `rpc`.
pub const REQUEST_DURATION: &str = "arbiter_request_duration_seconds";
/// Gauge: requests being served.
pub const IN_FLIGHT: &str = "arbiter_requests_in_flight";
/// Gauge (1): build information, label `version`.
pub const BUILD_INFO: &str = "arbiter_build_info";
/// Counter: requests shed at the concurrency limit, label `transport`.
pub const SHED_TOTAL: &str = "arbiter_requests_shed_total";
/// Counter: calls refused for a missing or unknown bearer token, label `transport`.
pub const UNAUTHENTICATED_TOTAL: &str = "arbiter_requests_unauthenticated_total";

/// Connections open now (gauge).
pub const CONNECTIONS_OPEN: &str = "arbiter_connections_open";

/// Connections closed right after accept because `--max-connections` were open (counter).
pub const CONNECTIONS_REFUSED_TOTAL: &str = "arbiter_connections_refused_total";
