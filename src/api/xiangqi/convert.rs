//! Conversions between the Xiangqi protobuf messages and the rules core, with field paths for
//! errors, worded by this area's texts.

use crate::api::enums::optional;
use crate::api::error::ApiError;
use crate::limits::{MAX_FEN_BYTES, MAX_MOVE_TEXT_BYTES, MAX_PLIES};
use crate::pb::xiangqi::v1 as pb;
use crate::xiangqi::notation::{CoordDialect, MoveNotation, MoveParseError, parse_move};
use crate::xiangqi::{Move, Position};

/// The coordinate dialect selected by a request's `notation` field.
pub fn coord_dialect(notation: i32) -> CoordDialect {
    if notation == pb::MoveNotation::Iccs1based as i32 {
        CoordDialect::OneBased
    } else {
        CoordDialect::Iccs
    }
}

/// Reads `start_fen` (empty = standard start).
pub fn start_position(field: &str, fen: &str) -> Result<Position, ApiError> {
    if fen.trim().is_empty() {
        return Ok(Position::startpos());
    }
    if fen.len() > MAX_FEN_BYTES {
        return Err(
            ApiError::invalid(field, format!("FEN longer than {MAX_FEN_BYTES} bytes"))
                .at_most(MAX_FEN_BYTES, "bytes"),
        );
    }
    Position::from_fen(fen).map_err(|e| {
        ApiError::invalid(field, e.to_string()).localized(|l| {
            crate::i18n::text(
                l,
                "error-fen",
                &[("why", super::texts::fen_error_text(l, &e).into())],
            )
        })
    })
}

/// Replays a history; any unreadable or illegal move is an `INVALID_ARGUMENT` on `moves[i]`.
pub fn replay(
    start: Position,
    moves: &[String],
    dialect: CoordDialect,
    field: &str,
) -> Result<(Position, Vec<Move>), ApiError> {
    if moves.len() > MAX_PLIES {
        return Err(ApiError::invalid(
            field,
            format!("{} moves exceed the limit of {MAX_PLIES}", moves.len()),
        )
        .localized_as(
            "error-too-many-moves",
            &[("count", moves.len().into()), ("limit", MAX_PLIES.into())],
        ));
    }
    let mut pos = start;
    let mut played = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let f = format!("{field}[{i}]");
        let m = read_move(&pos, text, dialect, &f).map_err(|e| {
            ApiError::invalid(&f, format!("ply {} {text:?}: {e}", i + 1)).localized(|l| {
                let why = e.text(l, &pos, text);
                crate::i18n::text(
                    l,
                    "error-move",
                    &[
                        ("ply", (i + 1).into()),
                        ("text", text.as_str().into()),
                        ("why", why.into()),
                    ],
                )
            })
        })?;
        pos.play_unchecked(m);
        played.push(m);
    }
    Ok((pos, played))
}

/// Reads one move text and checks its length; rule failures come back as `MoveParseError`.
pub fn read_move(
    pos: &Position,
    text: &str,
    dialect: CoordDialect,
    field: &str,
) -> Result<Move, ReadError> {
    if text.len() > MAX_MOVE_TEXT_BYTES {
        return Err(ReadError::TooLong {
            field: field.to_string(),
        });
    }
    parse_move(pos, text, dialect).map_err(ReadError::Move)
}

/// Why a move text could not be used.
#[derive(Debug)]
pub enum ReadError {
    /// Longer than the limit.
    TooLong {
        /// The field.
        field: String,
    },
    /// Not a legal move (or not a move at all).
    Move(MoveParseError),
}

impl ReadError {
    /// Why the move text `text` could not be used at `pos`, in `locale`.
    #[must_use]
    pub fn text(&self, locale: crate::i18n::Locale, pos: &Position, text: &str) -> String {
        match self {
            ReadError::TooLong { .. } => crate::api::reason::Reason::MoveTooLong {
                limit: MAX_MOVE_TEXT_BYTES as i64,
            }
            .text(locale),
            ReadError::Move(e) => super::texts::move_error_text(locale, pos, text, e),
        }
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::TooLong { .. } => {
                write!(f, "move text longer than {MAX_MOVE_TEXT_BYTES} bytes")
            }
            ReadError::Move(e) => e.fmt(f),
        }
    }
}

/// The position a request describes: `start_fen` (field `start_fen`) plus the `moves` history,
/// read in the coordinate dialect selected by `notation`. Returns the position and the dialect.
pub fn position_after(
    start_fen: &str,
    moves: &[String],
    notation: i32,
) -> Result<(Position, CoordDialect), ApiError> {
    optional::<MoveNotation>("notation", notation)?;
    let dialect = coord_dialect(notation);
    let (pos, _) = replay(
        start_position("start_fen", start_fen)?,
        moves,
        dialect,
        "moves",
    )?;
    Ok((pos, dialect))
}
