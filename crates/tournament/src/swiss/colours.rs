//! Colour allocation of a Dutch pairing (C.04.3 E.1-E.5 as bbpPairings applies them) and the
//! initial colour of an event.

use super::ColourReason;
use super::player::SwissPlayer;
use super::weights::preferences_compatible;
use crate::model::{Colour, Tournament};

/// The colour of the top seed in round 1 when the file does not say: the round-1 colour of
/// the best-seeded player paired in round 1; when that player got the pairing-allocated
/// bye, the next paired player's colour reversed, and so on. Players not paired in round 1
/// are skipped.
#[must_use]
pub fn derive_initial_colour(t: &Tournament) -> Option<Colour> {
    let mut flip = false;
    for p in t.players.values() {
        let Some(e) = p.rounds.first() else { continue };
        if let (Some(_), Some(c)) = (e.opponent, e.colour) {
            return Some(if flip { c.flip() } else { c });
        }
        if e.kind == crate::model::RoundKind::PairingBye {
            flip = !flip;
        }
    }
    None
}

/// The colour `p` gets against `o`, and why.
pub(super) fn choose_colour(
    p: &SwissPlayer,
    o: &SwissPlayer,
    initial: Colour,
) -> (Colour, ColourReason) {
    if let Some(c) = neutral_colour(p, o) {
        return c;
    }
    let p_lower =
        (p.score, std::cmp::Reverse(p.rank_index)) < (o.score, std::cmp::Reverse(o.rank_index));
    let by_rank = |index: usize| {
        if index % 2 == 1 {
            initial.flip()
        } else {
            initial
        }
    };
    match p.preference {
        None => {
            if p_lower {
                (
                    by_rank(o.rank_index).flip(),
                    ColourReason::ByHigherPairingNumber,
                )
            } else {
                (by_rank(p.rank_index), ColourReason::ByPairingNumber)
            }
        }
        Some(pref) => match o.preference {
            Some(op) if p_lower => (op.flip(), ColourReason::HigherRankedGranted),
            _ => (pref, ColourReason::HigherRankedGranted),
        },
    }
}

fn neutral_colour(p: &SwissPlayer, o: &SwissPlayer) -> Option<(Colour, ColourReason)> {
    if preferences_compatible(p.preference, o.preference) {
        return match (p.preference, o.preference) {
            (Some(c), _) => Some((c, ColourReason::BothGranted)),
            (None, Some(c)) => Some((c.flip(), ColourReason::OpponentGranted)),
            (None, None) => None,
        };
    }
    let pref = p.preference?;
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        return Some((pref, ColourReason::StrongerAbsolute));
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        return Some((pref.flip(), ColourReason::OpponentStrongerAbsolute));
    }
    if p.strong() && !o.strong() {
        return Some((pref, ColourReason::Stronger));
    }
    if o.strong() && !p.strong() {
        return Some((pref.flip(), ColourReason::OpponentStronger));
    }
    // Alternate from the last round in which the two had different colours.
    let (mut i, mut j) = (p.colours.len(), o.colours.len());
    while i > 0 && j > 0 && p.colours[i - 1] == o.colours[j - 1] {
        i -= 1;
        j -= 1;
    }
    if i > 0 && j > 0 {
        return Some((o.colours[j - 1], ColourReason::AlternateLastDiffering));
    }
    None
}
