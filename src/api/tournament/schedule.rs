//! `ScheduleRoundRobin` and `DrawKnockout`: the fixed schedules of an event.

use super::{players_list, texts};
use crate::api::Call;
use crate::api::enums::optional;
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::limits::MAX_ROUND_ROBIN_CYCLES;
use crate::pb::tournament::v1 as pb;
use crate::tournament::draw;
use crate::tournament::knockout::{self, BracketMatch, Draw, RunError, Slot};
use crate::tournament::round_robin::{self, RoundRobinError};

/// `ScheduleRoundRobin`.
pub fn schedule_round_robin(
    _call: &Call,
    req: pb::ScheduleRoundRobinRequest,
) -> Result<pb::ScheduleRoundRobinResponse, ApiError> {
    let pb::ScheduleRoundRobinRequest {
        players,
        player_count,
        cycles,
        random_draw,
        seed,
        exchange_last_two_rounds,
    } = req;
    let mut players = players_list(&players, player_count, "players")?;
    if cycles > MAX_ROUND_ROBIN_CYCLES {
        return Err(ApiError::because(
            "cycles",
            Reason::Between {
                min: 1,
                max: i64::from(MAX_ROUND_ROBIN_CYCLES),
            },
        ));
    }
    if random_draw {
        draw::shuffle(&mut players, seed);
    }
    let exchange = exchange_last_two_rounds.unwrap_or(true);
    let rounds =
        round_robin::schedule_with(&players, cycles.max(1), exchange).map_err(|e| match e {
            RoundRobinError::TooFewPlayers => {
                ApiError::because("players", Reason::AtLeastTwo { what: "players" })
            }
            RoundRobinError::TooManyPlayers(n) => ApiError::because(
                "players",
                Reason::TooMany {
                    count: n as i64,
                    limit: round_robin::MAX_PLAYERS as i64,
                },
            ),
        })?;
    Ok(pb::ScheduleRoundRobinResponse {
        rounds: rounds
            .into_iter()
            .map(|r| pb::ScheduledRound {
                round: r.number,
                games: r
                    .games
                    .iter()
                    .map(|g| pb::Game {
                        red: g.red,
                        black: g.black,
                    })
                    .collect(),
                bye: r.bye,
            })
            .collect(),
    })
}

fn slot_id(s: Slot) -> Option<u32> {
    match s {
        Slot::Player(p) => Some(p),
        Slot::Bye | Slot::WinnerOf(_) => None,
    }
}

fn match_to(m: &BracketMatch) -> pb::KnockoutMatch {
    let p = m.pairing;
    pb::KnockoutMatch {
        top: slot_id(p.top),
        bottom: slot_id(p.bottom),
        winner: m.winner.and_then(slot_id),
        bye: p.top == Slot::Bye || p.bottom == Slot::Bye,
    }
}

/// `DrawKnockout`: converts the results, runs the bracket in the domain, converts it back.
pub fn draw_knockout(
    call: &Call,
    req: pb::DrawKnockoutRequest,
) -> Result<pb::DrawKnockoutResponse, ApiError> {
    let pb::DrawKnockoutRequest {
        players,
        random_draw,
        seed,
        third_place,
        results,
    } = req;
    let players = players_list(&players, 0, "players")?;
    let draw = if random_draw {
        Draw::Random(seed)
    } else {
        Draw::Seeded
    };
    let results = results
        .iter()
        .enumerate()
        .map(|(ri, r)| {
            r.outcomes
                .iter()
                .enumerate()
                .map(|(mi, &o)| optional(format!("results[{ri}].outcomes[{mi}]"), o))
                .collect::<Result<Vec<_>, _>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    let bracket = knockout::run(&players, draw, &results, third_place).map_err(|e| {
        let field = match &e {
            RunError::Draw(_) => "players".to_string(),
            RunError::ResultCount { round, .. } => format!("results[{round}].outcomes"),
            RunError::MissingResult { round, match_index }
            | RunError::UndecidedBeforeLaterRounds { round, match_index } => {
                format!("results[{round}].outcomes[{match_index}]")
            }
            RunError::ResultsAfterFinal => "results".to_string(),
        };
        ApiError::invalid(field, e.to_string()).localized(|l| texts::knockout_error(l, &e))
    })?;
    Ok(pb::DrawKnockoutResponse {
        rounds: bracket
            .rounds
            .iter()
            .enumerate()
            .map(|(ri, matches)| pb::KnockoutRound {
                round: ri as u32 + 1,
                matches: matches.iter().map(match_to).collect(),
            })
            .collect(),
        third_place: bracket.third_place.map(|m| {
            match_to(&BracketMatch {
                pairing: m,
                winner: None,
            })
        }),
        champion: bracket.champion,
        explanation: texts::knockout(call.locale, bracket.next),
    })
}
