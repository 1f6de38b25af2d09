//! WXF notation (`C2.5`, `H8+7`, `R+.3`, `C--1`, `P+.4`, `++.8`, `3-.2`), both directions.
//!
//! Output is the official WXF form (letters K A E H R C P, `+` `-` `.`). Input also accepts
//! `B`/`N`/`M`/`G` letters, lower case, `=` for sideways, the bare `C25`, the xqbase symbol
//! qualifiers (`P.`, `Pa`..`Pe`, `+C.5`), west-shell's `+P`/`.P`/`aP`, and — only where the
//! move is written with `=` — Fairy-Stockfish's `<index><file>` pawn form (`17=8`).

use std::fmt;

use super::relative::{
    Action, Described, Descriptor, Naming, Qualifier, ResolveError, Selector, describe, resolve,
};
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::position::Position;

/// A syntax error in a WXF move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseWxfError {
    /// Not 3 or 4 ASCII characters in WXF shape.
    Shape {
        /// The text.
        text: String,
    },
    /// An unknown piece letter.
    BadPiece {
        /// The character.
        ch: char,
    },
}

impl fmt::Display for ParseWxfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseWxfError::Shape { text } => {
                write!(f, "{text:?} is not a WXF move like C2.5 or R+.3")
            }
            ParseWxfError::BadPiece { ch } => {
                write!(f, "{ch:?} is not a WXF piece letter (K A E H R C P)")
            }
        }
    }
}

impl std::error::Error for ParseWxfError {}

/// Either kind of failure reading a WXF move in a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum WxfError {
    /// Not WXF notation.
    Parse(ParseWxfError),
    /// WXF notation, but not a legal move here.
    Move(ResolveError),
}

impl fmt::Display for WxfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WxfError::Parse(e) => e.fmt(f),
            WxfError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for WxfError {}

fn piece_letter(c: char) -> Option<PieceKind> {
    Some(match c.to_ascii_uppercase() {
        'K' => PieceKind::General,
        'A' | 'G' => PieceKind::Advisor,
        'E' | 'B' | 'M' => PieceKind::Elephant,
        'H' | 'N' => PieceKind::Horse,
        'R' => PieceKind::Chariot,
        'C' => PieceKind::Cannon,
        'P' => PieceKind::Soldier,
        _ => return None,
    })
}

fn digit(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

/// Reads a WXF move into a descriptor. `fairy` opts in to Fairy-Stockfish's pawn form
/// `<index><file>` where it collides with official WXF (`33.4`: official = middle pawn on file 3,
/// Fairy-Stockfish = third pawn); forms written with `=` or with two different digits are read
/// the Fairy-Stockfish way regardless, since official WXF has no such form.
pub fn parse_wxf(text: &str, fairy: bool) -> Result<Descriptor, ParseWxfError> {
    let t = text.trim();
    let shape = || ParseWxfError::Shape {
        text: t.to_string(),
    };
    if !t.is_ascii() || t.len() < 3 || t.len() > 4 {
        return Err(shape());
    }
    let c: Vec<char> = t.chars().collect();
    let (head, action_ch, target_ch) = if c.len() == 3 {
        (&c[..2], '.', c[2])
    } else {
        (&c[..2], c[2], c[3])
    };
    let action = match action_ch {
        '+' => Action::Forward,
        '-' => Action::Backward,
        '.' | '=' => Action::Sideways,
        _ => return Err(shape()),
    };
    let fairy = fairy || action_ch == '=';
    let target = digit(target_ch).ok_or_else(shape)?;
    let one = |kind: Option<PieceKind>, selector: Selector| Descriptor {
        kind,
        selector,
        action,
        target,
    };
    let pawn = Some(PieceKind::Soldier);
    let (a, b) = (head[0], head[1]);
    let out = if let Some(kind) = piece_letter(a).filter(|_| !b.is_ascii_alphabetic()) {
        // Piece letter first: `C2`, `R+`, `P-`, `P.`; xqbase `Pa`..`Pe` handled below.
        let k = Some(kind);
        match b {
            '1'..='9' if kind == PieceKind::Soldier => {
                let f = b as u8 - b'0';
                one(k, Selector::WxfPawnFile(f))
            }
            '1'..='9' => one(k, Selector::File(b as u8 - b'0')),
            '+' => one(
                k,
                Selector::Qualified(if kind == PieceKind::Soldier {
                    Qualifier::WxfPlus
                } else {
                    Qualifier::Front
                }),
            ),
            '-' => one(
                k,
                Selector::Qualified(if kind == PieceKind::Soldier {
                    Qualifier::WxfMinus
                } else {
                    Qualifier::Rear
                }),
            ),
            '.' => one(k, Selector::Qualified(Qualifier::Middle)),
            _ => return Err(shape()),
        }
    } else if piece_letter(a) == Some(PieceKind::Soldier) && ('a'..='e').contains(&b) {
        one(
            pawn,
            Selector::Qualified(Qualifier::Index(b as u8 - b'a' + 1)),
        )
    } else if b.is_ascii_alphabetic() {
        // Qualifier first (west-shell / xqbase): `+C.5`, `.P.4`, `aP.3`.
        let kind = piece_letter(b).ok_or(ParseWxfError::BadPiece { ch: b })?;
        let q = match a {
            '+' => Qualifier::Front,
            '-' => Qualifier::Rear,
            '.' => Qualifier::Middle,
            'a'..='e' => Qualifier::Index(a as u8 - b'a' + 1),
            _ => return Err(shape()),
        };
        one(Some(kind), Selector::Qualified(q))
    } else {
        match (a, b) {
            ('+', '+') => one(pawn, Selector::Qualified(Qualifier::WxfFrontMost)),
            ('-', '-') => one(pawn, Selector::Qualified(Qualifier::WxfRearMost)),
            ('1'..='9', '+') => one(
                pawn,
                Selector::QualifiedOnFile(Qualifier::Front, a as u8 - b'0'),
            ),
            ('1'..='9', '-') => one(
                pawn,
                Selector::QualifiedOnFile(Qualifier::Rear, a as u8 - b'0'),
            ),
            ('1'..='9', '1'..='9') => {
                let (x, y) = (a as u8 - b'0', b as u8 - b'0');
                if fairy || x != y {
                    one(pawn, Selector::QualifiedOnFile(Qualifier::Index(x), y))
                } else {
                    one(pawn, Selector::QualifiedOnFile(Qualifier::Middle, x))
                }
            }
            _ if a.is_ascii_alphabetic() => return Err(ParseWxfError::BadPiece { ch: a }),
            _ => return Err(shape()),
        }
    };
    Ok(out)
}

/// A WXF move read without a position (official reading), for `FromStr`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct WxfText(pub Descriptor);

impl std::str::FromStr for WxfText {
    type Err = ParseWxfError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_wxf(s, false).map(WxfText)
    }
}

/// Reads a WXF move and resolves it in `pos` (`fairy`: see [`parse_wxf`]).
pub fn parse_wxf_move(pos: &Position, text: &str, fairy: bool) -> Result<Move, WxfError> {
    let d = parse_wxf(text, fairy).map_err(WxfError::Parse)?;
    resolve(pos, &d).map_err(WxfError::Move)
}

fn letter(kind: PieceKind) -> char {
    match kind {
        PieceKind::General => 'K',
        PieceKind::Advisor => 'A',
        PieceKind::Elephant => 'E',
        PieceKind::Horse => 'H',
        PieceKind::Chariot => 'R',
        PieceKind::Cannon => 'C',
        PieceKind::Soldier => 'P',
    }
}

/// Writes a legal move in official WXF notation (`None` if `m.from` is empty).
pub fn write_wxf(pos: &Position, m: Move) -> Option<String> {
    let d = describe(pos, m)?;
    Some(write_described(&d))
}

fn write_described(d: &Described) -> String {
    let mut out = String::with_capacity(4);
    let file = char::from(b'0' + d.file);
    match d.naming {
        Naming::File(f) => {
            out.push(letter(d.kind));
            out.push(char::from(b'0' + f));
        }
        Naming::FrontRear { front } => {
            out.push(letter(d.kind));
            out.push(if front { '+' } else { '-' });
        }
        Naming::ThreeOnFile { index } => {
            out.push('P');
            out.push(match index {
                0 => '+',
                1 => file,
                _ => '-',
            });
        }
        Naming::Numbered {
            on_file,
            rank_on_file,
            two_files,
            ..
        } => {
            if two_files {
                out.push(file);
                out.push(if rank_on_file == 0 {
                    '+'
                } else if rank_on_file + 1 == on_file {
                    '-'
                } else {
                    file
                });
            } else {
                let pair = match (on_file, rank_on_file) {
                    (_, 0) => ['+', '+'],
                    (4, 1) | (5, 1) => ['P', '+'],
                    (5, 2) => ['P', file],
                    (n, i) if i + 1 == n => ['-', '-'],
                    _ => ['P', '-'],
                };
                out.extend(pair);
            }
        }
    }
    out.push(match d.action {
        Action::Forward => '+',
        Action::Backward => '-',
        Action::Sideways => '.',
    });
    out.push(char::from(b'0' + d.target.clamp(1, 9)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::iccs::{CoordDialect, parse_coord};

    #[test]
    fn start_position() {
        let pos = Position::startpos();
        let m = parse_coord("h2e2", CoordDialect::Iccs).unwrap();
        assert_eq!(write_wxf(&pos, m).unwrap(), "C2.5");
        for text in ["C2.5", "C2=5", "c2.5", "C25"] {
            assert_eq!(parse_wxf_move(&pos, text, false).unwrap(), m, "{text}");
        }
        assert!(matches!(
            parse_wxf_move(&pos, "X2.5", false),
            Err(WxfError::Parse(_))
        ));
        assert!(matches!(
            parse_wxf_move(&pos, "C2*5", false),
            Err(WxfError::Parse(_))
        ));
        assert!(matches!(
            parse_wxf_move(&pos, "C5.4", false),
            Err(WxfError::Move(ResolveError::NoSuchPiece { .. }))
        ));
    }
}
