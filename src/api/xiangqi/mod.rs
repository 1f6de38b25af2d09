//! The Xiangqi RPCs, transport-neutral: `(pb::Request) -> Result<pb::Response, ApiError>`.

pub mod adjudicate;
pub mod convert;
pub mod diagram;
pub mod endgame;
pub mod ruling_text;
pub mod texts;
pub mod touch;

pub use adjudicate::adjudicate_game;
pub use diagram::render_diagram;
pub use endgame::probe_endgame;
pub use touch::resolve_touch_move;

use crate::api::Call;
use crate::api::enums::{ToProto, optional, required};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::api::xiangqi::convert::{ReadError, coord_dialect, read_move, replay, start_position};
use crate::limits::MAX_BATCH_MOVES;
use crate::pb::xiangqi::v1 as pb;
use crate::xiangqi::adjudication::qili::advice::recurring_positions;
use crate::xiangqi::adjudication::{RepetitionAdvice, advise};
use crate::xiangqi::notation::any::detect;
use crate::xiangqi::notation::{MoveNotation, MoveParseError, format_move};
use crate::xiangqi::{Move, Position, Side, Status};

/// `ValidateMove`: legal or the reason, the move in three notations, the resulting position.
pub fn validate_move(
    call: &Call,
    req: pb::ValidateMoveRequest,
) -> Result<pb::ValidateMoveResponse, ApiError> {
    let pb::ValidateMoveRequest {
        start_fen,
        moves,
        r#move,
        notation,
        profile,
        options,
    } = req;
    let (profile, _) = adjudicate::profile_from(profile, options)?;
    optional::<MoveNotation>("notation", notation)?;
    let dialect = coord_dialect(notation);
    let start = start_position("start_fen", &start_fen)?;
    let (pos, played) = replay(start.clone(), &moves, dialect, "moves")?;
    if r#move.trim().is_empty() {
        return Err(ApiError::because("move", Reason::EmptyMove));
    }
    let mut resp = pb::ValidateMoveResponse {
        input_notation: detect(&r#move, dialect).wire(),
        fen_before: pos.to_fen(),
        ..Default::default()
    };
    match read_move(&pos, &r#move, dialect, "move") {
        Ok(m) => {
            let mut after = pos.clone();
            after.play_unchecked(m);
            let status = after.status();
            resp.legal = true;
            resp.move_iccs = m.to_string();
            resp.move_chinese = format_move(&pos, m, MoveNotation::Chinese).unwrap_or_default();
            resp.move_wxf = format_move(&pos, m, MoveNotation::Wxf).unwrap_or_default();
            resp.fen = after.to_fen();
            resp.check = after.is_check();
            resp.checkmate = matches!(status, Status::Checkmate { .. });
            resp.stalemate = matches!(status, Status::Stalemate { .. });
            if let Some(advice) = advise(&start, &played, m, &profile) {
                let advice = advice_to_pb(call.locale, &advice, pos.turn());
                if advice.refused {
                    resp.legal = false;
                    resp.reason = Some(pb::IllegalMoveReason::ForbiddenRepetition as i32);
                    resp.fen = String::new();
                    resp.explanation = advice.explanation.clone();
                }
                resp.repetition = Some(advice);
            }
        }
        Err(ReadError::TooLong { field }) => {
            return Err(ApiError::because(
                field,
                Reason::MoveTooLong {
                    limit: crate::limits::MAX_MOVE_TEXT_BYTES as i64,
                },
            ));
        }
        Err(ReadError::Move(e)) if e.is_syntax() => {
            return Err(ApiError::invalid("move", e.to_string())
                .localized(|l| texts::move_error_text(l, &pos, &r#move, &e)));
        }
        Err(ReadError::Move(e)) => {
            resp.explanation = texts::move_error_text(call.locale, &pos, &r#move, &e);
            match e {
                MoveParseError::Illegal { mv, reason } => {
                    resp.reason = Some(reason.wire());
                    resp.move_iccs = mv.to_string();
                }
                MoveParseError::NoSuchPiece { .. } => {
                    resp.reason = Some(pb::IllegalMoveReason::NoSuchPiece as i32)
                }
                MoveParseError::NoSuchDestination => {
                    resp.reason = Some(pb::IllegalMoveReason::NoSuchDestination as i32)
                }
                MoveParseError::Ambiguous { candidates } => {
                    resp.reason = Some(pb::IllegalMoveReason::Ambiguous as i32);
                    resp.candidates = candidates.iter().map(Move::to_string).collect();
                }
                MoveParseError::Coord(_) | MoveParseError::Chinese(_) | MoveParseError::Wxf(_) => {}
            }
        }
    }
    Ok(resp)
}

fn advice_to_pb(
    locale: crate::i18n::Locale,
    a: &RepetitionAdvice,
    mover: Side,
) -> pb::RepetitionAdvice {
    let (outcome, termination) = a.outcome.map_or(
        (pb::Outcome::Unspecified, pb::Termination::Unspecified),
        |(o, t)| (o.to_pb(), t.to_pb()),
    );
    pb::RepetitionAdvice {
        occurrences: a.occurrences,
        cycle_plies: a.cycle_plies.iter().map(|&p| p as u32).collect(),
        classes: a.classes.iter().map(|c| c.class.wire()).collect(),
        red_pattern: a.red.wire(),
        black_pattern: a.black.wire(),
        must_change: a.must_change == Some(mover),
        side: a.must_change.map_or(0, |s| s.wire()),
        completes: a.completes,
        outcome: outcome as i32,
        termination: termination as i32,
        explanation: texts::advice_text(locale, a, mover),
        refused: a.refused,
    }
}

/// `ListLegalMoves`: every legal move with the requested notations.
pub fn list_legal_moves(
    call: &Call,
    req: pb::ListLegalMovesRequest,
) -> Result<pb::ListLegalMovesResponse, ApiError> {
    let pb::ListLegalMovesRequest {
        start_fen,
        moves,
        notations,
        notation,
        profile,
        options,
    } = req;
    let (profile, _) = adjudicate::profile_from(profile, options)?;
    let mut wanted = Vec::with_capacity(notations.len());
    for (i, raw) in notations.iter().enumerate() {
        if let Some(n) = optional(format!("notations[{i}]"), *raw)? {
            wanted.push(n);
        }
    }
    let all = wanted.is_empty();
    let want = |n: MoveNotation| all || wanted.contains(&n);
    optional::<MoveNotation>("notation", notation)?;
    let start = start_position("start_fen", &start_fen)?;
    let (pos, played) = replay(start.clone(), &moves, coord_dialect(notation), "moves")?;
    // Positions that can recur: those since the last capture. A move to any other position
    // needs no repetition advice.
    let recurring = recurring_positions(&start, &played);
    let mut list: Vec<Move> = pos.legal_moves().iter().copied().collect();
    list.sort_by_key(|m| m.to_string());
    let moves = list
        .into_iter()
        .map(|m| {
            let mut after = pos.clone();
            let captured = after.play_unchecked(m);
            let fmt = |n: MoveNotation| {
                if want(n) {
                    format_move(&pos, m, n).unwrap_or_default()
                } else {
                    String::new()
                }
            };
            pb::LegalMove {
                iccs: m.to_string(),
                chinese: fmt(MoveNotation::Chinese),
                wxf: fmt(MoveNotation::Wxf),
                iccs_1based: fmt(MoveNotation::IccsOneBased),
                capture: captured.is_some(),
                check: after.is_check(),
                repetition: recurring
                    .contains(&after.hash())
                    .then(|| advise(&start, &played, m, &profile))
                    .flatten()
                    .map(|a| advice_to_pb(call.locale, &a, pos.turn())),
            }
        })
        .collect();
    Ok(pb::ListLegalMovesResponse {
        moves,
        in_check: pos.is_check(),
        fen: pos.to_fen(),
        side_to_move: pos.turn().wire(),
        status: pos.status().wire(),
    })
}

/// `ConvertNotation`: a line of moves into one notation.
pub fn convert_notation(
    call: &Call,
    req: pb::ConvertNotationRequest,
) -> Result<pb::ConvertNotationResponse, ApiError> {
    let pb::ConvertNotationRequest {
        start_fen,
        moves,
        to,
        notation,
    } = req;
    let target: MoveNotation = required("to", to)?;
    optional::<MoveNotation>("notation", notation)?;
    if moves.len() > MAX_BATCH_MOVES {
        return Err(ApiError::invalid(
            "moves",
            format!(
                "{} moves exceed the limit of {MAX_BATCH_MOVES}",
                moves.len()
            ),
        )
        .localized_as(
            "error-too-many-moves",
            &[
                ("count", moves.len().into()),
                ("limit", MAX_BATCH_MOVES.into()),
            ],
        ));
    }
    let start = start_position("start_fen", &start_fen)?;
    let (end, played) = replay(start.clone(), &moves, coord_dialect(notation), "moves")?;
    let mut pos: Position = start;
    let mut out = Vec::with_capacity(played.len());
    for m in played {
        // Chinese notation in the caller's characters: a Taiwan or Hong Kong club gets a
        // traditional record (炮二平五 馬８進７) from a zh-Hant request.
        out.push(if target == MoveNotation::Chinese {
            texts::move_text(call.locale, &pos, m)
        } else {
            format_move(&pos, m, target).unwrap_or_default()
        });
        pos.play_unchecked(m);
    }
    Ok(pb::ConvertNotationResponse {
        moves: out,
        fen: end.to_fen(),
    })
}

/// `ParseGameRecord`: PGN / DhtmlXQ / XQF bytes into a start FEN, moves, tags and result.
pub fn parse_game_record(
    call: &Call,
    req: pb::ParseGameRecordRequest,
) -> Result<pb::ParseGameRecordResponse, ApiError> {
    use crate::xiangqi::record::{RecordError, read_record};
    let pb::ParseGameRecordRequest {
        data,
        format,
        game_index,
    } = req;
    if data.is_empty() {
        return Err(ApiError::because("data", Reason::EmptyRecord));
    }
    if data.len() > crate::limits::MAX_RECORD_BYTES {
        return Err(ApiError::because(
            "data",
            Reason::RecordTooLarge {
                size: data.len() as i64,
                limit: crate::limits::MAX_RECORD_BYTES as i64,
            },
        ));
    }
    let format = optional("format", format)?;
    let (game, count, used, encoding) =
        read_record(&data, format, game_index as usize).map_err(|e| match e {
            RecordError::NoSuchGame { index, count } => ApiError::because(
                "game_index",
                Reason::NoSuchGame {
                    index: index as i64,
                    count: count as i64,
                },
            ),
            // The reader's detail (which block, which byte) stays in the English answer.
            RecordError::NotRecognised(_) | RecordError::Corrupt(_) | RecordError::BadStart(_) => {
                let what = match e {
                    RecordError::NotRecognised(_) => "not-recognised",
                    RecordError::Corrupt(_) => "corrupt",
                    _ => "bad-start",
                };
                ApiError::invalid("data", e.to_string())
                    .localized(|l| Reason::Record { what }.text(l))
            }
        })?;
    let final_pos = game.final_position();
    let mut pos = game.start.clone();
    let mut chinese = Vec::with_capacity(game.moves.len());
    for &m in &game.moves {
        chinese.push(texts::move_text(call.locale, &pos, m));
        pos.play_unchecked(m);
    }
    Ok(pb::ParseGameRecordResponse {
        start_fen: game.start.to_fen(),
        moves_iccs: game.moves.iter().map(Move::to_string).collect(),
        result: game.result.clone(),
        tags: game.tags.iter().cloned().collect(),
        errors: game
            .error
            .iter()
            .map(|e| pb::PlyError {
                ply: e.ply as u32,
                text: e.text.clone(),
                reason: ply_error_reason(call.locale, &final_pos, e),
            })
            .collect(),
        format: used.wire(),
        encoding: encoding.unwrap_or_default().to_string(),
        game_count: count as u32,
        final_fen: final_pos.to_fen(),
        moves_chinese: chinese,
        variation_count: game.variations as u32,
    })
}

/// Why a record's move could not be played, in `locale`: the move is read again in the
/// position the main line stopped in, and worded as `ValidateMove` words it ("黑方马２进４不合法：
/// 马腿被黑象绊住（蹩马腿）"); a fault of the file itself (a binary record's square code, a FEN
/// tag) keeps the reader's English words.
fn ply_error_reason(
    locale: crate::i18n::Locale,
    stopped: &Position,
    e: &crate::xiangqi::record::PlyError,
) -> String {
    if locale == crate::i18n::Locale::En {
        return e.reason.clone();
    }
    match crate::xiangqi::notation::any::parse_move(
        stopped,
        &e.text,
        crate::xiangqi::notation::CoordDialect::Iccs,
    ) {
        Err(err) => texts::move_error_text(locale, stopped, &e.text, &err),
        Ok(_) => e.reason.clone(),
    }
}
