//! PGN for Xiangqi (xqbase convention): tags, `{}` and `;` comments, `()` variations (counted,
//! kept out of the main line), move numbers (`3.`, `3...`), NAGs, results; move text in Chinese,
//! WXF or ICCS, recognised per move. Writing in any of the three move notations.

use std::fmt::Write as _;

use super::{GameRecord, PlyError, RecordError, replay_texts};
use crate::notation::{MoveNotation, format_move};
use crate::position::Position;

/// Most games read from one PGN text.
pub const MAX_GAMES: usize = 100_000;

/// A game's raw parts before replay.
#[derive(Default)]
struct RawGame<'a> {
    tags: Vec<(String, String)>,
    moves: Vec<&'a str>,
    result_token: Option<String>,
    variations: usize,
    started: bool,
}

impl RawGame<'_> {
    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty() && self.result_token.is_none()
    }
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*" | "½-½")
}

/// Strips a move number prefix (`12.`, `12...`, `12.h2e2`) and trailing annotations (`!?`).
fn move_text(token: &str) -> Option<&str> {
    let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let t = if t.len() != token.len() && t.starts_with('.') {
        t.trim_start_matches('.')
    } else {
        token
    };
    let t = t.trim_end_matches(['!', '?']);
    if t.is_empty() || t.chars().all(|c| c == '=' || c == '-' || c == '.') {
        None
    } else {
        Some(t)
    }
}

fn parse_tag(inner: &str) -> Option<(String, String)> {
    let inner = inner.trim();
    let name_end = inner.find(|c: char| c.is_whitespace() || c == '"')?;
    let name = inner[..name_end].trim().to_string();
    let rest = inner[name_end..].trim();
    let value = rest
        .strip_prefix('"')
        .map_or(rest, |r| r.strip_suffix('"').unwrap_or(r));
    let value = value.replace("\\\"", "\"").replace("\\\\", "\\");
    if name.is_empty() {
        None
    } else {
        Some((name, value))
    }
}

/// Splits PGN text into raw games.
fn split(text: &str) -> Vec<RawGame<'_>> {
    let mut games = Vec::new();
    let mut cur = RawGame::default();
    let mut depth = 0usize;
    let bytes = text.as_bytes();
    let mut i = 0;
    // Every delimiter is ASCII, so byte positions found here are always char boundaries.
    let find = |from: usize, stop: &dyn Fn(u8) -> bool| -> usize {
        let mut j = from;
        while j < bytes.len() && !stop(bytes[j]) {
            j += 1;
        }
        j
    };
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'[' if depth == 0 => {
                let start = i + 1;
                let mut j = start;
                let mut quoted = false;
                while j < bytes.len() && (quoted || (bytes[j] != b']' && bytes[j] != b'\n')) {
                    if bytes[j] == b'"' && bytes[j - 1] != b'\\' {
                        quoted = !quoted;
                    }
                    j += 1;
                }
                if cur.started {
                    games.push(std::mem::take(&mut cur));
                    if games.len() >= MAX_GAMES {
                        return games;
                    }
                }
                if let Some(tag) = parse_tag(&text[start..j]) {
                    cur.tags.push(tag);
                }
                i = j + 1;
            }
            b'{' => i = find(i, &|c| c == b'}') + 1,
            b';' => i = find(i, &|c| c == b'\n'),
            b'(' => {
                if depth == 0 {
                    cur.variations += 1;
                }
                depth += 1;
                i += 1;
            }
            b')' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            b'$' => i = find(i + 1, &|c| !c.is_ascii_digit()),
            b']' => i += 1,
            _ if b.is_ascii_whitespace() => i += 1,
            _ => {
                let start = i;
                let end = find(i, &|c| c.is_ascii_whitespace() || b"[]{}();".contains(&c));
                // A delimiter with no arm of its own here (e.g. `[` inside a variation) is skipped.
                i = if end == start { start + 1 } else { end };
                let token =
                    text[start..end].trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
                if depth > 0 || token.is_empty() {
                    continue;
                }
                cur.started = true;
                if is_result(token) {
                    cur.result_token = Some(if token == "½-½" {
                        "1/2-1/2".into()
                    } else {
                        token.to_string()
                    });
                } else if let Some(m) = move_text(token) {
                    cur.moves.push(m);
                }
            }
        }
    }
    if !cur.is_empty() {
        games.push(cur);
    }
    games
}

/// Reads every game of a PGN text. A game whose moves fail keeps its legal prefix and the error.
pub fn read_all(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    let raw = split(text);
    if raw.is_empty() {
        return Err(RecordError::NotRecognised("no PGN game found".into()));
    }
    Ok(raw.into_iter().map(build).collect())
}

fn build(raw: RawGame<'_>) -> GameRecord {
    let fen = raw
        .tags
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("FEN"))
        .map(|(_, v)| v.clone());
    let result = raw
        .tags
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("Result"))
        .map(|(_, v)| v.clone())
        .filter(|v| is_result(v))
        .or(raw.result_token)
        .unwrap_or_else(|| "*".into());
    let start = match fen.as_deref().map(str::trim).filter(|f| !f.is_empty()) {
        None => Ok(Position::startpos()),
        Some(f) => Position::from_fen(f),
    };
    match start {
        Ok(start) => {
            let (moves, error) = replay_texts(&start, &raw.moves);
            GameRecord {
                tags: raw.tags,
                start,
                moves,
                result,
                error,
                variations: raw.variations,
            }
        }
        Err(e) => GameRecord {
            tags: raw.tags,
            start: Position::startpos(),
            moves: Vec::new(),
            result,
            error: Some(PlyError {
                ply: 0,
                text: fen.unwrap_or_default(),
                reason: format!("invalid [FEN] tag: {e}"),
            }),
            variations: raw.variations,
        },
    }
}

/// Writes a game as PGN with moves in `notation` (sets the `Format` tag accordingly).
pub fn write(game: &GameRecord, notation: MoveNotation) -> String {
    let mut out = String::new();
    let format = match notation {
        MoveNotation::Chinese => "Chinese",
        MoveNotation::Wxf => "WXF",
        MoveNotation::Iccs | MoveNotation::IccsOneBased => "ICCS",
    };
    let mut tags: Vec<(String, String)> = game
        .tags
        .iter()
        .filter(|(k, _)| {
            !k.eq_ignore_ascii_case("Format")
                && !k.eq_ignore_ascii_case("Result")
                && !k.eq_ignore_ascii_case("FEN")
        })
        .cloned()
        .collect();
    if !tags.iter().any(|(k, _)| k == "Game") {
        tags.insert(0, ("Game".into(), "Chinese Chess".into()));
    }
    tags.push(("Result".into(), game.result.clone()));
    if game.start != Position::startpos() {
        tags.push(("FEN".into(), game.start.to_fen()));
    }
    tags.push(("Format".into(), format.into()));
    for (k, v) in &tags {
        let _ = writeln!(
            out,
            "[{k} \"{}\"]",
            v.replace('\\', "\\\\").replace('"', "\\\"")
        );
    }
    out.push('\n');
    let mut pos = game.start.clone();
    let mut number = pos.fullmoves();
    let black_first = pos.turn() == crate::Side::Black;
    for (i, &m) in game.moves.iter().enumerate() {
        let text = format_move(&pos, m, notation).unwrap_or_else(|| m.to_string());
        let red = pos.turn() == crate::Side::Red;
        if red {
            let _ = write!(out, "{number}. {text}");
        } else if i == 0 && black_first {
            let _ = write!(out, "{number}. ... {text}");
        } else {
            let _ = write!(out, " {text}");
        }
        if !red {
            out.push('\n');
            number += 1;
        }
        pos.play_unchecked(m);
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&game.result);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_comments_variations_and_numbers() {
        let text = "[Event \"Test\"]\n[Result \"1-0\"]\n\n1. 炮二平五 {a comment} 马８进７ (2... 马２进３) \n2. 马二进三 $1 ; rest\n3...? 车９平８ 1-0\n";
        let games = read_all(text).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("Test"));
        assert_eq!(g.result, "1-0");
        assert_eq!(g.variations, 1);
        assert_eq!(
            g.moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            ["h2e2", "h9g7", "h0g2", "i9h9"]
        );
        assert_eq!(g.error, None);
    }

    #[test]
    fn bracket_inside_a_variation_does_not_hang() {
        // Found by fuzzing: `[` at variation depth used to stall the scanner.
        let games = read_all("1. h2e2 ( [ h9g7 ) *").unwrap();
        assert_eq!(games[0].moves.len(), 1);
        let _ = read_all("(((([[[[");
        let _ = read_all("(]");
    }

    #[test]
    fn write_and_read_back() {
        let text = "[Event \"E\"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n";
        let g = read_all(text).unwrap().remove(0);
        assert!(g.error.is_none());
        for notation in [MoveNotation::Chinese, MoveNotation::Wxf, MoveNotation::Iccs] {
            let written = write(&g, notation);
            let back = read_all(&written).unwrap().remove(0);
            assert_eq!(back.moves, g.moves, "{written}");
            assert_eq!(back.result, "*");
        }
    }

    #[test]
    fn error_names_ply_text_and_reason() {
        let g = read_all("1. 炮二平五 马８进７ 2. 炮三平四 *")
            .unwrap()
            .remove(0);
        let e = g.error.unwrap();
        assert_eq!(e.ply, 3);
        assert_eq!(e.to_string(), "ply 3 '炮三平四': no cannon on file 三");
    }
}
