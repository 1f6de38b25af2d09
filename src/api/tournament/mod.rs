//! The tournament RPCs: proto ↔ the pure `tournament` crate, with field paths for errors. The
//! handlers of pairing, standings and TRF are here, with the conversions of events and
//! tie-break codes they share; round robins and knockout draws in `schedule`, team standings
//! in `team_standings`, multi-stage events in `event`, ratings in `ratings`, the pairing
//! checks in `swiss_check`, the Swiss set-up options in `swiss_setup`, point systems in
//! `points`, the answers' texts in `texts`.

pub mod event;
pub mod points;
pub mod ratings;
pub mod schedule;
pub mod swiss_check;
pub mod swiss_setup;
pub mod team_standings;
pub mod texts;

pub use schedule::{draw_knockout, schedule_round_robin};
pub use team_standings::compute_team_standings;

use crate::api::Call;
use crate::api::reason::Reason;
use crate::api::work_memory::swiss_round_bytes;
use std::collections::HashMap;
use std::time::Duration;

use crate::api::enums::{ToProto, optional, required};
use crate::api::error::{ApiError, ErrorCode};
use crate::limits::{
    MAX_PAIRING_MS, MAX_SCHEDULE_PLAYERS, MAX_SWISS_PLAYERS, MAX_TIEBREAKS, MAX_TRF_BYTES,
    MAX_TRF_PLAYERS,
};
use crate::pb::tournament::v1 as pb;
use crate::tournament::model::{
    GameResult, Player, PointSystem, RoundEntry, RoundKind, Tournament,
};
use crate::tournament::standings::{self, Preset, Tiebreak, UnplayedRule};
use crate::tournament::swiss::{PairingError, dutch};
use crate::tournament::team_tiebreaks::TeamCriterion;
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
