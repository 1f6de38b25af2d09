//! Table files: what `arbiter endgame generate` writes reads back value for value, on disk and
//! in memory, and a run goes on where it stopped.

use arbiter_endgame::batch::{Outcome, books_into, generate_into, in_order};
use arbiter_endgame::store::{self, StoreError};
use arbiter_endgame::{Attacker, Material, Tables};
use arbiter_xiangqi::Side;
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-endgame-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn files_read_back_value_for_value() {
    let dir = scratch("roundtrip");
    let class = Material::new(Attacker::Horse, [0, 0, 1, 1]);
    let mut made = Vec::new();
    generate_into(&dir, &[class], usize::MAX, true, |m, o| {
        assert!(matches!(o, Outcome::Made { .. }), "{m}: {o:?}");
        made.push(m);
    })
    .unwrap();
    // Every class a capture leads to first, the class itself last.
    assert_eq!(made, in_order(&[class]));
    assert_eq!(made.last(), Some(&class));

    let generated = Tables::new().with_conversions();
    let fresh = generated.get(class).unwrap();
    // Read where it lies, a code at a time, and read into memory; no class generated.
    for in_memory in [false, true] {
        let from_files = Tables::new()
            .with_dir(&dir, in_memory)
            .generating_at_most(0);
        let read = from_files.get(class).unwrap();
        assert_eq!(read.on_disk(), !in_memory);
        assert!(read.has_conversions());
        assert_eq!(read.counts(), fresh.counts());
        for turn in [Side::Red, Side::Black] {
            for i in (0..fresh.layout().size()).step_by(7) {
                assert_eq!(read.value(i, turn), fresh.value(i, turn), "{i} {turn:?}");
                assert_eq!(
                    read.to_conversion(i, turn),
                    fresh.to_conversion(i, turn),
                    "{i} {turn:?}"
                );
            }
        }
    }
    // A class with no file and over the generation limit is not in these tables.
    let none = Tables::new().with_dir(&dir, false).generating_at_most(0);
    assert!(!none.available(Material::new(Attacker::Chariot, [0, 0, 0, 0])));
    assert!(none.available(class));

    // A second run finds every file there.
    generate_into(&dir, &[class], usize::MAX, true, |m, o| {
        assert!(matches!(o, Outcome::Present), "{m}: {o:?}");
    })
    .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_of_another_class_or_cut_short_is_refused() {
    let dir = scratch("refused");
    let class = Material::new(Attacker::Soldier, [0, 0, 0, 0]);
    generate_into(&dir, &[class], usize::MAX, true, |_, _| {}).unwrap();
    let path = store::path_in(&dir, class);
    let other = Material::new(Attacker::Chariot, [0, 0, 0, 0]);
    assert!(matches!(
        store::open(&path, other, false),
        Err(StoreError::Invalid(_))
    ));
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
    assert!(matches!(
        store::open(&path, class, true),
        Err(StoreError::Invalid(_))
    ));
    std::fs::write(&path, b"not a table").unwrap();
    assert!(store::open(&path, class, false).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A books file keeps the order the values were decided in (version 2), so a class read from
/// files shows the witness line of a value decided by rule, and the judgement gives that line
/// to the side the book names (车对马: the horse's perpetual check loses).
#[test]
fn a_books_file_keeps_the_witness() {
    use arbiter_endgame::witness::witness;
    use arbiter_xiangqi::adjudication::{Outcome, Profile, ProfileKind, adjudicate};
    let dir = scratch("witness");
    let class: Material = "KR-KN".parse().unwrap();
    generate_into(&dir, &[class], usize::MAX, false, |_, _| {}).unwrap();
    books_into(&dir, &[class], usize::MAX, |m, r| {
        assert!(r.is_ok(), "{m}: {r:?}");
    })
    .unwrap();
    let tables = Tables::new().with_dir(&dir, true).generating_at_most(0);
    let table = tables.get(class).unwrap();
    let book = tables.book(class, ProfileKind::Cxa).unwrap().unwrap();
    assert_eq!(book.len(), 3194);
    assert_eq!(book.ranks().map(<[u32]>::len), Some(3194));
    let profile = Profile::new(ProfileKind::Cxa);
    let size = table.layout().size();
    for (at, winner) in book.iter().step_by(64) {
        let turn = if at < size { Side::Red } else { Side::Black };
        let (_, pos) = table.layout().position(at % size, turn).unwrap();
        let line = witness(&tables, &pos, ProfileKind::Cxa, 3).unwrap();
        let wanted = if winner == Side::Red {
            Outcome::RedWins
        } else {
            Outcome::BlackWins
        };
        assert_eq!(adjudicate(&pos, &line, &profile, &[]).outcome, wanted);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
