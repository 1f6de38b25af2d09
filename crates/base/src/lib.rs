//! What the Arbiter domain crates share and nothing else: a cooperative stop signal for long
//! computations, the SVG primitives their diagrams are drawn with, and enums with a stable key
//! per value (what a service words them by). No transport, no I/O.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod keyed;
pub mod stop;
pub mod svg;

pub use keyed::Keyed;
pub use stop::Stop;
