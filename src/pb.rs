//! Generated protobuf types, gRPC stubs and their proto3-JSON (pbjson) mapping.
#![allow(
    missing_docs,
    clippy::all,
    clippy::pedantic,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

/// The encoded descriptor set of every Arbiter proto (for reflection and OpenAPI).
pub const FILE_DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/arbiter_descriptor.bin"));

/// `arbiter.common.v1`.
pub mod common {
    /// Version 1.
    pub mod v1 {
        include!(concat!(env!("OUT_DIR"), "/arbiter.common.v1.rs"));
        include!(concat!(env!("OUT_DIR"), "/arbiter.common.v1.serde.rs"));
    }
}

/// `arbiter.xiangqi.v1`.
pub mod xiangqi {
    /// Version 1.
    pub mod v1 {
        include!(concat!(env!("OUT_DIR"), "/arbiter.xiangqi.v1.rs"));
        include!(concat!(env!("OUT_DIR"), "/arbiter.xiangqi.v1.serde.rs"));
    }
}

/// `arbiter.checkers.v1`.
pub mod checkers {
    /// Version 1.
    pub mod v1 {
        include!(concat!(env!("OUT_DIR"), "/arbiter.checkers.v1.rs"));
        include!(concat!(env!("OUT_DIR"), "/arbiter.checkers.v1.serde.rs"));
    }
}

/// `arbiter.tournament.v1`.
pub mod tournament {
    /// Version 1.
    pub mod v1 {
        include!(concat!(env!("OUT_DIR"), "/arbiter.tournament.v1.rs"));
        include!(concat!(env!("OUT_DIR"), "/arbiter.tournament.v1.serde.rs"));
    }
}
