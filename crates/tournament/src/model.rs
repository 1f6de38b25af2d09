//! The tournament model: players, their round-by-round history and the point system.
//!
//! Points are integers counted in **half-points** (1-½-0 is 2-1-0 here), so every
//! comparison and sum is exact.
//!
//! ```
//! use arbiter_tournament::model::{
//!     Colour, GameResult, PointSystem, RoundEntry, RoundKind, format_points,
//! };
//!
//! let draw_as_black = RoundEntry {
//!     opponent: Some(2),
//!     colour: Some(Colour::Black),
//!     kind: RoundKind::Played(GameResult::Draw),
//! };
//! // 1-½-0 counts a draw as one half-point; CXA 13.3's asymmetric draw gives Black more.
//! assert_eq!(PointSystem::STANDARD.points(&draw_as_black), 1);
//! assert_eq!(format_points(PointSystem::STANDARD.points(&draw_as_black)), "0.5");
//! let bye = RoundEntry::without_opponent(RoundKind::PairingBye);
//! assert_eq!(format_points(PointSystem::STANDARD.points(&bye)), "1.0");
//! ```

use std::collections::BTreeMap;

/// Points in half-point units: `2` is one point, `1` is half a point.
pub type HalfPoints = i64;

/// A player's pairing (start) number, 1-based.
pub type PlayerId = u32;

arbiter_base::keyed_enum! {
    /// The colour of a side. TRF "white" is red, the side that moves first.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum Colour {
        /// Moves first (TRF `w`).
        Red = "red",
        /// Moves second (TRF `b`).
        Black = "black",
    }
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn flip(self) -> Colour {
        match self {
            Colour::Red => Colour::Black,
            Colour::Black => Colour::Red,
        }
    }
}

/// What happened to a player in one round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoundKind {
    /// A game played over the board, with its result for this player.
    Played(GameResult),
    /// Won by forfeit against the scheduled opponent (not a played game).
    ForfeitWin,
    /// Lost by forfeit (also both sides of a double forfeit).
    ForfeitLoss,
    /// The pairing-allocated bye (PAB).
    PairingBye,
    /// A requested half-point bye.
    HalfBye,
    /// A full-point bye (not the PAB).
    FullBye,
    /// Zero-point bye, absence, withdrawal, or not paired.
    ZeroBye,
}

/// The result of a game for one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameResult {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

/// One round of one player's history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoundEntry {
    /// The scheduled opponent (games and forfeits).
    pub opponent: Option<PlayerId>,
    /// The colour the player had or was scheduled to have.
    pub colour: Option<Colour>,
    /// What happened.
    pub kind: RoundKind,
}

impl RoundEntry {
    /// An entry for a round without an opponent.
    #[must_use]
    pub fn without_opponent(kind: RoundKind) -> Self {
        RoundEntry {
            opponent: None,
            colour: None,
            kind,
        }
    }

    /// Whether a game was played over the board.
    #[must_use]
    pub fn played(&self) -> bool {
        matches!(self.kind, RoundKind::Played(_))
    }

    /// Whether this round is a "voluntary unplayed round" (FIDE C.07 art. 16):
    /// forfeit loss, half-point bye, zero-point bye or absence.
    #[must_use]
    pub fn voluntary_unplayed(&self) -> bool {
        matches!(
            self.kind,
            RoundKind::ForfeitLoss | RoundKind::HalfBye | RoundKind::ZeroBye
        )
    }
}

/// The point system of an event (all in half-points).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointSystem {
    /// A win (also forfeit wins and full-point byes).
    pub win: HalfPoints,
    /// A draw for the red side (and half-point byes).
    pub draw: HalfPoints,
    /// A draw for the black side; equal to `draw` unless the event uses an asymmetric draw.
    pub draw_black: HalfPoints,
    /// A loss over the board.
    pub loss: HalfPoints,
    /// A forfeit loss, a zero-point bye or an absence.
    pub zero: HalfPoints,
    /// The pairing-allocated bye.
    pub bye: HalfPoints,
}

impl PointSystem {
    /// FIDE 1-½-0.
    pub const STANDARD: PointSystem = PointSystem {
        win: 2,
        draw: 1,
        draw_black: 1,
        loss: 0,
        zero: 0,
        bye: 2,
    };
    /// The Chinese Xiangqi Association's 2-1-0.
    pub const CXA: PointSystem = PointSystem {
        win: 4,
        draw: 2,
        draw_black: 2,
        loss: 0,
        zero: 0,
        bye: 4,
    };

    /// 3-1-0 (pairing bye 3).
    pub const THREE_ONE_ZERO: PointSystem = PointSystem {
        win: 6,
        draw: 2,
        draw_black: 2,
        loss: 0,
        zero: 0,
        bye: 6,
    };

    /// The points a round earns.
    #[must_use]
    pub fn points(&self, entry: &RoundEntry) -> HalfPoints {
        match entry.kind {
            RoundKind::Played(GameResult::Win) | RoundKind::ForfeitWin | RoundKind::FullBye => {
                self.win
            }
            RoundKind::Played(GameResult::Draw) => {
                if entry.colour == Some(Colour::Black) {
                    self.draw_black
                } else {
                    self.draw
                }
            }
            RoundKind::HalfBye => self.draw,
            RoundKind::Played(GameResult::Loss) => self.loss,
            RoundKind::ForfeitLoss | RoundKind::ZeroBye => self.zero,
            RoundKind::PairingBye => self.bye,
        }
    }
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem::STANDARD
    }
}

/// A registered player.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Player {
    /// Pairing (start) number.
    pub id: PlayerId,
    /// Name as given.
    pub name: String,
    /// Rating, 0 = unrated.
    pub rating: u32,
    /// The history, round 1 first.
    pub rounds: Vec<RoundEntry>,
    /// Fouls recorded by the arbiter (犯规), used by the Chinese tie-breaks.
    pub fouls: u32,
    /// The player's club or team ("" = none): with [`Tournament::avoid_same_club`], two players
    /// of one club never meet.
    pub club: String,
}

/// A whole event: its players and rules.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tournament {
    /// The name.
    pub name: String,
    /// Players by pairing number.
    pub players: BTreeMap<PlayerId, Player>,
    /// The planned number of rounds, when known.
    pub total_rounds: Option<u32>,
    /// The colour of the top seed in round 1, when stated.
    pub initial_colour: Option<Colour>,
    /// The point system.
    pub points: PointSystem,
    /// How scores are accelerated for pairing (FIDE C.04.5).
    pub acceleration: Acceleration,
    /// Explicit virtual points per player and round (index 0 = round 1), added to the score
    /// for pairing only (TRF `XXA` / `250`). When any are given they replace the
    /// [`Acceleration`] rule, as in bbpPairings.
    pub virtual_points: BTreeMap<PlayerId, Vec<HalfPoints>>,
    /// Groups of players who may not be paired with each other in a range of rounds
    /// (TRF `XXP` / `260`; FIDE C.04.2 allows them when fixed before round 1).
    pub prohibited: Vec<ProhibitedPairs>,
    /// Players of the same (non-empty) [`Player::club`] never meet: each club is one
    /// prohibited group for every round.
    pub avoid_same_club: bool,
    /// The first day of the event (year, month, day; TRF `042`), which decides the tie-break
    /// rules in force.
    pub start_date: Option<(u16, u8, u8)>,
    /// The event's own tie-breaks after the points, as FIDE codes (`BH/C1`, `SB` …): TRF-2026
    /// record `212` without its first code (the points), else record `202`; empty when the
    /// file names none.
    pub rank_order: Vec<String>,
    /// The places the file's 001 lines state (columns 86–89), by start number; a blank or 0
    /// place is left out.
    pub file_ranks: BTreeMap<PlayerId, u32>,
    /// Points per player and round (index 0 = round 1) that replace what the point system
    /// gives the round: a team's game points in a match vary with its boards, not with the
    /// match's outcome alone. Empty for an individual event.
    pub round_points: BTreeMap<PlayerId, Vec<HalfPoints>>,
}

/// An acceleration rule: virtual points some players carry into the pairing of early rounds.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Acceleration {
    /// No acceleration (unless explicit virtual points are given).
    #[default]
    None,
    /// The Baku method (FIDE C.04.5.1).
    Baku,
}

/// A group of players none of whom may be paired with another of the group in rounds
/// `first_round..=last_round` (1-based).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ProhibitedPairs {
    /// The players (two or more pairing numbers).
    pub players: Vec<PlayerId>,
    /// The first round the prohibition applies to.
    pub first_round: u32,
    /// The last round it applies to.
    pub last_round: u32,
}

impl Tournament {
    /// The number of rounds any player has an entry for.
    #[must_use]
    pub fn rounds_recorded(&self) -> usize {
        self.players
            .values()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0)
    }

    /// The entry of `player` in `round` (0-based); missing entries read as not paired.
    #[must_use]
    pub fn entry(&self, player: &Player, round: usize) -> RoundEntry {
        player
            .rounds
            .get(round)
            .copied()
            .unwrap_or(RoundEntry::without_opponent(RoundKind::ZeroBye))
    }

    /// The points `player` earned in `round` (0-based): the explicit
    /// [`Tournament::round_points`] when given, else what the point system gives `entry`.
    #[must_use]
    pub fn points_in(&self, player: &Player, round: usize, entry: &RoundEntry) -> HalfPoints {
        self.round_points
            .get(&player.id)
            .and_then(|points| points.get(round).copied())
            .unwrap_or_else(|| self.points.points(entry))
    }

    /// A player's score after the first `rounds` rounds.
    #[must_use]
    pub fn score_after(&self, player: &Player, rounds: usize) -> HalfPoints {
        player
            .rounds
            .iter()
            .take(rounds)
            .enumerate()
            .map(|(r, e)| self.points_in(player, r, e))
            .sum()
    }

    /// A player's total score.
    #[must_use]
    pub fn score(&self, player: &Player) -> HalfPoints {
        self.score_after(player, player.rounds.len())
    }
}

/// Formats half-points as a decimal number of points (`3.5`).
#[must_use]
pub fn format_points(points: HalfPoints) -> String {
    let sign = if points < 0 { "-" } else { "" };
    let abs = points.unsigned_abs();
    format!("{sign}{}.{}", abs / 2, if abs % 2 == 1 { 5 } else { 0 })
}
