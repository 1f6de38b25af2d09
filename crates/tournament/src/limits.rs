//! The sizes the tournament engines accept: what a pairing or a schedule of that size costs is
//! known here, so the limits live here; the service's limit table reads them.

/// Most players a Swiss round is paired for: a second round of 10,000 players takes 45 s of CPU
/// and 610 MB at its peak, of 9,999 (an odd field, the harder case) 76 s, within the 120 s
/// pairing deadline (`scripts/pair_scale.sh`; through the service:
/// `scripts/swiss_service_scale.py`). Fields above ~2,000 need a request timeout above the
/// default, above ~5,000 a larger working-memory budget.
pub const MAX_SWISS_PLAYERS: usize = 10_000;

/// Most players in a round robin or knockout.
pub const MAX_SCHEDULE_PLAYERS: usize = 500;

/// Most cycles (每人与每人对局次数) of a round robin.
pub const MAX_ROUND_ROBIN_CYCLES: u32 = 4;

/// Players of one Chinese checkers event whose tables `AssignTables` makes.
pub const MAX_TABLE_PLAYERS: usize = 500;

/// Rounds of one Chinese checkers event whose tables `AssignTables` makes.
pub const MAX_TABLE_ROUNDS: u32 = 30;
