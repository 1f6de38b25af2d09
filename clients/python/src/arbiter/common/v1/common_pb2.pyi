from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from typing import ClassVar as _ClassVar

DESCRIPTOR: _descriptor.FileDescriptor

class ErrorCode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ERROR_CODE_UNSPECIFIED: _ClassVar[ErrorCode]
    ERROR_CODE_INVALID_ARGUMENT: _ClassVar[ErrorCode]
    ERROR_CODE_PAYLOAD_TOO_LARGE: _ClassVar[ErrorCode]
    ERROR_CODE_OVERLOADED: _ClassVar[ErrorCode]
    ERROR_CODE_TIMEOUT: _ClassVar[ErrorCode]
    ERROR_CODE_NOT_FOUND: _ClassVar[ErrorCode]
    ERROR_CODE_INTERNAL: _ClassVar[ErrorCode]
    ERROR_CODE_MALFORMED_BODY: _ClassVar[ErrorCode]
    ERROR_CODE_METHOD_NOT_ALLOWED: _ClassVar[ErrorCode]
    ERROR_CODE_UNSUPPORTED_MEDIA_TYPE: _ClassVar[ErrorCode]
    ERROR_CODE_FAILED_PRECONDITION: _ClassVar[ErrorCode]
    ERROR_CODE_UNAUTHENTICATED: _ClassVar[ErrorCode]

class Side(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SIDE_UNSPECIFIED: _ClassVar[Side]
    SIDE_RED: _ClassVar[Side]
    SIDE_BLACK: _ClassVar[Side]
ERROR_CODE_UNSPECIFIED: ErrorCode
ERROR_CODE_INVALID_ARGUMENT: ErrorCode
ERROR_CODE_PAYLOAD_TOO_LARGE: ErrorCode
ERROR_CODE_OVERLOADED: ErrorCode
ERROR_CODE_TIMEOUT: ErrorCode
ERROR_CODE_NOT_FOUND: ErrorCode
ERROR_CODE_INTERNAL: ErrorCode
ERROR_CODE_MALFORMED_BODY: ErrorCode
ERROR_CODE_METHOD_NOT_ALLOWED: ErrorCode
ERROR_CODE_UNSUPPORTED_MEDIA_TYPE: ErrorCode
ERROR_CODE_FAILED_PRECONDITION: ErrorCode
ERROR_CODE_UNAUTHENTICATED: ErrorCode
SIDE_UNSPECIFIED: Side
SIDE_RED: Side
SIDE_BLACK: Side
