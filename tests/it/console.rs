//! The console's files: served with a strict CSP when on, absent when off, never behind the
//! token (the page carries no data; its API calls do need the token).

use arbiter::auth::Secret;

use crate::server_fixture::{config, start, url};

#[tokio::test]
async fn console_is_served_without_a_token_and_api_calls_still_need_one() {
    let mut cfg = config();
    cfg.auth_tokens = Secret("console-token-0123456789".into());
    let server = start(cfg).await;
    for (path, kind) in [
        ("/console", "text/html"),
        ("/console/app.js", "text/javascript"),
        ("/console/app.css", "text/css"),
    ] {
        let resp = reqwest::get(url(&server, path)).await.unwrap();
        assert_eq!(resp.status(), 200, "{path}");
        let h = resp.headers();
        assert!(
            h["content-type"].to_str().unwrap().starts_with(kind),
            "{path}"
        );
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe"),
            "{csp}"
        );
        assert_eq!(h["x-content-type-options"], "nosniff");
    }
    let page = reqwest::get(url(&server, "/console"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    // Everything the page loads comes from this server.
    assert!(!page.contains("http://") && !page.contains("https://"));
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/xiangqi/renderDiagram"))
        .json(&serde_json::json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 401);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn console_off_means_no_such_paths() {
    let mut cfg = config();
    cfg.console = false;
    let server = start(cfg).await;
    for path in ["/console", "/console/app.js"] {
        let resp = reqwest::get(url(&server, path)).await.unwrap();
        assert_eq!(resp.status(), 404, "{path}");
    }
    server.shutdown().await.unwrap();
}

/// Every outcome and every way a game ends has a label in the console, so an arbiter never
/// reads a raw enum name (`TERMINATION_REPETITION_DRAW`).
#[test]
fn every_outcome_and_termination_has_a_console_label() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let proto =
        std::fs::read_to_string(root.join("proto/arbiter/xiangqi/v1/xiangqi.proto")).unwrap();
    let js = std::fs::read_to_string(root.join("console/app.js")).unwrap();
    let mut checked = 0;
    for line in proto.lines() {
        let name = line.trim().split(' ').next().unwrap_or_default();
        if (name.starts_with("TERMINATION_") || name.starts_with("OUTCOME_"))
            && !name.ends_with("_UNSPECIFIED")
            && line.contains(" = ")
        {
            assert!(
                js.contains(&format!("  {name}: [")),
                "no console label for {name}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 18, "{checked} enum values found");
}
