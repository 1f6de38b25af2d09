//! The service end to end: a real server on 127.0.0.1:0, called with tonic clients (service,
//! reflection, health) and over REST with a real HTTP client.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tonic_types::StatusExt;

use arbiter::config::ServeArgs;
use arbiter::pb::xiangqi::v1 as pb;
use arbiter::pb::xiangqi::v1::xiangqi_service_client::XiangqiServiceClient;
use arbiter::server::RunningServer;

use crate::server_fixture::{channel, config, start, url};

#[tokio::test]
async fn grpc_validate_move_legal_and_illegal() {
    let server = start(config()).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let ok = client
        .validate_move(pb::ValidateMoveRequest {
            moves: vec!["h2e2".into()],
            r#move: "马８进７".into(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert!(ok.legal);
    assert_eq!(ok.move_iccs, "h9g7");
    assert_eq!(ok.move_wxf, "H8+7");
    assert_eq!(ok.move_chinese, "马８进７");
    assert_eq!(
        ok.fen,
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
    let bad = client
        .validate_move(pb::ValidateMoveRequest {
            r#move: "b0d1".into(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert!(!bad.legal);
    assert_eq!(bad.reason(), pb::IllegalMoveReason::HorseLegBlocked);
    assert!(bad.explanation.contains("c0"), "{}", bad.explanation);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn grpc_errors_carry_rich_details() {
    let server = start(config()).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let err = client
        .validate_move(pb::ValidateMoveRequest {
            start_fen: "not a fen".into(),
            r#move: "h2e2".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(err.code(), tonic::Code::InvalidArgument);
    let details = err.get_error_details();
    assert_eq!(
        details.error_info().unwrap().reason,
        "ERROR_CODE_INVALID_ARGUMENT"
    );
    let violations = &details.bad_request().unwrap().field_violations;
    assert_eq!(violations[0].field, "start_fen");
    // An illegal history move names its index.
    let err = client
        .list_legal_moves(pb::ListLegalMovesRequest {
            moves: vec!["h2e2".into(), "h2e2".into()],
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        err.get_error_details()
            .bad_request()
            .unwrap()
            .field_violations[0]
            .field,
        "moves[1]"
    );
    // Unparseable candidate move: INVALID_ARGUMENT on `move`.
    let err = client
        .validate_move(pb::ValidateMoveRequest {
            r#move: "zz".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        err.get_error_details()
            .bad_request()
            .unwrap()
            .field_violations[0]
            .field,
        "move"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn reflection_v1_and_v1alpha_and_health() {
    use tonic_health::pb::health_client::HealthClient;
    use tonic_reflection::pb::{v1, v1alpha};
    let server = start(config()).await;
    let ch = channel(&server).await;

    let mut r1 = v1::server_reflection_client::ServerReflectionClient::new(ch.clone());
    let req = v1::ServerReflectionRequest {
        host: String::new(),
        message_request: Some(v1::server_reflection_request::MessageRequest::ListServices(
            String::new(),
        )),
    };
    let mut stream = r1
        .server_reflection_info(tokio_stream::iter(vec![req]))
        .await
        .unwrap()
        .into_inner();
    let resp = stream.message().await.unwrap().unwrap();
    let Some(v1::server_reflection_response::MessageResponse::ListServicesResponse(list)) =
        resp.message_response
    else {
        panic!("unexpected reflection answer");
    };
    let names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    assert!(
        names.contains(&"arbiter.xiangqi.v1.XiangqiService".to_string()),
        "{names:?}"
    );
    assert!(
        names.contains(&"grpc.health.v1.Health".to_string()),
        "{names:?}"
    );

    let mut ra = v1alpha::server_reflection_client::ServerReflectionClient::new(ch.clone());
    let req = v1alpha::ServerReflectionRequest {
        host: String::new(),
        message_request: Some(
            v1alpha::server_reflection_request::MessageRequest::FileContainingSymbol(
                "arbiter.xiangqi.v1.XiangqiService".into(),
            ),
        ),
    };
    let mut stream = ra
        .server_reflection_info(tokio_stream::iter(vec![req]))
        .await
        .unwrap()
        .into_inner();
    let resp = stream.message().await.unwrap().unwrap();
    assert!(matches!(
        resp.message_response,
        Some(v1alpha::server_reflection_response::MessageResponse::FileDescriptorResponse(_))
    ));

    let mut health = HealthClient::new(ch.clone());
    let status = health
        .check(tonic_health::pb::HealthCheckRequest {
            service: "arbiter.xiangqi.v1.XiangqiService".into(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        status.status(),
        tonic_health::pb::health_check_response::ServingStatus::Serving
    );

    // Health turns NOT_SERVING on shutdown: a watcher sees it before the stream closes.
    let mut watch = health
        .watch(tonic_health::pb::HealthCheckRequest {
            service: String::new(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        watch.message().await.unwrap().unwrap().status(),
        tonic_health::pb::health_check_response::ServingStatus::Serving
    );
    let stopping = tokio::spawn(server.shutdown());
    let next = tokio::time::timeout(Duration::from_secs(5), watch.message())
        .await
        .unwrap();
    if let Ok(Some(msg)) = next {
        assert_eq!(
            msg.status(),
            tonic_health::pb::health_check_response::ServingStatus::NotServing
        );
    }
    drop(watch);
    drop(health);
    drop(ch);
    stopping.await.unwrap().unwrap();
}

#[tokio::test]
async fn rest_matches_grpc() {
    let server = start(config()).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let http = reqwest::Client::new();
    let req = pb::ListLegalMovesRequest {
        moves: vec!["h2e2".into(), "h9g7".into()],
        ..Default::default()
    };
    let grpc = client
        .list_legal_moves(req.clone())
        .await
        .unwrap()
        .into_inner();
    let body = serde_json::to_string(&req).unwrap();
    let resp = http
        .post(url(&server, "/v1/xiangqi/listLegalMoves"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let rest: pb::ListLegalMovesResponse =
        serde_json::from_str(&resp.text().await.unwrap()).unwrap();
    assert_eq!(rest, grpc);
    let mut pos = arbiter::xiangqi::Position::startpos();
    for m in ["h2e2", "h9g7"] {
        pos.play(m.parse::<arbiter::xiangqi::notation::Iccs>().unwrap().0)
            .unwrap();
    }
    assert_eq!(rest.moves.len(), pos.count_legal_moves());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn rest_contract_json_names() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let v: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "startFen": "", "moves": ["h2e2"], "move": "h9g7" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["legal"], true);
    assert_eq!(v["moveIccs"], "h9g7");
    assert_eq!(v["moveChinese"], "马８进７");
    assert_eq!(v["moveWxf"], "H8+7");
    assert!(v["fen"].as_str().unwrap().ends_with(" w - - 2 2"));
    let v: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "move": "h2h7" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["legal"], false, "defaults are emitted: {v}");
    assert_eq!(v["reason"], "ILLEGAL_MOVE_REASON_CANNON_NEEDS_SCREEN");
    let v: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/convertNotation"))
        .json(&serde_json::json!({ "moves": ["h2e2", "h9g7"], "to": "MOVE_NOTATION_CHINESE" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["moves"], serde_json::json!(["炮二平五", "马８进７"]));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn rest_errors_are_problem_json() {
    let mut cfg = config();
    cfg.max_request_bytes = 2048;
    let server = start(cfg).await;
    let http = reqwest::Client::new();
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "startFen": "9/9", "move": "h2e2" }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(resp.headers()["content-type"], "application/problem+json");
    let p: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(p["code"], "ERROR_CODE_INVALID_ARGUMENT");
    assert_eq!(
        p["violations"][0]["field"], "startFen",
        "REST names fields as JSON does"
    );
    assert!(p["detail"].as_str().unwrap().starts_with("startFen"), "{p}");

    let big = format!("{{\"move\":\"{}\"}}", "x".repeat(10_000));
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .body(big)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 413);
    let p: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(p["code"], "ERROR_CODE_PAYLOAD_TOO_LARGE");
    // The same condition over gRPC has one code, as README and proto say (issue 53, item 6).
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let err = client
        .validate_move(pb::ValidateMoveRequest {
            r#move: "x".repeat(10_000),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(err.code(), tonic::Code::InvalidArgument, "{err:?}");
    {
        use tonic_types::StatusExt;
        let info = err.get_error_details().error_info().cloned();
        assert_eq!(
            info.map(|i| i.reason).as_deref(),
            Some("ERROR_CODE_PAYLOAD_TOO_LARGE")
        );
    }

    // An enum value the field does not have is the same condition over both transports.
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "move": "h2e2", "notation": "MOVE_NOTATION_MARS" }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    let p: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(p["code"], "ERROR_CODE_INVALID_ARGUMENT", "{p}");
    assert_eq!(p["violations"][0]["field"], "notation", "{p}");

    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["code"],
        "ERROR_CODE_MALFORMED_BODY"
    );

    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .header("content-type", "application/xml")
        .body("<x/>")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 415);

    let resp = http
        .get(url(&server, "/v1/xiangqi/validateMove"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 405);
    let resp = http
        .post(url(&server, "/v1/nothing/here"))
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["code"],
        "ERROR_CODE_NOT_FOUND"
    );

    // Per-field limits.
    let many: Vec<String> = (0..arbiter::limits::MAX_PLIES + 1)
        .map(|_| "h2e2".to_string())
        .collect();
    let mut cfg = config();
    cfg.max_request_bytes = 1 << 20;
    let roomy = start(cfg).await;
    let resp = http
        .post(url(&roomy, "/v1/xiangqi/listLegalMoves"))
        .json(&serde_json::json!({ "moves": many }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["violations"][0]["field"],
        "moves"
    );
    roomy.shutdown().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Sends request headers and part of a body, leaving the request in flight.
async fn slow_request(server: &RunningServer, body: &str, sent: usize) -> TcpStream {
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    let head = format!(
        "POST /v1/xiangqi/validateMove HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(&body.as_bytes()[..sent]).await.unwrap();
    s.flush().await.unwrap();
    s
}

async fn read_all(mut s: TcpStream) -> String {
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), s.read_to_end(&mut out)).await;
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn load_is_shed_at_the_concurrency_limit() {
    let mut cfg = config();
    cfg.max_concurrency = 1;
    let server = start(cfg).await;
    let body = r#"{"move":"h2e2"}"#;
    let http = reqwest::Client::new();
    // A request whose body has not arrived holds no permit (issue 52, item 2): the one permit
    // is still free for a normal call.
    let mut slow = slow_request(&server, body, 5).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200, "a body in transit took the permit");
    // A call computing holds it: the next is shed.
    let busy = {
        let http = http.clone();
        let u = url(&server, "/v1/tournament/pairSwissRound");
        tokio::spawn(async move {
            let _ = http
                .post(u)
                .body(crate::reliability::big_pairing_body())
                .send()
                .await;
        })
    };
    tokio::time::sleep(Duration::from_millis(500)).await;
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 503);
    // The client is told when to come back (issue 52, item 7).
    assert_eq!(resp.headers()["retry-after"], "1");
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["code"],
        "ERROR_CODE_OVERLOADED"
    );
    // gRPC callers get RESOURCE_EXHAUSTED, with a RetryInfo detail.
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let err = client
        .validate_move(pb::ValidateMoveRequest {
            r#move: "h2e2".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(err.code(), tonic::Code::ResourceExhausted);
    {
        use tonic_types::StatusExt;
        let retry = err.get_error_details().retry_info().cloned();
        assert_eq!(
            retry.and_then(|r| r.retry_delay),
            Some(std::time::Duration::from_secs(1)),
            "{err:?}"
        );
    }
    // Health stays answerable under load.
    assert_eq!(
        http.get(url(&server, "/healthz"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    busy.abort();
    slow.write_all(&body.as_bytes()[5..]).await.unwrap();
    assert!(read_all(slow).await.starts_with("HTTP/1.1 "));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn slow_body_times_out() {
    let mut cfg = config();
    cfg.request_timeout_ms = 300;
    let server = start(cfg).await;
    let slow = slow_request(&server, r#"{"move":"h2e2"}"#, 3).await;
    let answer = read_all(slow).await;
    assert!(answer.starts_with("HTTP/1.1 504"), "{answer}");
    assert!(answer.contains("ERROR_CODE_TIMEOUT"));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn shutdown_finishes_the_request_in_flight() {
    let server = start(config()).await;
    let addr = server.addr;
    let body = r#"{"move":"h2e2"}"#;
    let mut slow = slow_request(&server, body, 4).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let stopping = tokio::spawn(server.shutdown());
    tokio::time::sleep(Duration::from_millis(200)).await;
    // New connections are not served while draining (refused, or left unanswered)…
    let fresh = reqwest::Client::builder()
        .timeout(Duration::from_millis(300))
        .build()
        .unwrap();
    if let Ok(r) = fresh.get(format!("http://{addr}/readyz")).send().await {
        assert_ne!(r.status(), 200, "not ready while draining");
    }
    // …but the request in flight is answered in full.
    slow.write_all(&body.as_bytes()[4..]).await.unwrap();
    let answer = read_all(slow).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"legal\":true"));
    stopping.await.unwrap().unwrap();
}

#[tokio::test]
async fn ops_routes_metrics_and_openapi() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    assert_eq!(
        http.get(url(&server, "/healthz"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    assert_eq!(
        http.get(url(&server, "/readyz"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    client
        .validate_move(pb::ValidateMoveRequest {
            r#move: "h2e2".into(),
            ..Default::default()
        })
        .await
        .unwrap();
    http.post(url(&server, "/v1/xiangqi/validateMove"))
        .body(r#"{"move":"h2e2"}"#)
        .send()
        .await
        .unwrap();
    let metrics = http
        .get(url(&server, "/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for needle in [
        "arbiter_requests_total{transport=\"grpc\",rpc=\"/arbiter.xiangqi.v1.XiangqiService/ValidateMove\",code=\"OK\"}",
        "arbiter_requests_total{transport=\"rest\",rpc=\"/arbiter.xiangqi.v1.XiangqiService/ValidateMove\",code=\"OK\"}",
        "arbiter_request_duration_seconds_bucket",
        "arbiter_requests_in_flight",
        "arbiter_build_info",
    ] {
        assert!(metrics.contains(needle), "missing {needle} in\n{metrics}");
    }
    let doc: serde_json::Value = http
        .get(url(&server, "/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    crate::openapi::check_document(&doc);
    server.shutdown().await.unwrap();
}

/// The real binary on a free loopback port with JSON logs and `extra` flags: the child, its
/// log lines as they come (parsed), and the address it listens on.
fn spawn_logged(
    extra: &[&str],
) -> (
    std::process::Child,
    std::sync::mpsc::Receiver<serde_json::Value>,
    String,
) {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--listen", "127.0.0.1:0", "--log-format", "json"])
        .args(extra)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<serde_json::Value>();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = tx.send(serde_json::from_str(&line).unwrap_or_default());
        }
    });
    let addr = loop {
        let v = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("server logs its address");
        if v["message"] == "listening (gRPC, gRPC-Web, REST, /metrics, /healthz)" {
            break v["addr"].as_str().unwrap().to_string();
        }
    };
    (child, rx, addr)
}

/// The real binary: SIGTERM while a request is in flight still answers it, then exits 0.
#[tokio::test]
async fn sigterm_on_the_binary_drains_and_exits_zero() {
    use std::process::Command;
    let (mut child, _logs, addr) = spawn_logged(&[]);
    let body = r#"{"move":"h2e2"}"#;
    let mut s = TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "POST /v1/xiangqi/validateMove HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(&body.as_bytes()[..4]).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    tokio::time::sleep(Duration::from_millis(200)).await;
    s.write_all(&body.as_bytes()[4..]).await.unwrap();
    let answer = read_all(s).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let code = tokio::task::spawn_blocking(move || child.wait())
        .await
        .unwrap()
        .unwrap();
    assert!(code.success(), "exit status {code:?}");
}

/// The real binary with `--access-log errors`: an answered call gets no log line, a refused
/// one does; the metrics count both.
#[tokio::test]
async fn access_log_errors_logs_only_what_did_not_answer_ok() {
    use std::process::Command;
    let (mut child, rx, addr) = spawn_logged(&["--access-log", "errors", "--drain-ms", "0"]);
    let http = reqwest::Client::new();
    let post = |body: &'static str| {
        http.post(format!("http://{addr}/v1/xiangqi/validateMove"))
            .header("content-type", "application/json")
            .body(body)
            .send()
    };
    assert_eq!(post(r#"{"move":"h2e2"}"#).await.unwrap().status(), 200);
    assert_eq!(post(r#"{"move":"z9z9"}"#).await.unwrap().status(), 400);
    let metrics = http
        .get(format!("http://{addr}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let counted = |code: &str| {
        metrics.lines().any(|l| {
            l.starts_with("arbiter_requests_total")
                && l.contains("transport=\"rest\"")
                && l.contains(&format!("code=\"{code}\""))
        })
    };
    assert!(counted("OK") && counted("INVALID_ARGUMENT"), "{metrics}");
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let _ = tokio::task::spawn_blocking(move || child.wait()).await;
    let requests: Vec<serde_json::Value> = rx
        .try_iter()
        .filter(|v| v["message"] == "request")
        .collect();
    assert_eq!(requests.len(), 1, "{requests:?}");
    assert_eq!(requests[0]["code"], "INVALID_ARGUMENT", "{requests:?}");
}

#[tokio::test]
async fn adjudicate_game_over_rest_and_grpc() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    // The club's worked example 图2: red checks perpetually, black idles → red loses.
    let body = serde_json::json!({
        "startFen": "2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1",
        "moves": ["车四平五", "将5平6", "车五平四", "将6平5", "f0e0", "e8f8", "e0f0", "f8e8"],
        "profile": "RULE_PROFILE_CLUB"
    });
    let v: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/adjudicateGame"))
        .json(&body)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(v["termination"], "TERMINATION_PERPETUAL_CHECK");
    assert!(v["rule"].as_str().unwrap().contains("长将"));
    assert_eq!(v["decidingPlies"], serde_json::json!([5, 6, 7, 8]));
    assert_eq!(v["plies"][4]["check"], true);
    assert_eq!(v["plies"][4]["moveClass"], "MOVE_CLASS_CHECK");
    assert_eq!(v["plies"][5]["moveClass"], "MOVE_CLASS_IDLE");

    // An illegal move inside the history is a verdict, not an error.
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let r = client
        .adjudicate_game(pb::AdjudicateGameRequest {
            moves: vec!["h2e2".into(), "h9g7".into(), "e2e7".into()],
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(r.termination(), pb::Termination::IllegalMove);
    let ill = r.illegal_move.unwrap();
    assert_eq!(ill.ply, 3);
    assert_eq!(ill.reason(), pb::IllegalMoveReason::PathBlocked);
    assert_eq!(r.plies.len(), 2);

    // Malformed input names the field.
    let err = client
        .adjudicate_game(pb::AdjudicateGameRequest {
            moves: vec!["h2e2".into(), "??".into()],
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        err.get_error_details()
            .bad_request()
            .unwrap()
            .field_violations[0]
            .field,
        "moves[1]"
    );
    let err = client
        .adjudicate_game(pb::AdjudicateGameRequest {
            events: vec![pb::GameEvent {
                r#type: pb::EventType::Resign as i32,
                after_ply: 0,
                side: 0,
                ..Default::default()
            }],
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        err.get_error_details()
            .bad_request()
            .unwrap()
            .field_violations[0]
            .field,
        "events[0].side"
    );

    // Resignation.
    let r = client
        .adjudicate_game(pb::AdjudicateGameRequest {
            moves: vec!["h2e2".into()],
            events: vec![pb::GameEvent {
                r#type: pb::EventType::Resign as i32,
                after_ply: 1,
                side: arbiter::pb::common::v1::Side::Black as i32,
                ..Default::default()
            }],
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(r.outcome(), pb::Outcome::RedWins);
    assert_eq!(r.termination(), pb::Termination::Resignation);

    // A 1,000-ply history is within the limits (shuffling horses; the natural-move limit and
    // the repetition rules end it early and say so).
    let cycle = ["b0c2", "b9c7", "c2b0", "c7b9"];
    let moves: Vec<String> = (0..1000).map(|i| cycle[i % 4].to_string()).collect();
    let r = client
        .adjudicate_game(pb::AdjudicateGameRequest {
            moves,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(r.outcome(), pb::Outcome::Draw);
    assert_eq!(r.termination(), pb::Termination::RepetitionDraw);
    assert!(r.moves_after_end > 900);
    server.shutdown().await.unwrap();
}

/// gRPC-Web (what browsers speak) on the same port.
#[tokio::test]
async fn grpc_web_call() {
    use prost::Message;
    let server = start(config()).await;
    let req = pb::ValidateMoveRequest {
        r#move: "h2e2".into(),
        ..Default::default()
    };
    let msg = req.encode_to_vec();
    let mut body = vec![0u8];
    body.extend_from_slice(&(msg.len() as u32).to_be_bytes());
    body.extend_from_slice(&msg);
    let resp = reqwest::Client::new()
        .post(url(
            &server,
            "/arbiter.xiangqi.v1.XiangqiService/ValidateMove",
        ))
        .header("content-type", "application/grpc-web+proto")
        .header("x-grpc-web", "1")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/grpc-web")
    );
    let bytes = resp.bytes().await.unwrap();
    assert_eq!(bytes[0], 0, "first frame is the message");
    let len = u32::from_be_bytes([bytes[1], bytes[2], bytes[3], bytes[4]]) as usize;
    let answer = pb::ValidateMoveResponse::decode(&bytes[5..5 + len]).unwrap();
    assert!(answer.legal);
    assert_eq!(answer.move_chinese, "炮二平五");
    let trailers = String::from_utf8_lossy(&bytes[5 + len + 5..]);
    assert!(trailers.contains("grpc-status:0"), "{trailers}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn checkers_over_rest_and_grpc() {
    use arbiter::pb::checkers::v1 as cpb;
    use arbiter::pb::checkers::v1::checkers_service_client::CheckersServiceClient;
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let v: serde_json::Value = http
        .post(url(&server, "/v1/checkers/listLegalMoves"))
        .json(&serde_json::json!({ "position": { "players": 2, "rules": { "campRule": "CAMP_RULE_ALLOWED" } } }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["moveCount"], 14, "{v}");
    assert_eq!(v["moves"][0]["from"], "c1");
    let mut client = CheckersServiceClient::new(channel(&server).await);
    let pos = cpb::Position {
        players: 2,
        ..Default::default()
    };
    let ok = client
        .validate_move(cpb::ValidateMoveRequest {
            position: Some(pos.clone()),
            path: vec!["c1".into(), "e5".into()],
        })
        .await
        .unwrap()
        .into_inner();
    assert!(ok.legal);
    assert_eq!(ok.path, vec!["c1", "e5"]);
    let bad = client
        .validate_move(cpb::ValidateMoveRequest {
            position: Some(pos.clone()),
            path: vec!["c1".into(), "i5".into()],
        })
        .await
        .unwrap()
        .into_inner();
    assert!(!bad.legal);
    assert_eq!(bad.reason, "ILLEGAL_HOP");
    // Malformed input names the field.
    let err = client
        .validate_move(cpb::ValidateMoveRequest {
            position: Some(cpb::Position {
                players: 5,
                ..Default::default()
            }),
            path: vec![],
        })
        .await
        .unwrap_err();
    assert_eq!(
        err.get_error_details()
            .bad_request()
            .unwrap()
            .field_violations[0]
            .field,
        "position.players"
    );
    let err = client
        .validate_move(cpb::ValidateMoveRequest {
            position: Some(pos.clone()),
            path: vec!["c1".into(), "z9".into()],
        })
        .await
        .unwrap_err();
    assert_eq!(
        err.get_error_details()
            .bad_request()
            .unwrap()
            .field_violations[0]
            .field,
        "path[1]"
    );
    // Passes: a full round of passes ends the game drawn.
    let r = client
        .adjudicate_game(cpb::AdjudicateGameRequest {
            position: Some(pos),
            moves: vec![
                cpb::Turn {
                    path: vec!["c1".into(), "e5".into()],
                },
                cpb::Turn::default(),
                cpb::Turn::default(),
            ],
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(r.status(), cpb::GameStatus::PassRoundDraw);
    assert_eq!(r.scores, vec![0.5, 0.5]);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn checkers_path_mixing_step_and_hop_is_invalid() {
    let server = start(config()).await;
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/checkers/validateMove"))
        .json(&serde_json::json!({ "position": { "players": 2 }, "path": ["d1", "e5", "e6"] }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["violations"][0]["field"],
        "path"
    );
    server.shutdown().await.unwrap();
}

/// Swiss pairings reserve their working memory from `--max-work-memory-bytes`: one that can never
/// fit is refused with `FAILED_PRECONDITION` naming the budget, instead of the allocator aborting
/// the process (issue 52, item 7).
#[tokio::test]
async fn pairings_beyond_the_work_memory_budget_are_refused() {
    let mut cfg = config();
    cfg.max_work_memory_bytes = 9 << 20;
    let server = start(cfg).await;
    let http = reqwest::Client::new();
    let generate = |players: u32| {
        http.post(url(&server, "/v1/tournament/generateTournament"))
            .header("accept-language", "zh-CN")
            .json(&serde_json::json!({ "players": players, "rounds": 1, "seed": 1 }))
            .send()
    };
    assert_eq!(generate(40).await.unwrap().status(), 200);
    let resp = generate(400).await.unwrap();
    assert_eq!(resp.status(), 422);
    let p: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(p["code"], "ERROR_CODE_FAILED_PRECONDITION", "{p}");
    assert!(
        p["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("超过本服务器的预算9 MiB"),
        "{p}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn resolve_touch_move_over_rest() {
    let server = start(config()).await;
    let v: serde_json::Value = reqwest::Client::new()
        .post(url(&server, "/v1/xiangqi/resolveTouchMove"))
        .json(&serde_json::json!({ "touched": ["b0"], "played": "h2e2" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        v["requiredMoves"],
        serde_json::json!(["b0a2", "b0c2"]),
        "{v}"
    );
    // The same moves as the arbiter names them, in order (issue 53, item 5).
    assert_eq!(
        v["requiredMovesChinese"],
        serde_json::json!(["马八进九", "马八进七"]),
        "{v}"
    );
    assert_eq!(v["clauseCode"], "TOUCH_CLAUSE_OWN_MUST_MOVE");
    assert_eq!(v["foul"], true);
    assert_eq!(v["foulKind"], "FOUL_KIND_TOUCHED_NOT_MOVED");
    // Seed 000 §8, ruling R14: touching an own piece that cannot move (the advisor d0 behind
    // its own advisor on e1) or an opponent's piece nothing can take (the black chariot a9 at
    // the start) is itself a technical foul.
    let hemmed = "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1";
    for (fen, touched, kind) in [
        (hemmed, "d0", "FOUL_KIND_TOUCHED_IMMOBILE"),
        ("", "a9", "FOUL_KIND_TOUCHED_UNCAPTURABLE"),
    ] {
        let v: serde_json::Value = reqwest::Client::new()
            .post(url(&server, "/v1/xiangqi/resolveTouchMove"))
            .json(&serde_json::json!({ "startFen": fen, "touched": [touched] }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(v["foul"], true, "{v}");
        assert_eq!(v["foulKind"], kind, "{v}");
    }
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/xiangqi/resolveTouchMove"))
        .json(&serde_json::json!({ "touched": ["k0"] }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["violations"][0]["field"],
        "touched[0]"
    );
    server.shutdown().await.unwrap();
}

/// Sealed moves (封棋) and the repetition-violation limit (违例) over REST: an unreadable sealed
/// move loses, with the rule in the request's language; a missing text names the field; the
/// third forbidden repetition loses unless the option turns the rule off.
#[tokio::test]
async fn sealed_moves_and_violations_over_rest() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let u = url(&server, "/v1/xiangqi/adjudicateGame");
    let sealed = |text: &str| {
        serde_json::json!({
            "moves": ["h2e2", "h9g7"],
            "events": [{ "type": "EVENT_TYPE_SEALED_MOVE", "afterPly": 2, "side": "SIDE_RED",
                         "sealedMove": text }]
        })
    };
    let v: serde_json::Value = http
        .post(&u)
        .header("accept-language", "zh-Hans")
        .json(&sealed("车九进九"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(v["termination"], "TERMINATION_SEALED_MOVE", "{v}");
    assert!(
        v["rule"].as_str().unwrap_or("").contains("封棋着法有误"),
        "{v}"
    );
    let resp = http.post(&u).json(&sealed("")).send().await.unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["violations"][0]["field"],
        "events[0].sealedMove"
    );
    // Three times the chariot chases the cannon for one cycle, the generals stepping aside in
    // between.
    let chases = serde_json::json!([
        "b4c4", "c7b7", "c4b4", "b7c7", "e0d0", "f9f8", "b4c4", "c7b7", "c4b4", "b7c7", "d0d1",
        "f8f7", "b4c4", "c7b7", "c4b4", "b7c7"
    ]);
    let judge = |options: serde_json::Value| {
        let (http, u) = (http.clone(), u.clone());
        let body = serde_json::json!({
            "startFen": "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w", "moves": chases, "profile": "RULE_PROFILE_AXF",
            "options": options
        });
        async move {
            http.post(u)
                .json(&body)
                .send()
                .await
                .unwrap()
                .json::<serde_json::Value>()
                .await
                .unwrap()
        }
    };
    let v = judge(serde_json::json!({ "repetitionMode": "REPETITION_MODE_ADVISE" })).await;
    assert_eq!(v["termination"], "TERMINATION_REPEATED_VIOLATIONS", "{v}");
    assert_eq!(v["violationsRed"], 3, "{v}");
    // Over the board (the default mode) nobody was told: nothing is counted.
    let v = judge(serde_json::json!({})).await;
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    let v = judge(
        serde_json::json!({ "repetitionMode": "REPETITION_MODE_ADVISE", "violationLimit": 0 }),
    )
    .await;
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    assert!(v.get("violationsRed").is_none(), "{v}");
    server.shutdown().await.unwrap();
}

/// ValidateMove and ListLegalMoves advise on repetitions: the cycle a move closes, who must
/// change, and — under REPETITION_MODE_FORBID — the move that would lose refused, in the
/// request's language.
#[tokio::test]
async fn moves_are_advised_and_refused_on_forbidden_repetitions() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let history = [
        "b4c4", "c7b7", "c4b4", "b7c7", "b4c4", "c7b7", "c4b4", "b7c7",
    ];
    let call = |path: &str, body: serde_json::Value, lang: &str| {
        let (http, u, lang) = (http.clone(), url(&server, path), lang.to_string());
        async move {
            http.post(u)
                .header("accept-language", lang)
                .json(&body)
                .send()
                .await
                .unwrap()
                .json::<serde_json::Value>()
                .await
                .unwrap()
        }
    };
    let body = |mode: &str| {
        serde_json::json!({
            "startFen": "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w", "moves": history, "move": "b4c4",
            "options": { "repetitionMode": mode }
        })
    };
    let v = call(
        "/v1/xiangqi/validateMove",
        body("REPETITION_MODE_ADVISE"),
        "en",
    )
    .await;
    assert_eq!(v["legal"], true, "{v}");
    let r = &v["repetition"];
    assert_eq!(r["occurrences"], 3, "{v}");
    assert_eq!(r["mustChange"], true, "{v}");
    assert_eq!(r["side"], "SIDE_RED", "{v}");
    assert_eq!(r["completes"], true, "{v}");
    assert_eq!(r["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(r["cyclePlies"], serde_json::json!([6, 7, 8, 9]), "{v}");
    assert!(r["explanation"].as_str().unwrap().contains("loses"), "{v}");
    let v = call(
        "/v1/xiangqi/validateMove",
        body("REPETITION_MODE_FORBID"),
        "zh-Hans",
    )
    .await;
    assert_eq!(v["legal"], false, "{v}");
    assert_eq!(
        v["reason"], "ILLEGAL_MOVE_REASON_FORBIDDEN_REPETITION",
        "{v}"
    );
    assert!(v["explanation"].as_str().unwrap().contains("须变着"), "{v}");
    // The list marks the same move, and only the moves that repeat a position.
    let mut list_body = body("REPETITION_MODE_FORBID");
    list_body.as_object_mut().unwrap().remove("move");
    let v = call("/v1/xiangqi/listLegalMoves", list_body, "en").await;
    let moves = v["moves"].as_array().unwrap();
    let advised: Vec<&str> = moves
        .iter()
        .filter(|m| m.get("repetition").is_some())
        .map(|m| m["iccs"].as_str().unwrap())
        .collect();
    assert_eq!(advised, ["b4c4"], "{v}");
    let b4c4 = moves.iter().find(|m| m["iccs"] == "b4c4").unwrap();
    assert_eq!(b4c4["repetition"]["refused"], true, "{v}");
    // A bad mode names the field.
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "move": "h2e2", "options": { "repetitionMode": 9 } }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    server.shutdown().await.unwrap();
}

/// A judged ply that attacks a piece without chasing it says why, structured and in words, in
/// the request's language.
#[tokio::test]
async fn rulings_say_why_an_attack_is_no_chase() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let body = serde_json::json!({
        "startFen": "2r1k4/4a4/2n6/9/9/1R7/9/9/9/5K3 w", "profile": "RULE_PROFILE_CXA",
        "moves": ["b4c4", "e9d9", "c4b4", "d9e9", "b4c4", "e9d9", "c4b4", "d9e9"]
    });
    for (lang, words) in [
        ("en", "it is protected"),
        ("zh-Hans", "不算捉"),
        ("zh-Hant", "不算捉"),
    ] {
        let v: serde_json::Value = http
            .post(url(&server, "/v1/xiangqi/adjudicateGame"))
            .header("accept-language", lang)
            .json(&body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(v["outcome"], "OUTCOME_DRAW", "{v}");
        let ply = &v["plies"][4];
        assert_eq!(ply["notChased"][0]["target"], "c7", "{v}");
        assert_eq!(ply["notChased"][0]["attacker"], "c4", "{v}");
        assert_eq!(
            ply["notChased"][0]["reason"], "NOT_CHASE_REASON_PROTECTED",
            "{v}"
        );
        assert!(ply["note"].as_str().unwrap().contains(words), "{lang}: {v}");
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn clocks_flag_and_both_lose() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let post = |body: serde_json::Value| {
        let http = http.clone();
        let u = url(&server, "/v1/xiangqi/adjudicateGame");
        async move {
            http.post(u)
                .json(&body)
                .send()
                .await
                .unwrap()
                .json::<serde_json::Value>()
                .await
                .unwrap()
        }
    };
    let per_game = serde_json::json!({ "kind": "TIME_CONTROL_KIND_PER_GAME", "baseMs": 600000 });
    // Red needs 11 minutes for its second move: red flags, black wins.
    let v = post(serde_json::json!({
        "moves": ["h2e2", "h9g7", "h0g2"],
        "timeControl": per_game,
        "moveTimesMs": [60000, 120000, 780000]
    }))
    .await;
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(v["termination"], "TERMINATION_TIME_FORFEIT");
    assert_eq!(v["decidingPlies"], serde_json::json!([3]));
    // Both sides over time: both score zero.
    let v = post(serde_json::json!({
        "moves": ["h2e2", "h9g7"],
        "timeControl": per_game,
        "moveTimesMs": [660000, 1320000]
    }))
    .await;
    assert_eq!(v["outcome"], "OUTCOME_BOTH_LOSE", "{v}");
    // A flag after the game was decided does not count: black resigns after ply 1, then its
    // clock runs out on the (never played) next move.
    let v = post(serde_json::json!({
        "moves": ["h2e2"],
        "events": [{ "type": "EVENT_TYPE_RESIGN", "afterPly": 1, "side": "SIDE_BLACK" }],
        "timeControl": per_game,
        "moveTimesMs": [60000],
        "endTimeMs": 9000000
    }))
    .await;
    assert_eq!(v["outcome"], "OUTCOME_RED_WINS", "{v}");
    assert_eq!(v["termination"], "TERMINATION_RESIGNATION");
    assert_eq!(v["flags"][0]["counted"], false);
    // A move-count control (2 moves in 10 minutes, then 5 minutes for the rest): red makes one
    // move in time and overruns the period on its second, owing that move; in Chinese the rule
    // is the one the club's rules list (在规定时限内未走满应走着数).
    let move_count = serde_json::json!({
        "kind": "TIME_CONTROL_KIND_MOVE_COUNT", "moves": 2, "baseMs": 600000, "thenMs": 300000
    });
    let body = serde_json::json!({
        "moves": ["h2e2", "h9g7", "h0g2"],
        "timeControl": move_count,
        "moveTimesMs": [60000, 120000, 780000]
    });
    let v = post(body.clone()).await;
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(v["flags"][0]["movesOwed"], 1, "{v}");
    let zh: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/adjudicateGame"))
        .header("accept-language", "zh-Hans")
        .json(&body)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        zh["rule"]
            .as_str()
            .unwrap_or("")
            .contains("未在规定时限内走满应走着数"),
        "{zh}"
    );
    // Within the period's moves made, the second period is added: no flag.
    let v = post(serde_json::json!({
        "moves": ["h2e2", "h9g7", "h0g2", "b9c7", "b0c2"],
        "timeControl": move_count,
        "moveTimesMs": [60000, 120000, 590000, 600000, 950000]
    }))
    .await;
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    // Bad clock data names the field.
    let resp = http
        .post(url(&server, "/v1/xiangqi/adjudicateGame"))
        .json(&serde_json::json!({ "moves": ["h2e2", "h9g7"], "timeControl": per_game, "moveTimesMs": [5000, 4000] }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["violations"][0]["field"],
        "moveTimesMs[1]"
    );
    server.shutdown().await.unwrap();
}

/// Hostile input stays within the limits and the server stays healthy afterwards.
#[tokio::test]
async fn hostile_inputs_are_cut_off() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    // A 100 MB body: refused at the 4 MiB limit (or the connection is closed early).
    let big = vec![b' '; 100 * 1024 * 1024];
    match http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .body(big)
        .send()
        .await
    {
        Ok(resp) => assert_eq!(resp.status(), 413),
        Err(e) => assert!(e.is_request() || e.is_body() || e.is_connect(), "{e}"),
    }
    // Deeply nested JSON: a clear 400, no stack overflow.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .body(deep)
        .send()
        .await;
    if let Ok(resp) = resp {
        assert!(
            resp.status() == 400 || resp.status() == 413,
            "{}",
            resp.status()
        );
    }
    // A 10⁶-move history is over the body limit, and over MAX_PLIES when the body limit is raised.
    let moves: Vec<&str> = vec!["h2e2"; 1_000_000];
    let resp = http
        .post(url(&server, "/v1/xiangqi/adjudicateGame"))
        .json(&serde_json::json!({ "moves": moves }))
        .send()
        .await;
    if let Ok(resp) = resp {
        assert!(
            resp.status() == 413 || resp.status() == 400,
            "{}",
            resp.status()
        );
    }
    // A client that disconnects mid-request.
    {
        let mut s = TcpStream::connect(server.addr).await.unwrap();
        s.write_all(b"POST /v1/xiangqi/validateMove HTTP/1.1\r\nhost: x\r\ncontent-length: 100\r\n\r\n{\"mo").await.unwrap();
    }
    // Still healthy and answering.
    assert_eq!(
        http.get(url(&server, "/healthz"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    let v: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "move": "h2e2" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["legal"], true);
    let roomy = start(ServeArgs {
        max_request_bytes: 64 * 1024 * 1024,
        ..config()
    })
    .await;
    let resp = http
        .post(url(&roomy, "/v1/xiangqi/adjudicateGame"))
        .json(&serde_json::json!({ "moves": moves }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<serde_json::Value>().await.unwrap()["violations"][0]["field"],
        "moves"
    );
    roomy.shutdown().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The proto3 JSON mapping as REST clients write it: `null` is the default, enums may be
/// numbers, 64-bit integers may be strings; unknown fields are refused naming the nearest known
/// field (the mapping's default for parsers; issue 52, item 5), or skipped when the server is
/// told to (`--ignore-unknown-fields`).
#[tokio::test]
async fn rest_reads_canonical_proto3_json() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let post = |path: &'static str, body: serde_json::Value| post_json(&server, path, body);
    let (status, body) = post(
        "/v1/xiangqi/validateMove",
        serde_json::json!({ "move": "h2e2", "startFen": null, "notation": null, "moves": null }),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["legal"], true);
    assert!(
        body.get("reason").is_none(),
        "no reason for a legal move: {body}"
    );
    let (status, body) = post(
        "/v1/xiangqi/validateMove",
        serde_json::json!({ "move": "h2e2", "aFieldFromANewerClient": { "x": 1 } }),
    )
    .await;
    assert_eq!(status, 400, "unknown fields are refused: {body}");
    assert_eq!(body["violations"][0]["field"], "aFieldFromANewerClient");
    // A misspelling is named with the field it was meant to be, at any depth, in the
    // request's language.
    let (status, body) = post(
        "/v1/xiangqi/adjudicateGame",
        serde_json::json!({ "moves": [], "profle": "RULE_PROFILE_AXF" }),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["violations"][0]["field"], "profle");
    assert_eq!(
        body["violations"][0]["description"],
        "unknown field; did you mean `profile`?"
    );
    let (status, body) = post(
        "/v1/xiangqi/adjudicateGame",
        serde_json::json!({ "moves": [], "options": { "foulsLimit": 2 } }),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["violations"][0]["field"], "options.foulsLimit");
    assert!(
        body["violations"][0]["description"]
            .as_str()
            .unwrap()
            .contains("foulLimit"),
        "{body}"
    );
    let zh: serde_json::Value = http
        .post(url(&server, "/v1/tournament/scheduleRoundRobin"))
        .header("accept-language", "zh-CN")
        .json(&serde_json::json!({ "playerCount": 6, "cycle": 2 }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        zh["violations"][0]["description"], "未知字段；是否应为 cycles？",
        "{zh}"
    );
    // Told to, the server skips them.
    let lenient = start(arbiter::config::ServeArgs {
        ignore_unknown_fields: true,
        ..config()
    })
    .await;
    let (status, body) = post_json(
        &lenient,
        "/v1/xiangqi/validateMove",
        serde_json::json!({ "move": "h2e2", "aFieldFromANewerClient": { "x": 1 } }),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    lenient.shutdown().await.unwrap();
    let (status, body) = post(
        "/v1/xiangqi/convertNotation",
        serde_json::json!({ "moves": ["h2e2"], "to": 2 }),
    )
    .await;
    assert_eq!(status, 200, "an enum by number: {body}");
    let (status, body) = post(
        "/v1/tournament/scheduleRoundRobin",
        serde_json::json!({ "playerCount": 4, "randomDraw": true, "seed": "18446744073709551615" }),
    )
    .await;
    assert_eq!(status, 200, "a uint64 as a string: {body}");
    let (status, body) = post(
        "/v1/xiangqi/validateMove",
        serde_json::json!({ "move": "h2e2", "moves": ["h9g7", null] }),
    )
    .await;
    assert_eq!(status, 400, "a null list element is not a default: {body}");
    // Answers and problems end with a newline (curl output stays off the prompt).
    for body in [
        serde_json::json!({ "move": "h2e2" }),
        serde_json::json!({ "move": "zz" }),
    ] {
        let text = http
            .post(url(&server, "/v1/xiangqi/validateMove"))
            .json(&body)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(text.ends_with("}\n"), "{text:?}");
    }
}

/// `GET /version` says which release and API version answer, and lists every package served.
#[tokio::test]
async fn version_names_the_release_and_every_package() {
    use prost::Message;
    let server = start(config()).await;
    let v: serde_json::Value = reqwest::get(url(&server, "/version"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(v["api"], arbiter::rpcs::API_VERSION);
    let fds = prost_types::FileDescriptorSet::decode(arbiter::pb::FILE_DESCRIPTOR_SET).unwrap();
    let mut served: Vec<String> = fds
        .file
        .iter()
        .filter(|f| !f.service.is_empty() && f.package().starts_with("arbiter."))
        .map(|f| f.package().to_string())
        .collect();
    served.sort();
    let mut listed: Vec<String> = v["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_string())
        .collect();
    listed.sort();
    assert_eq!(listed, served);
    assert!(
        served
            .iter()
            .all(|p| p.ends_with(arbiter::rpcs::API_VERSION))
    );
    let metrics = reqwest::get(url(&server, "/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        metrics.contains("api=\"v1\""),
        "build info carries the API version"
    );
}

/// The same requests over gRPC and over REST, the REST ones written as JSON clients write them
/// (nulls, 64-bit integers as strings, enums as numbers): equal answers.
#[tokio::test]
async fn rest_and_grpc_answer_alike() {
    use arbiter::pb::tournament::v1 as tpb;
    use arbiter::pb::tournament::v1::tournament_service_client::TournamentServiceClient;
    let server = start(config()).await;
    let server_ref = &server;
    let rest = move |path: &'static str, body: serde_json::Value| async move {
        let (status, answer) = post_json(server_ref, path, body).await;
        assert_eq!(status, 200, "{path}: {answer}");
        answer
    };
    let mut xiangqi = XiangqiServiceClient::new(channel(&server).await);
    let mut tournament = TournamentServiceClient::new(channel(&server).await);

    let grpc = xiangqi
        .validate_move(pb::ValidateMoveRequest {
            r#move: "h2e2".into(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let body = serde_json::json!({
        "move": "h2e2", "startFen": null, "notation": null, "moves": null
    });
    assert_eq!(rest("/v1/xiangqi/validateMove", body).await, as_json(&grpc));

    let grpc = xiangqi
        .convert_notation(pb::ConvertNotationRequest {
            moves: vec!["h2e2".into(), "h9g7".into()],
            to: 2,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let body = serde_json::json!({ "moves": ["h2e2", "h9g7"], "to": 2, "startFen": null });
    assert_eq!(
        rest("/v1/xiangqi/convertNotation", body).await,
        as_json(&grpc)
    );

    let moves: Vec<String> = ["h0g2", "h9g7", "g2h0", "g7h9"]
        .iter()
        .cycle()
        .take(8)
        .map(|m| m.to_string())
        .collect();
    let grpc = xiangqi
        .adjudicate_game(pb::AdjudicateGameRequest {
            moves: moves.clone(),
            profile: 2,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let body = serde_json::json!({ "moves": moves, "profile": 2, "options": null, "events": [] });
    assert_eq!(
        rest("/v1/xiangqi/adjudicateGame", body).await,
        as_json(&grpc)
    );

    let grpc = tournament
        .schedule_round_robin(tpb::ScheduleRoundRobinRequest {
            player_count: 5,
            random_draw: true,
            seed: u64::MAX,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let body = serde_json::json!({
        "playerCount": 5, "randomDraw": true, "seed": "18446744073709551615", "cycles": null
    });
    assert_eq!(
        rest("/v1/tournament/scheduleRoundRobin", body).await,
        as_json(&grpc)
    );
    server.shutdown().await.unwrap();
}

/// POSTs a JSON body to a REST route; the status and the JSON answer.
async fn post_json(
    server: &RunningServer,
    path: &str,
    body: serde_json::Value,
) -> (reqwest::StatusCode, serde_json::Value) {
    let resp = reqwest::Client::new()
        .post(url(server, path))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = resp.status();
    (status, resp.json().await.unwrap())
}

/// A gRPC answer in the canonical proto3 JSON the REST side writes.
fn as_json<T: serde::Serialize>(answer: &T) -> serde_json::Value {
    serde_json::to_value(answer).unwrap()
}

/// The AXF rule on chariots is a profile option a client can turn off over REST: the same
/// cannon chase (see `xiangqi_axf`) loses under AXF and is a draw with
/// `chariotAttackChases: false`; the ply's note cites the AXF rules.
#[tokio::test]
async fn rest_rule_option_chariot_attack_chases() {
    let server = start(config()).await;
    let moves: Vec<&str> = ["h6h7", "b7b6", "h7h6", "b6b7"]
        .iter()
        .cycle()
        .take(8)
        .copied()
        .collect();
    let request = |options: serde_json::Value| {
        serde_json::json!({
            "startFen": "4k2r1/n2na4/1r2b4/4p2C1/9/9/9/9/9/4K2R1 w",
            "moves": moves,
            "profile": "RULE_PROFILE_AXF",
            "options": options,
        })
    };
    let (status, axf) = post_json(
        &server,
        "/v1/xiangqi/adjudicateGame",
        request(serde_json::Value::Null),
    )
    .await;
    assert_eq!(status, 200, "{axf}");
    assert_eq!(axf["outcome"], "OUTCOME_BLACK_WINS", "{axf}");
    assert!(axf.to_string().contains("AXF rules 15, 27"), "{axf}");
    let zh: serde_json::Value = reqwest::Client::new()
        .post(url(&server, "/v1/xiangqi/adjudicateGame"))
        .header("accept-language", "zh-Hans")
        .json(&request(serde_json::Value::Null))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        zh.to_string().contains("亚洲象棋规则第15、27条"),
        "the ply notes cite the AXF rules in Chinese: {zh}"
    );
    let (status, off) = post_json(
        &server,
        "/v1/xiangqi/adjudicateGame",
        request(serde_json::json!({ "chariotAttackChases": false })),
    )
    .await;
    assert_eq!(status, 200, "{off}");
    assert_eq!(off["outcome"], "OUTCOME_DRAW", "{off}");
    server.shutdown().await.unwrap();
}

/// Rulings R1 and R2 are profile options over REST: `protectedByRoot` (AXF true) and
/// `captureAnsweredByMateIsChase` (AXF true). The elephant's attack on a chariot the horse takes
/// back chases under CXA only; the chariot's attack on a horse whose capture is answered by mate
/// chases under AXF only — and each option turned the other way changes the ply's class.
#[tokio::test]
async fn rest_rule_options_for_rulings_r1_and_r2() {
    let server = start(config()).await;
    // The move, the black general's step, the move back and the step back, twice: the cycle's
    // plies are classified; the class of the move's last ply is returned.
    let class = |fen: &str, mv: &str, profile: &str, options: serde_json::Value| {
        let back = format!("{}{}", &mv[2..], &mv[..2]);
        let moves: Vec<String> = [mv, "f9f8", back.as_str(), "f8f9"]
            .iter()
            .cycle()
            .take(8)
            .map(|m| (*m).to_owned())
            .collect();
        let body = serde_json::json!({
            "startFen": fen, "moves": moves, "profile": profile, "options": options,
        });
        let server = &server;
        let mv = mv.to_owned();
        async move {
            let (status, v) = post_json(server, "/v1/xiangqi/adjudicateGame", body).await;
            assert_eq!(status, 200, "{v}");
            let plies = v["plies"].as_array().cloned().unwrap_or_default();
            plies
                .iter()
                .rev()
                .find(|p| p["moveIccs"] == mv.as_str())
                .and_then(|p| p["moveClass"].as_str())
                .unwrap_or_default()
                .to_owned()
        }
    };
    let elephant = "5k3/9/9/9/9/9/6n2/B3r4/9/3K5 w";
    let none = serde_json::Value::Null;
    assert_eq!(
        class(elephant, "a2c4", "RULE_PROFILE_AXF", none.clone()).await,
        "MOVE_CLASS_IDLE"
    );
    assert_eq!(
        class(
            elephant,
            "a2c4",
            "RULE_PROFILE_AXF",
            serde_json::json!({"protectedByRoot": false})
        )
        .await,
        "MOVE_CLASS_CHASE"
    );
    assert_eq!(
        class(elephant, "a2c4", "RULE_PROFILE_CXA", none.clone()).await,
        "MOVE_CLASS_CHASE"
    );
    let mated = "1r3k3/9/9/9/6n2/1R7/9/9/r8/4K4 w";
    assert_eq!(
        class(mated, "b4b5", "RULE_PROFILE_AXF", none.clone()).await,
        "MOVE_CLASS_CHASE"
    );
    assert_ne!(
        class(
            mated,
            "b4b5",
            "RULE_PROFILE_AXF",
            serde_json::json!({"captureAnsweredByMateIsChase": false})
        )
        .await,
        "MOVE_CLASS_CHASE"
    );
    server.shutdown().await.unwrap();
}

/// Ruling R11. Seed 002: "40 minutes shared, then 1 minute a move, 超时者判负" — the first to
/// exceed loses, even when the other also overruns later (that flag falls after the game
/// ended). Seed 000's "双方超时各计零分" stays for the Club's game time: both over a per-game
/// clock both lose — unless the option turns it off, when the first loses there too.
#[tokio::test]
async fn clocks_the_first_to_exceed_loses() {
    let server = start(config()).await;
    let s = &server;
    let post = |body| async move { post_json(s, "/v1/xiangqi/adjudicateGame", body).await.1 };
    let seed_002 = serde_json::json!({
        "kind": "TIME_CONTROL_KIND_SHARED_THEN_PER_MOVE", "sharedMs": 2400000, "perMoveMs": 60000
    });
    // After the shared 40 minutes: Black takes 70 s on ply 2, then Red 90 s on ply 3 — Black
    // was first over. Then Red first over (90 s on ply 3) and Black, to move at adjudication,
    // 200 s later.
    for (times, winner, ply) in [
        ([2_400_000u64, 2_470_000, 2_560_000], "OUTCOME_RED_WINS", 2),
        ([2_400_000, 2_410_000, 2_500_000], "OUTCOME_BLACK_WINS", 3),
    ] {
        for profile in ["RULE_PROFILE_CLUB", "RULE_PROFILE_CXA", "RULE_PROFILE_AXF"] {
            let v = post(serde_json::json!({
                "moves": ["h2e2", "h9g7", "h0g2"],
                "profile": profile,
                "timeControl": seed_002,
                "moveTimesMs": times,
                "endTimeMs": 2_700_000
            }))
            .await;
            assert_eq!(v["outcome"], winner, "{profile}: {v}");
            assert_eq!(v["termination"], "TERMINATION_TIME_FORFEIT");
            assert_eq!(v["decidingPlies"], serde_json::json!([ply]), "{v}");
        }
    }
    // Club, per-game clock, both over: 0–0; the option off: the first over (Red) loses.
    let per_game = serde_json::json!({ "kind": "TIME_CONTROL_KIND_PER_GAME", "baseMs": 600000 });
    let body = |options: serde_json::Value| {
        serde_json::json!({
            "moves": ["h2e2", "h9g7"],
            "timeControl": per_game,
            "moveTimesMs": [660000, 1320000],
            "options": options
        })
    };
    let v = post(body(serde_json::json!({}))).await;
    assert_eq!(v["outcome"], "OUTCOME_BOTH_LOSE", "{v}");
    let v = post(body(serde_json::json!({ "bothOverTimeLose": false }))).await;
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(v["flags"][1]["counted"], false, "{v}");
}

/// Ruling R7, seed 002 图2 ("红方长将……此时红方如坚持不变，判负") under
/// `REPETITION_MODE_FORBID`: Black's move that reaches the count does not end the game —
/// `AdjudicateGame` and `ValidateMove` both say Red must change and the game goes on; Red's
/// move that continues the cycle is refused by `ValidateMove` and, in a submitted record,
/// loses. The default mode (ADJUDICATE) still scores Red's loss at Black's move.
#[tokio::test]
async fn forbid_mode_one_answer_for_both_rpcs() {
    let server = start(config()).await;
    let s = &server;
    let post = |path: &'static str, body| async move { post_json(s, path, body).await.1 };
    let fen = "2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1";
    let line = [
        "f0e0", "e8f8", "e0f0", "f8e8", "f0e0", "e8f8", "e0f0", "f8e8", "f0e0",
    ];
    let forbid = serde_json::json!({ "repetitionMode": "REPETITION_MODE_FORBID" });
    // Black's 8th ply reaches the count: the game goes on, Red must change.
    let v = post(
        "/v1/xiangqi/adjudicateGame",
        serde_json::json!({
            "startFen": fen, "moves": &line[..8], "options": forbid
        }),
    )
    .await;
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    assert!(
        v["warning"]
            .as_str()
            .unwrap()
            .contains("Red must change now"),
        "{v}"
    );
    let check = post(
        "/v1/xiangqi/validateMove",
        serde_json::json!({
            "startFen": fen, "moves": &line[..7], "move": line[7], "options": forbid
        }),
    )
    .await;
    assert_eq!(check["legal"], true, "{check}");
    assert_eq!(check["repetition"]["side"], "SIDE_RED", "{check}");
    assert_eq!(
        check["repetition"]["outcome"], "OUTCOME_UNSPECIFIED",
        "the game goes on: {check}"
    );
    assert!(
        check["repetition"]["explanation"]
            .as_str()
            .unwrap()
            .contains("Red must change now"),
        "{check}"
    );
    // Red's 9th ply continues the cycle: refused; in a record, Red loses there.
    let check = post(
        "/v1/xiangqi/validateMove",
        serde_json::json!({
            "startFen": fen, "moves": &line[..8], "move": line[8], "options": forbid
        }),
    )
    .await;
    assert_eq!(check["legal"], false, "{check}");
    let v = post(
        "/v1/xiangqi/adjudicateGame",
        serde_json::json!({
            "startFen": fen, "moves": line, "options": forbid
        }),
    )
    .await;
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
    assert_eq!(v["termination"], "TERMINATION_PERPETUAL_CHECK");
    assert_eq!(
        v["decidingPlies"].as_array().unwrap().last().unwrap(),
        9,
        "{v}"
    );
    // The default mode judges at the count, as over the board.
    let v = post(
        "/v1/xiangqi/adjudicateGame",
        serde_json::json!({
            "startFen": fen, "moves": &line[..8]
        }),
    )
    .await;
    assert_eq!(v["outcome"], "OUTCOME_BLACK_WINS", "{v}");
}
