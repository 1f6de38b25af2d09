//! The arbiter's console: one page and its script and style, embedded in the binary (no CDN:
//! it works offline and behind a club's firewall), served at `/console` when `--console` is on.
//! The page calls the REST API of the same server with the user's token, if any; the files
//! themselves hold no data and need no token.

use axum::Router;
use axum::extract::Path;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;

use crate::i18n::{Locale, area_texts};

const INDEX: &str = include_str!("../../console/index.html");
const SCRIPT: &str = include_str!("../../console/app.js");
const STYLE: &str = include_str!("../../console/app.css");

/// Only the page's own files may run or style it; diagrams are shown from blob URLs; the API is
/// this origin.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Whether a path belongs to the console (not an API call: not counted, no token).
#[must_use]
pub fn is_console(path: &str) -> bool {
    path == "/console" || path.starts_with("/console/")
}

fn asset(body: &'static str, content_type: &'static str) -> Response {
    asset_owned(body.to_string(), content_type)
}

fn asset_owned(body: String, content_type: &'static str) -> Response {
    let mut resp = body.into_response();
    let h = resp.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    // A new release's page must not run an old cached script.
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    resp
}

/// The page's words in one language (`/console/texts/zh-Hant`), from the `console` area of the
/// server's catalogues: one source for the API's texts and the page's labels. An unknown
/// language tag is 404 (the page only asks for the ones in its menu).
fn texts(tag: &str) -> Response {
    let Some(locale) = Locale::ALL.into_iter().find(|l| l.tag() == tag) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let map: serde_json::Map<String, serde_json::Value> = area_texts(locale, "console")
        .into_iter()
        .map(|(id, text)| (id, serde_json::Value::String(text)))
        .collect();
    let body = serde_json::Value::Object(map).to_string();
    asset_owned(body, "application/json; charset=utf-8")
}

/// The console's routes.
pub fn router() -> Router {
    Router::new()
        .route(
            "/console",
            get(|| async { asset(INDEX, "text/html; charset=utf-8") }),
        )
        .route(
            "/console/",
            get(|| async { Redirect::permanent("/console") }),
        )
        .route(
            "/console/app.js",
            get(|| async { asset(SCRIPT, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/console/app.css",
            get(|| async { asset(STYLE, "text/css; charset=utf-8") }),
        )
        .route(
            "/console/texts/{locale}",
            get(|Path(tag): Path<String>| async move { texts(&tag) }),
        )
}
