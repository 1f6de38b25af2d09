//! The Dutch system's own shortcut for a field where no constraint can bind (FIDE C.04.3,
//! the first round): every player has the same score and no history — no game, no bye, no
//! float, no colour — so the field is one homogeneous bracket. Its pairing is the rule's
//! starting point, S1 against S2 in order (1 v n/2+1, 2 v n/2+2, …), with the
//! pairing-allocated bye for the lowest-ranked player when the number is odd: every player
//! is paired, nobody can have a rematch or a colour or float conflict, and among the pairings
//! that do as well the order is the rule's tie-break. Taking it directly spares the dense
//! matchings that cost cubic time in the field's size (a 1,000-player first round took ~40 s).
//!
//! `brackets::tests::shortcut_matches_the_matching` checks, for every field size from 2 to 80
//! (odd ones with the bye) and events of 1, 2, 9 and an unknown number of rounds, that the
//! matching engine finds exactly this pairing.

use super::player::{Float, SwissPlayer};

/// The whole round's matching (`mate[i]` = partner index in `p`, `i` for the bye) when the
/// field is homogeneous and unconstrained; `None` otherwise (the matching decides).
pub(super) fn homogeneous_round(p: &[SwissPlayer]) -> Option<Vec<usize>> {
    let first = p.first()?;
    let unconstrained = p.iter().all(|x| {
        x.score == first.score
            && x.score_back == first.score_back
            && x.met.is_empty()
            && x.prohibited.is_empty()
            && x.played_games == 0
            && x.colours.is_empty()
            && x.preference.is_none()
            && x.repeated.is_none()
            && x.imbalance == 0
            && x.bye_eligible
            && x.floats.iter().all(|f| *f == Float::None)
    });
    let ordered = p.windows(2).all(|w| w[0].rank_index < w[1].rank_index);
    if !unconstrained || !ordered {
        return None;
    }
    let n = p.len();
    let paired = n - n % 2;
    let half = paired / 2;
    let mut mate: Vec<usize> = (0..n).collect();
    for i in 0..half {
        mate[i] = i + half;
        mate[i + half] = i;
    }
    Some(mate)
}
