//! `GET /v1/xiangqi/diagram.svg` and `GET /v1/checkers/diagram.svg`: the `RenderDiagram` RPCs
//! as images a page can embed (`<img src>`), with the request's fields as query parameters
//! (their JSON names; lists comma-separated). The answer is the SVG itself, or a problem body.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

use crate::api::reason::Reason;
use crate::api::{ApiError, ErrorCode};
use crate::dispatch::{Dispatch, Handler};
use crate::telemetry::AnswerCode;

use super::{path_error, problem_response};

/// How one query parameter goes into the request's JSON.
#[derive(Clone, Copy)]
enum Kind {
    Text,
    List,
    Flag,
    Number,
}

/// The query parameters of the Xiangqi diagram: name, JSON field, kind.
const XIANGQI: &[(&str, &str, Kind)] = &[
    ("fen", "startFen", Kind::Text),
    ("startFen", "startFen", Kind::Text),
    ("moves", "moves", Kind::List),
    ("notation", "notation", Kind::Text),
    ("orientation", "orientation", Kind::Text),
    ("characters", "characters", Kind::Text),
    ("arrow", "arrow", Kind::Text),
    ("chased", "chased", Kind::List),
    ("chasers", "chasers", Kind::List),
    ("destinations", "destinations", Kind::List),
    ("selected", "selected", Kind::Text),
    ("showDestinations", "showDestinations", Kind::Flag),
    ("caption", "caption", Kind::Text),
    ("hideCoordinates", "hideCoordinates", Kind::Flag),
];

/// The query parameters of the Chinese checkers diagram (`pieces`: each seat's holes
/// comma-separated, seats separated by `;`).
const CHECKERS: &[(&str, &str, Kind)] = &[
    ("players", "position.players", Kind::Number),
    ("triangleSize", "position.triangleSize", Kind::Number),
    ("campDepth", "position.campDepth", Kind::Number),
    ("toMove", "position.toMove", Kind::Number),
    ("pieces", "position.pieces", Kind::Text),
    ("lastPath", "lastPath", Kind::List),
    ("selected", "selected", Kind::Text),
    ("showDestinations", "showDestinations", Kind::Flag),
    ("bottomSeat", "bottomSeat", Kind::Number),
    ("caption", "caption", Kind::Text),
];

/// Short enum values a URL writer would use, in the proto's full names.
fn enum_value(field: &str, value: &str) -> String {
    let v = value.trim();
    match (field, v.to_ascii_lowercase().as_str()) {
        ("orientation", "red") => "DIAGRAM_ORIENTATION_RED_BOTTOM".into(),
        ("orientation", "black") => "DIAGRAM_ORIENTATION_BLACK_BOTTOM".into(),
        ("characters", "simplified") => "PIECE_CHARACTERS_SIMPLIFIED".into(),
        ("characters", "traditional") => "PIECE_CHARACTERS_TRADITIONAL".into(),
        _ => v.to_string(),
    }
}

fn param_value(field: &str, kind: Kind, raw: &str) -> Result<Value, ApiError> {
    Ok(match kind {
        Kind::Text if field == "position.pieces" => Value::Array(
            raw.split(';')
                .map(|seat| json!({ "holes": split_list(seat) }))
                .collect(),
        ),
        Kind::Text => Value::String(enum_value(field, raw)),
        Kind::List => Value::Array(split_list(raw).into_iter().map(Value::String).collect()),
        Kind::Flag => match raw.trim() {
            "" | "1" | "true" => Value::Bool(true),
            "0" | "false" => Value::Bool(false),
            other => {
                return Err(ApiError::because(
                    field,
                    Reason::NotABoolean { text: other },
                ));
            }
        },
        Kind::Number => Value::String(raw.trim().to_string()),
    })
}

fn split_list(raw: &str) -> Vec<String> {
    raw.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// Builds the request's JSON from the query; an unknown or repeated parameter is an error (a
/// misspelt mark would otherwise vanish from the picture without a word).
fn query_to_json(
    params: &[(String, String)],
    table: &[(&str, &str, Kind)],
) -> Result<Value, ApiError> {
    let mut root = Map::new();
    for (name, raw) in params {
        let Some(&(_, field, kind)) = table.iter().find(|(n, _, _)| n == name) else {
            let known: Vec<&str> = table.iter().map(|(n, _, _)| *n).collect();
            return Err(ApiError::because(
                name,
                Reason::UnknownParameter {
                    known: &known.join(", "),
                },
            ));
        };
        let value = param_value(field, kind, raw)?;
        let (parent, key) = match field.split_once('.') {
            Some((outer, inner)) => {
                let slot = root
                    .entry(outer.to_string())
                    .or_insert_with(|| Value::Object(Map::new()));
                match slot {
                    Value::Object(m) => (m, inner),
                    _ => continue,
                }
            }
            None => (&mut root, field),
        };
        if parent.insert(key.to_string(), value).is_some() {
            return Err(ApiError::because(name, Reason::GivenTwice));
        }
    }
    Ok(Value::Object(root))
}

fn svg_response(svg: String) -> Response {
    let mut resp = (StatusCode::OK, svg).into_response();
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("image/svg+xml; charset=utf-8"),
    );
    // The picture is a pure function of the URL.
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    h.insert(
        header::HeaderName::from_static("x-content-type-options"),
        HeaderValue::from_static("nosniff"),
    );
    resp.extensions_mut().insert(AnswerCode("OK"));
    resp
}

/// Runs one diagram request: query → request message → handler → SVG.
fn render<Req, Resp>(
    dispatch: &Dispatch,
    params: &[(String, String)],
    table: &[(&str, &str, Kind)],
    handler: Handler<Req, Resp>,
    svg_of: fn(Resp) -> String,
) -> Response
where
    Req: serde::de::DeserializeOwned,
{
    let locale = dispatch.locale();
    let result = query_to_json(params, table).and_then(|json| {
        let req: Req = serde_path_to_error::deserialize(json).map_err(path_error)?;
        handler(&dispatch.call(), req)
    });
    match result {
        Ok(resp) => svg_response(svg_of(resp)),
        Err(e) if e.code == ErrorCode::MalformedBody => problem_response(
            &ApiError {
                code: ErrorCode::InvalidArgument,
                ..e
            },
            locale,
        ),
        Err(e) => problem_response(&e, locale),
    }
}

/// The query as name–value pairs, or why it could not be read.
type QueryResult = Result<Query<Vec<(String, String)>>, QueryRejection>;

/// A query that is not `application/x-www-form-urlencoded` text (bad percent-encoding).
fn bad_query(e: &QueryRejection, dispatch: &Dispatch) -> Response {
    problem_response(
        &ApiError::invalid("query", e.body_text()).localized(|l| Reason::BadQuery.text(l)),
        dispatch.locale(),
    )
}

fn answered(dispatch: &Dispatch, resp: Response) -> Response {
    if let Some(AnswerCode(code)) = resp.extensions().get::<AnswerCode>() {
        dispatch.answered(code);
    }
    resp
}

/// `GET /v1/xiangqi/diagram.svg`.
pub async fn xiangqi(query: QueryResult, req: Request) -> Response {
    let dispatch = super::dispatch_of(req.extensions(), req.headers());
    let params = match query {
        Ok(Query(params)) => params,
        Err(e) => return answered(&dispatch, bad_query(&e, &dispatch)),
    };
    let resp = render(
        &dispatch,
        &params,
        XIANGQI,
        crate::api::xiangqi::render_diagram,
        |r: crate::pb::xiangqi::v1::RenderDiagramResponse| r.svg,
    );
    answered(&dispatch, resp)
}

/// `GET /v1/checkers/diagram.svg`.
pub async fn checkers(query: QueryResult, req: Request) -> Response {
    let dispatch = super::dispatch_of(req.extensions(), req.headers());
    let params = match query {
        Ok(Query(params)) => params,
        Err(e) => return answered(&dispatch, bad_query(&e, &dispatch)),
    };
    let resp = render(
        &dispatch,
        &params,
        CHECKERS,
        crate::api::checkers::render_diagram,
        |r: crate::pb::checkers::v1::RenderDiagramResponse| r.svg,
    );
    answered(&dispatch, resp)
}

/// The OpenAPI `get` operation of a diagram route (`area`: `xiangqi` or `checkers`); its
/// `responses` come from the error table, with the image as the 200 answer.
#[must_use]
pub fn openapi_operation(area: &str, mut responses: Value) -> Value {
    responses["200"] = json!({
        "description": "The diagram.",
        "content": { "image/svg+xml": { "schema": { "type": "string" } } }
    });
    let (table, rpc) = if area == "checkers" {
        (CHECKERS, "CheckersService.RenderDiagram")
    } else {
        (XIANGQI, "XiangqiService.RenderDiagram")
    };
    let parameters: Vec<Value> = table
        .iter()
        .map(|&(name, field, kind)| {
            let schema = match kind {
                Kind::List => json!({ "type": "array", "items": { "type": "string" } }),
                Kind::Flag => json!({ "type": "boolean" }),
                Kind::Number => json!({ "type": "integer", "minimum": 0 }),
                Kind::Text => json!({ "type": "string" }),
            };
            json!({
                "name": name,
                "in": "query",
                "required": false,
                "style": "form",
                "explode": false,
                "schema": schema,
                "description": format!("The request's `{field}` (see {rpc}); lists are comma-separated."),
            })
        })
        .collect();
    json!({
        "operationId": format!("{rpc}.svg"),
        "summary": format!("{rpc} as an image"),
        "description": "The diagram itself (image/svg+xml), for `<img src>`; the query carries the request's fields by their JSON names. An unknown or repeated parameter is refused.",
        "tags": [area],
        "parameters": parameters,
        "responses": responses,
    })
}

/// The diagram routes: path and RPC they serve.
pub const ROUTES: [(&str, &str); 2] = [
    (
        "/v1/xiangqi/diagram.svg",
        "/arbiter.xiangqi.v1.XiangqiService/RenderDiagram",
    ),
    (
        "/v1/checkers/diagram.svg",
        "/arbiter.checkers.v1.CheckersService/RenderDiagram",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn query_becomes_the_request_json() {
        let v = query_to_json(
            &q(&[
                ("fen", "x"),
                ("moves", "h2e2, h9g7"),
                ("orientation", "black"),
                ("hideCoordinates", ""),
            ]),
            XIANGQI,
        )
        .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            v,
            json!({"startFen": "x", "moves": ["h2e2", "h9g7"],
                   "orientation": "DIAGRAM_ORIENTATION_BLACK_BOTTOM", "hideCoordinates": true})
        );
        let v = query_to_json(&q(&[("players", "2"), ("pieces", "a1,b1;q1")]), CHECKERS)
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            v,
            json!({"position": {"players": "2", "pieces": [{"holes": ["a1", "b1"]}, {"holes": ["q1"]}]}})
        );
    }

    #[test]
    fn unknown_and_repeated_parameters_are_refused() {
        assert!(query_to_json(&q(&[("orientaton", "black")]), XIANGQI).is_err());
        assert!(query_to_json(&q(&[("fen", "a"), ("startFen", "b")]), XIANGQI).is_err());
        assert!(query_to_json(&q(&[("hideCoordinates", "maybe")]), XIANGQI).is_err());
    }
}
