//! Why a request field is refused, as facts: a kind and its numbers or text, never a sentence.
//! Each kind is worded from the catalogues (`reason` in `locales/*/errors.ftl`) in every
//! locale, English included, so a Chinese answer never carries an English reason.

use fluent_bundle::FluentValue;

use super::error::ApiError;
use crate::i18n::{Locale, text};

/// A refused field's reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason<'a> {
    /// A number outside `min..=max`.
    Between {
        /// Least allowed.
        min: i64,
        /// Most allowed.
        max: i64,
    },
    /// A number above `limit`.
    AtMost {
        /// Most allowed.
        limit: i64,
    },
    /// A clock amount that this kind of time control needs.
    PositiveForKind,
    /// More clock timestamps than moves.
    MoreTimestampsThanMoves,
    /// A clock timestamp earlier than the one before.
    EarlierTimestamp,
    /// An event placed after a ply beyond the moves given.
    BeyondMoves {
        /// The event's ply.
        after: i64,
        /// The moves given.
        moves: i64,
    },
    /// A late arrival placed after a move.
    LateBeforeFirstMove,
    /// A sealed move that is empty or too long.
    SealedMoveLength {
        /// Most bytes.
        limit: i64,
    },
    /// An event without a type.
    ChooseEventType,
    /// An empty candidate move.
    EmptyMove,
    /// A move text longer than `limit` bytes.
    MoveTooLong {
        /// Most bytes.
        limit: i64,
    },
    /// More items than `limit`.
    TooMany {
        /// How many were given.
        count: i64,
        /// Most allowed.
        limit: i64,
    },
    /// An empty game record.
    EmptyRecord,
    /// A record of more than `limit` bytes.
    RecordTooLarge {
        /// Its size.
        size: i64,
        /// Most bytes.
        limit: i64,
    },
    /// A text that is not an ICCS square.
    NotASquare {
        /// The text.
        text: &'a str,
    },
    /// A text that is not an ICCS move nor `-`.
    NotAnArrow {
        /// The text.
        text: &'a str,
    },
    /// `show_destinations` without a selected piece.
    NameSelected,
    /// A query parameter given twice.
    GivenTwice,
    /// A query parameter that is not true or false.
    NotABoolean {
        /// The text.
        text: &'a str,
    },
    /// A query parameter the route does not know.
    UnknownParameter {
        /// The parameters it knows.
        known: &'a str,
    },
    /// A required part of the request is missing.
    Required {
        /// What is missing (a catalogue key: `event`, `tournament`, `definition`, `position`,
        /// `game`).
        what: &'a str,
    },
    /// Fewer than two players (or teams).
    AtLeastTwo {
        /// `players` or `teams`.
        what: &'a str,
    },
    /// A number (start number, player id) given twice.
    Twice {
        /// The number.
        number: i64,
    },
    /// A Chinese checkers hole name that is not on the board.
    NotAHole {
        /// The text.
        text: &'a str,
    },
    /// A Chinese checkers board size other than 4 or 5.
    TriangleSize,
    /// A Chinese checkers camp depth out of range.
    CampDepth {
        /// The depth given.
        depth: u32,
        /// The largest allowed.
        max: u32,
    },
    /// A number of Chinese checkers players other than 2, 3, 4 or 6.
    CheckersPlayers {
        /// The number given.
        count: u32,
    },
    /// Camps deeper than a star point with more than two players.
    DeepCampsTwoPlayers,
    /// Piece lists not one per player.
    EntriesForPlayers {
        /// Lists given.
        entries: usize,
        /// Players.
        players: usize,
    },
    /// Too few or too many pieces for a seat.
    SeatPieces {
        /// Pieces given.
        count: usize,
        /// The seat.
        seat: usize,
        /// The pieces it starts with.
        most: usize,
    },
    /// A hole named twice.
    OccupiedTwice {
        /// The hole.
        text: &'a str,
    },
    /// A seat that does not exist.
    NoSuchSeat {
        /// The seat.
        seat: u32,
    },
    /// A path longer than the board has holes.
    PathTooLong,
    /// A path that mixes a step with hops.
    StepWithHops,
    /// A query string that is not URL-encoded text.
    BadQuery,
    /// A `grpc-timeout` header that is not 1 to 8 digits and a unit.
    GrpcTimeout,
    /// A gRPC body whose framing is wrong: `header-cut` (a message header cut short),
    /// `body-short` (shorter than its length prefix) or `messages` (`count` messages in a
    /// unary call), or `undecodable` (the message is no protobuf of its type).
    Frame {
        /// Which fault.
        what: &'a str,
        /// Messages carried (`messages`).
        count: i64,
    },
    /// A result code the tournament reader does not know.
    UnknownResult {
        /// The code.
        text: &'a str,
    },
    /// A control character in a one-line text, at a 1-based character position.
    ControlCharacter {
        /// The position.
        at: i64,
    },
    /// A game without an opponent or a colour.
    GameNeedsOpponent,
    /// A bye or an absence with an opponent.
    ByeHasNoOpponent,
    /// An event without players.
    NoPlayers,
    /// Two parts of a request of which only one may be given: `trf-or-event`,
    /// `groups-or-size`, `preset-or-stages`, `placement-points` (with a scoring other than
    /// placement).
    EitherNotBoth {
        /// Which pair.
        what: &'a str,
    },
    /// A start number that is no player's.
    NoSuchPlayer {
        /// The number.
        number: i64,
    },
    /// A start number of 0.
    StartNumbersFromOne,
    /// Team numbers repeated or not counted from 1.
    TeamNumbers,
    /// A team number that is no team's.
    NoSuchTeam {
        /// The number.
        number: i64,
    },
    /// A match of a team against itself.
    TeamPlaysItself,
    /// A table of a round played that is not a finishing order of 2 to 6 distinct players of the
    /// event (with its seats, if given, the same players), or a player at two tables of a round.
    NotAFinishingOrder,
    /// A bye for a player who has a table in that round.
    ByeAtTable {
        /// The player.
        number: i64,
    },
    /// Placement points that are not one value per place of a table of `size`, never rising,
    /// each a multiple of 0.01 between -1000 and 1000.
    PlacementPoints {
        /// The table size.
        size: i64,
    },
    /// A rating whose μ is not between -1000 and 1000 or whose σ is not above 0 and at most 1000.
    RatingValue,
    /// A tie-break code (FIDE, with C.07 modifiers) refused: `problem` is `not-for` (the
    /// modifier does not apply to the tie-break), `bad-modifier` (not a C.07 modifier, or a
    /// number out of range) or `point-system` (team events only).
    TiebreakCode {
        /// Which problem.
        problem: &'a str,
        /// The modifier as written (a prefix of it).
        modifier: &'a str,
    },
    /// A field that takes one of a few named values.
    OneOf {
        /// The values, listed.
        values: &'a str,
    },
    /// A stage that does not say how it plays.
    ChooseStageFormat,
    /// Not a date `YYYY-MM-DD`.
    NotADate,
    /// A round range outside `1..=max`.
    RoundRange {
        /// The last round allowed.
        max: i64,
    },
    /// The Baku acceleration cannot be applied: `point-system`, `unknown-length`,
    /// `too-many-rounds` (player `number`), `prohibited-pairs` (`number` pairs, `limit`).
    Acceleration {
        /// Which problem.
        what: &'a str,
        /// The player or the number of pairs.
        number: i64,
        /// The most pairs.
        limit: i64,
    },
    /// Points that are not a multiple of 0.5 between 0 and 1000.
    HalfPoints,
    /// More touched squares than the board has.
    MoreThanSquares,
    /// Destinations asked for a piece of a player not to move.
    SelectOwnPiece,
    /// A game record that cannot be read: `not-recognised`, `corrupt`, `bad-start`.
    Record {
        /// Which fault.
        what: &'a str,
    },
    /// A game asked for beyond the games a record holds.
    NoSuchGame {
        /// The 0-based index asked for.
        index: i64,
        /// The games found.
        count: i64,
    },
}

impl Reason<'_> {
    /// The catalogue key of the kind.
    fn key(&self) -> &'static str {
        match self {
            Reason::Between { .. } => "between",
            Reason::AtMost { .. } => "at-most",
            Reason::PositiveForKind => "positive-for-kind",
            Reason::MoreTimestampsThanMoves => "more-timestamps-than-moves",
            Reason::EarlierTimestamp => "earlier-timestamp",
            Reason::BeyondMoves { .. } => "beyond-moves",
            Reason::LateBeforeFirstMove => "late-before-first-move",
            Reason::SealedMoveLength { .. } => "sealed-move-length",
            Reason::ChooseEventType => "choose-event-type",
            Reason::EmptyMove => "empty-move",
            Reason::MoveTooLong { .. } => "move-too-long",
            Reason::TooMany { .. } => "too-many",
            Reason::EmptyRecord => "empty-record",
            Reason::RecordTooLarge { .. } => "record-too-large",
            Reason::NotASquare { .. } => "not-a-square",
            Reason::NotAnArrow { .. } => "not-an-arrow",
            Reason::NameSelected => "name-selected",
            Reason::GivenTwice => "given-twice",
            Reason::NotABoolean { .. } => "not-a-boolean",
            Reason::UnknownParameter { .. } => "unknown-parameter",
            Reason::Required { .. } => "required",
            Reason::AtLeastTwo { .. } => "at-least-two",
            Reason::Twice { .. } => "twice",
            Reason::NotAHole { .. } => "not-a-hole",
            Reason::TriangleSize => "triangle-size",
            Reason::CampDepth { .. } => "camp-depth",
            Reason::CheckersPlayers { .. } => "checkers-players",
            Reason::DeepCampsTwoPlayers => "deep-camps-two-players",
            Reason::EntriesForPlayers { .. } => "entries-for-players",
            Reason::SeatPieces { .. } => "seat-pieces",
            Reason::OccupiedTwice { .. } => "occupied-twice",
            Reason::NoSuchSeat { .. } => "no-such-seat",
            Reason::PathTooLong => "path-too-long",
            Reason::StepWithHops => "step-with-hops",
            Reason::BadQuery => "bad-query",
            Reason::GrpcTimeout => "grpc-timeout",
            Reason::Frame { .. } => "frame",
            Reason::UnknownResult { .. } => "unknown-result",
            Reason::ControlCharacter { .. } => "control-character",
            Reason::GameNeedsOpponent => "game-needs-opponent",
            Reason::ByeHasNoOpponent => "bye-has-no-opponent",
            Reason::NoPlayers => "no-players",
            Reason::EitherNotBoth { .. } => "either-not-both",
            Reason::NoSuchPlayer { .. } => "no-such-player",
            Reason::StartNumbersFromOne => "start-numbers-from-one",
            Reason::TeamNumbers => "team-numbers",
            Reason::NoSuchTeam { .. } => "no-such-team",
            Reason::TeamPlaysItself => "team-plays-itself",
            Reason::NotAFinishingOrder => "not-a-finishing-order",
            Reason::ByeAtTable { .. } => "bye-at-table",
            Reason::PlacementPoints { .. } => "placement-points",
            Reason::RatingValue => "rating-value",
            Reason::OneOf { .. } => "one-of",
            Reason::TiebreakCode { .. } => "tiebreak-code",
            Reason::ChooseStageFormat => "choose-stage-format",
            Reason::NotADate => "not-a-date",
            Reason::RoundRange { .. } => "round-range",
            Reason::Acceleration { .. } => "acceleration",
            Reason::HalfPoints => "half-points",
            Reason::MoreThanSquares => "more-than-squares",
            Reason::SelectOwnPiece => "select-own-piece",
            Reason::Record { .. } => "record",
            Reason::NoSuchGame { .. } => "no-such-game",
        }
    }

    /// The reason in `locale`.
    #[must_use]
    pub fn text(&self, locale: Locale) -> String {
        let mut args: Vec<(&str, FluentValue<'_>)> = vec![("reason", self.key().into())];
        match *self {
            Reason::Between { min, max } => {
                args.push(("min", min.into()));
                args.push(("max", max.into()));
            }
            Reason::AtMost { limit }
            | Reason::SealedMoveLength { limit }
            | Reason::MoveTooLong { limit } => args.push(("limit", limit.into())),
            Reason::BeyondMoves { after, moves } => {
                args.push(("after", after.into()));
                args.push(("count", moves.into()));
            }
            Reason::TooMany { count, limit } | Reason::RecordTooLarge { size: count, limit } => {
                args.push(("count", count.into()));
                args.push(("limit", limit.into()));
            }
            Reason::NotASquare { text: t }
            | Reason::NotAnArrow { text: t }
            | Reason::NotABoolean { text: t } => args.push(("text", t.into())),
            Reason::UnknownParameter { known } => args.push(("known", known.into())),
            Reason::Required { what } | Reason::AtLeastTwo { what } => {
                args.push(("what", what.into()));
            }
            Reason::Twice { number } => args.push(("count", number.into())),
            Reason::NotAHole { text: t } | Reason::OccupiedTwice { text: t } => {
                args.push(("text", t.into()));
            }
            Reason::CampDepth { depth, max } => {
                args.push(("count", depth.into()));
                args.push(("max", max.into()));
            }
            Reason::CheckersPlayers { count } => args.push(("count", count.into())),
            Reason::EntriesForPlayers { entries, players } => {
                args.push(("count", entries.into()));
                args.push(("players", players.into()));
            }
            Reason::SeatPieces { count, seat, most } => {
                args.push(("count", count.into()));
                args.push(("seat", seat.into()));
                args.push(("max", most.into()));
            }
            Reason::NoSuchSeat { seat } => args.push(("seat", seat.into())),
            Reason::Frame { what, count } => {
                args.push(("what", what.into()));
                args.push(("count", count.into()));
            }
            Reason::UnknownResult { text: t } => args.push(("text", t.into())),
            Reason::ControlCharacter { at } => args.push(("at", at.into())),
            Reason::EitherNotBoth { what } | Reason::Record { what } => {
                args.push(("what", what.into()));
            }
            Reason::NoSuchPlayer { number }
            | Reason::NoSuchTeam { number }
            | Reason::ByeAtTable { number }
            | Reason::PlacementPoints { size: number } => {
                args.push(("count", number.into()));
            }
            Reason::OneOf { values } => args.push(("values", values.into())),
            Reason::TiebreakCode { problem, modifier } => {
                args.push(("what", problem.into()));
                args.push(("text", modifier.into()));
            }
            Reason::RoundRange { max } => args.push(("max", max.into())),
            Reason::Acceleration {
                what,
                number,
                limit,
            } => {
                args.push(("what", what.into()));
                args.push(("count", number.into()));
                args.push(("limit", limit.into()));
            }
            Reason::NoSuchGame { index, count } => {
                args.push(("at", index.into()));
                args.push(("count", count.into()));
            }
            _ => {}
        }
        text(locale, "reason", &args)
    }
}

impl ApiError {
    /// `INVALID_ARGUMENT` on `field` for `reason`, worded in every locale from the catalogues.
    #[must_use]
    pub fn because(field: impl Into<String>, reason: Reason<'_>) -> ApiError {
        ApiError::invalid(field, reason.text(Locale::En)).localized(|l| reason.text(l))
    }
}
