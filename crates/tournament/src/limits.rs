//! The sizes the tournament engines accept: what a pairing or a schedule of that size costs is
//! known here, so the limits live here; the service's limit table reads them.

/// Most players a Swiss round is paired for: a 5,000-player round takes 12–30 s of CPU and
/// ~320 MB at its peak (`scripts/pair_scale.sh`), so fields above ~2,000 need a request
/// timeout above the default.
pub const MAX_SWISS_PLAYERS: usize = 5_000;

/// Most players in a round robin or knockout.
pub const MAX_SCHEDULE_PLAYERS: usize = 500;

/// Most cycles (每人与每人对局次数) of a round robin.
pub const MAX_ROUND_ROBIN_CYCLES: u32 = 4;

/// Players of one Chinese checkers event whose tables `AssignTables` makes.
pub const MAX_TABLE_PLAYERS: usize = 500;

/// Rounds of one Chinese checkers event whose tables `AssignTables` makes.
pub const MAX_TABLE_ROUNDS: u32 = 30;
