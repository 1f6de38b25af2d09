//! The API layer: one function per RPC, shared by gRPC and REST, `(&Call, pb::Request) ->
//! Result<pb::Response, ApiError>`. Conversions to and from the pure rules modules live here;
//! one module per area (`xiangqi`, `checkers`, `tournament`), the RPC table in `crate::rpcs`.

pub mod call;
pub mod checkers;
pub mod enums;
pub mod error;
pub mod reason;
pub mod tournament;
pub mod work_memory;
pub mod xiangqi;

pub use call::Call;
pub use error::{ApiError, ErrorCode, FieldViolation};
