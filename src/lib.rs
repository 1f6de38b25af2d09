//! Arbiter: a stateless rules-and-judging service for board-game clubs.
//!
//! The rules live in pure modules ([`xiangqi`]); transports are thin adapters around them.
#![forbid(unsafe_code)]

pub mod api;
pub mod auth;
pub mod cli;
pub mod cli_adjudicate;
pub mod cli_endgame;
pub mod config;
pub mod dispatch;
pub mod grpc;
pub mod i18n;
pub mod limits;
pub mod pb;
pub mod rest;
pub mod rpcs;
pub mod server;

pub mod telemetry;

/// The Chinese checkers rules (the `arbiter-checkers` crate).
pub use arbiter_checkers as checkers;
/// Tournaments: pairing systems, standings, events (the `arbiter-tournament` crate).
pub use arbiter_tournament as tournament;
/// The Xiangqi rules core and its two rule books of repetition (the `arbiter-xiangqi` crate).
pub use arbiter_xiangqi as xiangqi;
