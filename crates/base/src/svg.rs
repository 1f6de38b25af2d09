//! A few helpers shared by the board diagrams (`xiangqi::diagram`, `checkers::diagram`): text
//! escaping and a small element writer. Output is deterministic: numbers are written with a
//! fixed number of decimals and attributes in the order given, so the same input gives the same
//! bytes.
//!
//! ```
//! use arbiter_base::svg::{close, open};
//! // A 100 × 80 board with a 20-unit caption line under it; the title is escaped.
//! let mut out = open(100.0, 100.0, "红方 <先行>");
//! out.push_str("<rect width=\"100\" height=\"80\"/>");
//! close(&mut out, 100.0, 80.0, 20.0, Some("炮二平五 & 马8进7"));
//! assert!(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\""));
//! assert!(out.contains("<title>红方 &lt;先行&gt;</title>"));
//! assert!(out.ends_with("<text class=\"caption\" x=\"50\" y=\"84\">炮二平五 &amp; 马8进7</text></svg>\n"));
//! ```

/// Escapes text for an XML text node or a double-quoted attribute.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow (controls other than tab, newline, return).
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A coordinate with one decimal at most (`12`, `12.5`): small and stable output.
#[must_use]
pub fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// The opening tag of a standalone, scalable SVG document of `width` × `height` user units.
#[must_use]
pub fn open(width: f64, height: f64, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\"><title>{t}</title>",
        w = num(width),
        h = num(height),
        t = escape(title)
    )
}

/// Ends a document: the caption centred on a line of height `caption_h` under the board (when
/// there is one), then the closing tag.
pub fn close(out: &mut String, width: f64, board_h: f64, caption_h: f64, caption: Option<&str>) {
    if let Some(c) = caption {
        out.push_str(&format!(
            "<text class=\"caption\" x=\"{}\" y=\"{}\">{}</text>",
            num(width / 2.0),
            num(board_h + caption_h / 2.0 - 6.0),
            escape(c)
        ));
    }
    out.push_str("</svg>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_controls() {
        assert_eq!(escape("a<b>&\"'\u{1}"), "a&lt;b&gt;&amp;&quot;&apos; ");
        assert_eq!(escape("车二平五"), "车二平五");
    }

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.04), "12");
        assert_eq!(num(12.46), "12.5");
        assert_eq!(num(-3.25), "-3.3");
    }
}
