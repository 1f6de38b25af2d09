//! Localised texts: Project Fluent catalogues (`locales/<locale>/<area>.ftl`, embedded), the
//! request's locale, and the server default.
//!
//! A request's locale comes from `Accept-Language` (REST) or the `accept-language` metadata key
//! (gRPC), else `--default-locale` ([`request_locale`]); it travels to the API functions in
//! their [`crate::api::Call`], never in thread state. Structured fields (enums, squares, plies)
//! never change with the locale.

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the service writes its texts in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    ZhHans,
    /// Traditional Chinese (繁體中文).
    ZhHant,
}

impl Locale {
    /// Every locale, in catalogue order.
    pub const ALL: [Locale; 3] = [Locale::En, Locale::ZhHans, Locale::ZhHant];

    /// The BCP 47 tag.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::ZhHans => "zh-Hans",
            Locale::ZhHant => "zh-Hant",
        }
    }

    /// Whether moves in this locale's texts are written in traditional characters (`車`,
    /// `進`) rather than simplified ones. Moves are written in Chinese notation in every
    /// locale (how players and arbiters cite them); each locale states its characters here,
    /// so a new one cannot inherit another's by default.
    #[must_use]
    pub const fn traditional_characters(self) -> bool {
        match self {
            Locale::En | Locale::ZhHans => false,
            Locale::ZhHant => true,
        }
    }

    /// Reads one language tag: `en`, `en-GB` → English; `zh`, `zh-Hans`, `zh-CN`, `zh-SG` →
    /// simplified; `zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO` → traditional. Case-insensitive.
    #[must_use]
    pub fn parse(tag: &str) -> Option<Locale> {
        let t = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = t.split('-');
        match parts.next()? {
            "en" => Some(Locale::En),
            "zh" => {
                let rest: Vec<&str> = parts.collect();
                let traditional = rest
                    .iter()
                    .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo"));
                Some(if traditional {
                    Locale::ZhHant
                } else {
                    Locale::ZhHans
                })
            }
            _ => None,
        }
    }

    /// The best supported language of an `Accept-Language` value (by `q`, then order);
    /// `None` when none is supported.
    #[must_use]
    pub fn negotiate(header: &str) -> Option<Locale> {
        let mut best: Option<(f32, Locale)> = None;
        for item in header.split(',').take(32) {
            let mut fields = item.split(';');
            let Some(locale) = fields.next().and_then(Locale::parse) else {
                continue;
            };
            let q = fields
                .find_map(|f| f.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if q > 0.0 && best.is_none_or(|(bq, _)| q > bq) {
                best = Some((q, locale));
            }
        }
        best.map(|(_, l)| l)
    }

    /// The locale at `index` in [`Locale::ALL`] (English for a number out of range).
    fn from_index(index: u8) -> Locale {
        Locale::ALL
            .get(usize::from(index))
            .copied()
            .unwrap_or_default()
    }

    const fn index(self) -> u8 {
        match self {
            Locale::En => 0,
            Locale::ZhHans => 1,
            Locale::ZhHant => 2,
        }
    }
}

/// The catalogue files of each locale (one per area), embedded in the binary.
pub const CATALOGUES: [(Locale, &str, &str); 15] = [
    (
        Locale::En,
        "xiangqi",
        include_str!("../locales/en/xiangqi.ftl"),
    ),
    (
        Locale::ZhHans,
        "xiangqi",
        include_str!("../locales/zh-Hans/xiangqi.ftl"),
    ),
    (
        Locale::ZhHant,
        "xiangqi",
        include_str!("../locales/zh-Hant/xiangqi.ftl"),
    ),
    (
        Locale::En,
        "tournament",
        include_str!("../locales/en/tournament.ftl"),
    ),
    (
        Locale::ZhHans,
        "tournament",
        include_str!("../locales/zh-Hans/tournament.ftl"),
    ),
    (
        Locale::ZhHant,
        "tournament",
        include_str!("../locales/zh-Hant/tournament.ftl"),
    ),
    (
        Locale::En,
        "checkers",
        include_str!("../locales/en/checkers.ftl"),
    ),
    (
        Locale::ZhHans,
        "checkers",
        include_str!("../locales/zh-Hans/checkers.ftl"),
    ),
    (
        Locale::ZhHant,
        "checkers",
        include_str!("../locales/zh-Hant/checkers.ftl"),
    ),
    (
        Locale::En,
        "errors",
        include_str!("../locales/en/errors.ftl"),
    ),
    (
        Locale::ZhHans,
        "errors",
        include_str!("../locales/zh-Hans/errors.ftl"),
    ),
    (
        Locale::ZhHant,
        "errors",
        include_str!("../locales/zh-Hant/errors.ftl"),
    ),
    (
        Locale::En,
        "console",
        include_str!("../locales/en/console.ftl"),
    ),
    (
        Locale::ZhHans,
        "console",
        include_str!("../locales/zh-Hans/console.ftl"),
    ),
    (
        Locale::ZhHant,
        "console",
        include_str!("../locales/zh-Hant/console.ftl"),
    ),
];

type Bundle = FluentBundle<FluentResource>;

/// One bundle per locale, built once. A catalogue that does not parse loses only its broken
/// entries (a test checks that none is broken).
static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|&locale| {
            let lang = locale.tag().parse().unwrap_or_default();
            let mut bundle = Bundle::new_concurrent(vec![lang]);
            // Directional isolation marks would land inside Chinese sentences and JSON.
            bundle.set_use_isolating(false);
            for (l, _, text) in CATALOGUES {
                if l == locale {
                    let resource = FluentResource::try_new(text.to_string())
                        .unwrap_or_else(|(partial, _)| partial);
                    let _ = bundle.add_resource(resource);
                }
            }
            bundle
        })
        .collect()
});

/// The server's default locale (`--default-locale`).
static DEFAULT: AtomicU8 = AtomicU8::new(0);

/// Sets the server default (`--default-locale`).
pub fn set_default(locale: Locale) {
    DEFAULT.store(locale.index(), Ordering::Relaxed);
}

/// The server default.
#[must_use]
pub fn default_locale() -> Locale {
    Locale::from_index(DEFAULT.load(Ordering::Relaxed))
}

/// The language of a request's texts: the one its `Accept-Language` (REST header or gRPC
/// metadata, the same key) asks for if supported, else the server default. The one place a
/// request's locale is chosen.
#[must_use]
pub fn request_locale(accept_language: Option<&str>) -> Locale {
    accept_language
        .and_then(Locale::negotiate)
        .unwrap_or_else(default_locale)
}

/// An argument of a message.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The text of message `id` in `locale` with `args`; the id itself when the catalogue lacks it
/// (a test checks every id in every locale).
#[must_use]
pub fn text(locale: Locale, id: &str, args: &[Arg<'_>]) -> String {
    let Some(bundle) = BUNDLES.get(usize::from(locale.index())) else {
        return id.to_string();
    };
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        fargs.set(*k, v.clone());
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned()
}

/// Every message of one catalogue area in `locale`, formatted with each placeholder left as
/// `{name}` for the page to fill: how the console gets its words from the same catalogues as
/// the API instead of a copy of its own.
#[must_use]
pub fn area_texts(locale: Locale, area: &str) -> Vec<(String, String)> {
    messages_of(locale, Some(area))
        .into_iter()
        .map(|(id, vars)| {
            let holes: Vec<String> = vars.iter().map(|v| format!("{{{v}}}")).collect();
            let args: Vec<Arg<'_>> = vars
                .iter()
                .zip(&holes)
                .map(|(v, h)| (v.as_str(), FluentValue::from(h.as_str())))
                .collect();
            let value = text(locale, &id, &args);
            (id, value)
        })
        .collect()
}

/// Every message id of `locale`'s catalogues, with the placeholders (`$name`) each one uses.
#[must_use]
pub fn messages(locale: Locale) -> Vec<(String, Vec<String>)> {
    messages_of(locale, None)
}

fn messages_of(locale: Locale, area: Option<&str>) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (l, a, text) in CATALOGUES {
        if l != locale || area.is_some_and(|want| want != a) {
            continue;
        }
        let mut current: Option<(String, Vec<String>)> = None;
        for line in text.lines() {
            let starts_entry =
                line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains(" =");
            if starts_entry {
                out.extend(current.take());
                let id = line.split(" =").next().unwrap_or("").trim().to_string();
                current = Some((id, Vec::new()));
            }
            if let Some((_, vars)) = current.as_mut() {
                for part in line.split('$').skip(1) {
                    let name: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    if !name.is_empty() && !vars.contains(&name) {
                        vars.push(name);
                    }
                }
            }
        }
        out.extend(current);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_locale_sits_at_its_index() {
        // The bundles are built in `ALL` order and looked up by `index()`.
        for (i, l) in Locale::ALL.into_iter().enumerate() {
            assert_eq!(usize::from(l.index()), i, "{l:?}");
            assert_eq!(Locale::from_index(l.index()), l);
        }
    }

    #[test]
    fn tags_and_accept_language() {
        assert_eq!(Locale::parse("zh-CN"), Some(Locale::ZhHans));
        assert_eq!(Locale::parse("zh_TW"), Some(Locale::ZhHant));
        assert_eq!(Locale::parse("zh-Hant-HK"), Some(Locale::ZhHant));
        assert_eq!(Locale::parse("EN-gb"), Some(Locale::En));
        assert_eq!(Locale::parse("fr"), None);
        assert_eq!(
            Locale::negotiate("fr-FR, en;q=0.5, zh-TW;q=0.8"),
            Some(Locale::ZhHant)
        );
        assert_eq!(Locale::negotiate("zh"), Some(Locale::ZhHans));
        assert_eq!(Locale::negotiate("de, *;q=0.1"), None);
        assert_eq!(Locale::negotiate("en;q=0, zh;q=0.2"), Some(Locale::ZhHans));
    }

    #[test]
    fn selectors_and_nested_messages() {
        let side = ("side", FluentValue::from("red"));
        assert_eq!(
            text(Locale::ZhHans, "side", std::slice::from_ref(&side)),
            "红方"
        );
        assert_eq!(text(Locale::ZhHant, "side", &[side]), "紅方");
        assert_eq!(
            text(
                Locale::ZhHans,
                "piece",
                &[("kind", "general".into()), ("side", "black".into())]
            ),
            "将"
        );
        assert_eq!(text(Locale::En, "no-such-message", &[]), "no-such-message");
    }
}
