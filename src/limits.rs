//! Every size limit of the service, in one place. Requests beyond a limit get
//! `INVALID_ARGUMENT` (gRPC) / 400 or 413 (REST) naming the field and the limit.

/// Default largest request body, REST and gRPC (`--max-request-bytes`).
pub const DEFAULT_MAX_REQUEST_BYTES: usize = 4 * 1024 * 1024;

/// Most plies in a submitted history (`moves`). Real games stay far below (the longest
/// recorded competition games have a few hundred plies).
pub const MAX_PLIES: usize = 2_000;

/// Most moves in one `ConvertNotation` batch.
pub const MAX_BATCH_MOVES: usize = 2_000;

/// Longest single move text, in bytes (Chinese moves are up to 5 characters × 3 bytes).
pub const MAX_MOVE_TEXT_BYTES: usize = 32;

/// Longest FEN, in bytes.
pub const MAX_FEN_BYTES: usize = crate::xiangqi::notation::fen::MAX_FEN_LEN;

/// Largest game record (`ParseGameRecord.data`), in bytes.
pub const MAX_RECORD_BYTES: usize = 2 * 1024 * 1024;

/// Largest TRF text accepted, in bytes.
pub const MAX_TRF_BYTES: usize = 4 * 1024 * 1024;

/// Most players a TRF may hold (pairing numbers 1..=this).
pub const MAX_TRF_PLAYERS: usize = crate::tournament::trf::MAX_PLAYERS;

/// Most rounds a TRF may hold.
pub const MAX_TRF_ROUNDS: usize = crate::tournament::trf::MAX_ROUNDS;

/// Most players a Swiss round is paired for (the tournament crate's limit).
pub const MAX_SWISS_PLAYERS: usize = crate::tournament::limits::MAX_SWISS_PLAYERS;

/// Most players in a generated random tournament (`GenerateTournament`): every round is
/// paired, so a 1,000-player, 30-round event computes for ~15 s.
pub const MAX_GENERATE_PLAYERS: usize = crate::tournament::generate::MAX_PLAYERS as usize;

/// Most rounds in a generated random tournament.
pub const MAX_GENERATE_ROUNDS: usize = crate::tournament::generate::MAX_ROUNDS as usize;

/// Most prohibited-pair groups in a structured event (`Event.prohibited_pairs`).
pub const MAX_PROHIBITED_GROUPS: usize = 10_000;

/// Most pairs prohibited groups and the same-club rule may forbid together.
pub const MAX_PROHIBITED_PAIRS: u64 = crate::tournament::acceleration::MAX_PROHIBITED_PAIRS;

/// Most boards in a hand-made pairing (`CheckPairing.boards`): half the Swiss player limit.
pub const MAX_CHECK_BOARDS: usize = MAX_SWISS_PLAYERS / 2;

/// Longest a pairing may compute, in milliseconds, whatever the request timeout says.
pub const MAX_PAIRING_MS: u64 = 120_000;

/// Most players in a round robin or knockout request (the tournament crate's limit).
pub const MAX_SCHEDULE_PLAYERS: usize = crate::tournament::limits::MAX_SCHEDULE_PLAYERS;

/// Most cycles (每人与每人对局次数) of a round robin (the tournament crate's limit).
pub const MAX_ROUND_ROBIN_CYCLES: u32 = crate::tournament::limits::MAX_ROUND_ROBIN_CYCLES;

/// Most players of a Chinese checkers event whose tables `AssignTables` makes (the tournament
/// crate's limit).
pub const MAX_TABLE_PLAYERS: usize = crate::tournament::limits::MAX_TABLE_PLAYERS;

/// Most rounds of a Chinese checkers event whose tables `AssignTables` makes (the tournament
/// crate's limit).
pub const MAX_TABLE_ROUNDS: u32 = crate::tournament::limits::MAX_TABLE_ROUNDS;

/// Most tie-breaks in one standings request.
pub const MAX_TIEBREAKS: usize = 20;

/// Most players in a multi-stage event (`RunEvent`); each stage's groups also keep the round
/// robin's and the Swiss pairing's own limits.
pub const MAX_EVENT_PLAYERS: usize = 1_000;

/// Most results in one `RunEvent` request.
pub const MAX_EVENT_RESULTS: usize = 50_000;

/// Most play-off orders in one `RunEvent` request.
pub const MAX_EVENT_PLAYOFFS: usize = 1_000;

/// Most stages of an event.
pub const MAX_EVENT_STAGES: usize = crate::tournament::event::definition::MAX_STAGES;

/// Most rounds of a Swiss stage in an event.
pub const MAX_EVENT_SWISS_ROUNDS: u32 = crate::tournament::event::definition::MAX_SWISS_ROUNDS;

/// Most teams in a team-standings request.
pub const MAX_TEAMS: usize = 1_000;

/// Most matches in a team-standings request.
pub const MAX_TEAM_MATCHES: usize = 20_000;

/// Most boards per team match.
pub const MAX_BOARDS: usize = 20;

/// Most turns in one adjudicated Chinese checkers game.
pub const MAX_CHECKERS_TURNS: usize = 10_000;

/// Longest diagram caption, in characters.
pub const MAX_CAPTION_CHARS: usize = 200;

/// Most marked squares or holes per diagram (each list: chased, chasers, destinations, path).
pub const MAX_DIAGRAM_MARKS: usize = 200;

/// Most positions (one side to move) of an endgame class the service generates a table for on
/// first use (149 of the 324 classes; 单车对士象全 has 1,530,900): the largest take about 2.5 s on
/// two cores (5 s on one) and 120 MB while generated, then 9 MB kept.
pub const MAX_ENDGAME_POSITIONS: u64 = 2_000_000;

/// Bytes the endgame tables a server keeps may hold (3 bytes a position; the least recently
/// used are dropped past it and generated again when asked for): about 45 classes of the
/// largest size, all 149 classes a server generates take 551 MB.
pub const MAX_ENDGAME_CACHE_BYTES: u64 = 256 * 1024 * 1024;

/// Default request timeout in milliseconds (`--request-timeout-ms`).
pub const DEFAULT_REQUEST_TIMEOUT_MS: u64 = 10_000;

/// Default number of requests served at once before shedding load (`--max-concurrency`).
pub const DEFAULT_MAX_CONCURRENCY: usize = 512;

/// Default budget of answer bytes computed and not yet sent (`--max-answer-bytes`, 256 MiB): a
/// client that never reads its answers cannot make the server hold more (the Deployment's memory
/// limit is 1 GiB); a call whose answer would exceed it is shed with 503 / RESOURCE_EXHAUSTED.
pub const DEFAULT_MAX_ANSWER_BYTES: usize = 256 << 20;

/// Default share of the answer budget one connection may hold (`--max-answer-bytes-per-connection`,
/// 64 MiB, a quarter of the total): a client that never reads its answers is shed once its own
/// connection holds this much, while other connections are still served.
pub const DEFAULT_MAX_ANSWER_BYTES_PER_CONNECTION: usize = 64 << 20;

/// Default working memory the calls that grow with the square of their size share
/// (`--max-work-memory-bytes`, 448 MiB): a 7,000-player Swiss round (estimated 382 MiB) runs, a
/// second one at the same time is shed with 503 / RESOURCE_EXHAUSTED; above 7,595 players a
/// round needs a larger budget (10,000 players: 771 MiB). With the answer budget
/// (256 MiB) and the endgame cache (256 MiB) this stays within the Deployment's 1 GiB limit only
/// when they are not all full at once; raise the limit with the budgets.
pub const DEFAULT_MAX_WORK_MEMORY_BYTES: usize = 448 << 20;

/// Default time allowed for in-flight requests to finish on shutdown (`--shutdown-grace-ms`).
pub const DEFAULT_SHUTDOWN_GRACE_MS: u64 = 15_000;

/// Longest error message or field description, in bytes; longer texts (they quote the input)
/// are cut with a note of how much was dropped.
pub const MAX_ERROR_TEXT_BYTES: usize = 512;

/// Default most connections open at once (`--max-connections`); keep below `ulimit -n`.
pub const DEFAULT_MAX_CONNECTIONS: usize = 1_000;

/// Default time for a new connection's first byte and TLS handshake, and for an HTTP/1
/// request head (`--handshake-timeout-ms`).
pub const DEFAULT_HANDSHAKE_TIMEOUT_MS: u64 = 10_000;

/// Default time without a request in flight before a connection is closed, whatever its
/// keep-alive pings (`--idle-timeout-ms`).
pub const DEFAULT_IDLE_TIMEOUT_MS: u64 = 120_000;

/// Default interval of HTTP/2 keep-alive pings (`--keepalive-interval-ms`).
pub const DEFAULT_KEEPALIVE_INTERVAL_MS: u64 = 30_000;

/// Default time an HTTP/2 keep-alive ping may go unanswered (`--keepalive-timeout-ms`).
pub const DEFAULT_KEEPALIVE_TIMEOUT_MS: u64 = 10_000;

/// Default most connections open at once from one IP address (`--max-connections-per-peer`):
/// a quarter of the connection cap, so one client cannot hold every slot.
pub const DEFAULT_MAX_CONNECTIONS_PER_PEER: usize = DEFAULT_MAX_CONNECTIONS / 4;

/// Default time after SIGTERM during which `/readyz` answers 503 while new connections are
/// still accepted and served, so a load balancer drains the replica (`--drain-ms`).
pub const DEFAULT_DRAIN_MS: u64 = 5_000;

/// Most connections open at once on the admin listener (`--admin-listen`): probes and scrapes.
pub const ADMIN_MAX_CONNECTIONS: usize = 64;

/// Every limit above by name, for the limits table of `docs/OPERATIONS.md` (a test checks they agree).
pub const ALL: &[(&str, u64)] = &[
    (
        "DEFAULT_MAX_REQUEST_BYTES",
        DEFAULT_MAX_REQUEST_BYTES as u64,
    ),
    ("MAX_PLIES", MAX_PLIES as u64),
    ("MAX_BATCH_MOVES", MAX_BATCH_MOVES as u64),
    ("MAX_MOVE_TEXT_BYTES", MAX_MOVE_TEXT_BYTES as u64),
    ("MAX_FEN_BYTES", MAX_FEN_BYTES as u64),
    ("MAX_RECORD_BYTES", MAX_RECORD_BYTES as u64),
    ("MAX_TRF_BYTES", MAX_TRF_BYTES as u64),
    ("MAX_TRF_PLAYERS", MAX_TRF_PLAYERS as u64),
    ("MAX_TRF_ROUNDS", MAX_TRF_ROUNDS as u64),
    ("MAX_SWISS_PLAYERS", MAX_SWISS_PLAYERS as u64),
    ("MAX_GENERATE_PLAYERS", MAX_GENERATE_PLAYERS as u64),
    ("MAX_PROHIBITED_GROUPS", MAX_PROHIBITED_GROUPS as u64),
    ("MAX_PROHIBITED_PAIRS", MAX_PROHIBITED_PAIRS),
    ("MAX_CHECK_BOARDS", MAX_CHECK_BOARDS as u64),
    ("MAX_GENERATE_ROUNDS", MAX_GENERATE_ROUNDS as u64),
    ("MAX_PAIRING_MS", MAX_PAIRING_MS),
    ("MAX_SCHEDULE_PLAYERS", MAX_SCHEDULE_PLAYERS as u64),
    ("MAX_ROUND_ROBIN_CYCLES", MAX_ROUND_ROBIN_CYCLES as u64),
    ("MAX_TABLE_PLAYERS", MAX_TABLE_PLAYERS as u64),
    ("MAX_TABLE_ROUNDS", MAX_TABLE_ROUNDS as u64),
    ("MAX_TIEBREAKS", MAX_TIEBREAKS as u64),
    ("MAX_EVENT_PLAYERS", MAX_EVENT_PLAYERS as u64),
    ("MAX_EVENT_RESULTS", MAX_EVENT_RESULTS as u64),
    ("MAX_EVENT_PLAYOFFS", MAX_EVENT_PLAYOFFS as u64),
    ("MAX_EVENT_STAGES", MAX_EVENT_STAGES as u64),
    ("MAX_EVENT_SWISS_ROUNDS", MAX_EVENT_SWISS_ROUNDS as u64),
    ("MAX_TEAMS", MAX_TEAMS as u64),
    ("MAX_TEAM_MATCHES", MAX_TEAM_MATCHES as u64),
    ("MAX_BOARDS", MAX_BOARDS as u64),
    ("MAX_CHECKERS_TURNS", MAX_CHECKERS_TURNS as u64),
    ("MAX_CAPTION_CHARS", MAX_CAPTION_CHARS as u64),
    ("MAX_DIAGRAM_MARKS", MAX_DIAGRAM_MARKS as u64),
    ("MAX_ENDGAME_POSITIONS", MAX_ENDGAME_POSITIONS),
    ("MAX_ENDGAME_CACHE_BYTES", MAX_ENDGAME_CACHE_BYTES),
    ("MAX_ERROR_TEXT_BYTES", MAX_ERROR_TEXT_BYTES as u64),
    ("DEFAULT_REQUEST_TIMEOUT_MS", DEFAULT_REQUEST_TIMEOUT_MS),
    ("DEFAULT_MAX_CONCURRENCY", DEFAULT_MAX_CONCURRENCY as u64),
    ("DEFAULT_MAX_ANSWER_BYTES", DEFAULT_MAX_ANSWER_BYTES as u64),
    (
        "DEFAULT_MAX_WORK_MEMORY_BYTES",
        DEFAULT_MAX_WORK_MEMORY_BYTES as u64,
    ),
    (
        "DEFAULT_MAX_ANSWER_BYTES_PER_CONNECTION",
        DEFAULT_MAX_ANSWER_BYTES_PER_CONNECTION as u64,
    ),
    ("DEFAULT_MAX_CONNECTIONS", DEFAULT_MAX_CONNECTIONS as u64),
    ("DEFAULT_HANDSHAKE_TIMEOUT_MS", DEFAULT_HANDSHAKE_TIMEOUT_MS),
    ("DEFAULT_IDLE_TIMEOUT_MS", DEFAULT_IDLE_TIMEOUT_MS),
    (
        "DEFAULT_KEEPALIVE_INTERVAL_MS",
        DEFAULT_KEEPALIVE_INTERVAL_MS,
    ),
    ("DEFAULT_KEEPALIVE_TIMEOUT_MS", DEFAULT_KEEPALIVE_TIMEOUT_MS),
    ("DEFAULT_SHUTDOWN_GRACE_MS", DEFAULT_SHUTDOWN_GRACE_MS),
    (
        "DEFAULT_MAX_CONNECTIONS_PER_PEER",
        DEFAULT_MAX_CONNECTIONS_PER_PEER as u64,
    ),
    ("DEFAULT_DRAIN_MS", DEFAULT_DRAIN_MS),
    ("ADMIN_MAX_CONNECTIONS", ADMIN_MAX_CONNECTIONS as u64),
];
