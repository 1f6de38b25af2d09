//! PGN reader on arbitrary bytes (any encoding).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, _) = arbiter::xiangqi::record::encoding::decode(data);
    if let Ok(games) = arbiter::xiangqi::record::pgn::read_all(&text) {
        for g in games.iter().take(3) {
            let _ = arbiter::xiangqi::record::pgn::write(
                g,
                arbiter::xiangqi::notation::MoveNotation::Chinese,
            );
        }
    }
});
