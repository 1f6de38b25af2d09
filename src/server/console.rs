//! The arbiter's console: one page and its script and style, embedded in the binary (no CDN:
//! it works offline and behind a club's firewall), served at `/console` when `--console` is on.
//! The page calls the REST API of the same server with the user's token, if any; the files
//! themselves hold no data and need no token.

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;

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
}
