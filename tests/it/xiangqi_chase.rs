//! The chase (捉) detector, one small constructed position per rule of the spec.

use arbiter::xiangqi::adjudication::classify::Classifier;
use arbiter::xiangqi::adjudication::material::value;
use arbiter::xiangqi::adjudication::{Classified, MoveClass};
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};
use arbiter::xiangqi::{Position, Square};

fn class_of(fen: &str, mv: &str) -> Classified {
    let before = Position::from_fen(fen).unwrap();
    let m = parse_coord(mv, CoordDialect::Iccs).unwrap();
    let mut after = before.clone();
    after.play(m).unwrap();
    Classifier::new(3, false).classify(&before, m, &after, None)
}

fn sq(s: &str) -> Square {
    Square::parse(s, false).unwrap()
}

#[test]
fn direct_chase_of_an_unprotected_piece() {
    let c = class_of("4k4/9/9/9/n8/9/9/9/9/1R1K5 w - - 0 1", "b0a0");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("a5")]);
    assert_eq!(c.chasers, vec![sq("a0")]);
    assert!(!c.soft);
}

#[test]
fn discovered_attack_is_a_chase() {
    // The horse leaves a2 and uncovers the chariot on a0 against the horse on a6.
    let c = class_of("4k4/9/9/n8/9/9/9/N8/9/R2K5 w - - 0 1", "a2b4");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("a6")]);
    assert_eq!(c.chasers, vec![sq("a0")]);
}

#[test]
fn exchange_that_wins_material_is_a_chase() {
    // A horse attacking a protected chariot still wins material (N for R).
    let c = class_of("4k4/9/1n7/9/2r6/9/9/9/2N6/3K5 w - - 0 1", "c1b3");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("c5")]);
}

#[test]
fn protected_equal_piece_is_not_chased() {
    // A horse attacking a horse protected by a chariot: the exchange gains nothing.
    let c = class_of("4k4/9/2r6/9/2n6/9/9/9/2N6/3K5 w - - 0 1", "c1b3");
    assert_ne!(c.class, MoveClass::Chase, "{c:?}");
}

#[test]
fn pinned_protector_is_a_false_root() {
    // The black chariot e7 would protect the horse d7, but it is pinned against its general by
    // the red chariot e1: the chase is real.
    let pinned = class_of("4k4/9/3nr4/9/9/9/9/9/R3R4/3K5 w - - 0 1", "a1a7");
    assert_eq!(pinned.class, MoveClass::Chase, "{pinned:?}");
    assert_eq!(pinned.chased, vec![sq("d7")]);
    // Without the pin the protection holds: R for N loses material, no chase.
    let free = class_of("4k4/9/3nr4/9/9/9/9/9/R8/3K5 w - - 0 1", "a1a7");
    assert_ne!(free.class, MoveClass::Chase, "{free:?}");
}

#[test]
fn two_independent_attackers_make_a_plain_chase() {
    // Horse d7 protected once (chariot e7), attacked twice from independent lines (chariots a7
    // and d0 after the move): the complete exchange wins it, a plain chase (CXA 图30 variation).
    let c = class_of("4k4/9/3nr4/9/9/9/9/9/R3A4/3RK4 w - - 0 1", "a1a7");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert!(!c.soft, "{c:?}");
}

#[test]
fn chariot_and_cannon_together_make_a_soft_chase() {
    // The chariot steps in front of its cannon: the cannon takes the protected horse over it and
    // the chariot takes back — 车炮联合捉子, which does not make its side the violator against a
    // plain chase (CXA 图10, 图28).
    let c = class_of("4k4/9/3nr4/9/9/9/9/R4A3/5K3/3C5 w - - 0 1", "a2d2");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("d7")]);
    assert!(c.soft, "{c:?}");
}

#[test]
fn soldiers_and_generals_chase_by_themselves_without_penalty() {
    // A crossed red soldier steps next to an unprotected black horse: idle (兵本身允许长捉).
    let c = class_of("4k4/9/9/1n7/P8/9/9/9/9/3K5 w - - 0 1", "a5a6");
    assert_ne!(c.class, MoveClass::Chase, "{c:?}");
}

#[test]
fn uncrossed_soldiers_are_not_chase_targets() {
    // The chariot comes to attack an uncrossed black soldier: no material value, no chase.
    let c = class_of("4k4/9/9/p8/9/9/9/9/9/1R1K5 w - - 0 1", "b0a0");
    assert_ne!(c.class, MoveClass::Chase, "{c:?}");
    let crossed = Position::from_fen("4k4/9/9/9/9/9/9/9/9/p2K5 b - - 0 1").unwrap();
    assert_eq!(value(crossed.piece_at(sq("a0")).unwrap(), sq("a0")), 4);
}

#[test]
fn check_and_mate_threat_classes() {
    let c = class_of("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a0a9");
    assert_eq!(c.class, MoveClass::Check);
    // 杀 is covered on the rule-book cases (USER-图4, CXA 图19 …) in xiangqi_adjudication.
}
