//! Tables read from a directory of table files or generated on first use, and kept, and what a
//! position's probe says: its value, every move's value, a principal line and whether it is a
//! theoretical draw (ruling R15).
//!
//! ```
//! use arbiter_endgame::{Tables, Value};
//! use arbiter_xiangqi::Position;
//!
//! let tables = Tables::new();
//! // A horse against a lone general (单马胜将): with its own general on the next file barring
//! // the other from it (the generals may not face), Red mates in 11 plies.
//! let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4N4/3K5 w").unwrap();
//! let probe = tables.probe(&pos).unwrap().unwrap();
//! assert_eq!(probe.material.to_string(), "KN-K");
//! assert_eq!(probe.value, Value::Win(11));
//! // Every legal move is listed with the value it leads to, best first for the side to move;
//! // the value is the best move's, one ply earlier.
//! assert_eq!(probe.moves.len(), pos.legal_moves().len());
//! assert_eq!(probe.moves[0].1.parent(), probe.value);
//! // The principal line: Red's move, Black's reply, … to the mate.
//! assert_eq!(probe.line.len(), 11);
//! assert!(!probe.theoretical_draw);
//! ```

use crate::generate::{GenerateError, Smaller, generate, generate_with_conversions};
use crate::layout::{Layout, to_frame};
use crate::material::Material;
use crate::rules::{RuleValues, Ruled, analyse_books};
use crate::rules_store::{self, KINDS};
use crate::store;
use crate::table::{Table, Value};
use arbiter_xiangqi::adjudication::{Profile, ProfileKind};
use arbiter_xiangqi::{Move, PieceKind, Position, Setup, Side};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

/// The tables of the classes asked for so far, each read from its file in the table directory
/// when there is one, else generated once on first use (with the smaller classes its captures
/// lead to) when the class is small enough, and kept — within a memory budget, past which the
/// tables used least recently are dropped (and generated again when asked for).
#[derive(Debug)]
pub struct Tables {
    cache: Mutex<Cache>,
    /// Held while a table is generated: one generation at a time, whatever asked for it.
    generating: Mutex<()>,
    /// Where table files are looked for.
    dir: Option<PathBuf>,
    /// Whether a table file is read into memory (else read where it lies, a code at a time).
    files_in_memory: bool,
    /// The largest class generated on first use (positions with one side to move).
    max_generated: u64,
    /// Whether a class generated here gets its distances to conversion too.
    conversions: bool,
    /// What each profile's book changes in a class, once known (`None`: not analysed).
    books: Mutex<Books>,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables {
            cache: Mutex::default(),
            generating: Mutex::default(),
            dir: None,
            files_in_memory: false,
            max_generated: crate::generate::MAX_POSITIONS,
            conversions: false,
            books: Mutex::default(),
        }
    }
}

/// A profile's values of one class: `None` where not analysed.
type BookOf = Option<Arc<RuleValues>>;

/// Every class's values per profile, once known.
type Books = HashMap<(Material, ProfileKind), BookOf>;

/// The kept tables, when each was last used, and the budget.
#[derive(Debug, Default)]
struct Cache {
    tables: HashMap<Material, (Arc<Table>, u64)>,
    clock: u64,
    /// Bytes the kept tables may hold (`None`: no bound).
    budget: Option<usize>,
}

impl Cache {
    fn bytes(&self) -> usize {
        self.tables.values().map(|(t, _)| t.bytes()).sum()
    }

    /// Drops the least recently used tables, never `keep`, until the budget holds.
    fn evict(&mut self, keep: Material) {
        let Some(budget) = self.budget else {
            return;
        };
        while self.bytes() > budget {
            let oldest = self
                .tables
                .iter()
                .filter(|(m, _)| **m != keep)
                .min_by_key(|(_, (_, used))| *used)
                .map(|(m, _)| *m);
            match oldest {
                Some(m) => {
                    self.tables.remove(&m);
                }
                None => return,
            }
        }
    }
}

/// The smaller classes' tables one generation reads.
struct Held(Vec<(Material, Arc<Table>)>);

impl Smaller for Held {
    fn table(&self, material: Material) -> Option<Arc<Table>> {
        self.0
            .iter()
            .find(|(m, _)| *m == material)
            .map(|(_, t)| Arc::clone(t))
    }
}

impl Tables {
    /// No table yet, no bound on what is kept.
    pub fn new() -> Tables {
        Tables::default()
    }

    /// No table yet; the kept tables hold at most `bytes` (one table larger than that is
    /// still kept until the next one comes).
    pub fn with_budget(bytes: usize) -> Tables {
        let t = Tables::default();
        t.lock().budget = Some(bytes);
        t
    }

    /// These tables, reading the classes whose files `dir` holds from there: into memory when
    /// `in_memory` (to generate the larger classes that lead to them), else where they lie.
    pub fn with_dir(mut self, dir: impl Into<PathBuf>, in_memory: bool) -> Tables {
        self.dir = Some(dir.into());
        self.files_in_memory = in_memory;
        self
    }

    /// These tables, generating on first use only classes of at most `positions` positions
    /// (one side to move; default [`crate::MAX_POSITIONS`]).
    pub fn generating_at_most(mut self, positions: u64) -> Tables {
        self.max_generated = positions;
        self
    }

    /// These tables, generating the distances to conversion (DTC) with every class generated
    /// here (twice the generation time): what the natural-move limit is judged by.
    pub fn with_conversions(mut self) -> Tables {
        self.conversions = true;
        self
    }

    /// The file `material`'s table would be read from.
    fn file_of(&self, material: Material) -> Option<PathBuf> {
        let path = store::path_in(self.dir.as_deref()?, material);
        path.is_file().then_some(path)
    }

    /// Whether these tables answer for `material`: its file is there, or it is small enough to
    /// generate.
    pub fn available(&self, material: Material) -> bool {
        self.lock().tables.contains_key(&material)
            || Layout::new(material).size() <= self.max_generated
            || self.file_of(material).is_some()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Bytes the kept tables hold.
    pub fn bytes(&self) -> usize {
        self.lock().bytes()
    }

    /// The table of `material` if it is kept.
    pub fn cached(&self, material: Material) -> Option<Arc<Table>> {
        let mut cache = self.lock();
        cache.clock += 1;
        let now = cache.clock;
        let (table, used) = cache.tables.get_mut(&material)?;
        *used = now;
        Some(Arc::clone(table))
    }

    /// The table of `material`: kept, else read from its file, else generated (with every
    /// smaller class it needs) when the class is small enough.
    pub fn get(&self, material: Material) -> Result<Arc<Table>, GenerateError> {
        if let Some(t) = self.cached(material) {
            return Ok(t);
        }
        if let Some(path) = self.file_of(material) {
            let table = store::open(&path, material, self.files_in_memory)
                .map_err(|e| GenerateError::Unreadable(e.to_string()))?;
            return Ok(self.keep(material, table));
        }
        let size = Layout::new(material).size();
        if size > self.max_generated {
            return Err(GenerateError::TooLarge { positions: size });
        }
        // Held here, not looked up again: the budget may drop one while the next is made.
        let smaller = Held(
            material
                .after_captures()
                .into_iter()
                .map(|m| self.get(m).map(|t| (m, t)))
                .collect::<Result<_, _>>()?,
        );
        let _one_at_a_time = self
            .generating
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(t) = self.cached(material) {
            return Ok(t);
        }
        let table = if self.conversions {
            generate_with_conversions(material, &smaller)?
        } else {
            generate(material, &smaller)?
        };
        Ok(self.keep(material, table))
    }

    /// What `kind`'s book changes in `material`'s class ([`crate::rules`]): read from the class's
    /// books file when its table is read from a file (`None` when there is no books file), else
    /// analysed here for every profile at once (after the smaller classes') and kept. `None`
    /// also when a smaller class's values are not known.
    pub fn book(
        &self,
        material: Material,
        kind: ProfileKind,
    ) -> Result<Option<Arc<RuleValues>>, GenerateError> {
        if let Some(v) = self.books_lock().get(&(material, kind)) {
            return Ok(v.clone());
        }
        let found = self.books_of(material)?;
        let mut books = self.books_lock();
        for (k, v) in found {
            books.insert((material, k), v);
        }
        Ok(books.get(&(material, kind)).cloned().flatten())
    }

    /// Whether every profile's values of `material` are known here (read or analysed).
    pub fn books_known(&self, material: Material) -> bool {
        let books = self.books_lock();
        KINDS.iter().all(|k| books.contains_key(&(material, *k)))
    }

    fn books_lock(&self) -> std::sync::MutexGuard<'_, Books> {
        self.books.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Every profile's values of `material`, read or analysed.
    fn books_of(&self, material: Material) -> Result<Vec<(ProfileKind, BookOf)>, GenerateError> {
        if let (Some(dir), Some(_)) = (&self.dir, self.file_of(material)) {
            let path = rules_store::path_in(dir, material);
            if !path.is_file() {
                return Ok(KINDS.iter().map(|&k| (k, None)).collect());
            }
            let read = rules_store::read(&path).map_err(GenerateError::Unreadable)?;
            return Ok(KINDS
                .iter()
                .map(|&k| {
                    let v = read.iter().find(|(r, _)| *r == k);
                    (k, v.map(|(_, v)| Arc::new(v.clone())))
                })
                .collect());
        }
        let table = self.get(material)?;
        let smaller: Vec<(Material, Arc<Table>)> = material
            .after_captures()
            .into_iter()
            .map(|m| self.get(m).map(|t| (m, t)))
            .collect::<Result<_, _>>()?;
        let mut known: HashMap<(Material, ProfileKind), Option<RuleValues>> = HashMap::new();
        for &(m, _) in &smaller {
            for k in KINDS {
                known.insert((m, k), self.book(m, k)?.map(|v| (*v).clone()));
            }
        }
        let book = |m: Material, k: ProfileKind| known.get(&(m, k)).cloned().flatten();
        Ok(analyse_books(&table, &smaller, &book)
            .into_iter()
            .map(|(k, v)| (k, v.map(Arc::new)))
            .collect())
    }

    /// `pos`'s value under `kind`'s book: `None` outside the tables or where the book's values
    /// of its class are not known.
    pub fn ruled(&self, pos: &Position, kind: ProfileKind) -> Result<Option<Ruled>, GenerateError> {
        if no_attacking_piece(pos) {
            return Ok(Some(Ruled::Table(Value::Draw)));
        }
        let Some((table, index, turn)) = self.located(pos)? else {
            return Ok(None);
        };
        let Some(value) = table.value(index, turn) else {
            return Ok(None);
        };
        let Some(book) = self.book(table.material(), kind)? else {
            return Ok(None);
        };
        Ok(Some(book.apply(&table, index, turn, value)))
    }

    /// When `kind`'s book decided `pos` ([`RuleValues::rank`]), if it did and that is known.
    pub fn rule_rank(&self, pos: &Position, kind: ProfileKind) -> Option<u32> {
        let (table, index, turn) = self.located(pos).ok()??;
        self.book(table.material(), kind)
            .ok()??
            .rank(&table, index, turn)
    }

    /// [`Tables::probe`], with what `kind`'s book says (see [`Probe::book`]).
    pub fn probe_under(
        &self,
        pos: &Position,
        kind: ProfileKind,
    ) -> Result<Option<Probe>, GenerateError> {
        let Some(mut probe) = self.probe(pos)? else {
            return Ok(None);
        };
        let Some(value) = self.ruled(pos, kind)? else {
            return Ok(Some(probe));
        };
        let mut moves = Vec::with_capacity(probe.moves.len());
        for &(m, v) in &probe.moves {
            let mut after = pos.clone();
            after.play_unchecked(m);
            match self.ruled(&after, kind)? {
                Some(r) => moves.push(r),
                None if v == Value::Draw => return Ok(Some(probe)),
                None => moves.push(Ruled::Table(v)),
            }
        }
        let theoretical_draw = probe.theoretical_draw
            && value == Ruled::Table(Value::Draw)
            && match with_turn(pos, pos.turn().opponent()) {
                Some(other) => self.ruled(&other, kind)? == Some(Ruled::Table(Value::Draw)),
                None => true,
            };
        if matches!(value, Ruled::WonByRule | Ruled::LostByRule) {
            // No mate to show: the line is the cycle the book decides, played until its
            // position comes round as often as the profile judges repetitions at.
            let repeats = Profile::new(kind).repetition_count as usize;
            probe.line = crate::witness::witness(self, pos, kind, repeats).unwrap_or_default();
        }
        probe.book = Some(BookProbe {
            kind,
            value,
            moves,
            theoretical_draw,
        });
        Ok(Some(probe))
    }

    /// Keeps `table` as the most recently used.
    fn keep(&self, material: Material, table: Table) -> Arc<Table> {
        let table = Arc::new(table);
        let mut cache = self.lock();
        cache.clock += 1;
        let now = cache.clock;
        cache.tables.insert(material, (Arc::clone(&table), now));
        cache.evict(material);
        table
    }

    /// The value of `pos` for its side to move: from its class's table (generated if needed),
    /// a draw when neither side has an attacking piece, `None` outside the tables.
    pub fn value(&self, pos: &Position) -> Result<Option<Value>, GenerateError> {
        if no_attacking_piece(pos) {
            return Ok(Some(Value::Draw));
        }
        Ok(self
            .located(pos)?
            .and_then(|(table, i, turn)| table.value(i, turn)))
    }

    /// The distance to conversion of `pos` (see [`Probe::conversion`]), when its class's table
    /// holds them.
    pub fn to_conversion(&self, pos: &Position) -> Result<Option<u16>, GenerateError> {
        Ok(self
            .located(pos)?
            .and_then(|(table, i, turn)| table.to_conversion(i, turn)))
    }

    /// The table of `pos`'s class (generated if needed) and `pos`'s number and side to move in
    /// it; `None` outside the tables.
    fn located(&self, pos: &Position) -> Result<Option<(Arc<Table>, u64, Side)>, GenerateError> {
        let Some((material, strong)) = Material::of(pos) else {
            return Ok(None);
        };
        if !self.available(material) {
            return Ok(None);
        }
        let table = self.get(material)?;
        Ok(locate(&table, pos, strong).map(|(i, turn)| (table, i, turn)))
    }

    /// Whether `pos` is a theoretical draw (ruling R15): drawn with its side to move and with
    /// the other side to move.
    pub fn theoretical_draw(&self, pos: &Position) -> Result<bool, GenerateError> {
        Ok(match Material::of(pos) {
            Some((m, _)) if self.available(m) => drawn_either_way(&*self.get(m)?, pos),
            Some(_) => false,
            // No attacking piece: a draw by rule with whoever to move, if that is a position.
            None => no_attacking_piece(pos) && with_turn(pos, pos.turn().opponent()).is_some(),
        })
    }

    /// Everything the tables say about `pos`, or `None` outside them.
    pub fn probe(&self, pos: &Position) -> Result<Option<Probe>, GenerateError> {
        let Some((material, _)) = Material::of(pos) else {
            return Ok(None);
        };
        let Some(value) = self.value(pos)? else {
            return Ok(None);
        };
        let mut moves = Vec::new();
        for &m in pos.legal_moves().iter() {
            let mut after = pos.clone();
            after.play_unchecked(m);
            moves.push((m, self.value(&after)?.unwrap_or(Value::Draw)));
        }
        moves.sort_by_key(|&(_, v)| rank_for_mover(v));
        let conversion = self.to_conversion(pos)?;
        Ok(Some(Probe {
            material,
            value,
            conversion,
            line: self.line(pos, value)?,
            moves,
            theoretical_draw: self.theoretical_draw(pos)?,
            book: None,
        }))
    }

    /// The principal line from `pos` (of value `value`): the winner's quickest mate against the
    /// longest defence, up to the mate; none for a draw.
    fn line(&self, pos: &Position, value: Value) -> Result<Vec<Move>, GenerateError> {
        let mut line = Vec::new();
        let (mut cur, mut v) = (pos.clone(), value);
        while line.len() < 400 && v != Value::Draw {
            let mut best: Option<(Move, Value)> = None;
            for &m in cur.legal_moves().iter() {
                let mut after = cur.clone();
                after.play_unchecked(m);
                let child = self.value(&after)?.unwrap_or(Value::Draw);
                if child.parent() == v {
                    best = Some((m, child));
                    break;
                }
            }
            let Some((m, child)) = best else { break };
            line.push(m);
            cur.play_unchecked(m);
            v = child;
        }
        Ok(line)
    }
}

/// The order of moves for the side making them: the quickest win first (the opponent loses
/// soonest), then draws, then the slowest loss.
fn rank_for_mover(after: Value) -> (u8, i32) {
    match after {
        Value::Loss(n) => (0, i32::from(n)),
        Value::Draw => (1, 0),
        Value::Win(n) => (2, -i32::from(n)),
    }
}

/// Whether a natural-move limit of `quiet_plies` without a capture (counted on from `pos`'s
/// halfmove clock) comes before the probed win or loss reaches its next capture or mate: by the
/// distance to conversion when the table holds it (exact for the stretch up to that capture:
/// the winner hastens it, the loser delays it), else along the principal line.
pub fn quiet_limit_first(pos: &Position, probe: &Probe, quiet_plies: u32) -> bool {
    if probe.value == Value::Draw {
        return false;
    }
    match probe.conversion {
        Some(plies) => u32::from(plies) > quiet_plies.saturating_sub(pos.halfmoves()),
        None => outlasts_quiet_limit(pos, &probe.line, quiet_plies),
    }
}

/// Whether `quiet_plies` without a capture (counted on from `pos`'s halfmove clock) pass
/// before `line` ends: a natural-move limit would end the line before its mate.
pub fn outlasts_quiet_limit(pos: &Position, line: &[Move], quiet_plies: u32) -> bool {
    let mut cur = pos.clone();
    let mut quiet = pos.halfmoves();
    for &m in line {
        let captured = cur.play_unchecked(m).is_some();
        quiet = if captured { 0 } else { quiet + 1 };
        if quiet >= quiet_plies && !cur.legal_moves().is_empty() {
            return true;
        }
    }
    false
}

/// Whether `pos` is a theoretical draw by `table` (ruling R15: drawn with its side to move and
/// with the other side to move); false for a position of another class.
pub fn drawn_either_way(table: &Table, pos: &Position) -> bool {
    let Some((material, strong)) = Material::of(pos) else {
        return false;
    };
    if material != table.material() {
        return false;
    }
    let Some((index, turn)) = locate(table, pos, strong) else {
        return false;
    };
    table.value(index, turn) == Some(Value::Draw)
        && table.value(index, turn.opponent()) == Some(Value::Draw)
}

/// `pos` (whose strong side is `strong`) in `table`'s frame: its number and side to move.
pub fn locate(table: &Table, pos: &Position, strong: Side) -> Option<(u64, Side)> {
    let index = table.layout().index_of(&to_frame(pos.board(), strong))?;
    Some((index, frame_turn(pos.turn(), strong)))
}

/// What the tables say about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The position's class.
    pub material: Material,
    /// Its value for the side to move.
    pub value: Value,
    /// Plies to the next capture or mate that keeps the value (the winner hastening it, the
    /// loser delaying it), when the table holds them; `None` for a draw.
    pub conversion: Option<u16>,
    /// Every legal move with the value of the position it leads to, for the side to move there,
    /// best first for the side to move.
    pub moves: Vec<(Move, Value)>,
    /// The principal line (empty for a draw); for a value a book decides
    /// ([`Tables::probe_under`]), the cycle it is decided by ([`crate::witness`]).
    pub line: Vec<Move>,
    /// Drawn with either side to move (ruling R15: "双方均无取胜可能").
    pub theoretical_draw: bool,
    /// What a profile's book says, where it decides a draw of the tables (only from
    /// [`Tables::probe_under`], when the book's values of the class are known).
    pub book: Option<BookProbe>,
}

/// A probe under a profile's book ([`crate::rules`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookProbe {
    /// The profile.
    pub kind: ProfileKind,
    /// The position's value for the side to move.
    pub value: Ruled,
    /// Each move's value, for the side to move after it, in [`Probe::moves`]' order.
    pub moves: Vec<Ruled>,
    /// Drawn under the book with either side to move.
    pub theoretical_draw: bool,
}

/// Whether neither side has a piece that can cross the river (a draw by rule).
fn no_attacking_piece(pos: &Position) -> bool {
    pos.board().occupied().all(|(_, p)| {
        matches!(
            p.kind,
            PieceKind::General | PieceKind::Advisor | PieceKind::Elephant
        )
    })
}

/// The side to move in the table's frame (where the strong side is Red).
fn frame_turn(turn: Side, strong: Side) -> Side {
    if strong == Side::Red {
        turn
    } else {
        turn.opponent()
    }
}

/// The same placement with `turn` to move, when that is a legal position.
fn with_turn(pos: &Position, turn: Side) -> Option<Position> {
    Position::from_setup(Setup {
        turn,
        ..pos.to_setup()
    })
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::material::Attacker;

    /// A budget smaller than two tables keeps the newest and still generates a class whose
    /// smaller classes it dropped on the way.
    #[test]
    fn the_budget_drops_the_least_recently_used() {
        let tables = Tables::with_budget(300_000);
        let m = Material {
            attacker: Attacker::Horse,
            strong_advisors: 0,
            strong_elephants: 0,
            weak_advisors: 1,
            weak_elephants: 1,
            weak_attacker: None,
        };
        let t = tables.get(m).unwrap();
        assert!(t.counts().legal > 0);
        assert!(tables.cached(m).is_some());
        assert!(tables.bytes() <= 300_000.max(t.bytes()));
    }
}
