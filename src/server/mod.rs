//! One port for everything: tonic gRPC (+ gRPC-Web, reflection, health), REST, `/metrics`,
//! `/healthz`, `/readyz`, `/openapi.json`; load shedding, timeouts and graceful shutdown. The
//! request pipeline is in [`middleware`], the worker pool for heavy calls in [`workers`].

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{from_fn, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, oneshot};
use tonic::server::NamedService;
use tonic::service::Routes;
use tower::Layer;
use tower_http::cors::{AllowOrigin, CorsLayer};

use crate::auth::Tokens;
use crate::config::ServeArgs;
use crate::grpc::{CheckersGrpc, TournamentGrpc, XiangqiGrpc};
use crate::pb::FILE_DESCRIPTOR_SET;
use crate::pb::checkers::v1::checkers_service_server::CheckersServiceServer;
use crate::pb::tournament::v1::tournament_service_server::TournamentServiceServer;
use crate::pb::xiangqi::v1::xiangqi_service_server::XiangqiServiceServer;
use crate::rest::{self, RestState};
use crate::telemetry;
use middleware::Shared;
use workers::Workers;

pub mod connections;
pub mod console;
mod middleware;
pub mod workers;

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

fn build(
    config: &ServeArgs,
    shared: Arc<Shared>,
) -> Result<(Router, Health), Box<dyn std::error::Error>> {
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
    let router = grpc
        .merge(rest)
        .layer(from_fn_with_state(shared.clone(), middleware::guard))
        .merge(ops)
        .fallback(middleware::not_found)
        .layer(from_fn_with_state(shared, middleware::authenticate))
        .layer(from_fn(middleware::observe))
        .layer(cors(allowed_origins(&config.cors_origins)?));
    Ok((router, Health { reporter }))
}

/// A server started in the background (tests, embedding).
pub struct RunningServer {
    /// The bound address.
    pub addr: SocketAddr,
    shutdown: Option<oneshot::Sender<()>>,
    join: tokio::task::JoinHandle<Result<(), String>>,
}

impl RunningServer {
    /// Starts graceful shutdown (like SIGTERM) and waits for the server to stop.
    pub async fn shutdown(mut self) -> Result<(), String> {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        self.join.await.map_err(|e| e.to_string())?
    }
}

/// Binds `config.listen` and serves in the background until [`RunningServer::shutdown`].
pub async fn spawn(config: ServeArgs) -> Result<RunningServer, Box<dyn std::error::Error>> {
    let listener = TcpListener::bind(config.listen).await?;
    let addr = listener.local_addr()?;
    let (tx, rx) = oneshot::channel::<()>();
    let join = tokio::spawn(async move {
        serve(config, listener, async {
            let _ = rx.await;
        })
        .await
        .map_err(|e| e.to_string())
    });
    Ok(RunningServer {
        addr,
        shutdown: Some(tx),
        join,
    })
}

/// Serves on `listener` until `signal` resolves, then drains in-flight requests (bounded by the
/// grace period) and returns.
pub async fn serve(
    config: ServeArgs,
    listener: TcpListener,
    signal: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let _ = telemetry::metrics_handle();
    crate::i18n::set_default(config.default_locale);
    let tokens = Tokens::load(config.auth_tokens_file.as_deref(), &config.auth_tokens.0)?;
    let shared = Arc::new(Shared {
        permits: Arc::new(Semaphore::new(config.max_concurrency.max(1))),
        timeout: Duration::from_millis(config.request_timeout_ms.max(1)),
        ready: AtomicBool::new(true),
        tokens,
        protect_ops: config.auth_protect_ops,
        workers: Workers::new(config.workers),
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
    let (stop_tx, stop_rx) = oneshot::channel::<()>();
    let grace = Duration::from_millis(config.shutdown_grace_ms);
    let tls = match (&config.tls_cert, &config.tls_key) {
        (Some(cert), Some(key)) => Some(connections::tls_config(
            cert,
            key,
            config.tls_client_ca.as_deref(),
        )?),
        _ => None,
    };
    let server = connections::accept_loop(
        listener,
        tls,
        router,
        config.connection_limits(),
        async move {
            let _ = stop_rx.await;
        },
    );
    tokio::pin!(server);
    tokio::select! {
        () = &mut server => {}
        () = signal => {
            tracing::info!(grace_ms = grace.as_millis() as u64, "shutdown requested: draining in-flight requests");
            shared.ready.store(false, Ordering::SeqCst);
            health.set(false).await;
            let _ = stop_tx.send(());
            if tokio::time::timeout(grace, &mut server).await.is_err() {
                tracing::warn!("grace period over: closing remaining connections");
            }
        }
    }
    upkeep.abort();
    tracing::info!("server stopped");
    Ok(())
}

/// Waits for SIGTERM or SIGINT.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => tracing::info!("SIGINT received"),
        () = term => tracing::info!("SIGTERM received"),
    }
}

/// Runs the service in the foreground: logs, configuration print-out, serve until a signal.
pub async fn run(config: ServeArgs) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    telemetry::init_logging(config.log_format);
    tracing::info!(
        listen = %config.listen,
        log_format = ?config.log_format,
        max_request_bytes = config.max_request_bytes,
        request_timeout_ms = config.request_timeout_ms,
        max_concurrency = config.max_concurrency,
        workers = config.workers,
        shutdown_grace_ms = config.shutdown_grace_ms,
        max_connections = config.max_connections,
        handshake_timeout_ms = config.handshake_timeout_ms,
        idle_timeout_ms = config.idle_timeout_ms,
        tls = config.tls_cert.is_some(),
        mutual_tls = config.tls_client_ca.is_some(),
        auth = config.auth_tokens_file.is_some() || !config.auth_tokens.0.is_empty(),
        auth_protect_ops = config.auth_protect_ops,
        version = env!("CARGO_PKG_VERSION"),
        "arbiter starting"
    );
    let listener = TcpListener::bind(config.listen).await?;
    tracing::info!(addr = %listener.local_addr()?, "listening (gRPC, gRPC-Web, REST, /metrics, /healthz)");
    serve(config, listener, shutdown_signal()).await
}
