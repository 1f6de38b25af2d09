//! `application/problem+json` error bodies (RFC 9457) carrying the same fields as gRPC details.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::api::ApiError;

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

impl From<&ApiError> for Problem {
    fn from(err: &ApiError) -> Problem {
        let m = err.code.mapping();
        Problem {
            kind: format!(
                "https://arbiter.clubs/problems/{}",
                m.name
                    .trim_start_matches("ERROR_CODE_")
                    .to_lowercase()
                    .replace('_', "-")
            ),
            title: m.name.to_string(),
            status: m.http,
            detail: err.message.clone(),
            code: m.name,
            violations: err
                .violations
                .iter()
                .map(|v| Violation {
                    field: v.field.clone(),
                    description: v.description.clone(),
                })
                .collect(),
        }
    }
}

/// The problem response of an API error.
pub fn problem_response(err: &ApiError) -> Response {
    let p = Problem::from(err);
    let status = StatusCode::from_u16(p.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let body = serde_json::to_vec(&p).unwrap_or_default();
    let mut resp = (status, body).into_response();
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/problem+json"),
    );
    resp.extensions_mut()
        .insert(crate::telemetry::AnswerCode(crate::grpc::grpc_code_name(
            err.code.mapping().grpc,
        )));
    resp
}
