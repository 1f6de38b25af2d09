//! A TRF kept as written, so that an event read from it can be written back into it changing
//! only what the event changed: headers, the columns of 001 lines Arbiter does not model
//! (sex, title, federation, FIDE id, birth date), records it does not read and the line ends
//! come back byte for byte. Reading a file and writing the same event back gives the same
//! bytes.
//!
//! ```
//! use arbiter_tournament::trf_document::Document;
//!
//! // CRLF line ends, a record Arbiter does not read (132) and columns it does not model.
//! let text = "012 Club open\r\n\
//!             132                                                                                        25/06/01\r\n\
//!             001    1 m  g Li Wei                            1800 CHN    12345678 1990/01/01  1.0    1     2 w 1\r\n\
//!             001    2 w    Zhang Min                         1700 CHN    23456789 1992/02/02  0.0    2     1 b 0\r\n";
//! let (document, event) = Document::parse(text).unwrap();
//! assert_eq!(event.players.len(), 2);
//! assert_eq!(document.write(&event), text);
//! ```

use std::fmt::Write as _;

use super::model::{Player, Tournament};
use super::trf::{self, TrfError};

/// Records that [`trf::settings_records`] writes from the model: kept as written while the
/// event's rules are unchanged, rewritten when they change.
const SETTINGS: [&str; 16] = [
    "162", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU", "XXR", "142", "XXC", "152", "192", "XXA",
    "250", "260", "XXP",
];

/// A TRF as written: its lines, each with its own line end (`\n`, `\r\n`, `\r`, or none for
/// a last line without one), and the line end new lines get (the first one the file uses).
#[derive(Clone, Debug)]
pub struct Document {
    lines: Vec<(String, &'static str)>,
    newline: &'static str,
    bom: bool,
    /// The event as the file states it (to tell what an event written back has changed).
    base: Tournament,
}

/// Splits `body` into lines with their ends, as [`trf::parse`] reads them (any of the three).
fn split_lines(body: &str) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        match rest.find(['\n', '\r']) {
            None => {
                out.push((rest.to_string(), ""));
                break;
            }
            Some(i) => {
                let end: &'static str = if rest[i..].starts_with("\r\n") {
                    "\r\n"
                } else if rest[i..].starts_with('\r') {
                    "\r"
                } else {
                    "\n"
                };
                out.push((rest[..i].to_string(), end));
                rest = &rest[i + end.len()..];
            }
        }
    }
    out
}

impl Document {
    /// Reads a TRF (see [`trf::parse`]) and keeps its text.
    pub fn parse(text: &str) -> Result<(Document, Tournament), TrfError> {
        let t = trf::parse(text)?;
        let bom = text.starts_with('\u{feff}');
        let body = text.strip_prefix('\u{feff}').unwrap_or(text);
        let lines = split_lines(body);
        let newline = lines
            .iter()
            .map(|(_, end)| *end)
            .find(|end| !end.is_empty())
            .unwrap_or("\n");
        let doc = Document {
            lines,
            newline,
            bom,
            base: t.clone(),
        };
        Ok((doc, t))
    }

    /// Writes `t` into the document. A 001 line keeps its text where the player is unchanged;
    /// otherwise its name, rating, score and changed round blocks are written over it (other
    /// columns kept); players new to `t` follow the last 001 line, players gone are dropped.
    /// The rule records are kept unless the event's rules changed, then written afresh after
    /// the players. Every other line is kept, with its own line end.
    #[must_use]
    pub fn write(&self, t: &Tournament) -> String {
        let rules_changed = !same_rules(&self.base, t);
        let mut out: Vec<(String, &'static str)> = Vec::with_capacity(self.lines.len() + 1);
        let mut added: Vec<String> = Vec::new();
        let last_player_line = self.lines.iter().rposition(|(l, _)| l.starts_with("001"));
        for (i, (raw, end)) in self.lines.iter().enumerate() {
            let code = raw.get(0..3).unwrap_or("");
            let line = if code == "001" {
                self.player_line(raw, t)
            } else if code == "012" && t.name != self.base.name {
                Some(format!("012 {}", t.name))
            } else if code == "042" && t.start_date != self.base.start_date {
                t.start_date
                    .map(|(y, m, d)| format!("042 {y:04}/{m:02}/{d:02}"))
            } else if rules_changed && SETTINGS.contains(&code) {
                None
            } else {
                Some(raw.clone())
            };
            if let Some(line) = line {
                out.push((line, end));
            }
            if Some(i) == last_player_line {
                for p in t.players.values() {
                    if !self.base.players.contains_key(&p.id) {
                        out.push((trf::player_line(t, p, 0), self.newline));
                    }
                }
            }
        }
        if rules_changed {
            added.extend(trf::settings_records(t).lines().map(str::to_string));
        }
        out.extend(added.into_iter().map(|l| (l, self.newline)));
        let mut text = String::new();
        if self.bom {
            text.push('\u{feff}');
        }
        let last = out.len().saturating_sub(1);
        for (k, (line, end)) in out.iter().enumerate() {
            text.push_str(line);
            // A line that had no end gets one when lines follow it; the last keeps its own.
            text.push_str(if end.is_empty() && k < last {
                self.newline
            } else {
                end
            });
        }
        text
    }

    /// The 001 line of the player on `raw` as `t` has it (`None` when the player is gone).
    fn player_line(&self, raw: &str, t: &Tournament) -> Option<String> {
        let old = trf::parse_player(raw, 0).ok()?;
        let now = t.players.get(&old.id)?;
        let before = self.base.players.get(&old.id)?;
        if now == before {
            return Some(raw.to_string());
        }
        Some(rewrite_player(raw, before, now, t))
    }
}

/// `raw` with the columns of what changed from `before` to `now` written over.
fn rewrite_player(raw: &str, before: &Player, now: &Player, t: &Tournament) -> String {
    let fresh = trf::player_line(t, now, 0);
    let mut bytes: Vec<u8> = raw.as_bytes().to_vec();
    let fresh_bytes = fresh.as_bytes();
    let put = |from: usize, to: usize, bytes: &mut Vec<u8>| {
        if bytes.len() < to {
            bytes.resize(to, b' ');
        }
        for (k, b) in bytes.iter_mut().enumerate().take(to).skip(from) {
            *b = fresh_bytes.get(k).copied().unwrap_or(b' ');
        }
    };
    if now.name != before.name {
        put(14, 47, &mut bytes);
    }
    if now.rating != before.rating {
        put(48, 52, &mut bytes);
    }
    // The score (columns 81-84) follows the results.
    put(80, 84, &mut bytes);
    let mut line = String::from_utf8(bytes).unwrap_or_else(|_| fresh.clone());
    // Round blocks: kept where the round is unchanged, written where it changed or is new.
    let mut blocks = String::new();
    for (r, entry) in now.rounds.iter().enumerate() {
        let start = 91 + 10 * r;
        let kept = before.rounds.get(r) == Some(entry);
        let text = if kept {
            raw.get(start..(start + 8).min(raw.len()))
                .map(str::to_string)
        } else {
            None
        };
        let _ = write!(blocks, "  {:<8}", text.unwrap_or_else(|| trf::block(entry)));
    }
    let head_end = line
        .char_indices()
        .map(|(i, _)| i)
        .find(|&i| i >= 89)
        .unwrap_or(line.len());
    line.truncate(head_end);
    while line.len() < 89 {
        line.push(' ');
    }
    line.push_str(&blocks);
    line.trim_end().to_string()
}

/// Whether two events have the same rules (what [`trf::settings_records`] writes).
fn same_rules(a: &Tournament, b: &Tournament) -> bool {
    a.points == b.points
        && a.total_rounds == b.total_rounds
        && a.initial_colour == b.initial_colour
        && a.acceleration == b.acceleration
        && a.virtual_points == b.virtual_points
        && a.prohibited == b.prohibited
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Colour, GameResult, RoundEntry, RoundKind};

    /// A 001 line with every TRF-16 column filled.
    #[allow(clippy::too_many_arguments)]
    fn line001(
        id: u32,
        name: &str,
        rating: u32,
        fide: u32,
        pts: &str,
        rank: u32,
        blocks: &str,
    ) -> String {
        format!(
            "001 {id:>4} m GM {name:<33} {rating:>4} CHN {fide:>11} 1990/01/01 {pts:>4} {rank:>4}{blocks}"
        )
    }

    fn text() -> String {
        [
            "012 Club open".to_string(),
            line001(1, "Alpha, Ann", 2400, 12345678, "1.0", 1, "     2 w 1"),
            line001(2, "Beta, Bo", 2300, 87654321, "0.0", 2, "     1 b 0"),
            "XXR 5".to_string(),
            "132                                                                                        25/01/01".to_string(),
        ]
        .join("\r\n")
            + "\r\n"
    }

    #[test]
    fn unchanged_event_writes_the_same_bytes() {
        let text = text();
        let (doc, t) = Document::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(doc.write(&t), text);
    }

    #[test]
    fn a_new_round_changes_only_its_blocks_and_scores() {
        let (doc, mut t) = Document::parse(&text()).unwrap_or_else(|e| panic!("{e}"));
        for (id, opp, colour, result) in [
            (1, 2, Colour::Black, GameResult::Draw),
            (2, 1, Colour::Red, GameResult::Draw),
        ] {
            if let Some(p) = t.players.get_mut(&id) {
                p.rounds.push(RoundEntry {
                    opponent: Some(opp),
                    colour: Some(colour),
                    kind: RoundKind::Played(result),
                });
            }
        }
        let out = doc.write(&t);
        let lines: Vec<&str> = out.split("\r\n").collect();
        assert_eq!(
            lines[1],
            line001(
                1,
                "Alpha, Ann",
                2400,
                12345678,
                "1.5",
                1,
                "     2 w 1     2 b ="
            )
        );
        assert!(lines[4].starts_with("132 "));
        let (_, again) = Document::parse(&out).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again.players, t.players);
    }

    #[test]
    fn mixed_line_ends_and_no_final_end_come_back_as_written() {
        let text = format!(
            "012 Club open\r\n{}\n{}\rXXR 5",
            line001(1, "Alpha, Ann", 2400, 12345678, "1.0", 1, "     2 w 1"),
            line001(2, "Beta, Bo", 2300, 87654321, "0.0", 2, "     1 b 0"),
        );
        let (doc, mut t) = Document::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(doc.write(&t), text);
        // A changed player keeps its line's own end; the rest is untouched.
        if let Some(p) = t.players.get_mut(&2) {
            p.rating = 2310;
        }
        let out = doc.write(&t);
        assert!(out.starts_with("012 Club open\r\n"));
        assert!(out.ends_with("\rXXR 5"), "{out:?}");
        assert!(out.contains("2310"));
    }
}
