//! Random Chinese checkers events through `checkers_tables::assign`, read back by its own checker
//! (`checkers_tables::check`): N 7–200, tables of 3, 4 or 6, 3–11 rounds, scheduled at once or
//! round by round by score from random finishing orders, with and without full tables only.
//! Prints the figures and the worst event:
//! `cargo run --release -p arbiter-tournament --example tables_check -- [EVENTS [SEED]]`.

use arbiter_tournament::checkers_standings::TableScoring;
use arbiter_tournament::checkers_tables::{
    PlayedTable, TablesRequest, TablesRound, assign, check, table_sizes,
};
use arbiter_tournament::draw::{Stream, shuffle};

fn main() {
    let events: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000);
    let seed: u64 = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let mut rng = Stream::new(seed);
    // Events with a player whose seat counts differ by more than one: every table full and no
    // bye; with byes; with smaller tables.
    let (mut invalid, mut spread_over_one, mut beyond_bound_plus_one) = (0u64, [0u64; 3], 0u64);
    let (mut repeats_avoidable, mut worst_meet, mut worst_spread) = (0u64, 0u32, 0u32);
    let (mut byes_over_one, mut worst) = (0u64, String::new());
    let (mut repeats_total, mut repeats_least) = (0u64, 0u64);
    for e in 0..events {
        let players = 7 + rng.below(194) as u32;
        let size = [3usize, 4, 6][rng.below(3) as usize];
        let rounds = 3 + rng.below(9) as u32;
        let by_score = rng.percent(50);
        let full_tables_only = rng.percent(25);
        let mut req = TablesRequest {
            players,
            size,
            rounds,
            seed: rng.next_u64(),
            results: Vec::new(),
            full_tables_only,
            scoring: TableScoring::Linear,
            placement: Vec::new(),
        };
        let made: Vec<TablesRound> = if by_score {
            let mut made = Vec::new();
            // The first round is scheduled, the others by score after random finishing orders.
            let mut first = req.clone();
            first.rounds = 1;
            made.extend(assign(&first).unwrap_or_default());
            while made.len() < rounds as usize {
                let result: Vec<PlayedTable> = made
                    .last()
                    .map(|r| {
                        r.tables
                            .iter()
                            .map(|t| {
                                let mut finish = t.clone();
                                shuffle(&mut finish, rng.next_u64());
                                PlayedTable {
                                    finish,
                                    seats: t.clone(),
                                    ranks: Vec::new(),
                                }
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                req.results.push(result);
                match assign(&req) {
                    Ok(next) => made.extend(next),
                    Err(_) => break,
                }
            }
            made
        } else {
            assign(&req).unwrap_or_default()
        };
        let c = check(players, size, &made);
        if !c.valid || made.len() != rounds as usize {
            invalid += 1;
            println!("invalid: event {e} n={players} size={size} rounds={rounds}");
        }
        if c.worst_seat_spread > c.least_seat_spread.max(1) {
            let (sizes, byes) = table_sizes(players as usize, size, full_tables_only);
            let kind = if byes > 0 {
                1
            } else if sizes.iter().all(|&s| s == size) {
                0
            } else {
                2
            };
            spread_over_one[kind] += 1;
            if c.worst_seat_spread > c.least_seat_spread + 1 {
                beyond_bound_plus_one += 1;
            }
        }
        if c.byes_spread > 1 || (c.most_byes > 1 && c.byes_spread == c.most_byes) {
            byes_over_one += 1;
        }
        repeats_total += u64::from(c.repeat_meetings);
        repeats_least += u64::from(c.least_repeat_meetings);
        if c.repeat_meetings > c.least_repeat_meetings {
            repeats_avoidable += 1;
        }
        if c.most_meetings > worst_meet || c.worst_seat_spread > worst_spread {
            worst_meet = worst_meet.max(c.most_meetings);
            worst_spread = worst_spread.max(c.worst_seat_spread);
            worst = format!(
                "event {e}: n={players} size={size} rounds={rounds} by_score={by_score} \
                 full={full_tables_only}: {c:?}"
            );
        }
    }
    println!("events: {events} (seed {seed})");
    println!("invalid assignments: {invalid}");
    println!(
        "events with a player whose seat counts differ by more than one and more than counting \
         alone forces: {} with every table full and no bye, {} with byes, {} with smaller tables",
        spread_over_one[0], spread_over_one[1], spread_over_one[2]
    );
    println!("  of them more than one beyond what counting alone forces: {beyond_bound_plus_one}");
    println!("events with a second bye while another player had none: {byes_over_one}");
    println!(
        "repeated meetings: {repeats_total} in all, against at least {repeats_least} by counting \
         alone; events above that bound (not proven avoidable): {repeats_avoidable}"
    );
    println!("most meetings of one pair: {worst_meet}; largest seat spread: {worst_spread}");
    println!("worst: {worst}");
}
