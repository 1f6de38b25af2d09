//! FEN reader: arbitrary text must give a position or a typed error; a position's FEN reads back.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(pos) = arbiter::xiangqi::Position::from_fen(text)
    {
        let again =
            arbiter::xiangqi::Position::from_fen(&pos.to_fen()).expect("own FEN reads back");
        assert_eq!(again, pos);
        let _ = pos.legal_moves();
    }
});
