//! 棋例: the repetition rules. One fact layer — what a move attacks, what is protected and how,
//! what a capture wins after the best replies, mate threats, pins, screens, standing attacks
//! ([`threats`], [`material`], [`clause`], [`not_chased`]) — and the two rule books read on it,
//! CXA and AXF, each with its own articles ([`articles`]), classification ([`classify`]) and
//! verdict table ([`repetition`]); the profile ([`crate::adjudication::profile`]) chooses one.

pub mod advice;
pub mod articles;
pub mod chariot_attack;
pub mod class;
pub mod classify;
pub mod clause;
pub mod material;
pub mod memo;
pub mod not_chased;
pub mod repetition;
pub mod threats;
pub mod violations;
