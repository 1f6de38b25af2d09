//! DhtmlXQ web blocks: `[DhtmlXQ][DhtmlXQ_movelist]7747…[/DhtmlXQ_movelist]…[/DhtmlXQ]`.
//!
//! Moves are 4 digits `x1 y1 x2 y2` (x from Red's left 0–8, y from Black's back rank 0–9);
//! `DhtmlXQ_binit` gives a start position as 64 digits (x y per piece, `99` = captured) in the
//! order chariot, horse, elephant, advisor, general, advisor, elephant, horse, chariot, cannon,
//! cannon, five soldiers — Red's 16 then Black's 16.

use super::{GameRecord, PlyError, RecordError, SLOT_ORDER};
use crate::board::Board;
use crate::moves::Move;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::setup::Setup;
use crate::square::Square;

fn square(x: u8, y: u8) -> Option<Square> {
    if y > 9 { None } else { Square::new(x, 9 - y) }
}

fn digits(s: &str) -> Vec<u8> {
    s.bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect()
}

fn binit(text: &str) -> Result<Position, RecordError> {
    let d = digits(text);
    if d.len() != 64 {
        return Err(RecordError::BadStart(format!(
            "DhtmlXQ_binit has {} digits, expected 64",
            d.len()
        )));
    }
    let mut board = Board::empty();
    for (i, pair) in d.chunks(2).enumerate() {
        if pair[0] == 9 && pair[1] == 9 {
            continue;
        }
        let side = if i < 16 { Side::Red } else { Side::Black };
        let sq = square(pair[0], pair[1])
            .ok_or_else(|| RecordError::BadStart(format!("bad square {}{}", pair[0], pair[1])))?;
        board.set(sq, Some(Piece::new(side, SLOT_ORDER[i % 16])));
    }
    let setup = Setup {
        board,
        turn: Side::Red,
        halfmoves: 0,
        fullmoves: 1,
    };
    Position::from_setup(setup).map_err(|e| RecordError::BadStart(e.to_string()))
}

/// The `(name, value)` fields of one block, names without the `DhtmlXQ_` prefix.
fn fields(block: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = block;
    while let Some(open) = rest.find("[DhtmlXQ_") {
        let after = &rest[open + 9..];
        let Some(close) = after.find(']') else { break };
        let name = &after[..close];
        let body = &after[close + 1..];
        let end_tag = format!("[/DhtmlXQ_{name}]");
        let Some(end) = body.find(&end_tag) else {
            rest = body;
            continue;
        };
        out.push((name.to_string(), body[..end].to_string()));
        rest = &body[end + end_tag.len()..];
    }
    out
}

/// Reads one block's fields into a game.
fn game(fields: Vec<(String, String)>) -> Result<GameRecord, RecordError> {
    let get = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let start = match get("binit") {
        Some(b) if !b.trim().is_empty() => binit(&b)?,
        _ => Position::startpos(),
    };
    let d = digits(&get("movelist").unwrap_or_default());
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut error = None;
    for (i, q) in d.chunks(4).enumerate() {
        let text: String = q.iter().map(|b| char::from(b'0' + b)).collect();
        let mv = match q {
            [x1, y1, x2, y2] => square(*x1, *y1)
                .zip(square(*x2, *y2))
                .map(|(a, b)| Move::new(a, b)),
            _ => None,
        };
        let Some(mv) = mv else {
            error = Some(PlyError {
                ply: i + 1,
                text,
                reason: "not four digits x1 y1 x2 y2 on the board".into(),
            });
            break;
        };
        if let Err(reason) = pos.play(mv) {
            error = Some(PlyError {
                ply: i + 1,
                text: format!("{text} ({mv})"),
                reason: reason.to_string(),
            });
            break;
        }
        moves.push(mv);
    }
    let result = match get("result").as_deref().map(str::trim) {
        Some("W") | Some("红胜") | Some("紅勝") | Some("1-0") => "1-0",
        Some("L") | Some("黑胜") | Some("黑勝") | Some("0-1") => "0-1",
        Some("D") | Some("和棋") | Some("1/2-1/2") => "1/2-1/2",
        _ => "*",
    }
    .to_string();
    Ok(GameRecord {
        tags: fields,
        start,
        moves,
        result,
        error,
        variations: 0,
    })
}

/// Reads every `[DhtmlXQ]` block of a text (a text with bare `DhtmlXQ_` fields is one game).
pub fn read_all(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    let mut games = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find("[DhtmlXQ]") {
        let body = &rest[open + 9..];
        let end = body.find("[/DhtmlXQ]").unwrap_or(body.len());
        games.push(game(fields(&body[..end]))?);
        rest = &body[end..];
        if rest.len() >= 10 {
            rest = &rest[10..];
        }
    }
    if games.is_empty() {
        let f = fields(text);
        if f.is_empty() {
            return Err(RecordError::NotRecognised("no DhtmlXQ block found".into()));
        }
        games.push(game(f)?);
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_binit_is_the_start() {
        let p = binit("8979695949392919097717866646260600102030405060708012720323436383").unwrap();
        assert_eq!(p, Position::startpos());
    }

    #[test]
    fn reads_a_block() {
        let g = read_all("[DhtmlXQ][DhtmlXQ_red]A[/DhtmlXQ_red][DhtmlXQ_result]W[/DhtmlXQ_result][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]").unwrap();
        assert_eq!(g.len(), 1);
        assert_eq!(
            g[0].moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            ["h2e2", "h9g7"]
        );
        assert_eq!(g[0].result, "1-0");
        assert_eq!(g[0].tag("red"), Some("A"));
    }
}
