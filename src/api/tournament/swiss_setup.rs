//! The pre-event settings of a Swiss event at the edge: acceleration, virtual points,
//! prohibited pairs and clubs, between `pb::Event` and the domain model.

use crate::api::enums::{ToProto, required};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::limits::MAX_PROHIBITED_GROUPS;
use crate::pb::tournament::v1 as pb;
use crate::tournament::acceleration;
use crate::tournament::model::{PlayerId, ProhibitedPairs, Tournament};
use crate::tournament::trf::MAX_ROUNDS;

/// Reads the event-level settings of `e` into `t` (players already read).
pub fn settings_from(e: &pb::Event, field: &str, t: &mut Tournament) -> Result<(), ApiError> {
    t.acceleration = required(format!("{field}.acceleration"), e.acceleration)?;
    t.avoid_same_club = e.avoid_same_club;
    if !e.start_date.trim().is_empty() {
        t.start_date =
            Some(date_from(&e.start_date).ok_or_else(|| {
                ApiError::because(format!("{field}.start_date"), Reason::NotADate)
            })?);
    }
    if e.prohibited_pairs.len() > MAX_PROHIBITED_GROUPS {
        return Err(ApiError::invalid(
            format!("{field}.prohibited_pairs"),
            format!("at most {MAX_PROHIBITED_GROUPS} groups"),
        )
        .at_most(MAX_PROHIBITED_GROUPS, "groups"));
    }
    let last_of_event = t.total_rounds.unwrap_or(MAX_ROUNDS as u32);
    for (i, g) in e.prohibited_pairs.iter().enumerate() {
        let path = format!("{field}.prohibited_pairs[{i}]");
        if g.players.len() < 2 {
            return Err(ApiError::because(
                format!("{path}.players"),
                Reason::AtLeastTwo { what: "players" },
            ));
        }
        if let Some(id) = g.players.iter().find(|id| !t.players.contains_key(id)) {
            return Err(ApiError::because(
                format!("{path}.players"),
                Reason::NoSuchPlayer {
                    number: i64::from(*id),
                },
            ));
        }
        let first_round = g.first_round.max(1);
        let last_round = if g.last_round == 0 {
            last_of_event
        } else {
            g.last_round
        };
        if first_round > last_round || last_round as usize > MAX_ROUNDS {
            return Err(ApiError::because(
                path,
                Reason::RoundRange {
                    max: MAX_ROUNDS as i64,
                },
            ));
        }
        t.prohibited.push(ProhibitedPairs {
            players: g.players.clone(),
            first_round,
            last_round,
        });
    }
    acceleration::check(t).map_err(|err| {
        use acceleration::AccelerationError as E;
        let (at, what, number) = match err {
            E::TooManyProhibitedPairs(n) => (
                "prohibited_pairs",
                "prohibited-pairs",
                i64::try_from(n).unwrap_or(i64::MAX),
            ),
            E::TooManyRounds(id) => ("players", "too-many-rounds", i64::from(id)),
            E::PointSystem => ("acceleration", "point-system", 0),
            E::UnknownLength => ("acceleration", "unknown-length", 0),
        };
        ApiError::because(
            format!("{field}.{at}"),
            Reason::Acceleration {
                what,
                number,
                limit: i64::try_from(acceleration::MAX_PROHIBITED_PAIRS).unwrap_or(i64::MAX),
            },
        )
    })
}

fn date_from(text: &str) -> Option<(u16, u8, u8)> {
    let mut parts = text.trim().split('-');
    let y: u16 = parts.next()?.parse().ok()?;
    let m: u8 = parts.next()?.parse().ok()?;
    let d: u8 = parts.next()?.parse().ok()?;
    (parts.next().is_none()
        && (1900..=2200).contains(&y)
        && (1..=12).contains(&m)
        && (1..=31).contains(&d))
    .then_some((y, m, d))
}

/// Reads one player's virtual points (0.5 steps) into `t`.
pub fn virtual_points_from(
    values: &[f64],
    id: PlayerId,
    path: &str,
    t: &mut Tournament,
) -> Result<(), ApiError> {
    if values.is_empty() {
        return Ok(());
    }
    if values.len() > MAX_ROUNDS {
        return Err(
            ApiError::invalid(path, format!("at most {MAX_ROUNDS} rounds"))
                .at_most(MAX_ROUNDS, "rounds"),
        );
    }
    let mut points = Vec::with_capacity(values.len());
    for (r, v) in values.iter().enumerate() {
        points.push(crate::api::tournament::points::half_points(
            *v,
            &format!("{path}[{r}]"),
        )?);
    }
    t.virtual_points.insert(id, points);
    Ok(())
}

/// Writes the event-level settings of `t` into `e`.
pub fn settings_to(t: &Tournament, e: &mut pb::Event) {
    e.acceleration = t.acceleration.wire();
    e.avoid_same_club = t.avoid_same_club;
    e.start_date = t
        .start_date
        .map(|(y, m, d)| format!("{y:04}-{m:02}-{d:02}"))
        .unwrap_or_default();
    e.prohibited_pairs = t
        .prohibited
        .iter()
        .map(|g| pb::ProhibitedPairs {
            players: g.players.clone(),
            first_round: g.first_round,
            last_round: g.last_round,
        })
        .collect();
    for p in &mut e.players {
        if let Some(v) = t.virtual_points.get(&p.start_number) {
            p.virtual_points = v.iter().map(|&x| x as f64 / 2.0).collect();
        }
    }
}
