//! Standings and tie-breaks against `tests/data/swiss/expected_standings/` (standings.py,
//! cross-checked with the FIDE TEC's TieBreakServer), and TRF round trips of the corpus.

use std::collections::HashMap;

use arbiter::tournament::standings::{Preset, Tiebreak, UnplayedRule, standings};
use arbiter::tournament::trf;

use crate::data;

const FILES: [&str; 3] = ["p016_r07_cn", "p101_r11_cn", "p033_r09_messy"];

/// Values of one tie-break for every player, in points (as the JSON has them).
fn values(
    t: &arbiter::tournament::model::Tournament,
    tb: Tiebreak,
    rule: UnplayedRule,
) -> HashMap<u32, Option<f64>> {
    standings(t, &[tb], rule)
        .into_iter()
        .map(|r| {
            (
                r.id,
                r.tiebreaks[0].value.map(|v| v as f64 / tb.scale() as f64),
            )
        })
        .collect()
}

#[test]
fn tiebreak_values_match_the_reference() {
    let mut failures = Vec::new();
    for name in FILES {
        let t = trf::parse(&data::read(&format!("swiss/{name}.trf"))).unwrap();
        let expected: serde_json::Value = serde_json::from_str(&data::read(&format!(
            "swiss/expected_standings/{name}.json"
        )))
        .unwrap();
        let checks: [(&str, Tiebreak, UnplayedRule); 15] = [
            ("bh", Tiebreak::Buchholz, UnplayedRule::Fide2024),
            ("bh_c1", Tiebreak::BuchholzCut1, UnplayedRule::Fide2024),
            ("bh_m1", Tiebreak::MedianBuchholz1, UnplayedRule::Fide2024),
            ("sb", Tiebreak::SonnebornBerger, UnplayedRule::Fide2024),
            ("bh_2026", Tiebreak::Buchholz, UnplayedRule::Fide2026),
            ("bh_c1_2026", Tiebreak::BuchholzCut1, UnplayedRule::Fide2026),
            (
                "bh_m1_2026",
                Tiebreak::MedianBuchholz1,
                UnplayedRule::Fide2026,
            ),
            ("sb_2026", Tiebreak::SonnebornBerger, UnplayedRule::Fide2026),
            ("ps", Tiebreak::Progressive, UnplayedRule::Fide2024),
            ("win", Tiebreak::Wins, UnplayedRule::Fide2024),
            ("won", Tiebreak::GamesWon, UnplayedRule::Fide2024),
            ("bpg", Tiebreak::BlackGames, UnplayedRule::Fide2024),
            ("bwg", Tiebreak::BlackWins, UnplayedRule::Fide2024),
            ("opp_cn", Tiebreak::OpponentScoreCxa, UnplayedRule::Fide2024),
            ("de", Tiebreak::DirectEncounter, UnplayedRule::Fide2024),
        ];
        for (field, tb, rule) in checks {
            let got = values(&t, tb, rule);
            for row in expected["standings"].as_array().unwrap() {
                let pid = row["pid"].as_u64().unwrap() as u32;
                let want = row[field].as_f64();
                let have = got[&pid];
                let ok = match (want, have) {
                    (None, None) => true,
                    (Some(w), Some(h)) => (w - h).abs() < 1e-9,
                    (Some(w), None) => w == 0.0,
                    _ => false,
                };
                if !ok {
                    failures.push(format!(
                        "{name} player {pid} {field}: want {want:?}, have {have:?}"
                    ));
                }
            }
        }
        let points = standings(&t, &[], UnplayedRule::Fide2024);
        for row in expected["standings"].as_array().unwrap() {
            let pid = row["pid"].as_u64().unwrap() as u32;
            let have = points.iter().find(|r| r.id == pid).unwrap().points as f64 / 2.0;
            if (row["points"].as_f64().unwrap() - have).abs() > 1e-9 {
                failures.push(format!("{name} player {pid} points"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn rankings_match_the_reference() {
    for name in FILES {
        let t = trf::parse(&data::read(&format!("swiss/{name}.trf"))).unwrap();
        let expected: serde_json::Value = serde_json::from_str(&data::read(&format!(
            "swiss/expected_standings/{name}.json"
        )))
        .unwrap();
        for (field, list) in [
            ("rank", Preset::Fide.tiebreaks()),
            ("rank_cn_opp", Preset::CxaOpponents.tiebreaks()),
            ("rank_cn_ps", Preset::CxaProgressive.tiebreaks()),
        ] {
            let rows = standings(&t, list, UnplayedRule::Fide2024);
            for row in expected["standings"].as_array().unwrap() {
                let pid = row["pid"].as_u64().unwrap() as u32;
                let have = rows.iter().find(|r| r.id == pid).unwrap().rank;
                assert_eq!(
                    u64::from(have),
                    row[field].as_u64().unwrap(),
                    "{name} player {pid} {field}"
                );
            }
        }
    }
}

#[test]
fn every_corpus_file_reads_and_round_trips() {
    let dir = data::path("swiss");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.extend(
        std::fs::read_dir(dir.join("unpaired"))
            .unwrap()
            .map(|e| e.unwrap().path()),
    );
    let mut count = 0;
    for path in files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
    {
        let text = std::fs::read_to_string(&path).unwrap();
        let t = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let written = trf::write(&t, &HashMap::new());
        let again =
            trf::parse(&written).unwrap_or_else(|e| panic!("{} rewritten: {e}", path.display()));
        assert_eq!(t.players, again.players, "{}", path.display());
        assert_eq!(t.points, again.points, "{}", path.display());
        assert_eq!(t.total_rounds, again.total_rounds);
        assert_eq!(t.initial_colour, again.initial_colour);
        count += 1;
    }
    assert!(count >= 40, "only {count} TRF files");
}

#[test]
fn bad_trf_is_reported_with_its_line() {
    let bad = "012 x\n001    1      A                                 1500                             1.0    1     2 w 1\n";
    let e = trf::parse(bad).unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    assert!(e.to_string().contains("opponent 2 is not a player"), "{e}");
    assert!(trf::parse("").is_err());
    assert!(
        trf::parse("162  W 2.3\n")
            .unwrap_err()
            .to_string()
            .contains("half a point")
    );
}
