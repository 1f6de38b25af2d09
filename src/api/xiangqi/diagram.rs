//! `RenderDiagram`: a position as an SVG board diagram.

use crate::api::Call;
use crate::api::enums::optional;
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::api::xiangqi::convert::{coord_dialect, replay, start_position};
use crate::i18n::{Locale, text};
use crate::limits::{MAX_CAPTION_CHARS, MAX_DIAGRAM_MARKS};
use crate::pb::xiangqi::v1 as pb;
use crate::xiangqi::diagram::{Characters, DiagramOptions, Orientation, render};
use crate::xiangqi::{Move, Square};

/// Reads one ICCS square of field `field`.
fn square(field: &str, text: &str) -> Result<Square, ApiError> {
    Square::parse(text.trim(), false)
        .map_err(|_| ApiError::because(field, Reason::NotASquare { text }))
}

/// Reads a list of ICCS squares, at most [`MAX_DIAGRAM_MARKS`].
fn squares(field: &str, texts: &[String]) -> Result<Vec<Square>, ApiError> {
    if texts.len() > MAX_DIAGRAM_MARKS {
        return Err(ApiError::because(
            field,
            Reason::TooMany {
                count: texts.len() as i64,
                limit: MAX_DIAGRAM_MARKS as i64,
            },
        ));
    }
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| square(&format!("{field}[{i}]"), t))
        .collect()
}

/// Reads a caption (at most [`MAX_CAPTION_CHARS`] characters).
pub(crate) fn caption(field: &str, text: String) -> Result<Option<String>, ApiError> {
    if text.chars().count() > MAX_CAPTION_CHARS {
        return Err(ApiError::invalid(
            field,
            format!("longer than {MAX_CAPTION_CHARS} characters"),
        )
        .at_most(MAX_CAPTION_CHARS, "characters"));
    }
    Ok(Some(text).filter(|t| !t.trim().is_empty()))
}

/// The arrow: `-` none, an ICCS move, or else the last move played.
fn arrow(text: &str, last: Option<Move>) -> Result<Option<Move>, ApiError> {
    let t = text.trim();
    match t {
        "" => Ok(last),
        "-" => Ok(None),
        _ if t.len() == 4 && t.is_ascii() => {
            let from = square("arrow", &t[..2])?;
            let to = square("arrow", &t[2..])?;
            Ok(Some(Move::new(from, to)))
        }
        _ => Err(ApiError::because("arrow", Reason::NotAnArrow { text: t })),
    }
}

/// `RenderDiagram`: the position after `moves`, drawn with the requested marks.
pub fn render_diagram(
    call: &Call,
    req: pb::RenderDiagramRequest,
) -> Result<pb::RenderDiagramResponse, ApiError> {
    let pb::RenderDiagramRequest {
        start_fen,
        moves,
        notation,
        orientation: orientation_raw,
        characters: characters_raw,
        arrow: arrow_text,
        chased,
        chasers,
        destinations,
        selected,
        show_destinations,
        caption: caption_text,
        hide_coordinates,
    } = req;
    optional::<crate::xiangqi::notation::MoveNotation>("notation", notation)?;
    let (pos, played) = replay(
        start_position("start_fen", &start_fen)?,
        &moves,
        coord_dialect(notation),
        "moves",
    )?;
    let selected = if selected.trim().is_empty() {
        None
    } else {
        Some(square("selected", &selected)?)
    };
    let mut destinations = squares("destinations", &destinations)?;
    if show_destinations {
        let Some(from) = selected else {
            return Err(ApiError::because("show_destinations", Reason::NameSelected));
        };
        destinations.extend(
            pos.legal_moves()
                .iter()
                .filter(|m| m.from == from)
                .map(|m| m.to),
        );
    }
    let opts = DiagramOptions {
        orientation: optional("orientation", orientation_raw)?.unwrap_or(Orientation::RedBottom),
        // A zh-Hant caller gets the traditional set unless it asks otherwise (an `<img>` of
        // diagram.svg cannot ask; its Accept-Language can).
        characters: optional("characters", characters_raw)?
            .unwrap_or_else(|| default_characters(call.locale)),
        last_move: arrow(&arrow_text, played.last().copied())?,
        chased: squares("chased", &chased)?,
        chasers: squares("chasers", &chasers)?,
        destinations,
        selected,
        caption: caption("caption", caption_text)?,
        hide_coordinates,
        title: Some(text(call.locale, "diagram-title", &[])),
    };
    Ok(pb::RenderDiagramResponse {
        svg: render(pos.board(), &opts),
        fen: pos.to_fen(),
    })
}

/// The piece set a caller's language writes: traditional for zh-Hant, simplified otherwise.
#[must_use]
pub fn default_characters(locale: Locale) -> Characters {
    if locale.traditional_characters() {
        Characters::Traditional
    } else {
        Characters::Simplified
    }
}
