//! The game's timeline as submitted (resignations, draw offers, fouls, late arrival, sealed
//! moves) and what the arbiter notes about events it rejects or ignores: the vocabulary the
//! match procedure reads and the verdict reports.

use crate::moves::Move;
use crate::piece::Side;

arbiter_base::keyed_enum! {
    /// Kinds of technical foul.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum FoulKind {
        /// Repeated draw offers disturbing the opponent.
        RepeatedDrawOffer = "repeated-draw-offer",
        /// A natural-move-limit (or other) claim found false.
        FalseClaim = "false-claim",
        /// An own piece touched and then not moved although it could move.
        TouchedNotMoved = "touched-not-moved",
        /// An opponent piece touched and then not captured although it could be.
        TouchedNotCaptured = "touched-not-captured",
        /// An extra move, or a move to a square the piece cannot reach.
        IllegalMoveAttempt = "illegal-move-attempt",
        /// An own piece touched that has no legal move (seed 000 §8, ruling R14).
        TouchedImmobile = "touched-immobile",
        /// An opponent piece touched that no piece can capture (seed 000 §8, ruling R14).
        TouchedUncapturable = "touched-uncapturable",
        /// Another foul named by the arbiter.
        Other = "other",
    }
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
        /// The moves before it: both are moves of the position after this many (so the edge
        /// can write them in Chinese notation, as the score sheet has them).
        after_ply: usize,
    },
    /// The sealed move is legal and waits: it is played on resumption.
    SealWaits {
        /// The sealed move.
        sealed: Move,
        /// The moves before it.
        after_ply: usize,
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
    /// A natural-move-limit claim found false (the limit not reached): counted as a technical
    /// foul (seed 000 §8).
    ClaimFalse {
        /// Who claimed.
        side: Side,
        /// Rounds without a capture when claimed.
        rounds: u32,
        /// The profile's limit in rounds (0: no limit).
        limit: u32,
    },
    /// A theoretical-draw claim the endgame tables do not confirm: the game goes on.
    TheoreticalClaimFalse {
        /// Who claimed.
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
    /// The arbiter declares `side` lost for discipline or refusing to follow the rules (seed
    /// 000 §4, seed 002 胜负 (十)).
    Discipline {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who loses.
        side: Side,
    },
    /// `side` claims a draw by the natural-move limit (自然限着); the arbiter checks it. A true
    /// claim finds the game already drawn by the limit; a false one is a technical foul (seed
    /// 000 §8).
    NaturalLimitClaim {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who claims.
        side: Side,
    },
    /// `side` claims a theoretical draw (理论和棋, ruling R15); the endgame tables check it. A
    /// true claim ends the game drawn; a false one is answered as such and the game goes on (no
    /// text counts it as a foul).
    TheoreticalDrawClaim {
        /// Plies played when it happens.
        after_ply: usize,
        /// Who claims.
        side: Side,
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
            | Event::Discipline { after_ply, .. }
            | Event::NaturalLimitClaim { after_ply, .. }
            | Event::TheoreticalDrawClaim { after_ply, .. }
            | Event::SealedMove { after_ply, .. } => after_ply,
            Event::LateArrival { .. } => 0,
        }
    }
}
