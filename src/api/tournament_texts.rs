//! The tournament texts of an answer in a locale, from the catalogues
//! (`locales/*/tournament.ftl`), built from the pairing engine's and the brackets' structured
//! facts: score groups, floats, colour rules, what a bracket or an event waits for.

use fluent_bundle::FluentValue;

use crate::i18n::{Arg, Locale, text};
use crate::tournament::event::{EventState, PresetStage};
use crate::tournament::knockout::BracketNext;
use crate::tournament::model::{Colour, HalfPoints, format_points};
use crate::tournament::swiss::{ColourReason, PairingWhy, Round};

/// The catalogue key of a colour rule.
#[must_use]
pub fn colour_reason_key(reason: ColourReason) -> &'static str {
    match reason {
        ColourReason::BothGranted => "both-granted",
        ColourReason::OpponentGranted => "opponent-granted",
        ColourReason::StrongerAbsolute => "stronger-absolute",
        ColourReason::OpponentStrongerAbsolute => "opponent-stronger-absolute",
        ColourReason::Stronger => "stronger",
        ColourReason::OpponentStronger => "opponent-stronger",
        ColourReason::AlternateLastDiffering => "alternate",
        ColourReason::HigherRankedGranted => "higher-ranked",
        ColourReason::ByPairingNumber => "by-pairing-number",
        ColourReason::ByHigherPairingNumber => "by-higher-pairing-number",
    }
}

fn colour_key(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Black => "black",
    }
}

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
        ("colour", colour_key(why.colour).into()),
        ("reason", colour_reason_key(why.colour_reason).into()),
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
