//! `ResolveTouchMove`: proto ↔ the pure touch-move rule.

use crate::api::Call;
use crate::api::enums::ToProto;
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::api::xiangqi::convert::{ReadError, position_after, read_move};
use crate::pb::xiangqi::v1 as pb;
use crate::xiangqi::Square;
use crate::xiangqi::adjudication::FoulKind;
use crate::xiangqi::adjudication::procedure::touch::{TouchClause, resolve_touch};

/// `ResolveTouchMove`.
pub fn resolve_touch_move(
    call: &Call,
    req: pb::ResolveTouchMoveRequest,
) -> Result<pb::ResolveTouchMoveResponse, ApiError> {
    let pb::ResolveTouchMoveRequest {
        start_fen,
        moves,
        touched,
        played,
        notation,
    } = req;
    let (pos, dialect) = position_after(&start_fen, &moves, notation)?;
    if touched.len() > 90 {
        return Err(ApiError::because("touched", Reason::MoreThanSquares));
    }
    let squares: Vec<Square> = touched
        .iter()
        .enumerate()
        .map(|(i, t)| {
            Square::parse(t, false).map_err(|_| {
                ApiError::because(format!("touched[{i}]"), Reason::NotASquare { text: t })
            })
        })
        .collect::<Result<_, _>>()?;
    let ruling = resolve_touch(&pos, &squares);
    let mut required = ruling.required.clone();
    required.sort_by_key(ToString::to_string);
    let mut resp = pb::ResolveTouchMoveResponse {
        required_moves: required.iter().map(ToString::to_string).collect(),
        required_moves_chinese: required
            .iter()
            .map(|&m| super::texts::move_text(call.locale, &pos, m))
            .collect(),
        clause: super::texts::clause_text(call.locale, ruling.clause),
        clause_code: ToProto::wire(&ruling.clause) as i32,
        own_piece: ruling.own.map(|s| s.to_string()).unwrap_or_default(),
        opponent_piece: ruling.opponent.map(|s| s.to_string()).unwrap_or_default(),
        played_satisfies: false,
        foul: false,
        foul_kind: 0,
    };
    // Seed 000 §8, ruling R14: touching a piece that cannot move, or an opponent's piece that
    // cannot be taken, is a technical foul in itself (counted, not the end of the game).
    let mut foul = match ruling.clause {
        TouchClause::OwnCannotMove | TouchClause::Free => Some(FoulKind::TouchedImmobile),
        TouchClause::OpponentCannotBeCaptured => Some(FoulKind::TouchedUncapturable),
        _ => None,
    };
    if !played.trim().is_empty() {
        match read_move(&pos, &played, dialect, "played") {
            Ok(m) => {
                resp.played_satisfies = ruling.satisfied_by(m);
                if !resp.played_satisfies {
                    foul = Some(match ruling.clause {
                        TouchClause::OwnMustMove | TouchClause::OwnMovesInstead => {
                            FoulKind::TouchedNotMoved
                        }
                        _ => FoulKind::TouchedNotCaptured,
                    });
                }
            }
            // A move to a square the piece cannot reach (seed 000 §8).
            Err(ReadError::Move(e)) if !e.is_syntax() => {
                foul = Some(FoulKind::IllegalMoveAttempt);
            }
            Err(e) => {
                return Err(ApiError::invalid("played", e.to_string())
                    .localized(|l| e.text(l, &pos, &played)));
            }
        }
    }
    if let Some(kind) = foul {
        resp.foul = true;
        resp.foul_kind = ToProto::wire(&kind);
    }
    Ok(resp)
}
