//! Which catalogue message states a verdict (`locales/*/xiangqi.ftl`, ids `rule-*` and
//! `warning-*`), with its arguments. The ruling chooses the message; the edge renders it in the
//! request's language.

use super::articles::Article;
use super::game::{Outcome, Termination, Verdict};
use super::repetition::{Pattern, verdict as pattern_verdict};
use crate::Side;

/// A message id and the facts it is written from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleMessage {
    /// The catalogue id (`rule-perpetual-check`, …).
    pub id: &'static str,
    /// The side the sentence is about (the loser, or the one who must change).
    pub side: Option<Side>,
    /// The winner, for a checkmate.
    pub winner: Option<Side>,
    /// The graver repetition pattern, when a repetition decided.
    pub pattern: Option<Pattern>,
    /// The article that decided.
    pub article: Option<Article>,
    /// Whether the cycle sentence (plies, classes, patterns) follows.
    pub with_cycle: bool,
}

fn loser(outcome: Outcome) -> Option<Side> {
    match outcome {
        Outcome::RedWins => Some(Side::Black),
        Outcome::BlackWins => Some(Side::Red),
        _ => None,
    }
}

fn plain(id: &'static str, side: Option<Side>) -> RuleMessage {
    RuleMessage {
        id,
        side,
        winner: None,
        pattern: None,
        article: None,
        with_cycle: false,
    }
}

/// The repetition sentence for the two sides' patterns (CXA 25, 26.9).
fn repetition(red: Pattern, black: Pattern) -> RuleMessage {
    let (loser, _, article) = pattern_verdict(red, black);
    let graver = if loser == Some(Side::Black) {
        black
    } else {
        red
    };
    let id = match (loser, article) {
        (None, Article::BothForbidden) => "rule-both-forbidden-draw",
        (None, _) => "rule-repetition-draw",
        (Some(_), Article::PerpetualCheck) => "rule-perpetual-check",
        (Some(_), Article::PerpetualAttack) => "rule-perpetual-attack",
        (Some(_), _) => "rule-both-forbidden",
    };
    RuleMessage {
        id,
        side: loser,
        winner: None,
        pattern: Some(graver),
        article: Some(article),
        with_cycle: true,
    }
}

impl Verdict {
    /// The message that states this verdict's `rule`.
    #[must_use]
    pub fn rule_message(&self) -> RuleMessage {
        let lost = loser(self.outcome);
        let simple = |id| plain(id, lost);
        match (self.termination, self.red_pattern, self.black_pattern) {
            (
                Termination::PerpetualCheck
                | Termination::PerpetualAttack
                | Termination::Repetition,
                Some(red),
                Some(black),
            ) => repetition(red, black),
            (Termination::Checkmate, ..) => RuleMessage {
                winner: lost.map(Side::opponent),
                ..simple("rule-checkmate")
            },
            (Termination::Stalemate, ..) => simple("rule-stalemate"),
            (Termination::NaturalMoveLimit, ..) => simple("rule-natural-move-limit"),
            (Termination::InsufficientMaterial, ..) => simple("rule-insufficient-material"),
            (Termination::Resignation, ..) => simple("rule-resignation"),
            (Termination::DrawAgreed, ..) => simple("rule-draw-agreed"),
            (..) if self.outcome == Outcome::BothLose => simple("rule-both-lose"),
            (Termination::IllegalMove, ..) if lost.is_some() => simple("rule-illegal-move"),
            (Termination::TimeForfeit, ..) if lost.is_some() => {
                let owed = self
                    .flags
                    .iter()
                    .any(|f| f.counted && f.flag.moves_owed > 0);
                simple(if owed {
                    "rule-time-forfeit-moves"
                } else {
                    "rule-time-forfeit"
                })
            }
            (Termination::TechnicalFouls, ..) if lost.is_some() => simple("rule-technical-fouls"),
            (Termination::RepeatedViolations, ..) if lost.is_some() => RuleMessage {
                with_cycle: true,
                ..simple("rule-repeated-violations")
            },
            (Termination::Forfeit, ..) if lost.is_some() => simple("rule-forfeit"),
            (Termination::SealedMove, ..) if lost.is_some() => simple("rule-sealed-move"),
            _ => match self.outcome {
                Outcome::Draw => simple("rule-draw"),
                _ => simple("rule-ongoing"),
            },
        }
    }

    /// The message that states this verdict's `warning` (a repetition short of the trigger
    /// count), if there is one.
    #[must_use]
    pub fn warning_message(&self) -> Option<RuleMessage> {
        self.warning.as_ref()?;
        let (red, black) = (self.red_pattern?, self.black_pattern?);
        let (loser, _, article) = pattern_verdict(red, black);
        Some(RuleMessage {
            id: if loser.is_some() {
                "warning-must-change"
            } else {
                "warning-draw"
            },
            side: loser,
            winner: None,
            pattern: loser.map(|l| if l == Side::Red { red } else { black }),
            article: Some(article),
            with_cycle: true,
        })
    }
}
