//! gRPC adapters: each method unpacks the request, calls the shared API function and converts
//! the error to a `tonic::Status` with `google.rpc` details.

use std::collections::HashMap;

use tonic::{Request, Response, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::api::ApiError;
use crate::dispatch::{Dispatch, Handler, Job, Mode};
use crate::i18n::Locale;

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
    if let Some(wait) = err.code.retry_after() {
        details.set_retry_info(Some(wait));
    }
    Status::with_error_details(mapping.grpc, err.message.clone(), details)
}

/// Runs an RPC through the dispatcher ([`crate::dispatch`]) and turns its result into the
/// gRPC answer. Metrics and the log line are written once per request by the server's
/// observer; the call only tells the guard which code the handler answered with.
pub async fn call<Req, Resp>(
    mode: Mode,
    request: Request<Req>,
    handler: Handler<Req, Resp>,
) -> Result<Response<Resp>, Status>
where
    Req: Send + 'static,
    Resp: Send + 'static,
{
    let accept_language = request
        .metadata()
        .get("accept-language")
        .and_then(|v| v.to_str().ok());
    let dispatch = Dispatch::new(request.extensions().get::<Job>().cloned(), accept_language);
    let result = dispatch.run(mode, handler, request.into_inner()).await;
    dispatch.answered(match &result {
        Ok(_) => "OK",
        Err(e) => crate::telemetry::grpc_code_name(e.code.mapping().grpc),
    });
    result
        .map(Response::new)
        .map_err(|e| to_status(&e, dispatch.locale()))
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
        call(Mode::Inline, $request, $handler).await
    };
    (blocking, $request:expr, $handler:path) => {
        call(Mode::Blocking, $request, $handler).await
    };
}

crate::rpcs::rpc_table!(grpc_services);
