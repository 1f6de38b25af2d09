//! The Chinese checkers event RPCs (跳棋): tables round after round (`AssignTables`), and the
//! event's points, standings and ratings from the tables' results (`ComputeTableStandings`).
//! Proto ↔ the pure `checkers_*` modules of the tournament crate, with field paths for errors.

use crate::api::Call;
use crate::api::enums::{ToProto, optional, required};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::i18n::{Locale, text};
use crate::limits::{MAX_TABLE_PLAYERS, MAX_TABLE_ROUNDS, MAX_TIEBREAKS};
use crate::pb::tournament::v1 as pb;
use crate::tournament::checkers_ratings::{Rating, RatingModel, rate_event};
use crate::tournament::checkers_results::{POINT, PlayedTable, read_results};
use crate::tournament::checkers_standings::{
    ByeScore, RoundEntry, Row, StandingsError, StandingsRequest, TableScoring, TableTiebreak,
    bye_points, standings,
};
use crate::tournament::checkers_tables::{TablesError, TablesRequest, assign};
use arbiter_base::Keyed;

/// The rounds played as the domain reads them.
fn played(rounds: &[pb::PlayedRound]) -> Vec<Vec<PlayedTable>> {
    rounds
        .iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| PlayedTable {
                    finish: t.finishing_order.clone(),
                    seats: t.seats.clone(),
                    ranks: t.ranks.clone(),
                })
                .collect()
        })
        .collect()
}

/// `AssignTables`.
pub fn assign_tables(
    _call: &Call,
    req: pb::AssignTablesRequest,
) -> Result<pb::AssignTablesResponse, ApiError> {
    let pb::AssignTablesRequest {
        player_count,
        table_size,
        rounds,
        seed,
        results,
        full_tables_only,
        scoring,
        placement_points,
    } = req;
    let played_rounds = results.len();
    let placement = placement_from(&placement_points)?;
    let scoring = scoring_from(scoring, &placement_points, TableScoring::Linear)?;
    let request = TablesRequest {
        players: player_count,
        size: table_size as usize,
        rounds,
        seed,
        results: played(&results),
        full_tables_only,
        scoring,
        placement,
    };
    let rounds = assign(&request).map_err(|e| match e {
        TablesError::Size => ApiError::because("table_size", Reason::OneOf { values: "3, 4, 6" }),
        TablesError::TooFewPlayers => {
            ApiError::because("player_count", Reason::AtLeastTwo { what: "players" })
        }
        TablesError::TooManyPlayers => ApiError::because(
            "player_count",
            Reason::TooMany {
                count: i64::from(player_count),
                limit: MAX_TABLE_PLAYERS as i64,
            },
        ),
        TablesError::Rounds => ApiError::because(
            "rounds",
            Reason::Between {
                min: played_rounds as i64 + 1,
                max: i64::from(MAX_TABLE_ROUNDS),
            },
        ),
        TablesError::Result(r, t) => ApiError::because(
            format!("results[{r}].tables[{t}]"),
            Reason::NotAFinishingOrder,
        ),
    })?;
    Ok(pb::AssignTablesResponse {
        rounds: rounds
            .into_iter()
            .enumerate()
            .map(|(k, r)| pb::TableRound {
                round: (played_rounds + k + 1) as u32,
                tables: r
                    .tables
                    .into_iter()
                    .map(|seats| pb::CheckersTable { seats })
                    .collect(),
                byes: r.byes,
            })
            .collect(),
    })
}

/// The tie-breaks when a request names none.
const DEFAULT_TIEBREAKS: [TableTiebreak; 3] = [
    TableTiebreak::OpponentsBeaten,
    TableTiebreak::OpponentsPoints,
    TableTiebreak::DirectEncounter,
];

/// A value to the hundredth in [`POINT`] units, or `None` when it is not one (or too large).
fn hundredths(v: f64) -> Option<i64> {
    let h = (v * 100.0).round();
    let exact = v.is_finite() && (v * 100.0 - h).abs() < 1e-6 && h.abs() <= 100_000.0;
    exact.then(|| h as i64 * (POINT / 100))
}

/// `ComputeTableStandings`.
pub fn compute_table_standings(
    call: &Call,
    req: pb::ComputeTableStandingsRequest,
) -> Result<pb::ComputeTableStandingsResponse, ApiError> {
    let pb::ComputeTableStandingsRequest {
        player_count,
        table_size,
        rounds,
        scoring,
        placement_points,
        bye_score,
        tiebreaks,
        ratings,
    } = req;
    let n = player_count as usize;
    if n < 2 {
        return Err(ApiError::because(
            "player_count",
            Reason::AtLeastTwo { what: "players" },
        ));
    }
    if n > MAX_TABLE_PLAYERS {
        return Err(ApiError::because(
            "player_count",
            Reason::TooMany {
                count: n as i64,
                limit: MAX_TABLE_PLAYERS as i64,
            },
        ));
    }
    if ![3, 4, 6].contains(&table_size) {
        return Err(ApiError::because(
            "table_size",
            Reason::OneOf { values: "3, 4, 6" },
        ));
    }
    if rounds.len() > MAX_TABLE_ROUNDS as usize {
        return Err(ApiError::because(
            "rounds",
            Reason::TooMany {
                count: rounds.len() as i64,
                limit: i64::from(MAX_TABLE_ROUNDS),
            },
        ));
    }
    let results = read_results(n, &played(&rounds)).map_err(|(r, t)| {
        ApiError::because(
            format!("rounds[{r}].tables[{t}]"),
            Reason::NotAFinishingOrder,
        )
    })?;
    let mut byes = Vec::with_capacity(rounds.len());
    for (r, round) in rounds.iter().enumerate() {
        let mut list = Vec::with_capacity(round.byes.len());
        for (k, &p) in round.byes.iter().enumerate() {
            let field = || format!("rounds[{r}].byes[{k}]");
            if p == 0 || p as usize > n {
                return Err(ApiError::because(
                    field(),
                    Reason::NoSuchPlayer {
                        number: i64::from(p),
                    },
                ));
            }
            if list.contains(&(p as usize - 1)) {
                return Err(ApiError::because(
                    field(),
                    Reason::Twice {
                        number: i64::from(p),
                    },
                ));
            }
            list.push(p as usize - 1);
        }
        byes.push(list);
    }
    let scoring = scoring_from(scoring, &placement_points, TableScoring::Winner)?;
    let bye = optional::<ByeScore>("bye_score", bye_score)?.unwrap_or_default();
    let placement = placement_from(&placement_points)?;
    let tiebreaks = tiebreaks_from(&tiebreaks)?;
    let start = ratings_from(&ratings, n)?;
    let domain = StandingsRequest {
        players: n,
        table_size: table_size as usize,
        rounds: results,
        byes,
        scoring,
        placement,
        bye,
        tiebreaks: tiebreaks.clone(),
    };
    let rows = standings(&domain).map_err(|e| match e {
        StandingsError::Placement(size) => ApiError::because(
            "placement_points",
            Reason::PlacementPoints { size: size as i64 },
        ),
        StandingsError::Bye(r, k) => {
            let number = rounds[r].byes.get(k).copied().unwrap_or(0);
            ApiError::because(
                format!("rounds[{r}].byes[{k}]"),
                Reason::ByeAtTable {
                    number: i64::from(number),
                },
            )
        }
    })?;
    let model = RatingModel::default();
    let after = rate_event(&model, &start, &domain.rounds)
        .pop()
        .unwrap_or_else(|| start.clone());
    Ok(pb::ComputeTableStandingsResponse {
        rows: rows
            .iter()
            .map(|row| row_to_pb(row, &tiebreaks, start[row.player], after[row.player]))
            .collect(),
        tiebreaks: tiebreaks.iter().map(ToProto::wire).collect(),
        scoring: scoring.wire(),
        bye_points: points(bye_points(&domain)),
        explanation: explanation(call.locale, &domain),
    })
}

/// Points as a number.
fn points(units: i64) -> f64 {
    units as f64 / POINT as f64
}

fn row_to_pb(
    row: &Row,
    tiebreaks: &[TableTiebreak],
    before: Rating,
    after: Rating,
) -> pb::TableStandingsRow {
    let rounds: Vec<pb::TableRoundEntry> = row
        .rounds
        .iter()
        .enumerate()
        .map(|(r, e)| {
            let round = r as u32 + 1;
            match *e {
                RoundEntry::Table {
                    table,
                    size,
                    place,
                    points: p,
                } => pb::TableRoundEntry {
                    round,
                    table: table as u32 + 1,
                    players: size as u32,
                    place,
                    points: points(p),
                    bye: false,
                },
                RoundEntry::Bye { points: p } => pb::TableRoundEntry {
                    round,
                    points: points(p),
                    bye: true,
                    ..Default::default()
                },
                RoundEntry::Absent => pb::TableRoundEntry {
                    round,
                    ..Default::default()
                },
            }
        })
        .collect();
    pb::TableStandingsRow {
        start_number: row.player as u32 + 1,
        rank: row.rank,
        shared: row.shared,
        points: points(row.points),
        tiebreaks: row
            .tiebreaks
            .iter()
            .zip(tiebreaks)
            .map(|(&v, tb)| v as f64 / tb.scale() as f64)
            .collect(),
        tables: rounds.iter().filter(|e| e.table > 0).count() as u32,
        wins: row.wins,
        rating: Some(pb::TableRating {
            mu_before: before.mu,
            sigma_before: before.sigma,
            mu: after.mu,
            sigma: after.sigma,
            ordinal: after.ordinal(),
            ordinal_change: after.ordinal() - before.ordinal(),
        }),
        rounds,
    }
}

/// The scoring a request names; placement points sent without one name placement scoring, and
/// beside another one they would be ignored: refused.
fn scoring_from(
    raw: i32,
    placement: &[pb::PlacementPoints],
    default: TableScoring,
) -> Result<TableScoring, ApiError> {
    match optional::<TableScoring>("scoring", raw)? {
        None if !placement.is_empty() => Ok(TableScoring::Placement),
        Some(named) if named != TableScoring::Placement && !placement.is_empty() => {
            Err(ApiError::because(
                "placement_points",
                Reason::EitherNotBoth {
                    what: "placement-points",
                },
            ))
        }
        named => Ok(named.unwrap_or(default)),
    }
}

/// Placement points per table size (index = size).
fn placement_from(list: &[pb::PlacementPoints]) -> Result<Vec<Vec<i64>>, ApiError> {
    let mut out = vec![Vec::new(); 7];
    for (i, p) in list.iter().enumerate() {
        let size = p.table_size as usize;
        if !(2..=6).contains(&size) {
            return Err(ApiError::because(
                format!("placement_points[{i}].table_size"),
                Reason::Between { min: 2, max: 6 },
            ));
        }
        if !out[size].is_empty() {
            return Err(ApiError::because(
                format!("placement_points[{i}].table_size"),
                Reason::Twice {
                    number: size as i64,
                },
            ));
        }
        let values: Option<Vec<i64>> = p.points.iter().map(|&v| hundredths(v)).collect();
        let values = values
            .filter(|v| v.len() == size && v.windows(2).all(|w| w[0] >= w[1]))
            .ok_or_else(|| {
                ApiError::because(
                    format!("placement_points[{i}].points"),
                    Reason::PlacementPoints { size: size as i64 },
                )
            })?;
        out[size] = values;
    }
    Ok(out)
}

fn tiebreaks_from(list: &[i32]) -> Result<Vec<TableTiebreak>, ApiError> {
    if list.len() > MAX_TIEBREAKS {
        return Err(ApiError::because(
            "tiebreaks",
            Reason::TooMany {
                count: list.len() as i64,
                limit: MAX_TIEBREAKS as i64,
            },
        ));
    }
    let mut out = list
        .iter()
        .enumerate()
        .map(|(i, &raw)| required(format!("tiebreaks[{i}]"), raw))
        .collect::<Result<Vec<TableTiebreak>, ApiError>>()?;
    if out.is_empty() {
        out = DEFAULT_TIEBREAKS.to_vec();
    }
    Ok(out)
}

fn ratings_from(list: &[pb::PlayerRating], n: usize) -> Result<Vec<Rating>, ApiError> {
    let model = RatingModel::default();
    let mut out = vec![model.start; n];
    let mut given = vec![false; n];
    for (i, r) in list.iter().enumerate() {
        let p = r.start_number as usize;
        if p == 0 || p > n {
            return Err(ApiError::because(
                format!("ratings[{i}].start_number"),
                Reason::NoSuchPlayer { number: p as i64 },
            ));
        }
        if given[p - 1] {
            return Err(ApiError::because(
                format!("ratings[{i}].start_number"),
                Reason::Twice { number: p as i64 },
            ));
        }
        let fine = r.mu.is_finite()
            && r.mu.abs() <= 1000.0
            && r.sigma.is_finite()
            && r.sigma > 0.0
            && r.sigma <= 1000.0;
        if !fine {
            return Err(ApiError::because(
                format!("ratings[{i}]"),
                Reason::RatingValue,
            ));
        }
        given[p - 1] = true;
        out[p - 1] = Rating {
            mu: r.mu,
            sigma: r.sigma,
        };
    }
    Ok(out)
}

/// A number as people write it: `1`, `0.5`, `0.17`.
fn shown(units: i64) -> String {
    let v = (points(units) * 100.0).round() / 100.0;
    format!("{v}")
}

/// How the points and tie-breaks were counted.
fn explanation(locale: Locale, req: &StandingsRequest) -> String {
    let scoring = match req.scoring {
        TableScoring::Winner => "winner",
        TableScoring::Linear => "linear",
        TableScoring::Placement => "placement",
    };
    let full: Vec<String> = match req.scoring {
        TableScoring::Placement => req
            .placement
            .get(req.table_size)
            .filter(|l| !l.is_empty())
            .cloned()
            .unwrap_or_else(|| {
                (0..req.table_size as i64)
                    .rev()
                    .map(|k| k * POINT)
                    .collect()
            })
            .into_iter()
            .map(shown)
            .collect(),
        _ => Vec::new(),
    };
    let bye = match req.bye {
        ByeScore::Average => "average",
        ByeScore::Win => "win",
        ByeScore::Zero => "zero",
    };
    let names: Vec<String> = req
        .tiebreaks
        .iter()
        .map(|tb| text(locale, "table-tiebreak", &[("name", (*tb).key().into())]))
        .collect();
    let separator = text(locale, "table-tiebreak-separator", &[]);
    text(
        locale,
        "table-standings-explanation",
        &[
            ("scoring", scoring.into()),
            ("size", (req.table_size as i64).into()),
            ("points", full.join("-").into()),
            ("bye", bye.into()),
            ("tiebreaks", names.join(&separator).into()),
        ],
    )
}
