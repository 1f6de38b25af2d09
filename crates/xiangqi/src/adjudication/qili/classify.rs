//! Move classes of the repetition rules (棋例): 将 check, 杀 mate threat, 捉 chase, and the
//! allowed family 兑 exchange offer, 献 offer, 拦 block, 跟 follow, 闲 idle — computed from the
//! positions before and after a move.
//!
//! A chase (捉) is a *new* possibility, created by the move, to win material next move (see
//! [`super::threats`] for how a capture or a check is judged to win): a target the mover could
//! not win before the move, or not with that piece, or only by abandoning the piece that moved,
//! and can after it. The general and soldiers may chase by themselves
//! (a move of theirs that enables another piece's capture is still a chase); a general's move
//! that answers a check makes nothing but 闲; a chase made while following the opponent's piece
//! to hold a defensive point is 跟. A chase is *soft* (联合捉子) when two pieces win the target
//! only together; soft chases are a lesser violation than plain ones (see
//! [`super::repetition::Pattern::LongSoftAttack`]). Each class carries the [`Article`] that
//! decided it.

use super::articles::{Article, Book};
use super::chariot_attack::with_chariot_attacks;
pub use super::class::MoveClass;
use super::clause::{Clause, ClauseKind, Novelty};
use super::memo::Memo;
use super::not_chased::{NotChased, not_chased};
use super::threats::{
    Threat, ThreatRules, acceptable_exchange, threats, threats_under, wins_by_check, without,
};
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::position::Position;
use crate::square::Square;

/// A move's class with its evidence.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Classified {
    /// The class.
    pub class: MoveClass,
    /// For 捉: the chased pieces' squares.
    pub chased: Vec<Square>,
    /// For 捉: the squares of the pieces that would win them.
    pub chasers: Vec<Square>,
    /// For 捉: every chase is soft (a joint chase, 联合捉子: two pieces win the target together).
    pub soft: bool,
    /// The rule article that decided the class.
    pub article: Article,
    /// The clauses that decided the class, in the order the classifier applied them (see
    /// [`super::clause`]).
    pub clauses: Vec<Clause>,
    /// The opponent pieces the mover attacks after the move but does not chase, each with the
    /// clause that says why (see [`super::not_chased`]).
    pub not_chased: Vec<NotChased>,
}

/// Whether the side to move in `pos` wins `target` only with the piece on `moved`: without it on
/// the board, the target is no longer threatened, or is won for less — the piece is a partner in
/// the win (CXA 26.9 联合捉子), as a chariot that roots its cannon's screen (e.g. 参考图15: 车8退2 guards
/// the horse the cannon shoots over, so the cannon's capture wins the horse clean) — or the piece
/// screens a line to the opponent's general, as a chariot in front of its cannon does (part of the
/// battery).
fn needs_moved_piece(pos: &Position, moved: Square, target: &Threat, memo: &mut Memo) -> bool {
    if pos
        .piece_at(moved)
        .is_none_or(|p| p.kind == PieceKind::General)
    {
        return false;
    }
    without(pos, moved).is_none_or(|without| {
        // A piece that shields its own general is needed for its side's safety, not as a
        // partner in the capture (CXA 26.9; e.g. 参考图22: the cannon interposes against a check).
        !without.is_check()
            && !threats(&without, memo)
                .iter()
                .any(|t| t.target == target.target && t.gain >= target.gain)
    })
}

/// The threats the mover had before its move. A side in check cannot capture until it has
/// answered the check, but a target the opponent's checking move left exposed was exposed by
/// the opponent itself: it counts as threatened already, and the answer that keeps it under
/// attack is no chase (自己造成的被捉状态, CXA 29.2; e.g. 参考图22 "使红炮失去保护，是自己造成的被捉状态").
fn threats_before(before: &Position, memo: &mut Memo, rules: ThreatRules) -> Vec<Threat> {
    let mut out = threats_with(before, memo, rules);
    if before.is_check() {
        for t in threats_with(&unchecked(before), memo, rules) {
            if !out.iter().any(|o| o.target == t.target) {
                out.push(t);
            }
        }
    }
    out
}

/// The threats of the side to move in `pos` under `rules`; with `chariot_attacks` (AXF rules 15,
/// 27), every horse's or cannon's attack on a chariot counts as one, whatever the capture would
/// win.
fn threats_with(pos: &Position, memo: &mut Memo, rules: ThreatRules) -> Vec<Threat> {
    let found = threats_under(pos, memo, rules);
    if rules.chariot_attacks {
        with_chariot_attacks(found, pos)
    } else {
        found
    }
}

/// Whether the move `m` (from `before` to `after`) leaves the mover attacking an opponent piece
/// it could not take before the move (the moved piece counted as the same attacker): what CXA
/// 26.1.2 turns into 闲 when a general's move answering a check makes it. A general's evasion
/// that attacks nothing new is plain 闲 (CXA 24.8), and its clause says so.
fn attacks_anew(before: &Position, m: Move, after: &Position) -> bool {
    let Some(again) = after.null_move() else {
        return false;
    };
    let old = unchecked(before).legal_captures();
    again.legal_captures().iter().any(|c| {
        let from = if c.from == m.to { m.from } else { c.from };
        again
            .piece_at(c.to)
            .is_some_and(|p| p.kind != PieceKind::General)
            && !old.iter().any(|o| o.from == from && o.to == c.to)
    })
}

/// `before`, or where its side to move is in check, the same placement without the checking
/// pieces: what the side could attack had the opponent not checked it (a check it answers does
/// not make its standing attacks new).
fn unchecked(before: &Position) -> Position {
    if !before.is_check() {
        return before.clone();
    }
    let mut setup = before.to_setup();
    for c in before.checkers() {
        setup.board.set(c, None);
    }
    Position::from_setup(setup).unwrap_or_else(|_| before.clone())
}

/// Whether the capture `m` was a standing attack in `view` (the position before the move): the
/// piece could make it, and the target had no recapture against it — or the attacker is worth
/// less than the target, or is a horse or cannon on a chariot, where protection does not count
/// (AXF rules 15, 27).
fn stood_before(view: &Position, m: Move) -> bool {
    let (Some(attacker), Some(target)) = (view.piece_at(m.from), view.piece_at(m.to)) else {
        return false;
    };
    if !view.is_legal(m) {
        return false;
    }
    let cheaper = super::material::value(attacker, m.from) < super::material::value(target, m.to);
    let on_chariot = target.kind == PieceKind::Chariot
        && matches!(attacker.kind, PieceKind::Horse | PieceKind::Cannon);
    cheaper || on_chariot || !recaptured(view, m)
}

/// Whether the capture `cap`, legal in `view`, was taken back there by a cannon of the other
/// side over the piece on `screen` (the mover's piece that then moved away).
fn cannon_screen_left(view: &Position, cap: Move, screen: Square) -> bool {
    let mut after = view.clone();
    if after.play(cap).is_err() {
        return false;
    }
    after.legal_captures().iter().any(|r| {
        r.to == cap.to
            && after
                .piece_at(r.from)
                .is_some_and(|p| p.kind == PieceKind::Cannon)
            && super::threats::between(r.from, cap.to, screen)
    })
}

/// Whether the capture of `target` by `attackers` was an even trade before the move only
/// because it abandoned the piece on `from` (the piece that then moved): the opponent's best
/// answer to the capture took that piece. Moving it away frees the attacker, and the capture
/// that now wins material is a chase the move created (CXA 29.2; e.g. 参考图16: 兵五平六 frees the
/// chariot that guarded the soldier → 捉).
fn freed_by_leaving(before: &Position, from: Square, target: Square, attackers: &[Square]) -> bool {
    attackers.iter().any(|&a| {
        let line = super::material::principal_line(before, Move::new(a, target), 2);
        line.get(1).is_some_and(|reply| reply.to == from)
    })
}

/// Whether `m` repeats the opponent's last move `prev` step for step (same direction and distance):
/// the piece follows the one that just moved (跟, CXA 24.7; e.g. CXA 图18 "一将一跟"). A follow counts as
/// 跟 only when it holds a defensive point (it parries a mate); following to keep a pin or an attack
/// alive is the chase itself.
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
fn parries_mate(before: &Position, after: &Position, depth: u32, memo: &mut Memo) -> bool {
    before
        .null_move()
        .is_some_and(|threat| memo.mate(&threat, depth))
        && !memo.mate(after, depth)
}

/// Whether `m` parries a mate threat by standing on the line of an opponent chariot or cannon
/// (拦): had the mover passed, the opponent would mate by checks; after the move it cannot, and
/// the moved piece now stands in that piece's line (CXA 24.6 拦; e.g. USER 图4, e.g. CXA 图07).
fn blocks_mate(before: &Position, m: Move, after: &Position, depth: u32, memo: &mut Memo) -> bool {
    if !parries_mate(before, after, depth, memo) {
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

/// Whether the piece on `sq` (the mover's, the opponent to move in `after`) can be taken by an
/// opponent piece of the same kind: an exchange offer (兑, CXA 24.4 "同兵种邀兑"). A piece a
/// different kind could take is no 兑 even at equal value (e.g. 参考图06: an advisor a crossed soldier
/// may take; e.g. 参考图24: an elephant the same), and a general is never offered.
fn offered_to_equal(after: &Position, sq: Square) -> bool {
    let Some(moved) = after.piece_at(sq) else {
        return false;
    };
    moved.kind != PieceKind::General
        && after
            .legal_captures()
            .iter()
            .any(|c| c.to == sq && after.piece_at(c.from).is_some_and(|p| p.kind == moved.kind))
}

/// Pairs of like pieces (mover's square, opponent's square) that can take each other, in a
/// position with the mover to move (`mover`) and the same placement with the opponent to move
/// (`opponent`). Generals are never exchanged.
fn like_pieces_facing(mover: &Position, opponent: &Position) -> Vec<(Square, Square)> {
    let back = opponent.legal_captures();
    mover
        .legal_captures()
        .iter()
        .filter(|c| {
            let (a, b) = (mover.piece_at(c.from), mover.piece_at(c.to));
            a.zip(b).is_some_and(|(a, b)| {
                a.kind == b.kind
                    && a.kind != PieceKind::General
                    && back.iter().any(|r| r.from == c.to && r.to == c.from)
            })
        })
        .map(|c| (c.from, c.to))
        .collect()
}

/// 兑 made by opening a line (CXA 24.4 同兵种邀兑): after the move two like pieces face each
/// other, each able to take the other, that could not before — the moved piece is the screen
/// that lets two cannons face (e.g. 参考图04), or it leaves the file of two chariots (e.g. 棋例图09) or a
/// horse's leg (e.g. 参考图50). `again` is `after` with the mover to move.
fn opens_exchange(before: &Position, m: Move, after: &Position, again: &Position) -> bool {
    let now = like_pieces_facing(again, after);
    if now.is_empty() {
        return false;
    }
    let old = like_pieces_facing(before, &before.pass_unchecked());
    now.iter().any(|&(a, b)| {
        let was = if a == m.to { m.from } else { a };
        !old.contains(&(was, b))
    })
}

/// 兑 made by backing an offer (CXA 24.4 同兵种邀兑): after the move two like pieces face each
/// other, each able to take the other, and the moved piece has become a party to that exchange —
/// it now attacks the opponent's piece of the pair, or protects the mover's own, where it did not
/// before. The move invites the exchange it weighs in on rather than winning anything by itself
/// (e.g. CXA 图21 "红方一兑一捉": the chariot roots the horse that faces the opponent's horse; e.g. 图30
/// "黑方一兑一捉": the chariot joins the attack on a horse that faces the opponent's horse).
/// `again` is `after` with the mover to move.
fn backs_exchange(before: &Position, m: Move, after: &Position, again: &Position) -> bool {
    let Some(piece) = after
        .piece_at(m.to)
        .filter(|p| p.kind != PieceKind::General)
    else {
        return false;
    };
    like_pieces_facing(again, after)
        .into_iter()
        .any(|(ours, theirs)| {
            ours != m.to
                && ((again.piece_attacks(m.to, piece, theirs)
                    && !before.piece_attacks(m.from, piece, theirs))
                    || (again.piece_attacks(m.to, piece, ours)
                        && !before.piece_attacks(m.from, piece, ours)))
        })
}

/// AXF rule 35: a protected piece is not chased by pieces each worth at least as much, however
/// many attack it — they win it only together, as a joint chase (two attackers on one root) or
/// not at all. `pos` has the chasing side to move. A target that is not protected (no legal
/// recapture after one of the captures), a cheaper attacker, a chariot attacked by a horse or
/// cannon ([`Threat::unconditional`], AXF rules 15, 27) and a win by check keep the chase.
fn only_jointly_won(pos: &Position, t: &Threat) -> bool {
    let Some(target) = pos.piece_at(t.target) else {
        return false;
    };
    // A horse's or cannon's attack on a chariot (rules 15, 27) chases when one of these
    // attackers makes it.
    if t.unconditional
        && t.attackers.iter().any(|&a| {
            pos.piece_at(a)
                .is_some_and(|p| matches!(p.kind, PieceKind::Horse | PieceKind::Cannon))
        })
    {
        return false;
    }
    let worth = super::material::value(target, t.target);
    t.attackers.iter().all(|&a| {
        let cheaper = pos
            .piece_at(a)
            .is_some_and(|p| super::material::value(p, a) < worth);
        !cheaper && recaptured(pos, Move::new(a, t.target))
    })
}

/// The threat `t` as the move `m` made it: only the attackers that did not attack the target
/// before the move (`old`; the moved piece is the same attacker wherever it stands). A piece
/// that attacked the target all along does not take part in the move's chase (AXF: a chase is
/// the threat the move makes; rule 35: a protected piece is not chased by a second attacker).
fn made_by_move(t: &Threat, old: Option<&Threat>, m: Move) -> Threat {
    let Some(old) = old else {
        return t.clone();
    };
    let attackers = t
        .attackers
        .iter()
        .copied()
        .filter(|&a| !old.attackers.contains(if a == m.to { &m.from } else { &a }))
        .collect();
    Threat {
        attackers,
        ..t.clone()
    }
}

/// Whether the opponent can take back on the square of the capture `m` (legal moves only, so
/// a pinned root is no root).
fn recaptured(pos: &Position, m: Move) -> bool {
    let mut after = pos.clone();
    if after.play(m).is_err() {
        return true;
    }
    // Every move onto the occupied square is a capture: the captures are all there is to try.
    after.legal_captures().iter().any(|r| r.to == m.to)
}

/// Classifies the moves of one analysis, caching the searches the plies share.
#[derive(Debug)]
pub struct Classifier {
    mate_depth: u32,
    same_piece: bool,
    rules: ThreatRules,
    mate_threat_allowed: bool,
    joint_attacks_chase: bool,
    book: Book,
    memo: Memo,
}

impl Classifier {
    /// Whether the side to move in `pos` can win the piece on `target` (a threat of the
    /// profile's kind: AXF counts a horse's or cannon's attack on a chariot whatever it wins).
    pub fn threatens(&mut self, pos: &Position, target: Square) -> bool {
        threats_with(pos, &mut self.memo, self.rules)
            .iter()
            .any(|t| t.target == target)
    }

    /// A classifier whose 杀 search looks `mate_depth` checks deep. A threat is new (CXA 29.2)
    /// when its target was not threatened before the move or a piece that did not threaten it
    /// now wins it (e.g. 参考图45: the cannon's new attack on an elephant the horse already
    /// attacked). With `same_piece` (AXF, where a perpetual chase must hit one piece) that is
    /// all; otherwise (CXA) a joint chase that needs the moved piece is made again by the move,
    /// and a capture the move frees is new (see `freed_by_leaving`).
    pub fn new(mate_depth: u32, same_piece: bool) -> Classifier {
        Classifier {
            mate_depth,
            same_piece,
            rules: ThreatRules::default(),
            mate_threat_allowed: false,
            joint_attacks_chase: true,
            book: Book::Cxa,
            memo: Memo::new(),
        }
    }

    /// The classifier for `profile`'s rules: its mate-search depth, its book and its
    /// switches.
    pub fn for_profile(profile: &crate::adjudication::profile::Profile) -> Classifier {
        Classifier::new(profile.mate_threat_depth, profile.chase_same_piece)
            .with_chariot_attacks(profile.chariot_attack_chases)
            .with_root_protection(profile.protected_by_root)
            .with_mate_answer_chases(profile.capture_answered_by_mate_chases)
            .with_mate_threat_allowed(!profile.mate_threat_forbidden)
            .with_joint_attacks(profile.joint_attack_chases)
            .with_book(profile.book())
    }

    /// The classifier that judges by `book`: its articles are the book's, and under AXF
    /// a win by check is no chase ([`Book::chases_by_check`]).
    pub fn with_book(self, book: Book) -> Classifier {
        Classifier { book, ..self }
    }

    /// The classifier with joint attacks (two pieces on one protected piece that falls only to
    /// both) counted as chases (CXA: 联合捉子) or not (AXF rule 35).
    pub fn with_joint_attacks(self, chase: bool) -> Classifier {
        Classifier {
            joint_attacks_chase: chase,
            ..self
        }
    }

    /// The classifier for a rule book where a perpetual mate threat is allowed (AXF). A move
    /// that can be judged two ways is judged the forbidden way: a mate threat that also makes
    /// a chase is a chase. Where both are forbidden (CXA) 杀 keeps its place before 捉.
    pub fn with_mate_threat_allowed(self, allowed: bool) -> Classifier {
        Classifier {
            mate_threat_allowed: allowed,
            ..self
        }
    }

    /// The classifier with the AXF rule on chariots on or off: a horse's or cannon's attack on
    /// a chariot is a chase whether or not the chariot is protected and whatever the capture
    /// would cost (see [`crate::adjudication::qili::chariot_attack`]).
    pub fn with_chariot_attacks(self, on: bool) -> Classifier {
        Classifier {
            rules: ThreatRules {
                chariot_attacks: on,
                ..self.rules
            },
            ..self
        }
    }

    /// The classifier where a protected piece is one with a real root (AXF, ruling R1; see
    /// [`super::threats::rooted_threats`]) or, off, one the complete exchange does not win (CXA).
    pub fn with_root_protection(self, on: bool) -> Classifier {
        Classifier {
            rules: ThreatRules {
                by_root: on,
                ..self.rules
            },
            ..self
        }
    }

    /// The classifier where a capture answered by an immediate mate still chases (AXF default,
    /// ruling R2) or, off, wins nothing (CXA 29.4).
    pub fn with_mate_answer_chases(self, on: bool) -> Classifier {
        Classifier {
            rules: ThreatRules {
                mate_answer_chases: on,
                ..self.rules
            },
            ..self
        }
    }

    /// Classifies the move `m` played in `before` (giving `after`); `prev` is the opponent's
    /// move just before it (for 跟). In the rules' priority order: 将, 杀, 捉 (or 跟), then the
    /// allowed family; then the pieces attacked but not chased, each with why not.
    pub fn classify(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        prev: Option<Move>,
    ) -> Classified {
        let mut c = self.classify_move(before, m, after, prev);
        c.not_chased = not_chased(
            before,
            m,
            after,
            (c.class, c.article, &c.chased),
            self.joint_attacks_chase,
        );
        c
    }

    fn classify_move(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        prev: Option<Move>,
    ) -> Classified {
        if after.is_check() {
            return self.check(before, after);
        }
        // A general's move that answers a check: whatever it creates counts as idle (CXA 26.1.2).
        let king_evasion = before.is_check()
            && before
                .piece_at(m.from)
                .is_some_and(|p| p.kind == PieceKind::General);
        let mut offer_parries_mate = false;
        if let Some(again) = after.null_move()
            && !king_evasion
        {
            match self.mate_threat(before, m, after, &again) {
                Some(MateThreat::Plain) => {
                    if self.mate_threat_allowed {
                        let new = self.new_threats(before, m, after, &again);
                        if !new.is_empty() {
                            let mut c = chase(&new, m);
                            c.clauses.push(Clause::new(
                                ClauseKind::JudgedForbiddenWay,
                                Article::MateThreat,
                                Vec::new(),
                            ));
                            return c;
                        }
                    }
                    return plain(
                        MoveClass::MateThreat,
                        (Article::MateThreat, ClauseKind::ThreatensMate, Vec::new()),
                    );
                }
                Some(MateThreat::ParriedByExchange) => offer_parries_mate = true,
                None => {}
            }
            let new = self.new_threats(before, m, after, &again);
            if !new.is_empty() {
                if follows(prev, m)
                    && prev.is_none_or(|p| !new.iter().any(|(t, _)| t.target == p.to))
                    && parries_mate(before, after, self.mate_depth, &mut self.memo)
                {
                    let followed = prev.map(|p| p.to).into_iter();
                    return plain(
                        MoveClass::Follow,
                        (
                            Article::Follow,
                            ClauseKind::Follows,
                            std::iter::once(m.to).chain(followed).collect(),
                        ),
                    );
                }
                return chase(&new, m);
            }
        }
        if offer_parries_mate {
            return plain(
                MoveClass::Exchange,
                (
                    Article::Exchange,
                    ClauseKind::ExchangeParriesMate,
                    vec![m.to],
                ),
            );
        }
        self.allowed(before, m, after, king_evasion)
    }

    /// 将: a check can chase too; the pieces it threatens matter where a chase must hit the same
    /// piece every move (AXF).
    fn check(&mut self, before: &Position, after: &Position) -> Classified {
        let mut c = plain(
            MoveClass::Check,
            (Article::Check, ClauseKind::GivesCheck, after.checkers()),
        );
        let now = threats_with(&after.pass_unchecked(), &mut self.memo, self.rules);
        if !now.is_empty() {
            let old = threats_with(before, &mut self.memo, self.rules);
            for t in now {
                if !old.iter().any(|o| o.target == t.target) {
                    c.chased.push(t.target);
                    c.chasers.extend(t.attackers);
                }
            }
        }
        c
    }

    /// 杀 is a threat the move creates (CXA 24.2, 29.2): a mating attack (its first check) that
    /// already existed before the move is not new (e.g. USER 图4: the soldier's mate stands all
    /// along); one the move opens is, whichever piece gives its first check (e.g. CXA 图17). `again`
    /// is `after` with the mover to move again.
    fn mate_threat(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        again: &Position,
    ) -> Option<MateThreat> {
        let (depth, memo) = (self.mate_depth, &mut self.memo);
        let new_mate = memo.mate(again, depth)
            && (!memo.mate(before, depth) || {
                let old = super::memo::mating_checks(before, depth);
                super::memo::mating_checks(again, depth)
                    .iter()
                    .any(|c| !old.contains(c))
            });
        if !new_mate {
            return None;
        }
        // An exchange offer the opponent can accept (an equal piece takes the moved piece and
        // the mate is gone) is judged 兑 (CXA 24.4; e.g. CXA 图29: the offer is refused only when the
        // opponent's piece cannot leave its line). A chase it also makes still outranks the
        // offer (兑兼捉 → 捉).
        Some(if acceptable_exchange(after, m.to, depth, memo) {
            MateThreat::ParriedByExchange
        } else {
            MateThreat::Plain
        })
    }

    /// The threats the move creates (CXA 29.2): targets not threatened before, or by a new
    /// attacker, or freed by the move; joint chases the move keeps up; and, when there are none
    /// of those, wins by check (抽将) the move creates.
    fn new_threats(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        again: &Position,
    ) -> Vec<(Threat, Novelty)> {
        let cxa_novelty = !self.same_piece;
        let rules = self.rules;
        let memo = &mut self.memo;
        let now = threats_with(again, memo, rules);
        // The threats before the move matter only when there are threats after it.
        let old_now = if now.is_empty() {
            Vec::new()
        } else {
            threats_before(before, memo, rules)
        };
        let joint: Vec<Threat> = now
            .iter()
            .filter(|t| t.soft || !t.attackers.contains(&m.to))
            .cloned()
            .collect();
        let mut new: Vec<(Threat, Novelty)> = now
            .into_iter()
            .filter_map(|t| {
                let novelty = match old_now.iter().find(|o| o.target == t.target) {
                    None => Novelty::NewTarget,
                    // The moved piece is the same attacker as before, wherever it stands now.
                    Some(o)
                        if t.attackers.iter().any(|&a| {
                            !o.attackers.contains(if a == m.to { &m.from } else { &a })
                        }) =>
                    {
                        Novelty::NewAttacker(
                            t.attackers
                                .iter()
                                .copied()
                                .filter(|&a| {
                                    !o.attackers.contains(if a == m.to { &m.from } else { &a })
                                })
                                .collect(),
                        )
                    }
                    Some(o)
                        if cxa_novelty
                            && o.gain <= 0
                            && t.gain > 0
                            && freed_by_leaving(before, m.from, t.target, &o.attackers) =>
                    {
                        Novelty::Freed
                    }
                    Some(_) => return None,
                };
                Some((t, novelty))
            })
            .collect();
        // The Asian chase is an attack on a piece (AXF terms: chase): an attack that stood
        // before the move on a piece already unprotected against it is no new chase, whatever
        // the move changed elsewhere in the exchange that would follow.
        // By root (ruling R1), a root the target loses only because the moved piece was the
        // screen of the opponent's cannon that took back, and stepped away, leaves the attack
        // where it stood: the move attacks nothing (AXF diagram 39 as Fairy-Stockfish's tests
        // have it: the advisor that interposes and steps back chases no one). A root the move
        // makes false by a pin, discovered or not, is a new chase.
        if !cxa_novelty && !new.is_empty() {
            let view = unchecked(before);
            new.retain(|(t, _)| {
                t.attackers.iter().any(|&a| {
                    let from = if a == m.to { m.from } else { a };
                    let cap = Move::new(from, t.target);
                    let stood = stood_before(&view, cap)
                        || (rules.by_root && a != m.to && cannon_screen_left(&view, cap, m.from));
                    !stood
                })
            });
        }
        let made_new = new.len();
        // A joint chase that needs the moved piece is made again by the move, even when
        // the same pair threatened the target before (ruling R6: the 2011 text's diagram over the
        // 1999 "从捉到捉 → 闲"; e.g. CXA 图10 "车炮联合捉子": the chariot
        // steps along the file, still the cannon's screen). So is a chase the moved piece
        // takes part in without winning the target itself — the screen of a cannon that
        // wins it, the piece that keeps the target's root from taking back, the second
        // attacker of a target with one root (捉少根子, e.g. 参考图36, 38): two pieces win it
        // together, so it is a joint chase (CXA 26.9).
        if cxa_novelty {
            for t in joint {
                if !new.iter().any(|(n, _)| n.target == t.target)
                    && needs_moved_piece(again, m.to, &t, memo)
                {
                    new.push((Threat { soft: true, ..t }, Novelty::KeptUpJointly));
                }
            }
        }
        // A move whose only chase is one it keeps up (made again, above) and that offers
        // the moved piece to an equal one is judged by what it creates: the offer (兑, CXA 24.4;
        // e.g. CXA 图02 "一捉一兑": the chariot faces the opponent's chariot and still backs the
        // other chariot's attack).
        if made_new == 0 && !new.is_empty() && offered_to_equal(after, m.to) {
            new.clear();
        }
        if !self.joint_attacks_chase {
            new.retain(|(t, _)| {
                let old = old_now.iter().find(|o| o.target == t.target);
                !only_jointly_won(again, &made_by_move(t, old, m))
            });
        }
        if new.is_empty() && self.book.chases_by_check() {
            new = new_wins_by_check(before, m, again, &old_now, memo, rules)
                .into_iter()
                .map(|t| (t, Novelty::ByCheck))
                .collect();
        }
        new
    }

    /// The allowed family (兑, 拦, 献, 闲): what the moved piece offers, or what it blocks.
    fn allowed(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        king_evasion: bool,
    ) -> Classified {
        if after.piece_at(m.to).is_some() {
            if offered_to_equal(after, m.to) {
                return plain(
                    MoveClass::Exchange,
                    (Article::Exchange, ClauseKind::OffersLikePiece, vec![m.to]),
                );
            }
            let again = after.null_move();
            if again
                .as_ref()
                .is_some_and(|again| opens_exchange(before, m, after, again))
            {
                return plain(
                    MoveClass::Exchange,
                    (Article::Exchange, ClauseKind::OpensExchange, vec![m.to]),
                );
            }
            if again
                .as_ref()
                .is_some_and(|again| backs_exchange(before, m, after, again))
            {
                return plain(
                    MoveClass::Exchange,
                    (Article::Exchange, ClauseKind::BacksExchange, vec![m.to]),
                );
            }
            if blocks_mate(before, m, after, self.mate_depth, &mut self.memo) {
                return plain(
                    MoveClass::Block,
                    (Article::Block, ClauseKind::BlocksMate, vec![m.to]),
                );
            }
            if after
                .legal_captures()
                .iter()
                .any(|&c| c.to == m.to && super::material::move_gain(after, c) > 0)
            {
                return plain(
                    MoveClass::Offer,
                    (Article::Offer, ClauseKind::OffersPiece, vec![m.to]),
                );
            }
        }
        if king_evasion && attacks_anew(before, m, after) {
            return plain(
                MoveClass::Idle,
                (Article::KingEvasion, ClauseKind::AnswersCheck, vec![m.to]),
            );
        }
        plain(
            MoveClass::Idle,
            (Article::Idle, ClauseKind::NothingElse, Vec::new()),
        )
    }
}

/// A mate threat the move creates, and whether an exchange it offers parries it.
enum MateThreat {
    /// 杀.
    Plain,
    /// The opponent can accept an exchange of the moved piece and the mate is gone (兑 unless
    /// the move also chases).
    ParriedByExchange,
}

/// A class without chase evidence, decided by one clause about `squares`.
fn plain(
    class: MoveClass,
    (article, kind, squares): (Article, ClauseKind, Vec<Square>),
) -> Classified {
    Classified {
        class,
        chased: Vec::new(),
        chasers: Vec::new(),
        soft: false,
        article,
        clauses: vec![Clause::new(kind, article, squares)],
        not_chased: Vec::new(),
    }
}

/// Winning material by a check (抽将), also a chase when the move creates it: a target not
/// threatened before the move (`old_threats`), nor won before by a check of the same piece (the
/// moved piece is the same checker wherever it stands). As with a capture, a piece that did not
/// win the target before and now wins it makes a new chase (CXA 29.2; e.g. CXA 参考图42 "红方一联合捉子":
/// the advisor's retreat lets the chariot's check win the cannon that only the advisor's own
/// check won before).
fn new_wins_by_check(
    before: &Position,
    m: Move,
    again: &Position,
    old_threats: &[Threat],
    memo: &mut Memo,
    rules: ThreatRules,
) -> Vec<Threat> {
    let now_checks = wins_by_check(again, memo);
    if now_checks.is_empty() {
        return Vec::new();
    }
    let old_checks = wins_by_check(before, memo);
    let old_threats = if old_threats.is_empty() {
        threats_before(before, memo, rules)
    } else {
        old_threats.to_vec()
    };
    now_checks
        .into_iter()
        .filter(|(target, checker, _)| {
            let was = if *checker == m.to { m.from } else { *checker };
            !old_checks.iter().any(|(t, c, _)| t == target && *c == was)
                && !old_threats.iter().any(|o| o.target == *target)
        })
        .map(|(target, checker, joint)| Threat {
            target,
            attackers: vec![checker],
            soft: joint,
            gain: 0,
            unconditional: false,
        })
        .collect()
}

/// 捉 with its evidence: the chased pieces, the pieces that win them, whether every chase is a
/// joint one, and for each target the clause that it is won and the clause that the move made
/// the threat.
fn chase(new: &[(Threat, Novelty)], m: Move) -> Classified {
    let soft = new.iter().all(|(t, _)| t.soft);
    let article = if soft {
        Article::JointChase
    } else if new.iter().all(|(t, _)| t.unconditional) {
        Article::ChariotAttack
    } else {
        Article::Chase
    };
    let mut chasers: Vec<Square> = new
        .iter()
        .flat_map(|(t, _)| t.attackers.iter().copied())
        .collect();
    chasers.sort();
    chasers.dedup();
    Classified {
        class: MoveClass::Chase,
        chased: new.iter().map(|(t, _)| t.target).collect(),
        chasers,
        soft,
        article,
        clauses: new
            .iter()
            .flat_map(|(t, n)| chase_clauses(t, n, m))
            .collect(),
        not_chased: Vec::new(),
    }
}

/// The two clauses of one chased target: how it is won, and how the move made the threat.
fn chase_clauses(t: &Threat, novelty: &Novelty, m: Move) -> [Clause; 2] {
    let with = |first: &[Square]| -> Vec<Square> {
        std::iter::once(t.target)
            .chain(first.iter().copied())
            .collect()
    };
    let won = match novelty {
        Novelty::ByCheck => {
            Clause::new(ClauseKind::WinsByCheck, Article::Chase, with(&t.attackers))
        }
        _ if t.unconditional => Clause::new(
            ClauseKind::AttacksChariot,
            Article::ChariotAttack,
            with(&t.attackers),
        ),
        _ if t.soft => Clause::new(
            ClauseKind::WinsJointly,
            Article::JointChase,
            with(&t.attackers),
        ),
        _ if t.gain <= 0 => Clause::new(
            ClauseKind::WinsByEvenTrade,
            Article::EvenTradeChase,
            with(&t.attackers),
        ),
        _ => Clause::new(ClauseKind::WinsMaterial, Article::Chase, with(&t.attackers)),
    };
    let made = match novelty {
        Novelty::NewTarget | Novelty::ByCheck => {
            Clause::new(ClauseKind::NewTarget, Article::ChaseIsNew, with(&[]))
        }
        Novelty::NewAttacker(by) => {
            Clause::new(ClauseKind::NewAttacker, Article::ChaseIsNew, with(by))
        }
        Novelty::Freed => Clause::new(
            ClauseKind::FreedByLeaving,
            Article::ChaseIsNew,
            with(&[m.from]),
        ),
        Novelty::KeptUpJointly => Clause::new(
            ClauseKind::NeedsMovedPiece,
            Article::JointChase,
            with(&[m.to]),
        ),
    };
    [won, made]
}
