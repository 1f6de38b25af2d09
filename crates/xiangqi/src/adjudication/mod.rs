//! Adjudication: what the competition rules say about a submitted game — checkmate, stalemate
//! (困毙 loses), repetition (棋例: 将/杀/捉/闲 classes and the verdict tables), the natural-move
//! limit, dead positions and timeline events — with the rule and the plies that decided it.

pub mod advice;
pub mod articles;
pub mod chariot_attack;
pub mod classify;
pub mod clause;
pub mod clock;
pub mod game;
pub mod material;
pub mod memo;

pub mod not_chased;
pub mod procedure;
pub mod profile;
pub mod record;
pub mod repetition;
pub mod ruling;
pub mod threats;
pub mod touch;
pub mod violations;

pub use advice::{RepetitionAdvice, advise};
pub use articles::{Article, Book};
pub use classify::{Classified, MoveClass};
pub use game::{Event, Outcome, PlyRecord, Termination, Verdict, adjudicate};
pub use procedure::{EventNote, FoulKind};
pub use profile::{Profile, ProfileKind, RepetitionMode};
pub use record::{Clocks, IllegalPly, JudgedFlag, Replay, SyntaxError, rule};
pub use repetition::Pattern;
pub use ruling::{Cycle, RepetitionWarning, Ruling, SealFault};
