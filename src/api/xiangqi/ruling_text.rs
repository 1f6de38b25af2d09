//! A verdict's ruling and its repetition warning in words, in every locale alike (English
//! too), from the catalogues (`locales/*/xiangqi.ftl`, ids `ruling`, `rule-*`, `warning-*`):
//! the domain states the facts ([`Ruling`]), this file words them.

use fluent_bundle::FluentValue;

use super::texts::{article_key, class_key, move_error_text, pattern_key};
use crate::i18n::{Locale, text};
use crate::xiangqi::Side;
use crate::xiangqi::adjudication::{
    Article, Cycle, FoulKind, Pattern, ProfileKind, RepetitionWarning, Ruling, SealFault, Verdict,
};

fn arg<'a>(name: &'a str, value: impl Into<FluentValue<'a>>) -> (&'a str, FluentValue<'a>) {
    (name, value.into())
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::Red => "red",
        Side::Black => "black",
    }
}

/// The catalogue key of a rule profile.
#[must_use]
pub fn profile_key(kind: ProfileKind) -> &'static str {
    match kind {
        ProfileKind::Club => "club",
        ProfileKind::Cxa => "cxa",
        ProfileKind::Axf => "axf",
    }
}

/// The catalogue key of a technical foul.
#[must_use]
pub fn foul_key(foul: FoulKind) -> &'static str {
    match foul {
        FoulKind::RepeatedDrawOffer => "repeated-draw-offer",
        FoulKind::FalseClaim => "false-claim",
        FoulKind::TouchedNotMoved => "touched-not-moved",
        FoulKind::TouchedNotCaptured => "touched-not-captured",
        FoulKind::IllegalMoveAttempt => "illegal-move-attempt",
        FoulKind::TouchedImmobile => "touched-immobile",
        FoulKind::TouchedUncapturable => "touched-uncapturable",
        FoulKind::Other => "other",
    }
}

fn seal_fault_key(fault: SealFault) -> &'static str {
    match fault {
        SealFault::Ambiguous => "ambiguous",
        SealFault::Illegal => "illegal",
        SealFault::NoSuchPiece => "no-such-piece",
        SealFault::Unreadable => "unreadable",
    }
}

/// The verdict's ruling in `locale`, framed by the rules it was judged under.
#[must_use]
pub fn ruling_text(locale: Locale, profile: ProfileKind, v: &Verdict) -> String {
    text(
        locale,
        "ruling",
        &[
            arg("profile", profile_key(profile)),
            arg("sentence", sentence(locale, v)),
        ],
    )
}

/// The warning of a repetition short of the trigger count, in `locale`.
#[must_use]
pub fn warning_text(locale: Locale, v: &Verdict, w: &RepetitionWarning) -> String {
    let c = &w.cycle;
    let article = article_key(c.article, v.book);
    let head = match c.must_change {
        // Forbid mode (ruling R7): the count is reached and the game goes on; repeating again
        // is the forbidden side's refused move.
        Some(side) if c.occurrences as u32 >= w.trigger => text(
            locale,
            "warning-must-change-now",
            &[
                arg("side", side_key(side)),
                arg("pattern", pattern_key(c.pattern_of(side))),
                arg("article", article),
                arg("occurrences", c.occurrences as i64),
            ],
        ),
        Some(side) => text(
            locale,
            "warning-must-change",
            &[
                arg("side", side_key(side)),
                arg("pattern", pattern_key(c.pattern_of(side))),
                arg("article", article),
                arg("occurrences", c.occurrences as i64),
                arg("trigger", i64::from(w.trigger)),
            ],
        ),
        // Ruling R9: both sides' moves forbidden (e.g. 解将还将) is worded as such, never as
        // "allowed on both sides".
        None if c.article == Article::BothForbidden => text(
            locale,
            "warning-draw-both-forbidden",
            &[
                arg("article", article),
                arg("occurrences", c.occurrences as i64),
                arg("trigger", i64::from(w.trigger)),
            ],
        ),
        None => text(
            locale,
            "warning-draw",
            &[
                arg("article", article),
                arg("occurrences", c.occurrences as i64),
                arg("trigger", i64::from(w.trigger)),
            ],
        ),
    };
    // The occurrences are in the head already.
    let cycle = Cycle {
        occurrences: 0,
        ..*c
    };
    join(locale, head, cycle_sentence(locale, v, &cycle))
}

/// Two sentences, separated as the locale writes them.
fn join(locale: Locale, first: String, second: String) -> String {
    text(
        locale,
        "two-sentences",
        &[("first", first.into()), ("second", second.into())],
    )
}

fn sentence(locale: Locale, v: &Verdict) -> String {
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| text(locale, id, args);
    match &v.ruling {
        Ruling::GoesOn { after_ply } => say("rule-goes-on", &[arg("ply", *after_ply as i64)]),
        Ruling::StartCheckmate { winner } => {
            say("rule-start-checkmate", &[arg("winner", side_key(*winner))])
        }
        Ruling::StartStalemate { loser } => {
            say("rule-start-stalemate", &[arg("side", side_key(*loser))])
        }
        Ruling::StartNoAttackers => say("rule-start-no-attackers", &[]),
        Ruling::Checkmate { winner } => say("rule-checkmate", &[arg("winner", side_key(*winner))]),
        Ruling::Stalemate { loser } => say("rule-stalemate", &[arg("side", side_key(*loser))]),
        Ruling::NaturalMoveLimit { rounds, limit } => say(
            "rule-natural-move-limit",
            &[
                arg("rounds", i64::from(*rounds)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::NoAttackersLeft => say("rule-insufficient-material", &[]),
        Ruling::Repetition(c) => join(
            locale,
            repetition_head(locale, v, c),
            cycle_sentence(locale, v, c),
        ),
        Ruling::RepeatedViolations {
            cycle,
            number,
            limit,
        } => {
            let side = cycle.must_change.unwrap_or(Side::Red);
            let head = say(
                "rule-repeated-violations",
                &[
                    arg("side", side_key(side)),
                    arg("pattern", pattern_key(cycle.pattern_of(side))),
                    arg("article", article_key(cycle.article, v.book)),
                    arg("number", i64::from(*number)),
                    arg("limit", i64::from(*limit)),
                ],
            );
            join(locale, head, cycle_sentence(locale, v, cycle))
        }
        Ruling::IllegalMove { ply, text, error } => {
            let why = v.positions.get(ply.saturating_sub(1)).map_or_else(
                || error.to_string(),
                |pos| move_error_text(locale, pos, text, error),
            );
            say(
                "rule-illegal-ply",
                &[
                    arg("ply", *ply as i64),
                    arg("text", text.as_str()),
                    arg("why", why),
                ],
            )
        }
        Ruling::TimeForfeit {
            side,
            ply,
            at_ms,
            moves_owed,
        } => say(
            if *moves_owed > 0 {
                "rule-time-forfeit-moves"
            } else {
                "rule-time-forfeit"
            },
            &[
                arg("side", side_key(*side)),
                arg("ply", *ply as i64),
                arg("ms", at_ms.to_string()),
                arg("owed", i64::from(*moves_owed)),
            ],
        ),
        Ruling::BothOverTime { plies } => say(
            "rule-both-over-time",
            &[
                arg("first", plies[0] as i64),
                arg("second", plies[1] as i64),
            ],
        ),
        Ruling::Resigned { side, after_ply } => say(
            "rule-resignation",
            &[arg("side", side_key(*side)), arg("ply", *after_ply as i64)],
        ),
        Ruling::DrawAgreed { after_ply } => {
            say("rule-draw-agreed", &[arg("ply", *after_ply as i64)])
        }
        Ruling::OfferAccepted {
            side,
            offerer,
            offer_event,
        } => say(
            "rule-offer-accepted",
            &[
                arg("side", side_key(*side)),
                arg("offerer", side_key(*offerer)),
                arg("event", *offer_event as i64),
            ],
        ),
        Ruling::LateArrival {
            side,
            minutes,
            limit,
        } => say(
            "rule-forfeit",
            &[
                arg("side", side_key(*side)),
                arg("minutes", i64::from(*minutes)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::Discipline { side, after_ply } => say(
            "rule-discipline",
            &[arg("side", side_key(*side)), arg("ply", *after_ply as i64)],
        ),
        Ruling::BothLate {
            red_minutes,
            black_minutes,
            limit,
        } => say(
            "rule-both-late",
            &[
                arg("red", i64::from(*red_minutes)),
                arg("black", i64::from(*black_minutes)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::TechnicalFouls {
            side,
            foul,
            number,
            limit,
        } => say(
            "rule-technical-fouls",
            &[
                arg("side", side_key(*side)),
                arg("foul", foul_key(*foul)),
                arg("number", i64::from(*number)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::SealedMove { side, text, fault } => say(
            "rule-sealed-move",
            &[
                arg("side", side_key(*side)),
                arg("text", text.as_str()),
                arg("fault", seal_fault_key(*fault)),
            ],
        ),
    }
}

/// Who must change a judged cycle and by which article (CXA 25, 26.9; AXF's table).
fn repetition_head(locale: Locale, v: &Verdict, c: &Cycle) -> String {
    let id = match (c.must_change, c.article) {
        (None, Article::BothForbidden) => "rule-both-forbidden-draw",
        (None, _) => "rule-repetition-draw",
        (Some(_), Article::PerpetualCheck) => "rule-perpetual-check",
        (Some(_), Article::PerpetualAttack) => "rule-perpetual-attack",
        (Some(_), _) => "rule-both-forbidden",
    };
    let side = c.must_change.unwrap_or(Side::Red);
    text(
        locale,
        id,
        &[
            arg("side", side_key(side)),
            arg("pattern", pattern_key(c.pattern_of(side))),
            arg("article", article_key(c.article, v.book)),
        ],
    )
}

/// The cycle sentence: how often the position occurred (when it counts), which plies, their
/// classes as the rule book tallies them, each side's pattern.
fn cycle_sentence(locale: Locale, v: &Verdict, c: &Cycle) -> String {
    let classes: Vec<String> = (c.first..=c.last)
        .filter_map(|p| v.plies.get(p.wrapping_sub(1)))
        .filter_map(|r| r.class.as_ref())
        .map(|k| {
            text(
                locale,
                "class",
                &[arg("class", class_key(k.class.tallied()))],
            )
        })
        .collect();
    let pattern = |p: Pattern| text(locale, "pattern", &[arg("pattern", pattern_key(p))]);
    text(
        locale,
        "rule-cycle",
        &[
            arg("occurrences", c.occurrences as i64),
            arg("from", c.first as i64),
            arg("to", c.last as i64),
            arg("classes", classes.join(" ")),
            arg("red", pattern(c.red)),
            arg("black", pattern(c.black)),
        ],
    )
}
