//! The match procedure: draw offers and their alternation, fouls, late arrival, contradictions.
//! Each test is named after the clause it checks.

use arbiter::xiangqi::adjudication::{
    Event, FoulKind, Outcome, Profile, ProfileKind, Termination, adjudicate,
};
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};
use arbiter::xiangqi::{Move, Position, Side};

fn line() -> (Position, Vec<Move>) {
    let start = Position::startpos();
    let moves = [
        "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9",
    ]
    .iter()
    .map(|m| parse_coord(m, CoordDialect::Iccs).unwrap())
    .collect();
    (start, moves)
}

fn run(events: &[Event]) -> arbiter::xiangqi::adjudication::Verdict {
    let (start, moves) = line();
    adjudicate(&start, &moves, &Profile::new(ProfileKind::Club), events)
}

#[test]
fn offer_accepted_is_a_final_draw() {
    let v = run(&[
        Event::DrawOffer {
            after_ply: 2,
            side: Side::Red,
        },
        Event::DrawAccept {
            after_ply: 2,
            side: Side::Black,
        },
    ]);
    assert_eq!(v.outcome, Outcome::Draw);
    assert_eq!(v.termination, Termination::DrawAgreed);
    assert_eq!(v.deciding_event, Some(1));
    assert_eq!(v.moves_after_end, 6);
}

#[test]
fn refused_side_may_not_offer_again_until_the_other_has_offered() {
    // Red offers (refused by black's move), offers again: rejected and a foul.
    let v = run(&[
        Event::DrawOffer {
            after_ply: 0,
            side: Side::Red,
        },
        Event::DrawOffer {
            after_ply: 2,
            side: Side::Red,
        },
    ]);
    assert_eq!(v.outcome, Outcome::Ongoing);
    assert_eq!(v.fouls, [1, 0]);
    assert!(
        v.event_notes
            .iter()
            .any(|(i, m)| *i == 1 && m.contains("may not offer again")),
        "{:?}",
        v.event_notes
    );
}

#[test]
fn equal_offers_let_either_side_offer() {
    // Red offers (declined), black offers (refused by red's move), red may offer again and black accepts.
    let v = run(&[
        Event::DrawOffer {
            after_ply: 0,
            side: Side::Red,
        },
        Event::DrawDecline {
            after_ply: 0,
            side: Side::Black,
        },
        Event::DrawOffer {
            after_ply: 1,
            side: Side::Black,
        },
        Event::DrawOffer {
            after_ply: 4,
            side: Side::Red,
        },
        Event::DrawAccept {
            after_ply: 4,
            side: Side::Black,
        },
    ]);
    assert_eq!(
        v.termination,
        Termination::DrawAgreed,
        "{:?}",
        v.event_notes
    );
    assert_eq!(v.fouls, [0, 0]);
}

#[test]
fn offer_out_of_turn_is_rejected() {
    let v = run(&[Event::DrawOffer {
        after_ply: 0,
        side: Side::Black,
    }]);
    assert!(
        v.event_notes.iter().any(|(_, m)| m.contains("out of turn")),
        "{:?}",
        v.event_notes
    );
    assert_eq!(v.fouls, [0, 0]);
}

#[test]
fn acceptance_without_an_offer_is_reported() {
    let v = run(&[Event::DrawAccept {
        after_ply: 3,
        side: Side::Red,
    }]);
    assert_eq!(v.outcome, Outcome::Ongoing);
    assert_eq!(v.event_notes[0].0, 0);
}

#[test]
fn an_offer_cannot_be_withdrawn_and_a_refusal_ends_it() {
    // Black refuses by playing a move: red's later acceptance of its own offer means nothing.
    let v = run(&[
        Event::DrawOffer {
            after_ply: 0,
            side: Side::Red,
        },
        Event::DrawAccept {
            after_ply: 2,
            side: Side::Black,
        },
    ]);
    assert_eq!(
        v.outcome,
        Outcome::Ongoing,
        "the offer lapsed when black moved"
    );
}

#[test]
fn third_technical_foul_loses() {
    let v = run(&[
        Event::Foul {
            after_ply: 1,
            side: Side::Black,
            kind: FoulKind::TouchedNotMoved,
        },
        Event::Foul {
            after_ply: 3,
            side: Side::Black,
            kind: FoulKind::FalseClaim,
        },
        Event::Foul {
            after_ply: 5,
            side: Side::Black,
            kind: FoulKind::IllegalMoveAttempt,
        },
    ]);
    assert_eq!(v.outcome, Outcome::RedWins);
    assert_eq!(v.termination, Termination::TechnicalFouls);
    assert_eq!(v.fouls, [0, 3]);
    assert_eq!(v.deciding_plies, vec![5]);
}

#[test]
fn late_arrival_beyond_the_limit_forfeits() {
    let v = run(&[Event::LateArrival {
        side: Side::Black,
        minutes: 12,
    }]);
    assert_eq!(v.outcome, Outcome::RedWins);
    assert_eq!(v.termination, Termination::Forfeit);
    // The CXA rule book allows 15 minutes.
    let (start, moves) = line();
    let cxa = adjudicate(
        &start,
        &moves,
        &Profile::new(ProfileKind::Cxa),
        &[Event::LateArrival {
            side: Side::Black,
            minutes: 12,
        }],
    );
    assert_eq!(cxa.outcome, Outcome::Ongoing);
}

#[test]
fn moves_after_resignation_are_not_played() {
    let v = run(&[Event::Resign {
        after_ply: 3,
        side: Side::Black,
    }]);
    assert_eq!(v.outcome, Outcome::RedWins);
    assert_eq!(v.plies.len(), 3);
    assert_eq!(v.moves_after_end, 5);
}
