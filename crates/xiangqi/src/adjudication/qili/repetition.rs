//! Judging a repetition cycle (棋例): each side's pattern over its moves in the cycle, then the
//! verdict table of the profile.

use std::collections::{HashMap, HashSet};

use super::articles::Article;
use super::classify::{Classified, MoveClass};
use crate::adjudication::profile::Profile;
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;

arbiter_base::keyed_enum! {
    /// A side's pattern over its moves in the cycle.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Pattern {
        /// 长将: every move checks.
        LongCheck = "long-check",
        /// 长打: every move is a forbidden attack (长捉, 长杀, 一将一捉 … per profile).
        LongAttack = "long-attack",
        /// 长打 in which some chase is a joint chase (联合捉子) or a chase of an insufficiently
        /// protected piece: a lesser violation than a plain 长打 (CXA 26.9).
        LongSoftAttack = "long-soft-attack",
        /// At least one allowed move (闲 family, or attacks the profile allows).
        Allowed = "allowed",
    }
}

/// Whether a classified move counts as a forbidden attack under the profile.
fn forbidden_attack(c: &Classified, profile: &Profile) -> bool {
    match c.class {
        MoveClass::Check => profile.mixed_attack_forbidden,
        MoveClass::MateThreat => profile.mate_threat_forbidden,
        MoveClass::Chase => true,
        _ => false,
    }
}

/// The pattern of one side's moves. `chased_ids` gives, per move, the identities of the pieces
/// it chases (for profiles that require the same piece to be chased every move); `addressed`
/// the identities of the chased pieces their side moved away or defended at least once after
/// a chase in the cycle.
pub fn pattern(
    moves: &[&Classified],
    chased_ids: &[Vec<usize>],
    addressed: &HashSet<usize>,
    profile: &Profile,
) -> Pattern {
    if moves.is_empty() {
        return Pattern::Allowed;
    }
    if moves.iter().all(|c| c.class == MoveClass::Check) {
        return Pattern::LongCheck;
    }
    if profile.chase_same_piece {
        // Every move must chase one and the same piece (a check that also chases it counts).
        if !moves
            .iter()
            .all(|c| c.class == MoveClass::Chase || !c.chased.is_empty())
        {
            return Pattern::Allowed;
        }
        let mut common: Option<Vec<usize>> = None;
        for ids in chased_ids {
            common = Some(match common {
                None => ids.clone(),
                Some(prev) => prev.into_iter().filter(|i| ids.contains(i)).collect(),
            });
        }
        // Ruling R4 (AXF appendix: a piece that "does not try to escape or seek for protection"
        // is not perpetually chased): the chased piece must have been moved away or defended
        // (protected, or its attacker blocked, as in the book's diagram 39) at least once after
        // a chase; one its side leaves attacked through the whole cycle is no perpetual chase.
        if !common
            .unwrap_or_default()
            .iter()
            .any(|id| addressed.contains(id))
        {
            return Pattern::Allowed;
        }
        return Pattern::LongAttack;
    }
    if !moves.iter().all(|c| forbidden_attack(c, profile)) {
        return Pattern::Allowed;
    }
    if profile.soft_chase_allowed && moves.iter().any(|c| c.class == MoveClass::Chase && c.soft) {
        return Pattern::LongSoftAttack;
    }
    Pattern::LongAttack
}

/// The cycle's classification: per ply (index into the game's moves) its class and chased ids.
pub struct CycleAnalysis {
    /// 0-based move indices of the cycle.
    pub plies: Vec<usize>,
    /// Class of each ply of the cycle.
    pub classes: Vec<Classified>,
    /// Red's and Black's patterns.
    pub red: Pattern,
    /// Black's pattern.
    pub black: Pattern,
}

/// Classifies the cycle `first..=last` (0-based move indices) and computes both patterns.
/// `positions[i]` is the position before move `i`; `positions[i + 1]` after it.
pub fn analyse(
    positions: &[Position],
    moves: &[Move],
    first: usize,
    last: usize,
    profile: &Profile,
) -> CycleAnalysis {
    CycleClassifier::new(profile).analyse(positions, moves, first, last)
}

/// The classifier of one game's cycles under one profile. A game's repetitions judge the same
/// moves again and again — a cycle when it first repeats, again at the trigger count, each of
/// its phases — so a move's class is kept by what decides it: the position, the move and the
/// move before (see [`super::classify::Classifier::classify`]).
pub struct CycleClassifier<'p> {
    profile: &'p Profile,
    classifier: super::classify::Classifier,
    known: HashMap<(u64, Move, Option<Move>), Classified>,
}

impl<'p> CycleClassifier<'p> {
    /// A classifier for `profile`'s rules.
    pub fn new(profile: &'p Profile) -> CycleClassifier<'p> {
        CycleClassifier {
            profile,
            classifier: super::classify::Classifier::for_profile(profile),
            known: HashMap::new(),
        }
    }

    /// The profile whose rules classify.
    pub fn profile(&self) -> &'p Profile {
        self.profile
    }

    fn classify(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        prev: Option<Move>,
    ) -> Classified {
        let key = (before.hash(), m, prev);
        if let Some(c) = self.known.get(&key) {
            return c.clone();
        }
        let c = self.classifier.classify(before, m, after, prev);
        self.known.insert(key, c.clone());
        c
    }

    /// [`analyse`] with this game's classifier.
    pub fn analyse(
        &mut self,
        positions: &[Position],
        moves: &[Move],
        first: usize,
        last: usize,
    ) -> CycleAnalysis {
        let mut all = |_: &Classified, _: Side| true;
        self.classify_cycle(positions, moves, (first, last), &mut all)
    }

    /// Like [`CycleClassifier::analyse`], but `None` as soon as a move of each side is allowed —
    /// the cycle is then a draw whatever the other moves are, and they need not be classified.
    /// For the question "must a side change?" asked at every repetition short of the trigger
    /// (the violation count, a move's repetition advice), where most cycles of real games are
    /// idle on both sides.
    pub fn analyse_unless_both_allowed(
        &mut self,
        positions: &[Position],
        moves: &[Move],
        first: usize,
        last: usize,
    ) -> Option<CycleAnalysis> {
        let profile = self.profile;
        // Per side: every move so far a check / a forbidden attack (the two ways a side's
        // pattern can be forbidden, see [`pattern`]).
        let mut may_be_forbidden = [[true; 2]; 2];
        let mut go_on = |c: &Classified, side: Side| {
            let flags = &mut may_be_forbidden[side.index()];
            flags[0] &= c.class == MoveClass::Check;
            flags[1] &= if profile.chase_same_piece {
                c.class == MoveClass::Chase || !c.chased.is_empty()
            } else {
                forbidden_attack(c, profile)
            };
            may_be_forbidden.iter().any(|f| f[0] || f[1])
        };
        let analysis = self.classify_cycle(positions, moves, (first, last), &mut go_on);
        (analysis.classes.len() == last + 1 - first).then_some(analysis)
    }

    /// The identities (squares at the cycle's start) of the chased pieces that their side
    /// moved away, or left no longer threatened, with the move right after a chase of them
    /// (the chase of the cycle's last ply precedes its first, the cycle repeating).
    fn addressed(
        &mut self,
        positions: &[Position],
        moves: &[Move],
        first: usize,
        classes: &[Classified],
    ) -> HashSet<usize> {
        let n = classes.len();
        let mut out = HashSet::new();
        if n < 2 {
            return out;
        }
        // Where each identity stands before each ply of the cycle.
        let mut id_at: HashMap<usize, usize> = HashMap::new();
        for sq in crate::square::Square::all() {
            if positions[first].piece_at(sq).is_some() {
                id_at.insert(sq.index(), sq.index());
            }
        }
        let mut before: Vec<HashMap<usize, usize>> = Vec::with_capacity(n);
        for k in 0..n {
            before.push(id_at.clone());
            let m = moves[first + k];
            if let Some(id) = id_at.remove(&m.from.index()) {
                id_at.insert(m.to.index(), id);
            }
        }
        for k in 0..n {
            let chase = &classes[(k + n - 1) % n];
            let m = moves[first + k];
            let after = &positions[first + k + 1];
            for sq in &chase.chased {
                let Some(&id) = before[k].get(&sq.index()) else {
                    continue;
                };
                if m.from == *sq || !self.classifier.threatens(after, *sq) {
                    out.insert(id);
                }
            }
        }
        out
    }

    /// Classifies the plies of `first..=last` while `go_on(class, mover)` says so, then the two
    /// patterns of what was classified.
    fn classify_cycle(
        &mut self,
        positions: &[Position],
        moves: &[Move],
        (first, last): (usize, usize),
        go_on: &mut dyn FnMut(&Classified, Side) -> bool,
    ) -> CycleAnalysis {
        let profile = self.profile;
        let mut classes = Vec::new();
        let mut ids_per_ply = Vec::new();
        // Piece identities: the square each piece stood on at the start of the cycle.
        let mut id_at: HashMap<usize, usize> = HashMap::new();
        for sq in crate::square::Square::all() {
            if positions[first].piece_at(sq).is_some() {
                id_at.insert(sq.index(), sq.index());
            }
        }
        for i in first..=last {
            let (before, after, m) = (&positions[i], &positions[i + 1], moves[i]);
            if let Some(id) = id_at.remove(&m.from.index()) {
                id_at.insert(m.to.index(), id);
            }
            let c = self.classify(before, m, after, i.checked_sub(1).map(|k| moves[k]));
            ids_per_ply.push(
                c.chased
                    .iter()
                    .filter_map(|s| id_at.get(&s.index()).copied())
                    .collect::<Vec<_>>(),
            );
            let more = go_on(&c, before.turn());
            classes.push(c);
            if !more {
                break;
            }
        }
        let done = first + classes.len();
        let addressed = if profile.chase_same_piece {
            self.addressed(positions, moves, first, &classes)
        } else {
            HashSet::new()
        };
        let side_moves = |side: Side| -> (Vec<&Classified>, Vec<Vec<usize>>) {
            let mut cs = Vec::new();
            let mut ids = Vec::new();
            for (k, i) in (first..done).enumerate() {
                if positions[i].turn() == side {
                    cs.push(&classes[k]);
                    ids.push(ids_per_ply[k].clone());
                }
            }
            (cs, ids)
        };
        let (rc, rids) = side_moves(Side::Red);
        let (bc, bids) = side_moves(Side::Black);
        let red = pattern(&rc, &rids, &addressed, profile);
        let black = pattern(&bc, &bids, &addressed, profile);
        CycleAnalysis {
            plies: (first..done).collect(),
            classes,
            red,
            black,
        }
    }
}

/// How grave a pattern is: the side whose pattern is graver must change; equal grades draw
/// (CXA 26.9: when both sides break a rule, the graver breach decides).
fn grade(p: Pattern) -> u8 {
    match p {
        Pattern::Allowed => 0,
        Pattern::LongSoftAttack => 1,
        Pattern::LongAttack => 2,
        Pattern::LongCheck => 3,
    }
}

/// The verdict of a judged cycle: the side that must change (and, not changing, loses), or
/// `None` for a draw, with the article that decides it. The graver pattern decides (CXA 25,
/// 26.9): 长将 over 长打 over a 长打 of joint chases over allowed moves.
pub fn verdict(red: Pattern, black: Pattern) -> (Option<Side>, Article) {
    use Pattern::*;
    let (gr, gb) = (grade(red), grade(black));
    let loser = match gr.cmp(&gb) {
        std::cmp::Ordering::Greater => Some(Side::Red),
        std::cmp::Ordering::Less => Some(Side::Black),
        std::cmp::Ordering::Equal => None,
    };
    let graver = if gr >= gb { red } else { black };
    let other = if gr >= gb { black } else { red };
    let article = match (graver, other) {
        // Both check perpetually (解将还将 / 双方长将): a draw.
        (LongCheck, LongCheck) => Article::BothForbidden,
        // Unilateral perpetual check is forbidden in every case.
        (LongCheck, _) => Article::PerpetualCheck,
        // Both attack perpetually (双方长打): a draw; a plain 长打 against joint chases: the
        // plain attacker must change.
        (LongAttack, LongAttack | LongSoftAttack) | (LongSoftAttack, LongSoftAttack) => {
            Article::BothForbidden
        }
        // 长打 against allowed moves: the attacker must change.
        (LongAttack | LongSoftAttack, _) => Article::PerpetualAttack,
        // Allowed moves on both sides (双方不变作和): a draw.
        (Allowed, _) => Article::BothAllowed,
    };
    (loser, article)
}
