//! The tournament RPCs: proto ↔ the pure `tournament` crate, with field paths for errors. The
//! handlers of pairing, standings, brackets, TRF and teams are here; multi-stage events in
//! `event`, the pairing checks in `swiss_check`, the Swiss set-up options in `swiss_setup`,
//! point systems in `points`, the answers' texts in `texts`.

pub mod event;
pub mod points;
pub mod ratings;
pub mod swiss_check;
pub mod swiss_setup;
pub mod texts;

use crate::api::Call;
use crate::api::reason::Reason;
use crate::api::work_memory::swiss_round_bytes;
use std::collections::HashMap;
use std::time::Duration;

use crate::api::enums::{ToProto, optional, required};
use crate::api::error::{ApiError, ErrorCode};
use crate::limits::{
    MAX_BOARDS, MAX_PAIRING_MS, MAX_ROUND_ROBIN_CYCLES, MAX_SCHEDULE_PLAYERS, MAX_SWISS_PLAYERS,
    MAX_TEAM_MATCHES, MAX_TEAMS, MAX_TIEBREAKS, MAX_TRF_BYTES, MAX_TRF_PLAYERS, MAX_TRF_ROUNDS,
};
use crate::pb::tournament::v1 as pb;
use crate::tournament::draw;
use crate::tournament::knockout::{self, BracketMatch, Draw, RunError, Slot};
use crate::tournament::model::{
    GameResult, HalfPoints, Player, PointSystem, RoundEntry, RoundKind, Tournament,
};
use crate::tournament::round_robin::{self, RoundRobinError};
use crate::tournament::standings::{self, Preset, Tiebreak, UnplayedRule};
use crate::tournament::swiss::{PairingError, dutch};
use crate::tournament::team_tiebreaks::{self, TeamCriterion};
use crate::tournament::team_trf;
use crate::tournament::teams::{self, TeamMatch, TeamPoints, TeamRow, TeamTiebreak};
use crate::tournament::tiebreak::{CodeError, Criterion};
use crate::tournament::{trf, trf_document};
use points::half_points;

pub(crate) fn points_from(
    p: &pb::PointSystem,
    field: &str,
) -> Result<Option<PointSystem>, ApiError> {
    if p.custom {
        let win = half_points(p.win, &format!("{field}.win"))?;
        let draw = half_points(p.draw, &format!("{field}.draw"))?;
        let draw_black = if p.draw_black == 0.0 {
            draw
        } else {
            half_points(p.draw_black, &format!("{field}.draw_black"))?
        };
        return Ok(Some(PointSystem {
            win,
            draw,
            draw_black,
            loss: half_points(p.loss, &format!("{field}.loss"))?,
            zero: half_points(p.zero, &format!("{field}.zero"))?,
            bye: half_points(p.bye, &format!("{field}.bye"))?,
        }));
    }
    Ok(match pb::PointPreset::try_from(p.preset) {
        Ok(pb::PointPreset::Unspecified) => None,
        Ok(pb::PointPreset::Standard) => Some(PointSystem::STANDARD),
        Ok(pb::PointPreset::Cxa) => Some(PointSystem::CXA),
        Ok(pb::PointPreset::ThreeOneZero) => Some(PointSystem::THREE_ONE_ZERO),
        Ok(pb::PointPreset::AsymmetricDraw) => Some(PointSystem {
            win: 6,
            draw: 2,
            draw_black: 4,
            loss: 0,
            zero: 0,
            bye: 6,
        }),
        Err(_) => {
            return Err(ApiError::unknown_value(format!("{field}.preset"), p.preset));
        }
    })
}

fn kind_from(result: i32, field: &str) -> Result<RoundKind, ApiError> {
    use pb::ResultKind as K;
    Ok(match K::try_from(result) {
        Ok(K::Unspecified | K::ZeroBye) => RoundKind::ZeroBye,
        Ok(K::Win) => RoundKind::Played(GameResult::Win),
        Ok(K::Draw) => RoundKind::Played(GameResult::Draw),
        Ok(K::Loss) => RoundKind::Played(GameResult::Loss),
        Ok(K::ForfeitWin) => RoundKind::ForfeitWin,
        Ok(K::ForfeitLoss) => RoundKind::ForfeitLoss,
        Ok(K::PairingBye) => RoundKind::PairingBye,
        Ok(K::HalfBye) => RoundKind::HalfBye,
        Ok(K::FullBye) => RoundKind::FullBye,
        Err(_) => return Err(ApiError::unknown_value(field, result)),
    })
}

fn kind_to(kind: RoundKind) -> pb::ResultKind {
    use pb::ResultKind as K;
    match kind {
        RoundKind::Played(GameResult::Win) => K::Win,
        RoundKind::Played(GameResult::Draw) => K::Draw,
        RoundKind::Played(GameResult::Loss) => K::Loss,
        RoundKind::ForfeitWin => K::ForfeitWin,
        RoundKind::ForfeitLoss => K::ForfeitLoss,
        RoundKind::PairingBye => K::PairingBye,
        RoundKind::HalfBye => K::HalfBye,
        RoundKind::FullBye => K::FullBye,
        RoundKind::ZeroBye => K::ZeroBye,
    }
}

/// A text that goes into a TRF line: control characters (a newline would start a forged
/// line) are refused, naming the field.
fn trf_text(value: String, field: impl FnOnce() -> String) -> Result<String, ApiError> {
    match value.chars().position(char::is_control) {
        None => Ok(value),
        Some(at) => Err(ApiError::because(
            field(),
            Reason::ControlCharacter {
                at: i64::try_from(at).unwrap_or(i64::MAX),
            },
        )),
    }
}

/// Reads a structured event, checking it like a TRF.
pub fn event_from(e: pb::Event, field: &str) -> Result<Tournament, ApiError> {
    if e.players.len() > MAX_TRF_PLAYERS {
        return Err(ApiError::invalid(
            format!("{field}.players"),
            format!("at most {} players", MAX_TRF_PLAYERS),
        )
        .at_most(MAX_TRF_PLAYERS, "players"));
    }
    let mut t = Tournament {
        name: trf_text(e.name.clone(), || format!("{field}.name"))?,
        total_rounds: (e.total_rounds > 0).then_some(e.total_rounds),
        initial_colour: optional(format!("{field}.initial_colour"), e.initial_colour)?,
        points: match e.points {
            Some(p) => points_from(&p, &format!("{field}.points"))?.unwrap_or_default(),
            None => PointSystem::default(),
        },
        ..Tournament::default()
    };
    if e.total_rounds as usize > trf::MAX_ROUNDS {
        return Err(ApiError::invalid(
            format!("{field}.total_rounds"),
            format!("at most {}", trf::MAX_ROUNDS),
        )
        .at_most(trf::MAX_ROUNDS, "rounds"));
    }
    for (i, p) in e.players.iter().enumerate() {
        let path = format!("{field}.players[{i}]");
        if p.start_number == 0 || p.start_number as usize > MAX_TRF_PLAYERS {
            return Err(ApiError::because(
                format!("{path}.start_number"),
                Reason::Between {
                    min: 1,
                    max: MAX_TRF_PLAYERS as i64,
                },
            ));
        }
        if p.rounds.len() > trf::MAX_ROUNDS {
            return Err(ApiError::invalid(
                format!("{path}.rounds"),
                format!("at most {} rounds", trf::MAX_ROUNDS),
            )
            .at_most(trf::MAX_ROUNDS, "rounds"));
        }
        let mut rounds = Vec::with_capacity(p.rounds.len());
        for (j, r) in p.rounds.iter().enumerate() {
            let rpath = format!("{path}.rounds[{j}]");
            let kind = kind_from(r.result, &format!("{rpath}.result"))?;
            let colour = optional(format!("{rpath}.colour"), r.colour)?;
            let opponent = (r.opponent != 0).then_some(r.opponent);
            let needs_opponent = matches!(
                kind,
                RoundKind::Played(_) | RoundKind::ForfeitWin | RoundKind::ForfeitLoss
            );
            if needs_opponent && (opponent.is_none() || colour.is_none()) {
                return Err(ApiError::because(rpath, Reason::GameNeedsOpponent));
            }
            if !needs_opponent && opponent.is_some() {
                return Err(ApiError::because(rpath, Reason::ByeHasNoOpponent));
            }
            rounds.push(RoundEntry {
                opponent,
                colour,
                kind,
            });
        }
        let player = Player {
            id: p.start_number,
            name: trf_text(p.name.clone(), || format!("{path}.name"))?,
            rating: p.rating,
            rounds,
            fouls: p.fouls,
            club: trf_text(p.club.clone(), || format!("{path}.club"))?,
        };
        swiss_setup::virtual_points_from(
            &p.virtual_points,
            p.start_number,
            &format!("{path}.virtual_points"),
            &mut t,
        )?;
        if t.players.insert(p.start_number, player).is_some() {
            return Err(ApiError::because(
                format!("{path}.start_number"),
                Reason::Twice {
                    number: i64::from(p.start_number),
                },
            ));
        }
    }
    if t.players.is_empty() {
        return Err(ApiError::because(
            format!("{field}.players"),
            Reason::NoPlayers,
        ));
    }
    trf::check(&t).map_err(|e| trf_invalid(&format!("{field}.players"), &e))?;
    swiss_setup::settings_from(&e, field, &mut t)?;
    Ok(t)
}

/// Writes the structured event.
pub fn event_to(t: &Tournament) -> pb::Event {
    let p = &t.points;
    let mut e = pb::Event {
        name: t.name.clone(),
        players: t
            .players
            .values()
            .map(|pl| pb::EventPlayer {
                start_number: pl.id,
                name: pl.name.clone(),
                rating: pl.rating,
                rounds: pl
                    .rounds
                    .iter()
                    .map(|e| pb::RoundResult {
                        opponent: e.opponent.unwrap_or(0),
                        colour: e.colour.map_or(0, |c| c.wire()),
                        result: kind_to(e.kind) as i32,
                    })
                    .collect(),
                fouls: pl.fouls,
                club: pl.club.clone(),
                virtual_points: Vec::new(),
            })
            .collect(),
        total_rounds: t.total_rounds.unwrap_or(0),
        initial_colour: t.initial_colour.map_or(0, |c| c.wire()),
        points: Some(pb::PointSystem {
            preset: pb::PointPreset::Unspecified as i32,
            custom: true,
            win: p.win as f64 / 2.0,
            draw: p.draw as f64 / 2.0,
            draw_black: p.draw_black as f64 / 2.0,
            loss: p.loss as f64 / 2.0,
            zero: p.zero as f64 / 2.0,
            bye: p.bye as f64 / 2.0,
        }),
        ..pb::Event::default()
    };
    swiss_setup::settings_to(t, &mut e);
    e
}

/// The event of a request: `trf` text or the structured `event`, exactly one.
pub(crate) fn load(trf_text: &str, event: Option<pb::Event>) -> Result<Tournament, ApiError> {
    match (trf_text.trim().is_empty(), event) {
        (false, Some(_)) => Err(ApiError::because(
            "trf",
            Reason::EitherNotBoth {
                what: "trf-or-event",
            },
        )),
        (true, None) => Err(ApiError::because("trf", Reason::Required { what: "event" })),
        (true, Some(e)) => event_from(e, "event"),
        (false, None) => {
            if trf_text.len() > MAX_TRF_BYTES {
                return Err(
                    ApiError::invalid("trf", format!("at most {MAX_TRF_BYTES} bytes"))
                        .at_most(MAX_TRF_BYTES, "bytes"),
                );
            }
            trf::parse(trf_text).map_err(|e| trf_invalid("trf", &e))
        }
    }
}

/// `PairSwissRound`.
pub fn pair_swiss_round(
    call: &Call,
    req: pb::PairSwissRoundRequest,
) -> Result<pb::PairSwissRoundResponse, ApiError> {
    let pb::PairSwissRoundRequest {
        trf,
        system,
        seed,
        event,
    } = req;
    match pb::PairingSystem::try_from(system) {
        Ok(pb::PairingSystem::Unspecified | pb::PairingSystem::Dutch) => {}
        Err(_) => {
            return Err(ApiError::unknown_value("system", system));
        }
    }
    let t = load(&trf, event)?;
    if t.players.len() > MAX_SWISS_PLAYERS {
        return Err(ApiError::invalid(
            "trf",
            format!("at most {MAX_SWISS_PLAYERS} players can be paired"),
        )
        .at_most(MAX_SWISS_PLAYERS, "players"));
    }
    let _memory = call.memory.reserve(swiss_round_bytes(t.players.len()))?;
    // The request's own stop signal (deadline, client gone) ends the work; the cap is for
    // callers without one.
    let stop = call.stop_within(Duration::from_millis(MAX_PAIRING_MS));
    let round = dutch::pair_next_round_until(&t, Some(seed), &stop).map_err(pairing_error)?;
    let explanation = texts::round(call.locale, &round);
    Ok(pb::PairSwissRoundResponse {
        pairings: round
            .boards
            .iter()
            .enumerate()
            .map(|(i, b)| pb::Pairing {
                red: b.red,
                black: b.black,
                board: i as u32 + 1,
                explanation: texts::pairing(call.locale, &b.why),
            })
            .collect(),
        byes: round.bye.into_iter().collect(),
        round: round.number,
        not_paired: round.not_paired,
        explanation,
    })
}

/// A tie-break value as the answer shows it (0 when it does not apply).
pub(crate) fn tiebreak_number(v: &standings::TiebreakValue, tb: Tiebreak) -> f64 {
    v.value.map_or(0.0, |x| x as f64 / tb.scale() as f64)
}

/// Tie-breaks given as FIDE codes with C.07 modifiers (the request's `tiebreak_codes`, a
/// file's records 212 and 202), or which code is refused and why; `field` names the list.
pub(crate) fn criteria_from_codes(
    codes: &[String],
    field: &str,
) -> Result<Vec<Criterion>, ApiError> {
    let known: Vec<&str> = standings::FIDE_CODES
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| !c.contains('/'))
        .collect();
    parse_codes(codes, field, &known.join(", "), "point-system", &|code| {
        Criterion::from_fide_code(code)
    })
}

/// The names a team event's `tiebreak_codes` take (each with `:MP` or `:GP` where it counts
/// a score, and C.07's modifiers).
const TEAM_CODES: &str = "MPTS, GPTS, BH, FB, SB, PS, KS, DE, WIN, WON, REP, TPN, ESB, \
    EMMSB, EMGSB, EGMSB, EGGSB, EDE, EDEC, EDET, EDEB, EDEBT, EDEBB, BC, TBR, BBE";

/// A team event's tie-breaks given as FIDE codes (`BH:GP/C1`), or which code is refused and
/// why.
pub(crate) fn team_criteria_from_codes(
    codes: &[String],
    field: &str,
) -> Result<Vec<TeamCriterion>, ApiError> {
    parse_codes(codes, field, TEAM_CODES, "team-point-system", &|code| {
        TeamCriterion::from_fide_code(code)
    })
}

/// Reads each code of `codes` with `parse`; a refusal names the code and why (`known`: the
/// names to choose from; `point_system`: the problem a point system is).
fn parse_codes<T>(
    codes: &[String],
    field: &str,
    known: &str,
    point_system: &str,
    parse: &dyn Fn(&str) -> Result<T, CodeError>,
) -> Result<Vec<T>, ApiError> {
    if codes.len() > MAX_TIEBREAKS {
        return Err(
            ApiError::invalid(field, format!("at most {MAX_TIEBREAKS} tie-breaks"))
                .at_most(MAX_TIEBREAKS, "tiebreaks"),
        );
    }
    // A prefix of the input, printable characters only: the answer quotes no more of it.
    let shown = |text: &str| -> String {
        text.chars()
            .filter(char::is_ascii_graphic)
            .take(12)
            .collect()
    };
    codes
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let at = format!("{field}[{i}] ({})", shown(code));
            let refused = |problem: &str, modifier: &str| {
                ApiError::because(
                    at.clone(),
                    Reason::TiebreakCode {
                        problem,
                        modifier: &shown(modifier),
                    },
                )
            };
            parse(code).map_err(|e| match e {
                CodeError::Unknown => {
                    ApiError::because(at.clone(), Reason::OneOf { values: known })
                }
                CodeError::NotFor(m) => refused("not-for", &m),
                CodeError::BadModifier(m) => refused("bad-modifier", &m),
                CodeError::PointSystem => refused(point_system, ""),
                CodeError::IndividualOnly => refused("individual-only", ""),
            })
        })
        .collect()
}

/// The tie-breaks of a file's own list (TRF-2026 records 212 and 202, FIDE codes with
/// modifiers), or which code Arbiter does not read.
pub(crate) fn file_rank_order(codes: &[String]) -> Result<Vec<Criterion>, ApiError> {
    criteria_from_codes(codes, "trf.rankOrder")
}

/// `ComputeStandings`.
pub fn compute_standings(
    _call: &Call,
    req: pb::ComputeStandingsRequest,
) -> Result<pb::ComputeStandingsResponse, ApiError> {
    let pb::ComputeStandingsRequest {
        trf,
        tiebreaks,
        preset,
        unplayed,
        event,
        fouls,
        points,
        tiebreak_codes,
    } = req;
    if !tiebreaks.is_empty() && !tiebreak_codes.is_empty() {
        return Err(ApiError::because(
            "tiebreak_codes",
            Reason::EitherNotBoth {
                what: "codes-or-tiebreaks",
            },
        ));
    }
    let mut t = load(&trf, event)?;
    if let Some(p) = &points
        && let Some(points) = points_from(p, "points")?
    {
        t.points = points;
    }
    for (id, fouls) in &fouls {
        let Some(p) = t.players.get_mut(id) else {
            return Err(ApiError::because(
                format!("fouls[{id}]"),
                Reason::NoSuchPlayer {
                    number: i64::from(*id),
                },
            ));
        };
        p.fouls = *fouls;
    }
    let preset = optional("preset", preset)?;
    let tiebreaks: Vec<Criterion> = if !tiebreak_codes.is_empty() {
        criteria_from_codes(&tiebreak_codes, "tiebreak_codes")?
    } else if tiebreaks.is_empty() && preset.is_none() && !t.rank_order.is_empty() {
        file_rank_order(&t.rank_order)?
    } else if tiebreaks.is_empty() {
        preset
            .unwrap_or(Preset::CxaOpponents)
            .tiebreaks()
            .iter()
            .map(|&tb| Criterion::from(tb))
            .collect()
    } else {
        if tiebreaks.len() > MAX_TIEBREAKS {
            return Err(ApiError::invalid(
                "tiebreaks",
                format!("at most {MAX_TIEBREAKS} tie-breaks"),
            )
            .at_most(MAX_TIEBREAKS, "tiebreaks"));
        }
        tiebreaks
            .iter()
            .enumerate()
            .map(|(i, &v)| required::<Tiebreak>(format!("tiebreaks[{i}]"), v).map(Criterion::from))
            .collect::<Result<_, _>>()?
    };
    let rule =
        optional("unplayed", unplayed)?.unwrap_or_else(|| UnplayedRule::in_force(t.start_date));
    let rows = standings::standings(&t, &tiebreaks, rule);
    let first_tied = rows.get(1).is_some_and(|r| r.tied_with_previous);
    let rows = rows
        .iter()
        .enumerate()
        .map(|(i, r)| pb::StandingRow {
            start_number: r.id,
            rank: r.rank,
            points: r.points as f64 / 2.0,
            tiebreaks: r
                .tiebreaks
                .iter()
                .zip(&tiebreaks)
                .map(|(v, c)| tiebreak_number(v, c.tiebreak))
                .collect(),
            name: t
                .players
                .get(&r.id)
                .map(|p| p.name.clone())
                .unwrap_or_default(),
            // Every row of a tie is tied, not only the lower one.
            tied: r.tied_with_previous || rows.get(i + 1).is_some_and(|n| n.tied_with_previous),
            playoff_needed: first_tied && rows[..=i].iter().skip(1).all(|x| x.tied_with_previous),
        })
        .collect();
    Ok(pb::ComputeStandingsResponse {
        rows,
        tiebreaks: tiebreaks.iter().map(|c| c.tiebreak.wire()).collect(),
        rounds: t.rounds_recorded() as u32,
        tiebreak_codes: tiebreaks
            .iter()
            .map(|c| c.fide_code().unwrap_or_default())
            .collect(),
    })
}

fn players_list(players: &[u32], count: u32, field: &str) -> Result<Vec<u32>, ApiError> {
    // Check the count before building the list: a huge `player_count` must cost nothing.
    if players.len() > MAX_SCHEDULE_PLAYERS
        || (players.is_empty() && count as usize > MAX_SCHEDULE_PLAYERS)
    {
        return Err(
            ApiError::invalid(field, format!("at most {MAX_SCHEDULE_PLAYERS} players"))
                .at_most(MAX_SCHEDULE_PLAYERS, "players"),
        );
    }
    let list: Vec<u32> = if players.is_empty() {
        (1..=count).collect()
    } else {
        players.to_vec()
    };
    if list.len() > MAX_SCHEDULE_PLAYERS {
        return Err(
            ApiError::invalid(field, format!("at most {MAX_SCHEDULE_PLAYERS} players"))
                .at_most(MAX_SCHEDULE_PLAYERS, "players"),
        );
    }
    if list.len() < 2 {
        return Err(ApiError::because(
            field,
            Reason::AtLeastTwo { what: "players" },
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for (i, &p) in list.iter().enumerate() {
        if p == 0 {
            return Err(ApiError::because(
                format!("{field}[{i}]"),
                Reason::StartNumbersFromOne,
            ));
        }
        if !seen.insert(p) {
            return Err(ApiError::because(
                format!("{field}[{i}]"),
                Reason::Twice {
                    number: i64::from(p),
                },
            ));
        }
    }
    Ok(list)
}

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

/// `ParseTrf`.
pub fn parse_trf(_call: &Call, req: pb::ParseTrfRequest) -> Result<pb::ParseTrfResponse, ApiError> {
    let pb::ParseTrfRequest { trf } = req;
    let t = load(&trf, None)?;
    Ok(pb::ParseTrfResponse {
        rounds: t.rounds_recorded() as u32,
        event: Some(event_to(&t)),
    })
}

/// `WriteTrf`.
pub fn write_trf(_call: &Call, req: pb::WriteTrfRequest) -> Result<pb::WriteTrfResponse, ApiError> {
    let pb::WriteTrfRequest { event, base_trf } = req;
    let event =
        event.ok_or_else(|| ApiError::because("event", Reason::Required { what: "event" }))?;
    // A TRF start number has four columns (001, columns 5–8): 10,000 cannot be written, and a
    // file with it would be read as another player's number.
    if let Some(i) = event.players.iter().position(|p| p.start_number > 9999) {
        return Err(ApiError::because(
            format!("event.players[{i}].start_number"),
            Reason::Between { min: 1, max: 9999 },
        ));
    }
    let t = event_from(event, "event")?;
    let ranks: HashMap<u32, u32> =
        standings::standings(&t, Preset::CxaOpponents.tiebreaks(), UnplayedRule::Fide2024)
            .into_iter()
            .map(|r| (r.id, r.rank))
            .collect();
    if !base_trf.trim().is_empty() {
        if base_trf.len() > MAX_TRF_BYTES {
            return Err(
                ApiError::invalid("base_trf", format!("at most {MAX_TRF_BYTES} bytes"))
                    .at_most(MAX_TRF_BYTES, "bytes"),
            );
        }
        let (doc, _) =
            trf_document::Document::parse(&base_trf).map_err(|e| trf_invalid("base_trf", &e))?;
        return Ok(pb::WriteTrfResponse { trf: doc.write(&t) });
    }
    Ok(pb::WriteTrfResponse {
        trf: trf::write(&t, &ranks),
    })
}

/// `ComputeTeamStandings`.
pub fn compute_team_standings(
    _call: &Call,
    req: pb::ComputeTeamStandingsRequest,
) -> Result<pb::ComputeTeamStandingsResponse, ApiError> {
    let pb::ComputeTeamStandingsRequest {
        teams,
        matches,
        tiebreaks,
        game_win,
        game_draw,
        match_win,
        match_draw,
        tiebreak_codes,
        unplayed,
        byes,
        bye_match_points,
        bye_game_points,
        trf,
    } = req;
    let mut from_file = None;
    let input = if trf.is_empty() {
        TeamInput {
            teams,
            matches,
            byes,
            points: [game_win, game_draw, match_win, match_draw],
        }
    } else {
        if !teams.is_empty() || !matches.is_empty() || !byes.is_empty() {
            return Err(ApiError::because(
                "trf",
                Reason::EitherNotBoth {
                    what: "trf-or-matches",
                },
            ));
        }
        if trf.len() > MAX_TRF_BYTES {
            return Err(
                ApiError::invalid("trf", format!("at most {MAX_TRF_BYTES} bytes"))
                    .at_most(MAX_TRF_BYTES, "bytes"),
            );
        }
        let file = team_trf::read(&trf).map_err(|e| trf_invalid("trf", &e))?;
        let input = TeamInput::from_file(&file);
        from_file = Some(file);
        input
    };
    let TeamInput {
        teams,
        matches,
        byes,
        points,
    } = input;
    // What the file's records became is checked as the request's fields are; an error there
    // is the file's, reported at `trf`.
    let source = |e: ApiError| {
        if from_file.is_some() {
            e.reported_at("trf")
        } else {
            e
        }
    };
    // The file's own list applies unless the request names tie-breaks.
    let file_codes = from_file
        .as_ref()
        .filter(|f| tiebreak_codes.is_empty() && tiebreaks.is_empty() && !f.rank_order.is_empty())
        .map(|f| f.rank_order.clone());
    let (tiebreak_codes, codes_field) = match file_codes {
        Some(codes) => (codes, "trf.rankOrder"),
        None => (tiebreak_codes, "tiebreak_codes"),
    };
    if !tiebreaks.is_empty() && !tiebreak_codes.is_empty() {
        return Err(ApiError::because(
            "tiebreak_codes",
            Reason::EitherNotBoth {
                what: "codes-or-tiebreaks",
            },
        ));
    }
    if teams.len() > MAX_TEAMS {
        return Err(source(
            ApiError::invalid("teams", format!("at most {MAX_TEAMS} teams"))
                .at_most(MAX_TEAMS, "teams"),
        ));
    }
    if matches.len() > MAX_TEAM_MATCHES {
        return Err(source(
            ApiError::invalid("matches", format!("at most {MAX_TEAM_MATCHES} matches"))
                .at_most(MAX_TEAM_MATCHES, "matches"),
        ));
    }
    let roster = team_roster(&teams).map_err(source)?;
    let matches = matches
        .iter()
        .enumerate()
        .map(|(i, m)| team_match_from(i, m, &roster.fouls))
        .collect::<Result<Vec<_>, _>>()
        .map_err(source)?;
    let points = team_points_from(points)?;
    if !tiebreak_codes.is_empty() {
        let criteria = team_criteria_from_codes(&tiebreak_codes, codes_field)?;
        let start_date = from_file.as_ref().and_then(|f| f.start_date);
        // A round robin's pairings were fixed in advance: every round with an opponent
        // counts against that opponent (the plain rule), as FIDE's tool reads one.
        let rule = optional("unplayed", unplayed)?.unwrap_or_else(|| match &from_file {
            Some(f) if f.round_robin => UnplayedRule::Plain,
            Some(_) => UnplayedRule::in_force(start_date),
            None => UnplayedRule::default(),
        });
        let byes = team_byes_from(&byes, &matches, &roster.fouls).map_err(source)?;
        let boards = matches.iter().map(|m| m.boards.len()).max().unwrap_or(0) as i64;
        let (file_match, file_game) = from_file
            .as_ref()
            .and_then(|f| f.bye_points)
            .unwrap_or((points.match_win, boards * points.game_win));
        let bye_points = (
            bye_match_points.map_or(Ok(file_match), |v| half_points(v, "bye_match_points"))?,
            bye_game_points.map_or(Ok(file_game), |v| half_points(v, "bye_game_points"))?,
        );
        let event = team_tiebreaks::TeamEvent {
            teams: &roster.ids,
            matches: &matches,
            byes: &byes,
            points,
            bye_points,
        };
        let rows = team_tiebreaks::fide_team_standings(&event, &criteria, rule);
        return Ok(fide_team_rows_to_pb(&rows, &criteria, &roster.names));
    }
    if !byes.is_empty() {
        // The association's team order has no byes: a bye's points would go uncounted.
        return Err(ApiError::because(
            "byes",
            Reason::EitherNotBoth {
                what: "byes-need-codes",
            },
        ));
    }
    let tiebreaks = team_tiebreaks_from(&tiebreaks)?;
    let rows = teams::team_standings(&roster.ids, &roster.fouls, &matches, &points, &tiebreaks);
    Ok(pb::ComputeTeamStandingsResponse {
        rows: rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let tied =
                    r.tied_with_previous || rows.get(i + 1).is_some_and(|n| n.tied_with_previous);
                team_row_to_pb(r, tied, &tiebreaks, &roster.names)
            })
            .collect(),
        tiebreaks: tiebreaks.iter().map(ToProto::wire).collect(),
        tiebreak_codes: Vec::new(),
    })
}

/// A team event as the request's own fields give it, or as a team file states it.
struct TeamInput {
    teams: Vec<pb::Team>,
    matches: Vec<pb::TeamMatch>,
    byes: Vec<pb::TeamBye>,
    /// Game win and draw, match win and draw, in points (0 = the default).
    points: [f64; 4],
}

impl TeamInput {
    /// A team file as the request's fields.
    fn from_file(file: &team_trf::TeamFile) -> TeamInput {
        let p = file.points;
        let points = |v: HalfPoints| v as f64 / 2.0;
        TeamInput {
            teams: file
                .teams
                .iter()
                .map(|t| pb::Team {
                    id: t.id,
                    name: t.name.clone(),
                    fouls: 0,
                })
                .collect(),
            matches: file
                .matches
                .iter()
                .map(|m| pb::TeamMatch {
                    round: m.round,
                    home: m.home,
                    away: m.away,
                    boards: m.boards.iter().map(ToProto::wire).collect(),
                })
                .collect(),
            byes: file
                .byes
                .iter()
                .map(|&(round, team)| pb::TeamBye { round, team })
                .collect(),
            points: [
                points(p.game_win),
                points(p.game_draw),
                points(p.match_win),
                points(p.match_draw),
            ],
        }
    }
}

/// The teams of a request: their numbers in order, fouls and names.
struct TeamRoster {
    ids: Vec<u32>,
    fouls: HashMap<u32, u32>,
    names: HashMap<u32, String>,
}

fn team_roster(teams: &[pb::Team]) -> Result<TeamRoster, ApiError> {
    let mut roster = TeamRoster {
        ids: Vec::with_capacity(teams.len()),
        fouls: HashMap::new(),
        names: HashMap::new(),
    };
    for (i, t) in teams.iter().enumerate() {
        if t.id == 0 || roster.fouls.contains_key(&t.id) {
            return Err(ApiError::because(
                format!("teams[{i}].id"),
                Reason::TeamNumbers,
            ));
        }
        roster.ids.push(t.id);
        roster.fouls.insert(t.id, t.fouls);
        roster.names.insert(t.id, t.name.clone());
    }
    if roster.ids.len() < 2 {
        return Err(ApiError::because(
            "teams",
            Reason::AtLeastTwo { what: "teams" },
        ));
    }
    Ok(roster)
}

fn team_match_from(
    i: usize,
    m: &pb::TeamMatch,
    teams: &HashMap<u32, u32>,
) -> Result<TeamMatch, ApiError> {
    let path = format!("matches[{i}]");
    for (f, id) in [("home", m.home), ("away", m.away)] {
        if !teams.contains_key(&id) {
            return Err(ApiError::because(
                format!("{path}.{f}"),
                Reason::NoSuchTeam {
                    number: i64::from(id),
                },
            ));
        }
    }
    if m.home == m.away {
        return Err(ApiError::because(
            format!("{path}.away"),
            Reason::TeamPlaysItself,
        ));
    }
    if m.boards.is_empty() || m.boards.len() > MAX_BOARDS {
        return Err(ApiError::because(
            format!("{path}.boards"),
            Reason::Between {
                min: 1,
                max: MAX_BOARDS as i64,
            },
        ));
    }
    let boards = m
        .boards
        .iter()
        .enumerate()
        .map(|(j, &b)| required(format!("{path}.boards[{j}]"), b))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(TeamMatch {
        round: m.round,
        home: m.home,
        away: m.away,
        boards,
    })
}

/// The byes of a team event as (round, team), once every round is known to hold each team
/// at most once (a match or a bye): FIDE's team tie-breaks count per round.
fn team_byes_from(
    byes: &[pb::TeamBye],
    matches: &[TeamMatch],
    teams: &HashMap<u32, u32>,
) -> Result<Vec<(u32, u32)>, ApiError> {
    if byes.len() > MAX_TEAM_MATCHES {
        return Err(
            ApiError::invalid("byes", format!("at most {MAX_TEAM_MATCHES} byes"))
                .at_most(MAX_TEAM_MATCHES, "byes"),
        );
    }
    let rounds = || Reason::Between {
        min: 1,
        max: MAX_TRF_ROUNDS as i64,
    };
    let mut seen = std::collections::HashSet::new();
    let mut once = |path: String, round: u32, team: u32| -> Result<(), ApiError> {
        if round == 0 || round as usize > MAX_TRF_ROUNDS {
            return Err(ApiError::because(format!("{path}.round"), rounds()));
        }
        if !seen.insert((round, team)) {
            return Err(ApiError::because(
                format!("{path} (round {round})"),
                Reason::Twice {
                    number: i64::from(team),
                },
            ));
        }
        Ok(())
    };
    for (i, m) in matches.iter().enumerate() {
        once(format!("matches[{i}].home"), m.round, m.home)?;
        once(format!("matches[{i}].away"), m.round, m.away)?;
    }
    byes.iter()
        .enumerate()
        .map(|(i, b)| {
            if !teams.contains_key(&b.team) {
                return Err(ApiError::because(
                    format!("byes[{i}].team"),
                    Reason::NoSuchTeam {
                        number: i64::from(b.team),
                    },
                ));
            }
            once(format!("byes[{i}].team"), b.round, b.team)?;
            Ok((b.round, b.team))
        })
        .collect()
}

/// The request's points; 0 (unset) keeps the domain's default for that field.
/// The points of a team event from the request's `game_win`, `game_draw`, `match_win` and
/// `match_draw` (0 = the default).
fn team_points_from(
    [game_win, game_draw, match_win, match_draw]: [f64; 4],
) -> Result<TeamPoints, ApiError> {
    let d = TeamPoints::default();
    let or_default =
        |v: f64, d: HalfPoints, f: &str| if v == 0.0 { Ok(d) } else { half_points(v, f) };
    Ok(TeamPoints {
        game_win: or_default(game_win, d.game_win, "game_win")?,
        game_draw: or_default(game_draw, d.game_draw, "game_draw")?,
        match_win: or_default(match_win, d.match_win, "match_win")?,
        match_draw: or_default(match_draw, d.match_draw, "match_draw")?,
    })
}

fn team_tiebreaks_from(raw: &[i32]) -> Result<Vec<TeamTiebreak>, ApiError> {
    if raw.is_empty() {
        return Ok(TeamTiebreak::DEFAULT_ORDER.to_vec());
    }
    raw.iter()
        .enumerate()
        .map(|(i, &v)| required(format!("tiebreaks[{i}]"), v))
        .collect()
}

/// Team standings under FIDE's team tie-breaks as the answer shows them.
fn fide_team_rows_to_pb(
    rows: &[team_tiebreaks::FideTeamRow],
    criteria: &[TeamCriterion],
    names: &HashMap<u32, String>,
) -> pb::ComputeTeamStandingsResponse {
    pb::ComputeTeamStandingsResponse {
        rows: rows
            .iter()
            .enumerate()
            .map(|(i, r)| pb::TeamStandingRow {
                team: r.team,
                rank: r.rank,
                match_points: r.match_points as f64 / 2.0,
                tiebreaks: r
                    .values
                    .iter()
                    .zip(criteria)
                    .map(|(v, c)| v.map_or(0.0, |x| x as f64 / c.scale() as f64))
                    .collect(),
                name: names.get(&r.team).cloned().unwrap_or_default(),
                tied: r.tied_with_previous || rows.get(i + 1).is_some_and(|n| n.tied_with_previous),
            })
            .collect(),
        tiebreaks: Vec::new(),
        tiebreak_codes: criteria.iter().map(TeamCriterion::fide_code).collect(),
    }
}

fn team_row_to_pb(
    r: &TeamRow,
    tied: bool,
    tiebreaks: &[TeamTiebreak],
    names: &HashMap<u32, String>,
) -> pb::TeamStandingRow {
    pb::TeamStandingRow {
        team: r.team,
        rank: r.rank,
        match_points: r.match_points as f64 / 2.0,
        tiebreaks: r
            .tiebreaks
            .iter()
            .zip(tiebreaks)
            .map(|(v, tb)| {
                let v = v.unwrap_or(0) as f64;
                if tb.is_count() { v } else { v / 2.0 }
            })
            .collect(),
        name: names.get(&r.team).cloned().unwrap_or_default(),
        tied,
    }
}

/// A round that cannot be paired, worded per locale: no legal pairing and a complete event
/// are `FAILED_PRECONDITION`, a stopped pairing `DEADLINE_EXCEEDED`.
#[must_use]
pub fn pairing_error(e: PairingError) -> ApiError {
    match e {
        PairingError::Stopped => ApiError::worded(
            ErrorCode::Timeout,
            "pairing-error",
            &[("kind", "stopped".into())],
        ),
        PairingError::NoLegalPairing(_) => ApiError::worded(
            ErrorCode::FailedPrecondition,
            "pairing-error",
            &[("kind", "no-legal-pairing".into())],
        ),
        PairingError::EventComplete { played, total } => ApiError::worded(
            ErrorCode::FailedPrecondition,
            "pairing-error",
            &[
                ("kind", "event-complete".into()),
                ("played", played.into()),
                ("total", total.into()),
            ],
        ),
    }
}

/// `INVALID_ARGUMENT` on `field` for a TRF (or an event's players) that cannot be read, worded in
/// every language (issue 51).
pub(crate) fn trf_invalid(field: &str, e: &trf::TrfError) -> ApiError {
    ApiError::invalid(field, e.to_string()).localized(|l| texts::trf_error(l, e))
}
