//! Repetition advice before a move is played (`advise`): the cycle a candidate closes, who must
//! change, and — at the repetition count — the same verdict adjudication gives.

use arbiter_xiangqi::adjudication::{
    Outcome, Profile, ProfileKind, RepetitionMode, Termination, adjudicate, advise,
};
use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Move, Position, Side};

use crate::data;

fn line(fen: &str, text: &[&str]) -> (Position, Vec<Move>) {
    let start = Position::from_fen(fen).unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for t in text {
        let m = parse_coord(t, CoordDialect::Iccs).unwrap();
        pos.play(m).unwrap();
        moves.push(m);
    }
    (start, moves)
}

const CHASE: &str = "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w";

#[test]
fn a_new_position_has_no_advice() {
    let (start, moves) = line(CHASE, &["b4c4", "c7b7"]);
    let m = parse_coord("c4b4", CoordDialect::Iccs).unwrap();
    assert_eq!(
        advise(&start, &moves, m, &Profile::new(ProfileKind::Cxa)),
        None
    );
}

#[test]
fn the_first_repetition_names_the_side_that_must_change() {
    // Black's b7c7 brings the start position back: red's chariot chased the cannon twice.
    let (start, moves) = line(CHASE, &["b4c4", "c7b7", "c4b4"]);
    let m = parse_coord("b7c7", CoordDialect::Iccs).unwrap();
    let a = advise(&start, &moves, m, &Profile::new(ProfileKind::Cxa)).expect("a repetition");
    assert_eq!(a.occurrences, 2);
    assert_eq!(a.cycle_plies, vec![1, 2, 3, 4]);
    assert_eq!(a.must_change, Some(Side::Red));
    assert!(!a.completes);
    assert_eq!(a.outcome, None);
    assert!(!a.refused);
}

#[test]
fn the_move_that_reaches_the_count_is_refused_only_under_forbid() {
    let history = [
        "b4c4", "c7b7", "c4b4", "b7c7", "b4c4", "c7b7", "c4b4", "b7c7",
    ];
    let (start, moves) = line(CHASE, &history);
    let m = parse_coord("b4c4", CoordDialect::Iccs).unwrap();
    for (mode, refused) in [
        (RepetitionMode::Adjudicate, false),
        (RepetitionMode::Advise, false),
        (RepetitionMode::Forbid, true),
    ] {
        let profile = Profile {
            repetition_mode: mode,
            ..Profile::new(ProfileKind::Cxa)
        };
        let a = advise(&start, &moves, m, &profile).expect("a repetition");
        assert_eq!(a.occurrences, 3);
        assert_eq!(a.cycle_plies, vec![6, 7, 8, 9]);
        assert!(a.completes);
        assert_eq!(
            a.outcome,
            Some((Outcome::BlackWins, Termination::PerpetualAttack))
        );
        assert_eq!(a.refused, refused, "{mode:?}");
    }
    // Black's idle move that reaches the count is never refused: red is the side to change.
    let (start, moves) = line(CHASE, &history[..7]);
    let m = parse_coord("b7c7", CoordDialect::Iccs).unwrap();
    let profile = Profile {
        repetition_mode: RepetitionMode::Forbid,
        ..Profile::new(ProfileKind::Cxa)
    };
    let a = advise(&start, &moves, m, &profile).expect("a repetition");
    assert!(a.completes && !a.refused);
}

/// On every rule-book case whose last move completes the judged repetition, the advice for that
/// move (given the moves before it) gives adjudication's verdict, under CXA and AXF.
#[test]
fn advice_at_the_count_agrees_with_adjudication_on_the_rule_book() {
    let v: serde_json::Value = serde_json::from_str(&data::read("qili_cases.json")).unwrap();
    let mut compared = 0;
    for case in v["cases"].as_array().unwrap() {
        let text: Vec<&str> = case["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        let (start, moves) = line(case["fen"].as_str().unwrap(), &text);
        let Some((&last, before)) = moves.split_last() else {
            continue;
        };
        for kind in [ProfileKind::Cxa, ProfileKind::Axf] {
            let profile = Profile::new(kind);
            let judged = adjudicate(&start, &moves, &profile, &[]);
            let Some(a) = advise(&start, before, last, &profile) else {
                continue;
            };
            if !a.completes || judged.deciding_plies.last() != Some(&moves.len()) {
                continue;
            }
            let (outcome, termination) = a.outcome.unwrap();
            assert_eq!(outcome, judged.outcome, "{} {kind:?}", case["name"]);
            if judged.termination != Termination::RepeatedViolations {
                assert_eq!(termination, judged.termination, "{} {kind:?}", case["name"]);
            }
            compared += 1;
        }
    }
    assert!(compared >= 40, "only {compared} cases compared");
}
