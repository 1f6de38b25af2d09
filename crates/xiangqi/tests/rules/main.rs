//! The Xiangqi rules crate's tests, one binary: rules, notations and records, 棋例 (CXA, AXF),
//! the match procedure, against the reference data in `tests/data/` (see `tests/data/README.md`
//! at the workspace root for where each file comes from). `cargo test -p arbiter-xiangqi` runs
//! them without building the service.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

mod adjudication;
mod advice;
mod chase;
mod data;
mod games;
mod notation;
mod perft;
mod procedure;
mod props;
mod reasons;
mod records;
mod symmetry;
mod touch;
mod violations;
