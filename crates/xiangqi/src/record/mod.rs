//! Game records: PGN (UTF-8 / GBK / BIG5), DhtmlXQ and XQF read into one [`GameRecord`].
//!
//! ```
//! use arbiter_xiangqi::record::{RecordFormat, read_record};
//! let pgn = "[Event \"Club\"]\n[Result \"1-0\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n";
//! let (game, games, format, _) = read_record(pgn.as_bytes(), None, 0).unwrap();
//! assert_eq!((games, format), (1, RecordFormat::Pgn));
//! assert_eq!(game.tag("Event"), Some("Club"));
//! assert_eq!(game.moves.len(), 4);
//! assert_eq!(game.moves[0].to_string(), "h2e2");
//! ```

pub mod dhtmlxq;
pub mod encoding;
pub mod pgn;
pub mod xqf;

use std::fmt;

use crate::moves::Move;
use crate::notation::{CoordDialect, parse_move};
use crate::position::Position;

/// The 16 piece slots per side used by DhtmlXQ `binit` and XQF headers: chariot, horse,
/// elephant, advisor, general, advisor, elephant, horse, chariot, two cannons, five soldiers.
pub(crate) const SLOT_ORDER: [crate::piece::PieceKind; 16] = {
    use crate::piece::PieceKind::*;
    [
        Chariot, Horse, Elephant, Advisor, General, Advisor, Elephant, Horse, Chariot, Cannon,
        Cannon, Soldier, Soldier, Soldier, Soldier, Soldier,
    ]
};

/// Container formats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordFormat {
    /// PGN for Xiangqi.
    Pgn,
    /// DhtmlXQ blocks.
    DhtmlXq,
    /// XQF binary.
    Xqf,
}

/// A move of a record that could not be read or played; the main line stops before it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlyError {
    /// 1-based ply number.
    pub ply: usize,
    /// The move as written.
    pub text: String,
    /// Why it failed.
    pub reason: String,
}

impl fmt::Display for PlyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ply {} '{}': {}", self.ply, self.text, self.reason)
    }
}

/// One game read from a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// Header tags in file order (PGN tags; DhtmlXQ fields without the `DhtmlXQ_` prefix).
    pub tags: Vec<(String, String)>,
    /// Start position.
    pub start: Position,
    /// The main line, up to the first unreadable or illegal move.
    pub moves: Vec<Move>,
    /// Result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// The first move that failed, if any.
    pub error: Option<PlyError>,
    /// Number of variations (kept apart from the main line).
    pub variations: usize,
}

impl GameRecord {
    /// The value of a tag (case-insensitive name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The position after the main line.
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.play_unchecked(m);
        }
        pos
    }
}

/// Why a record could not be read at all.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// The bytes are not in the format (or in no known format).
    NotRecognised(String),
    /// The record is damaged (truncated, inconsistent).
    Corrupt(String),
    /// The start position is invalid.
    BadStart(String),
    /// Asked for game `index` but there are only `count`.
    NoSuchGame {
        /// Requested index.
        index: usize,
        /// Games found.
        count: usize,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotRecognised(s) => write!(f, "not a game record: {s}"),
            RecordError::Corrupt(s) => write!(f, "damaged record: {s}"),
            RecordError::BadStart(s) => write!(f, "invalid start position: {s}"),
            RecordError::NoSuchGame { index, count } => {
                write!(f, "game {index} requested but the data holds {count}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// Replays move texts from `start`, stopping at the first failure.
pub(crate) fn replay_texts<S: AsRef<str>>(
    start: &Position,
    texts: &[S],
) -> (Vec<Move>, Option<PlyError>) {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let text = text.as_ref();
        match parse_move(&pos, text, CoordDialect::Iccs) {
            Ok(m) => {
                pos.play_unchecked(m);
                moves.push(m);
            }
            Err(e) => {
                return (
                    moves,
                    Some(PlyError {
                        ply: i + 1,
                        text: text.to_string(),
                        reason: e.to_string(),
                    }),
                );
            }
        }
    }
    (moves, None)
}

/// Guesses the container format of `data`.
pub fn detect_format(data: &[u8]) -> Option<RecordFormat> {
    if data.starts_with(b"XQ") {
        return Some(RecordFormat::Xqf);
    }
    let head = &data[..data.len().min(4096)];
    if head
        .windows(9)
        .any(|w| w.eq_ignore_ascii_case(b"[DhtmlXQ]") || w.eq_ignore_ascii_case(b"[DhtmlXQ_"))
    {
        return Some(RecordFormat::DhtmlXq);
    }
    let text = String::from_utf8_lossy(head);
    let t = text.trim_start_matches('\u{feff}').trim_start();
    if t.starts_with('[') || t.starts_with("1.") || t.starts_with('{') || !t.is_empty() {
        return Some(RecordFormat::Pgn);
    }
    None
}

/// Reads game `index` of `data` in `format` (detected when `None`); also returns the games in
/// the data, the format and the text encoding used.
pub fn read_record(
    data: &[u8],
    format: Option<RecordFormat>,
    index: usize,
) -> Result<(GameRecord, usize, RecordFormat, Option<&'static str>), RecordError> {
    let format = format
        .or_else(|| detect_format(data))
        .ok_or_else(|| RecordError::NotRecognised("empty data".into()))?;
    match format {
        RecordFormat::Xqf => Ok((xqf::read(data)?, 1, format, None)),
        RecordFormat::DhtmlXq | RecordFormat::Pgn => {
            let (text, enc) = encoding::decode(data);
            let games = if format == RecordFormat::Pgn {
                pgn::read_all(&text)?
            } else {
                dhtmlxq::read_all(&text)?
            };
            let count = games.len();
            let game = games
                .into_iter()
                .nth(index)
                .ok_or(RecordError::NoSuchGame { index, count })?;
            Ok((game, count, format, Some(enc)))
        }
    }
}
