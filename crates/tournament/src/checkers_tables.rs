//! Tables for a Chinese checkers event (跳棋): N players at tables of 3, 4 or 6, round after
//! round, each table's players in seat order (seat 1 moves first).
//!
//! A round is made in two steps. First every player gets a seat number for the round: the
//! seats needed (seat j is needed once for every table of more than j players) are handed out
//! so that each player sits where it has sat least often — the first mover's advantage on the
//! small board is measurable, so over the event each player's count per seat differs by at most
//! one wherever the tables allow it. Then the players of each seat number are spread over the
//! tables, one a table: randomly from the seed, then improved by swapping two players of one
//! seat number between tables while that lowers the cost — players who met before (their
//! meetings so far, squared, so a third meeting weighs more than two seconds) and, for tables
//! by score, the spread of scores at a table. The same request gives the same tables on every
//! replica.
//!
//! Table sizes: as many tables of the asked size as the players fill, the rest at the largest
//! smaller tables the board is played with (2, 3 or 4 players; e.g. 7 players at tables of 4:
//! 4 + 3; 13 at tables of 6: 6 + 4 + 3). With full tables only, the players left over have a bye
//! instead, never twice while someone has had none.
//!
//! Scores, for tables by score: by default a finishing order of s players gives the i-th to
//! finish (s − i)/(s − 1) of a point — the seed's 1 / ½ / 0 at a table of three, 1 / 0 at two
//! — or the event's own points ([`TablesRequest::scoring`], as the standings count them); players
//! who share a place share its points (see [`crate::checkers_results`]).
//!
//! ```
//! use arbiter_tournament::checkers_tables::table_sizes;
//!
//! // 13 players at tables of 6: 6 + 4 + 3, nobody out; with full tables only, one bye.
//! assert_eq!(table_sizes(13, 6, false), (vec![6, 4, 3], 0));
//! assert_eq!(table_sizes(13, 6, true), (vec![6, 6], 1));
//! ```

pub use crate::checkers_results::PlayedTable;
use crate::checkers_results::{TableResult, read_results};
use crate::checkers_standings::{TableScoring, position_points, table_points};
use crate::draw::Stream;

/// The table sizes a Chinese checkers board is played with.
pub const PLAYABLE: [usize; 4] = [2, 3, 4, 6];

/// Starts of the search for a round's tables (each improved by swaps; the cheapest kept).
const RESTARTS: usize = 6;

/// What is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablesRequest {
    /// Players, numbered 1..=players.
    pub players: u32,
    /// The table size: 3, 4 or 6.
    pub size: usize,
    /// Rounds of the event.
    pub rounds: u32,
    /// Seed of the random choices.
    pub seed: u64,
    /// The rounds played, each table's finishing order and seats: given, the next round is
    /// made by score; empty, every round is scheduled at once.
    pub results: Vec<Vec<PlayedTable>>,
    /// Only tables of the asked size; the players left over have a bye.
    pub full_tables_only: bool,
    /// The points tables by score are formed by (the linear share by default: the finest
    /// grouping; the event's own scoring groups players as its standings rank them).
    pub scoring: TableScoring,
    /// Placement points per table size for [`TableScoring::Placement`] (as in
    /// [`crate::checkers_standings::StandingsRequest::placement`]).
    pub placement: Vec<Vec<i64>>,
}

/// One round: its tables (start numbers in seat order) and its byes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TablesRound {
    /// Each table's players, seat 1 first.
    pub tables: Vec<Vec<u32>>,
    /// Players without a table this round.
    pub byes: Vec<u32>,
}

/// Why tables cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablesError {
    /// The table size is not 3, 4 or 6.
    Size,
    /// Fewer than two players.
    TooFewPlayers,
    /// More players than [`crate::limits::MAX_TABLE_PLAYERS`].
    TooManyPlayers,
    /// No round, or more than [`crate::limits::MAX_TABLE_ROUNDS`], or results for every round.
    Rounds,
    /// A result's table (round, table) is not a finishing order of distinct players of the
    /// event, or a player finishes in two tables of a round.
    Result(usize, usize),
}

/// The tables of the event, or of its next round by score (see the module's introduction).
pub fn assign(req: &TablesRequest) -> Result<Vec<TablesRound>, TablesError> {
    if ![3, 4, 6].contains(&req.size) {
        return Err(TablesError::Size);
    }
    if req.players < 2 {
        return Err(TablesError::TooFewPlayers);
    }
    if req.players as usize > crate::limits::MAX_TABLE_PLAYERS {
        return Err(TablesError::TooManyPlayers);
    }
    let played = req.results.len();
    if req.rounds == 0
        || req.rounds > crate::limits::MAX_TABLE_ROUNDS
        || played >= req.rounds as usize
    {
        return Err(TablesError::Rounds);
    }
    let n = req.players as usize;
    let mut history = History::new(n, req.size);
    let read = read_results(n, &req.results).map_err(|(r, t)| TablesError::Result(r, t))?;
    // A score spread is counted in sixtieths of a full table's first place.
    history.score_unit = position_points(req.scoring, &req.placement, req.size)
        .first()
        .copied()
        .filter(|&top| top > 0)
        .unwrap_or(crate::checkers_results::POINT);
    for round in &read {
        history.add_result(round, |t| table_points(req.scoring, &req.placement, t));
    }
    let mut stream = Stream::new(req.seed ^ (played as u64).wrapping_mul(0x9E37_79B9));
    let by_score = played > 0;
    let count = if by_score { 1 } else { req.rounds as usize };
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let round = history.next_round(req.full_tables_only, by_score, &mut stream);
        history.add_seating(&round);
        out.push(TablesRound {
            tables: round
                .tables
                .iter()
                .map(|t| t.iter().map(|&i| i as u32 + 1).collect())
                .collect(),
            byes: round.byes.iter().map(|&i| i as u32 + 1).collect(),
        });
    }
    Ok(out)
}

/// The sizes of a round's tables for `n` players at tables of `size`, and how many players have
/// a bye (see the module's introduction).
pub fn table_sizes(n: usize, size: usize, full_tables_only: bool) -> (Vec<usize>, usize) {
    let (full, rest) = (n / size, n % size);
    if full == 0 {
        // Fewer players than one table: they play at smaller ones.
        return (smaller_tables(n), 0);
    }
    let mut sizes = vec![size; full];
    if full_tables_only {
        return (sizes, rest);
    }
    match rest {
        0 => {}
        1 => {
            // One left over: a full table and that player make two smaller tables (3 + 1 as
            // two pairs, 4 + 1 as 3 + 2, 6 + 1 as 4 + 3).
            sizes.pop();
            if size == 3 {
                sizes.extend([2, 2]);
            } else {
                sizes.extend(smaller_tables(size + 1));
            }
        }
        r => sizes.extend(smaller_tables(r)),
    }
    (sizes, 0)
}

/// `n` players (2 to 7) at one playable table, or the fewest largest: 5 → 3 + 2, 7 → 4 + 3.
fn smaller_tables(n: usize) -> Vec<usize> {
    match n {
        0 | 1 => Vec::new(),
        2..=4 | 6 => vec![n],
        5 => vec![3, 2],
        _ => vec![4, 3],
    }
}

/// A round as the assignment keeps it: player indices from 0.
struct Seating {
    tables: Vec<Vec<usize>>,
    byes: Vec<usize>,
}

/// What the rounds so far left: meetings, seats, byes, scores.
struct History {
    n: usize,
    size: usize,
    /// Times each pair sat at one table.
    met: Vec<Vec<u16>>,
    /// Times each player sat in each seat.
    seats: Vec<[u16; 6]>,
    byes: Vec<u16>,
    /// Points so far, in [`crate::checkers_results::POINT`] units.
    score: Vec<i64>,
    /// A full table's first place, the unit a score spread is weighed in.
    score_unit: i64,
}

impl History {
    fn new(n: usize, size: usize) -> History {
        History {
            n,
            size,
            met: vec![vec![0; n]; n],
            seats: vec![[0; 6]; n],
            byes: vec![0; n],
            score: vec![0; n],
            score_unit: crate::checkers_results::POINT,
        }
    }

    /// A round played: each table's points (by `points`), seats (possibly unknown) and
    /// meetings; players at no table had a bye.
    fn add_result(
        &mut self,
        tables: &[TableResult],
        points: impl Fn(&TableResult) -> Vec<(usize, i64)>,
    ) {
        let mut seated = vec![false; self.score.len()];
        for table in tables {
            for (p, share) in points(table) {
                self.score[p] += share;
                seated[p] = true;
            }
            for (seat, &p) in table.seats.iter().enumerate() {
                if let Some(c) = self.seats[p].get_mut(seat) {
                    *c += 1;
                }
            }
            self.meet(&table.order);
        }
        for (p, &seated) in seated.iter().enumerate() {
            if !seated {
                self.byes[p] += 1;
            }
        }
    }

    fn meet(&mut self, table: &[usize]) {
        for (k, &a) in table.iter().enumerate() {
            for &b in &table[k + 1..] {
                self.met[a][b] += 1;
                self.met[b][a] += 1;
            }
        }
    }

    /// A round made here: meetings, seats and byes.
    fn add_seating(&mut self, round: &Seating) {
        for t in &round.tables {
            for (seat, &p) in t.iter().enumerate() {
                self.seats[p][seat] += 1;
            }
            self.meet(t);
        }
        for &p in &round.byes {
            self.byes[p] += 1;
        }
    }

    /// The next round.
    fn next_round(&self, full_only: bool, by_score: bool, stream: &mut Stream) -> Seating {
        let (sizes, bye_count) = table_sizes(self.n, self.size, full_only);
        let mut order: Vec<usize> = (0..self.n).collect();
        crate::draw::shuffle(&mut order, stream.next_u64());
        // Byes: the fewest byes so far, then the lowest score, then the draw.
        let mut for_bye = order.clone();
        for_bye.sort_by_key(|&p| (self.byes[p], self.score[p]));
        let byes: Vec<usize> = for_bye.into_iter().take(bye_count).collect();
        let playing: Vec<usize> = order.into_iter().filter(|p| !byes.contains(p)).collect();
        let seat_of = self.seats_for(&playing, &sizes);
        let targets = self.targets(&sizes);
        // Per seat number, its players, one for each table that has that seat.
        let mut by_seat: Vec<Vec<usize>> = vec![Vec::new(); 6];
        for (&p, &s) in playing.iter().zip(&seat_of) {
            // Every player has a seat: the seats needed are as many as the players.
            if let Some(group) = by_seat.get_mut(s) {
                group.push(p);
            }
        }
        if by_score {
            for group in &mut by_seat {
                group.sort_by_key(|&p| std::cmp::Reverse(self.score[p]));
            }
        }
        // Larger tables first: they take every seat number the smaller ones take.
        let mut by_size: Vec<usize> = (0..sizes.len()).collect();
        by_size.sort_by_key(|&t| std::cmp::Reverse(sizes[t]));
        let deal = |by_seat: &[Vec<usize>]| -> Vec<Vec<usize>> {
            let mut tables: Vec<Vec<usize>> =
                sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
            for (seat, group) in by_seat.iter().enumerate() {
                let holders = by_size.iter().copied().filter(|&t| sizes[t] > seat);
                for (t, &p) in holders.zip(group) {
                    tables[t].push(p);
                }
            }
            tables
        };
        // A few starts (the first in score order by score, the others drawn), each improved;
        // the cheapest kept.
        let mut best: Option<(i64, Vec<Vec<usize>>)> = None;
        for start in 0..RESTARTS {
            if start > 0 {
                for group in &mut by_seat {
                    crate::draw::shuffle(group, stream.next_u64());
                }
            }
            let mut tables = deal(&by_seat);
            self.improve(&mut tables, by_score, &targets, stream);
            let cost: i64 = tables.iter().map(|t| self.table_cost(t, by_score)).sum();
            if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                best = Some((cost, tables));
            }
        }
        let tables = best.map(|(_, t)| t).unwrap_or_default();
        Seating { tables, byes }
    }

    /// A seat number (0-based) for each of `playing`, filling exactly the seats `sizes` need, at
    /// the least total cost ([`History::seat_cost`]). Exact: players added one at a time along
    /// the cheapest chain of moves between seats (the successive shortest paths of a min-cost
    /// assignment; six seats at most, so the chains are found by Bellman-Ford over the seats).
    /// Where every table is full this keeps each player's seat counts within one of each other:
    /// the cost is then least with every player in one of its least used seats, and a balanced
    /// state always has such an assignment (each seat is then the least used one of as many
    /// players as it has places — a regular bipartite graph, which has a perfect matching).
    fn seats_for(&self, playing: &[usize], sizes: &[usize]) -> Vec<usize> {
        const SEATS: usize = 6;
        let mut left = [0usize; SEATS];
        for &s in sizes {
            for slot in left.iter_mut().take(s) {
                *slot += 1;
            }
        }
        let targets = self.targets(sizes);
        let cost = |p: usize, s: usize| self.seat_cost(p, s, &targets);
        let mut seat_of = vec![usize::MAX; playing.len()];
        for k in 0..playing.len() {
            // move_cost[a][b]: the cheapest change of moving one player now in seat a to seat b.
            let mut move_cost = [[i64::MAX; SEATS]; SEATS];
            let mut mover = [[usize::MAX; SEATS]; SEATS];
            for (j, &sj) in seat_of.iter().enumerate().take(k) {
                for b in 0..SEATS {
                    if b == sj {
                        continue;
                    }
                    let c = cost(playing[j], b) - cost(playing[j], sj);
                    if c < move_cost[sj][b] {
                        move_cost[sj][b] = c;
                        mover[sj][b] = j;
                    }
                }
            }
            // Bellman-Ford from the new player over the seats.
            let mut dist = [i64::MAX; SEATS];
            let mut came = [usize::MAX; SEATS];
            for (s, d) in dist.iter_mut().enumerate() {
                if s < self.size {
                    *d = cost(playing[k], s);
                }
            }
            for _ in 0..SEATS {
                for a in 0..SEATS {
                    if dist[a] == i64::MAX {
                        continue;
                    }
                    for b in 0..SEATS {
                        if move_cost[a][b] != i64::MAX && dist[a] + move_cost[a][b] < dist[b] {
                            dist[b] = dist[a] + move_cost[a][b];
                            came[b] = a;
                        }
                    }
                }
            }
            let Some(end) = (0..SEATS)
                .filter(|&s| left[s] > 0 && dist[s] != i64::MAX)
                .min_by_key(|&s| dist[s])
            else {
                continue;
            };
            left[end] -= 1;
            // Walk the chain back: each seat's mover steps on to the next seat.
            let mut at = end;
            let mut guard = 0;
            while came[at] != usize::MAX && guard < SEATS {
                let from = came[at];
                let j = mover[from][at];
                seat_of[j] = at;
                at = from;
                guard += 1;
            }
            seat_of[k] = at;
        }
        seat_of
    }

    /// What seating player `p` in seat `s` (0-based) costs the balance, given `targets`: the
    /// growth of its squared distance, over the seats, from the average count of each seat
    /// (`targets[s]`: seat s's places over the event so far, this round's included; in units of
    /// 1/players). Where all seats have the same places, this is least for each player's least
    /// used seats; where they have not (smaller tables), it keeps each player near the average
    /// of each seat instead of forcing seats it cannot reach.
    fn seat_cost(&self, p: usize, s: usize, targets: &[i64; 6]) -> i64 {
        let s = s.min(self.size - 1);
        let n = self.n as i64;
        let c = i64::from(self.seats[p][s]);
        let (now, then) = (c * n - targets[s], (c + 1) * n - targets[s]);
        then * then - now * now
    }

    /// The seats' places over the event once a round of tables of `sizes` is played (see
    /// [`History::seat_cost`]).
    fn targets(&self, sizes: &[usize]) -> [i64; 6] {
        let mut t = [0i64; 6];
        for (s, slot) in t.iter_mut().enumerate() {
            let before: i64 = self.seats.iter().map(|row| i64::from(row[s])).sum();
            let now = sizes.iter().filter(|&&size| size > s).count() as i64;
            *slot = before + now;
        }
        t
    }

    /// The cost of one table: meetings before (squared), and the spread of scores by score.
    fn table_cost(&self, table: &[usize], by_score: bool) -> i64 {
        let mut cost = 0i64;
        for (k, &a) in table.iter().enumerate() {
            for &b in &table[k + 1..] {
                let m = i64::from(self.met[a][b]);
                cost += 1_000_000 * m * m;
            }
        }
        if by_score {
            let (lo, hi) = table.iter().fold((i64::MAX, i64::MIN), |(lo, hi), &p| {
                (lo.min(self.score[p]), hi.max(self.score[p]))
            });
            // In sixtieths of a table's first place: a spread weighs less than any meeting.
            cost += (hi - lo) * 60 / self.score_unit;
        }
        cost
    }

    /// Swaps two players between two tables, each taking the other's seat, while that lowers the
    /// cost: players of one seat number, or of two where neither sits worse for the balance in
    /// the other's seat than in its own (so the seats stay as balanced as `seats_for` made them).
    fn improve(
        &self,
        tables: &mut [Vec<usize>],
        by_score: bool,
        targets: &[i64; 6],
        stream: &mut Stream,
    ) {
        let t = tables.len();
        for _sweep in 0..20 {
            let mut improved = false;
            let start = stream.below(t as u64) as usize;
            for i0 in 0..t {
                let i = (i0 + start) % t;
                for j in 0..t {
                    if j == i {
                        continue;
                    }
                    for si in 0..tables[i].len() {
                        for sj in 0..tables[j].len() {
                            let (a, b) = (tables[i][si], tables[j][sj]);
                            if si != sj
                                && (self.seat_cost(a, sj, targets) > self.seat_cost(a, si, targets)
                                    || self.seat_cost(b, si, targets)
                                        > self.seat_cost(b, sj, targets))
                            {
                                continue;
                            }
                            let before = self.table_cost(&tables[i], by_score)
                                + self.table_cost(&tables[j], by_score);
                            tables[i][si] = b;
                            tables[j][sj] = a;
                            let after = self.table_cost(&tables[i], by_score)
                                + self.table_cost(&tables[j], by_score);
                            if after < before {
                                improved = true;
                            } else {
                                tables[i][si] = a;
                                tables[j][sj] = b;
                            }
                        }
                    }
                }
            }
            if !improved {
                break;
            }
        }
    }
}

/// What a checker finds in an event's tables (its own reading of the rounds, nothing shared with
/// the assignment).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TablesCheck {
    /// Every round seats each player once (at a table or a bye), every table is playable.
    pub valid: bool,
    /// The largest difference, over players, between the seats they sat in most and least often
    /// (seats 1 to the table size).
    pub worst_seat_spread: u32,
    /// The least the worst spread can be, by counting alone: over the event seat a was taken
    /// `slots_a` times and seat b `slots_b` times, so the players' spreads average at least
    /// (slots_a − slots_b) / players.
    pub least_seat_spread: u32,
    /// Pairs that met more than once.
    pub repeated_pairs: u32,
    /// The most times one pair met.
    pub most_meetings: u32,
    /// The most byes one player had.
    pub most_byes: u32,
    /// The most byes one player had beyond the fewest another had.
    pub byes_spread: u32,
    /// Meetings beyond the first of each pair, summed over pairs.
    pub repeat_meetings: u32,
    /// The fewest such meetings any assignment could have by counting alone: each player meets
    /// as many opponents as its tables hold, of only players − 1 others.
    pub least_repeat_meetings: u32,
}

/// Checks `rounds` of an event of `players` at tables of `size`.
pub fn check(players: u32, size: usize, rounds: &[TablesRound]) -> TablesCheck {
    let n = players as usize;
    let mut out = TablesCheck {
        valid: true,
        ..TablesCheck::default()
    };
    let mut seats = vec![vec![0u32; size]; n];
    let mut met = std::collections::HashMap::<(u32, u32), u32>::new();
    let mut byes = vec![0u32; n];
    for round in rounds {
        let mut seen = vec![0u32; n];
        for table in &round.tables {
            if !PLAYABLE.contains(&table.len()) || table.len() > size {
                out.valid = false;
            }
            for (s, &p) in table.iter().enumerate() {
                match seen.get_mut((p as usize).wrapping_sub(1)) {
                    Some(c) => *c += 1,
                    None => out.valid = false,
                }
                if let Some(row) = seats.get_mut((p as usize).wrapping_sub(1))
                    && let Some(c) = row.get_mut(s)
                {
                    *c += 1;
                }
                for &q in &table[s + 1..] {
                    *met.entry((p.min(q), p.max(q))).or_default() += 1;
                }
            }
        }
        for &p in &round.byes {
            match seen.get_mut((p as usize).wrapping_sub(1)) {
                Some(c) => *c += 1,
                None => out.valid = false,
            }
            if let Some(b) = byes.get_mut((p as usize).wrapping_sub(1)) {
                *b += 1;
            }
        }
        if seen.iter().any(|&c| c != 1) {
            out.valid = false;
        }
    }
    let slots: Vec<u32> = (0..size)
        .map(|s| seats.iter().map(|row| row[s]).sum())
        .collect();
    let (lo, hi) = (
        slots.iter().copied().min().unwrap_or(0),
        slots.iter().copied().max().unwrap_or(0),
    );
    out.least_seat_spread = (hi - lo).div_ceil(players.max(1));
    for row in &seats {
        let (lo, hi) = (
            row.iter().copied().min().unwrap_or(0),
            row.iter().copied().max().unwrap_or(0),
        );
        out.worst_seat_spread = out.worst_seat_spread.max(hi - lo);
    }
    out.repeated_pairs = met.values().filter(|&&m| m > 1).count() as u32;
    out.most_meetings = met.values().copied().max().unwrap_or(0);
    out.most_byes = byes.iter().copied().max().unwrap_or(0);
    out.byes_spread = out.most_byes - byes.iter().copied().min().unwrap_or(0);
    out.repeat_meetings = met.values().map(|&m| m.saturating_sub(1)).sum();
    let mut faced = vec![0u32; n];
    for (&(a, b), &m) in &met {
        for p in [a, b] {
            if let Some(f) = faced.get_mut((p as usize).wrapping_sub(1)) {
                *f += m;
            }
        }
    }
    let beyond: u32 = faced
        .iter()
        .map(|&f| f.saturating_sub(players.saturating_sub(1)))
        .sum();
    out.least_repeat_meetings = beyond.div_ceil(2);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkers_results::POINT;

    fn request(players: u32, size: usize, rounds: u32, seed: u64) -> TablesRequest {
        TablesRequest {
            players,
            size,
            rounds,
            seed,
            results: Vec::new(),
            full_tables_only: false,
            scoring: TableScoring::Linear,
            placement: Vec::new(),
        }
    }

    #[test]
    fn table_sizes_use_the_playable_sizes() {
        assert_eq!(table_sizes(12, 6, false), (vec![6, 6], 0));
        assert_eq!(table_sizes(13, 6, false), (vec![6, 4, 3], 0));
        assert_eq!(table_sizes(17, 6, false), (vec![6, 6, 3, 2], 0));
        assert_eq!(table_sizes(7, 4, false), (vec![4, 3], 0));
        assert_eq!(table_sizes(9, 4, false), (vec![4, 3, 2], 0));
        assert_eq!(table_sizes(7, 3, false), (vec![3, 2, 2], 0));
        assert_eq!(table_sizes(4, 6, false), (vec![4], 0));
        assert_eq!(table_sizes(13, 6, true), (vec![6, 6], 1));
    }

    /// Random events, read back by the checker: every round valid, the same request the same
    /// tables; where every table is full and nobody has a bye, each player's seat counts within
    /// one of each other; no second bye while someone has had none.
    #[test]
    fn random_events_hold_the_bounds() {
        let mut rng = Stream::new(42);
        for _ in 0..150 {
            let players = 7 + rng.below(60) as u32;
            let size = [3usize, 4, 6][rng.below(3) as usize];
            let rounds = 3 + rng.below(9) as u32;
            let mut req = request(players, size, rounds, rng.next_u64());
            req.full_tables_only = rng.percent(30);
            let made = assign(&req).unwrap();
            assert_eq!(made, assign(&req).unwrap());
            let c = check(players, size, &made);
            assert!(c.valid, "{req:?}");
            assert_eq!(made.len(), rounds as usize);
            let byes = table_sizes(players as usize, size, req.full_tables_only).1;
            if byes == 0 && (players as usize).is_multiple_of(size) {
                assert!(c.worst_seat_spread <= 1, "{req:?}: {c:?}");
            }
            if byes * rounds as usize <= players as usize {
                assert!(c.most_byes <= 1, "{req:?}: {c:?}");
            }
            assert!(c.repeat_meetings >= c.least_repeat_meetings);
        }
    }

    /// With results, the next round only, by score: the players of one score group sit
    /// together where no earlier meeting stands in the way.
    #[test]
    fn the_next_round_goes_by_score() {
        let req = request(12, 3, 3, 9);
        let first = assign(&TablesRequest {
            rounds: 1,
            ..req.clone()
        })
        .unwrap();
        // Each table's seat order is its finishing order.
        let played: Vec<PlayedTable> = first[0]
            .tables
            .iter()
            .map(|t| PlayedTable {
                finish: t.clone(),
                seats: t.clone(),
                ranks: Vec::new(),
            })
            .collect();
        let winners: Vec<u32> = played.iter().map(|t| t.finish[0]).collect();
        let next = assign(&TablesRequest {
            results: vec![played],
            ..req
        })
        .unwrap();
        assert_eq!(next.len(), 1);
        // The four winners never met, but each sat in seat 1 and must sit elsewhere now (seat
        // balance comes first): a table holds at most two of them, in seats 2 and 3 — and the
        // top tables do.
        let top = next[0]
            .tables
            .iter()
            .map(|t| t.iter().filter(|p| winners.contains(p)).count())
            .max()
            .unwrap_or(0);
        assert_eq!(top, 2, "{next:?}");
        // Seat 1 of round one sits elsewhere now.
        for t in &next[0].tables {
            assert!(!winners.contains(&t[0]), "{next:?}");
        }
    }

    /// By the event's own scoring: with the game's 1 / ½ / 0 only the winners score, so the
    /// winners of round one (each seat 1 there) are the top score group and still sit apart in
    /// seats; with placement points the tables are valid too and the same request gives the
    /// same tables.
    #[test]
    fn tables_by_the_events_own_scoring() {
        let req = request(12, 3, 3, 9);
        let first = assign(&TablesRequest {
            rounds: 1,
            ..req.clone()
        })
        .unwrap();
        let played: Vec<PlayedTable> = first[0]
            .tables
            .iter()
            .map(|t| PlayedTable {
                finish: t.clone(),
                seats: t.clone(),
                ranks: Vec::new(),
            })
            .collect();
        for (scoring, placement) in [
            (TableScoring::Winner, Vec::new()),
            (
                TableScoring::Placement,
                vec![
                    Vec::new(),
                    Vec::new(),
                    Vec::new(),
                    vec![5 * POINT, 2 * POINT, 0],
                ],
            ),
        ] {
            let ask = TablesRequest {
                results: vec![played.clone()],
                scoring,
                placement,
                ..req.clone()
            };
            let next = assign(&ask).unwrap();
            assert_eq!(next, assign(&ask).unwrap());
            let check = check(12, 3, &[first[0].clone(), next[0].clone()]);
            assert!(check.valid, "{check:?}");
            for t in &next[0].tables {
                assert!(!played.iter().any(|p| p.finish[0] == t[0]), "{next:?}");
            }
        }
    }

    #[test]
    fn bad_requests_are_refused() {
        assert_eq!(assign(&request(10, 5, 3, 1)), Err(TablesError::Size));
        assert_eq!(
            assign(&request(1, 3, 3, 1)),
            Err(TablesError::TooFewPlayers)
        );
        assert_eq!(assign(&request(10, 3, 0, 1)), Err(TablesError::Rounds));
        let mut req = request(10, 3, 3, 1);
        req.results = vec![vec![PlayedTable {
            finish: vec![1, 1, 2],
            seats: Vec::new(),
            ranks: Vec::new(),
        }]];
        assert_eq!(assign(&req), Err(TablesError::Result(0, 0)));
        req.results = vec![vec![PlayedTable {
            finish: vec![1, 2, 3],
            seats: vec![1, 2, 4],
            ranks: Vec::new(),
        }]];
        assert_eq!(assign(&req), Err(TablesError::Result(0, 0)));
    }
}
