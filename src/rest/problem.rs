//! `application/problem+json` error bodies (RFC 9457) carrying the same fields as gRPC details.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::api::ApiError;
use crate::i18n::Locale;

/// A problem body.
#[derive(Serialize, Debug)]
pub struct Problem {
    /// A URI naming the problem type.
    #[serde(rename = "type")]
    pub kind: String,
    /// Short summary (the code's name).
    pub title: String,
    /// HTTP status.
    pub status: u16,
    /// Human-readable explanation.
    pub detail: String,
    /// The error code name (`ERROR_CODE_…`), as in gRPC's `ErrorInfo.reason`.
    pub code: &'static str,
    /// Fields at fault, as in gRPC's `BadRequest.field_violations`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub violations: Vec<Violation>,
}

/// One field at fault.
#[derive(Serialize, Debug)]
pub struct Violation {
    /// Field path.
    pub field: String,
    /// What is wrong.
    pub description: String,
}

impl Problem {
    /// The problem body of `err`, its texts in `locale`.
    #[must_use]
    pub fn of(err: &ApiError, locale: Locale) -> Problem {
        let m = err.code.mapping();
        let (detail, reasons) = err.texts_in(locale, json_path);
        let detail = if locale == Locale::En {
            json_detail(err)
        } else {
            detail
        };
        Problem {
            kind: format!("https://arbiter.clubs/problems/{}", err.code.key()),
            title: m.name.to_string(),
            status: m.http,
            detail,
            code: m.name,
            violations: err
                .violations
                .iter()
                .zip(reasons)
                .map(|(v, description)| Violation {
                    field: json_path(&v.field),
                    description,
                })
                .collect(),
        }
    }
}

/// The problem response of an API error, its texts in `locale` (`Content-Language` says which).
pub fn problem_response(err: &ApiError, locale: Locale) -> Response {
    let p = Problem::of(err, locale);
    let status = StatusCode::from_u16(p.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut body = serde_json::to_vec(&p).unwrap_or_default();
    body.push(b'\n');
    let mut resp = (status, body).into_response();
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/problem+json"),
    );
    resp.headers_mut().insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(locale.tag()),
    );
    if let Some(wait) = err.code.retry_after() {
        resp.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(wait.as_secs()));
    }
    resp.extensions_mut().insert(crate::telemetry::AnswerCode(
        crate::telemetry::grpc_code_name(err.code.mapping().grpc),
    ));
    resp
}

/// A field path with proto3 JSON names, as a REST client wrote the request: `start_fen` →
/// `startFen`, `event.stages[0].group_size` → `event.stages[0].groupSize`. Map keys and
/// indices (inside brackets) are kept. gRPC answers keep the proto names.
#[must_use]
pub fn json_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut depth = 0usize;
    let mut upper = false;
    for c in path.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && c == '_' {
            upper = true;
            continue;
        }
        if upper && c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_uppercase());
        } else {
            if upper {
                out.push('_');
            }
            out.push(c);
        }
        upper = false;
    }
    out
}

/// The error's text with its leading field path in JSON names (the text starts with the path
/// of the first field at fault).
fn json_detail(err: &ApiError) -> String {
    match err.violations.first() {
        Some(v) if err.message.starts_with(&v.field) => {
            format!("{}{}", json_path(&v.field), &err.message[v.field.len()..])
        }
        _ => err.message.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::json_path;

    #[test]
    fn paths_use_json_names_outside_brackets() {
        assert_eq!(json_path("start_fen"), "startFen");
        assert_eq!(
            json_path("event.stages[0].group_size"),
            "event.stages[0].groupSize"
        );
        assert_eq!(json_path("move_times_ms[1]"), "moveTimesMs[1]");
        assert_eq!(json_path("tags[my_key]"), "tags[my_key]");
        assert_eq!(json_path("body"), "body");
    }
}
