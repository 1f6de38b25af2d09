//! Service configuration: flags and `ARBITER_*` environment variables, every default documented.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

use crate::auth::Secret;

use crate::limits::{
    DEFAULT_MAX_CONCURRENCY, DEFAULT_MAX_REQUEST_BYTES, DEFAULT_REQUEST_TIMEOUT_MS,
    DEFAULT_SHUTDOWN_GRACE_MS,
};
use crate::telemetry::LogFormat;

/// How to run the server.
#[derive(Args, Debug, Clone)]
pub struct ServeArgs {
    /// Address for gRPC, gRPC-Web, REST, /metrics and health, all on one port.
    #[arg(long, env = "ARBITER_LISTEN", default_value = "0.0.0.0:50051")]
    pub listen: SocketAddr,
    /// Log format: auto (JSON when stderr is not a terminal), json or text. Filter with RUST_LOG.
    #[arg(long, env = "ARBITER_LOG_FORMAT", value_enum, default_value = "auto")]
    pub log_format: LogFormat,
    /// Largest request body in bytes (REST body; gRPC message).
    #[arg(long, env = "ARBITER_MAX_REQUEST_BYTES", default_value_t = DEFAULT_MAX_REQUEST_BYTES)]
    pub max_request_bytes: usize,
    /// Request timeout in milliseconds (504 / DEADLINE_EXCEEDED after it).
    #[arg(long, env = "ARBITER_REQUEST_TIMEOUT_MS", default_value_t = DEFAULT_REQUEST_TIMEOUT_MS)]
    pub request_timeout_ms: u64,
    /// Requests served at once; more are shed with 503 / RESOURCE_EXHAUSTED.
    #[arg(long, env = "ARBITER_MAX_CONCURRENCY", default_value_t = DEFAULT_MAX_CONCURRENCY)]
    pub max_concurrency: usize,
    /// Threads that run CPU-heavy calls (adjudication, records, tournaments) at once; 0 means
    /// one per available core. Admitted calls wait for a free worker.
    #[arg(long, env = "ARBITER_WORKERS", default_value_t = 0)]
    pub workers: usize,
    /// On SIGTERM/SIGINT, how long in-flight requests may take to finish, in milliseconds.
    #[arg(long, env = "ARBITER_SHUTDOWN_GRACE_MS", default_value_t = DEFAULT_SHUTDOWN_GRACE_MS)]
    pub shutdown_grace_ms: u64,
    /// TLS certificate chain (PEM). With --tls-key, the port speaks TLS only (gRPC, REST, ops).
    #[arg(long, env = "ARBITER_TLS_CERT", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// TLS private key (PEM).
    #[arg(long, env = "ARBITER_TLS_KEY", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// CA certificates (PEM) that client certificates must chain to: mutual TLS.
    #[arg(long, env = "ARBITER_TLS_CLIENT_CA", requires = "tls_cert")]
    pub tls_client_ca: Option<PathBuf>,
    /// File of bearer tokens, one per line. With any token configured, every API call needs
    /// `authorization: Bearer <token>`.
    #[arg(long, env = "ARBITER_AUTH_TOKENS_FILE")]
    pub auth_tokens_file: Option<PathBuf>,
    /// Bearer tokens, comma-separated (environment only, so they stay out of `ps`).
    #[arg(
        long = "auth-tokens-env-only",
        env = "ARBITER_AUTH_TOKENS",
        hide = true,
        hide_env_values = true,
        default_value = ""
    )]
    pub auth_tokens: Secret,
    /// Require a token also for /metrics, /openapi.json and gRPC reflection (health stays open
    /// for probes).
    #[arg(long, env = "ARBITER_AUTH_PROTECT_OPS")]
    pub auth_protect_ops: bool,
}

impl Default for ServeArgs {
    fn default() -> Self {
        ServeArgs {
            listen: SocketAddr::from(([0, 0, 0, 0], 50051)),
            log_format: LogFormat::Auto,
            max_request_bytes: DEFAULT_MAX_REQUEST_BYTES,
            request_timeout_ms: DEFAULT_REQUEST_TIMEOUT_MS,
            max_concurrency: DEFAULT_MAX_CONCURRENCY.max(1),
            workers: 0,
            shutdown_grace_ms: DEFAULT_SHUTDOWN_GRACE_MS,
            tls_cert: None,
            tls_key: None,
            tls_client_ca: None,
            auth_tokens_file: None,
            auth_tokens: Secret::default(),
            auth_protect_ops: false,
        }
    }
}
