//! JSON log lines: one object per event — `timestamp`, `level`, the event's fields (message
//! first), `target` — the shape of tracing-subscriber's flattened JSON format, written straight
//! into the line buffer.
//!
//! Why not tracing-subscriber's own `json()`: it goes through a serde serializer and an
//! io-to-fmt adaptor, and formats the timestamp into a fresh string, per event. With a line per
//! request that was most of the access log's cost (a sixth of a light REST call,
//! `scripts/loadtest.sh`). The test below holds this formatter to the same output.
//!
//! Spans are not written: the service opens none (requests are logged as one event each).

use std::fmt::{self, Write};
use std::time::SystemTime;

use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// The JSON event format (see the module documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct JsonLines;

impl<S, N> FormatEvent<S, N> for JsonLines
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        _ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        let meta = event.metadata();
        write!(
            writer,
            "{{\"timestamp\":\"{}\",\"level\":\"{}\"",
            humantime::format_rfc3339_micros(SystemTime::now()),
            meta.level()
        )?;
        let mut fields = Fields {
            out: &mut writer,
            result: Ok(()),
        };
        event.record(&mut fields);
        fields.result?;
        writer.write_str(",\"target\":")?;
        json_string(&mut writer, meta.target())?;
        writer.write_str("}\n")
    }
}

/// Writes each field as `,"name":value`; remembers the first write error (a visitor cannot
/// return one).
struct Fields<'a, 'w> {
    out: &'a mut Writer<'w>,
    result: fmt::Result,
}

impl Fields<'_, '_> {
    fn entry(&mut self, field: &Field, value: impl FnOnce(&mut Writer<'_>) -> fmt::Result) {
        if self.result.is_err() {
            return;
        }
        // `r#type` is how a field named like a keyword is written; the name is `type`.
        let name = field.name();
        let name = name.strip_prefix("r#").unwrap_or(name);
        self.result = self
            .out
            .write_char(',')
            .and_then(|()| json_string(self.out, name))
            .and_then(|()| self.out.write_char(':'))
            .and_then(|()| value(self.out));
    }
}

impl Visit for Fields<'_, '_> {
    fn record_f64(&mut self, field: &Field, value: f64) {
        // JSON has no NaN or infinity; serde_json writes them as null too.
        self.entry(field, |w| {
            if value.is_finite() {
                // Debug keeps the `.0` of whole numbers, as serde_json does (`1.0`, not `1`).
                write!(w, "{value:?}")
            } else {
                w.write_str("null")
            }
        });
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.entry(field, |w| write!(w, "{value}"));
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.entry(field, |w| write!(w, "{value}"));
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.entry(field, |w| w.write_str(if value { "true" } else { "false" }));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.entry(field, |w| json_string(w, value));
    }

    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.entry(field, |w| {
            w.write_char('"')?;
            write!(Escaped(w), "{value}")?;
            w.write_char('"')
        });
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.entry(field, |w| {
            w.write_char('"')?;
            write!(Escaped(w), "{value:?}")?;
            w.write_char('"')
        });
    }
}

/// A JSON string literal.
fn json_string(w: &mut Writer<'_>, s: &str) -> fmt::Result {
    w.write_char('"')?;
    Escaped(w).write_str(s)?;
    w.write_char('"')
}

/// Writes what it is given as the inside of a JSON string (RFC 8259 §7: quote, backslash and
/// control characters escaped, everything else as is).
struct Escaped<'a, W: Write>(&'a mut W);

impl<W: Write> Write for Escaped<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut plain = 0;
        for (i, b) in s.bytes().enumerate() {
            let escape = match b {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0x00..=0x1f => "",
                _ => continue,
            };
            self.0.write_str(&s[plain..i])?;
            if escape.is_empty() {
                write!(self.0, "\\u{b:04x}")?;
            } else {
                self.0.write_str(escape)?;
            }
            plain = i + 1;
        }
        self.0.write_str(&s[plain..])
    }
}

#[cfg(test)]
mod tests {
    use super::JsonLines;
    use crate::telemetry::captured::Captured;

    #[derive(Debug)]
    struct Failure;
    impl std::fmt::Display for Failure {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("it \"broke\"\n")
        }
    }
    impl std::error::Error for Failure {}

    fn events() {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} 象棋 🀄";
        tracing::info!(
            transport = "rest",
            code = "OK",
            latency_us = 138u64,
            "request"
        );
        tracing::warn!(
            n = -3i64,
            ratio = 0.25f64,
            nan = f64::NAN,
            yes = true,
            text,
            r#type = "keyword",
            "with {} and {text:?}",
            1
        );
        tracing::error!(
            error = &Failure as &(dyn std::error::Error + 'static),
            debug = ?Some("x"),
            display = %"shown \"as\" is",
            "failed"
        );
        tracing::info!(target: "other::place", "only a message");
    }

    /// The lines written by tracing-subscriber's JSON format (`json`) or ours, each with its
    /// timestamp checked and blanked.
    fn lines(json: bool) -> Vec<String> {
        let out = Captured::default();
        let builder = tracing_subscriber::fmt().with_writer(out.clone());
        if json {
            let s = builder.json().flatten_event(true).finish();
            tracing::subscriber::with_default(s, events);
        } else {
            let s = builder.event_format(JsonLines).finish();
            tracing::subscriber::with_default(s, events);
        }
        let text = String::from_utf8(out.bytes()).expect("UTF-8");
        let prefix = "{\"timestamp\":\"";
        text.lines()
            .map(|line| {
                let _: serde_json::Value = serde_json::from_str(line).expect("a JSON object");
                let rest = line.strip_prefix(prefix).expect("timestamp first");
                // 2026-12-04T16:06:29.385766Z
                let (stamp, rest) = rest.split_at(27);
                assert!(
                    stamp.ends_with('Z') && stamp.as_bytes()[10] == b'T',
                    "{stamp}"
                );
                assert!(humantime::parse_rfc3339(stamp).is_ok(), "{stamp}");
                rest.to_string()
            })
            .collect()
    }

    #[test]
    fn lines_are_tracing_subscribers_flattened_json_byte_for_byte() {
        let ours = lines(false);
        assert_eq!(ours.len(), 4);
        assert_eq!(ours, lines(true));
    }
}
