//! The tournament crate's tests, one binary: the Dutch Swiss engine against bbpPairings'
//! pairings and the standings against their references, on the corpus in `tests/data/swiss/`
//! (where each file comes from: `tests/data/README.md` at the workspace root).
//! `cargo test -p arbiter-tournament` runs them without building the service.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

mod data;
mod standings;
mod swiss;
