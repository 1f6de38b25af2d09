//! The books' values (`arbiter_endgame::rules`): what the CXA and AXF 棋例 change in the tables,
//! through the profile's own classifier.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

use arbiter_endgame::rules::{RuleValues, Ruled, analyse};
use arbiter_endgame::rules_store;
use arbiter_endgame::{Attacker, Material, Tables, Value};
use arbiter_xiangqi::adjudication::qili::classify::Classifier;
use arbiter_xiangqi::adjudication::{MoveClass, Profile, ProfileKind};
use arbiter_xiangqi::{Position, Side};
use std::sync::Arc;

fn smaller(
    tables: &Tables,
    m: Material,
) -> Vec<(Material, Arc<arbiter_endgame::Table>, RuleValues)> {
    m.after_captures()
        .into_iter()
        .map(|s| (s, tables.get(s).unwrap(), RuleValues::none()))
        .collect()
}

/// A soldier in the palace against a lone advisor: where Black's general stands beside its
/// advisor, pinned on the open file, every Black move that keeps the draw unpins the advisor
/// onto the soldier — a chase, as the classifier `AdjudicateGame` uses judges it — and the
/// analysis finds such confined positions. None is lost under either book: Red cannot keep Black
/// confined while answering with moves the book allows and that leave the soldier no longer
/// chased — the analysis's game finds no such cycle. The smaller class it leads to (KP-K)
/// changes nothing either.
#[test]
fn a_defender_kept_to_chases_is_found_and_judged() {
    let tables = Tables::new();
    let m = Material::new(Attacker::Soldier, [0, 0, 1, 0]);
    let table = tables.get(m).unwrap();
    let pos = Position::from_fen("4k4/4a4/5P3/9/9/9/9/9/4K4/9 b").unwrap();
    assert_eq!(tables.value(&pos).unwrap(), Some(Value::Draw));
    for kind in [ProfileKind::Cxa, ProfileKind::Axf] {
        let profile = Profile::new(kind);
        let mut classifier = Classifier::for_profile(&profile);
        // Every Black move that keeps the draw chases the soldier.
        let mut drawing = 0;
        for &mv in pos.legal_moves().iter() {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            if tables.value(&after).unwrap() != Some(Value::Draw) {
                continue;
            }
            drawing += 1;
            let c = classifier.classify(&pos, mv, &after, None);
            assert_eq!(c.class, MoveClass::Chase, "{kind:?} {mv}");
        }
        assert!(drawing > 0);
        let (values, stats) = analyse(&table, &smaller(&tables, m), &profile);
        assert!(
            stats.confined > 0 && stats.trapped >= stats.confined,
            "{kind:?} {stats:?}"
        );
        assert!(values.is_empty(), "{kind:?}: {values:?}");
        // Probed under the book, the draw stands, exact.
        let probe = tables.probe_under(&pos, kind).unwrap().unwrap();
        let book = probe
            .book
            .expect("the book's values of a generated class are known");
        assert_eq!(book.value, Ruled::Table(Value::Draw));
        assert_eq!(book.moves.len(), probe.moves.len());
        for (r, (_, v)) in book.moves.iter().zip(&probe.moves) {
            assert_eq!(*r, Ruled::Table(*v));
        }
    }
}

/// A theoretical draw under a book is one under the tables when the book changes nothing, and
/// the books of a class are analysed once for every profile.
#[test]
fn theoretical_draws_under_a_book() {
    let tables = Tables::new();
    // 单马对双士: drawn with either side to move.
    let pos = Position::from_fen("3k5/9/3a1a3/9/9/9/9/9/9/4K3N w").unwrap();
    let m = Material::of(&pos).unwrap().0;
    let plain = tables.probe(&pos).unwrap().unwrap();
    assert!(plain.theoretical_draw);
    for kind in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
        let under = tables.probe_under(&pos, kind).unwrap().unwrap();
        let book = under.book.unwrap();
        assert_eq!(book.theoretical_draw, plain.theoretical_draw, "{kind:?}");
        assert!(tables.book(m, kind).unwrap().is_some());
    }
    assert!(tables.books_known(m));
}

/// Books files come back as written, and a damaged one is refused with the reason.
#[test]
fn books_files_come_back() {
    let dir = std::env::temp_dir().join(format!("arbiter-books-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let m = Material::new(Attacker::Horse, [0, 0, 2, 0]);
    let path = rules_store::path_in(&dir, m);
    let books = vec![
        (ProfileKind::Club, RuleValues::none()),
        (
            ProfileKind::Cxa,
            RuleValues::from_sorted_ranked(
                vec![(3, Side::Red), (700_000, Side::Black)],
                vec![4, 0],
            )
            .unwrap(),
        ),
        (
            ProfileKind::Axf,
            RuleValues::from_sorted(vec![(9, Side::Red)]),
        ),
    ];
    rules_store::write(&path, &books).unwrap();
    let read = rules_store::read(&path).unwrap();
    assert_eq!(read, books);
    // The order of decision comes back where it was known, and stays unknown where it was not.
    assert_eq!(read[1].1.ranks(), Some([4, 0].as_slice()));
    assert_eq!(read[2].1.ranks(), None);
    let bytes = std::fs::read(&path).unwrap();
    // A version-1 file (no ranks) is still read: values without an order.
    let mut v1 = b"XQRV\x01\x01\x01".to_vec();
    v1.extend_from_slice(&1u64.to_le_bytes());
    v1.extend_from_slice(&5u64.to_le_bytes());
    v1.push(1);
    std::fs::write(&path, &v1).unwrap();
    let old = rules_store::read(&path).unwrap();
    assert_eq!(old[0].0, ProfileKind::Cxa);
    assert_eq!(old[0].1.iter().collect::<Vec<_>>(), vec![(5, Side::Black)]);
    assert_eq!(old[0].1.ranks(), None);
    std::fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
    assert!(rules_store::read(&path).unwrap_err().contains("cut short"));
    std::fs::write(&path, b"XQTB").unwrap();
    assert!(
        rules_store::read(&path)
            .unwrap_err()
            .contains("not a books file")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// 车对马 (phase 2: both sides attack). Where Black's horse keeps the draw only by checking for
/// ever, the tables count the cycle as a draw and both books give the game to Red (长将 is
/// forbidden). Each such value is cross-checked against the 棋例 engine itself: the witness
/// game — Black checking with every move that keeps the draw, Red answering with moves the book
/// allows — judged as `AdjudicateGame` judges a history, ends in Red's (or, in the mirrored
/// half, Black's) favour by the perpetual check.
#[test]
fn a_perpetual_check_decides_chariot_against_horse_and_the_judgement_agrees() {
    use arbiter_endgame::witness::witness;
    use arbiter_xiangqi::adjudication::{Outcome, Termination, adjudicate};
    let tables = Tables::new();
    let m: Material = "KR-KN".parse().unwrap();
    let table = tables.get(m).unwrap();
    for kind in [ProfileKind::Cxa, ProfileKind::Axf] {
        let profile = Profile::new(kind);
        let book = tables.book(m, kind).unwrap().unwrap();
        assert_eq!(book.len(), 3194, "{kind:?}");
        let size = table.layout().size();
        for (at, winner) in book.iter().step_by(16) {
            let turn = if at < size { Side::Red } else { Side::Black };
            let (_, pos) = table.layout().position(at % size, turn).unwrap();
            let line = witness(&tables, &pos, kind, profile.repetition_count as usize).unwrap();
            let v = adjudicate(&pos, &line, &profile, &[]);
            let wanted = if winner == Side::Red {
                Outcome::RedWins
            } else {
                Outcome::BlackWins
            };
            assert_eq!(v.outcome, wanted, "{} {line:?}", pos.to_fen());
            assert_eq!(v.termination, Termination::PerpetualCheck);
        }
    }
}

/// 车对马双士: a value decided by rule may rest on a capture into a smaller class the book
/// decides (taking an advisor into 车对马单士, where the horse's perpetual checks lose). The
/// witness takes that capture as progress — the smaller class's values were settled first — so
/// the game the judgement sees leaves the class instead of going round a cycle of allowed moves
/// (a witness that preferred an allowed quiet move there went round one: judged a draw).
#[test]
fn a_witness_takes_the_capture_a_ruled_value_rests_on() {
    use arbiter_endgame::witness::witness;
    use arbiter_xiangqi::adjudication::{Outcome, adjudicate};
    let tables = Tables::new();
    let m: Material = "KR-KNAA".parse().unwrap();
    let table = tables.get(m).unwrap();
    let profile = Profile::new(ProfileKind::Cxa);
    let book = tables.book(m, ProfileKind::Cxa).unwrap().unwrap();
    let size = table.layout().size();
    let mut leaves = 0;
    // The positions decided first, by a capture (rank 0), and every 64th of the others.
    for (k, (at, winner)) in book.iter().enumerate() {
        let turn = if at < size { Side::Red } else { Side::Black };
        if book.rank(&table, at % size, turn) != Some(0) && k % 64 != 0 {
            continue;
        }
        let (_, pos) = table.layout().position(at % size, turn).unwrap();
        let line = witness(&tables, &pos, ProfileKind::Cxa, 3).unwrap();
        let mut cur = pos.clone();
        for &mv in &line {
            leaves += usize::from(cur.piece_at(mv.to).is_some());
            cur.play_unchecked(mv);
        }
        let v = adjudicate(&pos, &line, &profile, &[]);
        let wanted = if winner == Side::Red {
            Outcome::RedWins
        } else {
            Outcome::BlackWins
        };
        assert_eq!(v.outcome, wanted, "{} {line:?}", pos.to_fen());
    }
    assert!(leaves > 0, "no witness took a capture");
}
