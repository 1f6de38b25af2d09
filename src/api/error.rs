//! The one error type of the API layer and the one table mapping its codes to gRPC and HTTP.

use std::fmt;

use crate::limits::MAX_ERROR_TEXT_BYTES;

/// Error codes (mirrors `arbiter.common.v1.ErrorCode`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum ErrorCode {
    /// A field is malformed or out of range.
    InvalidArgument,
    /// The request exceeds a size limit.
    PayloadTooLarge,
    /// Load shed at the concurrency limit.
    Overloaded,
    /// The request timed out.
    Timeout,
    /// No such route or method.
    NotFound,
    /// A server bug.
    Internal,
    /// The body is not JSON for the request message.
    MalformedBody,
    /// The HTTP method is not allowed.
    MethodNotAllowed,
    /// The media type is not JSON.
    UnsupportedMediaType,
    /// The request is well-formed but cannot be carried out in this state (e.g. no legal
    /// pairing exists).
    FailedPrecondition,
    /// No valid bearer token.
    Unauthenticated,
}

/// One row of the error table.
#[derive(Debug)]
pub struct ErrorMapping {
    /// The code's name in `arbiter.common.v1.ErrorCode` (also `ErrorInfo.reason` and the problem `code`).
    pub name: &'static str,
    /// gRPC status.
    pub grpc: tonic::Code,
    /// HTTP status.
    pub http: u16,
    /// When a client gets it, in words (the OpenAPI response descriptions).
    pub when: &'static str,
}

impl ErrorCode {
    /// Every code, in the order of `arbiter.common.v1.ErrorCode`.
    pub const ALL: [ErrorCode; 11] = [
        ErrorCode::InvalidArgument,
        ErrorCode::PayloadTooLarge,
        ErrorCode::Overloaded,
        ErrorCode::Timeout,
        ErrorCode::NotFound,
        ErrorCode::Internal,
        ErrorCode::MalformedBody,
        ErrorCode::MethodNotAllowed,
        ErrorCode::UnsupportedMediaType,
        ErrorCode::FailedPrecondition,
        ErrorCode::Unauthenticated,
    ];

    /// THE table: this code's name, gRPC status and HTTP status, side by side.
    pub fn mapping(self) -> &'static ErrorMapping {
        use tonic::Code;
        macro_rules! row {
            ($name:literal, $grpc:expr, $http:literal, $when:literal) => {
                &ErrorMapping {
                    name: $name,
                    grpc: $grpc,
                    http: $http,
                    when: $when,
                }
            };
        }
        match self {
            ErrorCode::InvalidArgument => row!(
                "ERROR_CODE_INVALID_ARGUMENT",
                Code::InvalidArgument,
                400,
                "A field is malformed, out of range or over its size limit."
            ),
            ErrorCode::PayloadTooLarge => row!(
                "ERROR_CODE_PAYLOAD_TOO_LARGE",
                Code::InvalidArgument,
                413,
                "The body is larger than the server's limit."
            ),
            ErrorCode::Overloaded => row!(
                "ERROR_CODE_OVERLOADED",
                Code::ResourceExhausted,
                503,
                "Overloaded: shed at the concurrency limit; retry later."
            ),
            ErrorCode::Timeout => row!(
                "ERROR_CODE_TIMEOUT",
                Code::DeadlineExceeded,
                504,
                "The request's deadline passed; its work was stopped."
            ),
            ErrorCode::NotFound => row!(
                "ERROR_CODE_NOT_FOUND",
                Code::Unimplemented,
                404,
                "No such route."
            ),
            ErrorCode::Internal => {
                row!("ERROR_CODE_INTERNAL", Code::Internal, 500, "A server bug.")
            }
            ErrorCode::MalformedBody => row!(
                "ERROR_CODE_MALFORMED_BODY",
                Code::InvalidArgument,
                400,
                "The body is not JSON of the request message."
            ),
            ErrorCode::MethodNotAllowed => row!(
                "ERROR_CODE_METHOD_NOT_ALLOWED",
                Code::Unimplemented,
                405,
                "Only POST is served."
            ),
            ErrorCode::UnsupportedMediaType => row!(
                "ERROR_CODE_UNSUPPORTED_MEDIA_TYPE",
                Code::InvalidArgument,
                415,
                "The body is not JSON."
            ),
            ErrorCode::FailedPrecondition => row!(
                "ERROR_CODE_FAILED_PRECONDITION",
                Code::FailedPrecondition,
                422,
                "Well-formed, but impossible in this state (e.g. no legal pairing exists)."
            ),
            ErrorCode::Unauthenticated => row!(
                "ERROR_CODE_UNAUTHENTICATED",
                Code::Unauthenticated,
                401,
                "Authentication is on and no valid bearer token was sent."
            ),
        }
    }
}

/// A field that is wrong, and why (becomes a `google.rpc.BadRequest.FieldViolation`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FieldViolation {
    /// Path of the field, e.g. `moves[3]` or `start_fen`.
    pub field: String,
    /// What is wrong with it.
    pub description: String,
}

/// An API error: a code, a message, and the fields at fault.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ApiError {
    /// The code (decides the gRPC and HTTP status).
    pub code: ErrorCode,
    /// Human-readable summary.
    pub message: String,
    /// Fields at fault, if any.
    pub violations: Vec<FieldViolation>,
}

/// `text` cut to at most [`MAX_ERROR_TEXT_BYTES`] bytes (on a character boundary, marked with
/// `…`): error texts quote the offending input, and a megabyte of input must not come back as
/// a megabyte of error (over gRPC it would not even fit the status metadata).
#[must_use]
pub fn capped(mut text: String) -> String {
    if text.len() > MAX_ERROR_TEXT_BYTES {
        let mut end = MAX_ERROR_TEXT_BYTES;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let dropped = text.len() - end;
        text.truncate(end);
        text.push_str(&format!("… ({dropped} more bytes)"));
    }
    text
}

impl ApiError {
    /// `INVALID_ARGUMENT` naming one field.
    pub fn invalid(field: impl Into<String>, description: impl Into<String>) -> ApiError {
        let field = capped(field.into());
        let description = capped(description.into());
        ApiError {
            code: ErrorCode::InvalidArgument,
            message: format!("{field}: {description}"),
            violations: vec![FieldViolation { field, description }],
        }
    }

    /// An error with a code and message only.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            code,
            message: capped(message.into()),
            violations: Vec::new(),
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.mapping().name, self.message)
    }
}

impl std::error::Error for ApiError {}
