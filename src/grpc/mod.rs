//! gRPC adapters: each method unpacks the request, calls the shared API function and converts
//! the error to a `tonic::Status` with `google.rpc` details.

use std::collections::HashMap;

use tonic::{Request, Response, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::api::ApiError;
use crate::i18n::Locale;
use crate::server::workers::Job;

/// The error domain in `google.rpc.ErrorInfo`.
pub const ERROR_DOMAIN: &str = "arbiter.clubs";

/// Converts an API error to a gRPC status with `ErrorInfo` and `BadRequest` details (English,
/// for developers) and, when the caller asked for another language, a `LocalizedMessage` in it
/// (for the people the client shows it to).
pub fn to_status(err: &ApiError, locale: Locale) -> Status {
    let mapping = err.code.mapping();
    let mut details = ErrorDetails::new();
    details.set_error_info(mapping.name, ERROR_DOMAIN, HashMap::new());
    for v in &err.violations {
        details.add_bad_request_violation(v.field.clone(), v.description.clone());
    }
    if locale != Locale::En {
        let (detail, _) = err.texts_in(locale, str::to_string);
        details.set_localized_message(locale.tag(), detail);
    }
    Status::with_error_details(mapping.grpc, err.message.clone(), details)
}

/// Runs a light RPC inline (microseconds to a few milliseconds of work) and turns its result
/// into the gRPC answer. Metrics and the log line are written once per request by the
/// server's observer; the call only tells the guard that the handler answered.
pub fn call<Req, Resp>(
    request: Request<Req>,
    handler: fn(Req) -> Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status> {
    let job = request.extensions().get::<Job>().cloned();
    let locale = locale_of(&request);
    let req = request.into_inner();
    finish(
        job.as_ref(),
        locale,
        crate::i18n::with_locale(locale, || handler(req)),
    )
}

/// The locale a caller asked for in the `accept-language` metadata, if supported.
fn locale_of<Req>(request: &Request<Req>) -> Option<crate::i18n::Locale> {
    request
        .metadata()
        .get("accept-language")
        .and_then(|v| v.to_str().ok())
        .and_then(crate::i18n::Locale::negotiate)
}

/// Notes the answer's code on the job and converts the result.
fn finish<Resp>(
    job: Option<&Job>,
    locale: Option<Locale>,
    result: Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status> {
    if let Some(job) = job {
        job.answered(match &result {
            Ok(_) => "OK",
            Err(e) => grpc_code_name(e.code.mapping().grpc),
        });
    }
    let locale = locale.unwrap_or_else(crate::i18n::default_locale);
    result.map(Response::new).map_err(|e| to_status(&e, locale))
}

/// As [`call`], for handlers that may compute for long (adjudication, records, tournaments):
/// the handler runs on the bounded worker pool with the request's stop signal, so the async
/// workers keep serving and a timed-out request's work stops.
pub async fn call_blocking<Req, Resp>(
    request: Request<Req>,
    handler: fn(Req) -> Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status>
where
    Req: Send + 'static,
    Resp: Send + 'static,
{
    let job = request
        .extensions()
        .get::<Job>()
        .cloned()
        .unwrap_or_else(Job::standalone);
    let locale = locale_of(&request);
    let req = request.into_inner();
    let result = job
        .run(move || crate::i18n::with_locale(locale, || handler(req)))
        .await;
    finish(Some(&job), locale, result)
}

/// The upper-case gRPC code name used as the `code` metric label.
pub fn grpc_code_name(code: tonic::Code) -> &'static str {
    use tonic::Code::*;
    match code {
        Ok => "OK",
        Cancelled => "CANCELLED",
        Unknown => "UNKNOWN",
        InvalidArgument => "INVALID_ARGUMENT",
        DeadlineExceeded => "DEADLINE_EXCEEDED",
        NotFound => "NOT_FOUND",
        AlreadyExists => "ALREADY_EXISTS",
        PermissionDenied => "PERMISSION_DENIED",
        ResourceExhausted => "RESOURCE_EXHAUSTED",
        FailedPrecondition => "FAILED_PRECONDITION",
        Aborted => "ABORTED",
        OutOfRange => "OUT_OF_RANGE",
        Unimplemented => "UNIMPLEMENTED",
        Internal => "INTERNAL",
        Unavailable => "UNAVAILABLE",
        DataLoss => "DATA_LOSS",
        Unauthenticated => "UNAUTHENTICATED",
    }
}

/// The gRPC services, one method per row of the RPC table ([`crate::rpcs`]).
macro_rules! grpc_services {
    ($($svc:ident, $trait:path, $full:literal, $area:literal {
        $($method:ident, $name:literal, $kind:ident, $req:ty, $resp:ty, $handler:path;)*
    })*) => {
        $(
            #[doc = concat!("`", $full, "`.")]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct $svc;

            #[tonic::async_trait]
            impl $trait for $svc {
                $(
                    async fn $method(
                        &self,
                        request: Request<$req>,
                    ) -> Result<Response<$resp>, Status> {
                        grpc_dispatch!($kind, request, $handler)
                    }
                )*
            }
        )*
    };
}

/// Inline calls answer on the async runtime; blocking calls run on the worker pool.
macro_rules! grpc_dispatch {
    (inline, $request:expr, $handler:path) => {
        call($request, $handler)
    };
    (blocking, $request:expr, $handler:path) => {
        call_blocking($request, $handler).await
    };
}

crate::rpcs::rpc_table!(grpc_services);
