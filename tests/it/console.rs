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

/// The body of `const NAME = { … };` in the console's script.
fn js_object<'a>(js: &'a str, name: &str) -> &'a str {
    let start = js
        .find(&format!("const {name} = {{"))
        .unwrap_or_else(|| panic!("no {name} in console/app.js"));
    let body = &js[start..];
    &body[..body.find("\n};").unwrap_or(body.len())]
}

/// Every value of an enum the console labels has a label, so an arbiter never reads a raw enum
/// name (`TERMINATION_REPETITION_DRAW`): a value added to the proto of an enum the console
/// shows (an outcome, a way a game ends, a tie-break) fails here until it has its words, and
/// every tie-break also needs its explanation.
#[test]
fn every_value_of_a_labelled_enum_has_a_console_label() {
    use prost::Message;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let js = std::fs::read_to_string(root.join("console/app.js")).unwrap();
    let labels = js_object(&js, "ENUM_LABELS");
    let explanations = js_object(&js, "TIEBREAK_EXPLANATIONS");
    let has = |block: &str, value: &str| block.contains(&format!("\n  {value}: ["));
    let set = prost_types::FileDescriptorSet::decode(arbiter::pb::FILE_DESCRIPTOR_SET).unwrap();
    let (mut enums, mut missing) = (Vec::new(), Vec::new());
    for file in set
        .file
        .iter()
        .filter(|f| f.package().starts_with("arbiter."))
    {
        let nested = file.message_type.iter().flat_map(|m| m.enum_type.iter());
        for e in file.enum_type.iter().chain(nested) {
            let values: Vec<&str> = e
                .value
                .iter()
                .map(|v| v.name())
                .filter(|n| !n.ends_with("_UNSPECIFIED"))
                .collect();
            if !values.iter().any(|v| has(labels, v)) {
                continue;
            }
            enums.push(e.name());
            for v in values {
                if !has(labels, v) {
                    missing.push(format!("ENUM_LABELS.{v}"));
                }
                if e.name() == "Tiebreak" && !has(explanations, v) {
                    missing.push(format!("TIEBREAK_EXPLANATIONS.{v}"));
                }
            }
        }
    }
    for must in ["Outcome", "Termination", "Tiebreak"] {
        assert!(
            enums.contains(&must),
            "the console labels no {must}: {enums:?}"
        );
    }
    assert!(missing.is_empty(), "console/app.js lacks {missing:?}");
}
