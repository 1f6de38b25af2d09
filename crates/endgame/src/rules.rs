//! A class's values under a rule book's 棋例 (the CXA and AXF books, through the profile's
//! own move classifier, the one `AdjudicateGame` judges repetitions with).
//!
//! The tables count every repetition cycle as a draw. Under a book, a cycle in which one side
//! attacks with every move (长将, 长捉, 长杀 …, graded as the book grades them) and the other
//! does not is no draw: the attacking side must change, and loses if it cannot. So a position
//! the tables call a draw is won for a side that can keep its opponent to such a cycle — every
//! move the opponent has that does not lose is a forbidden attack — while it plays allowed
//! moves itself (a graver pattern than its own, in the book's order 长将 > 长打 > 联合捉子 >
//! allowed). Wins and losses of the tables never need a cycle, so they hold under every book.
//!
//! The analysis, for each side S that might be kept to forbidden attacks and each grade t of
//! them (将 3, 打 2, a joint chase 1):
//! 1. Every drawn position is scanned once: S is *trapped* in it when each of its moves that
//!    does not lose might be an attack. The cheap tests that clear a move never clear an attack
//!    (it checks, its side could capture something after it, or its side would mate soon if it
//!    moved again — a 杀 needs a mate the table holds); most positions clear at their first move.
//! 2. The profile's classifier judges the moves left: S's leniently (as if it followed the
//!    opponent's last move step for step, which may make a chase a 跟), the opponent's strictly.
//! 3. On that small game the opponent wins where it can keep every move of S an attack of grade
//!    at least t and make a move of grade below t again and again (a co-Büchi and Büchi
//!    condition, solved by nested fixpoints), or reach a position already won.
//! 4. New wins are carried back through the class by un-moves (a position whose moves all lose
//!    now is lost; one whose moves that do not lose are all attacks is trapped), and 3 is solved
//!    again until nothing changes.
//!
//! Where a profile needs the same piece chased every move (AXF), a chase counts only against
//! the opponent's one attacking piece (chariot, horse, cannon or soldier: a side has at most
//! one in every class) and the opponent's allowed move must also move that piece or leave it unthreatened (the
//! chased piece "tries to escape", ruling R4). Every choice here leaves a position drawn rather
//! than risk a win the book would not give: a win found is a win under the book. The order the
//! positions were decided in is kept ([`RuleValues::rank`]): it is the winner's strategy, which
//! [`crate::witness`] plays out for the 棋例 judgement to check.
//!
//! ```
//! use arbiter_endgame::rules::{RuleValues, Ruled};
//! use arbiter_endgame::{Tables, Value};
//! use arbiter_xiangqi::adjudication::ProfileKind;
//! use arbiter_xiangqi::{Position, Side};
//!
//! let tables = Tables::new();
//! // 单马对双士: a draw with either side to move, and no book makes it anything else.
//! let pos = Position::from_fen("3k5/9/3a1a3/9/9/9/9/9/9/4K3N w").unwrap();
//! let under = tables.probe_under(&pos, ProfileKind::Cxa).unwrap().unwrap();
//! let book = under.book.unwrap();
//! assert_eq!(book.value, Ruled::Table(Value::Draw));
//! assert!(book.theoretical_draw);
//! // How a book's values read a table's: a draw the book gives to a side is a win for it (a
//! // made-up book here, deciding this one position with Red to move).
//! let table = tables.get(under.material).unwrap();
//! let pieces: Vec<_> = pos.board().occupied().map(|(s, p)| (p, s)).collect();
//! let index = table.layout().index_of(&pieces).unwrap();
//! let made_up = RuleValues::from_sorted(vec![(index, Side::Red)]);
//! assert_eq!(made_up.apply(&table, index, Side::Red, Value::Draw), Ruled::WonByRule);
//! assert_eq!(made_up.apply(&table, index, Side::Black, Value::Draw), Ruled::Table(Value::Draw));
//! ```

use crate::generate::{after_capture, in_parallel};
use crate::layout::{Layout, Pieces};
use crate::material::Material;
use crate::retro::predecessors;
use crate::table::{Table, Value, offset};
use arbiter_xiangqi::adjudication::profile::Profile;
use arbiter_xiangqi::adjudication::qili::classify::{Classified, Classifier, MoveClass};
use arbiter_xiangqi::{Move, PieceKind, Position, Side, Square};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// The longest mate a 杀 (a mate threat) may need, in moves of the threatening side: the
/// deepest any profile searches.
const MATE_THREAT_DEPTH: u16 = 4;

/// What a book changes in one class: the positions the tables call drawn that a side wins under
/// its 棋例, each with its winner (positions numbered as in the table, both halves together:
/// Red to move first).
#[derive(Clone, Debug, Default)]
pub struct RuleValues {
    /// (position, winner), sorted by position.
    wins: Vec<(u64, Side)>,
    /// When each was decided, beside `wins` (empty when not known, as for values read from a
    /// file): a position decided later relies only on positions decided earlier, or on the
    /// positions decided with it in one solution of the game (a cycle the book judges).
    ranks: Vec<u32>,
}

/// Equal when they decide the same positions the same way (whether the ranks are known or not).
impl PartialEq for RuleValues {
    fn eq(&self, other: &RuleValues) -> bool {
        self.wins == other.wins
    }
}

impl Eq for RuleValues {}

impl RuleValues {
    /// No change.
    pub fn none() -> RuleValues {
        RuleValues::default()
    }

    /// The changes, sorted by position.
    pub fn from_sorted(wins: Vec<(u64, Side)>) -> RuleValues {
        RuleValues {
            wins,
            ranks: Vec::new(),
        }
    }

    /// The changes with the order they were decided in (`ranks` beside `wins`, or empty when
    /// not known); `None` when the two lengths differ.
    pub fn from_sorted_ranked(wins: Vec<(u64, Side)>, ranks: Vec<u32>) -> Option<RuleValues> {
        (ranks.is_empty() || ranks.len() == wins.len()).then_some(RuleValues { wins, ranks })
    }

    /// The order each change was decided in, beside [`RuleValues::iter`], if known.
    pub fn ranks(&self) -> Option<&[u32]> {
        (!self.ranks.is_empty() || self.wins.is_empty()).then_some(&self.ranks)
    }

    /// When position `index` with `turn` to move was decided (see [`RuleValues`]), if known.
    pub fn rank(&self, table: &Table, index: u64, turn: Side) -> Option<u32> {
        let at = offset(turn) * table.layout().size() + index;
        let k = self.wins.binary_search_by_key(&at, |&(p, _)| p).ok()?;
        self.ranks.get(k).copied()
    }

    /// The winner of position `index` with `turn` to move (in `table`'s frame), if the book
    /// decides it.
    pub fn winner(&self, table: &Table, index: u64, turn: Side) -> Option<Side> {
        let at = offset(turn) * table.layout().size() + index;
        self.winner_at(at)
    }

    fn winner_at(&self, at: u64) -> Option<Side> {
        self.wins
            .binary_search_by_key(&at, |&(p, _)| p)
            .ok()
            .map(|k| self.wins[k].1)
    }

    /// The changed positions and their winners, in order.
    pub fn iter(&self) -> impl Iterator<Item = (u64, Side)> + '_ {
        self.wins.iter().copied()
    }

    /// How many positions the book decides.
    pub fn len(&self) -> usize {
        self.wins.len()
    }

    /// Whether the book changes nothing.
    pub fn is_empty(&self) -> bool {
        self.wins.is_empty()
    }

    /// `value` (the table's, for the side to move) as the book has it: a draw the book decides
    /// is a [`Ruled`] win or loss.
    pub fn apply(&self, table: &Table, index: u64, turn: Side, value: Value) -> Ruled {
        match (value, self.winner(table, index, turn)) {
            (Value::Draw, Some(w)) if w == turn => Ruled::WonByRule,
            (Value::Draw, Some(_)) => Ruled::LostByRule,
            (v, _) => Ruled::Table(v),
        }
    }
}

/// A value under a book: the table's, or a draw of the table that the book decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ruled {
    /// As the table has it.
    Table(Value),
    /// The side to move wins: its opponent can hold the draw only by a forbidden perpetual
    /// attack, which it must change.
    WonByRule,
    /// The side to move loses so.
    LostByRule,
}

/// How many positions each step of an analysis looked at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Analysed {
    /// Drawn positions scanned.
    pub drawn: u64,
    /// Positions where every move that does not lose might be an attack (judged by the
    /// classifier), at the last round.
    pub trapped: u64,
    /// Of those, positions where the classifier found every such move a forbidden attack (of
    /// some grade): the side to move is kept to attacks unless its opponent lets it out.
    pub confined: u64,
    /// Moves the classifier judged.
    pub classified: u64,
    /// Rounds of step 3 and 4.
    pub rounds: u32,
}

/// Step 1 of an analysis, which no book changes: what the scan of every drawn position found.
/// It depends on the books only through the smaller classes' values, so one scan serves every
/// book whose smaller classes' values are the same.
#[derive(Clone, Debug, Default)]
pub struct Scan {
    drawn: u64,
    /// Trapped positions with their moves that do not lose.
    trapped: HashMap<u64, Vec<(Move, u64)>>,
    /// Positions decided by a capture into a smaller class's book value.
    won: HashMap<u64, Side>,
}

/// The book's values of `table`'s class under `profile`; `smaller` holds the classes its
/// captures lead to, with their book values.
pub fn analyse(table: &Table, smaller: &[Smaller], profile: &Profile) -> (RuleValues, Analysed) {
    decide(table, smaller, scan(table, smaller), profile)
}

/// A class a capture leads to: its material, table and book values.
pub type Smaller = (Material, std::sync::Arc<Table>, RuleValues);

/// Step 1: every drawn position of `table` scanned once.
pub fn scan(table: &Table, smaller: &[Smaller]) -> Scan {
    let cx = Context {
        table,
        layout: table.layout(),
        smaller,
    };
    let total = usize::try_from(2 * cx.layout.size()).unwrap_or(usize::MAX);
    let drawn = AtomicU64::new(0);
    let found: Vec<(u64, Found)> = in_parallel(total, |lo, hi| {
        let (mut out, mut seen) = (Vec::new(), 0u64);
        for at in lo..hi {
            let at = at as u64;
            match cx.scan(at, &HashMap::new()) {
                Found::NotDrawn => {}
                Found::Escapes => seen += 1,
                f => {
                    seen += 1;
                    out.push((at, f));
                }
            }
        }
        drawn.fetch_add(seen, Relaxed);
        out
    });
    let mut out = Scan {
        drawn: drawn.load(Relaxed),
        ..Scan::default()
    };
    for (at, f) in found {
        match f {
            Found::Trapped(edges) => {
                out.trapped.insert(at, edges);
            }
            Found::Wins(side) => {
                out.won.insert(at, side);
            }
            Found::Lost => {
                out.won.insert(at, cx.split(at).0.opponent());
            }
            Found::Escapes | Found::NotDrawn => {}
        }
    }
    out
}

/// Steps 2 to 4 under `profile`, from `scan` (made with the same `smaller`).
pub fn decide(
    table: &Table,
    smaller: &[Smaller],
    scan: Scan,
    profile: &Profile,
) -> (RuleValues, Analysed) {
    let cx = Context {
        table,
        layout: table.layout(),
        smaller,
    };
    let mut stats = Analysed {
        drawn: scan.drawn,
        ..Analysed::default()
    };
    let Scan {
        mut trapped,
        mut won,
        ..
    } = scan;
    let mut fresh: Vec<u64> = won.keys().copied().collect();
    let mut ranks: HashMap<u64, u32> = fresh.iter().map(|&at| (at, 0)).collect();
    let mut next = 1u32;
    let mut judge = Judge::new(profile);
    loop {
        stats.rounds += 1;
        // Step 4: new wins carried back.
        cx.carry_back(&mut won, &mut trapped, fresh, &mut ranks, &mut next);
        // Step 3: the game on the trapped positions.
        stats.trapped = trapped.len() as u64;
        let (new, confined) = cx.solve(&trapped, &won, &mut judge);
        stats.confined = confined;
        if new.is_empty() {
            break;
        }
        fresh = Vec::new();
        // One solution of the game: its positions rely on each other (the cycles it judges).
        let region = next;
        next += 1;
        for (at, side) in new {
            if won.insert(at, side).is_none() {
                ranks.insert(at, region);
                trapped.remove(&at);
                fresh.push(at);
            }
        }
    }
    stats.classified = judge.classified;
    let mut wins: Vec<(u64, Side)> = won.into_iter().collect();
    wins.sort_unstable();
    let ranks = wins
        .iter()
        .map(|(at, _)| ranks.get(at).copied().unwrap_or(0))
        .collect();
    (RuleValues { wins, ranks }, stats)
}

/// What the scan finds in a position.
enum Found {
    /// Not a drawn position of the table (or already decided by the book).
    NotDrawn,
    /// A move that does not lose is surely allowed: the side to move is not kept to attacks.
    Escapes,
    /// The side to move wins: it has a move into a position the book has lost for the other side.
    Wins(Side),
    /// Every move loses (under the book).
    Lost,
    /// Every move that does not lose might be an attack: those moves, with the positions they
    /// lead to.
    Trapped(Vec<(Move, u64)>),
}

/// One class being analysed.
struct Context<'a> {
    table: &'a Table,
    layout: &'a Layout,
    smaller: &'a [Smaller],
}

impl Context<'_> {
    fn split(&self, at: u64) -> (Side, u64) {
        let size = self.layout.size();
        if at < size {
            (Side::Red, at)
        } else {
            (Side::Black, at - size)
        }
    }

    fn at(&self, index: u64, turn: Side) -> u64 {
        offset(turn) * self.layout.size() + index
    }

    /// The book's winner of position `at` so far: the table's decided value, else `won`.
    fn winner(&self, at: u64, won: &HashMap<u64, Side>) -> Option<Option<Side>> {
        let (turn, index) = self.split(at);
        match self.table.value(index, turn)? {
            Value::Win(_) => Some(Some(turn)),
            Value::Loss(_) => Some(Some(turn.opponent())),
            Value::Draw => Some(won.get(&at).copied()),
        }
    }

    /// What the capture `m` from `pos` (pieces `pieces`) leads to: its winner under the book
    /// (`None`: a draw); taking the attacker leaves no attacking piece, a draw by rule.
    fn capture_winner(&self, pos: &Position, pieces: &Pieces, m: Move) -> Option<Side> {
        let taken = pos.piece_at(m.to)?;
        let (smaller, flip) = self.layout.material().without(taken.side, taken.kind)?;
        let (_, table, rules) = self.smaller.iter().find(|(s, _, _)| *s == smaller)?;
        let (after, turn) = after_capture(pieces, m, pos.turn().opponent(), flip);
        let index = table.layout().index_of(&after)?;
        // The winner in this class's frame: the side to move after the capture, or not.
        let mover_after = pos.turn().opponent();
        match rules.apply(table, index, turn, table.value(index, turn)?) {
            Ruled::Table(Value::Win(_)) | Ruled::WonByRule => Some(mover_after),
            Ruled::Table(Value::Loss(_)) | Ruled::LostByRule => Some(mover_after.opponent()),
            Ruled::Table(Value::Draw) => None,
        }
    }

    /// The placement the quiet move `m` gives from `pieces`.
    fn child(&self, pieces: &Pieces, m: Move) -> Option<u64> {
        let after: Pieces = pieces
            .iter()
            .map(|&(p, s)| (p, if s == m.from { m.to } else { s }))
            .collect();
        self.layout.index_of(&after)
    }

    /// Step 1 for one position (see [`Found`]).
    fn scan(&self, at: u64, won: &HashMap<u64, Side>) -> Found {
        let (turn, index) = self.split(at);
        if self.table.value(index, turn) != Some(Value::Draw) || won.contains_key(&at) {
            return Found::NotDrawn;
        }
        let Some((pieces, pos)) = self.layout.position(index, turn) else {
            return Found::NotDrawn;
        };
        let mut edges = Vec::new();
        for &m in pos.legal_moves().iter() {
            if pos.piece_at(m.to).is_some() {
                match self.capture_winner(&pos, &pieces, m) {
                    Some(w) if w == turn => return Found::Wins(turn),
                    Some(_) => continue,
                    // A capture that keeps the draw leaves the class: no cycle to judge.
                    None => return Found::Escapes,
                }
            }
            let Some(child) = self.child(&pieces, m) else {
                continue;
            };
            let child_at = self.at(child, turn.opponent());
            match self.winner(child_at, won) {
                None => continue,
                Some(Some(w)) if w == turn => return Found::Wins(turn),
                Some(Some(_)) => continue,
                Some(None) => {}
            }
            let mut after = pos.clone();
            after.play_unchecked(m);
            if self.surely_allowed(&after, child, turn) {
                return Found::Escapes;
            }
            edges.push((m, child_at));
        }
        if edges.is_empty() {
            Found::Lost
        } else {
            Found::Trapped(edges)
        }
    }

    /// Whether the quiet move that gave `after` (position `child` of the table, `mover` having
    /// moved) is surely no attack: it gives no check, its side could capture nothing if it moved
    /// again, and would not mate within a mate threat's depth.
    fn surely_allowed(&self, after: &Position, child: u64, mover: Side) -> bool {
        if after.is_check() {
            return false;
        }
        let board = after.board();
        let mine: Vec<_> = board.occupied().filter(|(_, p)| p.side == mover).collect();
        let could_capture = board
            .occupied()
            .filter(|(_, p)| p.side != mover && p.kind != PieceKind::General)
            .any(|(target, _)| {
                mine.iter()
                    .any(|&(from, piece)| after.piece_attacks(from, piece, target))
            });
        if could_capture {
            return false;
        }
        !matches!(
            self.table.value(child, mover),
            Some(Value::Win(n)) if n < 2 * MATE_THREAT_DEPTH
        )
    }

    /// Step 4: carries `fresh` wins back by un-moves: a predecessor whose mover can enter a
    /// position lost for the side to move there is won; one whose side to move has every move
    /// losing is lost; one whose moves that do not lose might all be attacks is trapped.
    fn carry_back(
        &self,
        won: &mut HashMap<u64, Side>,
        trapped: &mut HashMap<u64, Vec<(Move, u64)>>,
        mut fresh: Vec<u64>,
        ranks: &mut HashMap<u64, u32>,
        next: &mut u32,
    ) {
        let mut decided = |at: u64| {
            ranks.insert(at, *next);
            *next += 1;
        };
        while let Some(at) = fresh.pop() {
            let Some(&winner) = won.get(&at) else {
                continue;
            };
            let (turn, index) = self.split(at);
            let mover = turn.opponent();
            for pred in self.predecessors(index, mover) {
                let pred_at = self.at(pred, mover);
                if self.table.value(pred, mover) != Some(Value::Draw) || won.contains_key(&pred_at)
                {
                    continue;
                }
                if winner == mover {
                    won.insert(pred_at, mover);
                    decided(pred_at);
                    trapped.remove(&pred_at);
                    fresh.push(pred_at);
                    continue;
                }
                match self.scan(pred_at, won) {
                    Found::Wins(side) => {
                        won.insert(pred_at, side);
                        decided(pred_at);
                        trapped.remove(&pred_at);
                        fresh.push(pred_at);
                    }
                    Found::Lost => {
                        won.insert(pred_at, mover.opponent());
                        decided(pred_at);
                        trapped.remove(&pred_at);
                        fresh.push(pred_at);
                    }
                    Found::Trapped(edges) => {
                        trapped.insert(pred_at, edges);
                    }
                    Found::Escapes | Found::NotDrawn => {}
                }
            }
        }
    }

    /// The placements with `mover` to move from which a quiet move of `mover` gives placement
    /// `index`.
    fn predecessors(&self, index: u64, mover: Side) -> Vec<u64> {
        let mut out = Vec::new();
        predecessors(self.layout, index, mover, |i| out.push(i));
        out
    }

    /// Step 3: the positions the opponent of a trapped side wins, over every side and grade.
    fn solve(
        &self,
        trapped: &HashMap<u64, Vec<(Move, u64)>>,
        won: &HashMap<u64, Side>,
        judge: &mut Judge,
    ) -> (Vec<(u64, Side)>, u64) {
        let (mut out, mut confined) = (Vec::new(), 0);
        for side in [Side::Red, Side::Black] {
            let mine: Vec<u64> = trapped
                .keys()
                .copied()
                .filter(|&at| self.split(at).0 == side)
                .collect();
            if mine.is_empty() {
                continue;
            }
            let game = self.game(side, &mine, trapped, won, judge);
            confined += game.trapped.len() as u64;
            for grade in [3u8, 2, 1] {
                let wins = game.solve(grade);
                out.extend(wins.into_iter().map(|at| (at, side.opponent())));
            }
        }
        out.sort_unstable();
        out.dedup();
        (out, confined)
    }

    /// The game where `side` may be kept to attacks: its trapped positions `mine` with their
    /// moves graded, and the opponent's positions they lead to with the opponent's moves back
    /// into `mine`.
    fn game(
        &self,
        side: Side,
        mine: &[u64],
        trapped: &HashMap<u64, Vec<(Move, u64)>>,
        won: &HashMap<u64, Side>,
        judge: &mut Judge,
    ) -> Game {
        let opponent = side.opponent();
        let mut game = Game::default();
        let mut theirs: HashSet<u64> = HashSet::new();
        for &at in mine {
            let (turn, index) = self.split(at);
            let Some((_, pos)) = self.layout.position(index, turn) else {
                continue;
            };
            let mut edges = Vec::new();
            for &(m, child) in &trapped[&at] {
                if won.get(&child) == Some(&opponent) {
                    continue;
                }
                let mut after = pos.clone();
                after.play_unchecked(m);
                let c = judge.classify(&pos, m, &after, Some(m));
                let grades = judge.trap_grades(&c, &after, opponent);
                if grades == 0 {
                    // An allowed move that keeps the draw: never kept to attacks here.
                    edges.clear();
                    break;
                }
                edges.push((grades, child));
            }
            if !edges.is_empty() {
                theirs.extend(edges.iter().map(|&(_, child)| child));
                game.trapped.insert(at, edges);
            }
        }
        for &at in &theirs {
            if won.get(&at) == Some(&opponent) {
                game.won.insert(at);
                continue;
            }
            let (turn, index) = self.split(at);
            let Some((pieces, pos)) = self.layout.position(index, turn) else {
                continue;
            };
            let mut edges = Vec::new();
            for &m in pos.legal_moves().iter() {
                if pos.piece_at(m.to).is_some() {
                    continue;
                }
                let Some(child) = self.child(&pieces, m) else {
                    continue;
                };
                let child_at = self.at(child, side);
                if !game.trapped.contains_key(&child_at) {
                    continue;
                }
                let mut after = pos.clone();
                after.play_unchecked(m);
                let c = judge.classify(&pos, m, &after, None);
                edges.push((judge.free_grades(&c, &pos, m, &after), child_at));
            }
            game.free.insert(at, edges);
        }
        game
    }
}

/// The profile's classifier and how its classes grade.
struct Judge<'p> {
    profile: &'p Profile,
    classifier: Classifier,
    classified: u64,
}

impl<'p> Judge<'p> {
    fn new(profile: &'p Profile) -> Judge<'p> {
        Judge {
            profile,
            classifier: Classifier::for_profile(profile),
            classified: 0,
        }
    }

    fn classify(
        &mut self,
        before: &Position,
        m: Move,
        after: &Position,
        prev: Option<Move>,
    ) -> Classified {
        self.classified += 1;
        self.classifier.classify(before, m, after, prev)
    }

    /// The grades t a move of the trapped side is an attack of (bit t set): 3 a check, 2 a
    /// forbidden attack, 1 a forbidden attack or a joint chase. A cycle of moves that all have
    /// bit t is a pattern at least that grave (长将; 长打; 长打 of joint chases). `opponent` is
    /// the side chased.
    fn trap_grades(&self, c: &Classified, after: &Position, opponent: Side) -> u8 {
        let p = self.profile;
        let check = c.class == MoveClass::Check;
        let mut bits = if check { 1 << 3 } else { 0 };
        if p.chase_same_piece {
            // A chase counts only against the opponent's one attacking piece: the same piece
            // every move, as the book requires (a check that chases it too counts).
            let target = attacking_piece(after, opponent);
            let chases_it = (c.class == MoveClass::Chase || check)
                && target.is_some_and(|t| c.chased.contains(&t));
            if chases_it {
                bits |= 1 << 2 | 1 << 1;
            }
            return bits;
        }
        let forbidden = match c.class {
            MoveClass::Check => p.mixed_attack_forbidden,
            MoveClass::MateThreat => p.mate_threat_forbidden,
            MoveClass::Chase => true,
            _ => false,
        };
        let soft = c.class == MoveClass::Chase && c.soft && p.soft_chase_allowed;
        if forbidden && !soft {
            bits |= 1 << 2;
        }
        if forbidden {
            bits |= 1 << 1;
        }
        bits
    }

    /// The grades t a move of the free side keeps its pattern below (bit t set): a move that
    /// is no check keeps it below 长将, an allowed move (or a joint chase) below 长打, an
    /// allowed move below anything. Where the book needs the same piece chased (AXF), the move
    /// must also chase nothing and address the piece the trapped side chases — move it, or
    /// leave it unthreatened (ruling R4) — to count below 长打.
    fn free_grades(&mut self, c: &Classified, before: &Position, m: Move, after: &Position) -> u8 {
        let p = self.profile;
        let grade = match c.class {
            MoveClass::Check => 3,
            MoveClass::MateThreat if p.mate_threat_forbidden => 2,
            MoveClass::Chase if c.soft && p.soft_chase_allowed => 1,
            MoveClass::Chase => 2,
            _ => 0,
        };
        let mut bits = 0u8;
        for t in 1..=3u8 {
            if grade < t {
                bits |= 1 << t;
            }
        }
        if p.chase_same_piece {
            let own = attacking_piece(before, before.turn());
            let addresses =
                own.is_some_and(|sq| m.from == sq || !self.classifier.threatens(after, sq));
            if !(addresses && grade == 0 && c.chased.is_empty()) {
                bits &= !(1 << 2 | 1 << 1);
            }
        }
        bits
    }
}

/// The square of `side`'s one attacking piece (chariot, horse, cannon or soldier), if it has
/// exactly one.
fn attacking_piece(pos: &Position, side: Side) -> Option<Square> {
    let mut found = pos.board().occupied().filter(|(_, p)| {
        p.side == side
            && matches!(
                p.kind,
                PieceKind::Chariot | PieceKind::Horse | PieceKind::Cannon | PieceKind::Soldier
            )
    });
    let (sq, _) = found.next()?;
    found.next().is_none().then_some(sq)
}

/// The small game of step 3.
#[derive(Default)]
struct Game {
    /// The trapped side's positions: each move's grades (bit t, see `Judge::trap_grades`) and
    /// the position it leads to.
    trapped: HashMap<u64, Vec<(u8, u64)>>,
    /// The free side's positions: each move into a trapped position with the grades it stays
    /// below (bit t), and that position.
    free: HashMap<u64, Vec<(u8, u64)>>,
    /// Free-side positions already won.
    won: HashSet<u64>,
}

impl Game {
    /// The positions the free side wins at grade `t`: greatest Y such that from Y the free side
    /// can force, staying in Y, every trapped move of grade ≥ t and a free move below t again
    /// and again (νY. μZ).
    fn solve(&self, t: u8) -> HashSet<u64> {
        let bit = 1u8 << t;
        let all: HashSet<u64> = self
            .trapped
            .keys()
            .chain(self.free.keys())
            .chain(self.won.iter())
            .copied()
            .collect();
        let mut y = all;
        loop {
            let mut z: HashSet<u64> = self.won.clone();
            loop {
                let mut grew = false;
                for (&at, edges) in &self.trapped {
                    if z.contains(&at) || !y.contains(&at) {
                        continue;
                    }
                    if edges
                        .iter()
                        .all(|&(g, to)| self.won.contains(&to) || (g & bit != 0 && z.contains(&to)))
                    {
                        z.insert(at);
                        grew = true;
                    }
                }
                for (&at, edges) in &self.free {
                    if z.contains(&at) || !y.contains(&at) {
                        continue;
                    }
                    if edges
                        .iter()
                        .any(|&(b, to)| z.contains(&to) || (b & bit != 0 && y.contains(&to)))
                    {
                        z.insert(at);
                        grew = true;
                    }
                }
                if !grew {
                    break;
                }
            }
            if z.len() == y.len() {
                return z.into_iter().filter(|at| !self.won.contains(at)).collect();
            }
            y = z;
        }
    }
}

/// Every profile's values of `table`'s class (see [`crate::rules_store::KINDS`]): one scan for
/// the profiles whose smaller classes' values agree. `smaller` holds the tables of the classes
/// its captures lead to and `book(material, kind)` their values, `None` where not analysed —
/// and then the profile's values here are `None` too.
pub fn analyse_books(
    table: &Table,
    smaller: &[(Material, std::sync::Arc<Table>)],
    book: &dyn Fn(Material, arbiter_xiangqi::adjudication::ProfileKind) -> Option<RuleValues>,
) -> Vec<(
    arbiter_xiangqi::adjudication::ProfileKind,
    Option<RuleValues>,
)> {
    let mut scans: Vec<(Vec<Smaller>, Scan)> = Vec::new();
    let mut out = Vec::new();
    for kind in crate::rules_store::KINDS {
        let with: Option<Vec<Smaller>> = smaller
            .iter()
            .map(|(m, t)| book(*m, kind).map(|r| (*m, std::sync::Arc::clone(t), r)))
            .collect();
        let Some(with) = with else {
            out.push((kind, None));
            continue;
        };
        let same = |s: &[Smaller]| {
            s.len() == with.len() && s.iter().zip(&with).all(|(a, b)| a.0 == b.0 && a.2 == b.2)
        };
        let found = match scans.iter().find(|(s, _)| same(s)) {
            Some((_, found)) => found.clone(),
            None => {
                let found = scan(table, &with);
                scans.push((with.clone(), found.clone()));
                found
            }
        };
        let profile = Profile::new(kind);
        out.push((kind, Some(decide(table, &with, found, &profile).0)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of two trapped positions (1, 3) and two free ones (2, 4): 1 → 2 → 3 → 4 → 1.
    fn ring(trap: u8, free: u8) -> Game {
        let mut g = Game::default();
        g.trapped.insert(1, vec![(trap, 2)]);
        g.trapped.insert(3, vec![(trap, 4)]);
        g.free.insert(2, vec![(free, 3)]);
        g.free.insert(4, vec![(free, 1)]);
        g
    }

    /// Bits of a free move that is allowed (below every grade).
    const ALLOWED: u8 = 0b1110;

    #[test]
    fn a_side_kept_to_chases_loses_to_allowed_moves() {
        let g = ring(0b0110, ALLOWED);
        let won = g.solve(2);
        assert_eq!(won, HashSet::from([1, 2, 3, 4]));
        // A chase is no perpetual check.
        assert!(g.solve(3).is_empty());
    }

    #[test]
    fn both_sides_attacking_is_a_draw() {
        // The free side chases too: its moves stay below 长将 only.
        assert!(ring(0b0110, 0b1000).solve(2).is_empty());
        // Perpetual check against perpetual chase: the checking side must change.
        assert_eq!(ring(0b1110, 0b1000).solve(3).len(), 4);
    }

    #[test]
    fn one_allowed_move_is_a_way_out() {
        let mut g = ring(0b0110, ALLOWED);
        // Position 3 may also play an allowed move to 4.
        g.trapped.insert(3, vec![(0b0110, 4), (0, 4)]);
        assert!(g.solve(2).is_empty());
    }

    #[test]
    fn a_way_out_the_free_side_avoids_does_not_help() {
        let mut g = ring(0b0110, ALLOWED);
        // Free position 2 may also go to trapped 5, which escapes by an allowed move to 6 (not
        // in the game: the trapped side is free there).
        g.free.insert(2, vec![(ALLOWED, 3), (ALLOWED, 5)]);
        g.trapped.insert(5, vec![(0, 6)]);
        let won = g.solve(2);
        assert!(won.contains(&1) && won.contains(&2) && !won.contains(&5));
    }

    #[test]
    fn the_free_side_must_make_an_allowed_move_again_and_again() {
        let mut g = ring(0b0110, ALLOWED);
        // Free position 4 only chases: one allowed move a cycle (at 2) is enough.
        g.free.insert(4, vec![(0b1000, 1)]);
        assert_eq!(g.solve(2).len(), 4);
        // Both free positions chasing: a draw.
        g.free.insert(2, vec![(0b1000, 3)]);
        assert!(g.solve(2).is_empty());
    }

    #[test]
    fn a_move_into_a_won_position_counts_for_the_winner() {
        let mut g = Game::default();
        // Trapped 1 either chases to free 2 (which returns to 1 allowed) or plays allowed into
        // free 9, already won.
        g.trapped.insert(1, vec![(0b0110, 2), (0, 9)]);
        g.free.insert(2, vec![(ALLOWED, 1)]);
        g.won.insert(9);
        assert_eq!(g.solve(2), HashSet::from([1, 2]));
    }
}
