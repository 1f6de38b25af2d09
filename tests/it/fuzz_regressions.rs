//! Inputs found by fuzzing (`fuzz/`), replayed through the same code paths as their targets.

use arbiter::api::tournament as api;
use arbiter::pb::tournament::v1 as pb;
use prost::Message;

use crate::data;

/// `fuzz/fuzz_targets/tournament.rs`, selector 2: a `player_count` of billions allocated the
/// whole list before the limit check (out of memory).
#[test]
fn huge_round_robin_player_count() {
    let bytes = std::fs::read(data::path(
        "fuzz_regressions/tournament_huge_player_count.bin",
    ))
    .unwrap();
    let (&selector, body) = bytes.split_first().unwrap();
    assert_eq!(selector % 6, 2);
    let req = pb::ScheduleRoundRobinRequest::decode(body).unwrap();
    assert!(req.player_count as usize > arbiter::limits::MAX_SCHEDULE_PLAYERS);
    let err = api::schedule_round_robin(&arbiter::api::Call::default(), req).unwrap_err();
    assert_eq!(err.violations[0].field, "players");
}
