//! `CheckTournament` and `GenerateTournament`: the pairing checker and the random tournament
//! generator FIDE asks of an endorsed Swiss program (Handbook C.04, A.7).

use crate::api::Call;
use crate::api::reason::Reason;
use crate::api::tournament::pairing_error;
use crate::api::work_memory::swiss_round_bytes;
use std::time::Duration;

use crate::api::enums::ToProto;
use crate::api::error::{ApiError, ErrorCode};
use crate::limits::{MAX_CHECK_BOARDS, MAX_PAIRING_MS, MAX_SWISS_PLAYERS, MAX_TRF_BYTES};
use fluent_bundle::FluentValue;

use crate::i18n::{Locale, text};
use crate::pb::tournament::v1 as pb;
use crate::tournament::generate::{self, GenerateError, GenerateOptions};
use crate::tournament::model::Colour;
use crate::tournament::model::PointSystem;
use crate::tournament::model::Tournament;
use crate::tournament::standings::{self, UnplayedRule};
use crate::tournament::swiss::check::{self, Criterion, Favours, RoundCheck};
use crate::tournament::swiss::manual::{self, Warning};
use crate::tournament::trf;
use arbiter_base::Stop;

fn stop(call: &Call) -> Stop {
    // The request's own stop signal (deadline, client gone) ends the work; the cap is for
    // callers without one.
    call.stop_within(Duration::from_millis(MAX_PAIRING_MS))
}

/// `CheckTournament`.
pub fn check_tournament(
    call: &Call,
    req: pb::CheckTournamentRequest,
) -> Result<pb::CheckTournamentResponse, ApiError> {
    let pb::CheckTournamentRequest { trf } = req;
    if trf.trim().is_empty() {
        return Err(ApiError::because(
            "trf",
            Reason::Required { what: "tournament" },
        ));
    }
    if trf.len() > MAX_TRF_BYTES {
        return Err(
            ApiError::invalid("trf", format!("at most {MAX_TRF_BYTES} bytes"))
                .at_most(MAX_TRF_BYTES, "bytes"),
        );
    }
    let t = trf::parse(&trf).map_err(|e| crate::api::tournament::trf_invalid("trf", &e))?;
    // Each round is paired again: the Swiss limit holds as for PairSwissRound.
    if t.players.len() > MAX_SWISS_PLAYERS {
        return Err(ApiError::invalid(
            "trf",
            format!("at most {MAX_SWISS_PLAYERS} players can be paired"),
        )
        .at_most(MAX_SWISS_PLAYERS, "players"));
    }
    let _memory = call.memory.reserve(swiss_round_bytes(t.players.len()))?;
    let checks = check::check_tournament(&t, &stop(call)).map_err(pairing_error)?;
    let rounds_same = checks.iter().filter(|c| c.same()).count() as u32;
    Ok(pb::CheckTournamentResponse {
        rounds: checks.iter().map(|c| round_check(call.locale, c)).collect(),
        rounds_same,
        standings: Some(standings_check(&t)?),
    })
}

/// The file's places against its own tie-break list, when it has both.
fn standings_check(t: &Tournament) -> Result<pb::StandingsCheck, ApiError> {
    if t.rank_order.is_empty() || t.file_ranks.is_empty() {
        return Ok(pb::StandingsCheck::default());
    }
    let tiebreaks = crate::api::tournament::file_rank_order(&t.rank_order)?;
    let rule = UnplayedRule::in_force(t.start_date);
    let misplaced = standings::misplaced(t, &tiebreaks, rule)
        .into_iter()
        .map(|m| pb::MisplacedPlayer {
            start_number: m.id,
            file_rank: m.file_rank,
            rank: m.rank,
            shared: m.shared,
        })
        .collect();
    Ok(pb::StandingsCheck {
        checked: true,
        tiebreaks: tiebreaks
            .iter()
            .map(|c| c.tiebreak.to_pb() as i32)
            .collect(),
        misplaced,
        unplayed: rule.to_pb() as i32,
        tiebreak_codes: tiebreaks
            .iter()
            .map(|c| c.fide_code().unwrap_or_default())
            .collect(),
    })
}

fn round_check(locale: Locale, c: &RoundCheck) -> pb::RoundCheck {
    let (only_played, only_engine) = c.differing_boards();
    let boards = |b: Vec<(u32, u32)>| {
        b.into_iter()
            .map(|(red, black)| pb::CheckedBoard { red, black })
            .collect()
    };
    let (criterion, favours, explanation) = match c.decided_by {
        Some((cr, fa)) => (cr.to_pb(), fa.to_pb(), criterion_text(locale, cr, fa)),
        None => (
            pb::PairingCriterion::Unspecified,
            pb::CriterionFavours::Unspecified,
            String::new(),
        ),
    };
    pb::RoundCheck {
        round: c.round,
        same: c.same(),
        engine_paired: c.engine.is_some(),
        only_played: boards(only_played),
        only_engine: boards(only_engine),
        played_bye: c.played.bye.unwrap_or(0),
        engine_bye: c.engine.as_ref().and_then(|e| e.bye).unwrap_or(0),
        criterion: criterion as i32,
        favours: favours as i32,
        explanation,
    }
}

/// The criterion that tells two pairings apart, in the request's language.
fn criterion_text(locale: Locale, c: Criterion, f: Favours) -> String {
    let key = match c {
        Criterion::Rematch => "rematch",
        Criterion::ProhibitedPair => "prohibited-pair",
        Criterion::ByeIneligible => "bye-ineligible",
        Criterion::AbsoluteColourClash => "absolute-colour-clash",
        Criterion::ScoreDifferences => "score-differences",
        Criterion::ByeUnplayedGames => "bye-unplayed-games",
        Criterion::ColourPreferences => "colour-preferences",
        Criterion::StrongColourPreferences => "strong-colour-preferences",
        Criterion::RepeatedDownfloatLastRound => "repeated-downfloat-last-round",
        Criterion::RepeatedUpfloatLastRound => "repeated-upfloat-last-round",
        Criterion::RepeatedDownfloatTwoRoundsAgo => "repeated-downfloat-two-rounds-ago",
        Criterion::RepeatedUpfloatTwoRoundsAgo => "repeated-upfloat-two-rounds-ago",
        Criterion::CandidateOrder => "candidate-order",
        Criterion::ColourAllocation => "colour-allocation",
    };
    let what = text(locale, &format!("pairing-criterion-{key}"), &[]);
    match f {
        Favours::Neither => what,
        Favours::Engine => text(
            locale,
            "pairing-favours-engine",
            &[("criterion", FluentValue::from(what))],
        ),
        Favours::Submitted => text(
            locale,
            "pairing-favours-submitted",
            &[("criterion", FluentValue::from(what))],
        ),
    }
}

/// `GenerateTournament`.
pub fn generate_tournament(
    call: &Call,
    req: pb::GenerateTournamentRequest,
) -> Result<pb::GenerateTournamentResponse, ApiError> {
    let pb::GenerateTournamentRequest {
        players,
        rounds,
        seed,
        draw_percent,
        forfeit_percent,
        half_bye_percent,
        points,
    } = req;
    let points = match pb::PointPreset::try_from(points) {
        Ok(pb::PointPreset::Unspecified | pb::PointPreset::Standard) => PointSystem::STANDARD,
        Ok(pb::PointPreset::Cxa) => PointSystem::CXA,
        Ok(pb::PointPreset::ThreeOneZero) => PointSystem::THREE_ONE_ZERO,
        Ok(pb::PointPreset::AsymmetricDraw) | Err(_) => {
            return Err(ApiError::because(
                "points",
                Reason::OneOf {
                    values: "POINT_PRESET_STANDARD, POINT_PRESET_CXA, POINT_PRESET_THREE_ONE_ZERO",
                },
            ));
        }
    };
    let options = GenerateOptions {
        players,
        rounds,
        seed,
        draw_percent,
        forfeit_percent,
        half_bye_percent,
        points,
    };
    let _memory = call
        .memory
        .reserve(swiss_round_bytes(options.players as usize))?;
    let t = generate::generate(&options, &stop(call)).map_err(|e| match e {
        GenerateError::OutOfRange {
            option, min, max, ..
        } => ApiError::because(
            field_name(option),
            Reason::Between {
                min: i64::from(min),
                max: i64::from(max),
            },
        ),
        GenerateError::Unpairable(round) => ApiError::worded(
            ErrorCode::FailedPrecondition,
            "pairing-error",
            &[("kind", "round-unpairable".into()), ("round", round.into())],
        ),
        GenerateError::Stopped => pairing_error(crate::tournament::swiss::PairingError::Stopped),
    })?;
    Ok(pb::GenerateTournamentResponse {
        trf: trf::write(&t, &generate::score_ranks(&t)),
    })
}

/// The request field behind a generator option.
fn field_name(option: &str) -> &'static str {
    match option {
        "players" => "players",
        "rounds" => "rounds",
        "draws" => "draw_percent",
        "forfeits" => "forfeit_percent",
        _ => "half_bye_percent",
    }
}

/// `CheckPairing`.
pub fn check_pairing(
    call: &Call,
    req: pb::CheckPairingRequest,
) -> Result<pb::CheckPairingResponse, ApiError> {
    let pb::CheckPairingRequest {
        trf,
        event,
        boards,
        bye,
    } = req;
    if boards.len() > MAX_CHECK_BOARDS {
        return Err(
            ApiError::invalid("boards", format!("at most {MAX_CHECK_BOARDS} boards"))
                .at_most(MAX_CHECK_BOARDS, "boards"),
        );
    }
    let t = crate::api::tournament::load(&trf, event)?;
    if t.players.len() > MAX_SWISS_PLAYERS {
        return Err(ApiError::invalid(
            "trf",
            format!("at most {MAX_SWISS_PLAYERS} players can be paired"),
        )
        .at_most(MAX_SWISS_PLAYERS, "players"));
    }
    if let Some(n) = t.total_rounds
        && crate::tournament::swiss::rounds_paired(&t) >= n as usize
    {
        return Err(pairing_error(
            crate::tournament::swiss::PairingError::EventComplete {
                played: u32::try_from(crate::tournament::swiss::rounds_paired(&t))
                    .unwrap_or(u32::MAX),
                total: n,
            },
        ));
    }
    let boards: Vec<(u32, u32)> = boards.iter().map(|b| (b.red, b.black)).collect();
    let bye = (bye != 0).then_some(bye);
    let _memory = call.memory.reserve(swiss_round_bytes(t.players.len()))?;
    let checked = manual::check_pairing(&t, &boards, bye, &stop(call)).map_err(pairing_error)?;
    Ok(pb::CheckPairingResponse {
        round: checked.comparison.round,
        warnings: checked
            .warnings
            .iter()
            .map(|w| warning(call.locale, w))
            .collect(),
        engine: Some(round_check(call.locale, &checked.comparison)),
    })
}

fn warning(locale: Locale, w: &Warning) -> pb::PairingWarning {
    use pb::PairingWarningKind as K;
    let mut out = pb::PairingWarning::default();
    let (kind, players, id): (K, Vec<u32>, &str) = match *w {
        Warning::UnknownPlayer(p) => (K::UnknownPlayer, vec![p], "pairing-warning-unknown-player"),
        Warning::NotAvailable(p) => (K::NotAvailable, vec![p], "pairing-warning-not-available"),
        Warning::PairedTwice(p) => (K::PairedTwice, vec![p], "pairing-warning-paired-twice"),
        Warning::NotPaired(p) => (K::NotPaired, vec![p], "pairing-warning-not-paired"),
        Warning::Rematch {
            players: (a, b),
            round,
        } => {
            out.round = round;
            (K::Rematch, vec![a, b], "pairing-warning-rematch")
        }
        Warning::Prohibited(a, b) => (K::ProhibitedPair, vec![a, b], "pairing-warning-prohibited"),
        Warning::ByeIneligible(p) => (K::ByeIneligible, vec![p], "pairing-warning-bye-ineligible"),
        Warning::ThirdSameColour(p, c) => {
            out.colour = c.wire();
            let id = if c == Colour::Red {
                "pairing-warning-third-red"
            } else {
                "pairing-warning-third-black"
            };
            (K::ThirdSameColour, vec![p], id)
        }
        Warning::ColourDifference { player, difference } => {
            out.value = difference;
            (
                K::ColourDifference,
                vec![player],
                "pairing-warning-colour-difference",
            )
        }
    };
    let number = |i: usize| FluentValue::from(players.get(i).copied().unwrap_or(0));
    out.explanation = text(
        locale,
        id,
        &[
            ("player", number(0)),
            ("other", number(1)),
            ("round", FluentValue::from(out.round)),
            ("value", FluentValue::from(out.value)),
        ],
    );
    out.kind = kind as i32;
    out.players = players;
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    const ALL: [Criterion; 14] = [
        Criterion::Rematch,
        Criterion::ProhibitedPair,
        Criterion::ByeIneligible,
        Criterion::AbsoluteColourClash,
        Criterion::ScoreDifferences,
        Criterion::ByeUnplayedGames,
        Criterion::ColourPreferences,
        Criterion::StrongColourPreferences,
        Criterion::RepeatedDownfloatLastRound,
        Criterion::RepeatedUpfloatLastRound,
        Criterion::RepeatedDownfloatTwoRoundsAgo,
        Criterion::RepeatedUpfloatTwoRoundsAgo,
        Criterion::CandidateOrder,
        Criterion::ColourAllocation,
    ];

    /// The English catalogue says what the CLI says; the Chinese ones have every criterion.
    #[test]
    fn criterion_texts_in_every_locale() {
        for c in ALL {
            for f in [Favours::Engine, Favours::Submitted, Favours::Neither] {
                let en = criterion_text(Locale::En, c, f);
                assert_eq!(en, check::describe(c, f));
                for zh in [Locale::ZhHans, Locale::ZhHant] {
                    let t = criterion_text(zh, c, f);
                    assert!(!t.contains("pairing-"), "{c:?} {zh:?}: {t}");
                    assert_ne!(t, en, "{c:?} {zh:?}");
                }
            }
        }
    }
}
