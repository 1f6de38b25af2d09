//! Touch-move (摸子走子): one hand-made case per clause, positive and negative.

use arbiter_xiangqi::adjudication::procedure::touch::{TouchClause, resolve_touch};
use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Position, Square};

fn sq(s: &str) -> Square {
    Square::parse(s, false).unwrap()
}

fn mv(s: &str) -> arbiter_xiangqi::Move {
    parse_coord(s, CoordDialect::Iccs).unwrap()
}

fn names(ms: &[arbiter_xiangqi::Move]) -> Vec<String> {
    let mut v: Vec<String> = ms.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

#[test]
fn own_piece_must_move() {
    let pos = Position::startpos();
    let r = resolve_touch(&pos, &[sq("b0")]);
    assert_eq!(r.clause, TouchClause::OwnMustMove);
    assert_eq!(names(&r.required), ["b0a2", "b0c2"]);
    assert!(r.satisfied_by(mv("b0c2")));
    assert!(
        !r.satisfied_by(mv("h2e2")),
        "moving another piece is a foul"
    );
}

#[test]
fn own_piece_that_cannot_move_leaves_the_move_free() {
    // The horse a0 has both legs blocked (chariot a1, chariot b0): it cannot move.
    let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/RC7/NR2K4 w - - 0 1").unwrap();
    let r = resolve_touch(&pos, &[sq("a0")]);
    assert_eq!(r.clause, TouchClause::OwnCannotMove);
    assert_eq!(r.required.len(), pos.legal_moves().len());
}

#[test]
fn opponent_piece_must_be_captured() {
    let pos = Position::startpos();
    let r = resolve_touch(&pos, &[sq("h9")]);
    assert_eq!(r.clause, TouchClause::OpponentMustBeCaptured);
    assert_eq!(names(&r.required), ["h2h9"]);
    let none = resolve_touch(&pos, &[sq("e9")]);
    assert_eq!(none.clause, TouchClause::OpponentCannotBeCaptured);
}

#[test]
fn own_then_opponent() {
    let pos = Position::startpos();
    // The cannon h2 can take the horse h9.
    let r = resolve_touch(&pos, &[sq("h2"), sq("h9")]);
    assert_eq!(r.clause, TouchClause::OwnCapturesTouched);
    assert_eq!(names(&r.required), ["h2h9"]);
    // The horse b0 cannot take h9: it must move.
    let r = resolve_touch(&pos, &[sq("b0"), sq("h9")]);
    assert_eq!(r.clause, TouchClause::OwnMovesInstead);
    assert_eq!(names(&r.required), ["b0a2", "b0c2"]);
}

#[test]
fn opponent_then_own() {
    let pos = Position::startpos();
    // h9 then b0: b0 cannot take h9, but another piece (the cannon h2) can.
    let r = resolve_touch(&pos, &[sq("h9"), sq("b0")]);
    assert_eq!(r.clause, TouchClause::AnotherCaptures);
    assert_eq!(names(&r.required), ["h2h9"]);
    // e9 then b0: the general cannot be captured, so b0 must move.
    let r = resolve_touch(&pos, &[sq("e9"), sq("b0")]);
    assert_eq!(r.clause, TouchClause::OwnMovesInstead);
}

#[test]
fn nothing_touched_and_free() {
    let pos = Position::startpos();
    assert_eq!(resolve_touch(&pos, &[]).clause, TouchClause::NothingTouched);
    assert_eq!(
        resolve_touch(&pos, &[sq("e5")]).clause,
        TouchClause::NothingTouched
    );
    // Own piece with no move, opponent piece nobody can take → free.
    let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/RC7/NR2K4 w - - 0 1").unwrap();
    let r = resolve_touch(&pos, &[sq("a0"), sq("d9")]);
    assert_eq!(r.clause, TouchClause::Free);
}
