//! One integration-test binary (fast linking on 2 cores); one module per area.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

mod checkers_event;
mod checkers_tables;
mod console;
mod data;
mod diagrams;
mod docs;
mod fuzz_regressions;
mod limits_table;
mod locales;
mod openapi;
mod ops_kit;
mod purity;
mod reliability;
mod security;
mod server_fixture;
mod service;
mod tournament_check_words;
mod tournament_event;
mod tournament_props;
mod tournament_ratings;
mod tournament_service;
mod tournament_trf;
mod xiangqi_axf;
mod xiangqi_endgame;
