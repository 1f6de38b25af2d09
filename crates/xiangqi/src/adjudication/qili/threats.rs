//! Chase detection (捉): the material the side to move could win next move — by a capture whose
//! complete exchange nets material, or by a check that wins a piece (抽将) — with the rule book's
//! exceptions: exchange offers between equal pieces that face each other (兑), captures that walk
//! into mate (CXA 29.4), and joint chases (联合捉子) marked soft.

use super::material::{square_exchange_for, value, value_at};
use super::memo::Memo;
use crate::moves::Move;
use crate::piece::{Piece, PieceKind};
use crate::position::Position;
use crate::square::Square;
use std::cell::{Cell, RefCell};

/// One threatened target of the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Threat {
    /// The target's square.
    pub target: Square,
    /// Pieces that win it.
    pub attackers: Vec<Square>,
    /// Won only by two pieces together (联合捉子, see [`threats`]): a soft chase.
    pub soft: bool,
    /// The best net material the capture wins once the exchange is complete (half-points; 0
    /// for an even trade that still counts, 各吃各子).
    pub gain: i32,
    /// Chased by the attack alone, whatever the capture would win (a horse's or cannon's attack
    /// on a chariot under the AXF rules, see [`super::chariot_attack`]).
    pub unconditional: bool,
}

/// The opponent pieces the side to move could win material from by capturing next move.
///
/// A capture wins when the complete exchange that follows nets material (the opponent answers
/// with everything that wins back: recaptures, pieces the capture abandons, pins it opens),
/// measured against what the opponent could win anyway. It also wins when it takes more on its
/// own point than it gives and the complete trade comes out even (各吃各子 / 做根子捉子 with
/// equal value are 捉, CXA 26.5).
pub fn threats(pos: &Position, memo: &mut Memo) -> Vec<Threat> {
    threats_by_exchange(pos, memo, false)
}

/// What counts as a threat under a profile's chase rules (see
/// [`crate::adjudication::profile::Profile`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThreatRules {
    /// A horse's or cannon's attack on a chariot is a threat whatever it wins (AXF rules 15,
    /// 27; see [`super::chariot_attack`]).
    pub chariot_attacks: bool,
    /// Protected means a real root, not a complete exchange that wins nothing (AXF, ruling R1;
    /// see [`rooted_threats`]).
    pub by_root: bool,
    /// A capture answered by an immediate mate still threatens (AXF, ruling R2; CXA 29.4: not).
    pub mate_answer_chases: bool,
}

/// The threats of the side to move in `pos` under `rules`: by root or by the complete exchange.
pub fn threats_under(pos: &Position, memo: &mut Memo, rules: ThreatRules) -> Vec<Threat> {
    if rules.by_root {
        rooted_threats(pos, memo, rules.mate_answer_chases)
    } else {
        threats_by_exchange(pos, memo, rules.mate_answer_chases)
    }
}

/// The opponent pieces the side to move could take next move that have no root (AXF, ruling
/// R1): after the capture no piece of their side can legally take back on that point — a root
/// made false by a pin, or by a recapture that would expose its own general, is no root — and
/// what the capture costs elsewhere does not matter (no exchange-balance test). Not targets:
/// the general, an uncrossed soldier (AXF: never chased), a piece of the attacker's own kind
/// that could take it back where it stands (AXF rule 24: an exchange); the general and soldiers
/// chase by themselves (AXF rules 28, 29). With `mate_answer_chases` off, a capture the
/// opponent answers by mate wins nothing (CXA 29.4; ruling R2 keeps it on for AXF).
pub fn rooted_threats(pos: &Position, memo: &mut Memo, mate_answer_chases: bool) -> Vec<Threat> {
    let us = pos.turn();
    let opponent_view = pos.null_move();
    let mut out: Vec<Threat> = Vec::new();
    for &m in &pos.legal_captures() {
        let (Some(attacker), Some(target)) = (pos.piece_at(m.from), pos.piece_at(m.to)) else {
            continue;
        };
        if attacker.side != us
            || !may_chase(attacker, target, m.to)
            || (attacker.kind == target.kind
                && opponent_view
                    .as_ref()
                    .is_some_and(|o| o.is_legal(Move::new(m.to, m.from))))
        {
            continue;
        }
        let mut after = pos.clone();
        after.play_unchecked(m);
        if after.legal_captures().iter().any(|r| r.to == m.to)
            || (!mate_answer_chases && memo.mate(&after, 2))
        {
            continue;
        }
        add_attacker(&mut out, m, value(target, m.to), false);
    }
    out
}

/// Whether `attacker` chases when it attacks `target` on `to`: the general and soldiers chase
/// by themselves without penalty (CXA 26.1; AXF rules 28, 29), and neither the general nor a
/// soldier on its own half (CXA 24.3; AXF: an uncrossed pawn) is a target.
fn may_chase(attacker: Piece, target: Piece, to: Square) -> bool {
    !matches!(attacker.kind, PieceKind::General | PieceKind::Soldier)
        && target.kind != PieceKind::General
        && !(target.kind == PieceKind::Soldier && to.on_own_half(target.side))
}

/// Records capture `m` as a threat on its target in `out` (worth `gain`), or as one more
/// attacker of a target already there.
pub(super) fn add_attacker(out: &mut Vec<Threat>, m: Move, gain: i32, unconditional: bool) {
    match out.iter_mut().find(|t| t.target == m.to) {
        Some(t) => t.attackers.push(m.from),
        None => out.push(Threat {
            target: m.to,
            attackers: vec![m.from],
            soft: false,
            gain,
            unconditional,
        }),
    }
}

/// [`threats`] with the CXA 29.4 safety test on or off (`mate_answer_chases`).
fn threats_by_exchange(pos: &Position, memo: &mut Memo, mate_answer_chases: bool) -> Vec<Threat> {
    let us = pos.turn();
    let mut out: Vec<Threat> = Vec::new();
    let opponent_view = pos.null_move();
    // What the opponent wins anyway, by captures: a checking attack it has is weighed in each
    // capture's own line instead, where it may grow (CXA 24.3, the complete exchange; e.g. CXA 图03:
    // the checks that win an advisor win the chariot once it has taken the horse).
    let standing = opponent_view
        .as_ref()
        .map_or(0, |o| memo.gain_by_captures(o));
    let moves = pos.legal_captures();
    // Our pieces and the targets they face as equals (each can take the other).
    let facing: Vec<(Square, Square)> = moves
        .iter()
        .filter(|&&m| faces_as_equal(pos, opponent_view.as_ref(), m))
        .map(|m| (m.from, m.to))
        .collect();
    for &m in &moves {
        let (Some(attacker), Some(target)) = (pos.piece_at(m.from), pos.piece_at(m.to)) else {
            continue;
        };
        if attacker.side != us || !may_chase(attacker, target, m.to) {
            continue;
        }
        let (va, vt) = (value(attacker, m.from), value(target, m.to));
        if faces_as_equal(pos, opponent_view.as_ref(), m) {
            continue;
        }
        let mut after = pos.clone();
        after.play_unchecked(m);
        // A protected target that faces an equal piece of ours: taking it with another piece only
        // backs up the exchange offer (兑, CXA 24.4; e.g. CXA 图21), unless the two face each other
        // only over that other piece (e.g. 参考图25 炮四平五伏车五进三吃炮: the cannons face over the chariot,
        // which wins the cannon — 兑兼捉 → 捉). Unprotected, it is chased (e.g. 图11).
        let offered_by = facing
            .iter()
            .find(|&&(ours, t)| t == m.to && !between(ours, t, m.from))
            .map(|&(ours, _)| ours)
            .filter(|_| after.legal_captures().iter().any(|r| r.to == m.to));
        // A crossed soldier's value floats (兵卒价值浮动): taken while a piece is lost elsewhere,
        // it may count as much as a horse, so the complete trade comes out even (CXA 26.5;
        // e.g. CXA 图22).
        // Not on the last rank, where a soldier can only step sideways (底兵).
        let floating = if floats(target, m.to) {
            value(Piece::new(target.side, PieceKind::Horse), m.to) - vt
        } else {
            0
        };
        // What the opponent wins back by captures alone settles most captures before the full
        // search (which adds checking attacks). The exchange on the point is no such bound: a
        // recapture may lose more elsewhere (CXA 24.3, the complete exchange; e.g. 参考图01, 13).
        // `standing_besides` is at most `standing`: a capture that loses against the larger
        // figure needs no search for the smaller one.
        let won_back = memo.chase(&after, us, false);
        if vt - won_back + standing + floating < 0 {
            continue;
        }
        let standing = standing_besides(opponent_view.as_ref(), m.from, standing, memo);
        let by_captures = vt - won_back + standing;
        if by_captures + floating < 0 {
            continue;
        }
        let won_back_full = memo.chase(&after, us, true);
        let full = vt - won_back_full + standing;
        // An even trade (CXA 26.5) is one of pieces: when captures alone would leave the capture
        // winning, the opponent's compensation comes from checks — a hidden root (暗根, e.g. CXA 图03)
        // — unless those checks win material the opponent wins anyway, without the capturing piece:
        // then they are no root of the target, and the trade is 各吃各子 (e.g. 参考图34).
        let even = (full == 0 || (full < 0 && full + floating >= 0))
            && (by_captures <= 0
                || vt - won_back_full + checks_besides(opponent_view.as_ref(), m.from, memo) > 0);
        // An even complete trade is a chase only when the capture wins on its own point and
        // the loss falls elsewhere (各吃各子 / 做根子捉子, CXA 26.5); an even trade on the
        // point itself is an exchange (等值交换).
        let on_point = vt - square_exchange_for(&after, m.to, us);
        if !(full > 0 || (even && on_point > 0)) {
            continue;
        }
        // Safety (CXA 29.4): a capture that walks into mate wins nothing (不能离线).
        if !mate_answer_chases && memo.mate(&after, 2) {
            continue;
        }
        // Backing an exchange offer is 兑 unless the capture wins without the offered piece;
        // then the target is insufficiently protected (捉少根子), a soft chase.
        if let Some(ours) = offered_by
            && !wins_besides_offer(&after, ours, vt, standing, memo)
        {
            continue;
        }
        // A joint chase wins on the target's own point; a trade there that nets material
        // elsewhere (以炮换马多得一卒, CXA 26.5; e.g. CXA 图04) is a plain chase.
        let soft =
            offered_by.is_some() || (va >= vt && on_point > 0 && joint_capture(pos, m, &after));
        match out.iter_mut().find(|t| t.target == m.to) {
            Some(t) => {
                t.attackers.push(m.from);
                t.soft &= soft;
                t.gain = t.gain.max(full);
            }
            None => out.push(Threat {
                target: m.to,
                attackers: vec![m.from],
                soft,
                gain: full,
                unconditional: false,
            }),
        }
    }
    out
}

/// Whether a capture of a protected target that faces our equal piece `offered` (an exchange offer,
/// 兑) wins it without that piece: the capture and the pieces behind it win the complete exchange by
/// themselves, so the target is insufficiently protected (捉少根子, CXA 24.3, e.g. CXA 参考图49: the
/// chariot and the cannon over it take the horse the horses face over; e.g. 参考图50: without the
/// cannon, the chariot only backs the horses' exchange — 兑). `after` is the position after the
/// capture, `vt` the target's value, `standing` what the opponent wins anyway.
fn wins_besides_offer(
    after: &Position,
    offered: Square,
    vt: i32,
    standing: i32,
    memo: &mut Memo,
) -> bool {
    without(after, offered).is_some_and(|without| {
        vt - memo.chase(&without, without.turn().opponent(), true) + standing > 0
    })
}

/// What the opponent wins anyway, not counting the capturing piece itself: a piece that hangs can
/// step away instead of capturing, so its own loss is no part of what the side loses anyway
/// (CXA 24.3, the complete exchange; e.g. 参考图47: the chariot the cannon attacks takes a horse
/// rooted by that cannon — the horse is protected, not won). Gains the piece's departure opens stay counted
/// (it abandons what it guarded).
fn standing_besides(
    opponent_view: Option<&Position>,
    attacker: Square,
    standing: i32,
    memo: &mut Memo,
) -> i32 {
    if standing <= 0 {
        return standing;
    }
    let Some(view) = opponent_view else {
        return standing;
    };
    without(view, attacker).map_or(standing, |without| {
        standing.min(memo.gain_by_captures(&without))
    })
}

/// What the opponent wins anyway by captures and checks, not counting the capturing piece on
/// `attacker`: the lesser of its gain with and without that piece on the board (a piece that
/// hangs can step away; removing it may also strip a defence, so the smaller figure counts).
/// A mate is no material won anyway — a capture that allows it wins nothing (CXA 29.4). A piece
/// whose absence lets the opponent mate stands where it is (it parries the mate), so then the
/// figure with it on the board counts (e.g. 参考图34 车二退六: the chariot that blocks the cannon's
/// mate takes the cannon; black's checks win the red cannon whether or not it does).
fn checks_besides(opponent_view: Option<&Position>, attacker: Square, memo: &mut Memo) -> i32 {
    let Some(view) = opponent_view else {
        return 0;
    };
    let is_mate = |g: i32| g >= super::material::MATE / 2;
    let material = |g: i32| if is_mate(g) { 0 } else { g.max(0) };
    let anyway = material(memo.gain(view));
    without(view, attacker).map_or(0, |without| {
        let besides = memo.gain(&without);
        if is_mate(besides) {
            anyway
        } else {
            anyway.min(material(besides))
        }
    })
}

/// `pos` with the piece on `sq` taken off the board (the same side to move); `None` when that
/// leaves no valid position.
pub(super) fn without(pos: &Position, sq: Square) -> Option<Position> {
    let mut setup = pos.to_setup();
    setup.board.set(sq, None);
    Position::from_setup(setup).ok()
}

/// Whether a piece's value floats up in a trade: a soldier across the river, short of the last
/// rank.
fn floats(piece: Piece, sq: Square) -> bool {
    let last_rank = match piece.side {
        crate::piece::Side::Red => 9,
        crate::piece::Side::Black => 0,
    };
    piece.kind == PieceKind::Soldier && !sq.on_own_half(piece.side) && sq.rank() != last_rank
}

/// Whether capture `m` (giving `after`) of a protected target wins only by two pieces working
/// together (联合捉子): a cannon takes part in the exchange on the point (車炮联合: the cannon captures over its own piece, or recaptures
/// behind the capturer). Such a chase does not make its side the violator against a plain chase
/// (CXA 26.9 联合捉子; e.g. CXA 图10, 11, 25, 27, 28). Two pieces attacking a point from independent
/// lines are a plain chase (e.g. 图30 variation).
fn joint_capture(pos: &Position, m: Move, after: &Position) -> bool {
    let sq = m.to;
    let legal_recaptures: Vec<Move> = after
        .legal_captures()
        .iter()
        .copied()
        .filter(|r| r.to == sq)
        .collect();
    // A root made false by a pin is no root (CXA 28.16, ruling R5): the target is unprotected
    // and the chase a plain one (长捉无根子), not a joint one.
    if legal_recaptures.is_empty() {
        return false;
    }
    let us = pos.turn();
    if pos
        .piece_at(m.from)
        .is_some_and(|p| p.kind == PieceKind::Cannon)
    {
        return true;
    }
    // A cannon of ours that can take back on the point after the opponent recaptures.
    legal_recaptures.iter().any(|&r| {
        let mut back = after.clone();
        back.play_unchecked(r);
        back.legal_captures().iter().any(|x| {
            x.to == sq
                && back
                    .piece_at(x.from)
                    .is_some_and(|p| p.side == us && p.kind == PieceKind::Cannon)
        })
    })
}

/// Targets the side to move wins by a check (抽将 / 将军得子, CXA 24.3 "运用连续照将"): a checking move after
/// which, whatever the reply, a capture nets more than the check cost — or a second check does
/// (车炮联合: the chariot checks, the cannon checks again over the piece that blocked, then
/// takes; e.g. CXA 参考图42 "黑方一将一联合捉子"). Like a capture's, the win is measured against what the opponent would
/// win anyway (see `CheckLine::standing`). Returns (target, checking move's piece, whether the win
/// needs a second piece besides the one that checks).
pub fn wins_by_check(pos: &Position, memo: &mut Memo) -> Vec<(Square, Square, bool)> {
    let mut out: Vec<(Square, Square, bool)> = Vec::new();
    let checks = pos.legal_where_could_check();
    if checks.is_empty() {
        return out;
    }
    // Captures between equal pieces that face each other are exchange offers (兑): winning
    // such a target after a check is the exchange, not material won (CXA 24.4; e.g. CXA 图9).
    let opponent_view = pos.null_move();
    let facing: Vec<Square> = pos
        .legal_captures()
        .iter()
        .filter(|&&m| faces_as_equal(pos, opponent_view.as_ref(), m))
        .map(|m| m.to)
        .collect();
    // What the opponent wins anyway, its answers searched in full (a piece rooted only by a
    // checking answer is not won anyway, CXA 24.3; e.g. 参考图28), and not counting the checking
    // piece, which may hang where it stood (see `standing_besides`). Searched only when a line
    // needs it: most checks win nothing whatever the opponent could win anyway.
    let standing = Standing {
        view: opponent_view.as_ref(),
        base: Cell::new(None),
        besides: RefCell::new(Vec::new()),
    };
    for &c in &checks {
        let line = CheckLine {
            facing: &facing,
            second: true,
            standing: &standing,
            checker: c.from,
        };
        for (target, joint) in line.won_by(pos, c, 0, memo) {
            if !out.iter().any(|(x, _, _)| *x == target) {
                out.push((target, c.from, joint));
            }
        }
    }
    out
}

/// The most the side to move nets by one capture when the other side answers with its full
/// search (captures and checks): what it wins anyway, seen one ply deeper than a search from
/// `pos` sees the answers.
fn replied_gain(pos: &Position, memo: &mut Memo) -> i32 {
    let mut best = 0;
    for &c in &pos.legal_captures() {
        let mut after = pos.clone();
        let taken = after.play_unchecked(c).map_or(0, |p| value(p, c.to));
        // A capture nets at most what it takes, unless it gives check and the answer loses
        // material; skipping that case gives a lower figure, so a smaller credit.
        if taken > best {
            best = best.max(taken - memo.gain(&after));
        }
    }
    best
}

/// What the opponent would win anyway, were the checking side to pass (`view`: the position
/// with the opponent to move), searched once when first needed: in full, and per checking
/// piece without that piece (see `standing_besides`).
struct Standing<'a> {
    view: Option<&'a Position>,
    base: Cell<Option<i32>>,
    besides: RefCell<Vec<(Square, i32)>>,
}

impl Standing<'_> {
    /// What the opponent wins anyway, not counting the piece on `checker`.
    fn besides(&self, checker: Square, memo: &mut Memo) -> i32 {
        if let Some(&(_, s)) = self.besides.borrow().iter().find(|(sq, _)| *sq == checker) {
            return s;
        }
        let base = match self.base.get() {
            Some(b) => b,
            None => {
                let b = match self.view {
                    Some(o) if memo.gain_by_captures(o) > 0 => {
                        memo.gain_by_captures(o).min(replied_gain(o, memo))
                    }
                    _ => 0,
                };
                self.base.set(Some(b));
                b
            }
        };
        let s = standing_besides(self.view, checker, base, memo);
        self.besides.borrow_mut().push((checker, s));
        s
    }
}

/// A line of checks that wins material: the targets that must not count (exchange offers),
/// whether a second check may follow the first, and what the opponent wins anyway.
struct CheckLine<'a> {
    facing: &'a [Square],
    second: bool,
    /// What the opponent would win anyway, were the checking side to pass: it is no win-back
    /// of the line's capture (the same measure as a capture's, see [`threats`]).
    standing: &'a Standing<'a>,
    /// The piece that gives the line's first check (what hangs where it stood is not counted
    /// in `standing`).
    checker: Square,
}

impl CheckLine<'_> {
    /// The targets check `c` wins whatever the reply, with whether each needs a second piece;
    /// `balance` is what the line has netted before the check.
    fn won_by(
        &self,
        pos: &Position,
        c: Move,
        balance: i32,
        memo: &mut Memo,
    ) -> Vec<(Square, bool)> {
        // A soldier given up with check counts at a floating value up to a horse's (CXA 26.5):
        // giving it for a horse is an even trade (e.g. CXA 图24 "送兵换马…判闲"), giving it for a chariot
        // wins (e.g. 图24 "将军弃兵得车，判捉", e.g. 参考图29 "弃卒将军换车"). The general gives no check itself.
        let checker = pos.piece_at(c.from);
        if checker.is_none_or(|p| p.kind == PieceKind::General) || is_exchange_capture(pos, c, memo)
        {
            return Vec::new();
        }
        let soldier_floats = checker.is_some_and(|p| p.kind == PieceKind::Soldier);
        let mut after_check = pos.clone();
        let taken = after_check.play_unchecked(c).map_or(0, |p| value(p, c.to));
        if !after_check.is_check() {
            return Vec::new();
        }
        let checkers = after_check.checkers();
        let replies = after_check.legal_moves();
        if replies.is_empty() {
            return Vec::new(); // mate, not material
        }
        // Targets whose every win found takes a second piece besides the checker: the checker
        // forces the reply and another piece (or the moved piece, when the check is a discovered
        // one) takes — a joint chase (联合捉子, CXA 26.9; e.g. CXA 参考图40 马炮联合).
        let mut joint: Vec<(Square, bool)> = Vec::new();
        // Targets won whatever the reply; when each reply loses a different piece, the check still
        // wins material (CXA 24.3; e.g. CXA 图09: the horse interposes and is taken with check, or
        // the advisor blocks and the horse c2 falls), and every piece it may win is named.
        let mut common: Option<Vec<Square>> = None;
        let mut any: Vec<Square> = Vec::new();
        for &r in &replies {
            let mut after_reply = after_check.clone();
            let lost = after_reply.play_unchecked(r).map_or(0, |p| {
                if soldier_floats && r.to == c.to {
                    value(Piece::new(p.side, PieceKind::Horse), r.to)
                } else {
                    value(p, r.to)
                }
            });
            let so_far = balance + taken - lost;
            // Screen: when even the best continuation does not recover what the check cost,
            // no single capture does. What the opponent wins anyway is not credited here: it
            // offsets only the opponent's win-back (see `captures_that_win`), and crediting it
            // would send most lines through the full search when a piece hangs somewhere.
            if so_far + memo.gain_by_captures(&after_reply) <= 0 {
                // Only a second check can still win.
                if !self.second {
                    return Vec::new();
                }
                let won: Vec<(Square, bool)> = self
                    .won_by_second_check(&after_reply, so_far, c.to, memo)
                    .into_iter()
                    .map(|(t, two)| (origin(r, t), two))
                    .collect();
                if won.is_empty() {
                    return Vec::new();
                }
                for &(t, _) in &won {
                    if !joint.iter().any(|(j, _)| *j == t) {
                        joint.push((t, true));
                    }
                }
                merge(
                    &mut common,
                    &mut any,
                    won.into_iter().map(|(t, _)| t).collect(),
                );
                continue;
            }
            let mut joint_here = Vec::new();
            let won: Vec<Square> = self
                .captures_that_win(&after_reply, so_far, c.to, &checkers, &mut joint_here, memo)
                .into_iter()
                .map(|t| origin(r, t))
                .collect();
            for (t, two) in joint_here {
                let t = origin(r, t);
                match joint.iter_mut().find(|(j, _)| *j == t) {
                    Some(j) => j.1 &= two,
                    None => joint.push((t, two)),
                }
            }
            if won.is_empty() {
                return Vec::new();
            }
            merge(&mut common, &mut any, won);
        }
        let targets = match common {
            Some(c) if !c.is_empty() => c,
            _ => any,
        };
        targets
            .into_iter()
            .map(|t| (t, joint.iter().any(|&(j, two)| j == t && two)))
            .collect()
    }

    /// The targets a second check wins from `pos` (the checking side to move again after the
    /// reply to the first check on `first`): the first check that wins anything decides. Every
    /// such win takes two pieces' checks, so it is joint.
    fn won_by_second_check(
        &self,
        pos: &Position,
        balance: i32,
        first: Square,
        memo: &mut Memo,
    ) -> Vec<(Square, bool)> {
        let line = CheckLine {
            second: false,
            ..*self
        };
        for &c in &pos.legal_where_could_check() {
            // The same piece checking again is one piece's series of checks, not a second one.
            if c.from == first {
                continue;
            }
            let won = line.won_by(pos, c, balance, memo);
            if !won.is_empty() {
                return won.into_iter().map(|(t, _)| (t, true)).collect();
            }
        }
        Vec::new()
    }

    /// The targets a capture wins in `after_reply` (the checking side to move; `balance` what
    /// the line has netted so far; `checker` the square the checking piece moved to, `checkers`
    /// the pieces that gave the check), noting in `joint` whether each needs a second piece.
    fn captures_that_win(
        &self,
        after_reply: &Position,
        balance: i32,
        checker: Square,
        checkers: &[Square],
        joint: &mut Vec<(Square, bool)>,
        memo: &mut Memo,
    ) -> Vec<Square> {
        let mut won = Vec::new();
        for &x in &after_reply.legal_captures() {
            let Some(target) = after_reply.piece_at(x.to) else {
                continue;
            };
            if target.kind == PieceKind::General || self.facing.contains(&x.to) {
                continue;
            }
            // The checking side's general and soldiers chase by themselves without penalty
            // (CXA 26.1): what one of them takes after another piece's check is no chase
            // (e.g. 参考图13: the cannon checks, an elephant interposes and the soldier takes it;
            // e.g. 参考图07: the chariot checks, the advisor that roots another steps in and the
            // soldier takes that one — both 闲). A soldier whose own move gives the check
            // (a cannon's screen) and then takes chases jointly with the cannon (e.g. 参考图11
            // 炮卒联合捉子).
            if x.from != checker
                && after_reply
                    .piece_at(x.from)
                    .is_some_and(|p| matches!(p.kind, PieceKind::General | PieceKind::Soldier))
            {
                continue;
            }
            let mut after_x = after_reply.clone();
            after_x.play_unchecked(x);
            // An uncrossed soldier is never chased, through any clause (seed 002 二.1(一)
            // "要吃未过河的兵、卒，不算捉子", ruling R8; CXA 24.3). Taking it with a (discovered)
            // check is one more step of the line: what that check wins is the target (e.g. CXA 棋例图16:
            // the chariot takes the soldier uncovering the cannon's check, then the chariot —
            // the book's "一将一抽车").
            if target.kind == PieceKind::Soldier && x.to.on_own_half(target.side) {
                if after_x.is_check() {
                    let deeper = CheckLine {
                        second: false,
                        ..*self
                    };
                    for (t, _) in deeper.won_by(after_reply, x, balance, memo) {
                        if !won.contains(&t) {
                            won.push(t);
                        }
                        // Two pieces always: the capture uncovered or gave a second check.
                        if !joint.iter().any(|(j, _)| *j == t) {
                            joint.push((t, true));
                        }
                    }
                }
                continue;
            }
            let balance = balance + value(target, x.to);
            // What the opponent wins back is never negative unless it is in check.
            if balance <= 0 && !after_x.is_check() {
                continue;
            }
            // The win-back is searched as a chase line: the checking side's general and
            // soldiers take nothing in it, since what they win is no chase (CXA 26.1; e.g. 参考图05:
            // the chariot's checks end with the soldier taking the elephant — 闲).
            // What the opponent would win anyway is no win-back (e.g. 参考图12: the double check
            // wins the advisor that blocks it, and the horse that then takes an advisor could
            // take it anyway). Only the win-back is credited: material the replies took along
            // the line was lost to the line (e.g. 参考图18: the chariot the advisor takes on the
            // way hung anyway, but the check that trades it for the red chariot wins nothing).
            let won_back = memo.chase(&after_x, after_reply.turn(), true);
            let wins = balance - won_back > 0
                || (won_back > 0
                    && balance - won_back
                        + self.standing.besides(self.checker, memo).min(won_back)
                        > 0);
            if wins {
                won.push(x.to);
                // One piece wins alone only when it moved, gave the check and takes; a check
                // the move uncovers takes the moved piece and the checker (车炮联合: the cannon
                // takes over the general and the chariot behind it gives the check).
                let two = x.from != checker || checkers.iter().any(|&k| k != x.from);
                match joint.iter_mut().find(|(t, _)| *t == x.to) {
                    Some(j) => j.1 &= two,
                    None => joint.push((x.to, two)),
                }
            }
        }
        won
    }
}

/// Where the piece won on `sq` after the reply `r` stood before it: a piece that answers the
/// check by stepping in (an interposition) is lost from its own point, and the chase is of
/// that piece (e.g. CXA 参考图42: the cannon that must block the chariot's check on f7 is
/// chased on c7; CXA 24.3 "运用连续照将").
fn origin(r: Move, sq: Square) -> Square {
    if r.to == sq { r.from } else { sq }
}

/// Adds one reply's won targets: `common` keeps those every reply loses, `any` every one.
fn merge(common: &mut Option<Vec<Square>>, any: &mut Vec<Square>, won: Vec<Square>) {
    for &t in &won {
        if !any.contains(&t) {
            any.push(t);
        }
    }
    *common = Some(match common.take() {
        None => won,
        Some(prev) => prev.into_iter().filter(|t| won.contains(t)).collect(),
    });
}

/// Whether `x` stands on the line strictly between `a` and `b` (same file or rank).
pub(super) fn between(a: Square, b: Square, x: Square) -> bool {
    let within = |p: u8, q: u8, v: u8| p.min(q) < v && v < p.max(q);
    (a.file() == b.file() && x.file() == a.file() && within(a.rank(), b.rank(), x.rank()))
        || (a.rank() == b.rank() && x.rank() == a.rank() && within(a.file(), b.file(), x.file()))
}

/// Whether capture `m` (legal for the side to move in `pos`) takes an equal piece that could
/// take the capturing piece back where it stands (`opponent_view`: `pos` with the other side to
/// move): the two face each other as an exchange offer.
fn faces_as_equal(pos: &Position, opponent_view: Option<&Position>, m: Move) -> bool {
    value_at(pos, m.from) == value_at(pos, m.to)
        && opponent_view.is_some_and(|o| o.is_legal(Move::new(m.to, m.from)))
}

/// Whether capture `c` takes an equal piece that could take the capturing piece back where it
/// stands, and the opponent could accept that exchange without loss: the two face each other as an
/// exchange offer (兑, CXA 24.4), so a check given by the capture is the exchange itself, not a
/// material-winning 抽将 (e.g. CXA 图2, e.g. 图13). When taking first would lose material for the
/// opponent ("吃车则双车尽失", e.g. 图17), the check stays a threat.
fn is_exchange_capture(pos: &Position, c: Move, memo: &mut Memo) -> bool {
    let opponent_view = pos.null_move();
    pos.piece_at(c.to).is_some()
        && faces_as_equal(pos, opponent_view.as_ref(), c)
        && opponent_view.is_some_and(|opp| acceptable_exchange(&opp, c.from, 2, memo))
}

/// Whether the opponent (to move in `after`) can take the piece on `sq` with an equal piece without
/// losing material by it (CXA 24.4; e.g. 图17: "吃车则双车尽失" is no acceptable exchange), after which the
/// mover has no mate by checks.
pub fn acceptable_exchange(after: &Position, sq: Square, depth: u32, memo: &mut Memo) -> bool {
    let Some(moved) = after.piece_at(sq) else {
        return false;
    };
    let v = value(moved, sq);
    after.legal_captures().iter().any(|&c| {
        c.to == sq && value_at(after, c.from) == v && {
            let mut p = after.clone();
            p.play_unchecked(c);
            v - memo.gain(&p) >= 0 && !memo.mate(&p, depth)
        }
    })
}
