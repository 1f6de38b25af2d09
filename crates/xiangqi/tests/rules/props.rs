//! Property tests: generator and checker agree, FEN round trips, hashes stay in step, garbage
//! never panics.

use proptest::prelude::*;

use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Move, Position, Square};

/// Plays a random walk of up to `choices.len()` plies from the start; returns every position seen.
fn walk(choices: &[u16]) -> Vec<Position> {
    let mut pos = Position::startpos();
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves.as_slice()[c as usize % moves.len()];
        pos.play(m).expect("a generated move is accepted by play");
        seen.push(pos.clone());
    }
    seen
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every generated move is accepted by `play`, and every move `play` accepts is generated:
    /// checked over all from/to pairs of the side to move's pieces.
    #[test]
    fn generator_and_checker_agree(choices in prop::collection::vec(any::<u16>(), 0..160)) {
        for pos in walk(&choices).iter().step_by(3) {
            let legal = pos.legal_moves();
            prop_assert_eq!(legal.len(), pos.count_legal_moves());
            let mut accepted = 0;
            for from in Square::all() {
                if pos.piece_at(from).is_none_or(|p| p.side != pos.turn()) {
                    continue;
                }
                for to in Square::all() {
                    let m = Move::new(from, to);
                    let ok = pos.check_move(m).is_ok();
                    prop_assert_eq!(ok, legal.contains(m), "{} {}", pos.to_fen(), m);
                    accepted += usize::from(ok);
                }
            }
            prop_assert_eq!(accepted, legal.len());
        }
    }

    /// FEN round trips and the incremental hash equals a full recompute.
    #[test]
    fn fen_and_hash(choices in prop::collection::vec(any::<u16>(), 0..200)) {
        for pos in walk(&choices) {
            let fen = pos.to_fen();
            let back = Position::from_fen(&fen).expect("own FEN reads back");
            prop_assert_eq!(&back, &pos);
            prop_assert_eq!(back.to_fen(), fen);
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
    }

    /// Same placement and side to move give the same hash whatever the path.
    #[test]
    fn hash_ignores_the_path(choices in prop::collection::vec(any::<u16>(), 0..60)) {
        for pos in walk(&choices) {
            let rebuilt = Position::from_fen(&pos.to_fen()).unwrap();
            prop_assert_eq!(rebuilt.hash(), pos.hash());
        }
    }

    /// Arbitrary text never panics the FEN or move readers.
    #[test]
    fn garbage_never_panics(text in ".{0,120}") {
        let _ = Position::from_fen(&text);
        let _ = parse_coord(&text, CoordDialect::Iccs);
        let _ = parse_coord(&text, CoordDialect::OneBased);
        let _ = Square::parse(&text, false);
    }

    /// FEN-shaped garbage (right alphabet) never panics and errors are typed.
    #[test]
    fn fen_shaped_garbage(text in "[rnbakcpRNBAKCPeEhH1-9/ wbr0-9-]{0,100}") {
        match Position::from_fen(&text) {
            Ok(p) => prop_assert_eq!(Position::from_fen(&p.to_fen()).unwrap(), p),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    /// Random from/to pairs (any squares) on random positions give a typed answer, never a panic.
    #[test]
    fn any_move_gets_an_answer(choices in prop::collection::vec(any::<u16>(), 0..80), a in 0usize..90, b in 0usize..90) {
        let pos = walk(&choices).pop().unwrap();
        let m = Move::new(Square::from_index(a).unwrap(), Square::from_index(b).unwrap());
        match pos.check_move(m) {
            Ok(()) => prop_assert!(pos.legal_moves().contains(m)),
            Err(e) => prop_assert!(!e.to_string().is_empty() && !e.code().is_empty()),
        }
    }
}
