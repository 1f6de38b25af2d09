//! gRPC adapters: each method unpacks the request, calls the shared API function and converts
//! the error to a `tonic::Status` with `google.rpc` details.

use std::collections::HashMap;
use std::time::Instant;

use tonic::{Request, Response, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::api::{self, ApiError};
use crate::pb::xiangqi::v1 as pb;
use crate::telemetry::{self, Transport};

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

/// Runs one RPC: in-flight gauge, API call, metrics and log line.
pub fn call<Req, Resp>(
    rpc: &'static str,
    request: Request<Req>,
    handler: fn(Req) -> Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status> {
    let started = Instant::now();
    let _in_flight = telemetry::InFlight::start();
    finish(rpc, started, handler(request.into_inner()))
}

/// Records a finished call (metrics, log line) and turns its result into the gRPC answer.
fn finish<Resp>(
    rpc: &'static str,
    started: Instant,
    result: Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status> {
    let code = match &result {
        Ok(_) => "OK",
        Err(e) => grpc_code_name(e.code.mapping().grpc),
    };
    telemetry::record(Transport::Grpc, rpc, code, started);
    result.map(Response::new).map_err(|e| to_status(&e))
}

/// As [`call`], for handlers that may compute for long (Swiss pairing of large events): the
/// handler runs on the blocking thread pool so the async workers keep serving.
pub async fn call_blocking<Req, Resp>(
    rpc: &'static str,
    request: Request<Req>,
    handler: fn(Req) -> Result<Resp, ApiError>,
) -> Result<Response<Resp>, Status>
where
    Req: Send + 'static,
    Resp: Send + 'static,
{
    let started = Instant::now();
    let _in_flight = telemetry::InFlight::start();
    let req = request.into_inner();
    let result = tokio::task::spawn_blocking(move || handler(req))
        .await
        .unwrap_or_else(|e| {
            Err(ApiError::new(
                api::ErrorCode::Internal,
                format!("handler failed: {e}"),
            ))
        });
    finish(rpc, started, result)
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
        call(
            "/arbiter.xiangqi.v1.XiangqiService/ValidateMove",
            request,
            api::xiangqi::validate_move,
        )
    }

    async fn list_legal_moves(
        &self,
        request: Request<pb::ListLegalMovesRequest>,
    ) -> Result<Response<pb::ListLegalMovesResponse>, Status> {
        call(
            "/arbiter.xiangqi.v1.XiangqiService/ListLegalMoves",
            request,
            api::xiangqi::list_legal_moves,
        )
    }

    async fn convert_notation(
        &self,
        request: Request<pb::ConvertNotationRequest>,
    ) -> Result<Response<pb::ConvertNotationResponse>, Status> {
        call(
            "/arbiter.xiangqi.v1.XiangqiService/ConvertNotation",
            request,
            api::xiangqi::convert_notation,
        )
    }

    async fn parse_game_record(
        &self,
        request: Request<pb::ParseGameRecordRequest>,
    ) -> Result<Response<pb::ParseGameRecordResponse>, Status> {
        call(
            "/arbiter.xiangqi.v1.XiangqiService/ParseGameRecord",
            request,
            api::xiangqi::parse_game_record,
        )
    }

    async fn adjudicate_game(
        &self,
        request: Request<pb::AdjudicateGameRequest>,
    ) -> Result<Response<pb::AdjudicateGameResponse>, Status> {
        call(
            "/arbiter.xiangqi.v1.XiangqiService/AdjudicateGame",
            request,
            api::adjudicate::adjudicate_game,
        )
    }

    async fn resolve_touch_move(
        &self,
        request: Request<pb::ResolveTouchMoveRequest>,
    ) -> Result<Response<pb::ResolveTouchMoveResponse>, Status> {
        call(
            "/arbiter.xiangqi.v1.XiangqiService/ResolveTouchMove",
            request,
            api::touch::resolve_touch_move,
        )
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
        call(
            "/arbiter.checkers.v1.CheckersService/ListLegalMoves",
            request,
            api::checkers::list_legal_moves,
        )
    }

    async fn validate_move(
        &self,
        request: Request<crate::pb::checkers::v1::ValidateMoveRequest>,
    ) -> Result<Response<crate::pb::checkers::v1::ValidateMoveResponse>, Status> {
        call(
            "/arbiter.checkers.v1.CheckersService/ValidateMove",
            request,
            api::checkers::validate_move,
        )
    }

    async fn adjudicate_game(
        &self,
        request: Request<crate::pb::checkers::v1::AdjudicateGameRequest>,
    ) -> Result<Response<crate::pb::checkers::v1::AdjudicateGameResponse>, Status> {
        call(
            "/arbiter.checkers.v1.CheckersService/AdjudicateGame",
            request,
            api::checkers::adjudicate_game,
        )
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
        call_blocking(
            "/arbiter.tournament.v1.TournamentService/PairSwissRound",
            request,
            api::tournament::pair_swiss_round,
        )
        .await
    }

    async fn compute_standings(
        &self,
        request: Request<crate::pb::tournament::v1::ComputeStandingsRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ComputeStandingsResponse>, Status> {
        call_blocking(
            "/arbiter.tournament.v1.TournamentService/ComputeStandings",
            request,
            api::tournament::compute_standings,
        )
        .await
    }

    async fn schedule_round_robin(
        &self,
        request: Request<crate::pb::tournament::v1::ScheduleRoundRobinRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ScheduleRoundRobinResponse>, Status> {
        call(
            "/arbiter.tournament.v1.TournamentService/ScheduleRoundRobin",
            request,
            api::tournament::schedule_round_robin,
        )
    }

    async fn draw_knockout(
        &self,
        request: Request<crate::pb::tournament::v1::DrawKnockoutRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::DrawKnockoutResponse>, Status> {
        call(
            "/arbiter.tournament.v1.TournamentService/DrawKnockout",
            request,
            api::tournament::draw_knockout,
        )
    }

    async fn compute_team_standings(
        &self,
        request: Request<crate::pb::tournament::v1::ComputeTeamStandingsRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ComputeTeamStandingsResponse>, Status> {
        call_blocking(
            "/arbiter.tournament.v1.TournamentService/ComputeTeamStandings",
            request,
            api::tournament::compute_team_standings,
        )
        .await
    }

    async fn parse_trf(
        &self,
        request: Request<crate::pb::tournament::v1::ParseTrfRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::ParseTrfResponse>, Status> {
        call(
            "/arbiter.tournament.v1.TournamentService/ParseTrf",
            request,
            api::tournament::parse_trf,
        )
    }

    async fn write_trf(
        &self,
        request: Request<crate::pb::tournament::v1::WriteTrfRequest>,
    ) -> Result<Response<crate::pb::tournament::v1::WriteTrfResponse>, Status> {
        call(
            "/arbiter.tournament.v1.TournamentService/WriteTrf",
            request,
            api::tournament::write_trf,
        )
    }
}
