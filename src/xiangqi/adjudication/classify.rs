//! Move classes of the repetition rules (棋例): 将 check, 杀 mate threat, 捉 chase, and the
//! allowed family 兑 exchange offer, 献 offer, 闲 idle — computed from the positions before and
//! after a move.
//!
//! A chase (捉) is a *new* possibility, created by the move, to win material next move: a capture
//! whose complete exchange on the square (only legal recaptures count, so pinned protectors and
//! recaptures that face the generals are false roots) nets material, of a target that has value
//! (not the general, not an uncrossed soldier), by a piece other than the general or a soldier
//! (they may chase by themselves; a move of theirs that enables another piece's capture is still a
//! chase). Same-kind pieces that can take each other are an exchange offer, not a chase. A chase
//! is *soft* when the target is protected and only the exchange (more attackers than defenders)
//! wins it (捉少根子 / 联合捉子).

use super::material::{best_gain, square_exchange, value, value_at};
use crate::xiangqi::moves::Move;
use crate::xiangqi::piece::PieceKind;
use crate::xiangqi::position::Position;
use crate::xiangqi::square::Square;

/// The class of a move, in the rules' priority order (将 > 杀 > 捉 > the allowed family).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum MoveClass {
    /// 将: gives check.
    Check,
    /// 杀: threatens mate by continuous checks.
    MateThreat,
    /// 捉: creates a threat to win material.
    Chase,
    /// 兑: offers an exchange of equal pieces.
    Exchange,
    /// 献: offers a piece for nothing.
    Offer,
    /// 拦: blocks the line of an opponent chariot or cannon that threatened mate.
    Block,
    /// 跟: follows the opponent's moved piece step for step; a chase it makes on the way is
    /// incidental and counts as idle.
    Follow,
    /// 闲: none of the above.
    Idle,
}

impl MoveClass {
    /// The Chinese label used by the rule book.
    pub const fn label(self) -> &'static str {
        match self {
            MoveClass::Check => "将",
            MoveClass::MateThreat => "杀",
            MoveClass::Chase => "捉",
            MoveClass::Exchange => "兑",
            MoveClass::Offer => "献",
            MoveClass::Block => "拦",
            MoveClass::Follow => "跟",
            MoveClass::Idle => "闲",
        }
    }

    /// Whether the class is an attack (打: 将, 杀, 捉).
    pub const fn is_attack(self) -> bool {
        matches!(
            self,
            MoveClass::Check | MoveClass::MateThreat | MoveClass::Chase
        )
    }
}

/// A move's class with its evidence.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Classified {
    /// The class.
    pub class: MoveClass,
    /// For 捉: the chased pieces' squares.
    pub chased: Vec<Square>,
    /// For 捉: the squares of the pieces that would win them.
    pub chasers: Vec<Square>,
    /// For 捉: every chase is soft (protected target won only by exchange).
    pub soft: bool,
    /// Why, in words.
    pub note: String,
}

/// One threatened target of the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Threat {
    /// The target's square.
    pub target: Square,
    /// Pieces that win it.
    pub attackers: Vec<Square>,
    /// Protected target, won only through the exchange.
    pub soft: bool,
}

/// The opponent pieces the side to move could win material from by capturing next move.
///
/// A capture wins when the complete exchange that follows nets material (the opponent answers
/// with everything that wins back: recaptures, pieces the capture abandons, pins it opens),
/// measured against what the opponent could win anyway. It also wins when it takes more on its
/// own point than it gives and the complete trade comes out even (各吃各子 / 做根子捉子 with
/// equal value are 捉, CXA 26.5).
pub fn threats(pos: &Position) -> Vec<Threat> {
    let us = pos.turn();
    let mut out: Vec<Threat> = Vec::new();
    let opponent_view = pos.null_move();
    let standing = opponent_view.as_ref().map_or(0, best_gain);
    let moves = pos.legal_moves();
    // Targets that face one of our pieces as an equal (each can take the other).
    let facing: Vec<Square> = moves
        .iter()
        .filter(|&&m| faces_as_equal(pos, opponent_view.as_ref(), m))
        .map(|m| m.to)
        .collect();
    for &m in &moves {
        let (Some(attacker), Some(target)) = (pos.piece_at(m.from), pos.piece_at(m.to)) else {
            continue;
        };
        if attacker.side != us
            || matches!(attacker.kind, PieceKind::General | PieceKind::Soldier)
            || target.kind == PieceKind::General
            || (target.kind == PieceKind::Soldier && m.to.on_own_half(target.side))
        {
            continue;
        }
        let (va, vt) = (value(attacker, m.from), value(target, m.to));
        if faces_as_equal(pos, opponent_view.as_ref(), m) {
            continue;
        }
        let mut after = pos.clone();
        after.play_unchecked(m);
        // A protected target that faces an equal piece of ours: taking it with another piece
        // only backs up the exchange offer (兑, CXA 图21). Unprotected, it is chased (图11).
        if facing.contains(&m.to) && after.legal_moves().iter().any(|r| r.to == m.to) {
            continue;
        }
        let full = vt - best_gain(&after) + standing;
        let on_point = vt - square_exchange(&after, m.to);
        if full < 0 || (full == 0 && on_point <= 0) {
            continue;
        }
        // Safety (CXA 29.4): a capture that walks into mate wins nothing (不能离线).
        if mate_by_checks(&after, 2) {
            continue;
        }
        // A joint chase wins on the target's own point; a trade there that nets material
        // elsewhere (以炮换马多得一卒, CXA 图04) is a plain chase.
        let soft = va >= vt && on_point > 0 && joint_capture(pos, m, &after);
        match out.iter_mut().find(|t| t.target == m.to) {
            Some(t) => {
                t.attackers.push(m.from);
                t.soft &= soft;
            }
            None => out.push(Threat {
                target: m.to,
                attackers: vec![m.from],
                soft,
            }),
        }
    }
    out
}

/// Whether `m` repeats the opponent's last move `prev` step for step (same direction and
/// distance): the piece follows the one that just moved (跟, CXA 图18 "一将一跟"). A follow
/// counts as 跟 only when it holds a defensive point (it parries a mate); following to keep a
/// pin or an attack alive is the chase itself.
fn follows(prev: Option<Move>, m: Move) -> bool {
    prev.is_some_and(|p| {
        let d = |mv: Move| {
            (
                i32::from(mv.to.file()) - i32::from(mv.from.file()),
                i32::from(mv.to.rank()) - i32::from(mv.from.rank()),
            )
        };
        d(p) == d(m)
    })
}

/// Whether the move from `before` to `after` parries a mate: had the mover passed, the opponent
/// would mate by checks; after the move it cannot.
fn parries_mate(before: &Position, after: &Position, depth: u32) -> bool {
    before
        .null_move()
        .is_some_and(|threat| mate_by_checks(&threat, depth))
        && !mate_by_checks(after, depth)
}

/// Whether `m` parries a mate threat by standing on the line of an opponent chariot or cannon
/// (拦): had the mover passed, the opponent would mate by checks; after the move it cannot, and
/// the moved piece now stands in that piece's line (USER 图4, CXA 图07).
fn blocks_mate(before: &Position, m: Move, after: &Position, depth: u32) -> bool {
    if !parries_mate(before, after, depth) {
        return false;
    }
    let opponent = after.turn();
    Square::all().any(|s| {
        after.piece_at(s).is_some_and(|p| {
            p.side == opponent
                && matches!(p.kind, PieceKind::Chariot | PieceKind::Cannon)
                && (s.file() == m.to.file() || s.rank() == m.to.rank())
                && nothing_between(after, s, m.to)
        })
    })
}

/// Whether no piece stands strictly between `a` and `b` on their common rank or file.
fn nothing_between(pos: &Position, a: Square, b: Square) -> bool {
    let (fa, ra, fb, rb) = (
        i32::from(a.file()),
        i32::from(a.rank()),
        i32::from(b.file()),
        i32::from(b.rank()),
    );
    let steps = (fb - fa).abs().max((rb - ra).abs());
    (1..steps).all(|k| {
        let f = fa + (fb - fa).signum() * k;
        let r = ra + (rb - ra).signum() * k;
        match (u8::try_from(f), u8::try_from(r)) {
            (Ok(f), Ok(r)) => Square::new(f, r).is_none_or(|sq| pos.piece_at(sq).is_none()),
            _ => true,
        }
    })
}

/// Whether capture `m` (giving `after`) of a protected target wins only by two pieces working
/// together (联合捉子): the target's root is false because another piece pins it, or a cannon
/// takes part in the exchange on the point (車炮联合: the cannon captures over its own piece, or
/// recaptures behind the capturer). Such a chase does not make its side the violator against a
/// plain chase (CXA 图10, 11, 25, 27, 28). Two pieces attacking a point from independent lines
/// are a plain chase (图30 variation).
fn joint_capture(pos: &Position, m: Move, after: &Position) -> bool {
    let sq = m.to;
    let legal_recaptures: Vec<Move> = after
        .legal_moves()
        .iter()
        .copied()
        .filter(|r| r.to == sq)
        .collect();
    let rooted_falsely = legal_recaptures.is_empty()
        && Square::all().any(|s| {
            after
                .piece_at(s)
                .is_some_and(|p| p.side == after.turn() && after.piece_attacks(s, p, sq))
        });
    if rooted_falsely {
        return true;
    }
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
        back.legal_moves().iter().any(|x| {
            x.to == sq
                && back
                    .piece_at(x.from)
                    .is_some_and(|p| p.side == us && p.kind == PieceKind::Cannon)
        })
    })
}

/// Targets the side to move wins by a check (抽将 / 将军得子): a checking move after which, whatever
/// the reply, a capture nets more than the check cost. Returns (target, checking piece).
pub fn wins_by_check(pos: &Position) -> Vec<(Square, Square)> {
    let mut out: Vec<(Square, Square)> = Vec::new();
    // Captures between equal pieces that face each other are exchange offers (兑): winning
    // such a target after a check is the exchange, not material won (CXA 图9).
    let opponent_view = pos.null_move();
    let facing: Vec<(Square, Square)> = pos
        .legal_moves()
        .iter()
        .filter(|&&m| faces_as_equal(pos, opponent_view.as_ref(), m))
        .map(|m| (m.from, m.to))
        .collect();
    for &c in &pos.legal_moves() {
        // A soldier's check that gives the soldier for a piece is not winning material (the
        // soldier's value floats, CXA 图24); soldiers chase by themselves without penalty anyway.
        if pos
            .piece_at(c.from)
            .is_some_and(|p| matches!(p.kind, PieceKind::Soldier | PieceKind::General))
        {
            continue;
        }
        if is_exchange_capture(pos, c) {
            continue;
        }
        let mut after_check = pos.clone();
        let taken = after_check.play_unchecked(c).map_or(0, |p| value(p, c.to));
        if !after_check.is_check() {
            continue;
        }
        let replies = after_check.legal_moves();
        if replies.is_empty() {
            continue; // mate, not material
        }
        let mut common: Option<Vec<Square>> = None;
        for &r in &replies {
            let mut after_reply = after_check.clone();
            let lost = after_reply.play_unchecked(r).map_or(0, |p| value(p, r.to));
            let mut won = Vec::new();
            for &x in &after_reply.legal_moves() {
                let Some(target) = after_reply.piece_at(x.to) else {
                    continue;
                };
                if target.kind == PieceKind::General || facing.iter().any(|f| f.1 == x.to) {
                    continue;
                }
                let mut after_x = after_reply.clone();
                after_x.play_unchecked(x);
                let net = taken - lost + value(target, x.to) - best_gain(&after_x);
                if net > 0 {
                    won.push(x.to);
                }
            }
            common = Some(match common {
                None => won,
                Some(prev) => prev.into_iter().filter(|t| won.contains(t)).collect(),
            });
            if common.as_ref().is_some_and(Vec::is_empty) {
                break;
            }
        }
        for t in common.unwrap_or_default() {
            if !out.iter().any(|(x, _)| *x == t) {
                out.push((t, c.from));
            }
        }
    }
    out
}

/// Whether capture `m` (legal for the side to move in `pos`) takes an equal piece that could
/// take the capturing piece back where it stands (`opponent_view`: `pos` with the other side to
/// move): the two face each other as an exchange offer.
fn faces_as_equal(pos: &Position, opponent_view: Option<&Position>, m: Move) -> bool {
    value_at(pos, m.from) == value_at(pos, m.to)
        && opponent_view.is_some_and(|o| o.is_legal(Move::new(m.to, m.from)))
}

/// Whether capture `c` takes an equal piece that could take the capturing piece back where it
/// stands, and the opponent could accept that exchange without loss: the two face each other
/// as an exchange offer (兑), so a check given by the capture is the exchange itself, not a
/// material-winning 抽将 (CXA 图2, 图13). When taking first would lose material for the
/// opponent ("吃车则双车尽失", 图17), the check stays a threat.
fn is_exchange_capture(pos: &Position, c: Move) -> bool {
    let opponent_view = pos.null_move();
    pos.piece_at(c.to).is_some()
        && faces_as_equal(pos, opponent_view.as_ref(), c)
        && opponent_view.is_some_and(|opp| acceptable_exchange(&opp, c.from, 2))
}

/// Whether the opponent (to move in `after`) can take the piece on `sq` with an equal piece
/// without losing material by it (图17: "吃车则双车尽失" is no acceptable exchange), after which
/// the mover has no mate by checks.
fn acceptable_exchange(after: &Position, sq: Square, depth: u32) -> bool {
    let Some(moved) = after.piece_at(sq) else {
        return false;
    };
    let v = value(moved, sq);
    after.legal_moves().iter().any(|&c| {
        c.to == sq && value_at(after, c.from) == v && {
            let mut p = after.clone();
            p.play_unchecked(c);
            v - best_gain(&p) >= 0 && !mate_by_checks(&p, depth)
        }
    })
}

/// Positions a single mate-threat search may visit: bounds the cost of pathological positions
/// (many checking pieces against a bare general); a search that runs out answers "no mate".
pub const MATE_SEARCH_NODES: u32 = 20_000;

/// Whether the side to move mates by continuous checks within `depth` of its moves.
pub fn mate_by_checks(pos: &Position, depth: u32) -> bool {
    let mut budget = MATE_SEARCH_NODES;
    mate_search(pos, depth, None, &mut budget)
}

/// [`mate_by_checks`] where the first check must be played by the piece on `first` (the moved
/// piece: its own new threat).
fn mate_by_checks_from(pos: &Position, depth: u32, first: Option<Square>) -> bool {
    let mut budget = MATE_SEARCH_NODES;
    mate_search(pos, depth, first, &mut budget)
}

fn mate_search(pos: &Position, depth: u32, first: Option<Square>, budget: &mut u32) -> bool {
    if depth == 0 || *budget == 0 {
        return false;
    }
    for &m in pos
        .legal_moves()
        .iter()
        .filter(|m| first.is_none_or(|f| m.from == f))
    {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let mut c = pos.clone();
        c.play_unchecked(m);
        if !c.is_check() {
            continue;
        }
        let replies = c.legal_moves();
        if replies.is_empty() {
            return true;
        }
        if depth > 1
            && replies.iter().all(|&r| {
                let mut g = c.clone();
                g.play_unchecked(r);
                mate_search(&g, depth - 1, None, budget)
            })
        {
            return true;
        }
    }
    false
}

/// Classifies the move `m` played in `before` (giving `after`); `prev` is the opponent's move
/// just before it (for 跟). With `new_by_attacker`, a threat counts as new when a piece that did
/// not threaten the target before now wins it (AXF: e.g. a new pin that turns a root false);
/// otherwise only targets not threatened at all before the move are new (CXA 29.2).
pub fn classify(
    before: &Position,
    m: Move,
    after: &Position,
    prev: Option<Move>,
    mate_depth: u32,
    new_by_attacker: bool,
) -> Classified {
    let plain = |class: MoveClass, note: &str| Classified {
        class,
        chased: Vec::new(),
        chasers: Vec::new(),
        soft: false,
        note: note.to_string(),
    };
    if after.is_check() {
        // A check can chase too; the pieces it threatens matter where a chase must hit the same
        // piece every move (AXF).
        let mut c = plain(MoveClass::Check, "gives check");
        let old = threats(before);
        for t in threats(&after.pass_unchecked()) {
            if !old.iter().any(|o| o.target == t.target) {
                c.chased.push(t.target);
                c.chasers.extend(t.attackers);
            }
        }
        return c;
    }
    let mover = before.piece_at(m.from);
    // A general's move that answers a check: whatever it creates counts as idle (CXA 26.1.2).
    let king_evasion = before.is_check() && mover.is_some_and(|p| p.kind == PieceKind::General);
    let mut offer_parries_mate = false;
    if let Some(again) = after.null_move()
        && !king_evasion
    {
        // 杀 is a threat the move creates: a mate that already existed before it is not new,
        // unless the moved piece itself now starts a mating attack.
        if mate_by_checks(&again, mate_depth)
            && (!mate_by_checks(before, mate_depth)
                || mate_by_checks_from(&again, mate_depth, Some(m.to)))
        {
            // An exchange offer the opponent can accept (an equal piece takes the moved piece
            // and the mate is gone) is judged 兑 (CXA 图29: the offer is refused only when the
            // opponent's piece cannot leave its line).
            // A chase it also makes still outranks the offer (兑兼捉 → 捉), so keep looking.
            if acceptable_exchange(after, m.to, mate_depth) {
                offer_parries_mate = true;
            } else {
                return plain(MoveClass::MateThreat, "threatens mate by continuous checks");
            }
        }
        let old = threats(before);
        let mut new: Vec<Threat> = threats(&again)
            .into_iter()
            .filter(|t| match old.iter().find(|o| o.target == t.target) {
                None => true,
                // The moved piece is the same attacker as before, wherever it stands now.
                Some(o) => {
                    new_by_attacker
                        && t.attackers
                            .iter()
                            .any(|&a| !o.attackers.contains(if a == m.to { &m.from } else { &a }))
                }
            })
            .collect();
        if new.is_empty() {
            // Winning material by a check (抽将), also a chase when the move creates it.
            let old_checks = wins_by_check(before);
            for (target, checker) in wins_by_check(&again) {
                if !old_checks.iter().any(|(t, _)| *t == target)
                    && !old.iter().any(|o| o.target == target)
                {
                    new.push(Threat {
                        target,
                        attackers: vec![checker],
                        soft: false,
                    });
                }
            }
        }
        if !new.is_empty()
            && follows(prev, m)
            && prev.is_none_or(|p| !new.iter().any(|t| t.target == p.to))
            && parries_mate(before, after, mate_depth)
        {
            return plain(
                MoveClass::Follow,
                "follows the opponent's piece step for step (跟); the chase it makes on the way \
                 counts as idle",
            );
        }
        if !new.is_empty() {
            let soft = new.iter().all(|t| t.soft);
            let names: Vec<String> = new
                .iter()
                .map(|t| {
                    let name = after.piece_at(t.target).map_or("piece", |p| p.kind.name());
                    format!("{name} on {}", t.target)
                })
                .collect();
            let note = format!(
                "threatens to win {}{}",
                names.join(" and "),
                if soft {
                    " (protected: only the exchange wins it)"
                } else {
                    ""
                }
            );
            return Classified {
                class: MoveClass::Chase,
                chased: new.iter().map(|t| t.target).collect(),
                chasers: {
                    let mut c: Vec<Square> = new
                        .iter()
                        .flat_map(|t| t.attackers.iter().copied())
                        .collect();
                    c.sort();
                    c.dedup();
                    c
                },
                soft,
                note,
            };
        }
    }
    if offer_parries_mate {
        return plain(
            MoveClass::Exchange,
            "offers an exchange of equal pieces (accepting it parries the mate threat)",
        );
    }
    // The allowed family: is the moved piece offered?
    if let Some(moved) = after.piece_at(m.to) {
        let vm = value(moved, m.to);
        let captures: Vec<Move> = after
            .legal_moves()
            .iter()
            .copied()
            .filter(|c| c.to == m.to)
            .collect();
        if captures
            .iter()
            .any(|c| value_at(after, c.from) == vm && moved.kind != PieceKind::General)
        {
            return plain(MoveClass::Exchange, "offers an exchange of equal pieces");
        }
        if blocks_mate(before, m, after, mate_depth) {
            return plain(
                MoveClass::Block,
                "blocks the line of a chariot or cannon that threatened mate (拦)",
            );
        }
        if captures
            .iter()
            .any(|&c| super::material::move_gain(after, c) > 0)
        {
            return plain(MoveClass::Offer, "offers a piece");
        }
    }
    if king_evasion {
        return plain(
            MoveClass::Idle,
            "the general answers a check (what it attacks counts as idle)",
        );
    }
    plain(MoveClass::Idle, "no check, mate threat or chase")
}
