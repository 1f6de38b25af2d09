//! Each illegal-move reason, on a position built to show it.

use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{IllegalMove, PieceKind, Position, Square, Status};

fn sq(s: &str) -> Square {
    Square::parse(s, false).unwrap()
}

fn reason(fen: &str, m: &str) -> Result<(), IllegalMove> {
    let pos = Position::from_fen(fen).unwrap();
    let mv = parse_coord(m, CoordDialect::Iccs).unwrap();
    let result = pos.check_move(mv);
    // The generator and the checker agree.
    assert_eq!(result.is_ok(), pos.legal_moves().contains(mv), "{fen} {m}");
    result
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn square_and_ownership_reasons() {
    assert_eq!(
        reason(START, "e5e6"),
        Err(IllegalMove::NoPieceOnSquare { square: sq("e5") })
    );
    assert_eq!(
        reason(START, "e9e8"),
        Err(IllegalMove::NotYourPiece { square: sq("e9") })
    );
    assert_eq!(
        reason(START, "a0b0"),
        Err(IllegalMove::CapturesOwnPiece { square: sq("b0") })
    );
    assert_eq!(reason(START, "a0a0"), Err(IllegalMove::SameSquare));
}

#[test]
fn piece_movement_reasons() {
    assert_eq!(
        reason(START, "b0d1"),
        Err(IllegalMove::HorseLegBlocked { leg: sq("c0") })
    );
    assert_eq!(reason(START, "b0b1"), Err(IllegalMove::NotAHorseMove));
    assert_eq!(reason(START, "b0c2"), Ok(()));
    assert_eq!(reason(START, "e0e2"), Err(IllegalMove::NotAGeneralMove));
    assert_eq!(reason(START, "e0e1"), Ok(()));
    assert_eq!(
        reason(START, "d0e0"),
        Err(IllegalMove::CapturesOwnPiece { square: sq("e0") })
    );
    assert_eq!(reason(START, "d0d1"), Err(IllegalMove::NotAnAdvisorMove));
    assert_eq!(
        reason(START, "d0c1"),
        Err(IllegalMove::LeavesPalace {
            kind: PieceKind::Advisor
        })
    );
    assert_eq!(reason(START, "c0e2"), Ok(()));
    assert_eq!(reason(START, "c0d2"), Err(IllegalMove::NotAnElephantMove));
    assert_eq!(
        reason(START, "a0a5"),
        Err(IllegalMove::PathBlocked { at: sq("a3") })
    );
    assert_eq!(reason(START, "a0b1"), Err(IllegalMove::NotAStraightLine));
    assert_eq!(reason(START, "h2h9"), Ok(()));
    assert_eq!(reason(START, "h2h7"), Err(IllegalMove::CannonNeedsScreen));
    assert_eq!(
        reason(START, "h2h8"),
        Err(IllegalMove::PathBlocked { at: sq("h7") })
    );
    assert_eq!(
        reason(START, "a3a2"),
        Err(IllegalMove::SoldierCannotRetreat)
    );
    assert_eq!(
        reason(START, "a3b3"),
        Err(IllegalMove::SoldierCannotMoveSideways)
    );
    assert_eq!(reason(START, "a3a5"), Err(IllegalMove::NotASoldierMove));
    assert_eq!(reason(START, "a3a4"), Ok(()));
}

#[test]
fn elephant_eye_and_river() {
    // Red elephant on c4; the eye of c4-e2 is d3, where a red horse stands.
    let fen = "4k4/9/9/9/9/2B6/3N5/9/9/3K5 w - - 0 1";
    assert_eq!(
        reason(fen, "c4e2"),
        Err(IllegalMove::ElephantEyeBlocked { eye: sq("d3") })
    );
    assert_eq!(reason(fen, "c4e6"), Err(IllegalMove::ElephantCrossesRiver));
    assert_eq!(reason(fen, "c4a2"), Ok(()));
}

#[test]
fn soldier_across_the_river() {
    let fen = "4k4/9/9/4P4/9/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(reason(fen, "e6d6"), Ok(()));
    assert_eq!(reason(fen, "e6e7"), Ok(()));
    assert_eq!(reason(fen, "e6e5"), Err(IllegalMove::SoldierCannotRetreat));
    assert_eq!(reason(fen, "e6e8"), Err(IllegalMove::NotASoldierMove));
}

#[test]
fn cannon_with_two_screens() {
    let fen = "4k4/9/9/9/4r4/4p4/4P4/4C4/9/3K5 w - - 0 1";
    assert_eq!(
        reason(fen, "e2e5"),
        Err(IllegalMove::CannonTooManyScreens { screens: 2 })
    );
    assert_eq!(reason(fen, "e2e4"), Ok(()));
}

#[test]
fn general_safety_reasons() {
    // Generals on d9 and e0: stepping to d0 would face the black general on an open file.
    let facing = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(reason(facing, "e0d0"), Err(IllegalMove::GeneralsFace));
    assert_eq!(reason(facing, "e0e1"), Ok(()));
    // The red horse on e1 is pinned by the black chariot on e9: moving it exposes the general.
    let pinned = "3kr4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1";
    assert_eq!(
        reason(pinned, "e1c2"),
        Err(IllegalMove::LeavesGeneralInCheck)
    );
    // A piece that screens the generals may not leave the file.
    let screen = "4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1";
    assert_eq!(reason(screen, "e1c2"), Err(IllegalMove::GeneralsFace));
}

#[test]
fn mate_and_stalemate() {
    // The black general on d9 is checked by the chariot on d8, which the chariot on d7 protects;
    // e9 would face the red general.
    let mate = Position::from_fen("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
    assert!(mate.is_check());
    assert_eq!(
        mate.status(),
        Status::Checkmate {
            winner: arbiter_xiangqi::Side::Red
        }
    );
    // Stalemate (困毙): not in check, but d8 is covered by the soldier and e9 faces the general.
    let stale = Position::from_fen("3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
    assert!(!stale.is_check());
    assert_eq!(
        stale.status(),
        Status::Stalemate {
            winner: arbiter_xiangqi::Side::Red
        }
    );
    assert!(stale.is_stalemate() && !stale.is_checkmate());
    assert_eq!(Position::startpos().status(), Status::Ongoing);
}
