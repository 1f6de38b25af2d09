//! The relative-notation model shared by Chinese (炮二平五) and WXF (`C2.5`): which piece (by
//! file or by tandem qualifier), which way (进/退/平) and the target number.
//!
//! Writing follows the xqbase rule (canonical). Reading is lenient: every convention's candidate
//! origins are collected (see `../../../docs` and the notation spec), each is turned into a move
//! by geometry, and exactly one legal move must remain.

use std::fmt;

use crate::moves::{IllegalMove, Move};
use crate::piece::{PieceKind, Side};
use crate::position::Position;
use crate::square::Square;

/// Which way a piece moves, relative to its side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// 进 / `+`: towards the opponent.
    Forward,
    /// 退 / `-`: towards the own side.
    Backward,
    /// 平 / `.`: along the rank.
    Sideways,
}

/// A tandem qualifier: which of several pieces of one kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Qualifier {
    /// 前: the front one.
    Front,
    /// 中: the middle one.
    Middle,
    /// 后: the rear one.
    Rear,
    /// 一..五: numbered (xqbase: across the tandem files, right to left, front to back).
    Index(u8),
    /// WXF `++`: the front-most of four or five pawns.
    WxfFrontMost,
    /// WXF `--`: the rear-most of four or five pawns.
    WxfRearMost,
    /// WXF `P+`: front of two or three pawns, second of four or five.
    WxfPlus,
    /// WXF `P-`: rear of two or three pawns, third of four, fourth of five.
    WxfMinus,
}

/// How the moving piece is named.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Selector {
    /// By its file (mover's numbering, 1..=9 from the mover's right).
    File(u8),
    /// By a qualifier among tandem pieces (any tandem file).
    Qualified(Qualifier),
    /// By a qualifier within a named file (traditional 5-character `前兵九平八`, DhtmlXQ
    /// `前九平八`, WXF `3+.4`).
    QualifiedOnFile(Qualifier, u8),
    /// WXF `P<file>` for a pawn: the only or the middle pawn on the file.
    WxfPawnFile(u8),
}

/// A parsed relative move, before it is resolved against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Descriptor {
    /// The kind of piece, if named (`None`: implied soldier, as in DhtmlXQ `前九平八`).
    pub kind: Option<PieceKind>,
    /// Which piece of that kind.
    pub selector: Selector,
    /// Which way.
    pub action: Action,
    /// Steps (进/退 of chariot, cannon, soldier, general) or destination file (otherwise), 1..=9.
    pub target: u8,
}

/// Why a syntactically valid relative move does not name a legal move in the position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResolveError {
    /// No piece of the side to move fits the description.
    NoSuchPiece {
        /// What was looked for, e.g. "no cannon on file 8".
        what: String,
    },
    /// Pieces fit, but none can make the described displacement on the board.
    NoSuchDestination,
    /// The described move exists but is illegal, for this reason.
    Illegal {
        /// The move meant.
        mv: Move,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// More than one legal move fits.
    Ambiguous {
        /// The legal moves that fit.
        candidates: Vec<Move>,
    },
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::NoSuchPiece { what } => f.write_str(what),
            ResolveError::NoSuchDestination => write!(
                f,
                "the described move leaves the board or breaks the piece's movement"
            ),
            ResolveError::Illegal { mv, reason } => write!(f, "{mv} is illegal: {reason}"),
            ResolveError::Ambiguous { candidates } => {
                let list: Vec<String> = candidates.iter().map(Move::to_string).collect();
                write!(f, "ambiguous: could be {}", list.join(" or "))
            }
        }
    }
}

impl std::error::Error for ResolveError {}

/// The mover's file number (1..=9 from its own right) of a square.
pub fn file_number(side: Side, sq: Square) -> u8 {
    match side {
        Side::Red => 9 - sq.file(),
        Side::Black => sq.file() + 1,
    }
}

/// The board file (0 = `a`) of a mover's file number.
fn board_file(side: Side, number: u8) -> u8 {
    match side {
        Side::Red => 9u8.saturating_sub(number),
        Side::Black => number.saturating_sub(1),
    }
}

/// How far forward `sq` is for `side` (rank counted from the side's back rank).
fn advance(side: Side, sq: Square) -> u8 {
    match side {
        Side::Red => sq.rank(),
        Side::Black => 9 - sq.rank(),
    }
}

/// Own pieces of `kind` on the file with mover's number `number`, front to back.
fn on_file(pos: &Position, side: Side, kind: PieceKind, number: u8) -> Vec<Square> {
    let f = board_file(side, number);
    let mut on: Vec<Square> = (0..10u8)
        .filter_map(|r| Square::new(f, r))
        .filter(|&s| {
            pos.piece_at(s)
                .is_some_and(|p| p.side == side && p.kind == kind)
        })
        .collect();
    on.sort_by_key(|&s| std::cmp::Reverse(advance(side, s)));
    on
}

/// Own pieces of `kind`, grouped by file in the mover's numbering (1 → 9, i.e. right to left),
/// each file front to back.
fn by_file(pos: &Position, side: Side, kind: PieceKind) -> Vec<(u8, Vec<Square>)> {
    (1..=9u8)
        .map(|n| (n, on_file(pos, side, kind, n)))
        .filter(|(_, on)| !on.is_empty())
        .collect()
}

/// Whether the kind uses qualifiers when doubled on a file (advisors and elephants never do).
fn takes_qualifier(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Chariot | PieceKind::Horse | PieceKind::Cannon | PieceKind::Soldier
    )
}

/// The pieces on one file that a qualifier can denote, under every convention.
fn pick_on_file(q: Qualifier, on: &[Square], pawn: bool, out: &mut Vec<Square>) {
    let n = on.len();
    let nth = |i: usize, out: &mut Vec<Square>| {
        if let Some(&s) = on.get(i) {
            out.push(s);
        }
    };
    match q {
        Qualifier::Front => nth(0, out),
        Qualifier::Rear => nth(n.wrapping_sub(1), out),
        Qualifier::Middle => {
            if n % 2 == 1 && n >= 3 {
                nth(n / 2, out);
            }
        }
        Qualifier::Index(i) => {
            if i >= 1 {
                nth(i as usize - 1, out);
            }
        }
        Qualifier::WxfFrontMost => nth(0, out),
        Qualifier::WxfRearMost => nth(n.wrapping_sub(1), out),
        Qualifier::WxfPlus => nth(if pawn && n >= 4 { 1 } else { 0 }, out),
        Qualifier::WxfMinus => nth(
            if pawn && n >= 4 {
                n - 2
            } else {
                n.wrapping_sub(1)
            },
            out,
        ),
    }
}

/// Candidate origin squares for a selector, under every convention.
fn origins(pos: &Position, side: Side, kind: PieceKind, selector: Selector) -> Vec<Square> {
    let pawn = kind == PieceKind::Soldier;
    let valid = |n: u8| (1..=9).contains(&n);
    let mut out = Vec::new();
    match selector {
        Selector::File(number) if valid(number) => {
            // The common case: one file to scan, no sorting needed beyond it.
            return on_file(pos, side, kind, number);
        }
        Selector::WxfPawnFile(number) if valid(number) => {
            let on = on_file(pos, side, kind, number);
            if on.len() % 2 == 1 {
                out.push(on[on.len() / 2]);
            } else {
                out.extend_from_slice(&on);
            }
        }
        Selector::QualifiedOnFile(q, number) if valid(number) => {
            pick_on_file(q, &on_file(pos, side, kind, number), pawn, &mut out);
        }
        Selector::File(_) | Selector::WxfPawnFile(_) | Selector::QualifiedOnFile(..) => {}
        Selector::Qualified(q) => {
            let files = by_file(pos, side, kind);
            let tandem: Vec<&Vec<Square>> = files
                .iter()
                .map(|(_, on)| on)
                .filter(|on| on.len() >= 2)
                .collect();
            match q {
                // xqbase numbering runs across all tandem files (right to left, front to back);
                // with one tandem file that is also every other convention's numbering.
                Qualifier::Index(i) => {
                    if let Some(&s) = tandem
                        .iter()
                        .flat_map(|on| on.iter())
                        .nth((i as usize).saturating_sub(1))
                    {
                        out.push(s);
                    }
                }
                _ => {
                    for on in &tandem {
                        pick_on_file(q, on, pawn, &mut out);
                    }
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The destination of `from` under `action`/`target`, if on the board and in the piece's shape.
fn destination(
    side: Side,
    kind: PieceKind,
    from: Square,
    action: Action,
    target: u8,
) -> Option<Square> {
    if !(1..=9).contains(&target) {
        return None;
    }
    let fwd = side.forward();
    let sign = match action {
        Action::Forward => 1,
        Action::Backward => -1,
        Action::Sideways => 0,
    };
    match kind {
        PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier | PieceKind::General => {
            if action == Action::Sideways {
                let to_file = board_file(side, target);
                if to_file == from.file() {
                    return None;
                }
                Square::new(to_file, from.rank())
            } else {
                from.offset(0, sign * fwd * target as i8)
            }
        }
        PieceKind::Horse | PieceKind::Elephant | PieceKind::Advisor => {
            if action == Action::Sideways {
                return None;
            }
            let to_file = board_file(side, target);
            let df = to_file as i8 - from.file() as i8;
            let dr = match (kind, df.abs()) {
                (PieceKind::Horse, 1) => 2,
                (PieceKind::Horse, 2) => 1,
                (PieceKind::Elephant, 2) => 2,
                (PieceKind::Advisor, 1) => 1,
                _ => return None,
            };
            from.offset(df, sign * fwd * dr)
        }
    }
}

/// How the side writes a file number: Chinese numerals for Red, full-width digits for Black.
fn file_name(side: Side, n: u8) -> String {
    const RED: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
    match side {
        Side::Red => RED
            .get((n as usize).wrapping_sub(1))
            .map_or_else(|| n.to_string(), |s| s.to_string()),
        Side::Black => {
            char::from_u32('０' as u32 + n as u32).map_or_else(|| n.to_string(), String::from)
        }
    }
}

fn missing(d: &Descriptor, side: Side) -> String {
    let kind = d.kind.map_or("soldier", PieceKind::name);
    let q = |q: Qualifier| match q {
        Qualifier::Front | Qualifier::WxfFrontMost => "front".to_string(),
        Qualifier::Middle => "middle".to_string(),
        Qualifier::Rear | Qualifier::WxfRearMost => "rear".to_string(),
        Qualifier::Index(i) => format!("number {i}"),
        Qualifier::WxfPlus => "'+'".to_string(),
        Qualifier::WxfMinus => "'-'".to_string(),
    };
    match d.selector {
        Selector::File(f) | Selector::WxfPawnFile(f) => {
            format!("no {kind} on file {}", file_name(side, f))
        }
        Selector::Qualified(x) => format!("no {} {kind} among the tandem pieces", q(x)),
        Selector::QualifiedOnFile(x, f) => {
            format!("no {} {kind} on file {}", q(x), file_name(side, f))
        }
    }
}

/// Resolves a descriptor to the one legal move it names.
pub fn resolve(pos: &Position, d: &Descriptor) -> Result<Move, ResolveError> {
    let side = pos.turn();
    let kinds: &[PieceKind] = match d.kind {
        Some(ref k) => std::slice::from_ref(k),
        None => &[PieceKind::Soldier],
    };
    let mut any_origin = false;
    // The first legal candidate needs no allocation; more than one is an ambiguity (rare).
    let mut found: Option<Move> = None;
    let mut more: Vec<Move> = Vec::new();
    let mut first_illegal = None;
    for &kind in kinds {
        for from in origins(pos, side, kind, d.selector) {
            any_origin = true;
            let Some(to) = destination(side, kind, from, d.action, d.target) else {
                continue;
            };
            let mv = Move::new(from, to);
            match pos.check_move(mv) {
                Ok(()) if found.is_none() => found = Some(mv),
                Ok(()) => more.push(mv),
                Err(reason) => {
                    first_illegal.get_or_insert(ResolveError::Illegal { mv, reason });
                }
            }
        }
    }
    match (found, more.is_empty()) {
        (Some(mv), true) => Ok(mv),
        (Some(mv), false) => {
            more.insert(0, mv);
            Err(ResolveError::Ambiguous { candidates: more })
        }
        (None, _) if !any_origin => Err(ResolveError::NoSuchPiece {
            what: missing(d, side),
        }),
        (None, _) => Err(first_illegal.unwrap_or(ResolveError::NoSuchDestination)),
    }
}

/// How the canonical (xqbase) form names the piece that plays `m`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Naming {
    /// Piece + file.
    File(u8),
    /// 前 / 后 (two on the file).
    FrontRear { front: bool },
    /// 前 / 中 / 后 (three soldiers on the one tandem file).
    ThreeOnFile { index: u8 },
    /// 一..五 (four or five soldiers on one file, or soldiers on two tandem files).
    Numbered {
        /// 1-based number.
        index: u8,
        /// Soldiers on the piece's file (for WXF).
        on_file: u8,
        /// Position on its file, 0 = front (for WXF).
        rank_on_file: u8,
        /// Whether two files hold tandem soldiers (WXF writes `<file>+` etc. then).
        two_files: bool,
    },
}

/// Everything a writer needs to name a legal move canonically.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Described {
    pub kind: PieceKind,
    pub side: Side,
    pub file: u8,
    pub naming: Naming,
    pub action: Action,
    pub target: u8,
}

/// Describes `m` (assumed legal in `pos`) in the xqbase canonical way.
pub(crate) fn describe(pos: &Position, m: Move) -> Option<Described> {
    let piece = pos.piece_at(m.from)?;
    let (side, kind) = (piece.side, piece.kind);
    let file = file_number(side, m.from);
    let dr = (m.to.rank() as i8 - m.from.rank() as i8) * side.forward();
    let action = match dr {
        d if d > 0 => Action::Forward,
        d if d < 0 => Action::Backward,
        _ => Action::Sideways,
    };
    let linear = matches!(
        kind,
        PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier | PieceKind::General
    );
    let target = if linear && action != Action::Sideways {
        dr.unsigned_abs()
    } else {
        file_number(side, m.to)
    };
    let mut naming = Naming::File(file);
    if takes_qualifier(kind) {
        let files = by_file(pos, side, kind);
        let tandem: Vec<&(u8, Vec<Square>)> =
            files.iter().filter(|(_, on)| on.len() >= 2).collect();
        if let Some((_, on)) = tandem.iter().find(|(f, _)| *f == file).map(|t| (t.0, &t.1)) {
            let idx = on.iter().position(|&s| s == m.from).unwrap_or(0) as u8;
            let n = on.len() as u8;
            naming = if kind != PieceKind::Soldier || (tandem.len() == 1 && n == 2) {
                Naming::FrontRear { front: idx == 0 }
            } else if tandem.len() == 1 && n == 3 {
                Naming::ThreeOnFile { index: idx }
            } else {
                let before: usize = tandem
                    .iter()
                    .take_while(|(f, _)| *f != file)
                    .map(|(_, on)| on.len())
                    .sum();
                Naming::Numbered {
                    index: before as u8 + idx + 1,
                    on_file: n,
                    rank_on_file: idx,
                    two_files: tandem.len() >= 2,
                }
            };
        }
    }
    Some(Described {
        kind,
        side,
        file,
        naming,
        action,
        target,
    })
}
