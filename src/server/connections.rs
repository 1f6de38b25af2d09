//! The accept loop: connection cap, TLS handshake and first-byte deadlines, idle timeout,
//! HTTP/1 header-read timeout, HTTP/2 keep-alive pings, ALPN (`h2` and `http/1.1`), and
//! graceful shutdown. One hyper connection per socket serves the whole router (gRPC, gRPC-Web,
//! REST, ops) by protocol detection.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
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

/// Connection limits (see `ServeArgs` for the flags and defaults).
#[derive(Clone, Copy, Debug)]
pub struct ConnectionLimits {
    /// Connections open at once; more are closed right after accept.
    pub max_connections: usize,
    /// Time for a new connection to send its first byte and finish TLS; also the time allowed
    /// to send a complete HTTP/1 request head.
    pub handshake_timeout: Duration,
    /// A connection on which nothing arrives for this long is closed.
    pub idle_timeout: Duration,
    /// Interval of HTTP/2 keep-alive pings (an unanswered ping closes the connection).
    pub keepalive_interval: Duration,
    /// Time a ping may go unanswered.
    pub keepalive_timeout: Duration,
}

/// A socket that fails with `TimedOut` when its allowance runs out: until its first request
/// has reached the router, a fixed `first` from accept (TLS, protocol detection and a complete
/// request head must fit in it, however slowly the bytes trickle); after that, `idle` from the
/// last byte read or written (a slow answer being sent is not idleness). The timer is only
/// re-armed when it fires, so activity costs no timer update.
struct Deadlined<T> {
    inner: T,
    sleep: Pin<Box<Sleep>>,
    idle: Duration,
    served: Arc<AtomicBool>,
    last: Instant,
}

impl<T> Deadlined<T> {
    fn new(inner: T, first: Duration, idle: Duration, served: Arc<AtomicBool>) -> Self {
        Deadlined {
            inner,
            sleep: Box::pin(tokio::time::sleep(first)),
            idle,
            served,
            last: Instant::now(),
        }
    }

    fn touch(&mut self) {
        self.last = Instant::now();
    }

    /// Whether the allowance has run out (registers the waker otherwise).
    fn expired(&mut self, cx: &mut Context<'_>) -> bool {
        loop {
            if self.sleep.as_mut().poll(cx).is_pending() {
                return false;
            }
            if !self.served.load(Ordering::Relaxed) {
                return true;
            }
            let next = self.last + self.idle;
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
        let before = buf.filled().len();
        match Pin::new(&mut self.inner).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                if buf.filled().len() > before {
                    self.touch();
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
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
        let r = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        r
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
        let r = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        r
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

/// Serves one accepted socket until it closes, times out, or graceful shutdown ends it.
async fn serve_one(
    tcp: TcpStream,
    tls: Option<TlsAcceptor>,
    router: Router,
    limits: ConnectionLimits,
    watcher: Watcher,
) {
    let _open = OpenConnection::start();
    let served = Arc::new(AtomicBool::new(false));
    let io = Deadlined::new(
        tcp,
        limits.handshake_timeout,
        limits.idle_timeout,
        served.clone(),
    );
    // Marks the connection as past its handshake when its first request reaches the router.
    let router = router.layer(axum::middleware::from_fn(
        move |req: axum::extract::Request, next: axum::middleware::Next| {
            served.store(true, Ordering::Relaxed);
            next.run(req)
        },
    ));
    let service = TowerToHyperService::new(router);
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
/// in-flight requests and close; returns when every connection has closed (the caller bounds
/// the wait).
pub async fn accept_loop(
    listener: TcpListener,
    tls: Option<Arc<rustls::ServerConfig>>,
    router: Router,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()>,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let acceptor = tls.map(TlsAcceptor::from);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            () = &mut shutdown => break,
        };
        let tcp = match accepted {
            Ok((tcp, _)) => tcp,
            Err(e) => {
                // Out of file descriptors and the like: back off instead of spinning.
                tracing::warn!(error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            metrics::counter!(CONNECTIONS_REFUSED_TOTAL).increment(1);
            drop(tcp);
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let (router, acceptor, watcher) = (router.clone(), acceptor.clone(), graceful.watcher());
        tokio::spawn(async move {
            serve_one(tcp, acceptor, router, limits, watcher).await;
            drop(slot);
        });
    }
    drop(listener);
    graceful.shutdown().await;
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
