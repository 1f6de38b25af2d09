from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Hop(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    HOP_UNSPECIFIED: _ClassVar[Hop]
    HOP_STANDARD: _ClassVar[Hop]
    HOP_LONG: _ClassVar[Hop]

class CampRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CAMP_RULE_UNSPECIFIED: _ClassVar[CampRule]
    CAMP_RULE_ALLOWED: _ClassVar[CampRule]
    CAMP_RULE_NO_STOP: _ClassVar[CampRule]
    CAMP_RULE_NO_ENTER: _ClassVar[CampRule]

class CampScope(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CAMP_SCOPE_UNSPECIFIED: _ClassVar[CampScope]
    CAMP_SCOPE_HOMES: _ClassVar[CampScope]
    CAMP_SCOPE_SEATED: _ClassVar[CampScope]
    CAMP_SCOPE_ALL: _ClassVar[CampScope]

class WinRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WIN_RULE_UNSPECIFIED: _ClassVar[WinRule]
    WIN_RULE_STANDARD: _ClassVar[WinRule]
    WIN_RULE_FULL_WITH_OWN: _ClassVar[WinRule]

class GameStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_STATUS_UNSPECIFIED: _ClassVar[GameStatus]
    GAME_STATUS_ONGOING: _ClassVar[GameStatus]
    GAME_STATUS_FINISHED: _ClassVar[GameStatus]
    GAME_STATUS_PASS_ROUND_DRAW: _ClassVar[GameStatus]
    GAME_STATUS_MOVE_CAP_DRAW: _ClassVar[GameStatus]
    GAME_STATUS_ILLEGAL_MOVE: _ClassVar[GameStatus]
HOP_UNSPECIFIED: Hop
HOP_STANDARD: Hop
HOP_LONG: Hop
CAMP_RULE_UNSPECIFIED: CampRule
CAMP_RULE_ALLOWED: CampRule
CAMP_RULE_NO_STOP: CampRule
CAMP_RULE_NO_ENTER: CampRule
CAMP_SCOPE_UNSPECIFIED: CampScope
CAMP_SCOPE_HOMES: CampScope
CAMP_SCOPE_SEATED: CampScope
CAMP_SCOPE_ALL: CampScope
WIN_RULE_UNSPECIFIED: WinRule
WIN_RULE_STANDARD: WinRule
WIN_RULE_FULL_WITH_OWN: WinRule
GAME_STATUS_UNSPECIFIED: GameStatus
GAME_STATUS_ONGOING: GameStatus
GAME_STATUS_FINISHED: GameStatus
GAME_STATUS_PASS_ROUND_DRAW: GameStatus
GAME_STATUS_MOVE_CAP_DRAW: GameStatus
GAME_STATUS_ILLEGAL_MOVE: GameStatus

class Rules(_message.Message):
    __slots__ = ("hop", "camp_rule", "camp_scope", "goal_lock", "win_rule")
    HOP_FIELD_NUMBER: _ClassVar[int]
    CAMP_RULE_FIELD_NUMBER: _ClassVar[int]
    CAMP_SCOPE_FIELD_NUMBER: _ClassVar[int]
    GOAL_LOCK_FIELD_NUMBER: _ClassVar[int]
    WIN_RULE_FIELD_NUMBER: _ClassVar[int]
    hop: Hop
    camp_rule: CampRule
    camp_scope: CampScope
    goal_lock: bool
    win_rule: WinRule
    def __init__(self, hop: _Optional[_Union[Hop, str]] = ..., camp_rule: _Optional[_Union[CampRule, str]] = ..., camp_scope: _Optional[_Union[CampScope, str]] = ..., goal_lock: bool = ..., win_rule: _Optional[_Union[WinRule, str]] = ...) -> None: ...

class PlayerPieces(_message.Message):
    __slots__ = ("holes",)
    HOLES_FIELD_NUMBER: _ClassVar[int]
    holes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, holes: _Optional[_Iterable[str]] = ...) -> None: ...

class Position(_message.Message):
    __slots__ = ("triangle_size", "camp_depth", "players", "pieces", "to_move", "rules")
    TRIANGLE_SIZE_FIELD_NUMBER: _ClassVar[int]
    CAMP_DEPTH_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PIECES_FIELD_NUMBER: _ClassVar[int]
    TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    triangle_size: int
    camp_depth: int
    players: int
    pieces: _containers.RepeatedCompositeFieldContainer[PlayerPieces]
    to_move: int
    rules: Rules
    def __init__(self, triangle_size: _Optional[int] = ..., camp_depth: _Optional[int] = ..., players: _Optional[int] = ..., pieces: _Optional[_Iterable[_Union[PlayerPieces, _Mapping]]] = ..., to_move: _Optional[int] = ..., rules: _Optional[_Union[Rules, _Mapping]] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ("to", "path")
    FROM_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    to: str
    path: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, to: _Optional[str] = ..., path: _Optional[_Iterable[str]] = ..., **kwargs) -> None: ...

class ListLegalMovesRequest(_message.Message):
    __slots__ = ("position",)
    POSITION_FIELD_NUMBER: _ClassVar[int]
    position: Position
    def __init__(self, position: _Optional[_Union[Position, _Mapping]] = ...) -> None: ...

class ListLegalMovesResponse(_message.Message):
    __slots__ = ("moves", "move_count", "winners")
    MOVES_FIELD_NUMBER: _ClassVar[int]
    MOVE_COUNT_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    moves: _containers.RepeatedCompositeFieldContainer[Move]
    move_count: int
    winners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, moves: _Optional[_Iterable[_Union[Move, _Mapping]]] = ..., move_count: _Optional[int] = ..., winners: _Optional[_Iterable[int]] = ...) -> None: ...

class ValidateMoveRequest(_message.Message):
    __slots__ = ("position", "path")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    position: Position
    path: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, position: _Optional[_Union[Position, _Mapping]] = ..., path: _Optional[_Iterable[str]] = ...) -> None: ...

class ValidateMoveResponse(_message.Message):
    __slots__ = ("legal", "reason", "explanation", "path")
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    legal: bool
    reason: str
    explanation: str
    path: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, legal: bool = ..., reason: _Optional[str] = ..., explanation: _Optional[str] = ..., path: _Optional[_Iterable[str]] = ...) -> None: ...

class Turn(_message.Message):
    __slots__ = ("path",)
    PATH_FIELD_NUMBER: _ClassVar[int]
    path: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, path: _Optional[_Iterable[str]] = ...) -> None: ...

class AdjudicateGameRequest(_message.Message):
    __slots__ = ("position", "moves", "repetition_limit", "max_plies")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    REPETITION_LIMIT_FIELD_NUMBER: _ClassVar[int]
    MAX_PLIES_FIELD_NUMBER: _ClassVar[int]
    position: Position
    moves: _containers.RepeatedCompositeFieldContainer[Turn]
    repetition_limit: int
    max_plies: int
    def __init__(self, position: _Optional[_Union[Position, _Mapping]] = ..., moves: _Optional[_Iterable[_Union[Turn, _Mapping]]] = ..., repetition_limit: _Optional[int] = ..., max_plies: _Optional[int] = ...) -> None: ...

class IllegalTurn(_message.Message):
    __slots__ = ("index", "reason")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    index: int
    reason: str
    def __init__(self, index: _Optional[int] = ..., reason: _Optional[str] = ...) -> None: ...

class AdjudicateGameResponse(_message.Message):
    __slots__ = ("status", "finishing_order", "scores", "ranks", "reason", "plies", "illegal_move", "final_position")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    FINISHING_ORDER_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    RANKS_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    PLIES_FIELD_NUMBER: _ClassVar[int]
    ILLEGAL_MOVE_FIELD_NUMBER: _ClassVar[int]
    FINAL_POSITION_FIELD_NUMBER: _ClassVar[int]
    status: GameStatus
    finishing_order: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedScalarFieldContainer[float]
    ranks: _containers.RepeatedScalarFieldContainer[int]
    reason: str
    plies: int
    illegal_move: IllegalTurn
    final_position: Position
    def __init__(self, status: _Optional[_Union[GameStatus, str]] = ..., finishing_order: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[float]] = ..., ranks: _Optional[_Iterable[int]] = ..., reason: _Optional[str] = ..., plies: _Optional[int] = ..., illegal_move: _Optional[_Union[IllegalTurn, _Mapping]] = ..., final_position: _Optional[_Union[Position, _Mapping]] = ...) -> None: ...

class RenderDiagramRequest(_message.Message):
    __slots__ = ("position", "last_path", "selected", "show_destinations", "bottom_seat", "caption")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    LAST_PATH_FIELD_NUMBER: _ClassVar[int]
    SELECTED_FIELD_NUMBER: _ClassVar[int]
    SHOW_DESTINATIONS_FIELD_NUMBER: _ClassVar[int]
    BOTTOM_SEAT_FIELD_NUMBER: _ClassVar[int]
    CAPTION_FIELD_NUMBER: _ClassVar[int]
    position: Position
    last_path: _containers.RepeatedScalarFieldContainer[str]
    selected: str
    show_destinations: bool
    bottom_seat: int
    caption: str
    def __init__(self, position: _Optional[_Union[Position, _Mapping]] = ..., last_path: _Optional[_Iterable[str]] = ..., selected: _Optional[str] = ..., show_destinations: bool = ..., bottom_seat: _Optional[int] = ..., caption: _Optional[str] = ...) -> None: ...

class RenderDiagramResponse(_message.Message):
    __slots__ = ("svg",)
    SVG_FIELD_NUMBER: _ClassVar[int]
    svg: str
    def __init__(self, svg: _Optional[str] = ...) -> None: ...
