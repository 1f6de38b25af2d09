from arbiter.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class MoveNotation(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MOVE_NOTATION_UNSPECIFIED: _ClassVar[MoveNotation]
    MOVE_NOTATION_ICCS: _ClassVar[MoveNotation]
    MOVE_NOTATION_CHINESE: _ClassVar[MoveNotation]
    MOVE_NOTATION_WXF: _ClassVar[MoveNotation]
    MOVE_NOTATION_ICCS_1BASED: _ClassVar[MoveNotation]

class IllegalMoveReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ILLEGAL_MOVE_REASON_UNSPECIFIED: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_SAME_SQUARE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NO_PIECE_ON_SQUARE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_YOUR_PIECE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_CAPTURES_OWN_PIECE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_LEAVES_PALACE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_A_GENERAL_MOVE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_AN_ADVISOR_MOVE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_AN_ELEPHANT_MOVE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_ELEPHANT_CROSSES_RIVER: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_ELEPHANT_EYE_BLOCKED: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_A_HORSE_MOVE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_HORSE_LEG_BLOCKED: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_A_STRAIGHT_LINE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_PATH_BLOCKED: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_CANNON_NEEDS_SCREEN: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_CANNON_TOO_MANY_SCREENS: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_SOLDIER_CANNOT_RETREAT: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_SOLDIER_CANNOT_MOVE_SIDEWAYS: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NOT_A_SOLDIER_MOVE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_GENERALS_FACE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_LEAVES_GENERAL_IN_CHECK: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NO_SUCH_PIECE: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_NO_SUCH_DESTINATION: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_AMBIGUOUS: _ClassVar[IllegalMoveReason]
    ILLEGAL_MOVE_REASON_FORBIDDEN_REPETITION: _ClassVar[IllegalMoveReason]

class RepetitionMode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REPETITION_MODE_UNSPECIFIED: _ClassVar[RepetitionMode]
    REPETITION_MODE_ADJUDICATE: _ClassVar[RepetitionMode]
    REPETITION_MODE_ADVISE: _ClassVar[RepetitionMode]
    REPETITION_MODE_FORBID: _ClassVar[RepetitionMode]

class PositionStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POSITION_STATUS_UNSPECIFIED: _ClassVar[PositionStatus]
    POSITION_STATUS_ONGOING: _ClassVar[PositionStatus]
    POSITION_STATUS_CHECKMATE: _ClassVar[PositionStatus]
    POSITION_STATUS_STALEMATE: _ClassVar[PositionStatus]

class RecordFormat(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RECORD_FORMAT_UNSPECIFIED: _ClassVar[RecordFormat]
    RECORD_FORMAT_PGN: _ClassVar[RecordFormat]
    RECORD_FORMAT_DHTMLXQ: _ClassVar[RecordFormat]
    RECORD_FORMAT_XQF: _ClassVar[RecordFormat]

class RuleProfile(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RULE_PROFILE_UNSPECIFIED: _ClassVar[RuleProfile]
    RULE_PROFILE_CLUB: _ClassVar[RuleProfile]
    RULE_PROFILE_CXA: _ClassVar[RuleProfile]
    RULE_PROFILE_AXF: _ClassVar[RuleProfile]

class EventType(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EVENT_TYPE_UNSPECIFIED: _ClassVar[EventType]
    EVENT_TYPE_RESIGN: _ClassVar[EventType]
    EVENT_TYPE_DRAW_AGREED: _ClassVar[EventType]
    EVENT_TYPE_DRAW_OFFER: _ClassVar[EventType]
    EVENT_TYPE_DRAW_ACCEPT: _ClassVar[EventType]
    EVENT_TYPE_DRAW_DECLINE: _ClassVar[EventType]
    EVENT_TYPE_FOUL: _ClassVar[EventType]
    EVENT_TYPE_LATE_ARRIVAL: _ClassVar[EventType]
    EVENT_TYPE_SEALED_MOVE: _ClassVar[EventType]
    EVENT_TYPE_DISCIPLINE_LOSS: _ClassVar[EventType]
    EVENT_TYPE_NATURAL_LIMIT_CLAIM: _ClassVar[EventType]
    EVENT_TYPE_THEORETICAL_DRAW_CLAIM: _ClassVar[EventType]

class FoulKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FOUL_KIND_UNSPECIFIED: _ClassVar[FoulKind]
    FOUL_KIND_REPEATED_DRAW_OFFER: _ClassVar[FoulKind]
    FOUL_KIND_FALSE_CLAIM: _ClassVar[FoulKind]
    FOUL_KIND_TOUCHED_NOT_MOVED: _ClassVar[FoulKind]
    FOUL_KIND_TOUCHED_NOT_CAPTURED: _ClassVar[FoulKind]
    FOUL_KIND_ILLEGAL_MOVE_ATTEMPT: _ClassVar[FoulKind]
    FOUL_KIND_OTHER: _ClassVar[FoulKind]
    FOUL_KIND_TOUCHED_IMMOBILE: _ClassVar[FoulKind]
    FOUL_KIND_TOUCHED_UNCAPTURABLE: _ClassVar[FoulKind]

class TimeControlKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TIME_CONTROL_KIND_UNSPECIFIED: _ClassVar[TimeControlKind]
    TIME_CONTROL_KIND_PER_GAME: _ClassVar[TimeControlKind]
    TIME_CONTROL_KIND_SHARED_THEN_PER_MOVE: _ClassVar[TimeControlKind]
    TIME_CONTROL_KIND_FISCHER: _ClassVar[TimeControlKind]
    TIME_CONTROL_KIND_BYO_YOMI: _ClassVar[TimeControlKind]
    TIME_CONTROL_KIND_MOVE_COUNT: _ClassVar[TimeControlKind]

class Outcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OUTCOME_UNSPECIFIED: _ClassVar[Outcome]
    OUTCOME_ONGOING: _ClassVar[Outcome]
    OUTCOME_RED_WINS: _ClassVar[Outcome]
    OUTCOME_BLACK_WINS: _ClassVar[Outcome]
    OUTCOME_DRAW: _ClassVar[Outcome]
    OUTCOME_BOTH_LOSE: _ClassVar[Outcome]

class Termination(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TERMINATION_UNSPECIFIED: _ClassVar[Termination]
    TERMINATION_CHECKMATE: _ClassVar[Termination]
    TERMINATION_STALEMATE: _ClassVar[Termination]
    TERMINATION_PERPETUAL_CHECK: _ClassVar[Termination]
    TERMINATION_PERPETUAL_ATTACK: _ClassVar[Termination]
    TERMINATION_REPETITION_DRAW: _ClassVar[Termination]
    TERMINATION_NATURAL_MOVE_LIMIT: _ClassVar[Termination]
    TERMINATION_INSUFFICIENT_MATERIAL: _ClassVar[Termination]
    TERMINATION_RESIGNATION: _ClassVar[Termination]
    TERMINATION_DRAW_AGREED: _ClassVar[Termination]
    TERMINATION_ILLEGAL_MOVE: _ClassVar[Termination]
    TERMINATION_TIME_FORFEIT: _ClassVar[Termination]
    TERMINATION_TECHNICAL_FOULS: _ClassVar[Termination]
    TERMINATION_FORFEIT: _ClassVar[Termination]
    TERMINATION_REPEATED_VIOLATIONS: _ClassVar[Termination]
    TERMINATION_SEALED_MOVE: _ClassVar[Termination]
    TERMINATION_DISCIPLINE: _ClassVar[Termination]
    TERMINATION_THEORETICAL_DRAW: _ClassVar[Termination]

class MoveClass(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MOVE_CLASS_UNSPECIFIED: _ClassVar[MoveClass]
    MOVE_CLASS_CHECK: _ClassVar[MoveClass]
    MOVE_CLASS_MATE_THREAT: _ClassVar[MoveClass]
    MOVE_CLASS_CHASE: _ClassVar[MoveClass]
    MOVE_CLASS_EXCHANGE: _ClassVar[MoveClass]
    MOVE_CLASS_OFFER: _ClassVar[MoveClass]
    MOVE_CLASS_IDLE: _ClassVar[MoveClass]
    MOVE_CLASS_BLOCK: _ClassVar[MoveClass]
    MOVE_CLASS_FOLLOW: _ClassVar[MoveClass]

class Pattern(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PATTERN_UNSPECIFIED: _ClassVar[Pattern]
    PATTERN_LONG_CHECK: _ClassVar[Pattern]
    PATTERN_LONG_ATTACK: _ClassVar[Pattern]
    PATTERN_ALLOWED: _ClassVar[Pattern]
    PATTERN_LONG_SOFT_ATTACK: _ClassVar[Pattern]

class ClauseKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CLAUSE_KIND_UNSPECIFIED: _ClassVar[ClauseKind]
    CLAUSE_KIND_GIVES_CHECK: _ClassVar[ClauseKind]
    CLAUSE_KIND_THREATENS_MATE: _ClassVar[ClauseKind]
    CLAUSE_KIND_JUDGED_FORBIDDEN_WAY: _ClassVar[ClauseKind]
    CLAUSE_KIND_WINS_MATERIAL: _ClassVar[ClauseKind]
    CLAUSE_KIND_WINS_BY_EVEN_TRADE: _ClassVar[ClauseKind]
    CLAUSE_KIND_WINS_BY_CHECK: _ClassVar[ClauseKind]
    CLAUSE_KIND_ATTACKS_CHARIOT: _ClassVar[ClauseKind]
    CLAUSE_KIND_WINS_JOINTLY: _ClassVar[ClauseKind]
    CLAUSE_KIND_NEW_TARGET: _ClassVar[ClauseKind]
    CLAUSE_KIND_NEW_ATTACKER: _ClassVar[ClauseKind]
    CLAUSE_KIND_FREED_BY_LEAVING: _ClassVar[ClauseKind]
    CLAUSE_KIND_NEEDS_MOVED_PIECE: _ClassVar[ClauseKind]
    CLAUSE_KIND_ANSWERS_CHECK: _ClassVar[ClauseKind]
    CLAUSE_KIND_OFFERS_LIKE_PIECE: _ClassVar[ClauseKind]
    CLAUSE_KIND_OPENS_EXCHANGE: _ClassVar[ClauseKind]
    CLAUSE_KIND_BACKS_EXCHANGE: _ClassVar[ClauseKind]
    CLAUSE_KIND_EXCHANGE_PARRIES_MATE: _ClassVar[ClauseKind]
    CLAUSE_KIND_BLOCKS_MATE: _ClassVar[ClauseKind]
    CLAUSE_KIND_OFFERS_PIECE: _ClassVar[ClauseKind]
    CLAUSE_KIND_FOLLOWS: _ClassVar[ClauseKind]
    CLAUSE_KIND_NOTHING_ELSE: _ClassVar[ClauseKind]

class NotChaseReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    NOT_CHASE_REASON_UNSPECIFIED: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_JUDGED_MATE_THREAT: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_ANSWERS_CHECK: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_GENERAL_OR_SOLDIER: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_UNCROSSED_SOLDIER: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_LIKE_PIECES: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_NOT_NEW: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_PROTECTED: _ClassVar[NotChaseReason]
    NOT_CHASE_REASON_SECOND_ATTACKER: _ClassVar[NotChaseReason]

class TouchClause(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TOUCH_CLAUSE_UNSPECIFIED: _ClassVar[TouchClause]
    TOUCH_CLAUSE_NOTHING_TOUCHED: _ClassVar[TouchClause]
    TOUCH_CLAUSE_OWN_MUST_MOVE: _ClassVar[TouchClause]
    TOUCH_CLAUSE_OWN_CANNOT_MOVE: _ClassVar[TouchClause]
    TOUCH_CLAUSE_OPPONENT_MUST_BE_CAPTURED: _ClassVar[TouchClause]
    TOUCH_CLAUSE_OPPONENT_CANNOT_BE_CAPTURED: _ClassVar[TouchClause]
    TOUCH_CLAUSE_OWN_CAPTURES_TOUCHED: _ClassVar[TouchClause]
    TOUCH_CLAUSE_OWN_MOVES_INSTEAD: _ClassVar[TouchClause]
    TOUCH_CLAUSE_ANOTHER_CAPTURES: _ClassVar[TouchClause]
    TOUCH_CLAUSE_FREE: _ClassVar[TouchClause]

class DiagramOrientation(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DIAGRAM_ORIENTATION_UNSPECIFIED: _ClassVar[DiagramOrientation]
    DIAGRAM_ORIENTATION_RED_BOTTOM: _ClassVar[DiagramOrientation]
    DIAGRAM_ORIENTATION_BLACK_BOTTOM: _ClassVar[DiagramOrientation]

class PieceCharacters(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PIECE_CHARACTERS_UNSPECIFIED: _ClassVar[PieceCharacters]
    PIECE_CHARACTERS_SIMPLIFIED: _ClassVar[PieceCharacters]
    PIECE_CHARACTERS_TRADITIONAL: _ClassVar[PieceCharacters]

class EndgameValue(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ENDGAME_VALUE_UNSPECIFIED: _ClassVar[EndgameValue]
    ENDGAME_VALUE_WIN: _ClassVar[EndgameValue]
    ENDGAME_VALUE_DRAW: _ClassVar[EndgameValue]
    ENDGAME_VALUE_LOSS: _ClassVar[EndgameValue]
MOVE_NOTATION_UNSPECIFIED: MoveNotation
MOVE_NOTATION_ICCS: MoveNotation
MOVE_NOTATION_CHINESE: MoveNotation
MOVE_NOTATION_WXF: MoveNotation
MOVE_NOTATION_ICCS_1BASED: MoveNotation
ILLEGAL_MOVE_REASON_UNSPECIFIED: IllegalMoveReason
ILLEGAL_MOVE_REASON_SAME_SQUARE: IllegalMoveReason
ILLEGAL_MOVE_REASON_NO_PIECE_ON_SQUARE: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_YOUR_PIECE: IllegalMoveReason
ILLEGAL_MOVE_REASON_CAPTURES_OWN_PIECE: IllegalMoveReason
ILLEGAL_MOVE_REASON_LEAVES_PALACE: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_A_GENERAL_MOVE: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_AN_ADVISOR_MOVE: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_AN_ELEPHANT_MOVE: IllegalMoveReason
ILLEGAL_MOVE_REASON_ELEPHANT_CROSSES_RIVER: IllegalMoveReason
ILLEGAL_MOVE_REASON_ELEPHANT_EYE_BLOCKED: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_A_HORSE_MOVE: IllegalMoveReason
ILLEGAL_MOVE_REASON_HORSE_LEG_BLOCKED: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_A_STRAIGHT_LINE: IllegalMoveReason
ILLEGAL_MOVE_REASON_PATH_BLOCKED: IllegalMoveReason
ILLEGAL_MOVE_REASON_CANNON_NEEDS_SCREEN: IllegalMoveReason
ILLEGAL_MOVE_REASON_CANNON_TOO_MANY_SCREENS: IllegalMoveReason
ILLEGAL_MOVE_REASON_SOLDIER_CANNOT_RETREAT: IllegalMoveReason
ILLEGAL_MOVE_REASON_SOLDIER_CANNOT_MOVE_SIDEWAYS: IllegalMoveReason
ILLEGAL_MOVE_REASON_NOT_A_SOLDIER_MOVE: IllegalMoveReason
ILLEGAL_MOVE_REASON_GENERALS_FACE: IllegalMoveReason
ILLEGAL_MOVE_REASON_LEAVES_GENERAL_IN_CHECK: IllegalMoveReason
ILLEGAL_MOVE_REASON_NO_SUCH_PIECE: IllegalMoveReason
ILLEGAL_MOVE_REASON_NO_SUCH_DESTINATION: IllegalMoveReason
ILLEGAL_MOVE_REASON_AMBIGUOUS: IllegalMoveReason
ILLEGAL_MOVE_REASON_FORBIDDEN_REPETITION: IllegalMoveReason
REPETITION_MODE_UNSPECIFIED: RepetitionMode
REPETITION_MODE_ADJUDICATE: RepetitionMode
REPETITION_MODE_ADVISE: RepetitionMode
REPETITION_MODE_FORBID: RepetitionMode
POSITION_STATUS_UNSPECIFIED: PositionStatus
POSITION_STATUS_ONGOING: PositionStatus
POSITION_STATUS_CHECKMATE: PositionStatus
POSITION_STATUS_STALEMATE: PositionStatus
RECORD_FORMAT_UNSPECIFIED: RecordFormat
RECORD_FORMAT_PGN: RecordFormat
RECORD_FORMAT_DHTMLXQ: RecordFormat
RECORD_FORMAT_XQF: RecordFormat
RULE_PROFILE_UNSPECIFIED: RuleProfile
RULE_PROFILE_CLUB: RuleProfile
RULE_PROFILE_CXA: RuleProfile
RULE_PROFILE_AXF: RuleProfile
EVENT_TYPE_UNSPECIFIED: EventType
EVENT_TYPE_RESIGN: EventType
EVENT_TYPE_DRAW_AGREED: EventType
EVENT_TYPE_DRAW_OFFER: EventType
EVENT_TYPE_DRAW_ACCEPT: EventType
EVENT_TYPE_DRAW_DECLINE: EventType
EVENT_TYPE_FOUL: EventType
EVENT_TYPE_LATE_ARRIVAL: EventType
EVENT_TYPE_SEALED_MOVE: EventType
EVENT_TYPE_DISCIPLINE_LOSS: EventType
EVENT_TYPE_NATURAL_LIMIT_CLAIM: EventType
EVENT_TYPE_THEORETICAL_DRAW_CLAIM: EventType
FOUL_KIND_UNSPECIFIED: FoulKind
FOUL_KIND_REPEATED_DRAW_OFFER: FoulKind
FOUL_KIND_FALSE_CLAIM: FoulKind
FOUL_KIND_TOUCHED_NOT_MOVED: FoulKind
FOUL_KIND_TOUCHED_NOT_CAPTURED: FoulKind
FOUL_KIND_ILLEGAL_MOVE_ATTEMPT: FoulKind
FOUL_KIND_OTHER: FoulKind
FOUL_KIND_TOUCHED_IMMOBILE: FoulKind
FOUL_KIND_TOUCHED_UNCAPTURABLE: FoulKind
TIME_CONTROL_KIND_UNSPECIFIED: TimeControlKind
TIME_CONTROL_KIND_PER_GAME: TimeControlKind
TIME_CONTROL_KIND_SHARED_THEN_PER_MOVE: TimeControlKind
TIME_CONTROL_KIND_FISCHER: TimeControlKind
TIME_CONTROL_KIND_BYO_YOMI: TimeControlKind
TIME_CONTROL_KIND_MOVE_COUNT: TimeControlKind
OUTCOME_UNSPECIFIED: Outcome
OUTCOME_ONGOING: Outcome
OUTCOME_RED_WINS: Outcome
OUTCOME_BLACK_WINS: Outcome
OUTCOME_DRAW: Outcome
OUTCOME_BOTH_LOSE: Outcome
TERMINATION_UNSPECIFIED: Termination
TERMINATION_CHECKMATE: Termination
TERMINATION_STALEMATE: Termination
TERMINATION_PERPETUAL_CHECK: Termination
TERMINATION_PERPETUAL_ATTACK: Termination
TERMINATION_REPETITION_DRAW: Termination
TERMINATION_NATURAL_MOVE_LIMIT: Termination
TERMINATION_INSUFFICIENT_MATERIAL: Termination
TERMINATION_RESIGNATION: Termination
TERMINATION_DRAW_AGREED: Termination
TERMINATION_ILLEGAL_MOVE: Termination
TERMINATION_TIME_FORFEIT: Termination
TERMINATION_TECHNICAL_FOULS: Termination
TERMINATION_FORFEIT: Termination
TERMINATION_REPEATED_VIOLATIONS: Termination
TERMINATION_SEALED_MOVE: Termination
TERMINATION_DISCIPLINE: Termination
TERMINATION_THEORETICAL_DRAW: Termination
MOVE_CLASS_UNSPECIFIED: MoveClass
MOVE_CLASS_CHECK: MoveClass
MOVE_CLASS_MATE_THREAT: MoveClass
MOVE_CLASS_CHASE: MoveClass
MOVE_CLASS_EXCHANGE: MoveClass
MOVE_CLASS_OFFER: MoveClass
MOVE_CLASS_IDLE: MoveClass
MOVE_CLASS_BLOCK: MoveClass
MOVE_CLASS_FOLLOW: MoveClass
PATTERN_UNSPECIFIED: Pattern
PATTERN_LONG_CHECK: Pattern
PATTERN_LONG_ATTACK: Pattern
PATTERN_ALLOWED: Pattern
PATTERN_LONG_SOFT_ATTACK: Pattern
CLAUSE_KIND_UNSPECIFIED: ClauseKind
CLAUSE_KIND_GIVES_CHECK: ClauseKind
CLAUSE_KIND_THREATENS_MATE: ClauseKind
CLAUSE_KIND_JUDGED_FORBIDDEN_WAY: ClauseKind
CLAUSE_KIND_WINS_MATERIAL: ClauseKind
CLAUSE_KIND_WINS_BY_EVEN_TRADE: ClauseKind
CLAUSE_KIND_WINS_BY_CHECK: ClauseKind
CLAUSE_KIND_ATTACKS_CHARIOT: ClauseKind
CLAUSE_KIND_WINS_JOINTLY: ClauseKind
CLAUSE_KIND_NEW_TARGET: ClauseKind
CLAUSE_KIND_NEW_ATTACKER: ClauseKind
CLAUSE_KIND_FREED_BY_LEAVING: ClauseKind
CLAUSE_KIND_NEEDS_MOVED_PIECE: ClauseKind
CLAUSE_KIND_ANSWERS_CHECK: ClauseKind
CLAUSE_KIND_OFFERS_LIKE_PIECE: ClauseKind
CLAUSE_KIND_OPENS_EXCHANGE: ClauseKind
CLAUSE_KIND_BACKS_EXCHANGE: ClauseKind
CLAUSE_KIND_EXCHANGE_PARRIES_MATE: ClauseKind
CLAUSE_KIND_BLOCKS_MATE: ClauseKind
CLAUSE_KIND_OFFERS_PIECE: ClauseKind
CLAUSE_KIND_FOLLOWS: ClauseKind
CLAUSE_KIND_NOTHING_ELSE: ClauseKind
NOT_CHASE_REASON_UNSPECIFIED: NotChaseReason
NOT_CHASE_REASON_JUDGED_MATE_THREAT: NotChaseReason
NOT_CHASE_REASON_ANSWERS_CHECK: NotChaseReason
NOT_CHASE_REASON_GENERAL_OR_SOLDIER: NotChaseReason
NOT_CHASE_REASON_UNCROSSED_SOLDIER: NotChaseReason
NOT_CHASE_REASON_LIKE_PIECES: NotChaseReason
NOT_CHASE_REASON_NOT_NEW: NotChaseReason
NOT_CHASE_REASON_PROTECTED: NotChaseReason
NOT_CHASE_REASON_SECOND_ATTACKER: NotChaseReason
TOUCH_CLAUSE_UNSPECIFIED: TouchClause
TOUCH_CLAUSE_NOTHING_TOUCHED: TouchClause
TOUCH_CLAUSE_OWN_MUST_MOVE: TouchClause
TOUCH_CLAUSE_OWN_CANNOT_MOVE: TouchClause
TOUCH_CLAUSE_OPPONENT_MUST_BE_CAPTURED: TouchClause
TOUCH_CLAUSE_OPPONENT_CANNOT_BE_CAPTURED: TouchClause
TOUCH_CLAUSE_OWN_CAPTURES_TOUCHED: TouchClause
TOUCH_CLAUSE_OWN_MOVES_INSTEAD: TouchClause
TOUCH_CLAUSE_ANOTHER_CAPTURES: TouchClause
TOUCH_CLAUSE_FREE: TouchClause
DIAGRAM_ORIENTATION_UNSPECIFIED: DiagramOrientation
DIAGRAM_ORIENTATION_RED_BOTTOM: DiagramOrientation
DIAGRAM_ORIENTATION_BLACK_BOTTOM: DiagramOrientation
PIECE_CHARACTERS_UNSPECIFIED: PieceCharacters
PIECE_CHARACTERS_SIMPLIFIED: PieceCharacters
PIECE_CHARACTERS_TRADITIONAL: PieceCharacters
ENDGAME_VALUE_UNSPECIFIED: EndgameValue
ENDGAME_VALUE_WIN: EndgameValue
ENDGAME_VALUE_DRAW: EndgameValue
ENDGAME_VALUE_LOSS: EndgameValue

class RepetitionAdvice(_message.Message):
    __slots__ = ("occurrences", "cycle_plies", "classes", "red_pattern", "black_pattern", "must_change", "side", "completes", "outcome", "termination", "explanation", "refused")
    OCCURRENCES_FIELD_NUMBER: _ClassVar[int]
    CYCLE_PLIES_FIELD_NUMBER: _ClassVar[int]
    CLASSES_FIELD_NUMBER: _ClassVar[int]
    RED_PATTERN_FIELD_NUMBER: _ClassVar[int]
    BLACK_PATTERN_FIELD_NUMBER: _ClassVar[int]
    MUST_CHANGE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    COMPLETES_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    TERMINATION_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    REFUSED_FIELD_NUMBER: _ClassVar[int]
    occurrences: int
    cycle_plies: _containers.RepeatedScalarFieldContainer[int]
    classes: _containers.RepeatedScalarFieldContainer[MoveClass]
    red_pattern: Pattern
    black_pattern: Pattern
    must_change: bool
    side: _common_pb2.Side
    completes: bool
    outcome: Outcome
    termination: Termination
    explanation: str
    refused: bool
    def __init__(self, occurrences: _Optional[int] = ..., cycle_plies: _Optional[_Iterable[int]] = ..., classes: _Optional[_Iterable[_Union[MoveClass, str]]] = ..., red_pattern: _Optional[_Union[Pattern, str]] = ..., black_pattern: _Optional[_Union[Pattern, str]] = ..., must_change: bool = ..., side: _Optional[_Union[_common_pb2.Side, str]] = ..., completes: bool = ..., outcome: _Optional[_Union[Outcome, str]] = ..., termination: _Optional[_Union[Termination, str]] = ..., explanation: _Optional[str] = ..., refused: bool = ...) -> None: ...

class ValidateMoveRequest(_message.Message):
    __slots__ = ("start_fen", "moves", "move", "notation", "profile", "options")
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves: _containers.RepeatedScalarFieldContainer[str]
    move: str
    notation: MoveNotation
    profile: RuleProfile
    options: RuleOptions
    def __init__(self, start_fen: _Optional[str] = ..., moves: _Optional[_Iterable[str]] = ..., move: _Optional[str] = ..., notation: _Optional[_Union[MoveNotation, str]] = ..., profile: _Optional[_Union[RuleProfile, str]] = ..., options: _Optional[_Union[RuleOptions, _Mapping]] = ...) -> None: ...

class ValidateMoveResponse(_message.Message):
    __slots__ = ("legal", "reason", "explanation", "move_iccs", "move_chinese", "move_wxf", "fen", "check", "checkmate", "stalemate", "input_notation", "candidates", "fen_before", "repetition")
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    MOVE_ICCS_FIELD_NUMBER: _ClassVar[int]
    MOVE_CHINESE_FIELD_NUMBER: _ClassVar[int]
    MOVE_WXF_FIELD_NUMBER: _ClassVar[int]
    FEN_FIELD_NUMBER: _ClassVar[int]
    CHECK_FIELD_NUMBER: _ClassVar[int]
    CHECKMATE_FIELD_NUMBER: _ClassVar[int]
    STALEMATE_FIELD_NUMBER: _ClassVar[int]
    INPUT_NOTATION_FIELD_NUMBER: _ClassVar[int]
    CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    FEN_BEFORE_FIELD_NUMBER: _ClassVar[int]
    REPETITION_FIELD_NUMBER: _ClassVar[int]
    legal: bool
    reason: IllegalMoveReason
    explanation: str
    move_iccs: str
    move_chinese: str
    move_wxf: str
    fen: str
    check: bool
    checkmate: bool
    stalemate: bool
    input_notation: MoveNotation
    candidates: _containers.RepeatedScalarFieldContainer[str]
    fen_before: str
    repetition: RepetitionAdvice
    def __init__(self, legal: bool = ..., reason: _Optional[_Union[IllegalMoveReason, str]] = ..., explanation: _Optional[str] = ..., move_iccs: _Optional[str] = ..., move_chinese: _Optional[str] = ..., move_wxf: _Optional[str] = ..., fen: _Optional[str] = ..., check: bool = ..., checkmate: bool = ..., stalemate: bool = ..., input_notation: _Optional[_Union[MoveNotation, str]] = ..., candidates: _Optional[_Iterable[str]] = ..., fen_before: _Optional[str] = ..., repetition: _Optional[_Union[RepetitionAdvice, _Mapping]] = ...) -> None: ...

class ListLegalMovesRequest(_message.Message):
    __slots__ = ("start_fen", "moves", "notations", "notation", "profile", "options")
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    NOTATIONS_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves: _containers.RepeatedScalarFieldContainer[str]
    notations: _containers.RepeatedScalarFieldContainer[MoveNotation]
    notation: MoveNotation
    profile: RuleProfile
    options: RuleOptions
    def __init__(self, start_fen: _Optional[str] = ..., moves: _Optional[_Iterable[str]] = ..., notations: _Optional[_Iterable[_Union[MoveNotation, str]]] = ..., notation: _Optional[_Union[MoveNotation, str]] = ..., profile: _Optional[_Union[RuleProfile, str]] = ..., options: _Optional[_Union[RuleOptions, _Mapping]] = ...) -> None: ...

class LegalMove(_message.Message):
    __slots__ = ("iccs", "chinese", "wxf", "iccs_1based", "capture", "check", "repetition")
    ICCS_FIELD_NUMBER: _ClassVar[int]
    CHINESE_FIELD_NUMBER: _ClassVar[int]
    WXF_FIELD_NUMBER: _ClassVar[int]
    ICCS_1BASED_FIELD_NUMBER: _ClassVar[int]
    CAPTURE_FIELD_NUMBER: _ClassVar[int]
    CHECK_FIELD_NUMBER: _ClassVar[int]
    REPETITION_FIELD_NUMBER: _ClassVar[int]
    iccs: str
    chinese: str
    wxf: str
    iccs_1based: str
    capture: bool
    check: bool
    repetition: RepetitionAdvice
    def __init__(self, iccs: _Optional[str] = ..., chinese: _Optional[str] = ..., wxf: _Optional[str] = ..., iccs_1based: _Optional[str] = ..., capture: bool = ..., check: bool = ..., repetition: _Optional[_Union[RepetitionAdvice, _Mapping]] = ...) -> None: ...

class ListLegalMovesResponse(_message.Message):
    __slots__ = ("moves", "in_check", "fen", "side_to_move", "status")
    MOVES_FIELD_NUMBER: _ClassVar[int]
    IN_CHECK_FIELD_NUMBER: _ClassVar[int]
    FEN_FIELD_NUMBER: _ClassVar[int]
    SIDE_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    moves: _containers.RepeatedCompositeFieldContainer[LegalMove]
    in_check: bool
    fen: str
    side_to_move: _common_pb2.Side
    status: PositionStatus
    def __init__(self, moves: _Optional[_Iterable[_Union[LegalMove, _Mapping]]] = ..., in_check: bool = ..., fen: _Optional[str] = ..., side_to_move: _Optional[_Union[_common_pb2.Side, str]] = ..., status: _Optional[_Union[PositionStatus, str]] = ...) -> None: ...

class ConvertNotationRequest(_message.Message):
    __slots__ = ("start_fen", "moves", "to", "notation")
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves: _containers.RepeatedScalarFieldContainer[str]
    to: MoveNotation
    notation: MoveNotation
    def __init__(self, start_fen: _Optional[str] = ..., moves: _Optional[_Iterable[str]] = ..., to: _Optional[_Union[MoveNotation, str]] = ..., notation: _Optional[_Union[MoveNotation, str]] = ...) -> None: ...

class ConvertNotationResponse(_message.Message):
    __slots__ = ("moves", "fen")
    MOVES_FIELD_NUMBER: _ClassVar[int]
    FEN_FIELD_NUMBER: _ClassVar[int]
    moves: _containers.RepeatedScalarFieldContainer[str]
    fen: str
    def __init__(self, moves: _Optional[_Iterable[str]] = ..., fen: _Optional[str] = ...) -> None: ...

class ParseGameRecordRequest(_message.Message):
    __slots__ = ("data", "format", "game_index")
    DATA_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    GAME_INDEX_FIELD_NUMBER: _ClassVar[int]
    data: bytes
    format: RecordFormat
    game_index: int
    def __init__(self, data: _Optional[bytes] = ..., format: _Optional[_Union[RecordFormat, str]] = ..., game_index: _Optional[int] = ...) -> None: ...

class PlyError(_message.Message):
    __slots__ = ("ply", "text", "reason")
    PLY_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ply: int
    text: str
    reason: str
    def __init__(self, ply: _Optional[int] = ..., text: _Optional[str] = ..., reason: _Optional[str] = ...) -> None: ...

class ParseGameRecordResponse(_message.Message):
    __slots__ = ("start_fen", "moves_iccs", "result", "tags", "errors", "format", "encoding", "game_count", "final_fen", "moves_chinese", "variation_count")
    class TagsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_ICCS_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    ENCODING_FIELD_NUMBER: _ClassVar[int]
    GAME_COUNT_FIELD_NUMBER: _ClassVar[int]
    FINAL_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_CHINESE_FIELD_NUMBER: _ClassVar[int]
    VARIATION_COUNT_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves_iccs: _containers.RepeatedScalarFieldContainer[str]
    result: str
    tags: _containers.ScalarMap[str, str]
    errors: _containers.RepeatedCompositeFieldContainer[PlyError]
    format: RecordFormat
    encoding: str
    game_count: int
    final_fen: str
    moves_chinese: _containers.RepeatedScalarFieldContainer[str]
    variation_count: int
    def __init__(self, start_fen: _Optional[str] = ..., moves_iccs: _Optional[_Iterable[str]] = ..., result: _Optional[str] = ..., tags: _Optional[_Mapping[str, str]] = ..., errors: _Optional[_Iterable[_Union[PlyError, _Mapping]]] = ..., format: _Optional[_Union[RecordFormat, str]] = ..., encoding: _Optional[str] = ..., game_count: _Optional[int] = ..., final_fen: _Optional[str] = ..., moves_chinese: _Optional[_Iterable[str]] = ..., variation_count: _Optional[int] = ...) -> None: ...

class RuleOptions(_message.Message):
    __slots__ = ("repetition_count", "natural_move_limit_rounds", "natural_limit_check_allowance", "mate_threat_forbidden", "mixed_attack_forbidden", "chase_same_piece", "soft_chase_allowed", "mate_threat_depth", "insufficient_material_draw", "foul_limit", "late_arrival_limit_minutes", "chariot_attack_chases", "joint_attack_chases", "violation_limit", "repetition_mode", "both_over_time_lose", "protected_by_root", "capture_answered_by_mate_is_chase", "theoretical_draw_automatic")
    REPETITION_COUNT_FIELD_NUMBER: _ClassVar[int]
    NATURAL_MOVE_LIMIT_ROUNDS_FIELD_NUMBER: _ClassVar[int]
    NATURAL_LIMIT_CHECK_ALLOWANCE_FIELD_NUMBER: _ClassVar[int]
    MATE_THREAT_FORBIDDEN_FIELD_NUMBER: _ClassVar[int]
    MIXED_ATTACK_FORBIDDEN_FIELD_NUMBER: _ClassVar[int]
    CHASE_SAME_PIECE_FIELD_NUMBER: _ClassVar[int]
    SOFT_CHASE_ALLOWED_FIELD_NUMBER: _ClassVar[int]
    MATE_THREAT_DEPTH_FIELD_NUMBER: _ClassVar[int]
    INSUFFICIENT_MATERIAL_DRAW_FIELD_NUMBER: _ClassVar[int]
    FOUL_LIMIT_FIELD_NUMBER: _ClassVar[int]
    LATE_ARRIVAL_LIMIT_MINUTES_FIELD_NUMBER: _ClassVar[int]
    CHARIOT_ATTACK_CHASES_FIELD_NUMBER: _ClassVar[int]
    JOINT_ATTACK_CHASES_FIELD_NUMBER: _ClassVar[int]
    VIOLATION_LIMIT_FIELD_NUMBER: _ClassVar[int]
    REPETITION_MODE_FIELD_NUMBER: _ClassVar[int]
    BOTH_OVER_TIME_LOSE_FIELD_NUMBER: _ClassVar[int]
    PROTECTED_BY_ROOT_FIELD_NUMBER: _ClassVar[int]
    CAPTURE_ANSWERED_BY_MATE_IS_CHASE_FIELD_NUMBER: _ClassVar[int]
    THEORETICAL_DRAW_AUTOMATIC_FIELD_NUMBER: _ClassVar[int]
    repetition_count: int
    natural_move_limit_rounds: int
    natural_limit_check_allowance: int
    mate_threat_forbidden: bool
    mixed_attack_forbidden: bool
    chase_same_piece: bool
    soft_chase_allowed: bool
    mate_threat_depth: int
    insufficient_material_draw: bool
    foul_limit: int
    late_arrival_limit_minutes: int
    chariot_attack_chases: bool
    joint_attack_chases: bool
    violation_limit: int
    repetition_mode: RepetitionMode
    both_over_time_lose: bool
    protected_by_root: bool
    capture_answered_by_mate_is_chase: bool
    theoretical_draw_automatic: bool
    def __init__(self, repetition_count: _Optional[int] = ..., natural_move_limit_rounds: _Optional[int] = ..., natural_limit_check_allowance: _Optional[int] = ..., mate_threat_forbidden: bool = ..., mixed_attack_forbidden: bool = ..., chase_same_piece: bool = ..., soft_chase_allowed: bool = ..., mate_threat_depth: _Optional[int] = ..., insufficient_material_draw: bool = ..., foul_limit: _Optional[int] = ..., late_arrival_limit_minutes: _Optional[int] = ..., chariot_attack_chases: bool = ..., joint_attack_chases: bool = ..., violation_limit: _Optional[int] = ..., repetition_mode: _Optional[_Union[RepetitionMode, str]] = ..., both_over_time_lose: bool = ..., protected_by_root: bool = ..., capture_answered_by_mate_is_chase: bool = ..., theoretical_draw_automatic: bool = ...) -> None: ...

class GameEvent(_message.Message):
    __slots__ = ("type", "after_ply", "side", "foul", "minutes", "sealed_move")
    TYPE_FIELD_NUMBER: _ClassVar[int]
    AFTER_PLY_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    FOUL_FIELD_NUMBER: _ClassVar[int]
    MINUTES_FIELD_NUMBER: _ClassVar[int]
    SEALED_MOVE_FIELD_NUMBER: _ClassVar[int]
    type: EventType
    after_ply: int
    side: _common_pb2.Side
    foul: FoulKind
    minutes: int
    sealed_move: str
    def __init__(self, type: _Optional[_Union[EventType, str]] = ..., after_ply: _Optional[int] = ..., side: _Optional[_Union[_common_pb2.Side, str]] = ..., foul: _Optional[_Union[FoulKind, str]] = ..., minutes: _Optional[int] = ..., sealed_move: _Optional[str] = ...) -> None: ...

class EventNote(_message.Message):
    __slots__ = ("index", "message")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    index: int
    message: str
    def __init__(self, index: _Optional[int] = ..., message: _Optional[str] = ...) -> None: ...

class AdjudicateGameRequest(_message.Message):
    __slots__ = ("start_fen", "moves", "profile", "options", "events", "notation", "time_control", "move_times_ms", "end_time_ms", "include_diagrams")
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    TIME_CONTROL_FIELD_NUMBER: _ClassVar[int]
    MOVE_TIMES_MS_FIELD_NUMBER: _ClassVar[int]
    END_TIME_MS_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_DIAGRAMS_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves: _containers.RepeatedScalarFieldContainer[str]
    profile: RuleProfile
    options: RuleOptions
    events: _containers.RepeatedCompositeFieldContainer[GameEvent]
    notation: MoveNotation
    time_control: TimeControl
    move_times_ms: _containers.RepeatedScalarFieldContainer[int]
    end_time_ms: int
    include_diagrams: bool
    def __init__(self, start_fen: _Optional[str] = ..., moves: _Optional[_Iterable[str]] = ..., profile: _Optional[_Union[RuleProfile, str]] = ..., options: _Optional[_Union[RuleOptions, _Mapping]] = ..., events: _Optional[_Iterable[_Union[GameEvent, _Mapping]]] = ..., notation: _Optional[_Union[MoveNotation, str]] = ..., time_control: _Optional[_Union[TimeControl, _Mapping]] = ..., move_times_ms: _Optional[_Iterable[int]] = ..., end_time_ms: _Optional[int] = ..., include_diagrams: bool = ...) -> None: ...

class TimeControl(_message.Message):
    __slots__ = ("kind", "base_ms", "increment_ms", "shared_ms", "per_move_ms", "period_ms", "periods", "moves", "then_moves", "then_ms")
    KIND_FIELD_NUMBER: _ClassVar[int]
    BASE_MS_FIELD_NUMBER: _ClassVar[int]
    INCREMENT_MS_FIELD_NUMBER: _ClassVar[int]
    SHARED_MS_FIELD_NUMBER: _ClassVar[int]
    PER_MOVE_MS_FIELD_NUMBER: _ClassVar[int]
    PERIOD_MS_FIELD_NUMBER: _ClassVar[int]
    PERIODS_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    THEN_MOVES_FIELD_NUMBER: _ClassVar[int]
    THEN_MS_FIELD_NUMBER: _ClassVar[int]
    kind: TimeControlKind
    base_ms: int
    increment_ms: int
    shared_ms: int
    per_move_ms: int
    period_ms: int
    periods: int
    moves: int
    then_moves: int
    then_ms: int
    def __init__(self, kind: _Optional[_Union[TimeControlKind, str]] = ..., base_ms: _Optional[int] = ..., increment_ms: _Optional[int] = ..., shared_ms: _Optional[int] = ..., per_move_ms: _Optional[int] = ..., period_ms: _Optional[int] = ..., periods: _Optional[int] = ..., moves: _Optional[int] = ..., then_moves: _Optional[int] = ..., then_ms: _Optional[int] = ...) -> None: ...

class ClockFlag(_message.Message):
    __slots__ = ("side", "ply", "at_ms", "counted", "moves_owed", "used_ms")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    PLY_FIELD_NUMBER: _ClassVar[int]
    AT_MS_FIELD_NUMBER: _ClassVar[int]
    COUNTED_FIELD_NUMBER: _ClassVar[int]
    MOVES_OWED_FIELD_NUMBER: _ClassVar[int]
    USED_MS_FIELD_NUMBER: _ClassVar[int]
    side: _common_pb2.Side
    ply: int
    at_ms: int
    counted: bool
    moves_owed: int
    used_ms: int
    def __init__(self, side: _Optional[_Union[_common_pb2.Side, str]] = ..., ply: _Optional[int] = ..., at_ms: _Optional[int] = ..., counted: bool = ..., moves_owed: _Optional[int] = ..., used_ms: _Optional[int] = ...) -> None: ...

class PlyVerdict(_message.Message):
    __slots__ = ("ply", "move_iccs", "move_chinese", "side", "check", "move_class", "chased", "chasers", "soft_chase", "note", "capture", "diagram_svg", "not_chased", "clauses")
    PLY_FIELD_NUMBER: _ClassVar[int]
    MOVE_ICCS_FIELD_NUMBER: _ClassVar[int]
    MOVE_CHINESE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    CHECK_FIELD_NUMBER: _ClassVar[int]
    MOVE_CLASS_FIELD_NUMBER: _ClassVar[int]
    CHASED_FIELD_NUMBER: _ClassVar[int]
    CHASERS_FIELD_NUMBER: _ClassVar[int]
    SOFT_CHASE_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    CAPTURE_FIELD_NUMBER: _ClassVar[int]
    DIAGRAM_SVG_FIELD_NUMBER: _ClassVar[int]
    NOT_CHASED_FIELD_NUMBER: _ClassVar[int]
    CLAUSES_FIELD_NUMBER: _ClassVar[int]
    ply: int
    move_iccs: str
    move_chinese: str
    side: _common_pb2.Side
    check: bool
    move_class: MoveClass
    chased: _containers.RepeatedScalarFieldContainer[str]
    chasers: _containers.RepeatedScalarFieldContainer[str]
    soft_chase: bool
    note: str
    capture: str
    diagram_svg: str
    not_chased: _containers.RepeatedCompositeFieldContainer[NotChased]
    clauses: _containers.RepeatedCompositeFieldContainer[Clause]
    def __init__(self, ply: _Optional[int] = ..., move_iccs: _Optional[str] = ..., move_chinese: _Optional[str] = ..., side: _Optional[_Union[_common_pb2.Side, str]] = ..., check: bool = ..., move_class: _Optional[_Union[MoveClass, str]] = ..., chased: _Optional[_Iterable[str]] = ..., chasers: _Optional[_Iterable[str]] = ..., soft_chase: bool = ..., note: _Optional[str] = ..., capture: _Optional[str] = ..., diagram_svg: _Optional[str] = ..., not_chased: _Optional[_Iterable[_Union[NotChased, _Mapping]]] = ..., clauses: _Optional[_Iterable[_Union[Clause, _Mapping]]] = ...) -> None: ...

class Clause(_message.Message):
    __slots__ = ("kind", "article", "squares", "text")
    KIND_FIELD_NUMBER: _ClassVar[int]
    ARTICLE_FIELD_NUMBER: _ClassVar[int]
    SQUARES_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    kind: ClauseKind
    article: str
    squares: _containers.RepeatedScalarFieldContainer[str]
    text: str
    def __init__(self, kind: _Optional[_Union[ClauseKind, str]] = ..., article: _Optional[str] = ..., squares: _Optional[_Iterable[str]] = ..., text: _Optional[str] = ...) -> None: ...

class NotChased(_message.Message):
    __slots__ = ("target", "attacker", "reason", "article")
    TARGET_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ARTICLE_FIELD_NUMBER: _ClassVar[int]
    target: str
    attacker: str
    reason: NotChaseReason
    article: str
    def __init__(self, target: _Optional[str] = ..., attacker: _Optional[str] = ..., reason: _Optional[_Union[NotChaseReason, str]] = ..., article: _Optional[str] = ...) -> None: ...

class IllegalPly(_message.Message):
    __slots__ = ("ply", "text", "reason", "explanation")
    PLY_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    ply: int
    text: str
    reason: IllegalMoveReason
    explanation: str
    def __init__(self, ply: _Optional[int] = ..., text: _Optional[str] = ..., reason: _Optional[_Union[IllegalMoveReason, str]] = ..., explanation: _Optional[str] = ...) -> None: ...

class AdjudicateGameResponse(_message.Message):
    __slots__ = ("outcome", "termination", "rule", "deciding_plies", "plies", "profile", "red_pattern", "black_pattern", "illegal_move", "moves_after_end", "final_fen", "flags", "event_notes", "fouls_red", "fouls_black", "deciding_event", "warning", "violations_red", "violations_black", "red_tally", "black_tally", "cycle_first_round", "cycle_last_round")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    TERMINATION_FIELD_NUMBER: _ClassVar[int]
    RULE_FIELD_NUMBER: _ClassVar[int]
    DECIDING_PLIES_FIELD_NUMBER: _ClassVar[int]
    PLIES_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    RED_PATTERN_FIELD_NUMBER: _ClassVar[int]
    BLACK_PATTERN_FIELD_NUMBER: _ClassVar[int]
    ILLEGAL_MOVE_FIELD_NUMBER: _ClassVar[int]
    MOVES_AFTER_END_FIELD_NUMBER: _ClassVar[int]
    FINAL_FEN_FIELD_NUMBER: _ClassVar[int]
    FLAGS_FIELD_NUMBER: _ClassVar[int]
    EVENT_NOTES_FIELD_NUMBER: _ClassVar[int]
    FOULS_RED_FIELD_NUMBER: _ClassVar[int]
    FOULS_BLACK_FIELD_NUMBER: _ClassVar[int]
    DECIDING_EVENT_FIELD_NUMBER: _ClassVar[int]
    WARNING_FIELD_NUMBER: _ClassVar[int]
    VIOLATIONS_RED_FIELD_NUMBER: _ClassVar[int]
    VIOLATIONS_BLACK_FIELD_NUMBER: _ClassVar[int]
    RED_TALLY_FIELD_NUMBER: _ClassVar[int]
    BLACK_TALLY_FIELD_NUMBER: _ClassVar[int]
    CYCLE_FIRST_ROUND_FIELD_NUMBER: _ClassVar[int]
    CYCLE_LAST_ROUND_FIELD_NUMBER: _ClassVar[int]
    outcome: Outcome
    termination: Termination
    rule: str
    deciding_plies: _containers.RepeatedScalarFieldContainer[int]
    plies: _containers.RepeatedCompositeFieldContainer[PlyVerdict]
    profile: RuleProfile
    red_pattern: Pattern
    black_pattern: Pattern
    illegal_move: IllegalPly
    moves_after_end: int
    final_fen: str
    flags: _containers.RepeatedCompositeFieldContainer[ClockFlag]
    event_notes: _containers.RepeatedCompositeFieldContainer[EventNote]
    fouls_red: int
    fouls_black: int
    deciding_event: int
    warning: str
    violations_red: int
    violations_black: int
    red_tally: _containers.RepeatedCompositeFieldContainer[ClassCount]
    black_tally: _containers.RepeatedCompositeFieldContainer[ClassCount]
    cycle_first_round: int
    cycle_last_round: int
    def __init__(self, outcome: _Optional[_Union[Outcome, str]] = ..., termination: _Optional[_Union[Termination, str]] = ..., rule: _Optional[str] = ..., deciding_plies: _Optional[_Iterable[int]] = ..., plies: _Optional[_Iterable[_Union[PlyVerdict, _Mapping]]] = ..., profile: _Optional[_Union[RuleProfile, str]] = ..., red_pattern: _Optional[_Union[Pattern, str]] = ..., black_pattern: _Optional[_Union[Pattern, str]] = ..., illegal_move: _Optional[_Union[IllegalPly, _Mapping]] = ..., moves_after_end: _Optional[int] = ..., final_fen: _Optional[str] = ..., flags: _Optional[_Iterable[_Union[ClockFlag, _Mapping]]] = ..., event_notes: _Optional[_Iterable[_Union[EventNote, _Mapping]]] = ..., fouls_red: _Optional[int] = ..., fouls_black: _Optional[int] = ..., deciding_event: _Optional[int] = ..., warning: _Optional[str] = ..., violations_red: _Optional[int] = ..., violations_black: _Optional[int] = ..., red_tally: _Optional[_Iterable[_Union[ClassCount, _Mapping]]] = ..., black_tally: _Optional[_Iterable[_Union[ClassCount, _Mapping]]] = ..., cycle_first_round: _Optional[int] = ..., cycle_last_round: _Optional[int] = ...) -> None: ...

class ClassCount(_message.Message):
    __slots__ = ("move_class", "count", "joint")
    MOVE_CLASS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    JOINT_FIELD_NUMBER: _ClassVar[int]
    move_class: MoveClass
    count: int
    joint: bool
    def __init__(self, move_class: _Optional[_Union[MoveClass, str]] = ..., count: _Optional[int] = ..., joint: bool = ...) -> None: ...

class ResolveTouchMoveRequest(_message.Message):
    __slots__ = ("start_fen", "moves", "touched", "played", "notation")
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    TOUCHED_FIELD_NUMBER: _ClassVar[int]
    PLAYED_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves: _containers.RepeatedScalarFieldContainer[str]
    touched: _containers.RepeatedScalarFieldContainer[str]
    played: str
    notation: MoveNotation
    def __init__(self, start_fen: _Optional[str] = ..., moves: _Optional[_Iterable[str]] = ..., touched: _Optional[_Iterable[str]] = ..., played: _Optional[str] = ..., notation: _Optional[_Union[MoveNotation, str]] = ...) -> None: ...

class ResolveTouchMoveResponse(_message.Message):
    __slots__ = ("required_moves", "clause", "clause_code", "own_piece", "opponent_piece", "played_satisfies", "foul", "foul_kind", "required_moves_chinese")
    REQUIRED_MOVES_FIELD_NUMBER: _ClassVar[int]
    CLAUSE_FIELD_NUMBER: _ClassVar[int]
    CLAUSE_CODE_FIELD_NUMBER: _ClassVar[int]
    OWN_PIECE_FIELD_NUMBER: _ClassVar[int]
    OPPONENT_PIECE_FIELD_NUMBER: _ClassVar[int]
    PLAYED_SATISFIES_FIELD_NUMBER: _ClassVar[int]
    FOUL_FIELD_NUMBER: _ClassVar[int]
    FOUL_KIND_FIELD_NUMBER: _ClassVar[int]
    REQUIRED_MOVES_CHINESE_FIELD_NUMBER: _ClassVar[int]
    required_moves: _containers.RepeatedScalarFieldContainer[str]
    clause: str
    clause_code: TouchClause
    own_piece: str
    opponent_piece: str
    played_satisfies: bool
    foul: bool
    foul_kind: FoulKind
    required_moves_chinese: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, required_moves: _Optional[_Iterable[str]] = ..., clause: _Optional[str] = ..., clause_code: _Optional[_Union[TouchClause, str]] = ..., own_piece: _Optional[str] = ..., opponent_piece: _Optional[str] = ..., played_satisfies: bool = ..., foul: bool = ..., foul_kind: _Optional[_Union[FoulKind, str]] = ..., required_moves_chinese: _Optional[_Iterable[str]] = ...) -> None: ...

class RenderDiagramRequest(_message.Message):
    __slots__ = ("start_fen", "moves", "notation", "orientation", "characters", "arrow", "chased", "chasers", "destinations", "selected", "show_destinations", "caption", "hide_coordinates")
    START_FEN_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    ORIENTATION_FIELD_NUMBER: _ClassVar[int]
    CHARACTERS_FIELD_NUMBER: _ClassVar[int]
    ARROW_FIELD_NUMBER: _ClassVar[int]
    CHASED_FIELD_NUMBER: _ClassVar[int]
    CHASERS_FIELD_NUMBER: _ClassVar[int]
    DESTINATIONS_FIELD_NUMBER: _ClassVar[int]
    SELECTED_FIELD_NUMBER: _ClassVar[int]
    SHOW_DESTINATIONS_FIELD_NUMBER: _ClassVar[int]
    CAPTION_FIELD_NUMBER: _ClassVar[int]
    HIDE_COORDINATES_FIELD_NUMBER: _ClassVar[int]
    start_fen: str
    moves: _containers.RepeatedScalarFieldContainer[str]
    notation: MoveNotation
    orientation: DiagramOrientation
    characters: PieceCharacters
    arrow: str
    chased: _containers.RepeatedScalarFieldContainer[str]
    chasers: _containers.RepeatedScalarFieldContainer[str]
    destinations: _containers.RepeatedScalarFieldContainer[str]
    selected: str
    show_destinations: bool
    caption: str
    hide_coordinates: bool
    def __init__(self, start_fen: _Optional[str] = ..., moves: _Optional[_Iterable[str]] = ..., notation: _Optional[_Union[MoveNotation, str]] = ..., orientation: _Optional[_Union[DiagramOrientation, str]] = ..., characters: _Optional[_Union[PieceCharacters, str]] = ..., arrow: _Optional[str] = ..., chased: _Optional[_Iterable[str]] = ..., chasers: _Optional[_Iterable[str]] = ..., destinations: _Optional[_Iterable[str]] = ..., selected: _Optional[str] = ..., show_destinations: bool = ..., caption: _Optional[str] = ..., hide_coordinates: bool = ...) -> None: ...

class RenderDiagramResponse(_message.Message):
    __slots__ = ("svg", "fen")
    SVG_FIELD_NUMBER: _ClassVar[int]
    FEN_FIELD_NUMBER: _ClassVar[int]
    svg: str
    fen: str
    def __init__(self, svg: _Optional[str] = ..., fen: _Optional[str] = ...) -> None: ...

class ProbeEndgameRequest(_message.Message):
    __slots__ = ("fen", "profile", "cycles_draw")
    FEN_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    CYCLES_DRAW_FIELD_NUMBER: _ClassVar[int]
    fen: str
    profile: RuleProfile
    cycles_draw: bool
    def __init__(self, fen: _Optional[str] = ..., profile: _Optional[_Union[RuleProfile, str]] = ..., cycles_draw: bool = ...) -> None: ...

class EndgameMove(_message.Message):
    __slots__ = ("iccs", "value", "plies_to_mate", "chinese", "decided_by_rule")
    ICCS_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    PLIES_TO_MATE_FIELD_NUMBER: _ClassVar[int]
    CHINESE_FIELD_NUMBER: _ClassVar[int]
    DECIDED_BY_RULE_FIELD_NUMBER: _ClassVar[int]
    iccs: str
    value: EndgameValue
    plies_to_mate: int
    chinese: str
    decided_by_rule: bool
    def __init__(self, iccs: _Optional[str] = ..., value: _Optional[_Union[EndgameValue, str]] = ..., plies_to_mate: _Optional[int] = ..., chinese: _Optional[str] = ..., decided_by_rule: bool = ...) -> None: ...

class ProbeEndgameResponse(_message.Message):
    __slots__ = ("in_table", "value", "plies_to_mate", "theoretical_draw", "moves", "line", "table_class", "class_name", "note", "exact", "natural_limit_first", "line_chinese", "plies_to_conversion", "decided_by_rule")
    IN_TABLE_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    PLIES_TO_MATE_FIELD_NUMBER: _ClassVar[int]
    THEORETICAL_DRAW_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    LINE_FIELD_NUMBER: _ClassVar[int]
    TABLE_CLASS_FIELD_NUMBER: _ClassVar[int]
    CLASS_NAME_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    EXACT_FIELD_NUMBER: _ClassVar[int]
    NATURAL_LIMIT_FIRST_FIELD_NUMBER: _ClassVar[int]
    LINE_CHINESE_FIELD_NUMBER: _ClassVar[int]
    PLIES_TO_CONVERSION_FIELD_NUMBER: _ClassVar[int]
    DECIDED_BY_RULE_FIELD_NUMBER: _ClassVar[int]
    in_table: bool
    value: EndgameValue
    plies_to_mate: int
    theoretical_draw: bool
    moves: _containers.RepeatedCompositeFieldContainer[EndgameMove]
    line: _containers.RepeatedScalarFieldContainer[str]
    table_class: str
    class_name: str
    note: str
    exact: bool
    natural_limit_first: bool
    line_chinese: _containers.RepeatedScalarFieldContainer[str]
    plies_to_conversion: int
    decided_by_rule: bool
    def __init__(self, in_table: bool = ..., value: _Optional[_Union[EndgameValue, str]] = ..., plies_to_mate: _Optional[int] = ..., theoretical_draw: bool = ..., moves: _Optional[_Iterable[_Union[EndgameMove, _Mapping]]] = ..., line: _Optional[_Iterable[str]] = ..., table_class: _Optional[str] = ..., class_name: _Optional[str] = ..., note: _Optional[str] = ..., exact: bool = ..., natural_limit_first: bool = ..., line_chinese: _Optional[_Iterable[str]] = ..., plies_to_conversion: _Optional[int] = ..., decided_by_rule: bool = ...) -> None: ...
