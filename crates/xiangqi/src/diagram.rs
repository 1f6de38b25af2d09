//! Board diagrams: a position drawn as players know it (SVG), with optional marks.
//!
//! The board has the river (楚河 汉界), the palace diagonals and the file numbers of both sides
//! (Red's 九…一 and Black's 1…9, each on its own side); pieces are discs with their Chinese
//! characters, red and black. Marks: the last move's arrow, chased and chasing pieces (as in a
//! ruling's `chased` / `chasers`), the squares a selected piece may go to, a caption. Either side
//! may be at the bottom. Same input, same bytes.
//!
//! ```
//! use arbiter_xiangqi::diagram::{DiagramOptions, render};
//! use arbiter_xiangqi::Position;
//!
//! let svg = render(Position::startpos().board(), &DiagramOptions::default());
//! assert!(svg.starts_with("<svg"));
//! // The river and the red cannons, as players know them.
//! assert!(svg.contains("楚 河") && svg.contains("汉 界") && svg.contains('炮'));
//! ```

use super::piece::{PieceKind, Side};
use super::square::Square;
use super::{Board, Move};
use arbiter_base::svg::{close, num, open};

/// Distance between two lines of the board, in user units.
const PITCH: f64 = 40.0;
/// Space around the lines (room for the file numbers).
const MARGIN: f64 = 40.0;
/// Radius of a piece disc.
const PIECE_R: f64 = 17.5;
/// Height of the caption line under the board.
const CAPTION_H: f64 = 30.0;

/// Which side sits at the bottom of the picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Orientation {
    /// Red at the bottom (the usual diagram).
    #[default]
    RedBottom,
    /// Black at the bottom (Black's view).
    BlackBottom,
}

/// Which characters the pieces carry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Characters {
    /// 帅仕相马车炮兵 / 将士象马车炮卒.
    #[default]
    Simplified,
    /// 帥仕相傌俥炮兵 / 將士象馬車砲卒 (the traditional set).
    Traditional,
}

/// What to draw besides the pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagramOptions {
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// The piece characters.
    pub characters: Characters,
    /// An arrow from the move's origin to its destination.
    pub last_move: Option<Move>,
    /// Pieces under threat (ringed in red, dashed).
    pub chased: Vec<Square>,
    /// Pieces that threaten (ringed in blue).
    pub chasers: Vec<Square>,
    /// Squares a piece may go to (dots).
    pub destinations: Vec<Square>,
    /// A highlighted piece (the touched or selected one).
    pub selected: Option<Square>,
    /// A line of text under the board.
    pub caption: Option<String>,
    /// Leave out the file numbers.
    pub hide_coordinates: bool,
    /// The document's title for screen readers when there is no caption (default "Xiangqi
    /// position"); the service gives it in the caller's language.
    pub title: Option<String>,
}

/// The character of a piece on a board of the given set.
#[must_use]
pub fn piece_glyph(kind: PieceKind, side: Side, set: Characters) -> char {
    let trad = set == Characters::Traditional;
    match (kind, side, trad) {
        (PieceKind::General, Side::Red, false) => '帅',
        (PieceKind::General, Side::Red, true) => '帥',
        (PieceKind::General, Side::Black, false) => '将',
        (PieceKind::General, Side::Black, true) => '將',
        (PieceKind::Advisor, Side::Red, _) => '仕',
        (PieceKind::Advisor, Side::Black, _) => '士',
        (PieceKind::Elephant, Side::Red, _) => '相',
        (PieceKind::Elephant, Side::Black, _) => '象',
        (PieceKind::Horse, Side::Red, true) => '傌',
        (PieceKind::Horse, Side::Black, true) => '馬',
        (PieceKind::Horse, _, false) => '马',
        (PieceKind::Chariot, Side::Red, true) => '俥',
        (PieceKind::Chariot, Side::Black, true) => '車',
        (PieceKind::Chariot, _, false) => '车',
        (PieceKind::Cannon, Side::Black, true) => '砲',
        (PieceKind::Cannon, _, _) => '炮',
        (PieceKind::Soldier, Side::Red, _) => '兵',
        (PieceKind::Soldier, Side::Black, _) => '卒',
    }
}

/// The picture's centre of a square.
fn point(sq: Square, o: Orientation) -> (f64, f64) {
    let (col, row) = match o {
        Orientation::RedBottom => (sq.file(), 9 - sq.rank()),
        Orientation::BlackBottom => (8 - sq.file(), sq.rank()),
    };
    (
        MARGIN + f64::from(col) * PITCH,
        MARGIN + f64::from(row) * PITCH,
    )
}

/// A line between two squares' points.
fn line(a: Square, b: Square, o: Orientation) -> String {
    let (x1, y1) = point(a, o);
    let (x2, y2) = point(b, o);
    format!(
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
        num(x1),
        num(y1),
        num(x2),
        num(y2)
    )
}

fn sq(file: u8, rank: u8) -> Option<Square> {
    Square::new(file, rank)
}

/// The lines: ten ranks, the two edge files whole, the inner files broken by the river, and the
/// palace diagonals.
fn grid(o: Orientation) -> String {
    let mut out = String::from("<g class=\"grid\">");
    let mut segment = |a: Option<Square>, b: Option<Square>| {
        if let (Some(a), Some(b)) = (a, b) {
            out.push_str(&line(a, b, o));
        }
    };
    for rank in 0..10 {
        segment(sq(0, rank), sq(8, rank));
    }
    for file in 0..9 {
        if file == 0 || file == 8 {
            segment(sq(file, 0), sq(file, 9));
        } else {
            segment(sq(file, 0), sq(file, 4));
            segment(sq(file, 5), sq(file, 9));
        }
    }
    for (a, b) in [
        ((3, 0), (5, 2)),
        ((5, 0), (3, 2)),
        ((3, 7), (5, 9)),
        ((5, 7), (3, 9)),
    ] {
        segment(sq(a.0, a.1), sq(b.0, b.1));
    }
    out.push_str("</g>");
    let (x0, y0) = (MARGIN, MARGIN);
    out.push_str(&format!(
        "<rect class=\"frame\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
        num(x0 - 5.0),
        num(y0 - 5.0),
        num(8.0 * PITCH + 10.0),
        num(9.0 * PITCH + 10.0)
    ));
    out
}

/// 楚河 on the left, 汉界 (漢界 in the traditional set) on the right of whoever sits at the
/// bottom.
fn river(characters: Characters) -> String {
    let y = MARGIN + 4.5 * PITCH;
    let right = match characters {
        Characters::Simplified => "汉 界",
        Characters::Traditional => "漢 界",
    };
    format!(
        "<text class=\"river\" x=\"{}\" y=\"{}\">楚 河</text><text class=\"river\" x=\"{}\" y=\"{}\">{right}</text>",
        num(MARGIN + 2.0 * PITCH),
        num(y),
        num(MARGIN + 6.0 * PITCH),
        num(y)
    )
}

/// Each side's file numbers on its own edge, counted from its own right.
fn coordinates(o: Orientation) -> String {
    const RED: [&str; 9] = ["九", "八", "七", "六", "五", "四", "三", "二", "一"];
    let mut out = String::from("<g class=\"coords\">");
    for file in 0..9u8 {
        for side in [Side::Red, Side::Black] {
            let home = if side == Side::Red { 0 } else { 9 };
            let Some(s) = sq(file, home) else { continue };
            let (x, y) = point(s, o);
            let below = (side == Side::Red) == (o == Orientation::RedBottom);
            let ty = if below { y + 28.0 } else { y - 27.0 };
            let label = match side {
                Side::Red => RED[usize::from(file)].to_string(),
                Side::Black => (file + 1).to_string(),
            };
            out.push_str(&format!(
                "<text x=\"{}\" y=\"{}\">{}</text>",
                num(x),
                num(ty),
                label
            ));
        }
    }
    out.push_str("</g>");
    out
}

fn pieces(board: &Board, opts: &DiagramOptions) -> String {
    let mut out = String::new();
    for (s, p) in board.occupied() {
        let (x, y) = point(s, opts.orientation);
        let class = if p.side == Side::Red { "r" } else { "b" };
        out.push_str(&format!(
            "<g class=\"p {class}\" data-square=\"{s}\" transform=\"translate({},{})\"><circle r=\"{}\"/><circle class=\"in\" r=\"{}\"/><text y=\"1\">{}</text></g>",
            num(x),
            num(y),
            num(PIECE_R),
            num(PIECE_R - 3.0),
            piece_glyph(p.kind, p.side, opts.characters)
        ));
    }
    out
}

fn ring(s: Square, class: &str, o: Orientation) -> String {
    let (x, y) = point(s, o);
    format!(
        "<circle class=\"{class}\" data-square=\"{s}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
        num(x),
        num(y),
        num(PIECE_R + 3.0)
    )
}

/// Marks drawn under the pieces (the origin of the last move) and over them (rings, dots, the
/// arrow).
fn marks(opts: &DiagramOptions) -> (String, String) {
    let o = opts.orientation;
    let mut under = String::new();
    let mut over = String::new();
    if let Some(m) = opts.last_move {
        let (x1, y1) = point(m.from, o);
        let (x2, y2) = point(m.to, o);
        under.push_str(&format!(
            "<rect class=\"from\" data-square=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
            m.from,
            num(x1 - PIECE_R),
            num(y1 - PIECE_R),
            num(2.0 * PIECE_R),
            num(2.0 * PIECE_R)
        ));
        // The arrow stops at the destination disc's edge so the piece stays readable.
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ex, ey) = (x2 - dx / len * PIECE_R, y2 - dy / len * PIECE_R);
        over.push_str(&format!(
            "<line class=\"arrow\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" marker-end=\"url(#head)\"/>",
            num(x1),
            num(y1),
            num(ex),
            num(ey)
        ));
    }
    if let Some(s) = opts.selected {
        over.push_str(&ring(s, "selected", o));
    }
    for &s in &opts.chasers {
        over.push_str(&ring(s, "chaser", o));
    }
    for &s in &opts.chased {
        over.push_str(&ring(s, "chased", o));
    }
    for &s in &opts.destinations {
        let (x, y) = point(s, o);
        over.push_str(&format!(
            "<circle class=\"dest\" data-square=\"{s}\" cx=\"{}\" cy=\"{}\" r=\"6\"/>",
            num(x),
            num(y)
        ));
    }
    (under, over)
}

const STYLE: &str = "<style>\
.bg{fill:#f2d8a7}.grid line{stroke:#5a3d1e;stroke-width:1.2}\
.frame{fill:none;stroke:#5a3d1e;stroke-width:2.5}\
text{font-family:'KaiTi','STKaiti','Noto Serif CJK SC','Noto Sans CJK SC','WenQuanYi Zen Hei',serif;text-anchor:middle;dominant-baseline:central}\
.river{font-size:24px;fill:#5a3d1e}.coords text{font-size:14px;fill:#5a3d1e}\
.p circle{fill:#fbeccb;stroke-width:2}.p .in{fill:none;stroke-width:1}.p text{font-size:22px;font-weight:bold}\
.r circle{stroke:#b22222}.r text{fill:#b22222}.b circle{stroke:#1b1b1b}.b text{fill:#1b1b1b}\
.from{fill:#2e86de;fill-opacity:.25}.arrow{stroke:#2e86de;stroke-width:4;stroke-opacity:.8}\
.selected{fill:none;stroke:#27ae60;stroke-width:3}.chaser{fill:none;stroke:#2e86de;stroke-width:3}\
.chased{fill:none;stroke:#e74c3c;stroke-width:3;stroke-dasharray:5 3}.dest{fill:#27ae60;fill-opacity:.8}\
.caption{font-size:18px;fill:#222}\
</style>";

/// Draws `board` as an SVG document.
#[must_use]
pub fn render(board: &Board, opts: &DiagramOptions) -> String {
    let width = 2.0 * MARGIN + 8.0 * PITCH;
    let board_h = 2.0 * MARGIN + 9.0 * PITCH;
    let caption = opts.caption.as_deref().filter(|c| !c.trim().is_empty());
    let height = board_h + if caption.is_some() { CAPTION_H } else { 0.0 };
    let title = caption
        .or(opts.title.as_deref())
        .unwrap_or("Xiangqi position");
    let mut out = open(width, height, title);
    out.push_str(STYLE);
    out.push_str("<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"6\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto\"><path d=\"M0 0L10 5L0 10z\" fill=\"#2e86de\"/></marker></defs>");
    out.push_str(&format!(
        "<rect class=\"bg\" width=\"{}\" height=\"{}\"/>",
        num(width),
        num(height)
    ));
    out.push_str(&grid(opts.orientation));
    out.push_str(&river(opts.characters));
    if !opts.hide_coordinates {
        out.push_str(&coordinates(opts.orientation));
    }
    let (under, over) = marks(opts);
    out.push_str(&under);
    out.push_str(&pieces(board, opts));
    out.push_str(&over);
    close(&mut out, width, board_h, CAPTION_H, caption);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    fn square(text: &str) -> Square {
        Square::parse(text, false).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn the_start_position_has_32_discs_and_stays_small() {
        let svg = render(Position::startpos().board(), &DiagramOptions::default());
        assert_eq!(svg.matches("<g class=\"p ").count(), 32);
        assert_eq!(svg.matches("<g class=\"p r\"").count(), 16);
        assert!(svg.contains(">帅<") && svg.contains(">将<") && svg.contains(">卒<"));
        assert!(svg.contains("楚 河") && svg.contains("汉 界"));
        assert!(svg.len() < 20_000, "{} bytes", svg.len());
    }

    #[test]
    fn same_input_same_bytes() {
        let opts = DiagramOptions {
            last_move: Some(Move::new(square("h2"), square("e2"))),
            chased: vec![square("e6")],
            caption: Some("1. 炮二平五 <将>".into()),
            ..DiagramOptions::default()
        };
        let board = Position::startpos().board().clone();
        assert_eq!(render(&board, &opts), render(&board, &opts));
        assert!(render(&board, &opts).contains("1. 炮二平五 &lt;将&gt;"));
    }

    #[test]
    fn orientation_turns_the_board() {
        let red = point(square("a0"), Orientation::RedBottom);
        let black = point(square("a0"), Orientation::BlackBottom);
        assert_eq!(red, (MARGIN, MARGIN + 9.0 * PITCH));
        assert_eq!(black, (MARGIN + 8.0 * PITCH, MARGIN));
    }

    #[test]
    fn traditional_set() {
        assert_eq!(
            piece_glyph(PieceKind::Chariot, Side::Red, Characters::Traditional),
            '俥'
        );
        assert_eq!(
            piece_glyph(PieceKind::Cannon, Side::Black, Characters::Traditional),
            '砲'
        );
        assert!(river(Characters::Traditional).contains("漢 界"));
        assert!(river(Characters::Simplified).contains("汉 界"));
    }
}
