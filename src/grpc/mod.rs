//! gRPC adapters: each method unpacks the request, calls the shared API function and converts
//! the error to a `tonic::Status` with `google.rpc` details.

use std::collections::HashMap;

use tonic::{Request, Response, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::api::{self, ApiError};
use crate::pb::xiangqi::v1 as pb;
use crate::server::workers::Job;

/// The error domain in `google.rpc.ErrorInfo`.
pub const ERROR_DOMAIN: &str = "arbiter.clubs";

/// Converts an API error to a gRPC status with `ErrorInfo` and `BadRequest` details.
pub fn to_status(err: &ApiError) -> Status {
    let mapping = err.code.mapping();
    let mut details = ErrorDetails::new();
    details.set_error_info(mapping.name, ERROR_DOMAIN, HashMap::new());
    for v in &err.violations {
        details.add_bad_request_violation(v.field.clone(), v.description.clone());
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
    finish(job.as_ref(), handler(request.into_inner()))
}

/// Notes the answer's code on the job and converts the result.
fn finish<Resp>(
    job: Option<&Job>,
    result: Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status> {
    if let Some(job) = job {
        job.answered(match &result {
            Ok(_) => "OK",
            Err(e) => grpc_code_name(e.code.mapping().grpc),
        });
    }
    result.map(Response::new).map_err(|e| to_status(&e))
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
    let req = request.into_inner();
    let result = job.run(move || handler(req)).await;
    finish(Some(&job), result)
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

/// `arbiter.xiangqi.v1.XiangqiService`.
#[derive(Clone, Copy, Debug, Default)]
pub struct XiangqiGrpc;

#[tonic::async_trait]
impl pb::xiangqi_service_server::XiangqiService for XiangqiGrpc {
    async fn validate_move(
        &self,
        request: Request<pb::ValidateMoveRequest>,
    ) -> Result<Response<pb::ValidateMoveResponse>, Status> {
        call(request, api::xiangqi::validate_move)
    }

    async fn list_legal_moves(
        &self,
        request: Request<pb::ListLegalMovesRequest>,
    ) -> Result<Response<pb::ListLegalMovesResponse>, Status> {
        call(request, api::xiangqi::list_legal_moves)
    }

    async fn convert_notation(
        &self,
        request: Request<pb::ConvertNotationRequest>,
    ) -> Result<Response<pb::ConvertNotationResponse>, Status> {
        call(request, api::xiangqi::convert_notation)
    }

    async fn parse_game_record(
        &self,
        request: Request<pb::ParseGameRecordRequest>,
    ) -> Result<Response<pb::ParseGameRecordResponse>, Status> {
        call_blocking(request, api::xiangqi::parse_game_record).await
    }

    async fn adjudicate_game(
        &self,
        request: Request<pb::AdjudicateGameRequest>,
    ) -> Result<Response<pb::AdjudicateGameResponse>, Status> {
        call_blocking(request, api::adjudicate::adjudicate_game).await
    }

    async fn resolve_touch_move(
        &self,
        request: Request<pb::ResolveTouchMoveRequest>,
    ) -> Result<Response<pb::ResolveTouchMoveResponse>, Status> {
        call(request, api::touch::resolve_touch_move)
    }
}

/// `arbiter.checkers.v1.CheckersService`.
#[derive(Clone, Copy, Debug, Default)]
pub struct CheckersGrpc;

#[tonic::async_trait]
impl crate::pb::checkers::v1::checkers_service_server::CheckersService for CheckersGrpc {
    async fn list_legal_moves(
        &self,
        request: Request<crate::pb::checkers::v1::ListLegalMovesRequest>,
    ) -> Result<Response<crate::pb::checkers::v1::ListLegalMovesResponse>, Status> {
        call(request, api::checkers::list_legal_moves)
    }

    async fn validate_move(
        &self,
        request: Request<crate::pb::checkers::v1::ValidateMoveRequest>,
    ) -> Result<Response<crate::pb::checkers::v1::ValidateMoveResponse>, Status> {
        call(request, api::checkers::validate_move)
    }

    async fn adjudicate_game(
        &self,
        request: Request<crate::pb::checkers::v1::AdjudicateGameRequest>,
    ) -> Result<Response<crate::pb::checkers::v1::AdjudicateGameResponse>, Status> {
        call_blocking(request, api::checkers::adjudicate_game).await
    }
}

/// `arbiter.tournament.v1.TournamentService`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TournamentGrpc;

#[tonic::async_trait]
impl crate::pb::tournament::v1::tournament_service_server::TournamentService for TournamentGrpc {
    async fn pair_swiss_round(
        &self,
        request: Request<crate::pb::tournament::v1::PairSwissRoundRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::PairSwissRoundResponse>, Status> {
        call_blocking(request, api::tournament::pair_swiss_round).await
    }

    async fn compute_standings(
        &self,
        request: Request<crate::pb::tournament::v1::ComputeStandingsRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ComputeStandingsResponse>, Status> {
        call_blocking(request, api::tournament::compute_standings).await
    }

    async fn schedule_round_robin(
        &self,
        request: Request<crate::pb::tournament::v1::ScheduleRoundRobinRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ScheduleRoundRobinResponse>, Status> {
        call_blocking(request, api::tournament::schedule_round_robin).await
    }

    async fn draw_knockout(
        &self,
        request: Request<crate::pb::tournament::v1::DrawKnockoutRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::DrawKnockoutResponse>, Status> {
        call_blocking(request, api::tournament::draw_knockout).await
    }

    async fn compute_team_standings(
        &self,
        request: Request<crate::pb::tournament::v1::ComputeTeamStandingsRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ComputeTeamStandingsResponse>, Status> {
        call_blocking(request, api::tournament::compute_team_standings).await
    }

    async fn parse_trf(
        &self,
        request: Request<crate::pb::tournament::v1::ParseTrfRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ParseTrfResponse>, Status> {
        call_blocking(request, api::tournament::parse_trf).await
    }

    async fn write_trf(
        &self,
        request: Request<crate::pb::tournament::v1::WriteTrfRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::WriteTrfResponse>, Status> {
        call_blocking(request, api::tournament::write_trf).await
    }
}
