//! TRF text: parse, then (when it reads) write, read back, compute standings and pair the next
//! round; nothing may panic, and a written TRF must read back to the same event.
#![no_main]
use arbiter::tournament::standings::{Preset, UnplayedRule, standings};
use arbiter::tournament::swiss::dutch::pair_next_round;
use arbiter::tournament::trf;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(t) = trf::parse(text) else { return };
    let written = trf::write(&t, &std::collections::HashMap::new());
    let again = trf::parse(&written).expect("a written TRF reads back");
    assert_eq!(again.players, t.players);
    let _ = standings(&t, Preset::Fide.tiebreaks(), UnplayedRule::Fide2024);
    let _ = standings(&t, Preset::CxaOpponents.tiebreaks(), UnplayedRule::Fide2026);
    if t.players.len() <= 64 {
        let _ = pair_next_round(&t, Some(1));
    }
});
