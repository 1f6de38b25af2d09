//! `arbiter xiangqi adjudicate`: judges games given as JSON lines on standard input, one
//! verdict per line on standard output — the command-line face of `AdjudicateGame`, for
//! differential tests against other engines and for batch work.

use std::io::{BufRead, Write};

use serde::{Deserialize, Serialize};

use crate::xiangqi::adjudication::{Outcome, Profile, ProfileKind, adjudicate};
use crate::xiangqi::notation::{CoordDialect, parse_coord};
use crate::xiangqi::{Move, Position};

/// Longest input line, in bytes (a 2,000-ply game is far below it).
const MAX_LINE_BYTES: usize = 1 << 20;

#[derive(Deserialize)]
struct Game {
    #[serde(default)]
    id: serde_json::Value,
    fen: String,
    #[serde(default)]
    moves: Vec<String>,
}

#[derive(Serialize)]
struct Answer {
    id: serde_json::Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// The rule profile named on the command line (`club`, `cxa`, `axf`).
#[must_use]
pub fn profile_named(name: &str) -> Option<ProfileKind> {
    match name {
        "club" => Some(ProfileKind::Club),
        "cxa" => Some(ProfileKind::Cxa),
        "axf" => Some(ProfileKind::Axf),
        _ => None,
    }
}

fn judge(line: &str, profile: &Profile) -> Answer {
    let game: Game = match serde_json::from_str(line) {
        Ok(g) => g,
        Err(e) => {
            return Answer {
                id: serde_json::Value::Null,
                outcome: None,
                rule: None,
                error: Some(format!("not a game: {e}")),
            };
        }
    };
    let fail = |id: serde_json::Value, e: String| Answer {
        id,
        outcome: None,
        rule: None,
        error: Some(e),
    };
    let start = match Position::from_fen(&game.fen) {
        Ok(p) => p,
        Err(e) => return fail(game.id, format!("fen: {e}")),
    };
    let mut pos = start.clone();
    let mut line_moves: Vec<Move> = Vec::with_capacity(game.moves.len());
    for (i, text) in game.moves.iter().enumerate() {
        let Ok(m) = parse_coord(text, CoordDialect::Iccs) else {
            return fail(game.id, format!("moves[{i}]: '{text}' is not an ICCS move"));
        };
        if pos.play(m).is_err() {
            return fail(game.id, format!("moves[{i}]: {text} is illegal"));
        }
        line_moves.push(m);
    }
    let verdict = adjudicate(&start, &line_moves, profile, &[]);
    let outcome = match verdict.outcome {
        Outcome::Ongoing => "ongoing",
        Outcome::RedWins => "red_wins",
        Outcome::BlackWins => "black_wins",
        Outcome::Draw => "draw",
        Outcome::BothLose => "both_lose",
    };
    Answer {
        id: game.id,
        outcome: Some(outcome),
        rule: Some(crate::api::xiangqi::ruling_text::ruling_text(
            crate::i18n::Locale::En,
            profile.kind,
            &verdict,
        )),
        error: None,
    }
}

/// Reads `{"id", "fen", "moves": [ICCS…]}` lines from `input` and writes one
/// `{"id", "outcome", "rule"}` (or `{"id", "error"}`) line per game; returns the exit code.
pub fn run_adjudicate(
    profile: ProfileKind,
    input: impl BufRead,
    out: &mut impl Write,
) -> std::io::Result<i32> {
    let profile = Profile::new(profile);
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let answer = if line.len() > MAX_LINE_BYTES {
            Answer {
                id: serde_json::Value::Null,
                outcome: None,
                rule: None,
                error: Some(format!("line longer than {MAX_LINE_BYTES} bytes")),
            }
        } else {
            judge(&line, &profile)
        };
        let text = serde_json::to_string(&answer).unwrap_or_else(|_| "{}".into());
        writeln!(out, "{text}")?;
    }
    Ok(0)
}
