//! TLS (server-authenticated and mutual) and bearer-token authentication, end to end.

use std::path::PathBuf;

use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use tonic::transport::{Certificate, ClientTlsConfig, Endpoint, Identity};
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_client::HealthClient;
use tonic_types::StatusExt;

use arbiter::auth::Secret;
use arbiter::pb::xiangqi::v1 as pb;
use arbiter::pb::xiangqi::v1::xiangqi_service_client::XiangqiServiceClient;

use crate::server_fixture::{channel, config, start, url};

struct Pki {
    ca_pem: String,
    server: (String, String),
    client: (String, String),
    dir: PathBuf,
}

fn pki(tag: &str) -> Pki {
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().unwrap()).unwrap();
    let leaf = |name: &str| {
        let key = KeyPair::generate().unwrap();
        let cert = CertificateParams::new(vec![name.to_string()])
            .unwrap()
            .signed_by(&key, &ca)
            .unwrap();
        (cert.pem(), key.serialize_pem())
    };
    let dir = std::env::temp_dir().join(format!("arbiter-tls-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    Pki {
        ca_pem: ca.pem(),
        server: leaf("localhost"),
        client: leaf("club-client"),
        dir,
    }
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

async fn health_over_tls(port: u16, tls: ClientTlsConfig) -> Result<i32, String> {
    let endpoint = Endpoint::from_shared(format!("https://localhost:{port}"))
        .unwrap()
        .tls_config(tls)
        .map_err(|e| e.to_string())?;
    let channel = endpoint.connect().await.map_err(|e| format!("{e:?}"))?;
    let resp = HealthClient::new(channel)
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .map_err(|e| e.to_string())?;
    Ok(resp.into_inner().status)
}

#[tokio::test]
async fn tls_serves_grpc_and_refuses_plaintext() {
    let pki = pki("server");
    let mut cfg = config();
    cfg.tls_cert = Some(write(&pki.dir, "server.pem", &pki.server.0));
    cfg.tls_key = Some(write(&pki.dir, "server.key", &pki.server.1));
    let server = start(cfg).await;
    let port = server.addr.port();
    let tls = ClientTlsConfig::new()
        .ca_certificate(Certificate::from_pem(&pki.ca_pem))
        .domain_name("localhost");
    assert_eq!(health_over_tls(port, tls).await, Ok(1), "SERVING over TLS");
    // A plaintext HTTP request on the TLS port gets no answer.
    let plain = reqwest::Client::new()
        .get(format!("http://127.0.0.1:{port}/healthz"))
        .send()
        .await;
    assert!(plain.is_err() || !plain.unwrap().status().is_success());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn mutual_tls_requires_a_client_certificate() {
    let pki = pki("mutual");
    let mut cfg = config();
    cfg.tls_cert = Some(write(&pki.dir, "server.pem", &pki.server.0));
    cfg.tls_key = Some(write(&pki.dir, "server.key", &pki.server.1));
    cfg.tls_client_ca = Some(write(&pki.dir, "ca.pem", &pki.ca_pem));
    let server = start(cfg).await;
    let port = server.addr.port();
    let base = ClientTlsConfig::new()
        .ca_certificate(Certificate::from_pem(&pki.ca_pem))
        .domain_name("localhost");
    assert!(
        health_over_tls(port, base.clone()).await.is_err(),
        "no client certificate"
    );
    let with_identity = base.identity(Identity::from_pem(&pki.client.0, &pki.client.1));
    assert_eq!(health_over_tls(port, with_identity).await, Ok(1));
    server.shutdown().await.unwrap();
}

const TOKEN: &str = "club-token-0123456789abcdef";

#[tokio::test]
async fn bearer_tokens_guard_the_api_but_not_health() {
    let mut cfg = config();
    cfg.auth_tokens = Secret(format!("other-token-0123456789, {TOKEN}"));
    let server = start(cfg).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let req = || pb::ValidateMoveRequest {
        r#move: "h2e2".into(),
        ..Default::default()
    };
    let err = client.validate_move(req()).await.unwrap_err();
    assert_eq!(err.code(), tonic::Code::Unauthenticated);
    assert_eq!(
        err.get_details_error_info().unwrap().reason,
        "ERROR_CODE_UNAUTHENTICATED"
    );
    let mut wrong = tonic::Request::new(req());
    wrong.metadata_mut().insert(
        "authorization",
        "Bearer club-token-0123456789abcdeX".parse().unwrap(),
    );
    assert_eq!(
        client.validate_move(wrong).await.unwrap_err().code(),
        tonic::Code::Unauthenticated
    );
    let mut ok = tonic::Request::new(req());
    ok.metadata_mut()
        .insert("authorization", format!("Bearer {TOKEN}").parse().unwrap());
    assert!(client.validate_move(ok).await.unwrap().into_inner().legal);
    // gRPC health stays open for probes.
    let status = HealthClient::new(channel(&server).await)
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .unwrap()
        .into_inner()
        .status;
    assert_eq!(status, 1);

    let http = reqwest::Client::new();
    let body = serde_json::json!({ "move": "h2e2" });
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 401);
    assert_eq!(resp.headers()["www-authenticate"], "Bearer");
    let problem: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(problem["code"], "ERROR_CODE_UNAUTHENTICATED");
    assert!(!problem.to_string().contains(TOKEN));
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .bearer_auth(TOKEN)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    for open in ["/healthz", "/readyz", "/metrics", "/openapi.json"] {
        assert_eq!(
            http.get(url(&server, open)).send().await.unwrap().status(),
            200,
            "{open}"
        );
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn protected_ops_need_the_token_too() {
    let mut cfg = config();
    cfg.auth_tokens = Secret(TOKEN.into());
    cfg.auth_protect_ops = true;
    let server = start(cfg).await;
    let http = reqwest::Client::new();
    for path in ["/metrics", "/openapi.json"] {
        assert_eq!(
            http.get(url(&server, path)).send().await.unwrap().status(),
            401,
            "{path}"
        );
        let ok = http
            .get(url(&server, path))
            .bearer_auth(TOKEN)
            .send()
            .await
            .unwrap();
        assert_eq!(ok.status(), 200, "{path}");
    }
    assert_eq!(
        http.get(url(&server, "/healthz"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn short_tokens_are_refused_at_start() {
    let mut cfg = config();
    cfg.auth_tokens = Secret("short".into());
    let server = arbiter::server::spawn(cfg).await.unwrap();
    let err = server.shutdown().await.unwrap_err();
    assert!(err.contains("shorter than 16"), "{err}");
}

/// A server told to require authentication with no usable token refuses to start: an empty
/// tokens file, one with only comments, `ARBITER_AUTH_TOKENS=,` (issue 52, item 3). Before, it
/// started with `"auth":true` and served every call without a token.
#[tokio::test]
async fn auth_without_a_usable_token_refuses_to_start() {
    let dir = std::env::temp_dir().join(format!("arbiter-auth-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, body) in [("empty", ""), ("comments", "# tokens go here\n\n   \n")] {
        let mut cfg = config();
        cfg.auth_tokens_file = Some(write(&dir, name, body));
        let server = arbiter::server::spawn(cfg).await.unwrap();
        let err = server.shutdown().await.unwrap_err();
        assert!(
            err.contains("--auth-tokens-file asks for authentication"),
            "{err}"
        );
    }
    let mut cfg = config();
    cfg.auth_tokens = Secret(",".into());
    let err = arbiter::server::spawn(cfg)
        .await
        .unwrap()
        .shutdown()
        .await
        .unwrap_err();
    assert!(
        err.contains("ARBITER_AUTH_TOKENS asks for authentication"),
        "{err}"
    );
    // The binary exits 2, naming the source, before it listens.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--listen", "127.0.0.1:0"])
        .env("ARBITER_AUTH_TOKENS", " , ")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // Set but empty (a Kubernetes Secret with an empty key) asks too.
    let empty = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--listen", "127.0.0.1:0"])
        .env("ARBITER_AUTH_TOKENS", "")
        .output()
        .unwrap();
    assert_eq!(empty.status.code(), Some(2), "{empty:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("ARBITER_AUTH_TOKENS asks for authentication"),
        "{stderr}"
    );
    // Only on purpose does it start open.
    let mut cfg = config();
    cfg.auth_tokens = Secret(",".into());
    cfg.auth_allow_open = true;
    let server = start(cfg).await;
    let open = reqwest::Client::new()
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({"move": "h2e2"}))
        .send()
        .await
        .unwrap();
    assert_eq!(open.status(), 200);
    server.shutdown().await.unwrap();
}

/// REST over TLS with HTTP/1.1: the server offers both `h2` and `http/1.1` by ALPN.
#[tokio::test]
async fn tls_offers_http1_for_rest() {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::{CertificateDer, ServerName};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let pki = pki("http1");
    let mut cfg = config();
    cfg.tls_cert = Some(write(&pki.dir, "server.pem", &pki.server.0));
    cfg.tls_key = Some(write(&pki.dir, "server.key", &pki.server.1));
    let server = start(cfg).await;
    let mut roots = rustls::RootCertStore::empty();
    roots
        .add(CertificateDer::from_pem_slice(pki.ca_pem.as_bytes()).unwrap())
        .unwrap();
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let mut client = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    client.alpn_protocols = vec![b"http/1.1".to_vec()];
    let connector = tokio_rustls::TlsConnector::from(std::sync::Arc::new(client));
    let tcp = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let mut tls = connector
        .connect(ServerName::try_from("localhost").unwrap(), tcp)
        .await
        .expect("TLS with ALPN http/1.1 is accepted");
    assert_eq!(tls.get_ref().1.alpn_protocol(), Some(&b"http/1.1"[..]));
    tls.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let _ = tls.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    server.shutdown().await.unwrap();
}

/// Unknown paths are refused before routing when tokens are configured: an anonymous client
/// cannot map the routes.
#[tokio::test]
async fn unknown_paths_need_the_token_first() {
    let mut cfg = config();
    cfg.auth_tokens = Secret("club-token-0123456789abcdef".into());
    let server = start(cfg).await;
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/no/such/route"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 401);
    server.shutdown().await.unwrap();
}

/// A browser client may send its token: CORS preflights allow the `authorization` header.
#[tokio::test]
async fn cors_allows_the_authorization_header() {
    let server = start(config()).await;
    let resp = reqwest::Client::new()
        .request(
            reqwest::Method::OPTIONS,
            url(&server, "/v1/xiangqi/validateMove"),
        )
        .header("origin", "https://club.example")
        .header("access-control-request-method", "POST")
        .header(
            "access-control-request-headers",
            "authorization,content-type",
        )
        .send()
        .await
        .unwrap();
    let allowed = resp
        .headers()
        .get("access-control-allow-headers")
        .map(|v| v.to_str().unwrap().to_ascii_lowercase())
        .unwrap_or_default();
    assert!(allowed.contains("authorization"), "{allowed}");
    server.shutdown().await.unwrap();
}

/// `--cors-origins` limits which origins browsers may call from; a bad origin stops start-up.
#[tokio::test]
async fn cors_origins_are_configurable() {
    let server = start(arbiter::config::ServeArgs {
        cors_origins: "https://club.example, https://admin.club.example".into(),
        ..config()
    })
    .await;
    let preflight = |origin: &'static str| {
        reqwest::Client::new()
            .request(
                reqwest::Method::OPTIONS,
                url(&server, "/v1/xiangqi/validateMove"),
            )
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .send()
    };
    let ok = preflight("https://admin.club.example").await.unwrap();
    assert_eq!(
        ok.headers()
            .get("access-control-allow-origin")
            .map(|v| v.to_str().unwrap().to_string()),
        Some("https://admin.club.example".to_string())
    );
    let other = preflight("https://elsewhere.example").await.unwrap();
    assert!(other.headers().get("access-control-allow-origin").is_none());
    server.shutdown().await.unwrap();
    let bad = start(arbiter::config::ServeArgs {
        cors_origins: "club.example".into(),
        ..config()
    })
    .await;
    let err = bad
        .shutdown()
        .await
        .expect_err("an origin without a scheme stops the server");
    assert!(err.contains("--cors-origins"), "{err}");
}
