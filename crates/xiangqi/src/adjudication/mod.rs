//! Adjudication: what the competition rules say about a submitted game — checkmate, stalemate
//! (困毙 loses), repetition (棋例), the natural-move limit, dead positions, clocks and the match
//! procedure — with the rule and the plies that decided it.
//!
//! Layers, each file naming only what is below it (`tests/it/purity.rs` finds any circle):
//! [`outcome`], [`profile`], [`event`], [`replay`] and [`endgame`] (the shared words and the inputs) →
//! [`qili`] (棋例: the fact layer and the CXA and AXF rule books) → [`ruling`] (what decided,
//! as facts) → [`procedure`] (events, clocks, touch-move) → [`verdict`] → [`tally`] (a cycle
//! as the book states it) → [`game`] (judging ply by ply) → [`record`] (a whole submitted
//! record with its clocks).

pub mod endgame;
pub mod event;
pub mod game;
pub mod outcome;
pub mod procedure;
pub mod profile;
pub mod qili;
pub mod record;
pub mod replay;
pub mod ruling;
pub mod tally;
pub mod verdict;

pub use endgame::{NoTables, TableClass, TheoreticalDraws};
pub use event::Event;
pub use outcome::{Outcome, Termination};
pub use procedure::clock::JudgedFlag;
pub use procedure::{EventNote, FoulKind};
pub use profile::{Profile, ProfileKind, RepetitionMode};
pub use qili::advice::{RepetitionAdvice, advise};
pub use qili::articles::{Article, Book};
pub use qili::classify::{Classified, MoveClass};
pub use qili::repetition::Pattern;
pub use record::{Clocks, adjudicate, rule, rule_with};
pub use replay::{IllegalPly, Replay, SyntaxError};
pub use ruling::{Cycle, RepetitionWarning, Ruling, SealFault};
pub use tally::{Tallied, Tally, attacks_against_attack_back};
pub use verdict::{PlyRecord, Verdict};
