//! `AdjudicateGame`: proto ↔ the pure adjudication module.

use crate::api::Call;
use crate::api::enums::{ToProto, optional, required};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::api::xiangqi::convert::{coord_dialect, start_position};
use crate::api::xiangqi::ruling_text::{ruling_text, warning_text};
use crate::api::xiangqi::texts;
use crate::i18n::Locale;
use crate::limits::{MAX_MOVE_TEXT_BYTES, MAX_PLIES};
use crate::pb::xiangqi::v1 as pb;
use crate::xiangqi::adjudication::Book;
use crate::xiangqi::adjudication::procedure::clock::{ClockError, TimeControl};
use crate::xiangqi::adjudication::qili::clause::Clause;
use crate::xiangqi::adjudication::qili::not_chased::NotChased;
use crate::xiangqi::adjudication::{
    Classified, Clocks, Event, FoulKind, IllegalPly, JudgedFlag, MoveClass, PlyRecord, Profile,
    ProfileKind, Replay, SyntaxError, Verdict, rule_with,
};
use crate::xiangqi::diagram::{DiagramOptions, render};
use crate::xiangqi::notation::{MoveNotation, MoveParseError};
use crate::xiangqi::{Position, Side, Square};

pub(super) fn profile_from(
    raw: i32,
    options: Option<pb::RuleOptions>,
) -> Result<(Profile, pb::RuleProfile), ApiError> {
    let kind: ProfileKind = optional("profile", raw)?.unwrap_or(ProfileKind::Club);
    let kind = (kind, kind.to_pb());
    let mut p = Profile::new(kind.0);
    if let Some(o) = options {
        let pb::RuleOptions {
            repetition_count,
            natural_move_limit_rounds,
            natural_limit_check_allowance,
            mate_threat_forbidden,
            mixed_attack_forbidden,
            chase_same_piece,
            soft_chase_allowed,
            chariot_attack_chases,
            joint_attack_chases,
            mate_threat_depth,
            insufficient_material_draw,
            foul_limit,
            late_arrival_limit_minutes,
            violation_limit,
            repetition_mode,
            both_over_time_lose,
            protected_by_root,
            capture_answered_by_mate_is_chase,
            theoretical_draw_automatic,
        } = o;
        if let Some(b) = theoretical_draw_automatic {
            p.theoretical_draw_automatic = b;
        }
        if let Some(b) = protected_by_root {
            p.protected_by_root = b;
        }
        if let Some(b) = capture_answered_by_mate_is_chase {
            p.capture_answered_by_mate_chases = b;
        }
        if let Some(b) = both_over_time_lose {
            p.both_over_time_lose = b;
        }
        if let Some(raw) = repetition_mode
            && let Some(mode) = optional("options.repetition_mode", raw)?
        {
            p.repetition_mode = mode;
        }
        if let Some(n) = violation_limit {
            p.violation_limit = n;
        }
        if let Some(n) = foul_limit {
            p.foul_limit = n;
        }
        if let Some(n) = late_arrival_limit_minutes {
            p.late_limit_minutes = n;
        }
        if let Some(n) = repetition_count {
            if !(2..=10).contains(&n) {
                return Err(ApiError::because(
                    "options.repetition_count",
                    Reason::Between { min: 2, max: 10 },
                ));
            }
            p.repetition_count = n;
        }
        if let Some(n) = natural_move_limit_rounds {
            if n > 1000 {
                return Err(ApiError::because(
                    "options.natural_move_limit_rounds",
                    Reason::AtMost { limit: 1000 },
                ));
            }
            p.natural_move_limit_rounds = n;
        }
        if let Some(n) = natural_limit_check_allowance {
            p.natural_limit_check_allowance = if n == 0 { None } else { Some(n) };
        }
        if let Some(b) = mate_threat_forbidden {
            p.mate_threat_forbidden = b;
        }
        if let Some(b) = mixed_attack_forbidden {
            p.mixed_attack_forbidden = b;
        }
        if let Some(b) = chase_same_piece {
            p.chase_same_piece = b;
        }
        if let Some(b) = soft_chase_allowed {
            p.soft_chase_allowed = b;
        }
        if let Some(b) = chariot_attack_chases {
            p.chariot_attack_chases = b;
        }
        if let Some(b) = joint_attack_chases {
            p.joint_attack_chases = b;
        }
        if let Some(d) = mate_threat_depth {
            if !(1..=4).contains(&d) {
                return Err(ApiError::because(
                    "options.mate_threat_depth",
                    Reason::Between { min: 1, max: 4 },
                ));
            }
            p.mate_threat_depth = d;
        }
        if let Some(b) = insufficient_material_draw {
            p.insufficient_material_draw = b;
        }
    }
    Ok((p, kind.1))
}

fn time_control_from(tc: Option<pb::TimeControl>) -> Result<TimeControl, ApiError> {
    let Some(pb::TimeControl {
        kind,
        base_ms,
        increment_ms,
        shared_ms,
        per_move_ms,
        period_ms,
        periods,
        moves,
        then_moves,
        then_ms,
    }) = tc
    else {
        return Ok(TimeControl::None);
    };
    let need = |field: &str, v: u32| {
        if v == 0 {
            Err(ApiError::because(
                format!("time_control.{field}"),
                Reason::PositiveForKind,
            ))
        } else {
            Ok(v as u64)
        }
    };
    Ok(match pb::TimeControlKind::try_from(kind) {
        Ok(pb::TimeControlKind::Unspecified) => TimeControl::None,
        Ok(pb::TimeControlKind::PerGame) => TimeControl::PerGame {
            base_ms: need("base_ms", base_ms)?,
        },
        Ok(pb::TimeControlKind::SharedThenPerMove) => TimeControl::SharedThenPerMove {
            shared_ms: need("shared_ms", shared_ms)?,
            per_move_ms: need("per_move_ms", per_move_ms)?,
        },
        Ok(pb::TimeControlKind::Fischer) => TimeControl::Fischer {
            base_ms: need("base_ms", base_ms)?,
            increment_ms: increment_ms as u64,
        },
        Ok(pb::TimeControlKind::MoveCount) => TimeControl::MoveCount {
            moves: need("moves", moves)? as u32,
            base_ms: need("base_ms", base_ms)?,
            then_moves,
            then_ms: then_ms as u64,
            increment_ms: increment_ms as u64,
        },
        Ok(pb::TimeControlKind::ByoYomi) => TimeControl::ByoYomi {
            base_ms: base_ms as u64,
            period_ms: need("period_ms", period_ms)?,
            periods,
        },
        Err(_) => {
            return Err(ApiError::unknown_value("time_control.kind", kind));
        }
    })
}

/// `AdjudicateGame`: converts the request, asks the domain for the ruling, converts it back.
pub fn adjudicate_game(
    call: &Call,
    req: pb::AdjudicateGameRequest,
) -> Result<pb::AdjudicateGameResponse, ApiError> {
    let pb::AdjudicateGameRequest {
        start_fen,
        moves,
        profile,
        options,
        events,
        notation,
        time_control,
        move_times_ms,
        end_time_ms,
        include_diagrams,
    } = req;
    let clocks = Clocks {
        control: time_control_from(time_control)?,
        move_times_ms: move_times_ms.iter().map(|&t| u64::from(t)).collect(),
        end_ms: (end_time_ms > 0).then_some(u64::from(end_time_ms)),
    };
    optional::<MoveNotation>("notation", notation)?;
    let (profile, profile_pb) = profile_from(profile, options)?;
    if moves.len() > MAX_PLIES {
        return Err(ApiError::invalid(
            "moves",
            format!("{} moves exceed the limit of {MAX_PLIES}", moves.len()),
        )
        .localized_as(
            "error-too-many-moves",
            &[("count", moves.len().into()), ("limit", MAX_PLIES.into())],
        ));
    }
    if let Some(i) = moves.iter().position(|t| t.len() > MAX_MOVE_TEXT_BYTES) {
        return Err(ApiError::invalid(
            format!("moves[{i}]"),
            format!("longer than {MAX_MOVE_TEXT_BYTES} bytes"),
        )
        .at_most(MAX_MOVE_TEXT_BYTES, "bytes"));
    }
    let start = start_position("start_fen", &start_fen)?;
    let events = events_from(events, moves.len())?;
    let replay = Replay::of_texts(start, &moves, coord_dialect(notation)).map_err(
        |SyntaxError { index, error }| {
            let e = ApiError::invalid(
                format!("moves[{index}]"),
                format!("ply {} {:?}: {error}", index + 1, moves[index]),
            );
            if !error.is_syntax() {
                return e;
            }
            e.localized(|l| {
                let why = crate::i18n::text(l, "error-move-syntax", &[]);
                crate::i18n::text(
                    l,
                    "error-move",
                    &[
                        ("ply", (index + 1).into()),
                        ("text", moves[index].as_str().into()),
                        ("why", why.into()),
                    ],
                )
            })
        },
    )?;
    // Theoretical draws (ruling R15) read the endgame tables the game reaches, made ready first.
    let held;
    let tables: &dyn crate::xiangqi::adjudication::TheoreticalDraws = if profile
        .theoretical_draw_automatic
        || events
            .iter()
            .any(|e| matches!(e, Event::TheoreticalDrawClaim { .. }))
    {
        held = super::endgame::ready_for(&replay.positions, profile.kind, call)?;
        &held
    } else {
        &crate::xiangqi::adjudication::NoTables
    };
    let v = rule_with(replay, (&profile, tables), &events, &clocks).map_err(|e| match e {
        ClockError::TooMany => ApiError::because("move_times_ms", Reason::MoreTimestampsThanMoves),
        ClockError::NotIncreasing(i) => {
            ApiError::because(format!("move_times_ms[{i}]"), Reason::EarlierTimestamp)
        }
    })?;
    let diagrams = if include_diagrams {
        cycle_diagrams(call.locale, &v)
    } else {
        Vec::new()
    };
    let mut resp = verdict_to_pb(call.locale, profile.kind, v, profile_pb);
    for (out, svg) in resp.plies.iter_mut().zip(diagrams) {
        out.diagram_svg = svg;
    }
    Ok(resp)
}

/// Adds a diagram to each ply of the judged cycle: the position after it, its arrow, the
/// round, move and class in the caption ("第3回合 车四平五（将）": a score sheet's `6.` is a
/// round, never a ply) and the chased and chasing pieces ringed, in the caller's characters.
fn cycle_diagrams(locale: Locale, v: &Verdict) -> Vec<String> {
    v.plies
        .iter()
        .zip(v.positions.windows(2))
        .enumerate()
        .map(|(i, (rec, pair))| {
            let (Some(class), [before, after]) = (rec.class.as_ref(), pair) else {
                return String::new();
            };
            let caption = texts::diagram_caption(locale, before, rec, class, v.round_of(i + 1).0);
            let opts = DiagramOptions {
                last_move: Some(rec.mv),
                chased: class.chased.clone(),
                chasers: class.chasers.clone(),
                caption: Some(caption),
                characters: super::diagram::default_characters(locale),
                ..DiagramOptions::default()
            };
            render(after.board(), &opts)
        })
        .collect()
}

/// The timeline events, checked against the number of moves submitted.
fn events_from(events: Vec<pb::GameEvent>, moves: usize) -> Result<Vec<Event>, ApiError> {
    events
        .into_iter()
        .enumerate()
        .map(|(i, e)| event_from(i, e, moves))
        .collect()
}

fn event_from(i: usize, e: pb::GameEvent, moves: usize) -> Result<Event, ApiError> {
    let pb::GameEvent {
        r#type,
        after_ply,
        side,
        foul,
        minutes,
        sealed_move,
    } = e;
    let after_ply = after_ply as usize;
    if after_ply > moves {
        return Err(ApiError::because(
            format!("events[{i}].after_ply"),
            Reason::BeyondMoves {
                after: after_ply as i64,
                moves: moves as i64,
            },
        ));
    }
    let who = || required::<Side>(format!("events[{i}].side"), side);
    Ok(match pb::EventType::try_from(r#type) {
        Ok(pb::EventType::Resign) => Event::Resign {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::DrawAgreed) => Event::DrawAgreed { after_ply },
        Ok(pb::EventType::DrawOffer) => Event::DrawOffer {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::DrawAccept) => Event::DrawAccept {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::DrawDecline) => Event::DrawDecline {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::Foul) => Event::Foul {
            after_ply,
            side: who()?,
            kind: optional(format!("events[{i}].foul"), foul)?.unwrap_or(FoulKind::Other),
        },
        Ok(pb::EventType::DisciplineLoss) => Event::Discipline {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::NaturalLimitClaim) => Event::NaturalLimitClaim {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::TheoreticalDrawClaim) => Event::TheoreticalDrawClaim {
            after_ply,
            side: who()?,
        },
        Ok(pb::EventType::LateArrival) => {
            if after_ply != 0 {
                return Err(ApiError::because(
                    format!("events[{i}].after_ply"),
                    Reason::LateBeforeFirstMove,
                ));
            }
            Event::LateArrival {
                side: who()?,
                minutes,
            }
        }
        Ok(pb::EventType::SealedMove) => {
            if sealed_move.trim().is_empty() || sealed_move.len() > MAX_MOVE_TEXT_BYTES {
                return Err(ApiError::because(
                    format!("events[{i}].sealed_move"),
                    Reason::SealedMoveLength {
                        limit: MAX_MOVE_TEXT_BYTES as i64,
                    },
                ));
            }
            Event::SealedMove {
                after_ply,
                side: who()?,
                text: sealed_move,
            }
        }
        Ok(pb::EventType::Unspecified) | Err(_) => {
            return Err(ApiError::because(
                format!("events[{i}].type"),
                Reason::ChooseEventType,
            ));
        }
    })
}

fn illegal_to_pb(locale: Locale, ill: IllegalPly, positions: &[Position]) -> pb::IllegalPly {
    let reason = match &ill.error {
        MoveParseError::Illegal { reason, .. } => reason.to_pb(),
        MoveParseError::NoSuchPiece { .. } => pb::IllegalMoveReason::NoSuchPiece,
        MoveParseError::NoSuchDestination => pb::IllegalMoveReason::NoSuchDestination,
        MoveParseError::Ambiguous { .. } => pb::IllegalMoveReason::Ambiguous,
        _ => pb::IllegalMoveReason::Unspecified,
    };
    pb::IllegalPly {
        ply: ill.ply as u32,
        explanation: positions.get(ill.ply.saturating_sub(1)).map_or_else(
            || ill.error.to_string(),
            |pos| texts::move_error_text(locale, pos, &ill.text, &ill.error),
        ),
        text: ill.text,
        reason: reason as i32,
    }
}

fn flag_to_pb(f: &JudgedFlag) -> pb::ClockFlag {
    pb::ClockFlag {
        side: f.flag.side.wire(),
        ply: f.flag.ply as u32,
        at_ms: f.flag.at_ms.min(u64::from(u32::MAX)) as u32,
        counted: f.counted,
        moves_owed: f.flag.moves_owed,
        used_ms: f.flag.used_ms.min(u64::from(u32::MAX)) as u32,
    }
}

/// Why an attacked piece is not chased, its article code in the caller's characters.
fn not_chased_to_pb(locale: Locale, n: &NotChased, book: Book) -> pb::NotChased {
    pb::NotChased {
        target: n.target.to_string(),
        attacker: n.attacker.to_string(),
        reason: n.reason.wire(),
        article: texts::article_code(locale, n.reason.article(), book),
    }
}

/// A classification clause with its structured fields; `ply_to_pb` fills its `text` in the
/// request's language.
fn clause_to_pb(locale: Locale, c: &Clause, book: Book) -> pb::Clause {
    pb::Clause {
        kind: c.kind.wire(),
        article: texts::article_code(locale, c.article, book),
        squares: c.squares.iter().map(|s| s.to_string()).collect(),
        text: String::new(),
    }
}

/// One ply and its judgement, its texts in `locale`.
fn ply_to_pb(
    locale: Locale,
    i: usize,
    rec: &PlyRecord,
    (before, after): (&Position, &Position),
    book: Book,
) -> pb::PlyVerdict {
    let class = rec.class.as_ref();
    let squares = |of: fn(&Classified) -> &Vec<Square>| {
        class
            .map(|c| of(c).iter().map(|s| s.to_string()).collect())
            .unwrap_or_default()
    };
    pb::PlyVerdict {
        ply: (i + 1) as u32,
        move_iccs: rec.mv.to_string(),
        // In the caller's characters (traditional for zh-Hant).
        move_chinese: texts::move_text(locale, before, rec.mv),
        side: rec.side.wire(),
        check: rec.check,
        move_class: class.map_or(pb::MoveClass::Unspecified, |c| c.class.to_pb()) as i32,
        chased: squares(|c| &c.chased),
        chasers: squares(|c| &c.chasers),
        soft_chase: class.is_some_and(|c| c.class == MoveClass::Chase && c.soft),
        note: class
            .map(|c| texts::ply_note(locale, (before, after), rec, c, book))
            .unwrap_or_default(),
        capture: rec
            .capture
            .map(|c| c.fen_char().to_string())
            .unwrap_or_default(),
        diagram_svg: String::new(),
        not_chased: class
            .map(|c| {
                c.not_chased
                    .iter()
                    .map(|n| not_chased_to_pb(locale, n, book))
                    .collect()
            })
            .unwrap_or_default(),
        clauses: class
            .map(|c| {
                c.clauses
                    .iter()
                    .map(|k| pb::Clause {
                        text: texts::ply_clause_text(locale, after, k, book),
                        ..clause_to_pb(locale, k, book)
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// The verdict as the response, every text worded in `locale` from the catalogues.
fn verdict_to_pb(
    locale: Locale,
    kind: ProfileKind,
    v: Verdict,
    profile: pb::RuleProfile,
) -> pb::AdjudicateGameResponse {
    let plies = v
        .plies
        .iter()
        .zip(v.positions.windows(2))
        .enumerate()
        .map(|(i, (rec, pair))| ply_to_pb(locale, i, rec, (&pair[0], &pair[1]), v.book))
        .collect();
    let rule = ruling_text(locale, kind, &v);
    let warning = v
        .warning
        .as_ref()
        .map(|w| warning_text(locale, &v, w))
        .unwrap_or_default();
    let cycle = v.judged_cycle();
    let tally = |side: Side| -> Vec<pb::ClassCount> {
        cycle.map_or_else(Vec::new, |c| {
            v.tally(c, side)
                .counts
                .iter()
                .map(|&(k, count)| pb::ClassCount {
                    move_class: k.class.to_pb() as i32,
                    count,
                    joint: k.joint,
                })
                .collect()
        })
    };
    let (red_tally, black_tally) = (tally(Side::Red), tally(Side::Black));
    let round = |ply: usize| v.round_of(ply).0;
    let (cycle_first_round, cycle_last_round) =
        cycle.map_or((0, 0), |c| (round(c.first), round(c.last)));
    pb::AdjudicateGameResponse {
        red_tally,
        black_tally,
        cycle_first_round,
        cycle_last_round,
        outcome: v.outcome.wire(),
        termination: v.termination.wire(),
        rule,
        deciding_plies: v.deciding_plies.iter().map(|&p| p as u32).collect(),
        plies,
        profile: profile as i32,
        red_pattern: v
            .red_pattern
            .map_or(pb::Pattern::Unspecified, |p| p.to_pb()) as i32,
        black_pattern: v
            .black_pattern
            .map_or(pb::Pattern::Unspecified, |p| p.to_pb()) as i32,
        illegal_move: v
            .illegal_move
            .map(|ill| illegal_to_pb(locale, ill, &v.positions)),
        moves_after_end: v.moves_after_end as u32,
        final_fen: v
            .positions
            .get(v.plies.len())
            .map(Position::to_fen)
            .unwrap_or_default(),
        flags: v.flags.iter().map(flag_to_pb).collect(),
        event_notes: v
            .event_notes
            .iter()
            .map(|(i, note)| pb::EventNote {
                index: *i as u32,
                message: texts::event_note_text(locale, note, &v.positions),
            })
            .collect(),
        fouls_red: v.fouls[0],
        fouls_black: v.fouls[1],
        violations_red: v.violations.map(|c| c[0]),
        violations_black: v.violations.map(|c| c[1]),
        deciding_event: v.deciding_event.map(|i| i as i32),
        warning,
    }
}
