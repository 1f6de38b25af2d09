//! The tables against themselves (every value re-derived from its children) and against the
//! classic results of endgame theory, each with its source.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: failing loudly is the point

use arbiter_endgame::verify::verify;
use arbiter_endgame::{Attacker, Material, Tables, Value};
use arbiter_xiangqi::Position;

fn material(attacker: Attacker, counts: [u8; 4]) -> Material {
    Material::new(attacker, counts)
}

fn value(tables: &Tables, fen: &str) -> Value {
    let pos = Position::from_fen(fen).unwrap();
    tables.value(&pos).unwrap().unwrap()
}

/// Every stored value agrees with its children, on the small classes (and, through the
/// lookups, the smaller classes their captures lead to).
#[test]
fn every_value_follows_from_its_children() {
    let tables = Tables::new();
    for m in [
        material(Attacker::Chariot, [0, 0, 0, 0]),
        material(Attacker::Chariot, [0, 0, 2, 0]),
        material(Attacker::Horse, [0, 0, 1, 0]),
        material(Attacker::Cannon, [1, 0, 1, 0]),
        material(Attacker::Soldier, [0, 0, 1, 1]),
    ] {
        let table = tables.get(m).unwrap();
        let checked = verify(&table, &tables).unwrap_or_else(|e| panic!("{m}: {e:?}"));
        assert_eq!(checked, table.counts().legal, "{m}");
    }
}

/// Mirrored positions (files reflected, or colours swapped with the ranks) have one value.
#[test]
fn mirrored_positions_are_equal() {
    let tables = Tables::new();
    for (fen, mirrored) in [
        (
            "3k5/9/9/9/9/9/9/9/4A4/R3K4 w",
            "5k3/9/9/9/9/9/9/9/4A4/4K3R w",
        ),
        (
            "3k5/9/9/9/9/9/9/9/4A4/R3K4 w",
            "r3k4/4a4/9/9/9/9/9/9/9/3K5 b",
        ),
        (
            "4ka3/9/9/9/2N6/9/9/9/9/3K5 b",
            "3ak4/9/9/9/6N2/9/9/9/9/5K3 b",
        ),
    ] {
        assert_eq!(
            value(&tables, fen),
            value(&tables, mirrored),
            "{fen} / {mirrored}"
        );
    }
}

/// The classic results of endgame theory, as the issue lists them (the elementary endings
/// Xiangqi endgame primers open with; Haw-ren Fang's retrograde analysis of Chinese chess for
/// the tables' shape): the stronger piece wins these placements, and the defence holds those.
/// The distances are the tables' own.
#[test]
fn classic_results() {
    let tables = Tables::new();
    for (fen, won, name) in [
        // 单车胜双士: the chariot beats two advisors.
        ("3k5/4a4/3a5/9/9/R8/9/9/9/4K4 w", Some(13), "单车胜双士"),
        // 马胜单士: a horse beats a lone advisor.
        ("4k4/4a4/9/9/9/9/9/9/9/3NK4 w", Some(31), "马胜单士"),
        // 炮仕胜单士: cannon and advisor beat a lone advisor (the advisor is the screen).
        ("4k4/4a4/9/9/9/9/9/9/4A4/3CK4 w", Some(23), "炮仕胜单士"),
        // 高兵胜单士: a soldier on the palace's top rank beats a lone advisor.
        ("3ak4/9/4P4/9/9/9/9/9/9/5K3 w", Some(9), "高兵胜单士"),
        // 单炮不胜单将: a cannon alone has no screen to mate with.
        ("3k5/9/9/9/9/9/9/9/9/C3K4 w", None, "单炮和单将"),
        // 底兵 (老兵) against the general in its palace centre: no win.
        ("4P4/4k4/9/9/9/9/9/9/9/3K5 w", None, "底兵和单将"),
    ] {
        let v = value(&tables, fen);
        match won {
            Some(n) => assert_eq!(v, Value::Win(n), "{name}: {fen}"),
            None => assert_eq!(v, Value::Draw, "{name}: {fen}"),
        }
    }
}

/// 单兵 vs 士象全 (a soldier against the full defence) is drawn in the fortress, with either
/// side to move: a theoretical draw (ruling R15).
#[test]
fn a_soldier_against_the_full_defence_is_a_theoretical_draw() {
    let tables = Tables::new();
    for fen in [
        "2bakab2/9/9/P8/9/9/9/9/9/3K5 w",
        "2bakab2/9/9/4P4/9/9/9/9/9/3K5 b",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(tables.value(&pos).unwrap(), Some(Value::Draw), "{fen}");
        assert!(tables.theoretical_draw(&pos).unwrap(), "{fen}");
    }
}

/// Distances to conversion (DTC): every one re-derived from its children; never longer than
/// the distance to mate (mate is a conversion); equal to it where no capture can keep the
/// result (a lone general's side has nothing to take but the attacker, a draw by rule).
#[test]
fn distances_to_conversion_follow_from_their_children() {
    use arbiter_endgame::verify::verify_conversions;
    use arbiter_xiangqi::Side;
    let tables = Tables::new().with_conversions();
    for m in [
        material(Attacker::Chariot, [0, 0, 0, 0]),
        material(Attacker::Horse, [0, 0, 1, 0]),
        material(Attacker::Chariot, [0, 0, 1, 1]),
        material(Attacker::Soldier, [1, 0, 1, 0]),
    ] {
        let table = tables.get(m).unwrap();
        assert!(table.has_conversions());
        let checked = verify_conversions(&table, &tables).unwrap_or_else(|e| panic!("{m}: {e:?}"));
        let c = table.counts();
        assert_eq!(checked, c.wins + c.losses, "{m}");
        let mut shorter = 0;
        for turn in [Side::Red, Side::Black] {
            for i in 0..table.layout().size() {
                let (Some(Value::Win(n) | Value::Loss(n)), Some(d)) =
                    (table.value(i, turn), table.to_conversion(i, turn))
                else {
                    continue;
                };
                assert!(d <= n, "{m} #{i}: {d} > {n}");
                if m.weak_advisors + m.weak_elephants == 0 && m.strong_advisors == 0 {
                    assert_eq!(d, n, "{m} #{i}");
                }
                shorter += u64::from(d < n);
            }
        }
        if m.weak_advisors + m.weak_elephants > 0 {
            assert!(shorter > 0, "{m}: a capture shortens some wins");
        }
    }
}
