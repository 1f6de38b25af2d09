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
pub struct ErrorMapping {
    /// The code.
    pub code: ErrorCode,
    /// Its name in `arbiter.common.v1.ErrorCode` (also `ErrorInfo.reason` and the problem `code`).
    pub name: &'static str,
    /// gRPC status.
    pub grpc: tonic::Code,
    /// HTTP status.
    pub http: u16,
}

/// THE table: every code with its gRPC and HTTP status, side by side.
pub const ERROR_TABLE: &[ErrorMapping] = &[
    ErrorMapping {
        code: ErrorCode::InvalidArgument,
        name: "ERROR_CODE_INVALID_ARGUMENT",
        grpc: tonic::Code::InvalidArgument,
        http: 400,
    },
    ErrorMapping {
        code: ErrorCode::PayloadTooLarge,
        name: "ERROR_CODE_PAYLOAD_TOO_LARGE",
        grpc: tonic::Code::InvalidArgument,
        http: 413,
    },
    ErrorMapping {
        code: ErrorCode::Overloaded,
        name: "ERROR_CODE_OVERLOADED",
        grpc: tonic::Code::ResourceExhausted,
        http: 503,
    },
    ErrorMapping {
        code: ErrorCode::Timeout,
        name: "ERROR_CODE_TIMEOUT",
        grpc: tonic::Code::DeadlineExceeded,
        http: 504,
    },
    ErrorMapping {
        code: ErrorCode::NotFound,
        name: "ERROR_CODE_NOT_FOUND",
        grpc: tonic::Code::Unimplemented,
        http: 404,
    },
    ErrorMapping {
        code: ErrorCode::Internal,
        name: "ERROR_CODE_INTERNAL",
        grpc: tonic::Code::Internal,
        http: 500,
    },
    ErrorMapping {
        code: ErrorCode::MalformedBody,
        name: "ERROR_CODE_MALFORMED_BODY",
        grpc: tonic::Code::InvalidArgument,
        http: 400,
    },
    ErrorMapping {
        code: ErrorCode::MethodNotAllowed,
        name: "ERROR_CODE_METHOD_NOT_ALLOWED",
        grpc: tonic::Code::Unimplemented,
        http: 405,
    },
    ErrorMapping {
        code: ErrorCode::UnsupportedMediaType,
        name: "ERROR_CODE_UNSUPPORTED_MEDIA_TYPE",
        grpc: tonic::Code::InvalidArgument,
        http: 415,
    },
    ErrorMapping {
        code: ErrorCode::FailedPrecondition,
        name: "ERROR_CODE_FAILED_PRECONDITION",
        grpc: tonic::Code::FailedPrecondition,
        http: 422,
    },
    ErrorMapping {
        code: ErrorCode::Unauthenticated,
        name: "ERROR_CODE_UNAUTHENTICATED",
        grpc: tonic::Code::Unauthenticated,
        http: 401,
    },
];

impl ErrorCode {
    /// This code's row of [`ERROR_TABLE`].
    pub fn mapping(self) -> &'static ErrorMapping {
        ERROR_TABLE
            .iter()
            .find(|m| m.code == self)
            .unwrap_or(&ERROR_TABLE[5])
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

    /// A size limit exceeded by one field.
    pub fn too_large(field: impl Into<String>, description: impl Into<String>) -> ApiError {
        ApiError {
            code: ErrorCode::InvalidArgument,
            ..ApiError::invalid(field, description)
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
