//! The repetition rules are symmetric and phase-stable: every rule-book case judged mirrored
//! left↔right or with the colours swapped gets the same verdict (with the sides exchanged) and
//! the same per-ply classes, and started one ply later the same verdict. A rule that looked at a
//! file, a rank or a colour, or at where the line happens to start, would break this.

use arbiter_xiangqi::adjudication::{Outcome, Profile, ProfileKind, Verdict, adjudicate};
use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Move, Position};

use crate::data;

/// A transformation of a case: the board's placement and side to move, and a square's name.
#[derive(Clone, Copy, Debug)]
enum Transform {
    /// File a↔i, b↔h, …
    Mirror,
    /// Ranks 0↔9, piece colours and the side to move exchanged.
    Colours,
}

impl Transform {
    fn fen(self, fen: &str) -> String {
        let mut fields = fen.split_whitespace();
        let board = fields.next().unwrap_or_default();
        let turn = fields.next().unwrap_or("w");
        let ranks: Vec<String> = board.split('/').map(str::to_string).collect();
        let (ranks, turn) = match self {
            Transform::Mirror => (
                ranks
                    .iter()
                    .map(|r| expand(r).chars().rev().collect::<String>())
                    .map(|r| compress(&r))
                    .collect::<Vec<_>>(),
                turn.to_string(),
            ),
            Transform::Colours => (
                ranks
                    .iter()
                    .rev()
                    .map(|r| {
                        r.chars()
                            .map(|c| {
                                if c.is_ascii_uppercase() {
                                    c.to_ascii_lowercase()
                                } else {
                                    c.to_ascii_uppercase()
                                }
                            })
                            .collect()
                    })
                    .collect(),
                if turn == "w" { "b" } else { "w" }.to_string(),
            ),
        };
        format!("{} {turn} - - 0 1", ranks.join("/"))
    }

    fn square(self, sq: &str) -> String {
        let mut c = sq.chars();
        let (f, r) = (c.next().unwrap_or('a'), c.next().unwrap_or('0'));
        match self {
            Transform::Mirror => format!("{}{r}", (b'i' - (f as u8 - b'a')) as char),
            Transform::Colours => format!("{f}{}", (b'9' - (r as u8 - b'0')) as char),
        }
    }

    fn mv(self, m: &str) -> String {
        format!("{}{}", self.square(&m[..2]), self.square(&m[2..]))
    }

    fn outcome(self, o: Outcome) -> Outcome {
        match (self, o) {
            (Transform::Colours, Outcome::RedWins) => Outcome::BlackWins,
            (Transform::Colours, Outcome::BlackWins) => Outcome::RedWins,
            _ => o,
        }
    }
}

/// A FEN rank with its digits spelled out as `1`s.
fn expand(rank: &str) -> String {
    rank.chars()
        .flat_map(|c| match c.to_digit(10) {
            Some(n) => vec!['1'; n as usize],
            None => vec![c],
        })
        .collect()
}

/// A rank of single characters with its runs of `1`s written as digits.
fn compress(rank: &str) -> String {
    let mut out = String::new();
    let mut run = 0;
    for c in rank.chars() {
        if c == '1' {
            run += 1;
        } else {
            if run > 0 {
                out.push_str(&run.to_string());
                run = 0;
            }
            out.push(c);
        }
    }
    if run > 0 {
        out.push_str(&run.to_string());
    }
    out
}

fn judge(fen: &str, moves: &[String]) -> (Position, Vec<Move>, Verdict) {
    let start = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e:?}"));
    let moves: Vec<Move> = moves
        .iter()
        .map(|m| parse_coord(m, CoordDialect::Iccs).unwrap())
        .collect();
    let v = adjudicate(&start, &moves, &Profile::new(ProfileKind::Cxa), &[]);
    (start, moves, v)
}

fn classes(v: &Verdict) -> Vec<String> {
    v.plies
        .iter()
        .map(|p| {
            p.class
                .as_ref()
                .map_or("-", |c| c.class.label())
                .to_string()
        })
        .collect()
}

#[test]
fn rule_book_cases_are_symmetric_and_phase_stable() {
    let mut compared = 0;
    let mut shifted = 0;
    for file in ["qili_cases.json", "qili_reference_diagrams.json"] {
        let v: serde_json::Value = serde_json::from_str(&data::read(file)).unwrap();
        for c in v["cases"].as_array().unwrap() {
            let name = c["name"].as_str().unwrap();
            let fen = c["fen"].as_str().unwrap();
            let moves: Vec<String> = c["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect();
            let (start, played, base) = judge(fen, &moves);
            for t in [Transform::Mirror, Transform::Colours] {
                let moved: Vec<String> = moves.iter().map(|m| t.mv(m)).collect();
                let (_, _, other) = judge(&t.fen(fen), &moved);
                assert_eq!(
                    t.outcome(base.outcome),
                    other.outcome,
                    "{name} {t:?}: {:?} / {:?}",
                    base.ruling,
                    other.ruling
                );
                assert_eq!(classes(&base), classes(&other), "{name} {t:?}");
                compared += 1;
            }
            // One ply later: start after the first move and end with it again, when the line
            // returns to its start.
            let mut end = start.clone();
            for &m in &played {
                end.play_unchecked(m);
            }
            if end.hash() != start.hash() {
                continue;
            }
            let mut later = start.clone();
            later.play_unchecked(played[0]);
            let mut rest = moves[1..].to_vec();
            rest.push(moves[0].clone());
            let (_, _, phased) = judge(&later.to_fen(), &rest);
            assert_eq!(
                base.outcome, phased.outcome,
                "{name} one ply later: {:?} / {:?}",
                base.ruling, phased.ruling
            );
            shifted += 1;
        }
    }
    eprintln!("symmetry: {compared} transformed cases, {shifted} started one ply later");
    assert!(compared >= 180 && shifted >= 80, "{compared} {shifted}");
}
