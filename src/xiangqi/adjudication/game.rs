//! Adjudicating a submitted game: play the history, and after every ply test checkmate,
//! stalemate (困毙, a loss), repetition (棋例), the natural-move limit and dead positions.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::classify::Classified;
pub use super::procedure::Event;
use super::procedure::{EventEnd, Procedure};
use super::profile::Profile;
use super::repetition::{Pattern, analyse, verdict};
use crate::xiangqi::moves::Move;
use crate::xiangqi::piece::{Piece, PieceKind, Side};
use crate::xiangqi::position::{Position, Status};

/// How the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// No result yet.
    Ongoing,
    /// Red wins.
    RedWins,
    /// Black wins.
    BlackWins,
    /// Drawn.
    Draw,
    /// Both sides lose (both over time, match procedure).
    BothLose,
}

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Termination {
    /// Not ended.
    None,
    /// 将死.
    Checkmate,
    /// 困毙: no legal move, not in check — the stalemated side loses.
    Stalemate,
    /// 长将 by one side.
    PerpetualCheck,
    /// 长打 (长捉, 长杀, 将捉 mixes) by one side.
    PerpetualAttack,
    /// Repetition judged a draw (allowed on both sides, or forbidden on both).
    Repetition,
    /// Natural-move limit (自然限着) reached.
    NaturalMoveLimit,
    /// Neither side can win (no attacking pieces).
    InsufficientMaterial,
    /// A side resigned.
    Resignation,
    /// The players agreed a draw.
    DrawAgreed,
    /// The history contains an illegal move.
    IllegalMove,
    /// A side's time ran out (both: both lose).
    TimeForfeit,
    /// A side reached the technical-foul limit.
    TechnicalFouls,
    /// A side forfeited (late arrival / no-show).
    Forfeit,
}

/// One ply of the adjudicated game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlyRecord {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub side: Side,
    /// Whether it gave check.
    pub check: bool,
    /// The piece it captured.
    pub capture: Option<Piece>,
    /// Its class, for plies inside a judged repetition cycle.
    pub class: Option<Classified>,
}

/// The arbiter's verdict.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// Result.
    pub outcome: Outcome,
    /// Why.
    pub termination: Termination,
    /// The rule applied (profile and article) and the reasoning, in words.
    pub rule: String,
    /// 1-based plies that decided it (the cycle of a repetition; the last move otherwise).
    pub deciding_plies: Vec<usize>,
    /// Every ply played (up to the end of the game).
    pub plies: Vec<PlyRecord>,
    /// Red's pattern in a judged repetition.
    pub red_pattern: Option<Pattern>,
    /// Black's pattern in a judged repetition.
    pub black_pattern: Option<Pattern>,
    /// Moves submitted after the game had ended (not played).
    pub moves_after_end: usize,
    /// Technical fouls per side (red, black).
    pub fouls: [u32; 2],
    /// Events that were rejected or ignored: (event index, why).
    pub event_notes: Vec<(usize, String)>,
    /// The event that ended the game, if one did.
    pub deciding_event: Option<usize>,
    /// While the game goes on: the judgement of a repetition cycle the last move completed
    /// short of the trigger count (who must change), with its classes in `plies`.
    pub warning: Option<String>,
}

/// Position keys are Zobrist hashes already: hashing them again is wasted work.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

fn win_for(side: Side) -> Outcome {
    match side {
        Side::Red => Outcome::RedWins,
        Side::Black => Outcome::BlackWins,
    }
}

/// Whether neither side has a piece that can attack (only generals, advisors, elephants).
pub fn no_attacking_material(pos: &Position) -> bool {
    !pos.board().occupied().any(|(_, p)| {
        matches!(
            p.kind,
            PieceKind::Chariot | PieceKind::Horse | PieceKind::Cannon | PieceKind::Soldier
        )
    })
}

/// Adjudicates `moves` (all legal) from `start` under `profile`, with timeline `events`.
pub fn adjudicate(
    start: &Position,
    moves: &[Move],
    profile: &Profile,
    events: &[Event],
) -> Verdict {
    let mut v = Verdict {
        outcome: Outcome::Ongoing,
        termination: Termination::None,
        rule: String::new(),
        deciding_plies: Vec::new(),
        plies: Vec::with_capacity(moves.len()),
        red_pattern: None,
        black_pattern: None,
        moves_after_end: 0,
        fouls: [0, 0],
        event_notes: Vec::new(),
        deciding_event: None,
        warning: None,
    };
    let mut procedure = Procedure::new(events, profile);
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(start.clone());
    let mut seen: HashMap<u64, Vec<usize>, BuildHasherDefault<KeyHasher>> = HashMap::default();
    seen.entry(start.hash()).or_default().push(0);
    let mut checks_since_capture = [0u32; 2];
    let rules = profile.name();

    if let Some(end) = procedure.at(0, start.turn()) {
        return finish(v, Some(end), moves.len(), &procedure);
    }
    match start.status() {
        Status::Checkmate { winner } => {
            v.outcome = win_for(winner);
            v.termination = Termination::Checkmate;
            v.rule = format!("{rules}: the start position is checkmate (将死): {winner} wins");
            return finish(v, None, moves.len(), &procedure);
        }
        Status::Stalemate { winner } => {
            v.outcome = win_for(winner);
            v.termination = Termination::Stalemate;
            v.rule = format!(
                "{rules}: in the start position {} has no legal move (困毙) and loses",
                winner.opponent()
            );
            return finish(v, None, moves.len(), &procedure);
        }
        Status::Ongoing => {}
    }
    if profile.insufficient_material_draw && no_attacking_material(start) {
        v.outcome = Outcome::Draw;
        v.termination = Termination::InsufficientMaterial;
        v.rule = format!(
            "{rules}: neither side has an attacking piece — no winning chances (双方均无可能取胜): draw"
        );
        return finish(v, None, moves.len(), &procedure);
    }
    for (i, &m) in moves.iter().enumerate() {
        let ply = i + 1;
        let before = &positions[i];
        let side = before.turn();
        let mut after = before.clone();
        let capture = after.play_unchecked(m);
        procedure.on_move(side);
        let check = after.is_check();
        if capture.is_some() {
            checks_since_capture = [0, 0];
        } else if check {
            checks_since_capture[side.index()] += 1;
        }
        v.plies.push(PlyRecord {
            mv: m,
            side,
            check,
            capture,
            class: None,
        });
        let key = after.hash();
        positions.push(after);
        let after = &positions[ply];

        // 1. Mate and stalemate.
        match after.status() {
            Status::Checkmate { winner } => {
                v.outcome = win_for(winner);
                v.termination = Termination::Checkmate;
                v.rule = format!("{rules}: {side} checkmates (将死)", side = winner);
                v.deciding_plies = vec![ply];
                return finish(v, None, moves.len() - ply, &procedure);
            }
            Status::Stalemate { winner } => {
                v.outcome = win_for(winner);
                v.termination = Termination::Stalemate;
                v.rule = format!(
                    "{rules}: {loser} has no legal move (困毙) and loses",
                    loser = winner.opponent()
                );
                v.deciding_plies = vec![ply];
                return finish(v, None, moves.len() - ply, &procedure);
            }
            Status::Ongoing => {}
        }

        // 2. Repetition.
        let occurrences = seen.entry(key).or_default();
        occurrences.push(ply);
        if occurrences.len() as u32 >= profile.repetition_count.max(2) {
            let prev = occurrences[occurrences.len() - 2];
            let analysis = analyse(&positions, moves, prev, ply - 1, profile);
            let (loser, why) = cited_verdict(analysis.red, analysis.black, profile);
            for (k, idx) in analysis.plies.iter().enumerate() {
                v.plies[*idx].class = Some(analysis.classes[k].clone());
            }
            v.red_pattern = Some(analysis.red);
            v.black_pattern = Some(analysis.black);
            v.deciding_plies = analysis.plies.iter().map(|i| i + 1).collect();
            let labels: Vec<&str> = analysis.classes.iter().map(|c| c.class.label()).collect();
            let summary = format!(
                "the position occurred {} times; cycle plies {}–{} ({}); red: {}, black: {}",
                occurrences.len(),
                prev + 1,
                ply,
                labels.join(" "),
                analysis.red.describe(),
                analysis.black.describe()
            );
            match loser {
                Some(l) => {
                    v.outcome = win_for(l.opponent());
                    v.termination = if (l == Side::Red && analysis.red == Pattern::LongCheck)
                        || (l == Side::Black && analysis.black == Pattern::LongCheck)
                    {
                        Termination::PerpetualCheck
                    } else {
                        Termination::PerpetualAttack
                    };
                    v.rule = format!(
                        "{rules} (棋例): {why}; {l} must change and, not changing, loses — {summary}"
                    );
                }
                None => {
                    v.outcome = Outcome::Draw;
                    v.termination = Termination::Repetition;
                    v.rule = format!("{rules} (棋例): {why} — {summary}");
                }
            }
            return finish(v, None, moves.len() - ply, &procedure);
        }

        // 3. Natural-move limit.
        if profile.natural_move_limit_rounds > 0 {
            let excess: u32 = match profile.natural_limit_check_allowance {
                Some(allow) => checks_since_capture
                    .iter()
                    .map(|c| c.saturating_sub(allow))
                    .sum(),
                None => 0,
            };
            let effective = after.halfmoves().saturating_sub(2 * excess);
            if effective >= 2 * profile.natural_move_limit_rounds {
                v.outcome = Outcome::Draw;
                v.termination = Termination::NaturalMoveLimit;
                v.rule = format!(
                    "{rules}: {} rounds without a capture (自然限着 {} 回合): draw",
                    effective / 2,
                    profile.natural_move_limit_rounds
                );
                v.deciding_plies = vec![ply];
                return finish(v, None, moves.len() - ply, &procedure);
            }
        }

        // 4. Dead position.
        if capture.is_some() && profile.insufficient_material_draw && no_attacking_material(after) {
            v.outcome = Outcome::Draw;
            v.termination = Termination::InsufficientMaterial;
            v.rule = format!(
                "{rules}: neither side has an attacking piece left — no winning chances: draw"
            );
            v.deciding_plies = vec![ply];
            return finish(v, None, moves.len() - ply, &procedure);
        }

        // 5. Events after this ply.
        if let Some(end) = procedure.at(ply, after.turn()) {
            return finish(v, Some(end), moves.len() - ply, &procedure);
        }
    }
    v.rule = format!(
        "{rules}: no game-ending condition after ply {}: the game goes on",
        moves.len()
    );
    // The last move repeated a position without reaching the trigger: judge that cycle now, as
    // a warning (the arbiter's "变着" before the verdict), so the client can show who must change.
    let end = positions.len() - 1;
    let cycle_start = seen
        .get(&positions[end].hash())
        .filter(|occ| occ.len() >= 2)
        .map(|occ| occ[occ.len() - 2]);
    if let Some(last) = cycle_start {
        let analysis = analyse(&positions, moves, last, end - 1, profile);
        let (loser, why) = cited_verdict(analysis.red, analysis.black, profile);
        for (k, idx) in analysis.plies.iter().enumerate() {
            v.plies[*idx].class = Some(analysis.classes[k].clone());
        }
        v.red_pattern = Some(analysis.red);
        v.black_pattern = Some(analysis.black);
        let labels: Vec<&str> = analysis.classes.iter().map(|c| c.class.label()).collect();
        let occurred = seen.get(&positions[end].hash()).map_or(0, Vec::len);
        v.warning = Some(match loser {
            Some(l) => format!(
                "the position occurred {occurred} times (cycle plies {}–{}: {}); {why}: {l} must \
                 change, or loses when the position occurs {} times",
                last + 1,
                end,
                labels.join(" "),
                profile.repetition_count.max(2)
            ),
            None => format!(
                "the position occurred {occurred} times (cycle plies {}–{}: {}); {why}: a draw \
                 when it occurs {} times",
                last + 1,
                end,
                labels.join(" "),
                profile.repetition_count.max(2)
            ),
        });
    }
    finish(v, None, 0, &procedure)
}

/// The verdict of a cycle with the article that decides it cited (its number and words; the AXF
/// rule's number under the AXF profile).
fn cited_verdict(red: Pattern, black: Pattern, profile: &Profile) -> (Option<Side>, String) {
    let (loser, why, article) = verdict(red, black);
    let why = match (profile.kind, article.axf()) {
        (super::profile::ProfileKind::Axf, Some(rule)) => format!("{why} ({rule})"),
        _ => format!("{why} ({}: {})", article.cite(), article.text()),
    };
    (loser, why)
}

fn finish(
    mut v: Verdict,
    end: Option<EventEnd>,
    after_end: usize,
    procedure: &Procedure<'_>,
) -> Verdict {
    if let Some(e) = end {
        v.outcome = e.outcome;
        v.termination = e.termination;
        v.rule = e.rule;
        v.deciding_plies = if e.ply > 0 { vec![e.ply] } else { Vec::new() };
        v.deciding_event = Some(e.index);
    }
    v.moves_after_end = after_end;
    v.fouls = procedure.fouls;
    v.event_notes = procedure.notes.clone();
    v
}
