//! The match procedure: draw offers and their alternation, fouls, late arrival, contradictions.
//! Each test is named after the clause it checks.

use arbiter_xiangqi::adjudication::{
    Event, EventNote, FoulKind, Outcome, Profile, ProfileKind, Termination, adjudicate,
};
use arbiter_xiangqi::adjudication::{Ruling, SealFault};
use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Move, Position, Side};

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

fn run(events: &[Event]) -> arbiter_xiangqi::adjudication::Verdict {
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
            .contains(&(1, EventNote::OfferAgainAfterRefusal { side: Side::Red })),
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
        v.event_notes
            .iter()
            .any(|(_, n)| *n == EventNote::OfferOutOfTurn { side: Side::Black }),
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

/// CXA and AXF: the third technical foul loses (their books; the Club profile never, R12).
#[test]
fn third_technical_foul_loses() {
    let (start, moves) = line();
    let cxa = Profile::new(ProfileKind::Cxa);
    let v = adjudicate(
        &start,
        &moves,
        &cxa,
        &[
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
        ],
    );
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

fn sealed(after_ply: usize, side: Side, text: &str) -> Event {
    Event::SealedMove {
        after_ply,
        side,
        text: text.to_string(),
    }
}

#[test]
fn a_legal_sealed_move_is_played_on_resumption() {
    // After 4 plies red seals 车一平二 (i0h0 is ply 5 of the line): the game goes on.
    let v = run(&[sealed(4, Side::Red, "车一平二")]);
    assert_eq!(v.outcome, Outcome::Ongoing, "{:?}", v.ruling);
    assert!(v.event_notes.is_empty(), "{:?}", v.event_notes);
}

#[test]
fn a_sealed_move_other_than_the_one_recorded_is_noted() {
    let v = run(&[sealed(4, Side::Red, "a0a1")]);
    assert_eq!(v.outcome, Outcome::Ongoing, "{:?}", v.ruling);
    assert!(
        matches!(v.event_notes[0].1, EventNote::SealNotFollowed { .. }),
        "{:?}",
        v.event_notes
    );
}

#[test]
fn a_sealed_move_at_the_end_of_the_record_waits_for_resumption() {
    let v = run(&[sealed(8, Side::Red, "b2b9")]);
    assert_eq!(v.outcome, Outcome::Ongoing, "{:?}", v.ruling);
    assert!(
        matches!(v.event_notes[0].1, EventNote::SealWaits { .. }),
        "{:?}",
        v.event_notes
    );
}

#[test]
fn an_illegal_ambiguous_or_unreadable_sealed_move_loses() {
    // After 4 plies (红 炮二平五 马二进三 …) red to move.
    for (text, fault) in [
        ("车九进九", SealFault::Illegal),
        ("e3e5", SealFault::Illegal),
        ("zz", SealFault::Unreadable),
        ("兵进一", SealFault::Unreadable),
    ] {
        let v = run(&[sealed(4, Side::Red, text)]);
        assert_eq!(v.outcome, Outcome::BlackWins, "{text}: {:?}", v.ruling);
        assert_eq!(v.termination, Termination::SealedMove, "{text}");
        assert_eq!(v.deciding_event, Some(0));
        assert!(
            matches!(&v.ruling, Ruling::SealedMove { side: Side::Red, fault: f, .. } if *f == fault),
            "{text}: {:?}",
            v.ruling
        );
    }
}

#[test]
fn an_ambiguous_sealed_move_loses() {
    // Two red chariots on file 9: 车九进一 could be either.
    let start = Position::from_fen("4k4/9/9/9/9/9/9/R8/9/R2K5 w").unwrap();
    let v = adjudicate(
        &start,
        &[],
        &Profile::new(ProfileKind::Axf),
        &[sealed(0, Side::Red, "车九进一")],
    );
    assert_eq!(v.termination, Termination::SealedMove, "{:?}", v.ruling);
    assert!(
        matches!(
            v.ruling,
            Ruling::SealedMove {
                fault: SealFault::Ambiguous,
                ..
            }
        ),
        "{:?}",
        v.ruling
    );
}

#[test]
fn a_seal_out_of_turn_is_rejected() {
    let v = run(&[sealed(4, Side::Black, "车1平2")]);
    assert_eq!(v.outcome, Outcome::Ongoing);
    assert!(
        v.event_notes[0].1 == EventNote::SealOutOfTurn { side: Side::Black },
        "{:?}",
        v.event_notes
    );
}

/// Ruling R10 (seed 000 §4: a player seated beyond the limit forfeits): when both are beyond
/// it, neither appeared and neither wins — a double forfeit (0–0), whichever arrival is
/// listed first, in every profile; within the limit the other side's forfeit stands.
#[test]
fn both_late_beyond_the_limit_both_forfeit() {
    for kind in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
        let profile = Profile::new(kind);
        let limit = profile.late_limit_minutes;
        for first in [Side::Red, Side::Black] {
            let (start, moves) = line();
            let events = [
                Event::LateArrival {
                    side: first,
                    minutes: limit + 1,
                },
                Event::LateArrival {
                    side: first.opponent(),
                    minutes: limit + 7,
                },
            ];
            let v = adjudicate(&start, &moves, &profile, &events);
            assert_eq!(v.outcome, Outcome::BothLose, "{kind:?} {first:?}");
            assert_eq!(v.termination, Termination::Forfeit);
            let (red, black) = match first {
                Side::Red => (limit + 1, limit + 7),
                Side::Black => (limit + 7, limit + 1),
            };
            assert_eq!(
                v.ruling,
                Ruling::BothLate {
                    red_minutes: red,
                    black_minutes: black,
                    limit
                }
            );
            assert!(v.plies.is_empty(), "no move is played");
            // One of them within the limit: the other forfeits alone.
            let events = [
                Event::LateArrival {
                    side: first,
                    minutes: limit,
                },
                Event::LateArrival {
                    side: first.opponent(),
                    minutes: limit + 7,
                },
            ];
            let v = adjudicate(&start, &moves, &profile, &events);
            let winner = match first {
                Side::Red => Outcome::RedWins,
                Side::Black => Outcome::BlackWins,
            };
            assert_eq!(v.outcome, winner, "{kind:?} {first:?}");
        }
    }
}

/// Ruling R12 (seed 000 §8 lists the technical fouls and §9 uses them only to rank: 犯规): in
/// the Club profile fouls of every kind — touching a piece that cannot move or an opponent's
/// piece that cannot be taken, an extra move or one to an impossible point (R14), repeated
/// offers — are counted for each side and never end the game.
#[test]
fn club_fouls_are_counted_and_never_end_the_game() {
    let kinds = [
        FoulKind::TouchedImmobile,
        FoulKind::TouchedUncapturable,
        FoulKind::IllegalMoveAttempt,
        FoulKind::TouchedNotMoved,
        FoulKind::TouchedNotCaptured,
        FoulKind::FalseClaim,
    ];
    for side in [Side::Red, Side::Black] {
        let events: Vec<Event> = kinds
            .iter()
            .enumerate()
            .map(|(i, &kind)| Event::Foul {
                after_ply: i + 1,
                side,
                kind,
            })
            .collect();
        let v = run(&events);
        assert_eq!(v.outcome, Outcome::Ongoing, "{side:?}");
        let want = match side {
            Side::Red => [6, 0],
            Side::Black => [0, 6],
        };
        assert_eq!(v.fouls, want);
    }
}

/// Ruling R13, seed 002: "走完棋后提和，再按钟" — the offer comes right after the offerer's
/// own move; the opponent, now to move, accepts it. Both colours; a move by the opponent
/// instead refuses it.
#[test]
fn an_offer_right_after_the_offerers_own_move_stands() {
    for (after_ply, offerer) in [(1, Side::Red), (2, Side::Black), (5, Side::Red)] {
        let v = run(&[
            Event::DrawOffer {
                after_ply,
                side: offerer,
            },
            Event::DrawAccept {
                after_ply,
                side: offerer.opponent(),
            },
        ]);
        assert_eq!(v.outcome, Outcome::Draw, "{offerer:?} at {after_ply}");
        assert_eq!(v.termination, Termination::DrawAgreed);
        // The only note: the rest of the line is not played after the draw.
        assert!(
            v.event_notes
                .iter()
                .all(|(_, n)| matches!(n, EventNote::MovesIgnored { .. })),
            "{:?}",
            v.event_notes
        );
        // Refused by the opponent's move: no draw, no note, no foul.
        let v = run(&[Event::DrawOffer {
            after_ply,
            side: offerer,
        }]);
        assert_eq!(v.outcome, Outcome::Ongoing);
        assert!(v.event_notes.is_empty(), "{:?}", v.event_notes);
    }
    // Three offers in a row, each refused, in the Club profile: the 2nd and 3rd are not the
    // offerer's to make (the refusals alternate) and count as fouls; the game goes on (R12).
    let v = run(&[
        Event::DrawOffer {
            after_ply: 1,
            side: Side::Red,
        },
        Event::DrawOffer {
            after_ply: 3,
            side: Side::Red,
        },
        Event::DrawOffer {
            after_ply: 5,
            side: Side::Red,
        },
    ]);
    assert_eq!(v.outcome, Outcome::Ongoing);
    assert_eq!(v.fouls, [2, 0]);
}

/// Seed 000 §4〔三〕 and seed 002 胜负 (十): the arbiter may declare a side lost for discipline
/// or refusing to follow the rules — both colours, at any ply; the moves after it are not
/// played.
#[test]
fn a_loss_declared_for_discipline_ends_the_game() {
    for (side, winner) in [
        (Side::Red, Outcome::BlackWins),
        (Side::Black, Outcome::RedWins),
    ] {
        let v = run(&[Event::Discipline { after_ply: 3, side }]);
        assert_eq!(v.outcome, winner);
        assert_eq!(v.termination, Termination::Discipline);
        assert_eq!(v.ruling, Ruling::Discipline { side, after_ply: 3 });
        assert_eq!(v.plies.len(), 3);
    }
}

/// Seed 000 §8〔二〕: a natural-move-limit claim the arbiter finds false is a technical foul
/// (counted; in the Club profile it never ends the game, R12); one made when the limit is
/// reached finds the game already drawn by it.
#[test]
fn a_false_natural_limit_claim_is_a_foul() {
    let v = run(&[Event::NaturalLimitClaim {
        after_ply: 4,
        side: Side::Black,
    }]);
    assert_eq!(v.outcome, Outcome::Ongoing);
    assert_eq!(v.fouls, [0, 1]);
    assert!(
        v.event_notes.iter().any(|(_, n)| matches!(
            n,
            EventNote::ClaimFalse {
                side: Side::Black,
                rounds: 2,
                limit: 40
            }
        )),
        "{:?}",
        v.event_notes
    );
    // At the limit: 40 rounds without a capture, the horses shuttling; the claim after the
    // 80th ply finds the game drawn.
    let start = Position::startpos();
    let shuttle = ["b0c2", "b9c7", "c2b0", "c7b9"];
    let moves: Vec<Move> = shuttle
        .iter()
        .cycle()
        .take(80)
        .map(|m| parse_coord(m, CoordDialect::Iccs).unwrap())
        .collect();
    let mut profile = Profile::new(ProfileKind::Club);
    profile.repetition_count = 100;
    let v = adjudicate(
        &start,
        &moves,
        &profile,
        &[Event::NaturalLimitClaim {
            after_ply: 80,
            side: Side::Black,
        }],
    );
    assert_eq!(v.outcome, Outcome::Draw, "{:?}", v.ruling);
    assert_eq!(v.termination, Termination::NaturalMoveLimit);
    assert_eq!(v.fouls, [0, 0]);
}
