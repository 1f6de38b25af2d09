//! Arbiter: a stateless rules-and-judging service for board-game clubs.
//!
//! The rules live in pure modules ([`xiangqi`]); transports are thin adapters around them.
#![forbid(unsafe_code)]

pub mod api;
pub mod auth;
pub mod checkers;
pub mod cli;
pub mod cli_adjudicate;
pub mod config;
pub mod grpc;
pub mod i18n;
pub mod limits;
pub mod pb;
pub mod rest;
pub mod rpcs;
pub mod server;
pub mod stop;
pub mod svg;
pub mod telemetry;
pub mod tournament;
pub mod xiangqi;
