//! `RunEvent`: conversions between the protos and `tournament::event`, which runs the event.

use crate::api::Call;
use crate::api::reason::Reason;
use crate::i18n::Locale;
use std::time::Duration;

use super::texts::stage_name;
use super::{points_from, tiebreak_number};
use crate::api::ApiError;
use crate::api::enums::{ToProto, optional, required};
use crate::limits::{
    MAX_EVENT_PLAYERS, MAX_EVENT_PLAYOFFS, MAX_EVENT_RESULTS, MAX_PAIRING_MS, MAX_TIEBREAKS,
};
use crate::pb::tournament::v1 as pb;
use crate::tournament::event::ScheduledGame;
use crate::tournament::event::cut::FinalRow;
use crate::tournament::event::definition::{
    Entrant, EventDef, Format, GroupDraw, Grouping, PlayoffOrder, ReportedResult, Seeding, Stage,
};
use crate::tournament::event::play::GroupRow;
use crate::tournament::event::presets::{self, EventPreset, PresetOptions};
use crate::tournament::event::{
    self, EventError, EventInput, EventState, GameAddress, PlayoffKind, StageState,
};
use crate::tournament::model::PointSystem;
use crate::tournament::standings::Tiebreak;

fn enum_error(field: String, value: i32) -> ApiError {
    ApiError::unknown_value(field, value)
}

fn stage_from(s: &pb::EventStage, field: &str) -> Result<Stage, ApiError> {
    let format = match pb::StageFormat::try_from(s.format) {
        Ok(pb::StageFormat::Knockout) => Format::Knockout {
            third_place: s.third_place,
        },
        Ok(pb::StageFormat::RoundRobin) => Format::RoundRobin {
            cycles: s.cycles.max(1),
        },
        Ok(pb::StageFormat::Swiss) => Format::Swiss { rounds: s.rounds },
        Ok(pb::StageFormat::Unspecified) => {
            return Err(ApiError::because(
                format!("{field}.format"),
                Reason::ChooseStageFormat,
            ));
        }
        Err(_) => return Err(enum_error(format!("{field}.format"), s.format)),
    };
    let grouping = match (s.groups, s.group_size) {
        (g, 0) => Grouping::Count(g.max(1)),
        (0, size) => Grouping::Size(size),
        _ => {
            return Err(ApiError::because(
                format!("{field}.group_size"),
                Reason::EitherNotBoth {
                    what: "groups-or-size",
                },
            ));
        }
    };
    let group_draw =
        optional(format!("{field}.group_draw"), s.group_draw)?.unwrap_or(GroupDraw::Random);
    let seeding =
        optional(format!("{field}.seeding"), s.seeding)?.unwrap_or(Seeding::ByPlaceThenPoints);
    if s.tiebreaks.len() > MAX_TIEBREAKS {
        return Err(ApiError::invalid(
            format!("{field}.tiebreaks"),
            format!("at most {MAX_TIEBREAKS} tie-breaks"),
        )
        .at_most(MAX_TIEBREAKS, "tiebreaks"));
    }
    let tiebreaks = s
        .tiebreaks
        .iter()
        .enumerate()
        .map(|(i, &v)| required(format!("{field}.tiebreaks[{i}]"), v))
        .collect::<Result<Vec<Tiebreak>, _>>()?;
    Ok(Stage {
        name: s.name.clone(),
        preset: None,
        format,
        grouping,
        group_draw,
        advance: s.advance,
        tiebreaks,
        seeding,
        order_by_lot: s.order_by_lot,
    })
}

fn stage_to(locale: Locale, s: &Stage) -> pb::EventStage {
    let (format, third_place, cycles, rounds) = match s.format {
        Format::Knockout { third_place } => (pb::StageFormat::Knockout, third_place, 0, 0),
        Format::RoundRobin { cycles } => (pb::StageFormat::RoundRobin, false, cycles, 0),
        Format::Swiss { rounds } => (pb::StageFormat::Swiss, false, 0, rounds),
    };
    let (groups, group_size) = match s.grouping {
        Grouping::Count(g) => (g, 0),
        Grouping::Size(size) => (0, size),
    };
    pb::EventStage {
        name: stage_name(locale, &s.name, s.preset),
        format: format as i32,
        groups,
        group_size,
        group_draw: s.group_draw.wire(),
        advance: s.advance,
        tiebreaks: s.tiebreaks.iter().map(ToProto::wire).collect(),
        seeding: s.seeding.wire(),
        third_place,
        cycles,
        rounds,
        order_by_lot: s.order_by_lot,
    }
}

fn definition_from(e: pb::EventDefinition) -> Result<EventDef, ApiError> {
    if e.players.len() > MAX_EVENT_PLAYERS {
        return Err(ApiError::invalid(
            "event.players",
            format!("at most {MAX_EVENT_PLAYERS} players in an event"),
        )
        .at_most(MAX_EVENT_PLAYERS, "players"));
    }
    let players: Vec<Entrant> = e
        .players
        .iter()
        .map(|p| Entrant {
            id: p.id,
            name: p.name.clone(),
            rating: p.rating,
        })
        .collect();
    let preset: Option<EventPreset> = optional("event.preset", e.preset)?;
    let stages = match preset {
        Some(_) if !e.stages.is_empty() => {
            return Err(ApiError::because(
                "event.stages",
                Reason::EitherNotBoth {
                    what: "preset-or-stages",
                },
            ));
        }
        Some(preset) => {
            let o = e.options.unwrap_or_default();
            let options = PresetOptions {
                groups: o.groups,
                advance: o.advance,
                rounds: o.rounds,
                knockout_players: o.knockout_players,
            };
            presets::stages(preset, players.len(), options)
        }
        None => e
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| stage_from(s, &format!("event.stages[{i}]")))
            .collect::<Result<_, _>>()?,
    };
    let points = match &e.points {
        Some(p) => points_from(p, "event.points")?.unwrap_or_default(),
        None => PointSystem::default(),
    };
    Ok(EventDef {
        players,
        seed_by_rating: e.seed_by_rating,
        stages,
        points,
        seed: e.seed,
    })
}

fn result_from(r: &pb::EventGameResult, i: usize) -> Result<ReportedResult, ApiError> {
    let field = format!("results[{i}]");
    let game = r.game.ok_or_else(|| {
        ApiError::because(format!("{field}.game"), Reason::Required { what: "game" })
    })?;
    let outcome = required(format!("{field}.outcome"), r.outcome)?;
    Ok(ReportedResult {
        stage: game.stage,
        group: game.group,
        round: game.round,
        board: game.board,
        red: r.red,
        black: r.black,
        outcome,
        playoff_winner: r.playoff_winner,
        red_fouls: r.red_fouls,
        black_fouls: r.black_fouls,
    })
}

fn error_to(e: EventError, from_preset: bool) -> ApiError {
    match e {
        EventError::Definition(d) => {
            let preset = from_preset && d.field.starts_with("stages");
            let say = |l: Locale| {
                let reason = super::texts::refusal(l, d.refusal);
                if preset {
                    crate::i18n::text(l, "event-refusal-preset", &[("reason", reason.into())])
                } else {
                    reason
                }
            };
            ApiError::invalid(format!("event.{}", d.field), say(Locale::En)).localized(say)
        }
        EventError::Result {
            index,
            field,
            problem,
        } => {
            let path = if field.is_empty() {
                format!("results[{index}]")
            } else {
                format!("results[{index}].{field}")
            };
            ApiError::invalid(path, problem.to_string())
                .localized(|l| super::texts::result_problem(l, &problem))
        }
        EventError::Playoff { index, problem } => {
            ApiError::invalid(format!("playoffs[{index}].order"), problem.to_string())
                .localized(|l| super::texts::playoff_problem(l, &problem))
        }
        EventError::Pairing(p) => super::pairing_error(p),
        EventError::Internal(m) => ApiError::internal("event", Some(m)),
    }
}

fn address_to(a: GameAddress) -> pb::GameAddress {
    pb::GameAddress {
        stage: a.stage,
        group: a.group,
        round: a.round,
        board: a.board,
    }
}

fn game_to(g: &ScheduledGame) -> pb::EventGame {
    pb::EventGame {
        game: Some(address_to(g.at)),
        red: g.red,
        black: g.black,
    }
}

fn row_to(r: &GroupRow, tiebreaks: &[Tiebreak], qualified: bool) -> pb::EventGroupRow {
    pb::EventGroupRow {
        id: r.id,
        place: r.place,
        points: r.points as f64 / 2.0,
        tiebreaks: r
            .tiebreaks
            .iter()
            .zip(tiebreaks)
            .map(|(v, &tb)| tiebreak_number(v, tb))
            .collect(),
        tied: r.tied,
        qualified,
    }
}

fn stage_state_to(locale: Locale, s: &StageState) -> pb::EventStageState {
    pb::EventStageState {
        name: stage_name(locale, &s.name, s.preset),
        groups: s
            .groups
            .iter()
            .map(|g| pb::EventGroup {
                label: g.label.clone(),
                players: g.players.clone(),
                rounds: g.play.rounds,
                rounds_complete: g.play.rounds_complete,
                rows: g
                    .play
                    .rows
                    .iter()
                    .map(|r| row_to(r, &s.tiebreaks, g.qualified.contains(&r.id)))
                    .collect(),
                finished: g.play.finished,
            })
            .collect(),
        tiebreaks: s.tiebreaks.iter().map(ToProto::wire).collect(),
        decided: s.decided,
        qualified: s.qualified.clone(),
        eliminated: s.eliminated.clone(),
    }
}

fn playoff_to(p: &event::PlayoffNeeded) -> pb::EventPlayoff {
    let (reason, from, to, game) = match p.kind {
        PlayoffKind::Cut { from, to } => (pb::PlayoffReason::Cut, from, to, None),
        PlayoffKind::Title => (pb::PlayoffReason::Title, 1, p.players.len() as u32, None),
        PlayoffKind::DrawnMatch(at) => (pb::PlayoffReason::DrawnMatch, 0, 0, Some(address_to(at))),
    };
    pb::EventPlayoff {
        stage: p.stage,
        group: p.group,
        players: p.players.clone(),
        reason: reason as i32,
        from,
        to,
        game,
    }
}

fn response_to(
    locale: crate::i18n::Locale,
    state: &EventState,
    def: &EventDef,
) -> pb::RunEventResponse {
    let name = |id| {
        def.players
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    pb::RunEventResponse {
        current_stage: state.current_stage,
        finished: state.current_stage.is_none(),
        next_games: state.next_games.iter().map(game_to).collect(),
        byes: state
            .byes
            .iter()
            .map(|(at, p)| pb::EventBye {
                stage: at.stage,
                group: at.group,
                round: at.round,
                player: *p,
            })
            .collect(),
        playoffs: state.playoffs.iter().map(playoff_to).collect(),
        stages: state
            .stages
            .iter()
            .map(|s| stage_state_to(locale, s))
            .collect(),
        final_ranking: state
            .final_ranking
            .iter()
            .map(|r: &FinalRow| pb::EventRankRow {
                id: r.id,
                place: r.place,
                stage: r.stage,
                tied: r.tied,
                name: name(r.id),
            })
            .collect(),
        definition: def.stages.iter().map(|s| stage_to(locale, s)).collect(),
        explanation: super::texts::event(locale, state),
    }
}

/// `RunEvent`.
pub fn run_event(call: &Call, req: pb::RunEventRequest) -> Result<pb::RunEventResponse, ApiError> {
    let pb::RunEventRequest {
        event,
        results,
        playoffs,
    } = req;
    let e =
        event.ok_or_else(|| ApiError::because("event", Reason::Required { what: "definition" }))?;
    let from_preset = e.preset != 0;
    let def = definition_from(e)?;
    if results.len() > MAX_EVENT_RESULTS {
        return Err(
            ApiError::invalid("results", format!("at most {MAX_EVENT_RESULTS} results"))
                .at_most(MAX_EVENT_RESULTS, "results"),
        );
    }
    let results = results
        .iter()
        .enumerate()
        .map(|(i, r)| result_from(r, i))
        .collect::<Result<Vec<_>, _>>()?;
    if playoffs.len() > MAX_EVENT_PLAYOFFS {
        return Err(ApiError::invalid(
            "playoffs",
            format!("at most {MAX_EVENT_PLAYOFFS} play-off orders"),
        )
        .at_most(MAX_EVENT_PLAYOFFS, "playoffs"));
    }
    let playoffs: Vec<PlayoffOrder> = playoffs
        .iter()
        .map(|p| PlayoffOrder {
            stage: p.stage,
            group: p.group,
            order: p.order.clone(),
        })
        .collect();
    // Swiss stages pair every round again on each request: bounded like PairSwissRound.
    let stop = call.stop_within(Duration::from_millis(MAX_PAIRING_MS));
    let input = EventInput {
        def: &def,
        results: &results,
        playoffs: &playoffs,
        max_players: MAX_EVENT_PLAYERS,
    };
    let state = event::run(&input, &stop).map_err(|e| error_to(e, from_preset))?;
    Ok(response_to(call.locale, &state, &def))
}
