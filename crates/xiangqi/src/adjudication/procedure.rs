//! The match procedure on the timeline: resignation, draw offers (提和) and their alternation,
//! technical fouls (技术犯规) with the foul limit, late arrival (迟到) forfeits, sealed moves at
//! an adjournment (封棋).

use super::game::{Outcome, Termination};
use super::profile::Profile;
use super::ruling::{Ruling, SealFault};
use crate::moves::Move;
use crate::notation::{CoordDialect, MoveParseError, parse_move};
use crate::piece::Side;
use crate::position::Position;

/// Kinds of technical foul.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoulKind {
    /// Repeated draw offers disturbing the opponent.
    RepeatedDrawOffer,
    /// A natural-move-limit (or other) claim found false.
    FalseClaim,
    /// An own piece touched and then not moved although it could move.
    TouchedNotMoved,
    /// An opponent piece touched and then not captured although it could be.
    TouchedNotCaptured,
    /// An extra move, or a move to a square the piece cannot reach.
    IllegalMoveAttempt,
    /// Another foul named by the arbiter.
    Other,
}

/// What became of an event that neither ended the game nor passed silently: facts, worded in
/// the request's language at the edge.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EventNote {
    /// The move recorded on resumption is not the sealed move; the sealed move counts and the
    /// record is judged as submitted.
    SealNotFollowed {
        /// The move played on resumption.
        played: Move,
        /// The sealed move.
        sealed: Move,
    },
    /// The sealed move is legal and waits: it is played on resumption.
    SealWaits {
        /// The sealed move.
        sealed: Move,
    },
    /// A side sealed when it was not its move: rejected.
    SealOutOfTurn {
        /// Who sealed.
        side: Side,
    },
    /// A side arrived late, within the limit.
    LateWithinLimit {
        /// Who was late.
        side: Side,
        /// Minutes late.
        minutes: u32,
        /// The profile's limit in minutes.
        limit: u32,
    },
    /// A draw offer made when it was not the offerer's move: rejected.
    OfferOutOfTurn {
        /// Who offered.
        side: Side,
    },
    /// A draw offer while another is pending: rejected.
    OfferWhilePending {
        /// Who made the pending offer.
        offerer: Side,
    },
    /// A side whose offer was refused offered again before the opponent offered: rejected and
    /// counted as a foul.
    OfferAgainAfterRefusal {
        /// Who offered.
        side: Side,
    },
    /// An acceptance with no offer by the opponent pending: ignored.
    AcceptWithoutOffer {
        /// Who accepted.
        side: Side,
    },
    /// A refusal with no offer by the opponent pending: ignored.
    DeclineWithoutOffer {
        /// Who refused.
        side: Side,
    },
    /// Moves submitted after this event ended the game are not played.
    MovesIgnored {
        /// How many.
        count: usize,
    },
}

/// A timeline event of the match procedure.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// `side` resigns after `after_ply` plies (0 = before the first move).
    Resign {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who resigns.
        side: Side,
    },
    /// The players agree a draw after `after_ply` plies.
    DrawAgreed {
        /// Plies played when it happens.
        after_ply: usize,
    },
    /// `side` (the side to move) offers a draw.
    DrawOffer {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who offers.
        side: Side,
    },
    /// `side` accepts the pending offer.
    DrawAccept {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who accepts.
        side: Side,
    },
    /// `side` refuses the pending offer (playing a move refuses it too).
    DrawDecline {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who refuses.
        side: Side,
    },
    /// The arbiter records a technical foul by `side`.
    Foul {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who.
        side: Side,
        /// Which foul.
        kind: FoulKind,
    },
    /// `side` was seated `minutes` after the round started.
    LateArrival {
        /// Who.
        side: Side,
        /// How late.
        minutes: u32,
    },
    /// The game is adjourned after `after_ply` plies and `side` (the side to move) seals its
    /// next move (封棋) as `text`, in any notation. On resumption the sealed move is played; a
    /// sealed move that is illegal, ambiguous or unreadable loses the game (封棋着法有误).
    SealedMove {
        /// Plies played when the game was adjourned.
        after_ply: usize,
        /// Who sealed.
        side: Side,
        /// The move as written on the envelope's sheet.
        text: String,
    },
}

impl Event {
    /// The ply boundary the event belongs to.
    pub fn after_ply(&self) -> usize {
        match *self {
            Event::Resign { after_ply, .. }
            | Event::DrawAgreed { after_ply }
            | Event::DrawOffer { after_ply, .. }
            | Event::DrawAccept { after_ply, .. }
            | Event::DrawDecline { after_ply, .. }
            | Event::Foul { after_ply, .. }
            | Event::SealedMove { after_ply, .. } => after_ply,
            Event::LateArrival { .. } => 0,
        }
    }
}

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
    sealed: Option<(Move, usize)>,
}

fn win_for(side: Side) -> Outcome {
    match side {
        Side::Red => Outcome::RedWins,
        Side::Black => Outcome::BlackWins,
    }
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
        }
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
        if let Some((sealed, index)) = self.sealed.take()
            && sealed != m
        {
            self.notes
                .push((index, EventNote::SealNotFollowed { played: m, sealed }));
        }
    }

    /// The game must wait at the end of the record with a sealed move not yet played.
    pub fn note_unplayed_seal(&mut self) {
        if let Some((sealed, index)) = self.sealed.take() {
            self.notes.push((index, EventNote::SealWaits { sealed }));
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
                self.sealed = Some((m, index));
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
                    if side != to_move {
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
