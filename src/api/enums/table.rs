//! The table: every enum the API reads or writes, with its proto counterpart.

use super::proto_enum;
use crate::checkers::match_play::GameStatus;
use crate::checkers::{CampRule, CampScope, Hop, WinRule};
use crate::pb::checkers::v1 as ck;
use crate::pb::common::v1 as common;
use crate::pb::tournament::v1 as tn;
use crate::pb::xiangqi::v1 as xq;
use crate::tournament::checkers_standings::{ByeScore, TableScoring, TableTiebreak};
use crate::tournament::event::definition::{GameOutcome, GroupDraw, Seeding};
use crate::tournament::event::presets::EventPreset;
use crate::tournament::fide_rating::FideRules;
use crate::tournament::knockout::MatchResult;
use crate::tournament::model::{Acceleration, Colour};
use crate::tournament::ratings::RatingSystem;
use crate::tournament::standings::{Preset, Tiebreak, UnplayedRule};
use crate::tournament::swiss::check::{Criterion, Favours};
use crate::tournament::teams::{BoardResult, TeamTiebreak};
use crate::xiangqi::adjudication::procedure::touch::TouchClause;
use crate::xiangqi::adjudication::qili::clause::ClauseKind;
use crate::xiangqi::adjudication::qili::not_chased::NotChaseReason;
use crate::xiangqi::adjudication::{
    FoulKind, MoveClass, Outcome, Pattern, ProfileKind, RepetitionMode, Termination,
};
use crate::xiangqi::diagram::{Characters, Orientation};
use crate::xiangqi::notation::MoveNotation;
use crate::xiangqi::record::RecordFormat;
use crate::xiangqi::{IllegalMove, Side, Status};

// Shared.
proto_enum!(Side <=> common::Side { Red, Black } unset Unspecified);
proto_enum!(Colour <=> common::Side { Red, Black } unset Unspecified);

// Xiangqi: moves, notation, records, diagrams.
proto_enum!(MoveNotation <=> xq::MoveNotation {
    Iccs, IccsOneBased = Iccs1based, Chinese, Wxf,
} unset Unspecified);
proto_enum!(Status => xq::PositionStatus { Ongoing, Checkmate, Stalemate });
proto_enum!(IllegalMove => xq::IllegalMoveReason {
    SameSquare, NoPieceOnSquare, NotYourPiece, CapturesOwnPiece, LeavesPalace, NotAGeneralMove,
    NotAnAdvisorMove, NotAnElephantMove, ElephantCrossesRiver, ElephantEyeBlocked,
    NotAHorseMove, HorseLegBlocked, NotAStraightLine, PathBlocked, CannonNeedsScreen,
    CannonTooManyScreens, SoldierCannotRetreat, SoldierCannotMoveSideways, NotASoldierMove,
    GeneralsFace, LeavesGeneralInCheck,
});
proto_enum!(RecordFormat <=> xq::RecordFormat { Pgn, DhtmlXq = Dhtmlxq, Xqf } unset Unspecified);
proto_enum!(Orientation <=> xq::DiagramOrientation { RedBottom, BlackBottom } unset Unspecified);
proto_enum!(Characters <=> xq::PieceCharacters { Simplified, Traditional } unset Unspecified);

// Xiangqi: rule profiles, 棋例 and the match procedure.
proto_enum!(ProfileKind <=> xq::RuleProfile { Club, Cxa, Axf } unset Unspecified);
proto_enum!(RepetitionMode <=> xq::RepetitionMode {
    Adjudicate, Advise, Forbid,
} unset Unspecified);
proto_enum!(MoveClass <=> xq::MoveClass {
    Check, MateThreat, Chase, Exchange, Offer, Block, Follow, Idle,
} unset Unspecified);
proto_enum!(Pattern <=> xq::Pattern {
    LongCheck, LongAttack, LongSoftAttack, Allowed,
} unset Unspecified);
proto_enum!(ClauseKind <=> xq::ClauseKind {
    GivesCheck, ThreatensMate, JudgedForbiddenWay, WinsMaterial, WinsByEvenTrade, WinsByCheck,
    AttacksChariot, WinsJointly, NewTarget, NewAttacker, FreedByLeaving, NeedsMovedPiece,
    AnswersCheck, OffersLikePiece, OpensExchange, BacksExchange, ExchangeParriesMate,
    BlocksMate, OffersPiece, Follows, NothingElse,
} unset Unspecified);
proto_enum!(NotChaseReason <=> xq::NotChaseReason {
    JudgedMateThreat, AnswersCheck, GeneralOrSoldier, UncrossedSoldier, LikePieces, NotNew,
    Protected, SecondAttacker,
} unset Unspecified);
proto_enum!(Outcome <=> xq::Outcome {
    Ongoing, RedWins, BlackWins, Draw, BothLose,
} unset Unspecified);
proto_enum!(Termination <=> xq::Termination {
    None = Unspecified, Checkmate, Stalemate, PerpetualCheck, PerpetualAttack,
    Repetition = RepetitionDraw, NaturalMoveLimit, InsufficientMaterial, Resignation,
    DrawAgreed, IllegalMove, TimeForfeit, TechnicalFouls, Forfeit, RepeatedViolations,
    SealedMove, Discipline, TheoreticalDraw,
});
proto_enum!(FoulKind <=> xq::FoulKind {
    RepeatedDrawOffer, FalseClaim, TouchedNotMoved, TouchedNotCaptured, IllegalMoveAttempt,
    Other, TouchedImmobile, TouchedUncapturable,
} unset Unspecified);
proto_enum!(TouchClause <=> xq::TouchClause {
    NothingTouched, OwnMustMove, OwnCannotMove, OpponentMustBeCaptured,
    OpponentCannotBeCaptured, OwnCapturesTouched, OwnMovesInstead, AnotherCaptures, Free,
} unset Unspecified);

// Chinese checkers.
proto_enum!(Hop <=> ck::Hop { Standard, Long } unset Unspecified);
proto_enum!(CampRule <=> ck::CampRule { NoEnter, Allowed, NoStop } unset Unspecified);
proto_enum!(CampScope <=> ck::CampScope { Seated, Homes, All } unset Unspecified);
proto_enum!(WinRule <=> ck::WinRule { FullWithOwn, Standard } unset Unspecified);
proto_enum!(GameStatus <=> ck::GameStatus {
    Ongoing, Finished, PassRound = PassRoundDraw, MoveCap = MoveCapDraw,
    IllegalTurn = IllegalMove,
} unset Unspecified);

// Tournaments.
proto_enum!(Tiebreak <=> tn::Tiebreak {
    Buchholz, BuchholzCut1, MedianBuchholz1, SonnebornBerger, Progressive, DirectEncounter,
    Wins, GamesWon, BlackGames, BlackWins, AverageRatingOfOpponents, OpponentScoreCxa, Fouls,
    PerformanceRating, PerfectPerformance, AveragePerformanceOfOpponents,
    AveragePerfectPerformanceOfOpponents,
    EarlierScores, ProgressiveCuts, BuchholzCut2, MedianBuchholz2, SonnebornBergerCut1,
    ForeBuchholz, AverageOfOpponentsBuchholz, Koya, RoundsElectedToPlay, Rating, StartNumber,
} unset Unspecified);
proto_enum!(Preset <=> tn::TiebreakPreset {
    CxaOpponents, CxaProgressive, CxaRoundRobin, Fide, ClubRoundRobin,
} unset Unspecified);
proto_enum!(UnplayedRule <=> tn::UnplayedRule { Fide2024, Fide2026, Plain } unset Unspecified);
proto_enum!(RatingSystem <=> tn::RatingSystem { Fide, Glicko2 } unset Unspecified);
proto_enum!(FideRules <=> tn::FideRatingRules { March2024, October2025 } unset Unspecified);
proto_enum!(Acceleration <=> tn::Acceleration { None = Unspecified, Baku });
proto_enum!(Criterion <=> tn::PairingCriterion {
    Rematch, ProhibitedPair, ByeIneligible, AbsoluteColourClash, ScoreDifferences,
    ByeUnplayedGames, ColourPreferences, StrongColourPreferences, RepeatedDownfloatLastRound,
    RepeatedUpfloatLastRound, RepeatedDownfloatTwoRoundsAgo, RepeatedUpfloatTwoRoundsAgo,
    CandidateOrder, ColourAllocation,
} unset Unspecified);
proto_enum!(Favours <=> tn::CriterionFavours {
    Neither = Unspecified, Engine, Submitted = Played,
});
proto_enum!(MatchResult <=> tn::MatchOutcome { TopWins, BottomWins, Drawn } unset Unspecified);
proto_enum!(TableScoring <=> tn::TableScoring { Winner, Linear, Placement } unset Unspecified);
proto_enum!(ByeScore <=> tn::ByeScore { Average, Win, Zero } unset Unspecified);
proto_enum!(TableTiebreak <=> tn::TableTiebreak {
    Wins, OpponentsBeaten, PlaceSum, OpponentsPoints, DirectEncounter
} unset Unspecified);
proto_enum!(TeamTiebreak <=> tn::TeamTiebreak {
    GamePoints, BoardWins, DirectEncounter, Fouls, BoardOrder,
} unset Unspecified);
proto_enum!(BoardResult <=> tn::BoardOutcome {
    HomeWins, Draw, AwayWins, BothLose, HomeWinsByForfeit, AwayWinsByForfeit, DoubleForfeit,
} unset Unspecified);
proto_enum!(GroupDraw <=> tn::GroupDraw { Random, Serpentine, Pots } unset Unspecified);
proto_enum!(Seeding <=> tn::StageSeeding {
    ByPlaceThenPoints, CrossGroups, Random,
} unset Unspecified);
proto_enum!(EventPreset <=> tn::EventPreset {
    ClubThreeStage, Swiss, GroupsThenKnockout,
} unset Unspecified);
proto_enum!(GameOutcome <=> tn::GameOutcome {
    RedWins, BlackWins, Draw, RedWinsByForfeit, BlackWinsByForfeit, BothLose, DoubleForfeit,
} unset Unspecified);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::enums::{FromProto, ToProto, optional, required};
    use crate::api::error::ErrorCode;

    /// Every proto number the table reads as a domain value is written back as the same
    /// number, and the names offered in errors are exactly those numbers' names.
    fn round_trips<T>() -> usize
    where
        T: ToProto + FromProto<Pb = <T as ToProto>::Pb>,
        <T as ToProto>::Pb: TryFrom<i32>,
    {
        let mut mapped = 0;
        for raw in 0..256 {
            let Ok(pb) = <T as FromProto>::Pb::try_from(raw) else {
                continue;
            };
            if let Some(d) = T::from_pb(pb) {
                assert_eq!(d.wire(), raw, "{} value {raw}", std::any::type_name::<T>());
                mapped += 1;
            }
        }
        assert_eq!(mapped, T::names().len(), "{}", std::any::type_name::<T>());
        mapped
    }

    #[test]
    fn every_two_way_row_round_trips() {
        let counts = [
            round_trips::<Side>(),
            round_trips::<Colour>(),
            round_trips::<MoveNotation>(),
            round_trips::<RecordFormat>(),
            round_trips::<Orientation>(),
            round_trips::<Characters>(),
            round_trips::<ProfileKind>(),
            round_trips::<RepetitionMode>(),
            round_trips::<MoveClass>(),
            round_trips::<Pattern>(),
            round_trips::<ClauseKind>(),
            round_trips::<NotChaseReason>(),
            round_trips::<Outcome>(),
            round_trips::<Termination>(),
            round_trips::<FoulKind>(),
            round_trips::<TouchClause>(),
            round_trips::<Hop>(),
            round_trips::<CampRule>(),
            round_trips::<CampScope>(),
            round_trips::<WinRule>(),
            round_trips::<GameStatus>(),
            round_trips::<Tiebreak>(),
            round_trips::<Preset>(),
            round_trips::<UnplayedRule>(),
            round_trips::<Acceleration>(),
            round_trips::<Criterion>(),
            round_trips::<Favours>(),
            round_trips::<MatchResult>(),
            round_trips::<TeamTiebreak>(),
            round_trips::<BoardResult>(),
            round_trips::<GroupDraw>(),
            round_trips::<Seeding>(),
            round_trips::<EventPreset>(),
            round_trips::<GameOutcome>(),
        ];
        assert!(counts.iter().all(|&n| n >= 2));
    }

    #[test]
    fn unset_reads_as_not_given_and_unknown_numbers_name_the_field() {
        assert_eq!(optional::<Side>("side", 0).ok(), Some(None));
        assert_eq!(optional::<Side>("side", 1).ok(), Some(Some(Side::Red)));
        let e = optional::<Side>("events[3].side", 99).err();
        let e = e.as_ref().map(|e| (e.code, e.violations[0].field.as_str()));
        assert_eq!(e, Some((ErrorCode::InvalidArgument, "events[3].side")));
    }

    #[test]
    fn a_required_field_left_unset_lists_what_it_takes() {
        let Err(e) = required::<Side>("events[0].side", 0) else {
            panic!("an unset side was accepted");
        };
        assert_eq!(e.violations[0].field, "events[0].side");
        assert!(e.message.contains("SIDE_RED, SIDE_BLACK"), "{}", e.message);
        // Where the domain has a value for "unspecified", unset is that value, not an error.
        assert_eq!(
            required::<Acceleration>("a", 0).ok(),
            Some(Acceleration::None)
        );
    }
}
