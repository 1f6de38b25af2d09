//! The accept loop: connection cap, TLS handshake and first-byte deadlines, idle timeout,
//! HTTP/1 header-read timeout, HTTP/2 keep-alive pings, ALPN (`h2` and `http/1.1`), and
//! graceful shutdown. One hyper connection per socket serves the whole router (gRPC, gRPC-Web,
//! REST, ops) by protocol detection.

use crate::config::ConnectionLimits;
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::{GracefulShutdown, Watcher};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio::time::{Instant, Sleep};
use tokio_rustls::TlsAcceptor;

use crate::telemetry::metrics_names::{CONNECTIONS_OPEN, CONNECTIONS_REFUSED_TOTAL};

/// What a connection is doing, as its requests see it: whether its first request has reached
/// the router, how many requests are in flight, and when one last started or finished. Bytes on
/// the wire are deliberately not activity: HTTP/2 keep-alive pings (ours and their answers)
/// would otherwise keep a connection that never sends a request open for ever.
struct Activity {
    born: Instant,
    served: AtomicBool,
    in_flight: AtomicUsize,
    /// Milliseconds after `born` of the last request start or finish.
    last_ms: AtomicU64,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            born: Instant::now(),
            served: AtomicBool::new(false),
            in_flight: AtomicUsize::new(0),
            last_ms: AtomicU64::new(0),
        }
    }

    fn touch(&self) {
        let ms = u64::try_from(self.born.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_ms.store(ms, Ordering::Relaxed);
    }

    /// A request reached the router; the returned guard ends it when dropped.
    fn begin(self: &Arc<Self>) -> InFlight {
        self.served.store(true, Ordering::Relaxed);
        self.in_flight.fetch_add(1, Ordering::Relaxed);
        self.touch();
        InFlight(self.clone())
    }

    /// When the connection counts as idle: `idle` after the last request event with nothing in
    /// flight; with a request in flight (an answer the client does not read, a stream), twice
    /// that — the request timeout has long passed by then.
    fn idle_at(&self, idle: Duration) -> Instant {
        let last = self.born + Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
        if self.in_flight.load(Ordering::Relaxed) == 0 {
            last + idle
        } else {
            last + idle.saturating_mul(2)
        }
    }
}

/// One request in flight on a connection, until its answer's body has been sent (or the
/// request was abandoned).
struct InFlight(Arc<Activity>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
        self.0.touch();
    }
}

/// A response body that ends its request's [`InFlight`] when it is finished or dropped.
struct TrackedBody {
    inner: axum::body::Body,
    _in_flight: Option<InFlight>,
}

impl http_body::Body for TrackedBody {
    type Data = bytes::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.inner.size_hint()
    }
}

/// A socket that fails with `TimedOut` when its allowance runs out: until its first request
/// has reached the router, a fixed `first` from accept (TLS, protocol detection and a complete
/// request head must fit in it, however slowly the bytes trickle); after that, when the
/// connection has been idle for `idle` ([`Activity::idle_at`]). The timer is only re-armed
/// when it fires, so a request costs no timer update.
struct Deadlined<T> {
    inner: T,
    sleep: Pin<Box<Sleep>>,
    idle: Duration,
    activity: Arc<Activity>,
}

impl<T> Deadlined<T> {
    fn new(inner: T, first: Duration, idle: Duration, activity: Arc<Activity>) -> Self {
        Deadlined {
            inner,
            sleep: Box::pin(tokio::time::sleep(first)),
            idle,
            activity,
        }
    }

    /// Whether the allowance has run out (registers the waker otherwise).
    fn expired(&mut self, cx: &mut Context<'_>) -> bool {
        // Once served, the connection's allowance is its idle deadline, which may come before
        // the first-request deadline the timer was armed with.
        if self.activity.served.load(Ordering::Relaxed) {
            let next = self.activity.idle_at(self.idle);
            if next < self.sleep.deadline() {
                self.sleep.as_mut().reset(next);
            }
        }
        loop {
            if self.sleep.as_mut().poll(cx).is_pending() {
                return false;
            }
            if !self.activity.served.load(Ordering::Relaxed) {
                return true;
            }
            let next = self.activity.idle_at(self.idle);
            if next <= Instant::now() {
                return true;
            }
            self.sleep.as_mut().reset(next);
        }
    }
}

fn timed_out() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "connection idle")
}

impl<T: AsyncRead + Unpin> AsyncRead for Deadlined<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match Pin::new(&mut self.inner).poll_read(cx, buf) {
            Poll::Ready(r) => Poll::Ready(r),
            Poll::Pending if self.expired(cx) => Poll::Ready(Err(timed_out())),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Deadlined<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

/// Counts an open connection for as long as it lives.
struct OpenConnection;

impl OpenConnection {
    fn start() -> OpenConnection {
        metrics::gauge!(CONNECTIONS_OPEN).increment(1.0);
        OpenConnection
    }
}

impl Drop for OpenConnection {
    fn drop(&mut self) {
        metrics::gauge!(CONNECTIONS_OPEN).decrement(1.0);
    }
}

fn http_builder(limits: &ConnectionLimits) -> auto::Builder<TokioExecutor> {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.handshake_timeout)
        .keep_alive(true);
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(limits.keepalive_interval)
        .keep_alive_timeout(limits.keepalive_timeout);
    builder
}

/// Open connections per peer address, for the per-peer cap.
#[derive(Default)]
struct Peers(Mutex<HashMap<IpAddr, usize>>);

/// One open connection of a peer, counted until dropped.
struct PeerSlot {
    peers: Arc<Peers>,
    ip: IpAddr,
}

impl Peers {
    /// A slot for `ip`, unless it already has `cap` connections open.
    fn admit(self: &Arc<Self>, ip: IpAddr, cap: usize) -> Option<PeerSlot> {
        let mut open = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = open.entry(ip).or_insert(0);
        if *n >= cap {
            return None;
        }
        *n += 1;
        Some(PeerSlot {
            peers: self.clone(),
            ip,
        })
    }
}

impl Drop for PeerSlot {
    fn drop(&mut self) {
        let mut open = self
            .peers
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = open.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

/// The service every connection serves: the API's or the admin listener's pipeline. Its
/// futures are `Unpin` (the pipeline boxes its own), so the tracking wrapper polls them
/// without unsafe pin projections.
pub trait AppService:
    tower::Service<
        axum::http::Request<hyper::body::Incoming>,
        Response = axum::response::Response,
        Error = std::convert::Infallible,
        Future: Send + Unpin + 'static,
    > + Clone
    + Send
    + Sync
    + 'static
{
}

impl<S> AppService for S where
    S: tower::Service<
            axum::http::Request<hyper::body::Incoming>,
            Response = axum::response::Response,
            Error = std::convert::Infallible,
            Future: Send + Unpin + 'static,
        > + Clone
        + Send
        + Sync
        + 'static
{
}

/// A connection's service: every request is in flight from the moment it is handed to the
/// app until its answer's body is sent (or dropped).
#[derive(Clone)]
struct Tracked<S> {
    app: S,
    activity: Arc<Activity>,
    share: super::held_answer::ConnectionShare,
}

impl<S: AppService> tower::Service<axum::http::Request<hyper::body::Incoming>> for Tracked<S> {
    type Response = axum::http::Response<TrackedBody>;
    type Error = std::convert::Infallible;
    type Future = TrackedAnswer<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.app.poll_ready(cx)
    }

    fn call(&mut self, mut req: axum::http::Request<hyper::body::Incoming>) -> Self::Future {
        req.extensions_mut().insert(self.share.clone());
        TrackedAnswer {
            in_flight: Some(self.activity.begin()),
            answer: self.app.call(req),
        }
    }
}

/// The app's answer to come, holding its request's [`InFlight`] until it hands it to the body.
struct TrackedAnswer<F> {
    in_flight: Option<InFlight>,
    answer: F,
}

impl<F> Future for TrackedAnswer<F>
where
    F: Future<Output = Result<axum::response::Response, std::convert::Infallible>> + Unpin,
{
    type Output = Result<axum::http::Response<TrackedBody>, std::convert::Infallible>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = &mut *self;
        let Poll::Ready(answer) = Pin::new(&mut this.answer).poll(cx) else {
            return Poll::Pending;
        };
        let in_flight = this.in_flight.take();
        Poll::Ready(answer.map(|resp| {
            resp.map(|inner| TrackedBody {
                inner,
                _in_flight: in_flight,
            })
        }))
    }
}

/// Serves one accepted socket until it closes, times out, or graceful shutdown ends it.
async fn serve_one<S: AppService>(
    tcp: TcpStream,
    tls: Option<TlsAcceptor>,
    app: S,
    limits: ConnectionLimits,
    watcher: Watcher,
) {
    let _open = OpenConnection::start();
    let activity = Arc::new(Activity::new());
    let io = Deadlined::new(
        tcp,
        limits.handshake_timeout,
        limits.idle_timeout,
        activity.clone(),
    );
    let share = super::held_answer::ConnectionShare(Arc::new(tokio::sync::Semaphore::new(
        limits
            .answer_bytes_per_connection
            .clamp(1, tokio::sync::Semaphore::MAX_PERMITS),
    )));
    let service = TowerToHyperService::new(Tracked {
        app,
        activity,
        share,
    });
    let builder = http_builder(&limits);
    match tls {
        None => {
            let _ = watcher
                .watch(builder.serve_connection(TokioIo::new(io), service))
                .await;
        }
        Some(acceptor) => {
            let accepted =
                tokio::time::timeout(limits.handshake_timeout, acceptor.accept(io)).await;
            let Ok(Ok(stream)) = accepted else {
                return;
            };
            let _ = watcher
                .watch(builder.serve_connection(TokioIo::new(stream), service))
                .await;
        }
    }
}

/// Accepts connections until `shutdown` resolves, then asks open connections to finish their
/// in-flight requests and close; returns when every connection has closed, or when `cut`
/// resolves (the grace is over): then the connections still open are closed and their calls
/// dropped — each logged and counted `CANCELLED` before this returns, not lost with the process.
pub async fn accept_loop<S: AppService>(
    listener: TcpListener,
    tls: Option<Arc<rustls::ServerConfig>>,
    app: S,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()>,
    cut: impl Future<Output = ()>,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let peers = Arc::new(Peers::default());
    let acceptor = tls.map(TlsAcceptor::from);
    let graceful = GracefulShutdown::new();
    let mut tasks = tokio::task::JoinSet::new();
    tokio::pin!(shutdown);
    tokio::pin!(cut);
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            // Connections that have closed are reaped as they go.
            Some(_) = tasks.join_next(), if !tasks.is_empty() => continue,
            () = &mut shutdown => break,
        };
        let (tcp, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of file descriptors and the like: back off instead of spinning.
                tracing::warn!(error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            metrics::counter!(CONNECTIONS_REFUSED_TOTAL, "reason" => "max_connections")
                .increment(1);
            drop(tcp);
            continue;
        };
        let Some(peer_slot) = peers.admit(peer.ip(), limits.max_connections_per_peer.max(1)) else {
            metrics::counter!(CONNECTIONS_REFUSED_TOTAL, "reason" => "per_peer").increment(1);
            drop(tcp);
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let (app, acceptor, watcher) = (app.clone(), acceptor.clone(), graceful.watcher());
        tasks.spawn(async move {
            serve_one(tcp, acceptor, app, limits, watcher).await;
            drop(peer_slot);
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = &mut cut => {
            tasks.abort_all();
            while tasks.join_next().await.is_some() {}
        }
    }
}

/// The TLS settings: certificate chain and key (PEM), optional client CA (mutual TLS), ALPN
/// offering `h2` and `http/1.1` (gRPC and REST over the same TLS port).
pub fn tls_config(
    cert: &std::path::Path,
    key: &std::path::Path,
    client_ca: Option<&std::path::Path>,
) -> Result<Arc<rustls::ServerConfig>, String> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .and_then(Iterator::collect)
        .map_err(|e| format!("--tls-cert {}: {e}", cert.display()))?;
    let key = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| format!("--tls-key {}: {e}", key.display()))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let builder = rustls::ServerConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?;
    let builder = match client_ca {
        None => builder.with_no_client_auth(),
        Some(ca) => {
            let mut roots = rustls::RootCertStore::empty();
            for c in CertificateDer::pem_file_iter(ca)
                .map_err(|e| format!("--tls-client-ca {}: {e}", ca.display()))?
            {
                let c = c.map_err(|e| format!("--tls-client-ca {}: {e}", ca.display()))?;
                roots
                    .add(c)
                    .map_err(|e| format!("--tls-client-ca {}: {e}", ca.display()))?;
            }
            let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(
                Arc::new(roots),
                provider,
            )
            .build()
            .map_err(|e| format!("--tls-client-ca {}: {e}", ca.display()))?;
            builder.with_client_cert_verifier(verifier)
        }
    };
    let mut config = builder
        .with_single_cert(chain, key)
        .map_err(|e| format!("--tls-cert/--tls-key: {e}"))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}
