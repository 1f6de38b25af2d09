//! Adjudication: what the competition rules say about a submitted game — checkmate, stalemate
//! (困毙 loses), repetition (棋例: 将/杀/捉/闲 classes and the verdict tables), the natural-move
//! limit, dead positions and timeline events — with the rule and the plies that decided it.

pub mod advice;
pub mod articles;
pub mod chariot_attack;
pub mod class;
pub mod classify;
pub mod clause;
pub mod clock;
pub mod event;
pub mod game;
pub mod material;
pub mod memo;

pub mod not_chased;
pub mod procedure;
pub mod profile;
pub mod record;
pub mod repetition;
pub mod replay;
pub mod ruling;
pub mod threats;
pub mod touch;
pub mod verdict;
pub mod violations;

pub use advice::{RepetitionAdvice, advise};
pub use articles::{Article, Book};
pub use classify::{Classified, MoveClass};
pub use clock::JudgedFlag;
pub use event::Event;
pub use procedure::{EventNote, FoulKind};
pub use profile::{Profile, ProfileKind, RepetitionMode};
pub use record::{Clocks, adjudicate, rule};
pub use repetition::Pattern;
pub use replay::{IllegalPly, Replay, SyntaxError};
pub use ruling::{Cycle, RepetitionWarning, Ruling, SealFault};
pub use verdict::{Outcome, PlyRecord, Termination, Verdict};
