//! The one error type of the API layer and the one table mapping its codes to gRPC and HTTP.

use std::fmt;

use crate::i18n::{self, Arg, Locale};
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

/// The wait a shed call's answer asks for: long enough for the calls in flight to finish (most
/// take milliseconds), short enough that a retrying client is served soon.
pub const RETRY_AFTER_SECS: u64 = 1;

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

    /// How long a client should wait before trying again, for the codes that mean "not now"
    /// rather than "not this request": a shed call (the server at its concurrency limit or its
    /// answer budget). Sent as `Retry-After` (REST) and a `google.rpc.RetryInfo` detail (gRPC),
    /// so clients back off instead of retrying at once.
    #[must_use]
    pub fn retry_after(self) -> Option<std::time::Duration> {
        match self {
            ErrorCode::Overloaded => Some(std::time::Duration::from_secs(RETRY_AFTER_SECS)),
            _ => None,
        }
    }

    /// The catalogue key of the code (`ERROR_CODE_FAILED_PRECONDITION` → `failed-precondition`),
    /// also the last segment of the problem type URI.
    #[must_use]
    pub fn key(self) -> String {
        self.mapping()
            .name
            .trim_start_matches("ERROR_CODE_")
            .to_lowercase()
            .replace('_', "-")
    }

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
    /// What is wrong with it (English).
    pub description: String,
    /// The same in each other locale a catalogue has it in (English is `description`). Written
    /// when the error is made, so making one needs no request context; the edge picks the
    /// request's locale ([`ApiError::texts_in`]).
    pub localized: Vec<(Locale, String)>,
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
    /// The message in each other locale a catalogue has it in, for an error with no field
    /// (English is `message`).
    pub localized: Vec<(Locale, String)>,
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
            violations: vec![FieldViolation {
                field,
                description,
                localized: Vec::new(),
            }],
            localized: Vec::new(),
        }
    }

    /// `INVALID_ARGUMENT`: `value` is not one of the field's enum values.
    pub fn unknown_value(field: impl Into<String>, value: impl fmt::Display) -> ApiError {
        let value = value.to_string();
        let description = format!("unknown value {value}");
        ApiError::invalid(field, description)
            .localized_as("error-unknown-value", &[("value", value.into())])
    }

    /// An error with a code and message only.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            code,
            message: capped(message.into()),
            violations: Vec::new(),
            localized: Vec::new(),
        }
    }

    /// An error with a code and no field, its message worded in every locale from catalogue
    /// message `id` with `args` (English included).
    #[must_use]
    pub fn worded(code: ErrorCode, id: &str, args: &[Arg<'_>]) -> ApiError {
        let mut e = ApiError::new(code, i18n::text(Locale::En, id, args));
        e.localized = Locale::ALL
            .into_iter()
            .filter(|&l| l != Locale::En)
            .map(|l| (l, capped(i18n::text(l, id, args))))
            .collect();
        e
    }

    /// `INTERNAL`: `what` (a key of catalogue message `error-internal`: `encoding`,
    /// `worker-pool`, `worker-start`, `worker-failed`, `event`) went wrong; `detail`, the
    /// system's own words, is added to the English message only.
    #[must_use]
    pub fn internal(what: &str, detail: Option<String>) -> ApiError {
        let mut e = ApiError::worded(
            ErrorCode::Internal,
            "error-internal",
            &[("what", what.into())],
        );
        if let Some(d) = detail {
            e.message = capped(format!("{} ({d})", e.message));
        }
        e
    }

    /// Gives the first field's reason in every locale but English (which keeps the English
    /// description), written by `say`.
    #[must_use]
    pub fn localized(mut self, say: impl Fn(Locale) -> String) -> ApiError {
        if let Some(v) = self.violations.first_mut() {
            v.localized = Locale::ALL
                .into_iter()
                .filter(|&l| l != Locale::En)
                .map(|l| (l, capped(say(l))))
                .collect();
        }
        self
    }

    /// As [`ApiError::localized`], the reason being catalogue message `id` with `args`.
    #[must_use]
    pub fn localized_as(self, id: &str, args: &[Arg<'_>]) -> ApiError {
        self.localized(|l| i18n::text(l, id, args))
    }

    /// As [`ApiError::localized`], the reason being a size limit: at most `limit` of `what`
    /// (a key of catalogue message `error-at-most`: `players`, `bytes`, `rounds`, …).
    #[must_use]
    pub fn at_most(self, limit: usize, what: &str) -> ApiError {
        self.localized_as(
            "error-at-most",
            &[("limit", limit.into()), ("what", what.into())],
        )
    }

    /// The same error reported at `field`, the request field that held the input (a file read
    /// into the request's structure): each violation's own path, which the client never sent,
    /// leads its reason instead.
    #[must_use]
    pub fn reported_at(mut self, field: &str) -> ApiError {
        for v in &mut self.violations {
            let inner = std::mem::replace(&mut v.field, field.to_string());
            v.description = capped(format!("{inner}: {}", v.description));
            for (_, text) in &mut v.localized {
                *text = capped(format!("{inner}: {text}"));
            }
        }
        if let Some(v) = self.violations.first() {
            self.message = format!("{}: {}", v.field, v.description);
        }
        self
    }

    /// The error's human texts in `locale`: the detail and each field's reason. English is
    /// the error's own wording; other locales frame it with the code's title and use each
    /// field's localised reason where there is one (else the English one). `name` writes a
    /// field path as the transport's clients know it.
    #[must_use]
    pub fn texts_in(&self, locale: Locale, name: impl Fn(&str) -> String) -> (String, Vec<String>) {
        if locale == Locale::En {
            let reasons = self.violations.iter().map(|v| v.description.clone());
            return (self.message.clone(), reasons.collect());
        }
        let reasons: Vec<String> = self
            .violations
            .iter()
            .map(|v| {
                v.localized
                    .iter()
                    .find(|(l, _)| *l == locale)
                    .map_or_else(|| v.description.clone(), |(_, text)| text.clone())
            })
            .collect();
        let message = if self.violations.is_empty() {
            self.localized
                .iter()
                .find(|(l, _)| *l == locale)
                .map_or_else(|| self.message.clone(), |(_, m)| m.clone())
        } else {
            let fields: Vec<String> = self
                .violations
                .iter()
                .zip(&reasons)
                .map(|(v, r)| {
                    i18n::text(
                        locale,
                        "error-field",
                        &[
                            ("field", name(&v.field).into()),
                            ("reason", r.clone().into()),
                        ],
                    )
                })
                .collect();
            fields.join("；")
        };
        let detail = i18n::text(
            locale,
            "error-with-message",
            &[
                ("code", self.code.key().into()),
                ("message", message.into()),
            ],
        );
        (capped(detail), reasons)
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.mapping().name, self.message)
    }
}

impl std::error::Error for ApiError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_reported_at_the_field_that_held_the_input_keeps_its_own_path() {
        let e = ApiError::invalid("matches[3].boards", "between 1 and 20")
            .localized(|_| "1到20之间".to_string())
            .reported_at("trf");
        assert_eq!(e.violations[0].field, "trf");
        assert_eq!(
            e.violations[0].description,
            "matches[3].boards: between 1 and 20"
        );
        assert!(
            e.violations[0]
                .localized
                .iter()
                .all(|(_, t)| t == "matches[3].boards: 1到20之间")
        );
        assert_eq!(e.message, "trf: matches[3].boards: between 1 and 20");
    }
}
