//! What the Arbiter domain crates share and nothing else: a cooperative stop signal for long
//! computations and the SVG primitives their diagrams are drawn with. No transport, no I/O.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod stop;
pub mod svg;

pub use stop::Stop;
