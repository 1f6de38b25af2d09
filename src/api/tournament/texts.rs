//! The tournament texts of an answer in a locale, from the catalogues
//! (`locales/*/tournament.ftl`), built from the pairing engine's and the brackets' structured
//! facts: score groups, floats, colour rules, what a bracket or an event waits for.

use arbiter_base::Keyed;
use fluent_bundle::FluentValue;

use crate::i18n::{Arg, Locale, text};
use crate::tournament::event::{EventState, PresetStage};
use crate::tournament::knockout::BracketNext;
use crate::tournament::model::{HalfPoints, format_points};
use crate::tournament::swiss::{PairingWhy, Round};

/// Points as a notice writes them: `12`, `6.5` (a TRF keeps `12.0`; people do not).
fn points(p: HalfPoints) -> FluentValue<'static> {
    if p % 2 == 0 {
        FluentValue::from((p / 2).to_string())
    } else {
        FluentValue::from(format_points(p))
    }
}

/// Why a Swiss board is paired so and who has red.
#[must_use]
pub fn pairing(locale: Locale, why: &PairingWhy) -> String {
    let say = |id: &str, args: &[Arg<'_>]| text(locale, id, args);
    let mut args: Vec<Arg<'_>> = vec![
        ("points", points(why.score_group)),
        ("player", why.colour_for.into()),
        ("colour", why.colour.key().into()),
        ("reason", why.colour_reason.key().into()),
    ];
    match why.float_down {
        Some((floater, from, to)) => {
            args.extend([
                ("floater", floater.into()),
                ("from", points(from)),
                ("to", points(to)),
            ]);
            say("pairing-float", &args)
        }
        None => say("pairing", &args),
    }
}

/// A Swiss round in a sentence: boards, the bye, who is not paired.
#[must_use]
pub fn round(locale: Locale, round: &Round) -> String {
    let say = |id: &str, args: &[Arg<'_>]| text(locale, id, args);
    let mut out = say(
        "round",
        &[
            ("round", round.number.into()),
            ("boards", round.boards.len().into()),
        ],
    );
    if let Some(b) = round.bye {
        out.push_str(&say("round-bye", &[("player", b.into())]));
    }
    if !round.not_paired.is_empty() {
        out.push_str(&say(
            "round-not-paired",
            &[("count", round.not_paired.len().into())],
        ));
    }
    out
}

/// What a knockout bracket waits for (rounds and matches counted from 1 in the text).
#[must_use]
pub fn knockout(locale: Locale, next: BracketNext) -> String {
    let say = |id: &str, args: &[Arg<'_>]| text(locale, id, args);
    match next {
        BracketNext::Round { round, matches } => say(
            "knockout-round",
            &[("round", (round + 1).into()), ("matches", matches.into())],
        ),
        BracketNext::Tiebreak { round, match_index } => say(
            "knockout-tiebreak",
            &[
                ("round", (round + 1).into()),
                ("match", (match_index + 1).into()),
            ],
        ),
        BracketNext::FinalTiebreak => say("knockout-final-tiebreak", &[]),
        BracketNext::Champion(p) => say("knockout-champion", &[("winner", p.into())]),
    }
}

/// What a multi-stage event waits for, or who won it.
#[must_use]
pub fn event(locale: Locale, state: &EventState) -> String {
    let say = |id: &str, args: &[Arg<'_>]| text(locale, id, args);
    let Some(stage) = state.current_stage else {
        return match state.final_ranking.first() {
            Some(w) => say("event-over-first", &[("winner", w.id.into())]),
            None => say("event-over", &[]),
        };
    };
    let name = (stage as usize)
        .checked_sub(1)
        .and_then(|i| state.stages.get(i))
        .map_or_else(String::new, |s| stage_name(locale, &s.name, s.preset));
    let stage_text = if name.is_empty() {
        say("stage", &[("stage", stage.into())])
    } else {
        say(
            "stage-named",
            &[("stage", stage.into()), ("name", name.as_str().into())],
        )
    };
    let stage_arg = ("stage-text", FluentValue::from(stage_text));
    if !state.next_games.is_empty() {
        let rounds: std::collections::BTreeSet<u32> =
            state.next_games.iter().map(|g| g.at.round).collect();
        let rounds: Vec<String> = rounds.iter().map(ToString::to_string).collect();
        return say(
            "event-play",
            &[
                stage_arg,
                ("rounds", rounds.join("/").into()),
                ("games", state.next_games.len().into()),
            ],
        );
    }
    if !state.playoffs.is_empty() {
        return say(
            "event-playoffs",
            &[stage_arg, ("count", state.playoffs.len().into())],
        );
    }
    say("event-waiting", &[stage_arg])
}

/// A stage's name in `locale`: the organiser's, or the preset stage's from the catalogue.
#[must_use]
pub fn stage_name(locale: Locale, name: &str, preset: Option<PresetStage>) -> String {
    match preset {
        Some(p) if name.is_empty() => text(
            locale,
            "preset-stage",
            &[(
                "stage",
                match p {
                    PresetStage::DrawnKnockout => "drawn-knockout",
                    PresetStage::QualifiersRoundRobin => "qualifiers-round-robin",
                    PresetStage::PointsKnockout => "points-knockout",
                    PresetStage::Swiss => "swiss",
                    PresetStage::GroupRoundRobin => "group-round-robin",
                    PresetStage::Knockout => "knockout",
                }
                .into(),
            )],
        ),
        _ => name.to_string(),
    }
}

/// A TRF problem in `locale` (issue 51: no English in a Chinese answer), with its line.
pub fn trf_error(locale: Locale, e: &crate::tournament::trf::TrfError) -> String {
    let problem = trf_problem(locale, &e.problem);
    if e.line == 0 {
        problem
    } else {
        text(
            locale,
            "trf-at-line",
            &[("line", e.line.into()), ("problem", problem.into())],
        )
    }
}

/// One TRF problem in `locale`: the catalogue's `trf-problem`, selected by kind.
fn trf_problem(locale: Locale, p: &crate::tournament::trf::TrfProblem) -> String {
    use crate::tournament::acceleration::AccelerationError as A;
    use crate::tournament::trf::{Padding, TrfProblem as P};
    let n = |v: usize| FluentValue::from(v as i64);
    let s = |v: &str| FluentValue::from(v.to_owned());
    let (kind, args): (&str, Vec<(&str, FluentValue<'_>)>) = match p {
        P::PointsNotANumber { text } => ("points-not-a-number", vec![("text", s(text))]),
        P::PointsNotHalf { text } => ("points-not-half", vec![("text", s(text))]),
        P::PointsOutOfRange { text } => ("points-out-of-range", vec![("text", s(text))]),
        P::OpponentNotANumber { round, text } => (
            "opponent-not-a-number",
            vec![("round", n(*round)), ("text", s(text))],
        ),
        P::UnknownColour { round, code } => (
            "unknown-colour",
            vec![("round", n(*round)), ("text", s(&code.to_string()))],
        ),
        P::NoResult { round } => ("no-result", vec![("round", n(*round))]),
        P::UnknownResult { round, code } => (
            "unknown-result",
            vec![("round", n(*round)), ("text", s(&code.to_string()))],
        ),
        P::GameNeedsColour { round } => ("game-needs-colour", vec![("round", n(*round))]),
        P::PairingNumberNotANumber => ("pairing-number-not-a-number", vec![]),
        P::PairingNumberOutOfRange { id, max } => (
            "pairing-number-out-of-range",
            vec![("id", FluentValue::from(*id as i64)), ("max", n(*max))],
        ),
        P::RatingNotANumber => ("rating-not-a-number", vec![]),
        P::RatingShifted { text } => ("rating-shifted", vec![("text", text.clone().into())]),
        P::TooManyRounds { max } => ("too-many-rounds", vec![("max", n(*max))]),
        P::Tab { column } => ("tab", vec![("column", n(*column))]),
        P::PairingNumberTooWide { text } => ("pairing-number-too-wide", vec![("text", s(text))]),
        P::NamePadded { name, padding } => (
            match padding {
                Padding::Characters => "name-padded-by-characters",
                Padding::DisplayWidth => "name-padded-by-width",
            },
            vec![("name", s(name))],
        ),
        P::FieldNotANumber {
            from,
            to,
            field,
            text,
        } => (
            "field-not-a-number",
            vec![
                ("from", n(*from)),
                ("to", n(*to)),
                ("field", s(field.key())),
                ("text", s(text)),
            ],
        ),
        P::NotAPairingNumber { text } => ("not-a-pairing-number", vec![("text", s(text))]),
        P::RoundOutOfRange { round, max } => (
            "round-out-of-range",
            vec![
                ("round", FluentValue::from(i64::from(*round))),
                ("max", n(*max)),
            ],
        ),
        P::MatchPointsUnsupported => ("match-points-unsupported", vec![]),
        P::VirtualRangeBackwards => ("virtual-range-backwards", vec![]),
        P::ProhibitedRangeBackwards => ("prohibited-range-backwards", vec![]),
        P::ProhibitedNeedsTwo => ("prohibited-needs-two", vec![]),
        P::UnknownByeKind { code } => ("unknown-bye-kind", vec![("text", s(code))]),
        P::UnsupportedType { name } => ("unsupported-type", vec![("text", s(name))]),
        P::TooManyPlayers { max } => ("too-many-players", vec![("max", n(*max))]),
        P::PairingNumberTwice { id } => (
            "pairing-number-twice",
            vec![("id", FluentValue::from(i64::from(*id)))],
        ),
        P::XxrMissing => ("xxr-missing", vec![]),
        P::XxrOutOfRange { rounds, max } => (
            "xxr-out-of-range",
            vec![
                ("round", FluentValue::from(i64::from(*rounds))),
                ("max", n(*max)),
            ],
        ),
        P::XxpNeedsTwo => ("xxp-needs-two", vec![]),
        P::InitialColour { code } => ("initial-colour", vec![("text", s(code))]),
        P::AbnormalPointsUnsupported => ("abnormal-points-unsupported", vec![]),
        P::TeamPlayerUnknown { team, id } => (
            "team-player-unknown",
            vec![("team", n(*team as usize)), ("id", n(*id as usize))],
        ),
        P::PlayerInTwoTeams { id } => ("player-in-two-teams", vec![("id", n(*id as usize))]),
        P::PlayerWithoutTeam { id } => ("player-without-team", vec![("id", n(*id as usize))]),
        P::GameWithinTeam { round, id } => (
            "game-within-team",
            vec![("round", n(*round as usize)), ("id", n(*id as usize))],
        ),
        P::TeamNumberTwice { team } => ("team-number-twice", vec![("team", n(*team as usize))]),
        P::ByeTeamUnknown { round, team } => (
            "bye-team-unknown",
            vec![("round", n(*round as usize)), ("team", n(*team as usize))],
        ),
        P::ByeAndMatch { round, team } => (
            "bye-and-match",
            vec![("round", n(*round as usize)), ("team", n(*team as usize))],
        ),
        P::TeamMeetsTwo { round, team } => (
            "team-meets-two",
            vec![("round", n(*round as usize)), ("team", n(*team as usize))],
        ),
        P::UnknownXxcWord { word } => ("unknown-xxc-word", vec![("text", s(word))]),
        P::NoPlayers => ("no-players", vec![]),
        P::Acceleration(A::PointSystem) => ("baku-point-system", vec![]),
        P::Acceleration(A::UnknownLength) => ("baku-unknown-length", vec![]),
        P::Acceleration(A::TooManyRounds(id)) => (
            "virtual-points-too-many-rounds",
            vec![("id", FluentValue::from(i64::from(*id)))],
        ),
        P::Acceleration(A::TooManyProhibitedPairs(pairs)) => (
            "too-many-prohibited-pairs",
            vec![
                ("pairs", FluentValue::from(*pairs as i64)),
                (
                    "max",
                    FluentValue::from(crate::tournament::acceleration::MAX_PROHIBITED_PAIRS as i64),
                ),
            ],
        ),
        P::ProhibitedUnknownPlayer { id } => (
            "prohibited-unknown-player",
            vec![("id", FluentValue::from(i64::from(*id)))],
        ),
        P::VirtualPointsUnknownPlayer { id } => (
            "virtual-points-unknown-player",
            vec![("id", FluentValue::from(i64::from(*id)))],
        ),
        P::ByeUnknownPlayer { id } => (
            "bye-unknown-player",
            vec![("id", FluentValue::from(i64::from(*id)))],
        ),
        P::PairedWithHimself { round, id } => (
            "paired-with-himself",
            vec![
                ("round", n(*round)),
                ("id", FluentValue::from(i64::from(*id))),
            ],
        ),
        P::OpponentNotAPlayer { round, id } => (
            "opponent-not-a-player",
            vec![
                ("round", n(*round)),
                ("id", FluentValue::from(i64::from(*id))),
            ],
        ),
        P::EntriesDisagree {
            round,
            id,
            opponent,
        } => (
            "entries-disagree",
            vec![
                ("round", n(*round)),
                ("id", FluentValue::from(i64::from(*id))),
                ("opponent", FluentValue::from(i64::from(*opponent))),
            ],
        ),
    };
    let mut all = vec![("kind", FluentValue::from(kind))];
    all.extend(args);
    text(locale, "trf-problem", &all)
}

/// Why an event's definition is refused, in `locale` (issue 51).
pub fn refusal(locale: Locale, r: crate::tournament::event::refusal::Refusal) -> String {
    let mut args: Vec<Arg<'_>> = vec![("kind", FluentValue::from(r.key()))];
    for (name, v) in r.numbers() {
        args.push((name, FluentValue::from(v as i64)));
    }
    text(locale, "event-refusal", &args)
}

/// A game's address in `locale`: "第1阶段A组第2轮第3台".
fn game_address(locale: Locale, at: &crate::tournament::event::GameAddress) -> String {
    text(
        locale,
        "event-game-address",
        &[
            ("stage", FluentValue::from(i64::from(at.stage))),
            (
                "group",
                FluentValue::from(crate::tournament::event::groups::label(
                    at.group.saturating_sub(1) as usize,
                )),
            ),
            ("round", FluentValue::from(i64::from(at.round))),
            ("board", FluentValue::from(i64::from(at.board))),
        ],
    )
}

/// Why a reported result does not fit, in `locale` (issue 51).
pub fn result_problem(
    locale: Locale,
    p: &crate::tournament::event::result_problem::ResultProblem,
) -> String {
    use crate::tournament::event::result_problem::ResultProblem as R;
    let id = |v: u32| FluentValue::from(i64::from(v));
    let (kind, args): (&str, Vec<Arg<'_>>) = match p {
        R::ReportedTwice { first } => (
            "reported-twice",
            vec![("first", FluentValue::from(*first as i64))],
        ),
        R::OtherPlayers { at, red, black } => (
            "other-players",
            vec![
                ("at", FluentValue::from(game_address(locale, at))),
                ("red", id(*red)),
                ("black", id(*black)),
            ],
        ),
        R::PlayoffWinnerMisplaced { red, black } => (
            "playoff-winner-misplaced",
            vec![("red", id(*red)), ("black", id(*black))],
        ),
        R::PlayoffWinnerOutsideKnockout => ("playoff-winner-outside-knockout", vec![]),
        R::NotAGame { at } => (
            "not-a-game",
            vec![("at", FluentValue::from(game_address(locale, at)))],
        ),
        R::KnockoutNeedsWinner => ("knockout-needs-winner", vec![]),
    };
    let mut all = vec![("kind", FluentValue::from(kind))];
    all.extend(args);
    text(locale, "event-result-problem", &all)
}

/// Why a play-off order does not fit, in `locale` (issue 51).
pub fn playoff_problem(
    locale: Locale,
    p: &crate::tournament::event::result_problem::PlayoffProblem,
) -> String {
    use crate::tournament::event::result_problem::PlayoffProblem as P;
    let (kind, players) = match p {
        P::NoSuchGroup => ("no-such-group", String::new()),
        P::SecondOrder => ("second-order", String::new()),
        P::OtherPlayers { tied } => (
            "other-players",
            tied.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(if locale == Locale::En { ", " } else { "、" }),
        ),
    };
    text(
        locale,
        "event-playoff-problem",
        &[("kind", kind.into()), ("players", players.into())],
    )
}

/// Why a knockout cannot be drawn or advanced, in `locale` (issue 51).
pub fn knockout_error(locale: Locale, e: &crate::tournament::knockout::RunError) -> String {
    use crate::tournament::knockout::{KnockoutError as K, RunError as R};
    let n = |v: usize| FluentValue::from(v as i64);
    let (kind, args): (&str, Vec<Arg<'_>>) = match e {
        R::Draw(K::TooFewPlayers) => ("too-few-players", vec![]),
        R::Draw(K::TooManyPlayers(count)) => (
            "too-many-players",
            vec![
                ("count", n(*count)),
                ("max", n(crate::tournament::knockout::MAX_PLAYERS)),
            ],
        ),
        R::Draw(K::DuplicatePlayer(p)) => (
            "duplicate-player",
            vec![("id", FluentValue::from(i64::from(*p)))],
        ),
        R::Draw(K::ResultCount { matches, results }) => (
            "result-count",
            vec![("matches", n(*matches)), ("results", n(*results))],
        ),
        R::Draw(K::TiebreakNeeded(i)) => ("tiebreak-needed", vec![("match", n(i + 1))]),
        R::ResultCount { round, matches } => (
            "round-matches",
            vec![("round", n(round + 1)), ("matches", n(*matches))],
        ),
        R::MissingResult { .. } => ("missing-result", vec![]),
        R::ResultsAfterFinal => ("results-after-final", vec![]),
        R::UndecidedBeforeLaterRounds { .. } => ("undecided", vec![]),
    };
    let mut all = vec![("kind", FluentValue::from(kind))];
    all.extend(args);
    text(locale, "knockout-problem", &all)
}
