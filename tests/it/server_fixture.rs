//! A real server for the end-to-end tests: started on 127.0.0.1:0 in the test's runtime, with
//! helpers for a gRPC channel and REST URLs.

use tonic::transport::{Channel, Endpoint};

use arbiter::config::ServeArgs;
use arbiter::server::{RunningServer, spawn};

/// The default configuration on an ephemeral local port.
pub fn config() -> ServeArgs {
    ServeArgs {
        listen: "127.0.0.1:0".parse().unwrap(),
        // Tests stop their servers at once; the drain is tested on its own.
        drain_ms: 0,
        ..ServeArgs::default()
    }
}

/// Starts a server.
pub async fn start(config: ServeArgs) -> RunningServer {
    spawn(config).await.expect("server starts")
}

/// A gRPC channel to `server`.
pub async fn channel(server: &RunningServer) -> Channel {
    Endpoint::from_shared(format!("http://{}", server.addr))
        .unwrap()
        .connect()
        .await
        .unwrap()
}

/// The URL of `path` on `server`.
pub fn url(server: &RunningServer, path: &str) -> String {
    format!("http://{}{path}", server.addr)
}
