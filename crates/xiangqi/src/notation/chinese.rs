//! Chinese four-character notation (四字记谱法): `炮二平五`, `马８进７`, `前车进一`, `一兵平八`.
//!
//! Output is canonical xqbase (simplified characters, Red numerals 一..九, Black full-width
//! digits １..９) or, by [`ChineseStyle`], traditional characters / ASCII digits. Input accepts
//! simplified and traditional characters and the piece synonyms (车車俥, 马馬傌, 相象, 仕士,
//! 帅帥將将, 炮砲包, 兵卒), 上/下 for 进/退, full-width or ASCII digits or Chinese numerals for
//! either side, and the 5-character traditional (`前兵九平八`) and DhtmlXQ (`前九平八`) forms.

use std::fmt;

use super::relative::{
    Action, Described, Descriptor, Naming, Qualifier, ResolveError, Selector, describe, resolve,
};
use crate::moves::Move;
use crate::piece::{PieceKind, Side};
use crate::position::Position;
use crate::square::Square;

/// Longest Chinese move accepted, in characters (whitespace included).
pub const MAX_CHINESE_CHARS: usize = 16;

/// Output style for Chinese notation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ChineseStyle {
    /// Traditional characters (帥 將 馬 車 進 後), as in BIG5 records.
    pub traditional: bool,
    /// ASCII digits for Black instead of full-width.
    pub ascii_digits: bool,
}

/// A syntax error in a Chinese move (see [`ResolveError`] for moves that read but do not fit
/// the position).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseChineseError {
    /// Nothing to read.
    Empty,
    /// Longer than [`MAX_CHINESE_CHARS`].
    TooLong,
    /// A character that has no meaning in Chinese notation.
    UnknownChar {
        /// The character.
        ch: char,
    },
    /// The characters do not form a move (e.g. missing direction).
    Shape {
        /// The text.
        text: String,
    },
}

impl fmt::Display for ParseChineseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseChineseError::Empty => write!(f, "empty move"),
            ParseChineseError::TooLong => write!(f, "move text too long"),
            ParseChineseError::UnknownChar { ch } => {
                write!(f, "character {ch:?} is not Chinese move notation")
            }
            ParseChineseError::Shape { text } => {
                write!(
                    f,
                    "{text:?} is not a move like 炮二平五, 前车进一 or 马８进７"
                )
            }
        }
    }
}

impl std::error::Error for ParseChineseError {}

/// Why a readable Chinese move does not name a legal move (`NoSuchPiece`, `Illegal`, `Ambiguous`).
pub type ChineseMoveError = ResolveError;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Token {
    Piece(PieceKind),
    Num(u8),
    Act(Action),
    Qual(Qualifier),
}

fn token(ch: char) -> Option<Token> {
    use PieceKind::*;
    Some(match ch {
        '帅' | '帥' | '将' | '將' => Token::Piece(General),
        '仕' | '士' => Token::Piece(Advisor),
        '相' | '象' => Token::Piece(Elephant),
        '马' | '馬' | '傌' => Token::Piece(Horse),
        '车' | '車' | '俥' => Token::Piece(Chariot),
        '炮' | '砲' | '包' => Token::Piece(Cannon),
        '兵' | '卒' => Token::Piece(Soldier),
        '进' | '進' | '上' => Token::Act(Action::Forward),
        '退' | '下' => Token::Act(Action::Backward),
        '平' => Token::Act(Action::Sideways),
        '前' => Token::Qual(Qualifier::Front),
        '中' => Token::Qual(Qualifier::Middle),
        '后' | '後' => Token::Qual(Qualifier::Rear),
        '一' => Token::Num(1),
        '二' => Token::Num(2),
        '三' => Token::Num(3),
        '四' => Token::Num(4),
        '五' => Token::Num(5),
        '六' => Token::Num(6),
        '七' => Token::Num(7),
        '八' => Token::Num(8),
        '九' => Token::Num(9),
        '1'..='9' => Token::Num(ch as u8 - b'0'),
        _ => return None,
    })
}

fn token_of(ch: char) -> Option<Token> {
    if ('１'..='９').contains(&ch) {
        return Some(Token::Num((ch as u32 - '０' as u32) as u8));
    }
    token(ch)
}

/// Reads a Chinese move into a descriptor (no position needed).
pub fn parse_chinese(text: &str) -> Result<Descriptor, ParseChineseError> {
    // Fixed buffer: moves are at most a few characters, and this runs once per ply of a record.
    let mut buf = [Token::Num(0); MAX_CHINESE_CHARS];
    let mut n = 0;
    for ch in text.chars().filter(|c| !c.is_whitespace()) {
        if n == MAX_CHINESE_CHARS {
            return Err(ParseChineseError::TooLong);
        }
        buf[n] = token_of(ch).ok_or(ParseChineseError::UnknownChar { ch })?;
        n += 1;
    }
    if n == 0 {
        return Err(ParseChineseError::Empty);
    }
    let tokens = &buf[..n];
    let shape = || ParseChineseError::Shape {
        text: text.trim().to_string(),
    };
    let qual = |t: Token| match t {
        Token::Qual(q) => Some(q),
        Token::Num(n @ 1..=5) => Some(Qualifier::Index(n)),
        _ => None,
    };
    use Token::*;
    let (kind, selector, action, target) = match tokens {
        [Piece(k), Num(f), Act(a), Num(t)] => (Some(*k), Selector::File(*f), *a, *t),
        [q, Piece(k), Act(a), Num(t)] => (
            Some(*k),
            Selector::Qualified(qual(*q).ok_or_else(shape)?),
            *a,
            *t,
        ),
        [q, Piece(k), Num(f), Act(a), Num(t)] => (
            Some(*k),
            Selector::QualifiedOnFile(qual(*q).ok_or_else(shape)?, *f),
            *a,
            *t,
        ),
        [q, Num(f), Act(a), Num(t)] => (
            None,
            Selector::QualifiedOnFile(qual(*q).ok_or_else(shape)?, *f),
            *a,
            *t,
        ),
        _ => return Err(shape()),
    };
    Ok(Descriptor {
        kind,
        selector,
        action,
        target,
    })
}

impl std::str::FromStr for Descriptor {
    type Err = ParseChineseError;
    /// Reads Chinese notation (no position needed; [`super::relative::resolve`] names the move).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_chinese(s)
    }
}

/// Reads a Chinese move and resolves it in `pos`.
pub fn parse_chinese_move(pos: &Position, text: &str) -> Result<Move, ChineseError> {
    let d = parse_chinese(text).map_err(ChineseError::Parse)?;
    resolve(pos, &d).map_err(ChineseError::Move)
}

/// Either kind of failure reading a Chinese move in a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ChineseError {
    /// Not Chinese notation.
    Parse(ParseChineseError),
    /// Chinese notation, but not a legal move here.
    Move(ChineseMoveError),
}

impl fmt::Display for ChineseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChineseError::Parse(e) => e.fmt(f),
            ChineseError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ChineseError {}

const RED_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

fn piece_char(kind: PieceKind, side: Side, style: ChineseStyle) -> char {
    let t = style.traditional;
    match (kind, side) {
        (PieceKind::General, Side::Red) => {
            if t {
                '帥'
            } else {
                '帅'
            }
        }
        (PieceKind::General, Side::Black) => {
            if t {
                '將'
            } else {
                '将'
            }
        }
        (PieceKind::Advisor, Side::Red) => '仕',
        (PieceKind::Advisor, Side::Black) => '士',
        (PieceKind::Elephant, Side::Red) => '相',
        (PieceKind::Elephant, Side::Black) => '象',
        (PieceKind::Horse, _) => {
            if t {
                '馬'
            } else {
                '马'
            }
        }
        (PieceKind::Chariot, _) => {
            if t {
                '車'
            } else {
                '车'
            }
        }
        (PieceKind::Cannon, _) => '炮',
        (PieceKind::Soldier, Side::Red) => '兵',
        (PieceKind::Soldier, Side::Black) => '卒',
    }
}

fn number(n: u8, side: Side, style: ChineseStyle) -> char {
    let i = n.clamp(1, 9);
    match side {
        Side::Red => RED_NUMERALS[(i - 1) as usize],
        Side::Black if style.ascii_digits => char::from(b'0' + i),
        Side::Black => char::from_u32('０' as u32 + i as u32).unwrap_or('?'),
    }
}

/// The file of `sq` as the owner of a piece of `side` names it in Chinese texts: Red's files
/// 一…九 from Red's right, Black's １…９ from Black's right ("红方六路车", "黑方３路马").
#[must_use]
pub fn file_numeral(side: Side, sq: Square, style: ChineseStyle) -> char {
    number(super::relative::file_number(side, sq), side, style)
}

/// Writes a legal move in canonical Chinese notation (`None` if `m.from` is empty).
pub fn write_chinese(pos: &Position, m: Move, style: ChineseStyle) -> Option<String> {
    let d = describe(pos, m)?;
    Some(write_described(&d, style))
}

fn write_described(d: &Described, style: ChineseStyle) -> String {
    let mut out = String::with_capacity(12);
    let piece = piece_char(d.kind, d.side, style);
    let rear = if style.traditional { '後' } else { '后' };
    match d.naming {
        Naming::File(f) => {
            out.push(piece);
            out.push(number(f, d.side, style));
        }
        Naming::FrontRear { front } => {
            out.push(if front { '前' } else { rear });
            out.push(piece);
        }
        Naming::ThreeOnFile { index } => {
            out.push(match index {
                0 => '前',
                1 => '中',
                _ => rear,
            });
            out.push(piece);
        }
        Naming::Numbered { index, .. } => {
            out.push(RED_NUMERALS[(index.clamp(1, 9) - 1) as usize]);
            out.push(piece);
        }
    }
    out.push(match d.action {
        Action::Forward => {
            if style.traditional {
                '進'
            } else {
                '进'
            }
        }
        Action::Backward => '退',
        Action::Sideways => '平',
    });
    out.push(number(d.target, d.side, style));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::iccs::{CoordDialect, parse_coord};

    fn mv(s: &str) -> Move {
        parse_coord(s, CoordDialect::Iccs).unwrap()
    }

    #[test]
    fn start_position() {
        let pos = Position::startpos();
        assert_eq!(
            write_chinese(&pos, mv("h2e2"), ChineseStyle::default()).unwrap(),
            "炮二平五"
        );
        assert_eq!(parse_chinese_move(&pos, "炮二平五").unwrap(), mv("h2e2"));
        assert_eq!(parse_chinese_move(&pos, "砲2平5").unwrap(), mv("h2e2"));
        assert_eq!(parse_chinese_move(&pos, "傌二進三").unwrap(), mv("h0g2"));
        assert!(matches!(
            parse_chinese_move(&pos, "炮二平"),
            Err(ChineseError::Parse(_))
        ));
        assert!(matches!(
            parse_chinese_move(&pos, "炮x平五"),
            Err(ChineseError::Parse(_))
        ));
        assert!(matches!(
            parse_chinese_move(&pos, "炮五平四"),
            Err(ChineseError::Move(ResolveError::NoSuchPiece { .. }))
        ));
    }
}
