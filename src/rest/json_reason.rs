//! A JSON body's fault in the caller's language. serde words its errors for developers, in
//! English ("invalid type: string \"h2e2\", expected a sequence at line 1 column 16"); the
//! fault is read back into a kind and its facts (the value, the expected names, the line and
//! column) and worded from the catalogues (`json-reason` in `locales/*/errors.ftl`), so a
//! Chinese caller reads "第1行第16列：应为数组，收到字符串" and never a half-English sentence.

use fluent_bundle::FluentValue;

use crate::i18n::{Locale, text};

/// `message` (serde's wording, as made readable by the decoder) worded in `locale`; English
/// keeps serde's own text.
#[must_use]
pub fn json_reason(locale: Locale, message: &str) -> String {
    if locale == Locale::En {
        return message.to_string();
    }
    let (body, at) = split_position(message);
    let ticks = backticked(body);
    let mut args: Vec<(&str, FluentValue<'_>)> = Vec::new();
    let kind = if body.starts_with("unknown variant") {
        let separator = text(locale, "list-separator", &[]);
        args.push(("value", ticks.first().cloned().unwrap_or_default().into()));
        args.push((
            "names",
            ticks.get(1..).unwrap_or(&[]).join(&separator).into(),
        ));
        "unknown-variant"
    } else if body.starts_with("unknown field") {
        args.push(("value", ticks.first().cloned().unwrap_or_default().into()));
        "unknown-field"
    } else if body.starts_with("missing field") {
        args.push(("value", ticks.first().cloned().unwrap_or_default().into()));
        "missing-field"
    } else if body.starts_with("duplicate field") {
        args.push(("value", ticks.first().cloned().unwrap_or_default().into()));
        "duplicate-field"
    } else if let Some(rest) = body.strip_prefix("invalid type: ") {
        let (got, want) = rest.split_once(", expected ").unwrap_or((rest, ""));
        let name = |t: &str| text(locale, "json-type", &[("type", json_type(t).into())]);
        args.push(("got", name(got).into()));
        args.push(("want", name(want).into()));
        "invalid-type"
    } else if body.starts_with("invalid value") || body.starts_with("invalid length") {
        "invalid-value"
    } else if body.starts_with("invalid value for this field's type") {
        "number-or-string"
    } else if body.starts_with("EOF while parsing") {
        "eof"
    } else if body.starts_with("characters after the JSON value") {
        "trailing"
    } else {
        "syntax"
    };
    args.push(("kind", kind.into()));
    let reason = text(locale, "json-reason", &args);
    match at {
        Some((line, column)) => text(
            locale,
            "json-at",
            &[
                ("line", line.into()),
                ("column", column.into()),
                ("reason", reason.into()),
            ],
        ),
        None => reason,
    }
}

/// The message without serde's " at line L column C", and the position.
fn split_position(message: &str) -> (&str, Option<(i64, i64)>) {
    let Some(i) = message.rfind(" at line ") else {
        return (message, None);
    };
    let tail = &message[i + " at line ".len()..];
    let position = tail
        .split_once(" column ")
        .and_then(|(l, c)| Some((l.trim().parse::<i64>().ok()?, c.trim().parse::<i64>().ok()?)));
    match position {
        Some(p) => (&message[..i], Some(p)),
        None => (message, None),
    }
}

/// The `backticked` words of serde's message, in order.
fn backticked(message: &str) -> Vec<String> {
    message
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// serde's name of a JSON type (what it got or expected) as a catalogue key.
fn json_type(name: &str) -> &'static str {
    let name = name.trim();
    let first = name.split([' ', ':']).find(|w| !matches!(*w, "a" | "an"));
    match first.unwrap_or("") {
        "sequence" | "seq" => "array",
        "string" | "str" | "char" => "string",
        "map" | "struct" | "object" => "object",
        "boolean" | "bool" => "boolean",
        "null" | "unit" | "option" => "null",
        "integer" | "floating" | "number" | "u8" | "u16" | "u32" | "u64" | "i8" | "i16" | "i32"
        | "i64" | "f32" | "f64" => "number",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_serde_messages_into_facts() {
        let zh = |m: &str| json_reason(Locale::ZhHans, m);
        assert_eq!(
            zh("invalid type: string \"h2e2\", expected a sequence at line 1 column 16"),
            "第1行第16列：应为数组，收到字符串"
        );
        assert_eq!(
            zh(
                "unknown variant `RULE_PROFILE_MARS`, expected one of `RULE_PROFILE_CLUB`, `RULE_PROFILE_CXA` at line 1 column 44"
            ),
            "第1行第44列：未知取值RULE_PROFILE_MARS，可取：RULE_PROFILE_CLUB、RULE_PROFILE_CXA"
        );
        assert_eq!(
            zh("EOF while parsing a list at line 1 column 11"),
            "第1行第11列：JSON不完整"
        );
        assert_eq!(
            zh("expected value at line 1 column 1"),
            "第1行第1列：不是有效的JSON"
        );
        assert_eq!(zh("missing field `x`"), "缺少字段x");
        assert_eq!(
            json_reason(Locale::En, "missing field `x`"),
            "missing field `x`"
        );
    }
}
