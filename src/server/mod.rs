//! One port for everything: tonic gRPC (+ gRPC-Web, reflection, health), REST, `/metrics`,
//! `/healthz`, `/readyz`, `/openapi.json`; load shedding, timeouts and graceful shutdown. The
//! request pipeline is in `pipeline` (its stages in `middleware`); the worker pool for heavy
//! calls is in [`crate::dispatch::workers`].

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tonic::server::NamedService;
use tonic::service::Routes;
use tower::Layer;
use tower_http::cors::{AllowOrigin, CorsLayer};

use crate::config::ServeArgs;
use crate::dispatch::workers::Workers;
use crate::grpc::{CheckersGrpc, TournamentGrpc, XiangqiGrpc};
use crate::pb::FILE_DESCRIPTOR_SET;
use crate::pb::checkers::v1::checkers_service_server::CheckersServiceServer;
use crate::pb::tournament::v1::tournament_service_server::TournamentServiceServer;
use crate::pb::xiangqi::v1::xiangqi_service_server::XiangqiServiceServer;
use crate::rest::{self, RestState};
use crate::telemetry;
use middleware::Shared;
use pipeline::Pipeline;

pub mod connections;
pub mod console;
mod held_answer;
pub mod lifecycle;
mod middleware;
mod pipeline;

async fn healthz() -> &'static str {
    "ok\n"
}

async fn readyz(State(shared): State<Arc<Shared>>) -> Response {
    if middleware::ready(&shared) {
        (StatusCode::OK, "ready\n").into_response()
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "shutting down\n").into_response()
    }
}

async fn metrics_route() -> Response {
    match telemetry::metrics_handle() {
        Some(h) => {
            let mut resp = h.render().into_response();
            resp.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; version=0.0.4"),
            );
            resp
        }
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            "metrics recorder unavailable\n",
        )
            .into_response(),
    }
}

/// What this build serves, for clients checking compatibility: the release, the API version of
/// every package (`v1`) and the protobuf packages.
async fn version_route() -> Response {
    let body = serde_json::json!({
        "name": "arbiter",
        "version": env!("CARGO_PKG_VERSION"),
        "api": crate::rpcs::API_VERSION,
        "packages": ["arbiter.xiangqi.v1", "arbiter.checkers.v1", "arbiter.tournament.v1"],
    });
    json_response(&body)
}

async fn openapi_route() -> Response {
    json_response(&rest::openapi::document(FILE_DESCRIPTOR_SET))
}

fn json_response(body: &serde_json::Value) -> Response {
    let mut resp = body.to_string().into_response();
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

/// The allowed origins of `--cors-origins`: `*` any, else the listed exact origins (an empty
/// list allows none: browsers then refuse cross-origin calls).
fn allowed_origins(spec: &str) -> Result<AllowOrigin, Box<dyn std::error::Error>> {
    if spec.trim() == "*" {
        return Ok(AllowOrigin::any());
    }
    let mut origins = Vec::new();
    for o in spec.split(',').map(str::trim).filter(|o| !o.is_empty()) {
        if o == "*" || !(o.starts_with("http://") || o.starts_with("https://")) {
            return Err(format!(
                "--cors-origins: {o:?} is not an origin (scheme://host[:port]), or use * alone"
            )
            .into());
        }
        origins.push(HeaderValue::from_str(o.trim_end_matches('/'))?);
    }
    Ok(AllowOrigin::list(origins))
}

fn cors(origins: AllowOrigin) -> CorsLayer {
    CorsLayer::new()
        .allow_origin(origins)
        .allow_methods([
            axum::http::Method::GET,
            axum::http::Method::POST,
            axum::http::Method::OPTIONS,
        ])
        .allow_headers([
            header::CONTENT_TYPE,
            header::AUTHORIZATION,
            header::HeaderName::from_static("x-grpc-web"),
            header::HeaderName::from_static("x-user-agent"),
            header::HeaderName::from_static("grpc-timeout"),
        ])
        .expose_headers([
            header::HeaderName::from_static("grpc-status"),
            header::HeaderName::from_static("grpc-message"),
            header::HeaderName::from_static("grpc-status-details-bin"),
        ])
}

/// Handles to flip health when shutting down.
struct Health {
    reporter: tonic_health::server::HealthReporter,
}

impl Health {
    async fn set(&self, serving: bool) {
        let status = if serving {
            tonic_health::ServingStatus::Serving
        } else {
            tonic_health::ServingStatus::NotServing
        };
        self.reporter.set_service_status("", status).await;
        for name in [
            <XiangqiServiceServer<XiangqiGrpc> as NamedService>::NAME,
            <CheckersServiceServer<CheckersGrpc> as NamedService>::NAME,
            <TournamentServiceServer<TournamentGrpc> as NamedService>::NAME,
        ] {
            self.reporter.set_service_status(name, status).await;
        }
    }
}

/// The API port's service: CORS around the pipeline around the router.
type App = tower_http::cors::Cors<Pipeline>;

fn build(
    config: &ServeArgs,
    shared: Arc<Shared>,
) -> Result<(App, Health), Box<dyn std::error::Error>> {
    let (reporter, health_service) = tonic_health::server::health_reporter();
    let reflection_v1 = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
        .build_v1()?;
    let reflection_v1alpha = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
        .build_v1alpha()?;
    let web = tonic_web::GrpcWebLayer::new();
    let xiangqi = XiangqiServiceServer::new(XiangqiGrpc)
        .max_decoding_message_size(config.max_request_bytes)
        .max_encoding_message_size(config.max_request_bytes.saturating_mul(4));
    let checkers = CheckersServiceServer::new(CheckersGrpc)
        .max_decoding_message_size(config.max_request_bytes)
        .max_encoding_message_size(config.max_request_bytes.saturating_mul(4));
    let tournament = TournamentServiceServer::new(TournamentGrpc)
        .max_decoding_message_size(config.max_request_bytes)
        .max_encoding_message_size(config.max_request_bytes.saturating_mul(4));
    let grpc = Routes::builder()
        .add_service(web.layer(xiangqi))
        .add_service(web.layer(checkers))
        .add_service(web.layer(tournament))
        .add_service(web.layer(health_service))
        .add_service(web.layer(reflection_v1))
        .add_service(web.layer(reflection_v1alpha))
        .clone()
        .routes()
        .into_axum_router();
    let rest = rest::router(RestState {
        max_body_bytes: config.max_request_bytes,
        ignore_unknown_fields: config.ignore_unknown_fields,
    });
    let ops = Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics_route))
        .route("/openapi.json", get(openapi_route))
        .route("/version", get(version_route))
        .with_state(shared.clone());
    let ops = if config.console {
        ops.merge(console::router())
    } else {
        ops
    };
    let router = grpc.merge(rest).merge(ops).fallback(middleware::not_found);
    let app = cors(allowed_origins(&config.cors_origins)?).layer(Pipeline::api(shared, router));
    Ok((app, Health { reporter }))
}

/// The admin listener's routes: probes, metrics and the build's version, behind the same
/// token check as on the API port.
fn admin_router(shared: Arc<Shared>) -> Pipeline {
    let router = Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics_route))
        .route("/version", get(version_route))
        .with_state(shared.clone())
        .fallback(middleware::not_found);
    Pipeline::admin(shared, router)
}

/// The admin listener's connection limits: few connections, short deadlines, no per-peer
/// share beyond the cap (the kubelet and Prometheus are one or two peers).
fn admin_limits(api: &crate::config::ConnectionLimits) -> crate::config::ConnectionLimits {
    let short = Duration::from_millis(2_000);
    crate::config::ConnectionLimits {
        max_connections: crate::limits::ADMIN_MAX_CONNECTIONS,
        max_connections_per_peer: crate::limits::ADMIN_MAX_CONNECTIONS,
        handshake_timeout: api.handshake_timeout.min(short),
        idle_timeout: Duration::from_secs(30),
        keepalive_interval: api.keepalive_interval,
        keepalive_timeout: api.keepalive_timeout,
        answer_bytes_per_connection: api.answer_bytes_per_connection,
    }
}

/// The sockets a server answers on: the API port and, with `--admin-listen`, the admin port.
pub struct Listeners {
    /// gRPC, gRPC-Web, REST, ops.
    pub api: TcpListener,
    /// Probes and metrics only.
    pub admin: Option<TcpListener>,
}

impl Listeners {
    /// Binds `config.listen` and `config.admin_listen`, naming the flag in an error.
    pub async fn bind(config: &ServeArgs) -> Result<Listeners, String> {
        let api = TcpListener::bind(config.listen)
            .await
            .map_err(|e| format!("--listen {}: {e}", config.listen))?;
        let admin = match config.admin_listen {
            Some(addr) => Some(
                TcpListener::bind(addr)
                    .await
                    .map_err(|e| format!("--admin-listen {addr}: {e}"))?,
            ),
            None => None,
        };
        Ok(Listeners { api, admin })
    }
}

/// A server started in the background (tests, embedding).
pub struct RunningServer {
    /// The bound address.
    pub addr: SocketAddr,
    /// The admin listener's bound address, when one was asked for.
    pub admin_addr: Option<SocketAddr>,
    stop: lifecycle::StopSender,
    stop_requested: AtomicBool,
    join: tokio::task::JoinHandle<Result<(), String>>,
}

impl RunningServer {
    /// Asks the server to stop (like SIGTERM: drain, then grace) without waiting.
    pub fn request_stop(&self) {
        if !self.stop_requested.swap(true, Ordering::SeqCst) {
            self.stop.stop();
        }
    }

    /// Starts graceful shutdown (like SIGTERM), unless already requested, and waits for the
    /// server to stop.
    pub async fn shutdown(self) -> Result<(), String> {
        self.request_stop();
        self.join.await.map_err(|e| e.to_string())?
    }
}

/// Binds `config.listen` (and `--admin-listen`) and serves in the background until
/// [`RunningServer::shutdown`].
pub async fn spawn(config: ServeArgs) -> Result<RunningServer, Box<dyn std::error::Error>> {
    let listeners = Listeners::bind(&config).await?;
    let addr = listeners.api.local_addr()?;
    let admin_addr = match &listeners.admin {
        Some(l) => Some(l.local_addr()?),
        None => None,
    };
    let (stop, requests) = lifecycle::StopRequests::manual();
    let join = tokio::spawn(async move {
        serve(config, listeners, requests)
            .await
            .map_err(|e| e.to_string())
    });
    Ok(RunningServer {
        addr,
        admin_addr,
        stop,
        stop_requested: AtomicBool::new(false),
        join,
    })
}

/// Serves until a stop request, then drains: `/readyz` and gRPC health say "not serving" at
/// once while the listeners keep accepting for `--drain-ms` (a load balancer sees the replica
/// leave instead of refused connections), then stops accepting and lets in-flight requests
/// finish within `--shutdown-grace-ms`. A second stop request cuts both short.
pub async fn serve(
    config: ServeArgs,
    listeners: Listeners,
    mut stops: lifecycle::StopRequests,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let _ = telemetry::metrics_handle();
    crate::i18n::set_default(config.default_locale);
    let tokens = config.tokens()?;
    if tokens.is_empty()
        && let Some(source) = config.auth_requested_by()
    {
        tracing::warn!(
            source,
            "AUTHENTICATION IS OFF: {source} gives no usable token and --auth-allow-open is set; every API call is served without a token"
        );
    }
    let shared = Arc::new(Shared {
        permits: Arc::new(Semaphore::new(config.max_concurrency.max(1))),
        answer_bytes: Arc::new(Semaphore::new(
            config.max_answer_bytes.clamp(1, Semaphore::MAX_PERMITS),
        )),
        timeout: Duration::from_millis(config.request_timeout_ms.max(1)),
        ready: AtomicBool::new(true),
        tokens,
        protect_ops: config.auth_protect_ops,
        workers: Workers::with_memory(config.workers, config.max_work_memory_bytes),
        max_request_bytes: config.max_request_bytes,
    });
    let (router, health) = build(&config, shared.clone()).map_err(|e| e.to_string())?;
    health.set(true).await;
    let upkeep = tokio::spawn(async {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            if let Some(h) = telemetry::metrics_handle() {
                h.run_upkeep();
            }
        }
    });
    let tls = match (&config.tls_cert, &config.tls_key) {
        (Some(cert), Some(key)) => Some(connections::tls_config(
            cert,
            key,
            config.tls_client_ca.as_deref(),
        )?),
        _ => None,
    };
    if let Some(why) = stops.pending() {
        // Nothing has been served and no load balancer has seen this replica: no drain.
        tracing::info!(reason = why, "stop requested during start-up: not serving");
        upkeep.abort();
        return Ok(());
    }
    let limits = config.connection_limits();
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    // The grace is over: connections still open are closed and their calls logged as cut.
    let (cut_tx, cut_rx) = tokio::sync::watch::channel(false);
    let stopped = |mut rx: tokio::sync::watch::Receiver<bool>| async move {
        let _ = rx.wait_for(|stop| *stop).await;
    };
    let admin = listeners.admin.map(|listener| {
        tokio::spawn(connections::accept_loop(
            listener,
            None,
            admin_router(shared.clone()),
            admin_limits(&limits),
            stopped(stop_rx.clone()),
            stopped(cut_rx.clone()),
        ))
    });
    let server = connections::accept_loop(
        listeners.api,
        tls,
        router,
        limits,
        stopped(stop_rx.clone()),
        stopped(cut_rx.clone()),
    );
    tokio::pin!(server);
    let drain = Duration::from_millis(config.drain_ms);
    let grace = Duration::from_millis(config.shutdown_grace_ms);
    tokio::select! {
        () = &mut server => {}
        why = stops.next() => {
            tracing::info!(
                reason = why,
                drain_ms = drain.as_millis() as u64,
                grace_ms = grace.as_millis() as u64,
                "shutdown requested: not ready, still serving while load balancers drain"
            );
            shared.ready.store(false, Ordering::SeqCst);
            health.set(false).await;
            let mut cut = false;
            tokio::select! {
                () = tokio::time::sleep(drain) => {}
                () = &mut server => {}
                again = stops.next() => {
                    tracing::warn!(reason = again, "second stop request: drain and grace cut short");
                    cut = true;
                }
            }
            tracing::info!("drain over: no new connections; finishing in-flight requests");
            let _ = stop_tx.send(true);
            let grace = if cut { Duration::ZERO } else { grace };
            let finished = tokio::select! {
                r = tokio::time::timeout(grace, &mut server) => {
                    if r.is_err() {
                        tracing::warn!("grace period over: closing remaining connections");
                    }
                    r.is_ok()
                }
                again = stops.next(), if !cut => {
                    tracing::warn!(reason = again, "second stop request: closing remaining connections");
                    false
                }
            };
            if !finished {
                // Close what is left and let each cut call write its log line (bounded: a task
                // that does not stop within a second is left to the process's end).
                let _ = cut_tx.send(true);
                let _ = tokio::time::timeout(CUT_WAIT, &mut server).await;
            }
        }
    }
    let _ = stop_tx.send(true);
    if let Some(admin) = admin {
        admin.abort();
    }
    upkeep.abort();
    tracing::info!("server stopped");
    Ok(())
}

/// How long the calls cut at the end of the grace get to be dropped and logged.
const CUT_WAIT: Duration = Duration::from_secs(1);

/// Runs the service in the foreground: logs, configuration print-out, serve until a stop
/// request. `stops` is created by the caller first thing, so a signal during start-up stops
/// the server as soon as it is up (before it has served anything, without a drain).
pub async fn run(
    config: ServeArgs,
    stops: lifecycle::StopRequests,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    // Held to the end: dropping it flushes the last log lines.
    let _log = telemetry::init_logging(config.log_format);
    telemetry::set_access_log(config.access_log);
    tracing::info!(
        listen = %config.listen,
        admin_listen = ?config.admin_listen,
        log_format = ?config.log_format,
        access_log = ?config.access_log,
        max_request_bytes = config.max_request_bytes,
        request_timeout_ms = config.request_timeout_ms,
        max_concurrency = config.max_concurrency,
        workers = config.workers,
        shutdown_grace_ms = config.shutdown_grace_ms,
        drain_ms = config.drain_ms,
        max_connections = config.max_connections,
        max_connections_per_peer = config.max_connections_per_peer,
        handshake_timeout_ms = config.handshake_timeout_ms,
        idle_timeout_ms = config.idle_timeout_ms,
        tls = config.tls_cert.is_some(),
        mutual_tls = config.tls_client_ca.is_some(),
        auth = config.tokens().is_ok_and(|t| !t.is_empty()),
        auth_protect_ops = config.auth_protect_ops,
        version = env!("CARGO_PKG_VERSION"),
        "arbiter starting"
    );
    if let Some(dir) = &config.endgame_dir {
        let classes = crate::api::xiangqi::endgame::use_dir(dir)
            .map_err(|e| format!("--endgame-dir: {e}"))?;
        tracing::info!(dir = %dir.display(), classes = classes.len(), "endgame tables read from files");
    }
    let listeners = Listeners::bind(&config).await?;
    tracing::info!(addr = %listeners.api.local_addr()?, "listening (gRPC, gRPC-Web, REST, /metrics, /healthz)");
    if let Some(admin) = &listeners.admin {
        tracing::info!(addr = %admin.local_addr()?, "admin listener (/healthz, /readyz, /metrics, /version)");
    }
    serve(config, listeners, stops).await
}
