//! `ProbeEndgame`, and the endgame tables `AdjudicateGame` consults for theoretical draws
//! (理论和棋, ruling R15): proto ↔ `arbiter-endgame`.
//!
//! The tables of the process are read from the table directory (`--endgame-dir`, files of
//! `arbiter endgame generate`, read a position at a time) for the classes it holds, and the
//! others generated on first use, each on a thread of its own, and kept (the service runs with
//! no files). A request waits for a table until its deadline; the generation goes on after a
//! request gave up, so a retry finds it. Only classes of at most [`MAX_ENDGAME_POSITIONS`]
//! positions are generated here, with their distances to conversion (about 1.6 s on two cores
//! and 46 MB while generated, for the largest) and then every profile's book values
//! (`arbiter_endgame::rules`: about 0.6 s more for 单车对士象全), and the kept tables hold at most
//! [`MAX_ENDGAME_CACHE_BYTES`] (the least recently used are dropped). A request waits for both.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

use arbiter_endgame::layout::Layout;
use arbiter_endgame::rules::{RuleValues, Ruled};
use arbiter_endgame::{Attacker, Material, Table, Tables, Value};

use crate::api::Call;
use crate::api::enums::optional;
use crate::api::error::{ApiError, ErrorCode};
use crate::api::xiangqi::convert::start_position;
use crate::api::xiangqi::texts;
use crate::i18n::{Locale, text};
use crate::limits::{MAX_ENDGAME_CACHE_BYTES, MAX_ENDGAME_POSITIONS};
use crate::pb::xiangqi::v1 as pb;
use crate::xiangqi::adjudication::{ProfileKind, TableClass, TheoreticalDraws};
use crate::xiangqi::{PieceKind, Position, Side};

/// The process's tables, and the classes being generated.
struct Shared {
    tables: Arc<Tables>,
    generating: Mutex<HashSet<Material>>,
}

/// The table directory of the process, set once at start-up.
static DIR: OnceLock<PathBuf> = OnceLock::new();

fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    SHARED.get_or_init(|| {
        let mut tables =
            Tables::with_budget(usize::try_from(MAX_ENDGAME_CACHE_BYTES).unwrap_or(usize::MAX))
                .generating_at_most(MAX_ENDGAME_POSITIONS)
                .with_conversions();
        if let Some(dir) = DIR.get() {
            tables = tables.with_dir(dir.clone(), false);
        }
        Shared {
            tables: Arc::new(tables),
            generating: Mutex::new(HashSet::new()),
        }
    })
}

/// Reads the process's tables from `dir` from now on: checks every table file there (`*.xqtb`,
/// named after its class) and returns the classes found, or why the directory cannot serve.
/// Called once, before the first request.
pub fn use_dir(dir: &Path) -> Result<Vec<Material>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut found = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("xqtb") {
            continue;
        }
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let material: Material = stem
            .parse()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        arbiter_endgame::store::open(&path, material, false).map_err(|e| e.to_string())?;
        found.push(material);
    }
    found.sort_by_key(|m| (Layout::new(*m).size(), m.to_string()));
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    match DIR.set(absolute.clone()) {
        Ok(()) => Ok(found),
        Err(_) if DIR.get() == Some(&absolute) => Ok(found),
        Err(_) => Err("the endgame table directory is set once a process".into()),
    }
}

/// Why a position has no table here.
enum Missing {
    /// Its class is larger than the service generates.
    TooLarge(Material, u64),
    /// Its table is being generated and the request's deadline came first.
    NotYet(Material),
}

/// The table of `material`, generated on a thread of its own if needed; waits for it until
/// `call` stops.
fn table_for(material: Material, call: &Call) -> Result<Arc<Table>, Missing> {
    let s = shared();
    if !s.tables.available(material) {
        return Err(Missing::TooLarge(material, Layout::new(material).size()));
    }
    if let Some(t) = s.tables.cached(material)
        && s.tables.books_known(material)
    {
        return Ok(t);
    }
    let started = s
        .generating
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(material);
    if started {
        let tables = Arc::clone(&s.tables);
        std::thread::spawn(move || {
            // A failure leaves the class uncached: the next request starts it again. The books'
            // values (every profile's at once) come right after the table.
            if tables.get(material).is_ok() {
                let _ = tables.book(material, ProfileKind::Club);
            }
            shared()
                .generating
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .remove(&material);
        });
    }
    loop {
        if let Some(t) = s.tables.cached(material)
            && s.tables.books_known(material)
        {
            return Ok(t);
        }
        if call.stop.fired() {
            return Err(Missing::NotYet(material));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The tables the game's positions need, generated if they were not (waiting until `call`
/// stops), held for the judgement that follows: an answer never depends on which tables a
/// replica happened to hold. Positions in classes too large to generate here are not looked up.
pub fn ready_for(
    positions: &[Position],
    kind: ProfileKind,
    call: &Call,
) -> Result<Generated, ApiError> {
    let mut held: Vec<(Arc<Table>, Option<Arc<RuleValues>>)> = Vec::new();
    for pos in positions {
        let Some((material, _)) = Material::of(pos) else {
            continue;
        };
        if held.iter().any(|(t, _)| t.material() == material) {
            continue;
        }
        match table_for(material, call) {
            Ok(t) => {
                let book = shared().tables.book(material, kind).ok().flatten();
                held.push((t, book));
            }
            Err(Missing::TooLarge(..)) => {}
            Err(Missing::NotYet(m)) => return Err(not_yet(m)),
        }
    }
    Ok(Generated(held))
}

/// The tables one judgement consults (see [`ready_for`]), each with what the profile's book
/// changes in it when that is known.
pub struct Generated(Vec<(Arc<Table>, Option<Arc<RuleValues>>)>);

impl TheoreticalDraws for Generated {
    /// Drawn with either side to move by the table, and by the profile's book where its values
    /// are known (a draw by cycles the book decides is no theoretical draw).
    fn theoretical_draw(&self, pos: &Position) -> Option<TableClass> {
        let (material, strong) = Material::of(pos)?;
        let (table, book) = self.0.iter().find(|(t, _)| t.material() == material)?;
        let decided = book.as_ref().is_some_and(|b| {
            arbiter_endgame::probe::locate(table, pos, strong).is_some_and(|(index, turn)| {
                b.winner(table, index, turn).is_some()
                    || b.winner(table, index, turn.opponent()).is_some()
            })
        });
        (arbiter_endgame::drawn_either_way(table, pos) && !decided)
            .then(|| table_class(material, strong))
    }
}

/// The domain's name of a class.
fn table_class(m: Material, strong: Side) -> TableClass {
    TableClass {
        strong,
        attacker: m.attacker.kind(),
        strong_advisors: m.strong_advisors,
        strong_elephants: m.strong_elephants,
        weak_advisors: m.weak_advisors,
        weak_elephants: m.weak_elephants,
        weak_attacker: m.weak_attacker.map(Attacker::kind),
    }
}

/// The table of `m` is still being generated: a timeout, each language naming the class its
/// own way.
fn not_yet(m: Material) -> ApiError {
    let say = |l: Locale| {
        text(
            l,
            "error-endgame-generating",
            &[("class", class_name(l, m).into())],
        )
    };
    let mut e = ApiError::new(ErrorCode::Timeout, say(Locale::En));
    e.localized = Locale::ALL
        .into_iter()
        .filter(|&l| l != Locale::En)
        .map(|l| (l, say(l)))
        .collect();
    e
}

/// `ProbeEndgame`.
pub fn probe_endgame(
    call: &Call,
    req: pb::ProbeEndgameRequest,
) -> Result<pb::ProbeEndgameResponse, ApiError> {
    let pb::ProbeEndgameRequest {
        fen,
        profile,
        cycles_draw,
    } = req;
    if fen.trim().is_empty() {
        return Err(ApiError::because(
            "fen",
            crate::api::reason::Reason::Required { what: "position" },
        ));
    }
    let pos = start_position("fen", &fen)?;
    let kind: ProfileKind = optional("profile", profile)?.unwrap_or(ProfileKind::Club);
    let profile = crate::xiangqi::adjudication::Profile::new(kind);
    let locale = call.locale;
    let outside = |note: String| pb::ProbeEndgameResponse {
        note,
        ..Default::default()
    };
    let Some((material, _)) = Material::of(&pos) else {
        return Ok(outside(text(locale, "endgame-outside", &[])));
    };
    match table_for(material, call) {
        Ok(_) => {}
        Err(Missing::TooLarge(m, size)) => {
            return Ok(outside(text(
                locale,
                "endgame-too-large",
                &[
                    ("class", class_name(locale, m).into()),
                    ("positions", (size as i64).into()),
                    ("limit", (MAX_ENDGAME_POSITIONS as i64).into()),
                ],
            )));
        }
        Err(Missing::NotYet(m)) => return Err(not_yet(m)),
    }
    let probed = if cycles_draw {
        shared().tables.probe(&pos)
    } else {
        shared().tables.probe_under(&pos, kind)
    };
    let Ok(Some(probe)) = probed else {
        return Ok(outside(text(locale, "endgame-outside", &[])));
    };
    let book = probe.book.as_ref();
    let ruled = book.map_or(Ruled::Table(probe.value), |b| b.value);
    let (value, plies_to_mate, decided_by_rule) = ruled_pb(ruled);
    let moves: Vec<pb::EndgameMove> = probe
        .moves
        .iter()
        .enumerate()
        .map(|(k, &(m, v))| {
            let r = book
                .and_then(|b| b.moves.get(k).copied())
                .unwrap_or(Ruled::Table(v));
            let (value, plies_to_mate, decided_by_rule) = ruled_pb(r);
            pb::EndgameMove {
                iccs: m.to_string(),
                value,
                plies_to_mate,
                chinese: texts::move_text(locale, &pos, m),
                decided_by_rule,
            }
        })
        .collect();
    let natural_limit_first = profile.natural_move_limit_rounds > 0
        && !decided_by_rule
        && arbiter_endgame::probe::quiet_limit_first(
            &pos,
            &probe,
            2 * profile.natural_move_limit_rounds,
        );
    let mut cur = pos.clone();
    let line_chinese = probe
        .line
        .iter()
        .map(|&m| {
            let written = texts::move_text(locale, &cur, m);
            cur.play_unchecked(m);
            written
        })
        .collect();
    Ok(pb::ProbeEndgameResponse {
        in_table: true,
        value,
        plies_to_mate,
        theoretical_draw: book.map_or(probe.theoretical_draw, |b| b.theoretical_draw),
        moves,
        line: probe.line.iter().map(ToString::to_string).collect(),
        table_class: material.to_string(),
        class_name: class_name(locale, material),
        note: match (ruled, cycles_draw, book.is_some()) {
            (Ruled::WonByRule | Ruled::LostByRule, _, _) => {
                text(locale, "endgame-decided-by-rule", &[])
            }
            (Ruled::Table(Value::Draw), true, _) => text(locale, "endgame-draw-cycles-mode", &[]),
            (Ruled::Table(Value::Draw), false, true) => {
                text(locale, "endgame-draw-under-rules", &[])
            }
            (Ruled::Table(Value::Draw), false, false) => {
                text(locale, "endgame-draw-by-cycles", &[])
            }
            (Ruled::Table(_), _, _) => String::new(),
        },
        exact: cycles_draw || book.is_some() || probe.value != Value::Draw,
        natural_limit_first,
        line_chinese,
        plies_to_conversion: probe.conversion.map(u32::from),
        decided_by_rule,
    })
}

/// The proto value, plies to mate and whether the profile's book decided it.
fn ruled_pb(r: Ruled) -> (i32, u32, bool) {
    match r {
        Ruled::Table(v) => {
            let (value, plies) = value_pb(v);
            (value, plies, false)
        }
        Ruled::WonByRule => (pb::EndgameValue::Win as i32, 0, true),
        Ruled::LostByRule => (pb::EndgameValue::Loss as i32, 0, true),
    }
}

/// The proto value and plies to mate.
fn value_pb(v: Value) -> (i32, u32) {
    match v {
        Value::Win(n) => (pb::EndgameValue::Win as i32, u32::from(n)),
        Value::Loss(n) => (pb::EndgameValue::Loss as i32, u32::from(n)),
        Value::Draw => (pb::EndgameValue::Draw as i32, 0),
    }
}

/// A class as players name it: 单车对士象全 (English: its code, `KR-KAABB`).
pub fn class_name(locale: Locale, m: Material) -> String {
    if locale == Locale::En {
        return m.to_string();
    }
    let say = |id: &str| text(locale, id, &[]);
    let count = |n: u8| say(if n == 1 { "endgame-one" } else { "endgame-two" });
    // An army with an attacking piece: 单车 alone, else 车 and its advisors and elephants.
    let army = |attacker: Attacker, advisors: u8, elephants: u8, words: [&str; 3]| {
        let name = match attacker {
            Attacker::Soldier => say(words[2]),
            a => say(attacker_id(a)),
        };
        let mut out = if advisors + elephants == 0 {
            format!("{}{name}", count(1))
        } else {
            name
        };
        for (n, id) in [(advisors, words[0]), (elephants, words[1])] {
            if n > 0 {
                out.push_str(&count(n));
                out.push_str(&say(id));
            }
        }
        out
    };
    let strong = army(
        m.attacker,
        m.strong_advisors,
        m.strong_elephants,
        [
            "endgame-strong-advisor",
            "endgame-strong-elephant",
            "endgame-soldier",
        ],
    );
    let weak_words = [
        "endgame-weak-advisor",
        "endgame-weak-elephant",
        "endgame-weak-soldier",
    ];
    let weak = match (m.weak_attacker, m.weak_advisors, m.weak_elephants) {
        (Some(a), advisors, elephants) => army(a, advisors, elephants, weak_words),
        (None, 0, 0) => say("endgame-bare-general"),
        (None, 2, 2) => say("endgame-full-defence"),
        (None, a, b) => {
            let mut w = String::new();
            for (n, id) in [(a, weak_words[0]), (b, weak_words[1])] {
                if n > 0 {
                    w.push_str(&count(n));
                    w.push_str(&say(id));
                }
            }
            w
        }
    };
    text(
        locale,
        "endgame-class",
        &[("strong", strong.into()), ("weak", weak.into())],
    )
}

/// The class of a verdict's theoretical draw as players name it.
pub fn table_class_name(locale: Locale, c: &TableClass) -> String {
    let attacker_of = |kind: PieceKind| {
        Attacker::ALL
            .into_iter()
            .find(|a| a.kind() == kind)
            .unwrap_or(Attacker::Chariot)
    };
    class_name(
        locale,
        Material {
            attacker: attacker_of(c.attacker),
            strong_advisors: c.strong_advisors,
            strong_elephants: c.strong_elephants,
            weak_advisors: c.weak_advisors,
            weak_elephants: c.weak_elephants,
            weak_attacker: c.weak_attacker.map(attacker_of),
        },
    )
}

/// The message id of an attacking piece's name.
fn attacker_id(a: Attacker) -> &'static str {
    match a {
        Attacker::Chariot => "endgame-chariot",
        Attacker::Horse => "endgame-horse",
        Attacker::Cannon => "endgame-cannon",
        Attacker::Soldier => "endgame-soldier",
    }
}
