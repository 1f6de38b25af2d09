//! The match procedure on the timeline: resignation, draw offers (提和) and their alternation,
//! technical fouls (技术犯规) with the foul limit, late arrival (迟到) forfeits, sealed moves at
//! an adjournment (封棋).

pub mod clock;
pub mod touch;

use super::endgame::{NoTables, TheoreticalDraws};
pub use super::event::{Event, EventNote, FoulKind};
use super::profile::Profile;
use super::ruling::{Ruling, SealFault};
use super::verdict::{Outcome, Termination, win_for};
use crate::moves::Move;
use crate::notation::{CoordDialect, MoveParseError, parse_move};
use crate::piece::Side;
use crate::position::Position;

/// How an event ended the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EventEnd {
    /// Result.
    pub outcome: Outcome,
    /// Why.
    pub termination: Termination,
    /// The clause that ended it, with its facts.
    pub ruling: Ruling,
    /// The ply boundary.
    pub ply: usize,
    /// The event's index.
    pub index: usize,
}

/// The procedure's state while the game is replayed.
pub struct Procedure<'a> {
    events: &'a [Event],
    profile: &'a Profile,
    /// Refused offers per side.
    refused: [u32; 2],
    /// The pending offer: who offered and the event index.
    pending: Option<(Side, usize)>,
    /// Technical fouls per side.
    pub fouls: [u32; 2],
    /// Notes on events that were rejected or ignored: (event index, why).
    pub notes: Vec<(usize, EventNote)>,
    /// A sealed move waiting to be played: the move and its event's index.
    sealed: Option<(Move, usize, usize)>,
    /// What the endgame tables say, for theoretical-draw claims.
    tables: &'a dyn TheoreticalDraws,
}

impl<'a> Procedure<'a> {
    /// A fresh procedure over `events`.
    pub fn new(events: &'a [Event], profile: &'a Profile) -> Procedure<'a> {
        Procedure {
            events,
            profile,
            refused: [0, 0],
            pending: None,
            fouls: [0, 0],
            notes: Vec::new(),
            sealed: None,
            tables: &NoTables,
        }
    }

    /// The procedure with `tables` to check theoretical-draw claims against.
    pub fn with_tables(self, tables: &'a dyn TheoreticalDraws) -> Procedure<'a> {
        Procedure { tables, ..self }
    }

    /// A move `m` by `mover`: it refuses an offer the opponent made, and is the sealed move if
    /// one waits.
    pub fn on_move(&mut self, mover: Side, m: Move) {
        if let Some((offerer, _)) = self.pending
            && offerer != mover
        {
            self.refused[offerer.index()] += 1;
            self.pending = None;
        }
        if let Some((sealed, index, after_ply)) = self.sealed.take()
            && sealed != m
        {
            self.notes.push((
                index,
                EventNote::SealNotFollowed {
                    played: m,
                    sealed,
                    after_ply,
                },
            ));
        }
    }

    /// The game must wait at the end of the record with a sealed move not yet played.
    pub fn note_unplayed_seal(&mut self) {
        if let Some((sealed, index, after_ply)) = self.sealed.take() {
            self.notes
                .push((index, EventNote::SealWaits { sealed, after_ply }));
        }
    }

    /// A sealed move read in the position it was sealed in.
    fn seal(
        &mut self,
        (index, ply): (usize, usize),
        side: Side,
        text: &str,
        pos: &Position,
    ) -> Option<EventEnd> {
        if side != pos.turn() {
            self.notes.push((index, EventNote::SealOutOfTurn { side }));
            return None;
        }
        let fault = match parse_move(pos, text, CoordDialect::Iccs) {
            Ok(m) => {
                self.sealed = Some((m, index, ply));
                return None;
            }
            Err(MoveParseError::Ambiguous { .. }) => SealFault::Ambiguous,
            Err(MoveParseError::Illegal { .. } | MoveParseError::NoSuchDestination) => {
                SealFault::Illegal
            }
            Err(MoveParseError::NoSuchPiece { .. }) => SealFault::NoSuchPiece,
            Err(_) => SealFault::Unreadable,
        };
        Some(EventEnd {
            outcome: win_for(side.opponent()),
            termination: Termination::SealedMove,
            ruling: Ruling::SealedMove {
                side,
                text: text.to_string(),
                fault,
            },
            ply,
            index,
        })
    }

    fn foul(&mut self, side: Side, ply: usize, index: usize, foul: FoulKind) -> Option<EventEnd> {
        self.fouls[side.index()] += 1;
        let n = self.fouls[side.index()];
        let limit = self.profile.foul_limit;
        if limit > 0 && n >= limit {
            return Some(EventEnd {
                outcome: win_for(side.opponent()),
                termination: Termination::TechnicalFouls,
                ruling: Ruling::TechnicalFouls {
                    side,
                    foul,
                    number: n,
                    limit,
                },
                ply,
                index,
            });
        }
        None
    }

    /// How late `side` arrived beyond `limit` minutes, if it did (its latest arrival event).
    fn late_beyond(&self, side: Side, limit: u32) -> Option<u32> {
        self.events
            .iter()
            .filter_map(|e| match *e {
                Event::LateArrival { side: s, minutes } if s == side && minutes > limit => {
                    Some(minutes)
                }
                _ => None,
            })
            .max()
    }

    /// Processes the events at ply boundary `ply` (in position `pos`); the first that ends the
    /// game is returned.
    pub fn at(&mut self, ply: usize, pos: &Position) -> Option<EventEnd> {
        let to_move = pos.turn();
        let events = self.events;
        for (index, e) in events.iter().enumerate() {
            if e.after_ply() != ply {
                continue;
            }
            match *e {
                Event::Resign { side, .. } => {
                    return Some(EventEnd {
                        outcome: win_for(side.opponent()),
                        termination: Termination::Resignation,
                        ruling: Ruling::Resigned {
                            side,
                            after_ply: ply,
                        },
                        ply,
                        index,
                    });
                }
                Event::DrawAgreed { .. } => {
                    return Some(EventEnd {
                        outcome: Outcome::Draw,
                        termination: Termination::DrawAgreed,
                        ruling: Ruling::DrawAgreed { after_ply: ply },
                        ply,
                        index,
                    });
                }
                Event::LateArrival { side, minutes } => {
                    let limit = self.profile.late_limit_minutes;
                    if minutes > limit
                        && let Some(other) = self.late_beyond(side.opponent(), limit)
                    {
                        // Ruling R10: both beyond the limit is a double forfeit, whichever
                        // arrival is listed first.
                        let (red_minutes, black_minutes) = match side {
                            Side::Red => (minutes, other),
                            Side::Black => (other, minutes),
                        };
                        return Some(EventEnd {
                            outcome: Outcome::BothLose,
                            termination: Termination::Forfeit,
                            ruling: Ruling::BothLate {
                                red_minutes,
                                black_minutes,
                                limit,
                            },
                            ply: 0,
                            index,
                        });
                    }
                    if minutes > limit {
                        return Some(EventEnd {
                            outcome: win_for(side.opponent()),
                            termination: Termination::Forfeit,
                            ruling: Ruling::LateArrival {
                                side,
                                minutes,
                                limit,
                            },
                            ply: 0,
                            index,
                        });
                    }
                    self.notes.push((
                        index,
                        EventNote::LateWithinLimit {
                            side,
                            minutes,
                            limit,
                        },
                    ));
                }
                Event::DrawOffer { side, .. } => {
                    // Ruling R13 (seed 002: move, offer, then press the clock): an offer right
                    // after the offerer's own move is the normal order, as is one on its turn
                    // before moving; only a side that has neither moved nor is to move (Black
                    // before the first move) offers out of turn.
                    if side != to_move && ply == 0 {
                        self.notes.push((index, EventNote::OfferOutOfTurn { side }));
                    } else if let Some((offerer, _)) = self.pending {
                        self.notes
                            .push((index, EventNote::OfferWhilePending { offerer }));
                    } else if self.refused[side.index()] > self.refused[side.opponent().index()] {
                        self.notes
                            .push((index, EventNote::OfferAgainAfterRefusal { side }));
                        if let Some(end) = self.foul(side, ply, index, FoulKind::RepeatedDrawOffer)
                        {
                            return Some(end);
                        }
                    } else {
                        self.pending = Some((side, index));
                    }
                }
                Event::DrawAccept { side, .. } => match self.pending {
                    Some((offerer, offer_index)) if offerer != side => {
                        return Some(EventEnd {
                            outcome: Outcome::Draw,
                            termination: Termination::DrawAgreed,
                            ruling: Ruling::OfferAccepted {
                                side,
                                offerer,
                                offer_event: offer_index,
                            },
                            ply,
                            index,
                        });
                    }
                    _ => self
                        .notes
                        .push((index, EventNote::AcceptWithoutOffer { side })),
                },
                Event::DrawDecline { side, .. } => match self.pending {
                    Some((offerer, _)) if offerer != side => {
                        self.refused[offerer.index()] += 1;
                        self.pending = None;
                    }
                    _ => self
                        .notes
                        .push((index, EventNote::DeclineWithoutOffer { side })),
                },
                Event::Discipline { side, .. } => {
                    return Some(EventEnd {
                        outcome: win_for(side.opponent()),
                        termination: Termination::Discipline,
                        ruling: Ruling::Discipline {
                            side,
                            after_ply: ply,
                        },
                        ply,
                        index,
                    });
                }
                Event::NaturalLimitClaim { side, .. } => {
                    // A claim reaching the procedure is false: at the limit the game has
                    // already ended in a draw before the ply's events (see `judge`).
                    self.notes.push((
                        index,
                        EventNote::ClaimFalse {
                            side,
                            rounds: pos.halfmoves() / 2,
                            limit: self.profile.natural_move_limit_rounds,
                        },
                    ));
                    if let Some(end) = self.foul(side, ply, index, FoulKind::FalseClaim) {
                        return Some(end);
                    }
                }
                Event::TheoreticalDrawClaim { side, .. } => match self.tables.theoretical_draw(pos)
                {
                    Some(class) => {
                        return Some(EventEnd {
                            outcome: Outcome::Draw,
                            termination: Termination::TheoreticalDraw,
                            ruling: Ruling::TheoreticalDrawClaimed { side, ply, class },
                            ply,
                            index,
                        });
                    }
                    None => self
                        .notes
                        .push((index, EventNote::TheoreticalClaimFalse { side })),
                },
                Event::Foul { side, kind, .. } => {
                    if let Some(end) = self.foul(side, ply, index, kind) {
                        return Some(end);
                    }
                }
                Event::SealedMove { side, ref text, .. } => {
                    if let Some(end) = self.seal((index, ply), side, text, pos) {
                        return Some(end);
                    }
                }
            }
        }
        None
    }
}
