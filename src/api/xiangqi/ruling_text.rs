//! A verdict's ruling and its repetition warning in words, in every locale alike (English
//! too), from the catalogues (`locales/*/xiangqi.ftl`, ids `ruling`, `rule-*`, `warning-*`):
//! the domain states the facts ([`Ruling`]), this file words them.

use arbiter_base::Keyed;
use fluent_bundle::FluentValue;

use super::texts::move_error_text;
use crate::i18n::{Locale, text};
use crate::xiangqi::Side;
use crate::xiangqi::adjudication::{
    Article, Cycle, MoveClass, Pattern, ProfileKind, RepetitionWarning, Ruling, Tallied, Verdict,
    attacks_against_attack_back,
};

fn arg<'a>(name: &'a str, value: impl Into<FluentValue<'a>>) -> (&'a str, FluentValue<'a>) {
    (name, value.into())
}

/// The verdict's ruling in `locale`, framed by the rules it was judged under.
#[must_use]
pub fn ruling_text(locale: Locale, profile: ProfileKind, v: &Verdict) -> String {
    text(
        locale,
        "ruling",
        &[
            arg("profile", profile.key()),
            arg("sentence", sentence(locale, v)),
        ],
    )
}

/// The warning of a repetition short of the trigger count, in `locale`.
#[must_use]
pub fn warning_text(locale: Locale, v: &Verdict, w: &RepetitionWarning) -> String {
    let c = &w.cycle;
    let article = c.article.key_in(v.book);
    let args = |trigger: bool| {
        let mut a = vec![
            arg("side", c.must_change.unwrap_or(Side::Red).key()),
            arg("tallies", tallies_text(locale, v, c)),
            arg("mutual", yes_no(checks_back(c))),
            arg("article", article),
            arg("occurrences", c.occurrences as i64),
        ];
        if trigger {
            a.push(arg("trigger", i64::from(w.trigger)));
        }
        a
    };
    let head = match c.must_change {
        // Forbid mode (ruling R7): the count is reached and the game goes on; repeating again
        // is the forbidden side's refused move.
        Some(_) if c.occurrences as u32 >= w.trigger => {
            text(locale, "warning-must-change-now", &args(false))
        }
        Some(_) => text(locale, "warning-must-change", &args(true)),
        // Ruling R9: both sides' moves forbidden (e.g. 解将还将) is worded as such, never as
        // "allowed on both sides".
        None if c.article == Article::BothForbidden => {
            text(locale, "warning-draw-both-forbidden", &args(true))
        }
        None => text(locale, "warning-draw", &args(true)),
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
            say("rule-start-checkmate", &[arg("winner", (*winner).key())])
        }
        Ruling::StartStalemate { loser } => {
            say("rule-start-stalemate", &[arg("side", (*loser).key())])
        }
        Ruling::StartNoAttackers => say("rule-start-no-attackers", &[]),
        Ruling::Checkmate { winner } => say("rule-checkmate", &[arg("winner", (*winner).key())]),
        Ruling::Stalemate { loser } => say("rule-stalemate", &[arg("side", (*loser).key())]),
        Ruling::NaturalMoveLimit { rounds, limit } => say(
            "rule-natural-move-limit",
            &[
                arg("rounds", i64::from(*rounds)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::NoAttackersLeft => say("rule-insufficient-material", &[]),
        Ruling::TheoreticalDrawClaimed { side, ply, class } => say(
            "rule-theoretical-draw-claimed",
            &[
                arg("side", (*side).key()),
                arg("ply", *ply as i64),
                arg("class", super::endgame::table_class_name(locale, class)),
            ],
        ),
        Ruling::TheoreticalDraw { ply: 0, class } => say(
            "rule-start-theoretical-draw",
            &[arg(
                "class",
                super::endgame::table_class_name(locale, class),
            )],
        ),
        Ruling::TheoreticalDraw { ply, class } => say(
            "rule-theoretical-draw",
            &[
                arg("ply", *ply as i64),
                arg("class", super::endgame::table_class_name(locale, class)),
            ],
        ),
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
                    arg("side", side.key()),
                    arg("tally", tally_text(locale, v, cycle, side)),
                    arg("article", cycle.article.key_in(v.book)),
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
                    arg("before", ply.saturating_sub(1) as i64),
                    arg("text", text.as_str()),
                    arg("why", why),
                ],
            )
        }
        Ruling::TimeForfeit {
            side,
            ply,
            used_ms,
            moves_owed,
            ..
        } => say(
            if *moves_owed > 0 {
                "rule-time-forfeit-moves"
            } else {
                "rule-time-forfeit"
            },
            &[
                arg("side", (*side).key()),
                arg("ply", *ply as i64),
                arg("round", i64::from(v.round_of(*ply).0)),
                arg(
                    "minutes",
                    i64::try_from(used_ms / 60_000).unwrap_or(i64::MAX),
                ),
                arg("seconds", format!("{:02}", used_ms / 1000 % 60)),
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
            &[
                arg("side", (*side).key()),
                arg("winner", (side.opponent()).key()),
                arg("ply", *after_ply as i64),
            ],
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
                arg("side", (*side).key()),
                arg("offerer", (*offerer).key()),
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
                arg("side", (*side).key()),
                arg("minutes", i64::from(*minutes)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::Discipline { side, after_ply } => say(
            "rule-discipline",
            &[arg("side", (*side).key()), arg("ply", *after_ply as i64)],
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
                arg("side", (*side).key()),
                arg("foul", (*foul).key()),
                arg("number", i64::from(*number)),
                arg("limit", i64::from(*limit)),
            ],
        ),
        Ruling::SealedMove { side, text, fault } => say(
            "rule-sealed-move",
            &[
                arg("side", (*side).key()),
                arg("text", text.as_str()),
                arg("fault", (*fault).key()),
            ],
        ),
    }
}

/// Who must change a judged cycle and by which article (CXA 25, 26.9; AXF's table), after
/// both sides' tallies as the book states them ("红方长捉，黑方一捉一闲，红方变着，不变作负").
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
            arg("side", side.key()),
            arg("tallies", tallies_text(locale, v, c)),
            arg("mutual", yes_no(checks_back(c))),
            arg("article", c.article.key_in(v.book)),
        ],
    )
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// Whether both sides checked with every move of the cycle: the book's 解将还将 (each check
/// answers the other's and gives check back).
fn checks_back(c: &Cycle) -> bool {
    c.red == Pattern::LongCheck && c.black == Pattern::LongCheck
}

/// One side's tally in words ("长将", "一将一闲", "两闲"); its pattern when the plies carry no
/// classes.
fn tally_text(locale: Locale, v: &Verdict, c: &Cycle, side: Side) -> String {
    let t = v.tally(c, side);
    if t.moves() == 0 {
        return text(
            locale,
            "pattern",
            &[arg("pattern", c.pattern_of(side).key())],
        );
    }
    let joint = |k: Tallied| if k.joint { "yes" } else { "no" };
    if let Some(k) = t.long().filter(|k| k.class != MoveClass::Idle) {
        return text(
            locale,
            "tally-long",
            &[arg("class", k.class.key()), arg("joint", joint(k))],
        );
    }
    t.counts
        .iter()
        .map(|&(k, n)| {
            text(
                locale,
                "tally-count",
                &[
                    arg("count", i64::from(n)),
                    arg("class", k.class.key()),
                    arg("joint", joint(k)),
                ],
            )
        })
        .reduce(|first, second| {
            text(
                locale,
                "tally-join",
                &[arg("first", first), arg("second", second)],
            )
        })
        .unwrap_or_default()
}

/// Both sides' tallies, with the book's 二打一还打 when the cycle has that shape.
fn tallies_text(locale: Locale, v: &Verdict, c: &Cycle) -> String {
    let (attacks, back) = c
        .must_change
        .and_then(|side| {
            attacks_against_attack_back(&v.tally(c, side), &v.tally(c, side.opponent()))
        })
        .unwrap_or((0, 0));
    text(
        locale,
        "cycle-tallies",
        &[
            arg("red", tally_text(locale, v, c, Side::Red)),
            arg("black", tally_text(locale, v, c, Side::Black)),
            arg("attacks", i64::from(attacks)),
            arg("back", i64::from(back)),
        ],
    )
}

/// The cycle sentence: how often the position occurred (when it counts) and the rounds (回合)
/// the cycle spans, as a score sheet numbers them.
fn cycle_sentence(locale: Locale, v: &Verdict, c: &Cycle) -> String {
    let (from, from_side) = v.round_of(c.first);
    let (to, to_side) = v.round_of(c.last);
    let side_text = |s: Side| text(locale, "side", &[arg("side", s.key())]);
    text(
        locale,
        "rule-cycle",
        &[
            arg("occurrences", c.occurrences as i64),
            arg("from", i64::from(from)),
            arg("to", i64::from(to)),
            arg(
                "whole",
                yes_no(from_side == Side::Red && to_side == Side::Black),
            ),
            arg("fromSide", side_text(from_side)),
            arg("toSide", side_text(to_side)),
        ],
    )
}
