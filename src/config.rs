//! Service configuration: flags and `ARBITER_*` environment variables, every default documented.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

use crate::auth::Secret;

use crate::limits::{
    DEFAULT_DRAIN_MS, DEFAULT_MAX_CONNECTIONS_PER_PEER, DEFAULT_MAX_WORK_MEMORY_BYTES,
};
use crate::limits::{
    DEFAULT_HANDSHAKE_TIMEOUT_MS, DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_KEEPALIVE_INTERVAL_MS,
    DEFAULT_KEEPALIVE_TIMEOUT_MS, DEFAULT_MAX_ANSWER_BYTES,
    DEFAULT_MAX_ANSWER_BYTES_PER_CONNECTION, DEFAULT_MAX_CONCURRENCY, DEFAULT_MAX_CONNECTIONS,
    DEFAULT_MAX_REQUEST_BYTES, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_SHUTDOWN_GRACE_MS,
};
use crate::telemetry::{AccessLog, LogFormat};

/// How to run the server.
#[derive(Args, Debug, Clone)]
pub struct ServeArgs {
    /// Address for gRPC, gRPC-Web, REST, /metrics and health, all on one port.
    #[arg(long, env = "ARBITER_LISTEN", default_value = "0.0.0.0:50051")]
    pub listen: SocketAddr,
    /// A second port serving only `/healthz`, `/readyz`, `/metrics` and `/version`, with its
    /// own small connection cap: probes and scrapes still answer when the API port is full or
    /// under attack. Off unless set (e.g. `0.0.0.0:8081`, as the Kubernetes Deployment does).
    #[arg(long, env = "ARBITER_ADMIN_LISTEN")]
    pub admin_listen: Option<SocketAddr>,
    /// Log format: auto (JSON when stderr is not a terminal), json or text. Filter with RUST_LOG.
    #[arg(long, env = "ARBITER_LOG_FORMAT", value_enum, default_value = "auto")]
    pub log_format: LogFormat,
    /// Which API requests get a log line: `all` (default), `errors` (those that did not
    /// answer OK) or `off`. The metrics count every request whatever this says.
    #[arg(long, env = "ARBITER_ACCESS_LOG", value_enum, default_value = "all")]
    pub access_log: AccessLog,
    /// Largest request body in bytes (REST body; gRPC message).
    #[arg(long, env = "ARBITER_MAX_REQUEST_BYTES", value_parser = positive_usize, default_value_t = DEFAULT_MAX_REQUEST_BYTES)]
    pub max_request_bytes: usize,
    /// Request timeout in milliseconds (504 / DEADLINE_EXCEEDED after it).
    #[arg(long, env = "ARBITER_REQUEST_TIMEOUT_MS", value_parser = positive_u64, default_value_t = DEFAULT_REQUEST_TIMEOUT_MS)]
    pub request_timeout_ms: u64,
    /// Requests served at once; more are shed with 503 / RESOURCE_EXHAUSTED.
    #[arg(long, env = "ARBITER_MAX_CONCURRENCY", value_parser = positive_usize, default_value_t = DEFAULT_MAX_CONCURRENCY)]
    pub max_concurrency: usize,
    /// Bytes of answers computed and not yet sent, over all connections; an answer beyond it
    /// is shed with 503 / RESOURCE_EXHAUSTED (a client that never reads cannot exhaust memory).
    #[arg(long, env = "ARBITER_MAX_ANSWER_BYTES", value_parser = positive_usize, default_value_t = DEFAULT_MAX_ANSWER_BYTES)]
    pub max_answer_bytes: usize,
    /// Bytes of answers computed and not yet sent that one connection may hold; beyond it that
    /// connection's calls are shed while other connections are served.
    #[arg(long, env = "ARBITER_MAX_ANSWER_BYTES_PER_CONNECTION", value_parser = positive_usize, default_value_t = DEFAULT_MAX_ANSWER_BYTES_PER_CONNECTION)]
    pub max_answer_bytes_per_connection: usize,
    /// Working memory, in bytes, that the calls growing with the square of their size (Swiss
    /// pairing) share; a call that does not fit now is shed with 503 / RESOURCE_EXHAUSTED.
    #[arg(long, env = "ARBITER_MAX_WORK_MEMORY_BYTES", value_parser = positive_usize, default_value_t = DEFAULT_MAX_WORK_MEMORY_BYTES)]
    pub max_work_memory_bytes: usize,
    /// Threads that run CPU-heavy calls (adjudication, records, tournaments) at once; 0 means
    /// one per available core. Admitted calls wait for a free worker.
    #[arg(long, env = "ARBITER_WORKERS", default_value_t = 0)]
    pub workers: usize,
    /// Connections open at once; more are closed right after accept (keep it below the
    /// process's file-descriptor limit).
    #[arg(long, env = "ARBITER_MAX_CONNECTIONS", value_parser = positive_usize, default_value_t = DEFAULT_MAX_CONNECTIONS)]
    pub max_connections: usize,
    /// Connections open at once from one IP address; more are closed right after accept. Behind
    /// a proxy every connection comes from the proxy: raise it to `--max-connections` there.
    #[arg(long, env = "ARBITER_MAX_CONNECTIONS_PER_PEER", value_parser = positive_usize, default_value_t = DEFAULT_MAX_CONNECTIONS_PER_PEER)]
    pub max_connections_per_peer: usize,
    /// Milliseconds a new connection has to send its first byte and finish TLS, and an
    /// HTTP/1 request to send its complete head.
    #[arg(long, env = "ARBITER_HANDSHAKE_TIMEOUT_MS", value_parser = positive_u64, default_value_t = DEFAULT_HANDSHAKE_TIMEOUT_MS)]
    pub handshake_timeout_ms: u64,
    /// Milliseconds without a request in flight after which a connection is closed, whatever
    /// its HTTP/2 keep-alive pings (at least the request timeout plus 5 s, so a slow answer is
    /// never cut).
    #[arg(long, env = "ARBITER_IDLE_TIMEOUT_MS", value_parser = positive_u64, default_value_t = DEFAULT_IDLE_TIMEOUT_MS)]
    pub idle_timeout_ms: u64,
    /// Milliseconds between HTTP/2 keep-alive pings; a ping unanswered for
    /// `--keepalive-timeout-ms` closes the connection.
    #[arg(long, env = "ARBITER_KEEPALIVE_INTERVAL_MS", value_parser = positive_u64, default_value_t = DEFAULT_KEEPALIVE_INTERVAL_MS)]
    pub keepalive_interval_ms: u64,
    /// Milliseconds an HTTP/2 keep-alive ping may go unanswered.
    #[arg(long, env = "ARBITER_KEEPALIVE_TIMEOUT_MS", value_parser = positive_u64, default_value_t = DEFAULT_KEEPALIVE_TIMEOUT_MS)]
    pub keepalive_timeout_ms: u64,
    /// On SIGTERM/SIGINT, how long in-flight requests may take to finish, in milliseconds.
    #[arg(long, env = "ARBITER_SHUTDOWN_GRACE_MS", default_value_t = DEFAULT_SHUTDOWN_GRACE_MS)]
    pub shutdown_grace_ms: u64,
    /// On SIGTERM/SIGINT, milliseconds during which `/readyz` and gRPC health answer "not
    /// serving" while new connections and requests are still served, so a load balancer takes
    /// the replica out before it stops accepting; then the shutdown grace begins. 0 stops
    /// accepting at once.
    #[arg(long, env = "ARBITER_DRAIN_MS", default_value_t = DEFAULT_DRAIN_MS)]
    pub drain_ms: u64,
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
    /// Accept JSON request fields the API does not know (they are skipped) instead of
    /// refusing them with 400 naming the field and the nearest known name (the default, as
    /// the proto3 JSON mapping says parsers should).
    #[arg(long, env = "ARBITER_IGNORE_UNKNOWN_FIELDS")]
    pub ignore_unknown_fields: bool,
    /// Start without authentication when the token source gives no usable token (an empty
    /// file, `ARBITER_AUTH_TOKENS=,`), with a warning, instead of refusing to start (exit 2).
    #[arg(long, env = "ARBITER_AUTH_ALLOW_OPEN")]
    pub auth_allow_open: bool,
    /// Require a token also for /metrics, /openapi.json and gRPC reflection (health stays open
    /// for probes).
    #[arg(long, env = "ARBITER_AUTH_PROTECT_OPS")]
    pub auth_protect_ops: bool,
    /// Origins browsers may call from (CORS), comma-separated exact origins such as
    /// `https://club.example`; `*` allows any origin, an empty value none.
    #[arg(long, env = "ARBITER_CORS_ORIGINS", default_value = "*")]
    pub cors_origins: String,
    /// Serve the arbiter's console (a web page over the REST API) at `/console`: `true` or
    /// `false`. On by default for local runs; the Kubernetes manifests turn it off. When off,
    /// the paths do not exist.
    #[arg(long, env = "ARBITER_CONSOLE", default_value_t = true, action = clap::ArgAction::Set)]
    pub console: bool,
    /// Directory of endgame table files (`arbiter endgame generate --dir`): classes whose
    /// files it holds are read from there, a position at a time; the others of at most
    /// 2,000,000 positions are generated on first use as without it. Every file is checked at
    /// start-up (a file that is not a table of the class it is named after stops the start).
    #[arg(long, env = "ARBITER_ENDGAME_DIR")]
    pub endgame_dir: Option<PathBuf>,
    /// Language of the answers' texts when a request names none (`Accept-Language` on REST,
    /// the `accept-language` metadata key on gRPC): `en`, `zh-Hans` or `zh-Hant`.
    #[arg(long, env = "ARBITER_DEFAULT_LOCALE", default_value = "en", value_parser = parse_locale)]
    pub default_locale: crate::i18n::Locale,
}

fn parse_locale(text: &str) -> Result<crate::i18n::Locale, String> {
    crate::i18n::Locale::parse(text).ok_or_else(|| {
        let tags: Vec<&str> = crate::i18n::Locale::ALL.iter().map(|l| l.tag()).collect();
        format!("{text:?}: use one of {}", tags.join(", "))
    })
}

impl Default for ServeArgs {
    fn default() -> Self {
        ServeArgs {
            listen: SocketAddr::from(([0, 0, 0, 0], 50051)),
            admin_listen: None,
            log_format: LogFormat::Auto,
            access_log: AccessLog::All,
            max_request_bytes: DEFAULT_MAX_REQUEST_BYTES,
            request_timeout_ms: DEFAULT_REQUEST_TIMEOUT_MS,
            max_concurrency: DEFAULT_MAX_CONCURRENCY.max(1),
            max_answer_bytes: DEFAULT_MAX_ANSWER_BYTES,
            max_answer_bytes_per_connection: DEFAULT_MAX_ANSWER_BYTES_PER_CONNECTION,
            max_work_memory_bytes: DEFAULT_MAX_WORK_MEMORY_BYTES,
            workers: 0,
            max_connections: DEFAULT_MAX_CONNECTIONS,
            max_connections_per_peer: DEFAULT_MAX_CONNECTIONS_PER_PEER,
            handshake_timeout_ms: DEFAULT_HANDSHAKE_TIMEOUT_MS,
            idle_timeout_ms: DEFAULT_IDLE_TIMEOUT_MS,
            keepalive_interval_ms: DEFAULT_KEEPALIVE_INTERVAL_MS,
            keepalive_timeout_ms: DEFAULT_KEEPALIVE_TIMEOUT_MS,
            shutdown_grace_ms: DEFAULT_SHUTDOWN_GRACE_MS,
            drain_ms: DEFAULT_DRAIN_MS,
            tls_cert: None,
            tls_key: None,
            tls_client_ca: None,
            auth_tokens_file: None,
            auth_tokens: Secret::default(),
            auth_allow_open: false,
            ignore_unknown_fields: false,
            auth_protect_ops: false,
            cors_origins: "*".into(),
            console: true,
            endgame_dir: None,
            default_locale: crate::i18n::Locale::En,
        }
    }
}

impl ServeArgs {
    /// What asks for authentication, if anything: the tokens file, or `ARBITER_AUTH_TOKENS`
    /// set at all (even empty or `,`: a Kubernetes Secret with an empty key sets it empty).
    #[must_use]
    pub fn auth_requested_by(&self) -> Option<&'static str> {
        if self.auth_tokens_file.is_some() {
            Some("--auth-tokens-file")
        } else if !self.auth_tokens.0.is_empty()
            || std::env::var_os("ARBITER_AUTH_TOKENS").is_some()
        {
            Some("ARBITER_AUTH_TOKENS")
        } else {
            None
        }
    }

    /// The accepted tokens; an error when authentication is asked for and no usable token is
    /// given, unless `--auth-allow-open`.
    pub fn tokens(&self) -> Result<crate::auth::Tokens, String> {
        crate::auth::Tokens::load_required(
            self.auth_tokens_file.as_deref(),
            &self.auth_tokens.0,
            self.auth_requested_by(),
            self.auth_allow_open,
        )
    }

    /// The connection limits, with the idle timeout raised to the request timeout plus 5 s
    /// when set lower (an answer still being computed must not lose its connection).
    #[must_use]
    pub fn connection_limits(&self) -> ConnectionLimits {
        let ms = std::time::Duration::from_millis;
        ConnectionLimits {
            max_connections: self.max_connections.max(1),
            max_connections_per_peer: self.max_connections_per_peer.max(1),
            handshake_timeout: ms(self.handshake_timeout_ms.max(1)),
            idle_timeout: ms(self
                .idle_timeout_ms
                .max(self.request_timeout_ms.saturating_add(5_000))),
            keepalive_interval: ms(self.keepalive_interval_ms.max(1)),
            keepalive_timeout: ms(self.keepalive_timeout_ms.max(1)),
            answer_bytes_per_connection: self.max_answer_bytes_per_connection.max(1),
        }
    }
}

/// A count or duration that must be at least 1: 0 would start a server that refuses every
/// request (a 0-byte body limit, a 0 ms timeout) — a misconfiguration found at start, not in
/// production.
fn positive_u64(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(e.to_string()),
    }
}

/// [`positive_u64`] for sizes and counts.
fn positive_usize(text: &str) -> Result<usize, String> {
    positive_u64(text).and_then(|n| usize::try_from(n).map_err(|e| e.to_string()))
}

/// Connection limits (see `ServeArgs` for the flags and defaults).
#[derive(Clone, Copy, Debug)]
pub struct ConnectionLimits {
    /// Connections open at once; more are closed right after accept.
    pub max_connections: usize,
    /// Connections open at once from one IP address (so one client cannot take every slot).
    pub max_connections_per_peer: usize,
    /// Time for a new connection to send its first byte and finish TLS; also the time allowed
    /// to send a complete HTTP/1 request head.
    pub handshake_timeout: std::time::Duration,
    /// A connection with no request in flight for this long is closed, whatever its pings.
    pub idle_timeout: std::time::Duration,
    /// Interval of HTTP/2 keep-alive pings (an unanswered ping closes the connection).
    pub keepalive_interval: std::time::Duration,
    /// Time a ping may go unanswered.
    pub keepalive_timeout: std::time::Duration,
    /// Bytes of answers not yet sent one connection may hold (its share of the answer budget).
    pub answer_bytes_per_connection: usize,
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use crate::cli::Cli;

    #[test]
    fn nonsense_limits_are_refused_at_start() {
        for flag in [
            "--max-request-bytes",
            "--request-timeout-ms",
            "--max-concurrency",
            "--max-connections",
            "--max-connections-per-peer",
            "--handshake-timeout-ms",
            "--idle-timeout-ms",
            "--keepalive-interval-ms",
            "--keepalive-timeout-ms",
        ] {
            for bad in ["0", "-5", "many"] {
                assert!(
                    Cli::try_parse_from(["arbiter", flag, bad]).is_err(),
                    "{flag} {bad}"
                );
            }
            assert!(
                Cli::try_parse_from(["arbiter", flag, "1000"]).is_ok(),
                "{flag}"
            );
        }
        // A grace period of 0 (stop at once) and no drain stay allowed.
        assert!(Cli::try_parse_from(["arbiter", "--shutdown-grace-ms", "0"]).is_ok());
        assert!(Cli::try_parse_from(["arbiter", "--drain-ms", "0"]).is_ok());
        assert!(Cli::try_parse_from(["arbiter", "--admin-listen", "nowhere"]).is_err());
    }
}
