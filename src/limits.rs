//! Every size limit of the service, in one place. Requests beyond a limit get
//! `INVALID_ARGUMENT` (gRPC) / 400 or 413 (REST) naming the field and the limit.

/// Default largest request body, REST and gRPC (`--max-request-bytes`).
pub const DEFAULT_MAX_REQUEST_BYTES: usize = 4 * 1024 * 1024;

/// Most plies in a submitted history (`moves`). Real games stay far below (the longest
/// recorded competition games have a few hundred plies).
pub const MAX_PLIES: usize = 2_000;

/// Most moves in one `ConvertNotation` batch.
pub const MAX_BATCH_MOVES: usize = 2_000;

/// Longest single move text, in bytes (Chinese moves are up to 5 characters × 3 bytes).
pub const MAX_MOVE_TEXT_BYTES: usize = 32;

/// Longest FEN, in bytes.
pub const MAX_FEN_BYTES: usize = crate::xiangqi::notation::fen::MAX_FEN_LEN;

/// Largest game record (`ParseGameRecord.data`), in bytes.
pub const MAX_RECORD_BYTES: usize = 2 * 1024 * 1024;

/// Default request timeout in milliseconds (`--request-timeout-ms`).
pub const DEFAULT_REQUEST_TIMEOUT_MS: u64 = 10_000;

/// Default number of requests served at once before shedding load (`--max-concurrency`).
pub const DEFAULT_MAX_CONCURRENCY: usize = 512;

/// Default time allowed for in-flight requests to finish on shutdown (`--shutdown-grace-ms`).
pub const DEFAULT_SHUTDOWN_GRACE_MS: u64 = 15_000;

/// Longest error message or field description, in bytes; longer texts (they quote the input)
/// are cut with a note of how much was dropped.
pub const MAX_ERROR_TEXT_BYTES: usize = 512;

/// Default most connections open at once (`--max-connections`); keep below `ulimit -n`.
pub const DEFAULT_MAX_CONNECTIONS: usize = 1_000;

/// Default time for a new connection's first byte and TLS handshake, and for an HTTP/1
/// request head (`--handshake-timeout-ms`).
pub const DEFAULT_HANDSHAKE_TIMEOUT_MS: u64 = 10_000;

/// Default time without a byte from the client before a connection is closed
/// (`--idle-timeout-ms`).
pub const DEFAULT_IDLE_TIMEOUT_MS: u64 = 120_000;

/// Default interval of HTTP/2 keep-alive pings (`--keepalive-interval-ms`).
pub const DEFAULT_KEEPALIVE_INTERVAL_MS: u64 = 30_000;

/// Default time an HTTP/2 keep-alive ping may go unanswered (`--keepalive-timeout-ms`).
pub const DEFAULT_KEEPALIVE_TIMEOUT_MS: u64 = 10_000;
