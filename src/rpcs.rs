//! Every RPC, declared once.
//!
//! `rpc_table!` hands the list below to a macro of the transport: the gRPC services
//! (`crate::grpc`) and the REST routes with their router (`crate::rest`) are generated from it,
//! and so is the blocking flag (which calls run on the worker pool). The OpenAPI document is
//! generated from the proto descriptors, and a test checks that every proto method has a row
//! here, a REST route and an OpenAPI operation.
//!
//! To add an RPC: declare it in `proto/`, write its `fn(&Call, Request) -> Result<Response, ApiError>`
//! in `crate::api`, and add one row: the tonic trait method, the proto name, `inline` (a few
//! milliseconds at most) or `blocking` (may compute for long: runs on the worker pool with the
//! request's stop signal), the request and response types and the handler.

/// The API version of every package (`arbiter.*.v1`): within it, changes are additive (see the
/// compatibility policy in `docs/API.md`).
pub const API_VERSION: &str = "v1";

/// Calls `$transport!` with every service and its RPCs:
/// `Service, tonic trait, "package.Service", "rest area" { method, "ProtoName", inline|blocking,
/// Request, Response, handler; … }`.
macro_rules! rpc_table {
    ($transport:ident) => {
        $transport! {
            XiangqiGrpc,
            crate::pb::xiangqi::v1::xiangqi_service_server::XiangqiService,
            "arbiter.xiangqi.v1.XiangqiService",
            "xiangqi" {
                validate_move, "ValidateMove", inline,
                crate::pb::xiangqi::v1::ValidateMoveRequest,
                crate::pb::xiangqi::v1::ValidateMoveResponse,
                crate::api::xiangqi::validate_move;
                list_legal_moves, "ListLegalMoves", inline,
                crate::pb::xiangqi::v1::ListLegalMovesRequest,
                crate::pb::xiangqi::v1::ListLegalMovesResponse,
                crate::api::xiangqi::list_legal_moves;
                convert_notation, "ConvertNotation", inline,
                crate::pb::xiangqi::v1::ConvertNotationRequest,
                crate::pb::xiangqi::v1::ConvertNotationResponse,
                crate::api::xiangqi::convert_notation;
                parse_game_record, "ParseGameRecord", blocking,
                crate::pb::xiangqi::v1::ParseGameRecordRequest,
                crate::pb::xiangqi::v1::ParseGameRecordResponse,
                crate::api::xiangqi::parse_game_record;
                adjudicate_game, "AdjudicateGame", blocking,
                crate::pb::xiangqi::v1::AdjudicateGameRequest,
                crate::pb::xiangqi::v1::AdjudicateGameResponse,
                crate::api::xiangqi::adjudicate_game;
                resolve_touch_move, "ResolveTouchMove", inline,
                crate::pb::xiangqi::v1::ResolveTouchMoveRequest,
                crate::pb::xiangqi::v1::ResolveTouchMoveResponse,
                crate::api::xiangqi::resolve_touch_move;
                render_diagram, "RenderDiagram", inline,
                crate::pb::xiangqi::v1::RenderDiagramRequest,
                crate::pb::xiangqi::v1::RenderDiagramResponse,
                crate::api::xiangqi::render_diagram;
                probe_endgame, "ProbeEndgame", blocking,
                crate::pb::xiangqi::v1::ProbeEndgameRequest,
                crate::pb::xiangqi::v1::ProbeEndgameResponse,
                crate::api::xiangqi::probe_endgame;
            }
            CheckersGrpc,
            crate::pb::checkers::v1::checkers_service_server::CheckersService,
            "arbiter.checkers.v1.CheckersService",
            "checkers" {
                list_legal_moves, "ListLegalMoves", inline,
                crate::pb::checkers::v1::ListLegalMovesRequest,
                crate::pb::checkers::v1::ListLegalMovesResponse,
                crate::api::checkers::list_legal_moves;
                validate_move, "ValidateMove", inline,
                crate::pb::checkers::v1::ValidateMoveRequest,
                crate::pb::checkers::v1::ValidateMoveResponse,
                crate::api::checkers::validate_move;
                adjudicate_game, "AdjudicateGame", blocking,
                crate::pb::checkers::v1::AdjudicateGameRequest,
                crate::pb::checkers::v1::AdjudicateGameResponse,
                crate::api::checkers::adjudicate_game;
                render_diagram, "RenderDiagram", inline,
                crate::pb::checkers::v1::RenderDiagramRequest,
                crate::pb::checkers::v1::RenderDiagramResponse,
                crate::api::checkers::render_diagram;
            }
            TournamentGrpc,
            crate::pb::tournament::v1::tournament_service_server::TournamentService,
            "arbiter.tournament.v1.TournamentService",
            "tournament" {
                pair_swiss_round, "PairSwissRound", blocking,
                crate::pb::tournament::v1::PairSwissRoundRequest,
                crate::pb::tournament::v1::PairSwissRoundResponse,
                crate::api::tournament::pair_swiss_round;
                compute_standings, "ComputeStandings", blocking,
                crate::pb::tournament::v1::ComputeStandingsRequest,
                crate::pb::tournament::v1::ComputeStandingsResponse,
                crate::api::tournament::compute_standings;
                compute_ratings, "ComputeRatings", blocking,
                crate::pb::tournament::v1::ComputeRatingsRequest,
                crate::pb::tournament::v1::ComputeRatingsResponse,
                crate::api::tournament::ratings::compute_ratings;
                schedule_round_robin, "ScheduleRoundRobin", blocking,
                crate::pb::tournament::v1::ScheduleRoundRobinRequest,
                crate::pb::tournament::v1::ScheduleRoundRobinResponse,
                crate::api::tournament::schedule_round_robin;
                assign_tables, "AssignTables", blocking,
                crate::pb::tournament::v1::AssignTablesRequest,
                crate::pb::tournament::v1::AssignTablesResponse,
                crate::api::checkers::event::assign_tables;
                compute_table_standings, "ComputeTableStandings", blocking,
                crate::pb::tournament::v1::ComputeTableStandingsRequest,
                crate::pb::tournament::v1::ComputeTableStandingsResponse,
                crate::api::checkers::event::compute_table_standings;
                draw_knockout, "DrawKnockout", blocking,
                crate::pb::tournament::v1::DrawKnockoutRequest,
                crate::pb::tournament::v1::DrawKnockoutResponse,
                crate::api::tournament::draw_knockout;
                compute_team_standings, "ComputeTeamStandings", blocking,
                crate::pb::tournament::v1::ComputeTeamStandingsRequest,
                crate::pb::tournament::v1::ComputeTeamStandingsResponse,
                crate::api::tournament::compute_team_standings;
                parse_trf, "ParseTrf", blocking,
                crate::pb::tournament::v1::ParseTrfRequest,
                crate::pb::tournament::v1::ParseTrfResponse,
                crate::api::tournament::parse_trf;
                write_trf, "WriteTrf", blocking,
                crate::pb::tournament::v1::WriteTrfRequest,
                crate::pb::tournament::v1::WriteTrfResponse,
                crate::api::tournament::write_trf;
                check_tournament, "CheckTournament", blocking,
                crate::pb::tournament::v1::CheckTournamentRequest,
                crate::pb::tournament::v1::CheckTournamentResponse,
                crate::api::tournament::swiss_check::check_tournament;
                generate_tournament, "GenerateTournament", blocking,
                crate::pb::tournament::v1::GenerateTournamentRequest,
                crate::pb::tournament::v1::GenerateTournamentResponse,
                crate::api::tournament::swiss_check::generate_tournament;
                check_pairing, "CheckPairing", blocking,
                crate::pb::tournament::v1::CheckPairingRequest,
                crate::pb::tournament::v1::CheckPairingResponse,
                crate::api::tournament::swiss_check::check_pairing;
                run_event, "RunEvent", blocking,
                crate::pb::tournament::v1::RunEventRequest,
                crate::pb::tournament::v1::RunEventResponse,
                crate::api::tournament::event::run_event;
            }
        }
    };
}

pub(crate) use rpc_table;
