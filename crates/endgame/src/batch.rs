//! Generating many classes into a table directory (`arbiter endgame generate`): smallest first,
//! each class once, every class a capture leads to before it, each written to its file as soon
//! as it is made and read back from there (so a run stopped halfway goes on where it stopped).
//!
//! ```
//! use arbiter_endgame::Material;
//! use arbiter_endgame::batch::{Outcome, generate_into, in_order};
//!
//! // A horse and an advisor against a lone general: its captures lead to KN-K and KA-K (a
//! // draw with no attacker, no table), KN-K's to nothing: the smaller class comes first.
//! let class: Material = "KNA-K".parse().unwrap();
//! let order: Vec<String> = in_order(&[class]).iter().map(|m| m.to_string()).collect();
//! assert_eq!(order, ["KN-K", "KNA-K"]);
//! let dir = std::env::temp_dir().join(format!("xqtb-batch-doc-{}", std::process::id()));
//! let mut made = Vec::new();
//! generate_into(&dir, &[class], 1 << 26, false, |m, outcome| {
//!     made.push((m.to_string(), matches!(outcome, Outcome::Made { .. })));
//! })
//! .unwrap();
//! assert_eq!(made, [("KN-K".to_string(), true), ("KNA-K".to_string(), true)]);
//! // A second run finds both files and makes nothing.
//! let mut again = Vec::new();
//! generate_into(&dir, &[class], 1 << 26, false, |_, o| again.push(matches!(o, Outcome::Present)))
//!     .unwrap();
//! assert_eq!(again, [true, true]);
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

use crate::generate::GenerateError;
use crate::layout::Layout;
use crate::material::Material;
use crate::probe::Tables;
use crate::rules::{RuleValues, analyse_books};
use crate::rules_store;
use crate::store::{self, StoreError};
use crate::table::Counts;
use arbiter_xiangqi::adjudication::ProfileKind;
use std::path::Path;
use std::time::{Duration, Instant};

/// What one class of a run came to.
#[derive(Debug)]
pub enum Outcome {
    /// Its file was there already.
    Present,
    /// Generated and written.
    Made {
        /// Counts over the class.
        counts: Counts,
        /// Counts with the strong side to move.
        strong: Counts,
        /// Generation time (without writing).
        took: Duration,
        /// Bytes of its file.
        bytes: u64,
    },
    /// Failed (why).
    Failed(String),
}

/// `classes` and every class their captures lead to, smallest first.
pub fn in_order(classes: &[Material]) -> Vec<Material> {
    let mut all: Vec<Material> = Vec::new();
    let mut todo: Vec<Material> = classes.to_vec();
    while let Some(m) = todo.pop() {
        if !all.contains(&m) {
            all.push(m);
            todo.extend(m.after_captures());
        }
    }
    all.sort_by_key(|m| (Layout::new(*m).size(), m.to_string()));
    all
}

/// Generates `classes` (and the classes they lead to) into `dir`, reporting each one as it is
/// done; `budget` bounds the bytes of smaller tables held in memory at once; `conversions`
/// adds the distances to conversion (twice the time, about twice the bytes).
pub fn generate_into(
    dir: &Path,
    classes: &[Material],
    budget: usize,
    conversions: bool,
    mut report: impl FnMut(Material, &Outcome),
) -> Result<(), StoreError> {
    std::fs::create_dir_all(dir)?;
    let mut tables = Tables::with_budget(budget)
        .with_dir(dir, true)
        .generating_at_most(u64::MAX);
    if conversions {
        tables = tables.with_conversions();
    }
    for m in in_order(classes) {
        let path = store::path_in(dir, m);
        if path.is_file() {
            report(m, &Outcome::Present);
            continue;
        }
        let start = Instant::now();
        let outcome = match tables.get(m) {
            Ok(table) => {
                let took = start.elapsed();
                store::write(&table, &path)?;
                Outcome::Made {
                    counts: table.counts(),
                    strong: table.counts_for_strong_to_move(),
                    took,
                    bytes: std::fs::metadata(&path)?.len(),
                }
            }
            Err(e @ (GenerateError::MissingSmaller(_) | GenerateError::TooLarge { .. })) => {
                Outcome::Failed(e.to_string())
            }
            Err(GenerateError::Unreadable(why)) => Outcome::Failed(why),
        };
        report(m, &outcome);
    }
    Ok(())
}

/// Analyses what each profile's book changes in `classes` (and the classes they lead to), whose
/// tables are in `dir`, and writes each class's books file there ([`crate::rules_store`]),
/// smallest first, skipping those written already; reports each class with how many positions
/// each profile decides (in [`crate::rules_store::KINDS`]' order) and how long it took, or why
/// it failed.
pub fn books_into(
    dir: &Path,
    classes: &[Material],
    budget: usize,
    mut report: impl FnMut(Material, Result<Option<([usize; 3], Duration)>, String>),
) -> Result<(), StoreError> {
    let tables = Tables::with_budget(budget)
        .with_dir(dir, true)
        .generating_at_most(0);
    'classes: for m in in_order(classes) {
        let path = rules_store::path_in(dir, m);
        if path.is_file() {
            report(m, Ok(None));
            continue;
        }
        let start = Instant::now();
        let table = match tables.get(m) {
            Ok(t) => t,
            Err(e) => {
                report(m, Err(e.to_string()));
                continue;
            }
        };
        let smaller: Result<Vec<_>, _> = m
            .after_captures()
            .into_iter()
            .map(|s| tables.get(s).map(|t| (s, t)))
            .collect();
        let smaller = match smaller {
            Ok(s) => s,
            Err(e) => {
                report(m, Err(e.to_string()));
                continue;
            }
        };
        let mut known = Vec::new();
        for &(s, _) in &smaller {
            match rules_store::read(&rules_store::path_in(dir, s)) {
                Ok(books) => known.push((s, books)),
                Err(e) => {
                    report(m, Err(e));
                    continue 'classes;
                }
            }
        }
        let book = |s: Material, k: ProfileKind| {
            known
                .iter()
                .find(|(x, _)| *x == s)
                .and_then(|(_, b)| b.iter().find(|(kind, _)| *kind == k))
                .map(|(_, v)| v.clone())
        };
        let books: Option<Vec<(ProfileKind, RuleValues)>> = analyse_books(&table, &smaller, &book)
            .into_iter()
            .map(|(k, v)| v.map(|v| (k, v)))
            .collect();
        let Some(books) = books else {
            report(m, Err("a smaller class has no books file".into()));
            continue;
        };
        rules_store::write(&path, &books)?;
        let mut decided = [0usize; 3];
        for (slot, (_, v)) in decided.iter_mut().zip(&books) {
            *slot = v.len();
        }
        report(m, Ok(Some((decided, start.elapsed()))));
    }
    Ok(())
}
