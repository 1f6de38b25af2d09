//! Repetition judging on random positions: the bytes choose a walk of legal moves from the start
//! position, then two reversible moves are played back and forth until a position occurs three
//! times, and the game is adjudicated under every profile (the chase analysis of the cycle).
#![no_main]
use arbiter::xiangqi::adjudication::{Outcome, Profile, ProfileKind, adjudicate};
use arbiter::xiangqi::{Move, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let start = Position::startpos();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for &b in data.iter().take(200) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return;
        }
        let m = legal.as_slice()[b as usize % legal.len()];
        pos.play_unchecked(m);
        moves.push(m);
    }
    let Some(&a) = pos
        .legal_moves()
        .iter()
        .find(|m| pos.piece_at(m.to).is_none())
    else {
        return;
    };
    let mut p2 = pos.clone();
    p2.play_unchecked(a);
    let Some(&b) = p2
        .legal_moves()
        .iter()
        .find(|m| p2.piece_at(m.to).is_none())
    else {
        return;
    };
    let (back_a, back_b) = (Move::new(a.to, a.from), Move::new(b.to, b.from));
    // Adjudication takes legal moves: only a shuffle that can be played back.
    let shuffle = [a, b, back_a, back_b, a, b, back_a, back_b];
    let mut replay = pos.clone();
    if !shuffle.iter().all(|&m| replay.play(m).is_ok()) {
        return;
    }
    moves.extend(shuffle);
    for kind in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
        let v = adjudicate(&start, &moves, &Profile::new(kind), &[]);
        // The plies a ruling cites are plies of the game.
        assert!(
            v.deciding_plies
                .iter()
                .all(|&p| (1..=moves.len()).contains(&p))
        );
        if v.red_pattern.is_some() && v.outcome != Outcome::Ongoing {
            assert!(v.plies.iter().any(|p| p.class.is_some()));
        }
    }
});
