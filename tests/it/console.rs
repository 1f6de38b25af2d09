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

/// Every value of an enum the console labels has a label in every locale's `console` catalogue
/// (the page gets them from `/console/texts/<locale>`), so an arbiter never reads a raw enum
/// name (`TERMINATION_REPETITION_DRAW`): a value added to the proto of an enum the console
/// shows (an outcome, a way a game ends, a tie-break, a move class) fails here until it has its
/// words, and every tie-break also needs its explanation.
#[test]
fn every_value_of_a_labelled_enum_has_a_console_label() {
    use arbiter::i18n::{Locale, area_texts};
    use prost::Message;
    let set = prost_types::FileDescriptorSet::decode(arbiter::pb::FILE_DESCRIPTOR_SET).unwrap();
    let mut missing = Vec::new();
    for locale in Locale::ALL {
        let ids: std::collections::HashSet<String> = area_texts(locale, "console")
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let has = |prefix: &str, value: &str| ids.contains(&format!("{prefix}-{value}"));
        let mut enums = Vec::new();
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
                if !values.iter().any(|v| has("label", v)) {
                    continue;
                }
                enums.push(e.name());
                for v in values {
                    if !has("label", v) {
                        missing.push(format!("{}: label-{v}", locale.tag()));
                    }
                    if e.name() == "Tiebreak" && !has("about", v) {
                        missing.push(format!("{}: about-{v}", locale.tag()));
                    }
                }
            }
        }
        for must in [
            "Outcome",
            "Termination",
            "Tiebreak",
            "MoveClass",
            "PointPreset",
            "ResultKind",
        ] {
            assert!(
                enums.contains(&must),
                "{}: the console labels no {must}: {enums:?}",
                locale.tag()
            );
        }
    }
    assert!(
        missing.is_empty(),
        "the console catalogues lack {missing:?}"
    );
}

/// The page's words come from the server's catalogues, with placeholders left for the page to
/// fill, and the script keeps no words of its own: every `t("…")` key and `data-t` attribute
/// has its `page-*` message, and no Chinese text is written in the script.
#[tokio::test]
async fn console_words_come_from_the_catalogues() {
    let server = start(config()).await;
    let client = reqwest::Client::new();
    let zh: serde_json::Value = client
        .get(url(&server, "/console/texts/zh-Hant"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(zh["page-undo"], "撤銷一著");
    assert_eq!(zh["label-TERMINATION_PERPETUAL_CHECK"], "長將");
    assert_eq!(zh["page-round-no"], "第{n}輪");
    let missing = client
        .get(url(&server, "/console/texts/fr"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);

    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let js = std::fs::read_to_string(root.join("console/app.js")).unwrap();
    let html = std::fs::read_to_string(root.join("console/index.html")).unwrap();
    assert!(
        !js.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "console/app.js writes Chinese words of its own"
    );
    let mut keys = Vec::new();
    for (text, open) in [
        (&js, "t(\""),
        (&js, "labelled(\""),
        (&html, "data-t=\""),
        (&html, "data-t-alt=\""),
    ] {
        for (at, _) in text.match_indices(open) {
            // `t("` only as a call of its own, not the end of `split("`.
            let before = text[..at].chars().next_back().unwrap_or(' ');
            if before.is_alphanumeric() || before == '_' || before == '.' {
                continue;
            }
            let rest = &text[at + open.len()..];
            keys.push(rest.split('"').next().unwrap_or("").to_string());
        }
    }
    let texts = arbiter::i18n::area_texts(arbiter::i18n::Locale::En, "console");
    // `data-t="label-…"` names an enum value's label; every other key a `page-*` message.
    let lacking: Vec<&String> = keys
        .iter()
        .filter(|k| {
            let id = if k.starts_with("label-") {
                (*k).clone()
            } else {
                format!("page-{k}")
            };
            !texts.iter().any(|(known, _)| *known == id)
        })
        .collect();
    assert!(lacking.is_empty(), "no page-* message for {lacking:?}");
    server.shutdown().await.unwrap();
}
