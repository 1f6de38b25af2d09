from arbiter.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PairingSystem(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PAIRING_SYSTEM_UNSPECIFIED: _ClassVar[PairingSystem]
    PAIRING_SYSTEM_DUTCH: _ClassVar[PairingSystem]

class ResultKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RESULT_KIND_UNSPECIFIED: _ClassVar[ResultKind]
    RESULT_KIND_WIN: _ClassVar[ResultKind]
    RESULT_KIND_DRAW: _ClassVar[ResultKind]
    RESULT_KIND_LOSS: _ClassVar[ResultKind]
    RESULT_KIND_FORFEIT_WIN: _ClassVar[ResultKind]
    RESULT_KIND_FORFEIT_LOSS: _ClassVar[ResultKind]
    RESULT_KIND_PAIRING_BYE: _ClassVar[ResultKind]
    RESULT_KIND_HALF_BYE: _ClassVar[ResultKind]
    RESULT_KIND_FULL_BYE: _ClassVar[ResultKind]
    RESULT_KIND_ZERO_BYE: _ClassVar[ResultKind]

class PointPreset(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POINT_PRESET_UNSPECIFIED: _ClassVar[PointPreset]
    POINT_PRESET_STANDARD: _ClassVar[PointPreset]
    POINT_PRESET_CXA: _ClassVar[PointPreset]
    POINT_PRESET_THREE_ONE_ZERO: _ClassVar[PointPreset]
    POINT_PRESET_ASYMMETRIC_DRAW: _ClassVar[PointPreset]

class Acceleration(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ACCELERATION_UNSPECIFIED: _ClassVar[Acceleration]
    ACCELERATION_BAKU: _ClassVar[Acceleration]

class Tiebreak(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TIEBREAK_UNSPECIFIED: _ClassVar[Tiebreak]
    TIEBREAK_BUCHHOLZ: _ClassVar[Tiebreak]
    TIEBREAK_BUCHHOLZ_CUT1: _ClassVar[Tiebreak]
    TIEBREAK_MEDIAN_BUCHHOLZ1: _ClassVar[Tiebreak]
    TIEBREAK_SONNEBORN_BERGER: _ClassVar[Tiebreak]
    TIEBREAK_PROGRESSIVE: _ClassVar[Tiebreak]
    TIEBREAK_DIRECT_ENCOUNTER: _ClassVar[Tiebreak]
    TIEBREAK_WINS: _ClassVar[Tiebreak]
    TIEBREAK_GAMES_WON: _ClassVar[Tiebreak]
    TIEBREAK_BLACK_GAMES: _ClassVar[Tiebreak]
    TIEBREAK_BLACK_WINS: _ClassVar[Tiebreak]
    TIEBREAK_AVERAGE_RATING_OF_OPPONENTS: _ClassVar[Tiebreak]
    TIEBREAK_OPPONENT_SCORE_CXA: _ClassVar[Tiebreak]
    TIEBREAK_FOULS: _ClassVar[Tiebreak]
    TIEBREAK_EARLIER_SCORES: _ClassVar[Tiebreak]
    TIEBREAK_PROGRESSIVE_CUTS: _ClassVar[Tiebreak]
    TIEBREAK_PERFORMANCE_RATING: _ClassVar[Tiebreak]
    TIEBREAK_PERFECT_PERFORMANCE: _ClassVar[Tiebreak]
    TIEBREAK_AVERAGE_PERFORMANCE_OF_OPPONENTS: _ClassVar[Tiebreak]
    TIEBREAK_AVERAGE_PERFECT_PERFORMANCE_OF_OPPONENTS: _ClassVar[Tiebreak]
    TIEBREAK_BUCHHOLZ_CUT2: _ClassVar[Tiebreak]
    TIEBREAK_MEDIAN_BUCHHOLZ2: _ClassVar[Tiebreak]
    TIEBREAK_SONNEBORN_BERGER_CUT1: _ClassVar[Tiebreak]
    TIEBREAK_FORE_BUCHHOLZ: _ClassVar[Tiebreak]
    TIEBREAK_AVERAGE_OF_OPPONENTS_BUCHHOLZ: _ClassVar[Tiebreak]
    TIEBREAK_KOYA: _ClassVar[Tiebreak]
    TIEBREAK_ROUNDS_ELECTED_TO_PLAY: _ClassVar[Tiebreak]
    TIEBREAK_RATING: _ClassVar[Tiebreak]
    TIEBREAK_START_NUMBER: _ClassVar[Tiebreak]

class TiebreakPreset(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TIEBREAK_PRESET_UNSPECIFIED: _ClassVar[TiebreakPreset]
    TIEBREAK_PRESET_CXA_OPPONENTS: _ClassVar[TiebreakPreset]
    TIEBREAK_PRESET_CXA_PROGRESSIVE: _ClassVar[TiebreakPreset]
    TIEBREAK_PRESET_CXA_ROUND_ROBIN: _ClassVar[TiebreakPreset]
    TIEBREAK_PRESET_FIDE: _ClassVar[TiebreakPreset]
    TIEBREAK_PRESET_CLUB_ROUND_ROBIN: _ClassVar[TiebreakPreset]

class UnplayedRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    UNPLAYED_RULE_UNSPECIFIED: _ClassVar[UnplayedRule]
    UNPLAYED_RULE_FIDE_2024: _ClassVar[UnplayedRule]
    UNPLAYED_RULE_FIDE_2026: _ClassVar[UnplayedRule]
    UNPLAYED_RULE_PLAIN: _ClassVar[UnplayedRule]

class RatingSystem(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RATING_SYSTEM_UNSPECIFIED: _ClassVar[RatingSystem]
    RATING_SYSTEM_FIDE: _ClassVar[RatingSystem]
    RATING_SYSTEM_GLICKO2: _ClassVar[RatingSystem]

class FideRatingRules(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FIDE_RATING_RULES_UNSPECIFIED: _ClassVar[FideRatingRules]
    FIDE_RATING_RULES_MARCH_2024: _ClassVar[FideRatingRules]
    FIDE_RATING_RULES_OCTOBER_2025: _ClassVar[FideRatingRules]

class TableScoring(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TABLE_SCORING_UNSPECIFIED: _ClassVar[TableScoring]
    TABLE_SCORING_WINNER: _ClassVar[TableScoring]
    TABLE_SCORING_LINEAR: _ClassVar[TableScoring]
    TABLE_SCORING_PLACEMENT: _ClassVar[TableScoring]

class ByeScore(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BYE_SCORE_UNSPECIFIED: _ClassVar[ByeScore]
    BYE_SCORE_AVERAGE: _ClassVar[ByeScore]
    BYE_SCORE_WIN: _ClassVar[ByeScore]
    BYE_SCORE_ZERO: _ClassVar[ByeScore]

class TableTiebreak(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TABLE_TIEBREAK_UNSPECIFIED: _ClassVar[TableTiebreak]
    TABLE_TIEBREAK_WINS: _ClassVar[TableTiebreak]
    TABLE_TIEBREAK_OPPONENTS_BEATEN: _ClassVar[TableTiebreak]
    TABLE_TIEBREAK_PLACE_SUM: _ClassVar[TableTiebreak]
    TABLE_TIEBREAK_OPPONENTS_POINTS: _ClassVar[TableTiebreak]
    TABLE_TIEBREAK_DIRECT_ENCOUNTER: _ClassVar[TableTiebreak]

class MatchOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MATCH_OUTCOME_UNSPECIFIED: _ClassVar[MatchOutcome]
    MATCH_OUTCOME_TOP_WINS: _ClassVar[MatchOutcome]
    MATCH_OUTCOME_BOTTOM_WINS: _ClassVar[MatchOutcome]
    MATCH_OUTCOME_DRAWN: _ClassVar[MatchOutcome]

class BoardOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BOARD_OUTCOME_UNSPECIFIED: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_HOME_WINS: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_DRAW: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_AWAY_WINS: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_BOTH_LOSE: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_HOME_WINS_BY_FORFEIT: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_AWAY_WINS_BY_FORFEIT: _ClassVar[BoardOutcome]
    BOARD_OUTCOME_DOUBLE_FORFEIT: _ClassVar[BoardOutcome]

class TeamTiebreak(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TEAM_TIEBREAK_UNSPECIFIED: _ClassVar[TeamTiebreak]
    TEAM_TIEBREAK_GAME_POINTS: _ClassVar[TeamTiebreak]
    TEAM_TIEBREAK_BOARD_WINS: _ClassVar[TeamTiebreak]
    TEAM_TIEBREAK_DIRECT_ENCOUNTER: _ClassVar[TeamTiebreak]
    TEAM_TIEBREAK_FOULS: _ClassVar[TeamTiebreak]
    TEAM_TIEBREAK_BOARD_ORDER: _ClassVar[TeamTiebreak]

class StageFormat(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STAGE_FORMAT_UNSPECIFIED: _ClassVar[StageFormat]
    STAGE_FORMAT_KNOCKOUT: _ClassVar[StageFormat]
    STAGE_FORMAT_ROUND_ROBIN: _ClassVar[StageFormat]
    STAGE_FORMAT_SWISS: _ClassVar[StageFormat]

class GroupDraw(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GROUP_DRAW_UNSPECIFIED: _ClassVar[GroupDraw]
    GROUP_DRAW_RANDOM: _ClassVar[GroupDraw]
    GROUP_DRAW_SERPENTINE: _ClassVar[GroupDraw]
    GROUP_DRAW_POTS: _ClassVar[GroupDraw]

class StageSeeding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STAGE_SEEDING_UNSPECIFIED: _ClassVar[StageSeeding]
    STAGE_SEEDING_BY_PLACE_THEN_POINTS: _ClassVar[StageSeeding]
    STAGE_SEEDING_CROSS_GROUPS: _ClassVar[StageSeeding]
    STAGE_SEEDING_RANDOM: _ClassVar[StageSeeding]

class EventPreset(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EVENT_PRESET_UNSPECIFIED: _ClassVar[EventPreset]
    EVENT_PRESET_CLUB_THREE_STAGE: _ClassVar[EventPreset]
    EVENT_PRESET_SWISS: _ClassVar[EventPreset]
    EVENT_PRESET_GROUPS_THEN_KNOCKOUT: _ClassVar[EventPreset]

class GameOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_OUTCOME_UNSPECIFIED: _ClassVar[GameOutcome]
    GAME_OUTCOME_RED_WINS: _ClassVar[GameOutcome]
    GAME_OUTCOME_BLACK_WINS: _ClassVar[GameOutcome]
    GAME_OUTCOME_DRAW: _ClassVar[GameOutcome]
    GAME_OUTCOME_RED_WINS_BY_FORFEIT: _ClassVar[GameOutcome]
    GAME_OUTCOME_BLACK_WINS_BY_FORFEIT: _ClassVar[GameOutcome]
    GAME_OUTCOME_BOTH_LOSE: _ClassVar[GameOutcome]
    GAME_OUTCOME_DOUBLE_FORFEIT: _ClassVar[GameOutcome]

class PlayoffReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PLAYOFF_REASON_UNSPECIFIED: _ClassVar[PlayoffReason]
    PLAYOFF_REASON_CUT: _ClassVar[PlayoffReason]
    PLAYOFF_REASON_TITLE: _ClassVar[PlayoffReason]
    PLAYOFF_REASON_DRAWN_MATCH: _ClassVar[PlayoffReason]

class PairingCriterion(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PAIRING_CRITERION_UNSPECIFIED: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_REMATCH: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_BYE_INELIGIBLE: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_ABSOLUTE_COLOUR_CLASH: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_SCORE_DIFFERENCES: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_BYE_UNPLAYED_GAMES: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_COLOUR_PREFERENCES: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_STRONG_COLOUR_PREFERENCES: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_REPEATED_DOWNFLOAT_LAST_ROUND: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_REPEATED_UPFLOAT_LAST_ROUND: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_REPEATED_DOWNFLOAT_TWO_ROUNDS_AGO: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_REPEATED_UPFLOAT_TWO_ROUNDS_AGO: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_CANDIDATE_ORDER: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_COLOUR_ALLOCATION: _ClassVar[PairingCriterion]
    PAIRING_CRITERION_PROHIBITED_PAIR: _ClassVar[PairingCriterion]

class CriterionFavours(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CRITERION_FAVOURS_UNSPECIFIED: _ClassVar[CriterionFavours]
    CRITERION_FAVOURS_ENGINE: _ClassVar[CriterionFavours]
    CRITERION_FAVOURS_PLAYED: _ClassVar[CriterionFavours]

class PairingWarningKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PAIRING_WARNING_KIND_UNSPECIFIED: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_UNKNOWN_PLAYER: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_NOT_AVAILABLE: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_PAIRED_TWICE: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_NOT_PAIRED: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_REMATCH: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_PROHIBITED_PAIR: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_BYE_INELIGIBLE: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_THIRD_SAME_COLOUR: _ClassVar[PairingWarningKind]
    PAIRING_WARNING_KIND_COLOUR_DIFFERENCE: _ClassVar[PairingWarningKind]
PAIRING_SYSTEM_UNSPECIFIED: PairingSystem
PAIRING_SYSTEM_DUTCH: PairingSystem
RESULT_KIND_UNSPECIFIED: ResultKind
RESULT_KIND_WIN: ResultKind
RESULT_KIND_DRAW: ResultKind
RESULT_KIND_LOSS: ResultKind
RESULT_KIND_FORFEIT_WIN: ResultKind
RESULT_KIND_FORFEIT_LOSS: ResultKind
RESULT_KIND_PAIRING_BYE: ResultKind
RESULT_KIND_HALF_BYE: ResultKind
RESULT_KIND_FULL_BYE: ResultKind
RESULT_KIND_ZERO_BYE: ResultKind
POINT_PRESET_UNSPECIFIED: PointPreset
POINT_PRESET_STANDARD: PointPreset
POINT_PRESET_CXA: PointPreset
POINT_PRESET_THREE_ONE_ZERO: PointPreset
POINT_PRESET_ASYMMETRIC_DRAW: PointPreset
ACCELERATION_UNSPECIFIED: Acceleration
ACCELERATION_BAKU: Acceleration
TIEBREAK_UNSPECIFIED: Tiebreak
TIEBREAK_BUCHHOLZ: Tiebreak
TIEBREAK_BUCHHOLZ_CUT1: Tiebreak
TIEBREAK_MEDIAN_BUCHHOLZ1: Tiebreak
TIEBREAK_SONNEBORN_BERGER: Tiebreak
TIEBREAK_PROGRESSIVE: Tiebreak
TIEBREAK_DIRECT_ENCOUNTER: Tiebreak
TIEBREAK_WINS: Tiebreak
TIEBREAK_GAMES_WON: Tiebreak
TIEBREAK_BLACK_GAMES: Tiebreak
TIEBREAK_BLACK_WINS: Tiebreak
TIEBREAK_AVERAGE_RATING_OF_OPPONENTS: Tiebreak
TIEBREAK_OPPONENT_SCORE_CXA: Tiebreak
TIEBREAK_FOULS: Tiebreak
TIEBREAK_EARLIER_SCORES: Tiebreak
TIEBREAK_PROGRESSIVE_CUTS: Tiebreak
TIEBREAK_PERFORMANCE_RATING: Tiebreak
TIEBREAK_PERFECT_PERFORMANCE: Tiebreak
TIEBREAK_AVERAGE_PERFORMANCE_OF_OPPONENTS: Tiebreak
TIEBREAK_AVERAGE_PERFECT_PERFORMANCE_OF_OPPONENTS: Tiebreak
TIEBREAK_BUCHHOLZ_CUT2: Tiebreak
TIEBREAK_MEDIAN_BUCHHOLZ2: Tiebreak
TIEBREAK_SONNEBORN_BERGER_CUT1: Tiebreak
TIEBREAK_FORE_BUCHHOLZ: Tiebreak
TIEBREAK_AVERAGE_OF_OPPONENTS_BUCHHOLZ: Tiebreak
TIEBREAK_KOYA: Tiebreak
TIEBREAK_ROUNDS_ELECTED_TO_PLAY: Tiebreak
TIEBREAK_RATING: Tiebreak
TIEBREAK_START_NUMBER: Tiebreak
TIEBREAK_PRESET_UNSPECIFIED: TiebreakPreset
TIEBREAK_PRESET_CXA_OPPONENTS: TiebreakPreset
TIEBREAK_PRESET_CXA_PROGRESSIVE: TiebreakPreset
TIEBREAK_PRESET_CXA_ROUND_ROBIN: TiebreakPreset
TIEBREAK_PRESET_FIDE: TiebreakPreset
TIEBREAK_PRESET_CLUB_ROUND_ROBIN: TiebreakPreset
UNPLAYED_RULE_UNSPECIFIED: UnplayedRule
UNPLAYED_RULE_FIDE_2024: UnplayedRule
UNPLAYED_RULE_FIDE_2026: UnplayedRule
UNPLAYED_RULE_PLAIN: UnplayedRule
RATING_SYSTEM_UNSPECIFIED: RatingSystem
RATING_SYSTEM_FIDE: RatingSystem
RATING_SYSTEM_GLICKO2: RatingSystem
FIDE_RATING_RULES_UNSPECIFIED: FideRatingRules
FIDE_RATING_RULES_MARCH_2024: FideRatingRules
FIDE_RATING_RULES_OCTOBER_2025: FideRatingRules
TABLE_SCORING_UNSPECIFIED: TableScoring
TABLE_SCORING_WINNER: TableScoring
TABLE_SCORING_LINEAR: TableScoring
TABLE_SCORING_PLACEMENT: TableScoring
BYE_SCORE_UNSPECIFIED: ByeScore
BYE_SCORE_AVERAGE: ByeScore
BYE_SCORE_WIN: ByeScore
BYE_SCORE_ZERO: ByeScore
TABLE_TIEBREAK_UNSPECIFIED: TableTiebreak
TABLE_TIEBREAK_WINS: TableTiebreak
TABLE_TIEBREAK_OPPONENTS_BEATEN: TableTiebreak
TABLE_TIEBREAK_PLACE_SUM: TableTiebreak
TABLE_TIEBREAK_OPPONENTS_POINTS: TableTiebreak
TABLE_TIEBREAK_DIRECT_ENCOUNTER: TableTiebreak
MATCH_OUTCOME_UNSPECIFIED: MatchOutcome
MATCH_OUTCOME_TOP_WINS: MatchOutcome
MATCH_OUTCOME_BOTTOM_WINS: MatchOutcome
MATCH_OUTCOME_DRAWN: MatchOutcome
BOARD_OUTCOME_UNSPECIFIED: BoardOutcome
BOARD_OUTCOME_HOME_WINS: BoardOutcome
BOARD_OUTCOME_DRAW: BoardOutcome
BOARD_OUTCOME_AWAY_WINS: BoardOutcome
BOARD_OUTCOME_BOTH_LOSE: BoardOutcome
BOARD_OUTCOME_HOME_WINS_BY_FORFEIT: BoardOutcome
BOARD_OUTCOME_AWAY_WINS_BY_FORFEIT: BoardOutcome
BOARD_OUTCOME_DOUBLE_FORFEIT: BoardOutcome
TEAM_TIEBREAK_UNSPECIFIED: TeamTiebreak
TEAM_TIEBREAK_GAME_POINTS: TeamTiebreak
TEAM_TIEBREAK_BOARD_WINS: TeamTiebreak
TEAM_TIEBREAK_DIRECT_ENCOUNTER: TeamTiebreak
TEAM_TIEBREAK_FOULS: TeamTiebreak
TEAM_TIEBREAK_BOARD_ORDER: TeamTiebreak
STAGE_FORMAT_UNSPECIFIED: StageFormat
STAGE_FORMAT_KNOCKOUT: StageFormat
STAGE_FORMAT_ROUND_ROBIN: StageFormat
STAGE_FORMAT_SWISS: StageFormat
GROUP_DRAW_UNSPECIFIED: GroupDraw
GROUP_DRAW_RANDOM: GroupDraw
GROUP_DRAW_SERPENTINE: GroupDraw
GROUP_DRAW_POTS: GroupDraw
STAGE_SEEDING_UNSPECIFIED: StageSeeding
STAGE_SEEDING_BY_PLACE_THEN_POINTS: StageSeeding
STAGE_SEEDING_CROSS_GROUPS: StageSeeding
STAGE_SEEDING_RANDOM: StageSeeding
EVENT_PRESET_UNSPECIFIED: EventPreset
EVENT_PRESET_CLUB_THREE_STAGE: EventPreset
EVENT_PRESET_SWISS: EventPreset
EVENT_PRESET_GROUPS_THEN_KNOCKOUT: EventPreset
GAME_OUTCOME_UNSPECIFIED: GameOutcome
GAME_OUTCOME_RED_WINS: GameOutcome
GAME_OUTCOME_BLACK_WINS: GameOutcome
GAME_OUTCOME_DRAW: GameOutcome
GAME_OUTCOME_RED_WINS_BY_FORFEIT: GameOutcome
GAME_OUTCOME_BLACK_WINS_BY_FORFEIT: GameOutcome
GAME_OUTCOME_BOTH_LOSE: GameOutcome
GAME_OUTCOME_DOUBLE_FORFEIT: GameOutcome
PLAYOFF_REASON_UNSPECIFIED: PlayoffReason
PLAYOFF_REASON_CUT: PlayoffReason
PLAYOFF_REASON_TITLE: PlayoffReason
PLAYOFF_REASON_DRAWN_MATCH: PlayoffReason
PAIRING_CRITERION_UNSPECIFIED: PairingCriterion
PAIRING_CRITERION_REMATCH: PairingCriterion
PAIRING_CRITERION_BYE_INELIGIBLE: PairingCriterion
PAIRING_CRITERION_ABSOLUTE_COLOUR_CLASH: PairingCriterion
PAIRING_CRITERION_SCORE_DIFFERENCES: PairingCriterion
PAIRING_CRITERION_BYE_UNPLAYED_GAMES: PairingCriterion
PAIRING_CRITERION_COLOUR_PREFERENCES: PairingCriterion
PAIRING_CRITERION_STRONG_COLOUR_PREFERENCES: PairingCriterion
PAIRING_CRITERION_REPEATED_DOWNFLOAT_LAST_ROUND: PairingCriterion
PAIRING_CRITERION_REPEATED_UPFLOAT_LAST_ROUND: PairingCriterion
PAIRING_CRITERION_REPEATED_DOWNFLOAT_TWO_ROUNDS_AGO: PairingCriterion
PAIRING_CRITERION_REPEATED_UPFLOAT_TWO_ROUNDS_AGO: PairingCriterion
PAIRING_CRITERION_CANDIDATE_ORDER: PairingCriterion
PAIRING_CRITERION_COLOUR_ALLOCATION: PairingCriterion
PAIRING_CRITERION_PROHIBITED_PAIR: PairingCriterion
CRITERION_FAVOURS_UNSPECIFIED: CriterionFavours
CRITERION_FAVOURS_ENGINE: CriterionFavours
CRITERION_FAVOURS_PLAYED: CriterionFavours
PAIRING_WARNING_KIND_UNSPECIFIED: PairingWarningKind
PAIRING_WARNING_KIND_UNKNOWN_PLAYER: PairingWarningKind
PAIRING_WARNING_KIND_NOT_AVAILABLE: PairingWarningKind
PAIRING_WARNING_KIND_PAIRED_TWICE: PairingWarningKind
PAIRING_WARNING_KIND_NOT_PAIRED: PairingWarningKind
PAIRING_WARNING_KIND_REMATCH: PairingWarningKind
PAIRING_WARNING_KIND_PROHIBITED_PAIR: PairingWarningKind
PAIRING_WARNING_KIND_BYE_INELIGIBLE: PairingWarningKind
PAIRING_WARNING_KIND_THIRD_SAME_COLOUR: PairingWarningKind
PAIRING_WARNING_KIND_COLOUR_DIFFERENCE: PairingWarningKind

class PointSystem(_message.Message):
    __slots__ = ("preset", "custom", "win", "draw", "draw_black", "loss", "zero", "bye")
    PRESET_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_FIELD_NUMBER: _ClassVar[int]
    WIN_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    DRAW_BLACK_FIELD_NUMBER: _ClassVar[int]
    LOSS_FIELD_NUMBER: _ClassVar[int]
    ZERO_FIELD_NUMBER: _ClassVar[int]
    BYE_FIELD_NUMBER: _ClassVar[int]
    preset: PointPreset
    custom: bool
    win: float
    draw: float
    draw_black: float
    loss: float
    zero: float
    bye: float
    def __init__(self, preset: _Optional[_Union[PointPreset, str]] = ..., custom: bool = ..., win: _Optional[float] = ..., draw: _Optional[float] = ..., draw_black: _Optional[float] = ..., loss: _Optional[float] = ..., zero: _Optional[float] = ..., bye: _Optional[float] = ...) -> None: ...

class RoundResult(_message.Message):
    __slots__ = ("opponent", "colour", "result")
    OPPONENT_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    opponent: int
    colour: _common_pb2.Side
    result: ResultKind
    def __init__(self, opponent: _Optional[int] = ..., colour: _Optional[_Union[_common_pb2.Side, str]] = ..., result: _Optional[_Union[ResultKind, str]] = ...) -> None: ...

class EventPlayer(_message.Message):
    __slots__ = ("start_number", "name", "rating", "rounds", "fouls", "club", "virtual_points")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    FOULS_FIELD_NUMBER: _ClassVar[int]
    CLUB_FIELD_NUMBER: _ClassVar[int]
    VIRTUAL_POINTS_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    name: str
    rating: int
    rounds: _containers.RepeatedCompositeFieldContainer[RoundResult]
    fouls: int
    club: str
    virtual_points: _containers.RepeatedScalarFieldContainer[float]
    def __init__(self, start_number: _Optional[int] = ..., name: _Optional[str] = ..., rating: _Optional[int] = ..., rounds: _Optional[_Iterable[_Union[RoundResult, _Mapping]]] = ..., fouls: _Optional[int] = ..., club: _Optional[str] = ..., virtual_points: _Optional[_Iterable[float]] = ...) -> None: ...

class ProhibitedPairs(_message.Message):
    __slots__ = ("players", "first_round", "last_round")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    FIRST_ROUND_FIELD_NUMBER: _ClassVar[int]
    LAST_ROUND_FIELD_NUMBER: _ClassVar[int]
    players: _containers.RepeatedScalarFieldContainer[int]
    first_round: int
    last_round: int
    def __init__(self, players: _Optional[_Iterable[int]] = ..., first_round: _Optional[int] = ..., last_round: _Optional[int] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ("name", "players", "total_rounds", "initial_colour", "points", "acceleration", "prohibited_pairs", "avoid_same_club", "start_date")
    NAME_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_ROUNDS_FIELD_NUMBER: _ClassVar[int]
    INITIAL_COLOUR_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    ACCELERATION_FIELD_NUMBER: _ClassVar[int]
    PROHIBITED_PAIRS_FIELD_NUMBER: _ClassVar[int]
    AVOID_SAME_CLUB_FIELD_NUMBER: _ClassVar[int]
    START_DATE_FIELD_NUMBER: _ClassVar[int]
    name: str
    players: _containers.RepeatedCompositeFieldContainer[EventPlayer]
    total_rounds: int
    initial_colour: _common_pb2.Side
    points: PointSystem
    acceleration: Acceleration
    prohibited_pairs: _containers.RepeatedCompositeFieldContainer[ProhibitedPairs]
    avoid_same_club: bool
    start_date: str
    def __init__(self, name: _Optional[str] = ..., players: _Optional[_Iterable[_Union[EventPlayer, _Mapping]]] = ..., total_rounds: _Optional[int] = ..., initial_colour: _Optional[_Union[_common_pb2.Side, str]] = ..., points: _Optional[_Union[PointSystem, _Mapping]] = ..., acceleration: _Optional[_Union[Acceleration, str]] = ..., prohibited_pairs: _Optional[_Iterable[_Union[ProhibitedPairs, _Mapping]]] = ..., avoid_same_club: bool = ..., start_date: _Optional[str] = ...) -> None: ...

class PairSwissRoundRequest(_message.Message):
    __slots__ = ("trf", "system", "seed", "event")
    TRF_FIELD_NUMBER: _ClassVar[int]
    SYSTEM_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    trf: str
    system: PairingSystem
    seed: int
    event: Event
    def __init__(self, trf: _Optional[str] = ..., system: _Optional[_Union[PairingSystem, str]] = ..., seed: _Optional[int] = ..., event: _Optional[_Union[Event, _Mapping]] = ...) -> None: ...

class Pairing(_message.Message):
    __slots__ = ("red", "black", "board", "explanation")
    RED_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    red: int
    black: int
    board: int
    explanation: str
    def __init__(self, red: _Optional[int] = ..., black: _Optional[int] = ..., board: _Optional[int] = ..., explanation: _Optional[str] = ...) -> None: ...

class PairSwissRoundResponse(_message.Message):
    __slots__ = ("pairings", "byes", "round", "not_paired", "explanation")
    PAIRINGS_FIELD_NUMBER: _ClassVar[int]
    BYES_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    NOT_PAIRED_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    pairings: _containers.RepeatedCompositeFieldContainer[Pairing]
    byes: _containers.RepeatedScalarFieldContainer[int]
    round: int
    not_paired: _containers.RepeatedScalarFieldContainer[int]
    explanation: str
    def __init__(self, pairings: _Optional[_Iterable[_Union[Pairing, _Mapping]]] = ..., byes: _Optional[_Iterable[int]] = ..., round: _Optional[int] = ..., not_paired: _Optional[_Iterable[int]] = ..., explanation: _Optional[str] = ...) -> None: ...

class ComputeStandingsRequest(_message.Message):
    __slots__ = ("trf", "tiebreaks", "preset", "unplayed", "event", "fouls", "points", "tiebreak_codes")
    class FoulsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: int
        value: int
        def __init__(self, key: _Optional[int] = ..., value: _Optional[int] = ...) -> None: ...
    TRF_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    PRESET_FIELD_NUMBER: _ClassVar[int]
    UNPLAYED_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    FOULS_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAK_CODES_FIELD_NUMBER: _ClassVar[int]
    trf: str
    tiebreaks: _containers.RepeatedScalarFieldContainer[Tiebreak]
    preset: TiebreakPreset
    unplayed: UnplayedRule
    event: Event
    fouls: _containers.ScalarMap[int, int]
    points: PointSystem
    tiebreak_codes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, trf: _Optional[str] = ..., tiebreaks: _Optional[_Iterable[_Union[Tiebreak, str]]] = ..., preset: _Optional[_Union[TiebreakPreset, str]] = ..., unplayed: _Optional[_Union[UnplayedRule, str]] = ..., event: _Optional[_Union[Event, _Mapping]] = ..., fouls: _Optional[_Mapping[int, int]] = ..., points: _Optional[_Union[PointSystem, _Mapping]] = ..., tiebreak_codes: _Optional[_Iterable[str]] = ...) -> None: ...

class StandingRow(_message.Message):
    __slots__ = ("start_number", "rank", "points", "tiebreaks", "name", "tied", "playoff_needed")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    TIED_FIELD_NUMBER: _ClassVar[int]
    PLAYOFF_NEEDED_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    rank: int
    points: float
    tiebreaks: _containers.RepeatedScalarFieldContainer[float]
    name: str
    tied: bool
    playoff_needed: bool
    def __init__(self, start_number: _Optional[int] = ..., rank: _Optional[int] = ..., points: _Optional[float] = ..., tiebreaks: _Optional[_Iterable[float]] = ..., name: _Optional[str] = ..., tied: bool = ..., playoff_needed: bool = ...) -> None: ...

class ComputeStandingsResponse(_message.Message):
    __slots__ = ("rows", "tiebreaks", "rounds", "tiebreak_codes")
    ROWS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAK_CODES_FIELD_NUMBER: _ClassVar[int]
    rows: _containers.RepeatedCompositeFieldContainer[StandingRow]
    tiebreaks: _containers.RepeatedScalarFieldContainer[Tiebreak]
    rounds: int
    tiebreak_codes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, rows: _Optional[_Iterable[_Union[StandingRow, _Mapping]]] = ..., tiebreaks: _Optional[_Iterable[_Union[Tiebreak, str]]] = ..., rounds: _Optional[int] = ..., tiebreak_codes: _Optional[_Iterable[str]] = ...) -> None: ...

class RatingFacts(_message.Message):
    __slots__ = ("start_number", "k_factor", "games_before", "birth_year", "reached_2400", "glicko_rating", "glicko_deviation", "glicko_volatility")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    K_FACTOR_FIELD_NUMBER: _ClassVar[int]
    GAMES_BEFORE_FIELD_NUMBER: _ClassVar[int]
    BIRTH_YEAR_FIELD_NUMBER: _ClassVar[int]
    REACHED_2400_FIELD_NUMBER: _ClassVar[int]
    GLICKO_RATING_FIELD_NUMBER: _ClassVar[int]
    GLICKO_DEVIATION_FIELD_NUMBER: _ClassVar[int]
    GLICKO_VOLATILITY_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    k_factor: int
    games_before: int
    birth_year: int
    reached_2400: bool
    glicko_rating: float
    glicko_deviation: float
    glicko_volatility: float
    def __init__(self, start_number: _Optional[int] = ..., k_factor: _Optional[int] = ..., games_before: _Optional[int] = ..., birth_year: _Optional[int] = ..., reached_2400: bool = ..., glicko_rating: _Optional[float] = ..., glicko_deviation: _Optional[float] = ..., glicko_volatility: _Optional[float] = ...) -> None: ...

class ComputeRatingsRequest(_message.Message):
    __slots__ = ("trf", "event", "system", "fide_rules", "players")
    TRF_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    SYSTEM_FIELD_NUMBER: _ClassVar[int]
    FIDE_RULES_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    trf: str
    event: Event
    system: RatingSystem
    fide_rules: FideRatingRules
    players: _containers.RepeatedCompositeFieldContainer[RatingFacts]
    def __init__(self, trf: _Optional[str] = ..., event: _Optional[_Union[Event, _Mapping]] = ..., system: _Optional[_Union[RatingSystem, str]] = ..., fide_rules: _Optional[_Union[FideRatingRules, str]] = ..., players: _Optional[_Iterable[_Union[RatingFacts, _Mapping]]] = ...) -> None: ...

class RatingRow(_message.Message):
    __slots__ = ("start_number", "name", "rating_before", "rating_after", "change", "change_rounded", "games", "score", "expected_score", "k_factor", "average_rating_of_opponents", "performance_rating", "perfect_performance", "deviation_before", "deviation_after", "volatility_before", "volatility_after")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    RATING_BEFORE_FIELD_NUMBER: _ClassVar[int]
    RATING_AFTER_FIELD_NUMBER: _ClassVar[int]
    CHANGE_FIELD_NUMBER: _ClassVar[int]
    CHANGE_ROUNDED_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_SCORE_FIELD_NUMBER: _ClassVar[int]
    K_FACTOR_FIELD_NUMBER: _ClassVar[int]
    AVERAGE_RATING_OF_OPPONENTS_FIELD_NUMBER: _ClassVar[int]
    PERFORMANCE_RATING_FIELD_NUMBER: _ClassVar[int]
    PERFECT_PERFORMANCE_FIELD_NUMBER: _ClassVar[int]
    DEVIATION_BEFORE_FIELD_NUMBER: _ClassVar[int]
    DEVIATION_AFTER_FIELD_NUMBER: _ClassVar[int]
    VOLATILITY_BEFORE_FIELD_NUMBER: _ClassVar[int]
    VOLATILITY_AFTER_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    name: str
    rating_before: float
    rating_after: float
    change: float
    change_rounded: int
    games: int
    score: float
    expected_score: float
    k_factor: int
    average_rating_of_opponents: int
    performance_rating: int
    perfect_performance: int
    deviation_before: float
    deviation_after: float
    volatility_before: float
    volatility_after: float
    def __init__(self, start_number: _Optional[int] = ..., name: _Optional[str] = ..., rating_before: _Optional[float] = ..., rating_after: _Optional[float] = ..., change: _Optional[float] = ..., change_rounded: _Optional[int] = ..., games: _Optional[int] = ..., score: _Optional[float] = ..., expected_score: _Optional[float] = ..., k_factor: _Optional[int] = ..., average_rating_of_opponents: _Optional[int] = ..., performance_rating: _Optional[int] = ..., perfect_performance: _Optional[int] = ..., deviation_before: _Optional[float] = ..., deviation_after: _Optional[float] = ..., volatility_before: _Optional[float] = ..., volatility_after: _Optional[float] = ...) -> None: ...

class ComputeRatingsResponse(_message.Message):
    __slots__ = ("players", "system", "fide_rules", "note")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    SYSTEM_FIELD_NUMBER: _ClassVar[int]
    FIDE_RULES_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    players: _containers.RepeatedCompositeFieldContainer[RatingRow]
    system: RatingSystem
    fide_rules: FideRatingRules
    note: str
    def __init__(self, players: _Optional[_Iterable[_Union[RatingRow, _Mapping]]] = ..., system: _Optional[_Union[RatingSystem, str]] = ..., fide_rules: _Optional[_Union[FideRatingRules, str]] = ..., note: _Optional[str] = ...) -> None: ...

class ScheduleRoundRobinRequest(_message.Message):
    __slots__ = ("players", "player_count", "cycles", "random_draw", "seed", "exchange_last_two_rounds")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PLAYER_COUNT_FIELD_NUMBER: _ClassVar[int]
    CYCLES_FIELD_NUMBER: _ClassVar[int]
    RANDOM_DRAW_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    EXCHANGE_LAST_TWO_ROUNDS_FIELD_NUMBER: _ClassVar[int]
    players: _containers.RepeatedScalarFieldContainer[int]
    player_count: int
    cycles: int
    random_draw: bool
    seed: int
    exchange_last_two_rounds: bool
    def __init__(self, players: _Optional[_Iterable[int]] = ..., player_count: _Optional[int] = ..., cycles: _Optional[int] = ..., random_draw: bool = ..., seed: _Optional[int] = ..., exchange_last_two_rounds: bool = ...) -> None: ...

class Game(_message.Message):
    __slots__ = ("red", "black")
    RED_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    red: int
    black: int
    def __init__(self, red: _Optional[int] = ..., black: _Optional[int] = ...) -> None: ...

class ScheduledRound(_message.Message):
    __slots__ = ("round", "games", "bye")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    BYE_FIELD_NUMBER: _ClassVar[int]
    round: int
    games: _containers.RepeatedCompositeFieldContainer[Game]
    bye: int
    def __init__(self, round: _Optional[int] = ..., games: _Optional[_Iterable[_Union[Game, _Mapping]]] = ..., bye: _Optional[int] = ...) -> None: ...

class ScheduleRoundRobinResponse(_message.Message):
    __slots__ = ("rounds",)
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    rounds: _containers.RepeatedCompositeFieldContainer[ScheduledRound]
    def __init__(self, rounds: _Optional[_Iterable[_Union[ScheduledRound, _Mapping]]] = ...) -> None: ...

class AssignTablesRequest(_message.Message):
    __slots__ = ("player_count", "table_size", "rounds", "seed", "results", "full_tables_only", "scoring", "placement_points")
    PLAYER_COUNT_FIELD_NUMBER: _ClassVar[int]
    TABLE_SIZE_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    FULL_TABLES_ONLY_FIELD_NUMBER: _ClassVar[int]
    SCORING_FIELD_NUMBER: _ClassVar[int]
    PLACEMENT_POINTS_FIELD_NUMBER: _ClassVar[int]
    player_count: int
    table_size: int
    rounds: int
    seed: int
    results: _containers.RepeatedCompositeFieldContainer[PlayedRound]
    full_tables_only: bool
    scoring: TableScoring
    placement_points: _containers.RepeatedCompositeFieldContainer[PlacementPoints]
    def __init__(self, player_count: _Optional[int] = ..., table_size: _Optional[int] = ..., rounds: _Optional[int] = ..., seed: _Optional[int] = ..., results: _Optional[_Iterable[_Union[PlayedRound, _Mapping]]] = ..., full_tables_only: bool = ..., scoring: _Optional[_Union[TableScoring, str]] = ..., placement_points: _Optional[_Iterable[_Union[PlacementPoints, _Mapping]]] = ...) -> None: ...

class PlayedRound(_message.Message):
    __slots__ = ("tables", "byes")
    TABLES_FIELD_NUMBER: _ClassVar[int]
    BYES_FIELD_NUMBER: _ClassVar[int]
    tables: _containers.RepeatedCompositeFieldContainer[PlayedTable]
    byes: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, tables: _Optional[_Iterable[_Union[PlayedTable, _Mapping]]] = ..., byes: _Optional[_Iterable[int]] = ...) -> None: ...

class PlayedTable(_message.Message):
    __slots__ = ("finishing_order", "seats", "ranks")
    FINISHING_ORDER_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    RANKS_FIELD_NUMBER: _ClassVar[int]
    finishing_order: _containers.RepeatedScalarFieldContainer[int]
    seats: _containers.RepeatedScalarFieldContainer[int]
    ranks: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, finishing_order: _Optional[_Iterable[int]] = ..., seats: _Optional[_Iterable[int]] = ..., ranks: _Optional[_Iterable[int]] = ...) -> None: ...

class CheckersTable(_message.Message):
    __slots__ = ("seats",)
    SEATS_FIELD_NUMBER: _ClassVar[int]
    seats: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seats: _Optional[_Iterable[int]] = ...) -> None: ...

class TableRound(_message.Message):
    __slots__ = ("round", "tables", "byes")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    TABLES_FIELD_NUMBER: _ClassVar[int]
    BYES_FIELD_NUMBER: _ClassVar[int]
    round: int
    tables: _containers.RepeatedCompositeFieldContainer[CheckersTable]
    byes: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, round: _Optional[int] = ..., tables: _Optional[_Iterable[_Union[CheckersTable, _Mapping]]] = ..., byes: _Optional[_Iterable[int]] = ...) -> None: ...

class AssignTablesResponse(_message.Message):
    __slots__ = ("rounds",)
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    rounds: _containers.RepeatedCompositeFieldContainer[TableRound]
    def __init__(self, rounds: _Optional[_Iterable[_Union[TableRound, _Mapping]]] = ...) -> None: ...

class PlacementPoints(_message.Message):
    __slots__ = ("table_size", "points")
    TABLE_SIZE_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    table_size: int
    points: _containers.RepeatedScalarFieldContainer[float]
    def __init__(self, table_size: _Optional[int] = ..., points: _Optional[_Iterable[float]] = ...) -> None: ...

class PlayerRating(_message.Message):
    __slots__ = ("start_number", "mu", "sigma")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    MU_FIELD_NUMBER: _ClassVar[int]
    SIGMA_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    mu: float
    sigma: float
    def __init__(self, start_number: _Optional[int] = ..., mu: _Optional[float] = ..., sigma: _Optional[float] = ...) -> None: ...

class ComputeTableStandingsRequest(_message.Message):
    __slots__ = ("player_count", "table_size", "rounds", "scoring", "placement_points", "bye_score", "tiebreaks", "ratings")
    PLAYER_COUNT_FIELD_NUMBER: _ClassVar[int]
    TABLE_SIZE_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    SCORING_FIELD_NUMBER: _ClassVar[int]
    PLACEMENT_POINTS_FIELD_NUMBER: _ClassVar[int]
    BYE_SCORE_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    RATINGS_FIELD_NUMBER: _ClassVar[int]
    player_count: int
    table_size: int
    rounds: _containers.RepeatedCompositeFieldContainer[PlayedRound]
    scoring: TableScoring
    placement_points: _containers.RepeatedCompositeFieldContainer[PlacementPoints]
    bye_score: ByeScore
    tiebreaks: _containers.RepeatedScalarFieldContainer[TableTiebreak]
    ratings: _containers.RepeatedCompositeFieldContainer[PlayerRating]
    def __init__(self, player_count: _Optional[int] = ..., table_size: _Optional[int] = ..., rounds: _Optional[_Iterable[_Union[PlayedRound, _Mapping]]] = ..., scoring: _Optional[_Union[TableScoring, str]] = ..., placement_points: _Optional[_Iterable[_Union[PlacementPoints, _Mapping]]] = ..., bye_score: _Optional[_Union[ByeScore, str]] = ..., tiebreaks: _Optional[_Iterable[_Union[TableTiebreak, str]]] = ..., ratings: _Optional[_Iterable[_Union[PlayerRating, _Mapping]]] = ...) -> None: ...

class TableRoundEntry(_message.Message):
    __slots__ = ("round", "table", "players", "place", "points", "bye")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PLACE_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    BYE_FIELD_NUMBER: _ClassVar[int]
    round: int
    table: int
    players: int
    place: int
    points: float
    bye: bool
    def __init__(self, round: _Optional[int] = ..., table: _Optional[int] = ..., players: _Optional[int] = ..., place: _Optional[int] = ..., points: _Optional[float] = ..., bye: bool = ...) -> None: ...

class TableRating(_message.Message):
    __slots__ = ("mu_before", "sigma_before", "mu", "sigma", "ordinal", "ordinal_change")
    MU_BEFORE_FIELD_NUMBER: _ClassVar[int]
    SIGMA_BEFORE_FIELD_NUMBER: _ClassVar[int]
    MU_FIELD_NUMBER: _ClassVar[int]
    SIGMA_FIELD_NUMBER: _ClassVar[int]
    ORDINAL_FIELD_NUMBER: _ClassVar[int]
    ORDINAL_CHANGE_FIELD_NUMBER: _ClassVar[int]
    mu_before: float
    sigma_before: float
    mu: float
    sigma: float
    ordinal: float
    ordinal_change: float
    def __init__(self, mu_before: _Optional[float] = ..., sigma_before: _Optional[float] = ..., mu: _Optional[float] = ..., sigma: _Optional[float] = ..., ordinal: _Optional[float] = ..., ordinal_change: _Optional[float] = ...) -> None: ...

class TableStandingsRow(_message.Message):
    __slots__ = ("start_number", "rank", "shared", "points", "tiebreaks", "tables", "wins", "rounds", "rating")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SHARED_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    TABLES_FIELD_NUMBER: _ClassVar[int]
    WINS_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    rank: int
    shared: bool
    points: float
    tiebreaks: _containers.RepeatedScalarFieldContainer[float]
    tables: int
    wins: int
    rounds: _containers.RepeatedCompositeFieldContainer[TableRoundEntry]
    rating: TableRating
    def __init__(self, start_number: _Optional[int] = ..., rank: _Optional[int] = ..., shared: bool = ..., points: _Optional[float] = ..., tiebreaks: _Optional[_Iterable[float]] = ..., tables: _Optional[int] = ..., wins: _Optional[int] = ..., rounds: _Optional[_Iterable[_Union[TableRoundEntry, _Mapping]]] = ..., rating: _Optional[_Union[TableRating, _Mapping]] = ...) -> None: ...

class ComputeTableStandingsResponse(_message.Message):
    __slots__ = ("rows", "tiebreaks", "scoring", "bye_points", "explanation")
    ROWS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    SCORING_FIELD_NUMBER: _ClassVar[int]
    BYE_POINTS_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    rows: _containers.RepeatedCompositeFieldContainer[TableStandingsRow]
    tiebreaks: _containers.RepeatedScalarFieldContainer[TableTiebreak]
    scoring: TableScoring
    bye_points: float
    explanation: str
    def __init__(self, rows: _Optional[_Iterable[_Union[TableStandingsRow, _Mapping]]] = ..., tiebreaks: _Optional[_Iterable[_Union[TableTiebreak, str]]] = ..., scoring: _Optional[_Union[TableScoring, str]] = ..., bye_points: _Optional[float] = ..., explanation: _Optional[str] = ...) -> None: ...

class KnockoutRoundResults(_message.Message):
    __slots__ = ("outcomes",)
    OUTCOMES_FIELD_NUMBER: _ClassVar[int]
    outcomes: _containers.RepeatedScalarFieldContainer[MatchOutcome]
    def __init__(self, outcomes: _Optional[_Iterable[_Union[MatchOutcome, str]]] = ...) -> None: ...

class DrawKnockoutRequest(_message.Message):
    __slots__ = ("players", "random_draw", "seed", "third_place", "results")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    RANDOM_DRAW_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    THIRD_PLACE_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    players: _containers.RepeatedScalarFieldContainer[int]
    random_draw: bool
    seed: int
    third_place: bool
    results: _containers.RepeatedCompositeFieldContainer[KnockoutRoundResults]
    def __init__(self, players: _Optional[_Iterable[int]] = ..., random_draw: bool = ..., seed: _Optional[int] = ..., third_place: bool = ..., results: _Optional[_Iterable[_Union[KnockoutRoundResults, _Mapping]]] = ...) -> None: ...

class KnockoutMatch(_message.Message):
    __slots__ = ("top", "bottom", "winner", "bye")
    TOP_FIELD_NUMBER: _ClassVar[int]
    BOTTOM_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    BYE_FIELD_NUMBER: _ClassVar[int]
    top: int
    bottom: int
    winner: int
    bye: bool
    def __init__(self, top: _Optional[int] = ..., bottom: _Optional[int] = ..., winner: _Optional[int] = ..., bye: bool = ...) -> None: ...

class KnockoutRound(_message.Message):
    __slots__ = ("round", "matches")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    round: int
    matches: _containers.RepeatedCompositeFieldContainer[KnockoutMatch]
    def __init__(self, round: _Optional[int] = ..., matches: _Optional[_Iterable[_Union[KnockoutMatch, _Mapping]]] = ...) -> None: ...

class DrawKnockoutResponse(_message.Message):
    __slots__ = ("rounds", "third_place", "champion", "explanation")
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    THIRD_PLACE_FIELD_NUMBER: _ClassVar[int]
    CHAMPION_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    rounds: _containers.RepeatedCompositeFieldContainer[KnockoutRound]
    third_place: KnockoutMatch
    champion: int
    explanation: str
    def __init__(self, rounds: _Optional[_Iterable[_Union[KnockoutRound, _Mapping]]] = ..., third_place: _Optional[_Union[KnockoutMatch, _Mapping]] = ..., champion: _Optional[int] = ..., explanation: _Optional[str] = ...) -> None: ...

class ParseTrfRequest(_message.Message):
    __slots__ = ("trf",)
    TRF_FIELD_NUMBER: _ClassVar[int]
    trf: str
    def __init__(self, trf: _Optional[str] = ...) -> None: ...

class ParseTrfResponse(_message.Message):
    __slots__ = ("event", "rounds")
    EVENT_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    event: Event
    rounds: int
    def __init__(self, event: _Optional[_Union[Event, _Mapping]] = ..., rounds: _Optional[int] = ...) -> None: ...

class WriteTrfRequest(_message.Message):
    __slots__ = ("event", "base_trf")
    EVENT_FIELD_NUMBER: _ClassVar[int]
    BASE_TRF_FIELD_NUMBER: _ClassVar[int]
    event: Event
    base_trf: str
    def __init__(self, event: _Optional[_Union[Event, _Mapping]] = ..., base_trf: _Optional[str] = ...) -> None: ...

class WriteTrfResponse(_message.Message):
    __slots__ = ("trf",)
    TRF_FIELD_NUMBER: _ClassVar[int]
    trf: str
    def __init__(self, trf: _Optional[str] = ...) -> None: ...

class TeamMatch(_message.Message):
    __slots__ = ("round", "home", "away", "boards")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    HOME_FIELD_NUMBER: _ClassVar[int]
    AWAY_FIELD_NUMBER: _ClassVar[int]
    BOARDS_FIELD_NUMBER: _ClassVar[int]
    round: int
    home: int
    away: int
    boards: _containers.RepeatedScalarFieldContainer[BoardOutcome]
    def __init__(self, round: _Optional[int] = ..., home: _Optional[int] = ..., away: _Optional[int] = ..., boards: _Optional[_Iterable[_Union[BoardOutcome, str]]] = ...) -> None: ...

class Team(_message.Message):
    __slots__ = ("id", "name", "fouls")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    FOULS_FIELD_NUMBER: _ClassVar[int]
    id: int
    name: str
    fouls: int
    def __init__(self, id: _Optional[int] = ..., name: _Optional[str] = ..., fouls: _Optional[int] = ...) -> None: ...

class ComputeTeamStandingsRequest(_message.Message):
    __slots__ = ("teams", "matches", "tiebreaks", "game_win", "game_draw", "match_win", "match_draw", "tiebreak_codes", "unplayed", "byes", "bye_match_points", "bye_game_points", "trf")
    TEAMS_FIELD_NUMBER: _ClassVar[int]
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    GAME_WIN_FIELD_NUMBER: _ClassVar[int]
    GAME_DRAW_FIELD_NUMBER: _ClassVar[int]
    MATCH_WIN_FIELD_NUMBER: _ClassVar[int]
    MATCH_DRAW_FIELD_NUMBER: _ClassVar[int]
    TIEBREAK_CODES_FIELD_NUMBER: _ClassVar[int]
    UNPLAYED_FIELD_NUMBER: _ClassVar[int]
    BYES_FIELD_NUMBER: _ClassVar[int]
    BYE_MATCH_POINTS_FIELD_NUMBER: _ClassVar[int]
    BYE_GAME_POINTS_FIELD_NUMBER: _ClassVar[int]
    TRF_FIELD_NUMBER: _ClassVar[int]
    teams: _containers.RepeatedCompositeFieldContainer[Team]
    matches: _containers.RepeatedCompositeFieldContainer[TeamMatch]
    tiebreaks: _containers.RepeatedScalarFieldContainer[TeamTiebreak]
    game_win: float
    game_draw: float
    match_win: float
    match_draw: float
    tiebreak_codes: _containers.RepeatedScalarFieldContainer[str]
    unplayed: UnplayedRule
    byes: _containers.RepeatedCompositeFieldContainer[TeamBye]
    bye_match_points: float
    bye_game_points: float
    trf: str
    def __init__(self, teams: _Optional[_Iterable[_Union[Team, _Mapping]]] = ..., matches: _Optional[_Iterable[_Union[TeamMatch, _Mapping]]] = ..., tiebreaks: _Optional[_Iterable[_Union[TeamTiebreak, str]]] = ..., game_win: _Optional[float] = ..., game_draw: _Optional[float] = ..., match_win: _Optional[float] = ..., match_draw: _Optional[float] = ..., tiebreak_codes: _Optional[_Iterable[str]] = ..., unplayed: _Optional[_Union[UnplayedRule, str]] = ..., byes: _Optional[_Iterable[_Union[TeamBye, _Mapping]]] = ..., bye_match_points: _Optional[float] = ..., bye_game_points: _Optional[float] = ..., trf: _Optional[str] = ...) -> None: ...

class TeamBye(_message.Message):
    __slots__ = ("round", "team")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    TEAM_FIELD_NUMBER: _ClassVar[int]
    round: int
    team: int
    def __init__(self, round: _Optional[int] = ..., team: _Optional[int] = ...) -> None: ...

class TeamStandingRow(_message.Message):
    __slots__ = ("team", "rank", "match_points", "tiebreaks", "name", "tied")
    TEAM_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    MATCH_POINTS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    TIED_FIELD_NUMBER: _ClassVar[int]
    team: int
    rank: int
    match_points: float
    tiebreaks: _containers.RepeatedScalarFieldContainer[float]
    name: str
    tied: bool
    def __init__(self, team: _Optional[int] = ..., rank: _Optional[int] = ..., match_points: _Optional[float] = ..., tiebreaks: _Optional[_Iterable[float]] = ..., name: _Optional[str] = ..., tied: bool = ...) -> None: ...

class ComputeTeamStandingsResponse(_message.Message):
    __slots__ = ("rows", "tiebreaks", "tiebreak_codes")
    ROWS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAK_CODES_FIELD_NUMBER: _ClassVar[int]
    rows: _containers.RepeatedCompositeFieldContainer[TeamStandingRow]
    tiebreaks: _containers.RepeatedScalarFieldContainer[TeamTiebreak]
    tiebreak_codes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, rows: _Optional[_Iterable[_Union[TeamStandingRow, _Mapping]]] = ..., tiebreaks: _Optional[_Iterable[_Union[TeamTiebreak, str]]] = ..., tiebreak_codes: _Optional[_Iterable[str]] = ...) -> None: ...

class EventStage(_message.Message):
    __slots__ = ("name", "format", "groups", "group_size", "group_draw", "advance", "tiebreaks", "seeding", "third_place", "cycles", "rounds", "order_by_lot")
    NAME_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    GROUP_SIZE_FIELD_NUMBER: _ClassVar[int]
    GROUP_DRAW_FIELD_NUMBER: _ClassVar[int]
    ADVANCE_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    SEEDING_FIELD_NUMBER: _ClassVar[int]
    THIRD_PLACE_FIELD_NUMBER: _ClassVar[int]
    CYCLES_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    ORDER_BY_LOT_FIELD_NUMBER: _ClassVar[int]
    name: str
    format: StageFormat
    groups: int
    group_size: int
    group_draw: GroupDraw
    advance: int
    tiebreaks: _containers.RepeatedScalarFieldContainer[Tiebreak]
    seeding: StageSeeding
    third_place: bool
    cycles: int
    rounds: int
    order_by_lot: bool
    def __init__(self, name: _Optional[str] = ..., format: _Optional[_Union[StageFormat, str]] = ..., groups: _Optional[int] = ..., group_size: _Optional[int] = ..., group_draw: _Optional[_Union[GroupDraw, str]] = ..., advance: _Optional[int] = ..., tiebreaks: _Optional[_Iterable[_Union[Tiebreak, str]]] = ..., seeding: _Optional[_Union[StageSeeding, str]] = ..., third_place: bool = ..., cycles: _Optional[int] = ..., rounds: _Optional[int] = ..., order_by_lot: bool = ...) -> None: ...

class EventPresetOptions(_message.Message):
    __slots__ = ("groups", "advance", "rounds", "knockout_players")
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    ADVANCE_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    KNOCKOUT_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    groups: int
    advance: int
    rounds: int
    knockout_players: int
    def __init__(self, groups: _Optional[int] = ..., advance: _Optional[int] = ..., rounds: _Optional[int] = ..., knockout_players: _Optional[int] = ...) -> None: ...

class EventEntrant(_message.Message):
    __slots__ = ("id", "name", "rating")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    id: int
    name: str
    rating: int
    def __init__(self, id: _Optional[int] = ..., name: _Optional[str] = ..., rating: _Optional[int] = ...) -> None: ...

class EventDefinition(_message.Message):
    __slots__ = ("players", "seed_by_rating", "stages", "preset", "options", "points", "seed")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    SEED_BY_RATING_FIELD_NUMBER: _ClassVar[int]
    STAGES_FIELD_NUMBER: _ClassVar[int]
    PRESET_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    players: _containers.RepeatedCompositeFieldContainer[EventEntrant]
    seed_by_rating: bool
    stages: _containers.RepeatedCompositeFieldContainer[EventStage]
    preset: EventPreset
    options: EventPresetOptions
    points: PointSystem
    seed: int
    def __init__(self, players: _Optional[_Iterable[_Union[EventEntrant, _Mapping]]] = ..., seed_by_rating: bool = ..., stages: _Optional[_Iterable[_Union[EventStage, _Mapping]]] = ..., preset: _Optional[_Union[EventPreset, str]] = ..., options: _Optional[_Union[EventPresetOptions, _Mapping]] = ..., points: _Optional[_Union[PointSystem, _Mapping]] = ..., seed: _Optional[int] = ...) -> None: ...

class GameAddress(_message.Message):
    __slots__ = ("stage", "group", "round", "board")
    STAGE_FIELD_NUMBER: _ClassVar[int]
    GROUP_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    stage: int
    group: int
    round: int
    board: int
    def __init__(self, stage: _Optional[int] = ..., group: _Optional[int] = ..., round: _Optional[int] = ..., board: _Optional[int] = ...) -> None: ...

class EventGameResult(_message.Message):
    __slots__ = ("game", "red", "black", "outcome", "playoff_winner", "red_fouls", "black_fouls")
    GAME_FIELD_NUMBER: _ClassVar[int]
    RED_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    PLAYOFF_WINNER_FIELD_NUMBER: _ClassVar[int]
    RED_FOULS_FIELD_NUMBER: _ClassVar[int]
    BLACK_FOULS_FIELD_NUMBER: _ClassVar[int]
    game: GameAddress
    red: int
    black: int
    outcome: GameOutcome
    playoff_winner: int
    red_fouls: int
    black_fouls: int
    def __init__(self, game: _Optional[_Union[GameAddress, _Mapping]] = ..., red: _Optional[int] = ..., black: _Optional[int] = ..., outcome: _Optional[_Union[GameOutcome, str]] = ..., playoff_winner: _Optional[int] = ..., red_fouls: _Optional[int] = ..., black_fouls: _Optional[int] = ...) -> None: ...

class EventPlayoffResult(_message.Message):
    __slots__ = ("stage", "group", "order")
    STAGE_FIELD_NUMBER: _ClassVar[int]
    GROUP_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    stage: int
    group: int
    order: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, stage: _Optional[int] = ..., group: _Optional[int] = ..., order: _Optional[_Iterable[int]] = ...) -> None: ...

class RunEventRequest(_message.Message):
    __slots__ = ("event", "results", "playoffs")
    EVENT_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    PLAYOFFS_FIELD_NUMBER: _ClassVar[int]
    event: EventDefinition
    results: _containers.RepeatedCompositeFieldContainer[EventGameResult]
    playoffs: _containers.RepeatedCompositeFieldContainer[EventPlayoffResult]
    def __init__(self, event: _Optional[_Union[EventDefinition, _Mapping]] = ..., results: _Optional[_Iterable[_Union[EventGameResult, _Mapping]]] = ..., playoffs: _Optional[_Iterable[_Union[EventPlayoffResult, _Mapping]]] = ...) -> None: ...

class EventGame(_message.Message):
    __slots__ = ("game", "red", "black")
    GAME_FIELD_NUMBER: _ClassVar[int]
    RED_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    game: GameAddress
    red: int
    black: int
    def __init__(self, game: _Optional[_Union[GameAddress, _Mapping]] = ..., red: _Optional[int] = ..., black: _Optional[int] = ...) -> None: ...

class EventGroupRow(_message.Message):
    __slots__ = ("id", "place", "points", "tiebreaks", "tied", "qualified")
    ID_FIELD_NUMBER: _ClassVar[int]
    PLACE_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    TIED_FIELD_NUMBER: _ClassVar[int]
    QUALIFIED_FIELD_NUMBER: _ClassVar[int]
    id: int
    place: int
    points: float
    tiebreaks: _containers.RepeatedScalarFieldContainer[float]
    tied: bool
    qualified: bool
    def __init__(self, id: _Optional[int] = ..., place: _Optional[int] = ..., points: _Optional[float] = ..., tiebreaks: _Optional[_Iterable[float]] = ..., tied: bool = ..., qualified: bool = ...) -> None: ...

class EventGroup(_message.Message):
    __slots__ = ("label", "players", "rounds", "rounds_complete", "rows", "finished")
    LABEL_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_COMPLETE_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    FINISHED_FIELD_NUMBER: _ClassVar[int]
    label: str
    players: _containers.RepeatedScalarFieldContainer[int]
    rounds: int
    rounds_complete: int
    rows: _containers.RepeatedCompositeFieldContainer[EventGroupRow]
    finished: bool
    def __init__(self, label: _Optional[str] = ..., players: _Optional[_Iterable[int]] = ..., rounds: _Optional[int] = ..., rounds_complete: _Optional[int] = ..., rows: _Optional[_Iterable[_Union[EventGroupRow, _Mapping]]] = ..., finished: bool = ...) -> None: ...

class EventStageState(_message.Message):
    __slots__ = ("name", "groups", "tiebreaks", "decided", "qualified", "eliminated")
    NAME_FIELD_NUMBER: _ClassVar[int]
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    DECIDED_FIELD_NUMBER: _ClassVar[int]
    QUALIFIED_FIELD_NUMBER: _ClassVar[int]
    ELIMINATED_FIELD_NUMBER: _ClassVar[int]
    name: str
    groups: _containers.RepeatedCompositeFieldContainer[EventGroup]
    tiebreaks: _containers.RepeatedScalarFieldContainer[Tiebreak]
    decided: bool
    qualified: _containers.RepeatedScalarFieldContainer[int]
    eliminated: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, name: _Optional[str] = ..., groups: _Optional[_Iterable[_Union[EventGroup, _Mapping]]] = ..., tiebreaks: _Optional[_Iterable[_Union[Tiebreak, str]]] = ..., decided: bool = ..., qualified: _Optional[_Iterable[int]] = ..., eliminated: _Optional[_Iterable[int]] = ...) -> None: ...

class EventPlayoff(_message.Message):
    __slots__ = ("stage", "group", "players", "reason", "to", "game")
    STAGE_FIELD_NUMBER: _ClassVar[int]
    GROUP_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    FROM_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    stage: int
    group: int
    players: _containers.RepeatedScalarFieldContainer[int]
    reason: PlayoffReason
    to: int
    game: GameAddress
    def __init__(self, stage: _Optional[int] = ..., group: _Optional[int] = ..., players: _Optional[_Iterable[int]] = ..., reason: _Optional[_Union[PlayoffReason, str]] = ..., to: _Optional[int] = ..., game: _Optional[_Union[GameAddress, _Mapping]] = ..., **kwargs) -> None: ...

class EventBye(_message.Message):
    __slots__ = ("stage", "group", "round", "player")
    STAGE_FIELD_NUMBER: _ClassVar[int]
    GROUP_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    stage: int
    group: int
    round: int
    player: int
    def __init__(self, stage: _Optional[int] = ..., group: _Optional[int] = ..., round: _Optional[int] = ..., player: _Optional[int] = ...) -> None: ...

class EventRankRow(_message.Message):
    __slots__ = ("id", "place", "stage", "tied", "name")
    ID_FIELD_NUMBER: _ClassVar[int]
    PLACE_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    TIED_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    id: int
    place: int
    stage: int
    tied: bool
    name: str
    def __init__(self, id: _Optional[int] = ..., place: _Optional[int] = ..., stage: _Optional[int] = ..., tied: bool = ..., name: _Optional[str] = ...) -> None: ...

class RunEventResponse(_message.Message):
    __slots__ = ("current_stage", "finished", "next_games", "byes", "playoffs", "stages", "final_ranking", "definition", "explanation")
    CURRENT_STAGE_FIELD_NUMBER: _ClassVar[int]
    FINISHED_FIELD_NUMBER: _ClassVar[int]
    NEXT_GAMES_FIELD_NUMBER: _ClassVar[int]
    BYES_FIELD_NUMBER: _ClassVar[int]
    PLAYOFFS_FIELD_NUMBER: _ClassVar[int]
    STAGES_FIELD_NUMBER: _ClassVar[int]
    FINAL_RANKING_FIELD_NUMBER: _ClassVar[int]
    DEFINITION_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    current_stage: int
    finished: bool
    next_games: _containers.RepeatedCompositeFieldContainer[EventGame]
    byes: _containers.RepeatedCompositeFieldContainer[EventBye]
    playoffs: _containers.RepeatedCompositeFieldContainer[EventPlayoff]
    stages: _containers.RepeatedCompositeFieldContainer[EventStageState]
    final_ranking: _containers.RepeatedCompositeFieldContainer[EventRankRow]
    definition: _containers.RepeatedCompositeFieldContainer[EventStage]
    explanation: str
    def __init__(self, current_stage: _Optional[int] = ..., finished: bool = ..., next_games: _Optional[_Iterable[_Union[EventGame, _Mapping]]] = ..., byes: _Optional[_Iterable[_Union[EventBye, _Mapping]]] = ..., playoffs: _Optional[_Iterable[_Union[EventPlayoff, _Mapping]]] = ..., stages: _Optional[_Iterable[_Union[EventStageState, _Mapping]]] = ..., final_ranking: _Optional[_Iterable[_Union[EventRankRow, _Mapping]]] = ..., definition: _Optional[_Iterable[_Union[EventStage, _Mapping]]] = ..., explanation: _Optional[str] = ...) -> None: ...

class CheckTournamentRequest(_message.Message):
    __slots__ = ("trf",)
    TRF_FIELD_NUMBER: _ClassVar[int]
    trf: str
    def __init__(self, trf: _Optional[str] = ...) -> None: ...

class CheckedBoard(_message.Message):
    __slots__ = ("red", "black")
    RED_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    red: int
    black: int
    def __init__(self, red: _Optional[int] = ..., black: _Optional[int] = ...) -> None: ...

class RoundCheck(_message.Message):
    __slots__ = ("round", "same", "engine_paired", "only_played", "only_engine", "played_bye", "engine_bye", "criterion", "favours", "explanation")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    SAME_FIELD_NUMBER: _ClassVar[int]
    ENGINE_PAIRED_FIELD_NUMBER: _ClassVar[int]
    ONLY_PLAYED_FIELD_NUMBER: _ClassVar[int]
    ONLY_ENGINE_FIELD_NUMBER: _ClassVar[int]
    PLAYED_BYE_FIELD_NUMBER: _ClassVar[int]
    ENGINE_BYE_FIELD_NUMBER: _ClassVar[int]
    CRITERION_FIELD_NUMBER: _ClassVar[int]
    FAVOURS_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    round: int
    same: bool
    engine_paired: bool
    only_played: _containers.RepeatedCompositeFieldContainer[CheckedBoard]
    only_engine: _containers.RepeatedCompositeFieldContainer[CheckedBoard]
    played_bye: int
    engine_bye: int
    criterion: PairingCriterion
    favours: CriterionFavours
    explanation: str
    def __init__(self, round: _Optional[int] = ..., same: bool = ..., engine_paired: bool = ..., only_played: _Optional[_Iterable[_Union[CheckedBoard, _Mapping]]] = ..., only_engine: _Optional[_Iterable[_Union[CheckedBoard, _Mapping]]] = ..., played_bye: _Optional[int] = ..., engine_bye: _Optional[int] = ..., criterion: _Optional[_Union[PairingCriterion, str]] = ..., favours: _Optional[_Union[CriterionFavours, str]] = ..., explanation: _Optional[str] = ...) -> None: ...

class CheckTournamentResponse(_message.Message):
    __slots__ = ("rounds", "rounds_same", "standings")
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_SAME_FIELD_NUMBER: _ClassVar[int]
    STANDINGS_FIELD_NUMBER: _ClassVar[int]
    rounds: _containers.RepeatedCompositeFieldContainer[RoundCheck]
    rounds_same: int
    standings: StandingsCheck
    def __init__(self, rounds: _Optional[_Iterable[_Union[RoundCheck, _Mapping]]] = ..., rounds_same: _Optional[int] = ..., standings: _Optional[_Union[StandingsCheck, _Mapping]] = ...) -> None: ...

class StandingsCheck(_message.Message):
    __slots__ = ("checked", "tiebreaks", "misplaced", "unplayed", "tiebreak_codes")
    CHECKED_FIELD_NUMBER: _ClassVar[int]
    TIEBREAKS_FIELD_NUMBER: _ClassVar[int]
    MISPLACED_FIELD_NUMBER: _ClassVar[int]
    UNPLAYED_FIELD_NUMBER: _ClassVar[int]
    TIEBREAK_CODES_FIELD_NUMBER: _ClassVar[int]
    checked: bool
    tiebreaks: _containers.RepeatedScalarFieldContainer[Tiebreak]
    misplaced: _containers.RepeatedCompositeFieldContainer[MisplacedPlayer]
    unplayed: UnplayedRule
    tiebreak_codes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, checked: bool = ..., tiebreaks: _Optional[_Iterable[_Union[Tiebreak, str]]] = ..., misplaced: _Optional[_Iterable[_Union[MisplacedPlayer, _Mapping]]] = ..., unplayed: _Optional[_Union[UnplayedRule, str]] = ..., tiebreak_codes: _Optional[_Iterable[str]] = ...) -> None: ...

class MisplacedPlayer(_message.Message):
    __slots__ = ("start_number", "file_rank", "rank", "shared")
    START_NUMBER_FIELD_NUMBER: _ClassVar[int]
    FILE_RANK_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SHARED_FIELD_NUMBER: _ClassVar[int]
    start_number: int
    file_rank: int
    rank: int
    shared: int
    def __init__(self, start_number: _Optional[int] = ..., file_rank: _Optional[int] = ..., rank: _Optional[int] = ..., shared: _Optional[int] = ...) -> None: ...

class CheckPairingRequest(_message.Message):
    __slots__ = ("trf", "event", "boards", "bye")
    TRF_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    BOARDS_FIELD_NUMBER: _ClassVar[int]
    BYE_FIELD_NUMBER: _ClassVar[int]
    trf: str
    event: Event
    boards: _containers.RepeatedCompositeFieldContainer[CheckedBoard]
    bye: int
    def __init__(self, trf: _Optional[str] = ..., event: _Optional[_Union[Event, _Mapping]] = ..., boards: _Optional[_Iterable[_Union[CheckedBoard, _Mapping]]] = ..., bye: _Optional[int] = ...) -> None: ...

class PairingWarning(_message.Message):
    __slots__ = ("kind", "players", "round", "value", "colour", "explanation")
    KIND_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    kind: PairingWarningKind
    players: _containers.RepeatedScalarFieldContainer[int]
    round: int
    value: int
    colour: _common_pb2.Side
    explanation: str
    def __init__(self, kind: _Optional[_Union[PairingWarningKind, str]] = ..., players: _Optional[_Iterable[int]] = ..., round: _Optional[int] = ..., value: _Optional[int] = ..., colour: _Optional[_Union[_common_pb2.Side, str]] = ..., explanation: _Optional[str] = ...) -> None: ...

class CheckPairingResponse(_message.Message):
    __slots__ = ("round", "warnings", "engine")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    ENGINE_FIELD_NUMBER: _ClassVar[int]
    round: int
    warnings: _containers.RepeatedCompositeFieldContainer[PairingWarning]
    engine: RoundCheck
    def __init__(self, round: _Optional[int] = ..., warnings: _Optional[_Iterable[_Union[PairingWarning, _Mapping]]] = ..., engine: _Optional[_Union[RoundCheck, _Mapping]] = ...) -> None: ...

class GenerateTournamentRequest(_message.Message):
    __slots__ = ("players", "rounds", "seed", "draw_percent", "forfeit_percent", "half_bye_percent", "points")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    DRAW_PERCENT_FIELD_NUMBER: _ClassVar[int]
    FORFEIT_PERCENT_FIELD_NUMBER: _ClassVar[int]
    HALF_BYE_PERCENT_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    players: int
    rounds: int
    seed: int
    draw_percent: int
    forfeit_percent: int
    half_bye_percent: int
    points: PointPreset
    def __init__(self, players: _Optional[int] = ..., rounds: _Optional[int] = ..., seed: _Optional[int] = ..., draw_percent: _Optional[int] = ..., forfeit_percent: _Optional[int] = ..., half_bye_percent: _Optional[int] = ..., points: _Optional[_Union[PointPreset, str]] = ...) -> None: ...

class GenerateTournamentResponse(_message.Message):
    __slots__ = ("trf",)
    TRF_FIELD_NUMBER: _ClassVar[int]
    trf: str
    def __init__(self, trf: _Optional[str] = ...) -> None: ...
