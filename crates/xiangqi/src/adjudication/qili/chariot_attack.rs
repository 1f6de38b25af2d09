//! The AXF rule on chariots (rules 15 and 27 of the Asian rules): a horse's or cannon's attack
//! on a chariot is a chase whether or not the chariot is protected and whatever the capture
//! would cost afterwards. The Asian rules give the cases in so many words — a cannon's
//! perpetual chase of a protected rook loses (e.g. their diagram 18), and so does one where "Red
//! will lose a rook after capturing the Black rook" (diagrams 22, 23). Under the CXA rules the
//! same attack is judged by the material the capture wins, like any other (24.3), so the
//! profile option [`crate::adjudication::Profile::chariot_attack_chases`] is off there.

use super::material::value;
use super::threats::{Threat, add_attacker};
use crate::piece::PieceKind;
use crate::position::Position;

/// The chariots of the opponent that a horse or cannon of the side to move could capture next
/// move (legal captures only: a pinned horse attacks nothing).
pub fn chariot_attacks(pos: &Position) -> Vec<Threat> {
    let us = pos.turn();
    let mut out: Vec<Threat> = Vec::new();
    for m in pos.legal_captures().iter() {
        let (Some(attacker), Some(target)) = (pos.piece_at(m.from), pos.piece_at(m.to)) else {
            continue;
        };
        if attacker.side != us
            || !matches!(attacker.kind, PieceKind::Horse | PieceKind::Cannon)
            || target.kind != PieceKind::Chariot
        {
            continue;
        }
        add_attacker(&mut out, *m, value(target, m.to), true);
    }
    out
}

/// `threats` with the chariot attacks of [`chariot_attacks`] added: a chariot already
/// threatened gains the attackers that were missing (and is a plain chase, the horse or cannon
/// alone attacking it); one not threatened is added as a chase by the attack alone.
pub fn with_chariot_attacks(mut threats: Vec<Threat>, pos: &Position) -> Vec<Threat> {
    for attack in chariot_attacks(pos) {
        match threats.iter_mut().find(|t| t.target == attack.target) {
            Some(t) => {
                for a in attack.attackers {
                    if !t.attackers.contains(&a) {
                        t.attackers.push(a);
                    }
                }
                t.soft = false;
            }
            None => threats.push(attack),
        }
    }
    threats
}
