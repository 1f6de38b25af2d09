//! Board diagrams: the star with its six points tinted in the seats' colours, the pieces, and
//! optional marks (the last move's path, the holes a selected piece may reach). Any seat may be
//! turned to the bottom. Same input, same bytes.
//!
//! ```
//! use arbiter_checkers::diagram::{DiagramOptions, render};
//! use arbiter_checkers::{Game, Rules};
//!
//! let game = Game::new(4, 4, 2, Rules::default()).unwrap();
//! let svg = render(&game, &game.initial(), &DiagramOptions::default());
//! assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
//! ```

use super::game::{Game, seats};
use arbiter_base::svg::{close, num, open};

/// Distance between neighbouring holes, in user units.
const STEP: f64 = 26.0;
/// Space around the star.
const MARGIN: f64 = 18.0;
/// Hole and piece radii.
const HOLE_R: f64 = 5.0;
const PIECE_R: f64 = 10.0;
/// Height of the caption line under the board.
const CAPTION_H: f64 = 30.0;

/// The colour of each star point, clockwise from the top (a seat plays in its home point's
/// colour).
pub const POINT_COLOURS: [&str; 6] = [
    "#d62828", "#f77f00", "#e9c46a", "#2a9d8f", "#1d4e89", "#7b2cbf",
];

/// What to draw besides the pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagramOptions {
    /// The seat whose home point is drawn at the bottom (seat 0 by default).
    pub bottom_seat: usize,
    /// The holes of the last move, origin first.
    pub last_path: Vec<u16>,
    /// Holes a piece may go to (dots).
    pub destinations: Vec<u16>,
    /// A highlighted hole (the selected piece).
    pub selected: Option<u16>,
    /// A line of text under the board.
    pub caption: Option<String>,
}

/// Turns axial coordinates one star point clockwise (point `k` onto point `k + 1`).
fn rot60((q, r): (i32, i32)) -> (i32, i32) {
    (-r, q + r)
}

/// The colour of the point each hole lies in, if any (the hexagon in the middle has none).
fn hole_points(game: &Game) -> Vec<Option<usize>> {
    let mut of = vec![None; game.star.len()];
    for (k, camp) in game.star.camps.iter().enumerate() {
        for &h in camp {
            if let Some(slot) = of.get_mut(usize::from(h)) {
                // Deep camps overlap the hexagon's edge: the first point keeps the tint.
                slot.get_or_insert(k);
            }
        }
    }
    of
}

/// Screen positions of every hole, centred on the picture, with `opts.bottom_seat`'s home
/// point at the bottom.
fn layout(game: &Game, bottom_seat: usize) -> (Vec<(f64, f64)>, f64, f64) {
    let home = seats(game.players)
        .and_then(|s| s.get(bottom_seat).copied())
        .unwrap_or(0);
    let turns = (3 + 6 - home) % 6;
    let raw: Vec<(f64, f64)> = game
        .star
        .holes
        .iter()
        .map(|&h| {
            let (q, r) = (0..turns).fold(h, |a, _| rot60(a));
            let x = (f64::from(q) + f64::from(r) / 2.0) * STEP;
            let y = f64::from(r) * STEP * 3f64.sqrt() / 2.0;
            (x, y)
        })
        .collect();
    let max_x = raw.iter().map(|p| p.0.abs()).fold(0.0, f64::max);
    let max_y = raw.iter().map(|p| p.1.abs()).fold(0.0, f64::max);
    let (w, h) = (2.0 * (max_x + MARGIN), 2.0 * (max_y + MARGIN));
    let placed = raw
        .into_iter()
        .map(|(x, y)| (x + w / 2.0, y + h / 2.0))
        .collect();
    (placed, w, h)
}

const STYLE: &str = "<style>\
.bg{fill:#f5efe0}.hole{fill:#cdbf9f}.piece{stroke:#222;stroke-width:1.2}\
.path{fill:none;stroke:#222;stroke-width:3;stroke-opacity:.6;stroke-linejoin:round}\
.selected{fill:none;stroke:#111;stroke-width:3}.dest{fill:#27ae60}\
text{font-family:sans-serif;text-anchor:middle;dominant-baseline:central}.caption{font-size:18px;fill:#222}\
</style>";

/// Draws the position `occ` (per hole: seat index or -1) of `game` as an SVG document.
#[must_use]
pub fn render(game: &Game, occ: &[i8], opts: &DiagramOptions) -> String {
    let (at, width, board_h) = layout(game, opts.bottom_seat);
    let caption = opts.caption.as_deref().filter(|c| !c.trim().is_empty());
    let height = board_h + if caption.is_some() { CAPTION_H } else { 0.0 };
    let mut out = open(
        width,
        height,
        caption.unwrap_or("Chinese checkers position"),
    );
    out.push_str(STYLE);
    // One tint class per star point, so each hole carries a short class, not a style.
    out.push_str("<style>");
    for (k, colour) in POINT_COLOURS.iter().enumerate() {
        out.push_str(&format!(".t{k}{{fill:{colour};fill-opacity:.35}}"));
    }
    out.push_str("</style>");
    out.push_str(&format!(
        "<rect class=\"bg\" width=\"{}\" height=\"{}\"/>",
        num(width),
        num(height)
    ));
    let tint = hole_points(game);
    let arms = seats(game.players).unwrap_or(&[]);
    for (i, &(x, y)) in at.iter().enumerate() {
        let name = game.star.names.get(i).map_or("", String::as_str);
        let fill = tint
            .get(i)
            .copied()
            .flatten()
            .map(|k| format!(" t{}", k % 6))
            .unwrap_or_default();
        out.push_str(&format!(
            "<circle class=\"hole{fill}\" data-hole=\"{name}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            num(x),
            num(y),
            num(HOLE_R)
        ));
    }
    let point = |h: u16| at.get(usize::from(h)).copied();
    if opts.last_path.len() > 1 {
        let pts: Vec<String> = opts
            .last_path
            .iter()
            .filter_map(|&h| point(h))
            .map(|(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        out.push_str(&format!(
            "<polyline class=\"path\" points=\"{}\"/>",
            pts.join(" ")
        ));
    }
    for (i, &seat) in occ.iter().enumerate() {
        let (Ok(seat), Some((x, y))) = (usize::try_from(seat), at.get(i).copied()) else {
            continue;
        };
        let colour = arms.get(seat).map_or("#888", |&a| POINT_COLOURS[a % 6]);
        let name = game.star.names.get(i).map_or("", String::as_str);
        out.push_str(&format!(
            "<circle class=\"piece\" data-hole=\"{name}\" data-seat=\"{seat}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{colour}\"/>",
            num(x),
            num(y),
            num(PIECE_R)
        ));
    }
    if let Some((x, y)) = opts.selected.and_then(point) {
        out.push_str(&format!(
            "<circle class=\"selected\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            num(x),
            num(y),
            num(PIECE_R + 3.0)
        ));
    }
    for &h in &opts.destinations {
        if let Some((x, y)) = point(h) {
            let name = game
                .star
                .names
                .get(usize::from(h))
                .map_or("", String::as_str);
            out.push_str(&format!(
                "<circle class=\"dest\" data-hole=\"{name}\" cx=\"{}\" cy=\"{}\" r=\"5\"/>",
                num(x),
                num(y)
            ));
        }
    }
    close(&mut out, width, board_h, CAPTION_H, caption);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn six_players_draw_every_hole_and_piece() {
        let game = Game::new(4, 4, 6, Rules::default()).unwrap_or_else(|e| panic!("{e}"));
        let occ = game.initial();
        let svg = render(&game, &occ, &DiagramOptions::default());
        assert_eq!(svg.matches("class=\"hole").count(), 121);
        assert_eq!(svg.matches("class=\"piece\"").count(), 60);
        assert!(svg.len() < 20_000, "{} bytes", svg.len());
        assert_eq!(svg, render(&game, &occ, &DiagramOptions::default()));
    }

    #[test]
    fn the_bottom_seat_is_drawn_at_the_bottom() {
        let game = Game::new(4, 4, 2, Rules::default()).unwrap_or_else(|e| panic!("{e}"));
        for seat in 0..2 {
            let (at, _, h) = layout(&game, seat);
            let home = &game.home[seat];
            assert!(
                home.iter().all(|&c| at[usize::from(c)].1 > h / 2.0),
                "seat {seat}'s camp is below the centre"
            );
        }
    }

    #[test]
    fn rotation_follows_the_camps() {
        let game = Game::new(4, 4, 6, Rules::default()).unwrap_or_else(|e| panic!("{e}"));
        let star = &game.star;
        for (k, camp) in star.camps.iter().enumerate() {
            let next = &star.camps[(k + 1) % 6];
            for &h in camp {
                let (q, r) = rot60(star.holes[usize::from(h)]);
                let turned = star.index_of(q, r).map(|i| i as u16);
                assert!(turned.is_some_and(|t| next.contains(&t)));
            }
        }
    }
}
