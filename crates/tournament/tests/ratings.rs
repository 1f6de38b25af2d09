//! The multi-player table ratings against openskill.py's own numbers (`BradleyTerryFull`, its
//! defaults): random tables and random whole events made by `scripts/openskill_vectors.py`
//! (its docstring gives the file's lines). `OPENSKILL_VECTORS=FILE` runs a file made there
//! instead of the one kept here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

use arbiter_tournament::checkers_ratings::{Rating, RatingModel, rate_event, rate_table};
use arbiter_tournament::checkers_results::TableResult;

fn numbers(text: &str) -> Vec<f64> {
    text.split_whitespace()
        .map(|w| w.parse().expect("a number"))
        .collect()
}

fn ratings(text: &str) -> Vec<Rating> {
    numbers(text)
        .chunks(2)
        .map(|c| Rating {
            mu: c[0],
            sigma: c[1],
        })
        .collect()
}

fn close(got: &[Rating], want: &[Rating]) -> bool {
    got.len() == want.len()
        && got
            .iter()
            .zip(want)
            .all(|(g, w)| (g.mu - w.mu).abs() < 1e-9 && (g.sigma - w.sigma).abs() < 1e-9)
}

/// A table `SEATS : PLACES` as the event's round line gives it.
fn table(text: &str) -> TableResult {
    let (seats, places) = text.split_once(':').expect("seats : places");
    let seats: Vec<usize> = numbers(seats).iter().map(|&p| p as usize).collect();
    let places: Vec<u32> = numbers(places).iter().map(|&p| p as u32).collect();
    let mut by_place: Vec<(u32, usize)> =
        places.iter().copied().zip(seats.iter().copied()).collect();
    by_place.sort_by_key(|&(place, _)| place);
    TableResult {
        order: by_place.iter().map(|&(_, p)| p).collect(),
        places: by_place.iter().map(|&(place, _)| place).collect(),
        seats,
    }
}

#[test]
fn every_table_and_event_rates_as_openskill_does() {
    let path = std::env::var("OPENSKILL_VECTORS").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/openskill_bt_full.txt"
        )
        .to_string()
    });
    let text = std::fs::read_to_string(&path).expect("reference vectors");
    let model = RatingModel::default();
    let (mut tables, mut events) = (0, 0);
    let mut event: Option<(usize, Vec<Vec<TableResult>>)> = None;
    for (k, line) in text.lines().enumerate() {
        let (kind, rest) = line.split_once(' ').unwrap_or((line, ""));
        match kind {
            "table" => {
                let parts: Vec<&str> = rest.split(';').collect();
                let places: Vec<u32> = numbers(parts[0]).iter().map(|&p| p as u32).collect();
                let got = rate_table(&model, &ratings(parts[1]), &places);
                assert!(close(&got, &ratings(parts[2])), "line {}: {got:?}", k + 1);
                tables += 1;
            }
            "event" => event = Some((rest.trim().parse().expect("players"), Vec::new())),
            "round" => {
                let (_, rounds) = event.as_mut().expect("an event first");
                rounds.push(rest.split(';').map(table).collect());
            }
            "after" => {
                let (n, rounds) = event.take().expect("an event first");
                let after = rate_event(&model, &vec![model.start; n], &rounds);
                let last = after.last().cloned().unwrap_or_default();
                assert!(close(&last, &ratings(rest)), "line {}", k + 1);
                events += 1;
            }
            _ => {}
        }
    }
    assert!(tables > 0 && events > 0, "{tables} tables, {events} events");
}
