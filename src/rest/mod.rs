//! REST/JSON: every unary RPC `Foo` of area `<area>` is `POST /v1/<area>/<foo>`, with the
//! canonical proto3 JSON (pbjson) of the same messages as body and response.

pub mod diagram;
pub mod json_reason;
pub mod openapi;
pub mod problem;
pub mod unknown_fields;

use std::collections::HashMap;
use std::sync::{Arc, LazyLock};

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::api::{ApiError, ErrorCode};
use crate::dispatch::{Dispatch, Handler, Job, Mode};
use crate::telemetry::AnswerCode;
pub use problem::problem_response;

/// Settings the REST handlers need.
#[derive(Clone, Debug)]
pub struct RestState {
    /// Largest accepted body in bytes.
    pub max_body_bytes: usize,
    /// Accept JSON fields the API does not know (skipped) instead of refusing them.
    pub ignore_unknown_fields: bool,
}

/// One REST route, generated from the RPC table ([`crate::rpcs`]).
#[derive(Clone, Debug)]
pub struct RestRoute {
    /// `POST` path: `/v1/<area>/<rpcLowerCamel>`.
    pub path: String,
    /// The gRPC method path of the same RPC (`/<package>.<Service>/<Rpc>`).
    pub rpc: String,
    /// Whether the call runs on the worker pool (it may compute for long).
    pub blocking: bool,
}

impl RestRoute {
    fn new(area: &str, service: &str, name: &str, blocking: bool) -> RestRoute {
        RestRoute {
            path: format!("/v1/{area}/{}", openapi::lower_camel(name)),
            rpc: format!("/{service}/{name}"),
            blocking,
        }
    }
}

/// The REST routes and router, one per row of the RPC table.
macro_rules! rest_routes {
    ($($svc:ident, $trait:path, $full:literal, $area:literal {
        $($method:ident, $name:literal, $kind:ident, $req:ty, $resp:ty, $handler:path;)*
    })*) => {
        fn declared_routes() -> Vec<RestRoute> {
            vec![$($(RestRoute::new($area, $full, $name, rest_blocking!($kind)),)*)*]
        }

        fn add_routes(r: Router<Arc<RestState>>) -> Router<Arc<RestState>> {
            $($(
                let r = r.route(
                    &RestRoute::new($area, $full, $name, false).path,
                    post(|State(state): State<Arc<RestState>>, req: Request| async move {
                        rest_dispatch!($kind, state, req, $handler)
                    }),
                );
            )*)*
            r
        }
    };
}

macro_rules! rest_blocking {
    (inline) => {
        false
    };
    (blocking) => {
        true
    };
}

/// Inline calls answer on the async runtime; blocking calls run on the worker pool.
macro_rules! rest_dispatch {
    (inline, $state:expr, $req:expr, $handler:path) => {
        handle($state, $req, Mode::Inline, $handler).await
    };
    (blocking, $state:expr, $req:expr, $handler:path) => {
        handle($state, $req, Mode::Blocking, $handler).await
    };
}

crate::rpcs::rpc_table!(rest_routes);

/// Every REST route, in the RPC table's order.
pub fn routes() -> &'static [RestRoute] {
    static ROUTES: LazyLock<Vec<RestRoute>> = LazyLock::new(declared_routes);
    &ROUTES
}

/// The `rpc` label of every API path: REST routes and diagram images by their path, gRPC
/// methods by their method path (one hash look-up per request instead of a scan of the table).
static LABELS: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    let mut labels: HashMap<&'static str, &'static str> = diagram::ROUTES
        .iter()
        .map(|&(path, rpc)| (path, rpc))
        .collect();
    for r in routes() {
        labels.insert(r.path.as_str(), r.rpc.as_str());
        labels.insert(r.rpc.as_str(), r.rpc.as_str());
    }
    labels
});

/// The gRPC services of the API as method-path prefixes (`/<package>.<Service>/`).
static SERVICES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut services: Vec<&'static str> = routes()
        .iter()
        .filter_map(|r| r.rpc.rfind('/').map(|slash| &r.rpc[..=slash]))
        .collect();
    services.sort_unstable();
    services.dedup();
    services
});

/// The `rpc` metric label of a request path: the gRPC method path for a known RPC (over gRPC
/// or REST), `unknown` otherwise (so arbitrary paths cannot grow the label set).
#[must_use]
pub fn rpc_label(path: &str) -> &'static str {
    LABELS.get(path).copied().unwrap_or("unknown")
}

/// Whether a path is an API call the server admits and times: a REST route, a diagram image,
/// or any method of an API gRPC service (an unknown method is answered `UNIMPLEMENTED` by its
/// service, within its admission). Probes, metrics, reflection, the console and unknown paths
/// are not.
#[must_use]
pub fn is_api_route(path: &str) -> bool {
    LABELS.contains_key(path) || SERVICES.iter().any(|s| path.starts_with(s))
}

fn json_response<T: Serialize>(value: &T, locale: crate::i18n::Locale) -> Response {
    match serde_json::to_vec(value) {
        Ok(mut body) => {
            // A body ending in a newline keeps `curl` output off the shell prompt.
            body.push(b'\n');
            let mut resp = (StatusCode::OK, body).into_response();
            resp.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            );
            resp.extensions_mut().insert(AnswerCode("OK"));
            resp
        }
        Err(e) => problem_response(&ApiError::internal("encoding", Some(e.to_string())), locale),
    }
}

/// The language of a request's texts ([`crate::i18n::request_locale`] of its
/// `Accept-Language`).
pub(crate) fn request_locale(headers: &HeaderMap) -> crate::i18n::Locale {
    crate::i18n::request_locale(
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

fn is_json(headers: &HeaderMap) -> bool {
    match headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    {
        None => true,
        Some(ct) => {
            let essence = ct.split(';').next().unwrap_or("").trim();
            let is = |name: &str| essence.eq_ignore_ascii_case(name);
            let suffix_json = essence
                .len()
                .checked_sub(5)
                .and_then(|at| essence.get(at..))
                .is_some_and(|tail| tail.eq_ignore_ascii_case("+json"));
            // curl's `-d` default (form-urlencoded) and text/plain are read as JSON too, so the
            // obvious one-liners work; anything else (XML, multipart, …) is refused.
            is("application/json")
                || suffix_json
                || is("application/x-www-form-urlencoded")
                || is("text/plain")
                || essence.is_empty()
        }
    }
}

/// Decodes the body, runs the API function through the dispatcher ([`crate::dispatch`]),
/// encodes the answer or a problem. Metrics and the log line are written once per request by
/// the server's observer.
async fn handle<Req, Resp>(
    state: Arc<RestState>,
    req: Request,
    mode: Mode,
    handler: Handler<Req, Resp>,
) -> Response
where
    Req: DeserializeOwned + Default + Send + 'static,
    Resp: Serialize + Send + 'static,
{
    let (parts, body) = req.into_parts();
    let dispatch = dispatch_of(&parts.extensions, &parts.headers);
    let result = match decode(&state, parts.uri.path(), &parts.headers, body).await {
        Ok(req) => dispatch.run(mode, handler, req).await,
        Err(e) => Err(e),
    };
    answer(&dispatch, result)
}

/// The dispatcher of a request: the server's job in its extensions, its `Accept-Language`.
pub(crate) fn dispatch_of(extensions: &axum::http::Extensions, headers: &HeaderMap) -> Dispatch {
    Dispatch::new(
        extensions.get::<Job>().cloned(),
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

/// The response for a handler's result; tells the guard which code the handler answered with.
pub(crate) fn answer<Resp: Serialize>(
    dispatch: &Dispatch,
    result: Result<Resp, ApiError>,
) -> Response {
    let resp = match result {
        Ok(resp) => json_response(&resp, dispatch.locale()),
        Err(err) => problem_response(&err, dispatch.locale()),
    };
    if let Some(AnswerCode(code)) = resp.extensions().get::<AnswerCode>() {
        dispatch.answered(code);
    }
    resp
}

async fn decode<Req>(
    state: &RestState,
    rpc_path: &str,
    headers: &HeaderMap,
    body: Body,
) -> Result<Req, ApiError>
where
    Req: DeserializeOwned + Default,
{
    if !is_json(headers) {
        return Err(ApiError::worded(
            ErrorCode::UnsupportedMediaType,
            "error-send-json",
            &[],
        ));
    }
    let bytes = to_bytes(body, state.max_body_bytes)
        .await
        .map_err(|e| body_error(e, state.max_body_bytes))?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Req::default());
    }
    // The first field the decoders skip as unknown (see `unknown_fields`).
    let mut unknown: Option<String> = None;
    let mut note = |path: serde_ignored::Path<'_>| {
        if unknown.is_none() {
            unknown = Some(unknown_fields::path_text(&path));
        }
    };
    let mut json = serde_json::Deserializer::from_slice(&bytes);
    let decoded: Result<Req, ApiError> = match serde_path_to_error::deserialize(
        serde_ignored::Deserializer::new(&mut json, &mut note),
    ) {
        // A body is one JSON value: anything after it but whitespace means a truncated or
        // concatenated request, which is refused rather than judged as if whole.
        Ok(req) => match json.end() {
            Ok(()) => Ok(req),
            Err(e) => Err(malformed(
                "body",
                &format!("characters after the JSON value: {e}"),
            )),
        },
        // The proto3 JSON mapping reads `null` as the field's default. The generated
        // decoders accept it only for message fields, so a body with nulls is decoded again
        // without them (off the fast path: only bodies that failed and hold a null).
        Err(_) if bytes.windows(4).any(|w| w == b"null") => {
            let mut value: serde_json::Value =
                serde_json::from_slice(&bytes).map_err(|e| malformed("body", &e.to_string()))?;
            drop_nulls(&mut value);
            serde_path_to_error::deserialize(serde_ignored::Deserializer::new(value, &mut note))
                .map_err(path_error)
        }
        Err(e) => Err(path_error(e)),
    };
    let req = decoded?;
    match unknown {
        Some(path) if !state.ignore_unknown_fields => {
            Err(unknown_fields::refusal(rpc_label(rpc_path), &path))
        }
        _ => Ok(req),
    }
}

/// Removes every object member whose value is `null`, at any depth (elements of lists stay:
/// a null element is an error in the mapping).
fn drop_nulls(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            map.retain(|_, v| !v.is_null());
            map.values_mut().for_each(drop_nulls);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(drop_nulls),
        _ => {}
    }
}

fn malformed(field: &str, message: &str) -> ApiError {
    let message = readable(message);
    let error = ApiError::invalid(field, message.clone())
        .localized(|l| json_reason::json_reason(l, &message));
    // A well-formed body naming an enum value the field does not have is an invalid argument,
    // as the same value (by number) is over gRPC: one code per condition on both transports.
    if message.starts_with("unknown variant") {
        return error;
    }
    ApiError {
        code: ErrorCode::MalformedBody,
        ..error
    }
}

/// The JSON path of the field at fault (`moves[1]`, `position.campDepth`), else `body`.
pub(crate) fn path_error<E: std::fmt::Display>(e: serde_path_to_error::Error<E>) -> ApiError {
    let path = e.path().to_string();
    let field = if path.is_empty() || path == "." {
        "body".to_string()
    } else {
        path
    };
    malformed(&field, &e.into_inner().to_string())
}

/// serde's wording, made readable where the generated decoders phrase it for their authors:
/// the number-or-string decoders report "untagged enum", enums with an "expecting" phrase
/// double the word.
fn readable(message: &str) -> String {
    message
        .replace(
            "data did not match any variant of untagged enum Content",
            "invalid value for this field's type (a number within range, or a string of one)",
        )
        .replace("expected expected ", "expected ")
}

/// The REST router for all areas.
pub fn router(state: RestState) -> Router {
    let r = add_routes(Router::new())
        .route(diagram::ROUTES[0].0, get(diagram::xiangqi))
        .route(diagram::ROUTES[1].0, get(diagram::checkers));
    r.method_not_allowed_fallback(|headers: HeaderMap| async move {
        problem_response(
            &ApiError::worded(ErrorCode::MethodNotAllowed, "error-use-post", &[]),
            request_locale(&headers),
        )
    })
    .with_state(Arc::new(state))
}

/// Why a body could not be read: too large (`PAYLOAD_TOO_LARGE`), or cut off or framed wrongly
/// — a malformed chunked encoding, a connection closed mid-body — which is the client's
/// malformed request, not a size problem.
pub fn body_error(e: axum::Error, limit: usize) -> ApiError {
    let inner = e.into_inner();
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(inner.as_ref());
    while let Some(err) = source {
        if err.is::<http_body_util::LengthLimitError>() {
            return ApiError::worded(
                ErrorCode::PayloadTooLarge,
                "error-body-too-large",
                &[("limit", limit.into())],
            );
        }
        source = err.source();
    }
    ApiError::worded(ErrorCode::MalformedBody, "error-body-unreadable", &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALIDATE: &str = "/arbiter.xiangqi.v1.XiangqiService/ValidateMove";

    #[test]
    fn rest_and_grpc_paths_of_one_rpc_share_its_label() {
        assert_eq!(rpc_label("/v1/xiangqi/validateMove"), VALIDATE);
        assert_eq!(rpc_label(VALIDATE), VALIDATE);
        assert_eq!(
            rpc_label("/v1/xiangqi/diagram.svg"),
            "/arbiter.xiangqi.v1.XiangqiService/RenderDiagram"
        );
        for unknown in ["/v1/xiangqi/nope", "/healthz", "/", "/arbiter.x.v1.Y/Z"] {
            assert_eq!(rpc_label(unknown), "unknown", "{unknown}");
        }
        // Every route of the table has its own label.
        for r in routes() {
            assert_eq!(rpc_label(&r.path), r.rpc);
        }
    }

    #[test]
    fn api_routes_are_the_table_the_diagrams_and_the_api_services() {
        for api in [
            "/v1/xiangqi/validateMove",
            "/v1/tournament/pairSwissRound",
            "/v1/checkers/diagram.svg",
            VALIDATE,
            // An unknown method of an API service is answered by the service (UNIMPLEMENTED),
            // admitted like any call.
            "/arbiter.xiangqi.v1.XiangqiService/Nope",
        ] {
            assert!(is_api_route(api), "{api}");
        }
        for other in [
            "/healthz",
            "/metrics",
            "/grpc.health.v1.Health/Check",
            "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
            "/console",
            "/v1/xiangqi/nope",
            "/arbiter.xiangqi.v1.Other/ValidateMove",
            "/arbiter.xiangqi.v1.XiangqiService",
        ] {
            assert!(!is_api_route(other), "{other}");
        }
    }
}
