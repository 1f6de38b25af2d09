//! Arbiter: a stateless rules-and-judging service for board-game clubs.
//!
//! The rules live in pure modules ([`xiangqi`]); transports are thin adapters around them.
#![forbid(unsafe_code)]

pub mod cli;
pub mod xiangqi;
