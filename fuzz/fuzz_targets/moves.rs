//! Move readers (ICCS, 1-based, WXF, Chinese) on the start position and a middle game.
#![no_main]
use arbiter::xiangqi::Position;
use arbiter::xiangqi::notation::{CoordDialect, ParseOptions, parse_move_with};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let positions = [
        Position::startpos(),
        Position::from_fen("2bk1Nb2/2P6/2P2a2R/2P2N3/2P5p/2rp1nC2/1r3nC2/B4K3/7R1/p2pp2c1 w")
            .expect("valid"),
    ];
    for pos in &positions {
        for coord in [CoordDialect::Iccs, CoordDialect::OneBased] {
            for wxf_fairy in [false, true] {
                if let Ok(m) = parse_move_with(pos, text, ParseOptions { coord, wxf_fairy }) {
                    assert!(pos.is_legal(m));
                }
            }
        }
    }
});
