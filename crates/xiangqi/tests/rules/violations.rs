//! The third repetition violation (违例) loses: a side told to change a forbidden repetition
//! that changes has one violation; the one that reaches the profile's limit loses the game.

use arbiter_xiangqi::adjudication::Ruling;
use arbiter_xiangqi::adjudication::{
    Outcome, Profile, ProfileKind, RepetitionMode, Termination, adjudicate,
};
use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Move, Position};

/// A chariot chasing an unprotected cannon for one cycle (the position comes back once: a
/// warning, red must change), then the generals step to fresh squares (red changed), `episodes`
/// times over.
fn chases(episodes: usize) -> (Position, Vec<Move>) {
    let start = Position::from_fen("5k3/9/2c6/9/9/1R7/9/9/9/4K4 w").unwrap();
    let cycle = ["b4c4", "c7b7", "c4b4", "b7c7"];
    let changes = [["e0d0", "f9f8"], ["d0d1", "f8f7"], ["d1e1", "f7e7"]];
    let mut text: Vec<&str> = Vec::new();
    for k in 0..episodes {
        if k > 0 {
            text.extend(changes[k - 1]);
        }
        text.extend(cycle);
    }
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for t in text {
        let m = parse_coord(t, CoordDialect::Iccs).unwrap();
        assert!(pos.is_legal(m), "{t} in {}", pos.to_fen());
        pos.play(m).unwrap();
        moves.push(m);
    }
    (start, moves)
}

/// A profile whose platform tells players at a forbidden repetition (the premise of the rule).
fn told(kind: ProfileKind) -> Profile {
    Profile {
        repetition_mode: RepetitionMode::Advise,
        ..Profile::new(kind)
    }
}

#[test]
fn two_violations_are_counted_and_the_game_goes_on() {
    let (start, moves) = chases(2);
    let v = adjudicate(&start, &moves, &told(ProfileKind::Cxa), &[]);
    assert_eq!(v.outcome, Outcome::Ongoing, "{:?}", v.ruling);
    assert_eq!(
        v.violations, None,
        "two runs cannot reach the limit of 3: not judged"
    );
    assert!(v.warning.is_some());
}

#[test]
fn the_third_violation_loses_under_every_profile() {
    let (start, moves) = chases(3);
    for kind in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
        let v = adjudicate(&start, &moves, &told(kind), &[]);
        assert_eq!(v.outcome, Outcome::BlackWins, "{kind:?}: {:?}", v.ruling);
        assert_eq!(v.termination, Termination::RepeatedViolations);
        assert_eq!(v.violations, Some([3, 0]));
        // The third cycle decides: its four plies, ending at the last move.
        assert_eq!(v.deciding_plies, vec![13, 14, 15, 16], "{kind:?}");
        assert!(
            matches!(v.ruling, Ruling::RepeatedViolations { number: 3, .. }),
            "{:?}",
            v.ruling
        );
    }
}

#[test]
fn a_limit_of_zero_leaves_the_repetition_count_to_decide() {
    let (start, moves) = chases(3);
    let profile = Profile {
        violation_limit: 0,
        ..told(ProfileKind::Cxa)
    };
    let v = adjudicate(&start, &moves, &profile, &[]);
    assert_eq!(v.outcome, Outcome::Ongoing, "{:?}", v.ruling);
    assert_eq!(v.violations, None);
}

/// Over the board (adjudicate mode, the default) nobody tells a player at the first
/// repetition, so nothing is counted: the repetition count alone decides.
#[test]
fn over_the_board_repetitions_are_not_counted_as_violations() {
    let (start, moves) = chases(3);
    for kind in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
        let v = adjudicate(&start, &moves, &Profile::new(kind), &[]);
        assert_eq!(v.outcome, Outcome::Ongoing, "{kind:?}: {:?}", v.ruling);
        assert_eq!(v.violations, None);
    }
}
