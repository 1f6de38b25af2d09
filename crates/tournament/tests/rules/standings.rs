//! Standings and tie-breaks against `tests/data/swiss/expected_standings/` (standings.py,
//! cross-checked with the FIDE TEC's TieBreakServer), and TRF round trips of the corpus.

use std::collections::HashMap;

use arbiter_tournament::model::PointSystem;
use arbiter_tournament::standings::{Preset, Tiebreak, UnplayedRule, standings};
use arbiter_tournament::tiebreak::Criterion;
use arbiter_tournament::trf;

use crate::data;

const FILES: [&str; 3] = ["p016_r07_cn", "p101_r11_cn", "p033_r09_messy"];

/// Values of one tie-break for every player, in points (as the JSON has them).
fn values(
    t: &arbiter_tournament::model::Tournament,
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
        let checks: [(&str, Tiebreak, UnplayedRule); 14] = [
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
        let points = standings::<Tiebreak>(&t, &[], UnplayedRule::Fide2024);
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

/// Direct encounter right after points, against FIDE's own tie-break tool: the place inside
/// the group tied on points (ruling R16; 0 when it does not separate them).
#[test]
fn direct_encounter_matches_fides_tool() {
    let mut compared = 0;
    for name in FILES {
        let t = trf::parse(&data::read(&format!("swiss/{name}.trf"))).unwrap();
        let have = values(&t, Tiebreak::DirectEncounter, UnplayedRule::Fide2024);
        let text = data::read(&format!("swiss/expected_standings/{name}.de.tsv"));
        for line in text.lines().skip(2) {
            let cols: Vec<&str> = line.split('\t').collect();
            let pid: u32 = cols[0].parse().unwrap();
            let want: f64 = cols[3].parse().unwrap();
            assert_eq!(have[&pid], Some(want), "{name} player {pid}");
            compared += 1;
        }
    }
    assert_eq!(compared, 16 + 101 + 33);
}

/// Every value of the codes in the header of `swiss/expected_standings/NAME.SUFFIX-YEAR.tsv`
/// (FIDE's tool's output for the corpus event, under the 2024 and the 2026 text of art. 16)
/// against Arbiter's; answers how many were compared.
fn matches_fides_tool(suffix: &str) -> usize {
    let mut compared = 0;
    for name in FILES {
        let t = trf::parse(&data::read(&format!("swiss/{name}.trf"))).unwrap();
        for (year, rule) in [
            ("2024", UnplayedRule::Fide2024),
            ("2026", UnplayedRule::Fide2026),
        ] {
            let text = data::read(&format!(
                "swiss/expected_standings/{name}.{suffix}-{year}.tsv"
            ));
            let mut lines = text.lines().skip(1);
            let header: Vec<&str> = lines.next().unwrap().split('\t').skip(3).collect();
            let criteria: Vec<Criterion> = header
                .iter()
                .map(|c| Criterion::from_fide_code(c).unwrap())
                .collect();
            let rows = standings(&t, &criteria, rule);
            for line in lines {
                let cols: Vec<&str> = line.split('\t').collect();
                let pid: u32 = cols[0].parse().unwrap();
                let row = rows.iter().find(|r| r.id == pid).unwrap();
                for (k, c) in criteria.iter().enumerate() {
                    let want: f64 = cols[3 + k].parse().unwrap();
                    let scale = c.tiebreak.scale() as f64;
                    let have = row.tiebreaks[k].value.map(|v| v as f64 / scale);
                    assert_eq!(have, Some(want), "{name} {year} player {pid} {}", header[k]);
                    compared += 1;
                }
            }
        }
    }
    compared
}

/// The C.07 codes added for the 2026 list (BH/C2, BH/M2, SB/C1, AOB, KS, REP, RTNG, TPN, FB)
/// against FIDE's own tie-break tool: every player's value as the tool prints it (AOB to two
/// decimals).
#[test]
fn the_2026_codes_match_fides_tool() {
    assert_eq!(matches_fides_tool("c07"), 2 * 9 * (16 + 101 + 33));
}

/// Codes with C.07 modifiers (cuts of any depth, the Koya limit, a rating for the unrated,
/// forfeits counted as played) against FIDE's own tie-break tool on the corpus events.
#[test]
fn codes_with_modifiers_match_fides_tool() {
    assert_eq!(matches_fides_tool("modifiers"), 2 * 15 * (16 + 101 + 33));
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
                // The reference numbers tied rows by start number; the answer lists them in
                // that order and shares the place (ruling R18).
                let at = rows.iter().position(|r| r.id == pid).unwrap();
                assert_eq!(
                    at as u64 + 1,
                    row[field].as_u64().unwrap(),
                    "{name} player {pid} {field}"
                );
                let shared = if rows[at].tied_with_previous {
                    rows[at - 1].rank
                } else {
                    at as u32 + 1
                };
                assert_eq!(rows[at].rank, shared, "{name} player {pid} {field}");
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

/// An 8-player round robin (generated by `scripts/tiebreak_de_differential.py`, seed 686):
/// 1, 2, 6 and 8 end on 3.5 points; 1 and 2 are also level on 小分 and 胜局; 2 beat 1.
const EQUAL_ON_SB_AND_WINS: &str = "\
012 Direct encounter among the players still tied
001    1      Player0001                           0                             3.5    1     8 w 1     7 b 1     6 w =     5 b 0     4 w =     3 b =     2 w 0
001    2      Player0002                           0                             3.5    2     7 w =     5 w =     3 w 1     8 b 0     6 b =     4 b 0     1 b 1
001    3      Player0003                           0                             3.0    3     6 w 1     4 w =     2 b 0     7 b =     5 b 0     1 w =     8 w =
001    4      Player0004                           0                             4.0    4     5 w 0     3 b =     8 b =     6 b 1     1 b =     2 w 1     7 w =
001    5      Player0005                           0                             4.0    5     4 b 1     2 b =     7 b 0     1 w 1     3 w 1     8 w 0     6 w =
001    6      Player0006                           0                             3.5    6     3 b 0     8 b 1     1 b =     4 w 0     2 w =     7 w 1     5 b =
001    7      Player0007                           0                             3.0    7     2 b =     1 w 0     5 w 1     3 w =     8 w =     6 b 0     4 b =
001    8      Player0008                           0                             3.5    8     1 b 0     6 w 0     4 w =     2 w 1     7 b =     5 b 1     3 b =
";

/// Seed 000 §9: "个人循环赛……积分相等时，按以下顺序区分：小分、胜局、直胜、犯规" — 直胜 is
/// reached by the players still tied after 小分 and 胜局 (ruling R16), not by everyone on equal
/// points: over 1, 2, 6 and 8 the encounters of 1 and 2 balance out (1.5 each), between the
/// two of them 2 won.
#[test]
fn direct_encounter_counts_among_the_players_still_tied_when_it_is_reached() {
    for points in [PointSystem::STANDARD, PointSystem::CXA] {
        let mut t = trf::parse(EQUAL_ON_SB_AND_WINS).unwrap();
        t.points = points;
        // A foul for the winner: 直胜 comes before 犯规, so it does not matter (R17).
        if let Some(p) = t.players.get_mut(&2) {
            p.fouls = 1;
        }
        let list = Preset::ClubRoundRobin.tiebreaks();
        let rows = standings(&t, list, UnplayedRule::Plain);
        let order: Vec<u32> = rows.iter().map(|r| r.id).collect();
        let at = |id: u32| order.iter().position(|&x| x == id).unwrap();
        assert!(at(2) < at(1), "{order:?}");
        assert_eq!(rows[at(2)].tiebreaks[2].value, Some(1));
        assert_eq!(rows[at(1)].tiebreaks[2].value, Some(2));
        assert!(!rows[at(1)].tied_with_previous);
        // 6 and 8 were separated by 小分 before 直胜: alone in their groups.
        assert_eq!(rows[at(6)].tiebreaks[2].value, Some(0));
        // The club's list has nothing after 犯规 (no 后走局数).
        assert_eq!(list.len(), 4);
    }
}

/// Seed 000 §9 when ties remain after every criterion (here with 1–2 drawn instead): the
/// players share the place (ruling R18: 1, 2, 2, 4) and are listed by start number.
#[test]
fn players_equal_on_everything_share_the_place() {
    let drawn = EQUAL_ON_SB_AND_WINS
        .replace("   2 w 0\n", "   2 w =\n")
        .replace("   1 b 1\n", "   1 b =\n");
    let t = trf::parse(&drawn).unwrap();
    let rows = standings(&t, Preset::ClubRoundRobin.tiebreaks(), UnplayedRule::Plain);
    let places: Vec<(u32, u32, bool)> = rows
        .iter()
        .map(|r| (r.id, r.rank, r.tied_with_previous))
        .collect();
    for w in places.windows(2) {
        if w[1].2 {
            assert_eq!(w[0].1, w[1].1, "{places:?}");
            assert!(w[0].0 < w[1].0, "{places:?}");
        }
    }
    assert!(places.iter().any(|p| p.2), "{places:?}");
    for (i, p) in places.iter().enumerate() {
        if !p.2 {
            assert_eq!(p.1, i as u32 + 1, "{places:?}");
        }
    }
}

/// The rating-based tie-breaks of C.07 (values checked against FIDE's own tool by
/// `scripts/tiebreak_rating_differential.py`): 1 (2000) beats 2 (2100) and draws with 3 (2200)
/// — TPR = ARO 2150 + dp(75 %) 193 = 2343; PTP is the lowest rating expected to score 1.5
/// against 2100 and 2200. With an unrated player in the field they do not apply.
#[test]
fn rating_based_tiebreaks_apply_only_to_a_rated_field() {
    let text = "\
001    1      One                               2000                             1.5    1     2 w 1     3 b =  0000 - Z
001    2      Two                               2100                             1.0    2     1 b 0  0000 - Z     3 w 1
001    3      Three                             2200                             0.5    3  0000 - Z     1 w =     2 b 0
";
    let t = trf::parse(text).unwrap();
    let tpr = values(&t, Tiebreak::PerformanceRating, UnplayedRule::Fide2024);
    assert_eq!(tpr[&1], Some(2343.0));
    let ptp = values(&t, Tiebreak::PerfectPerformance, UnplayedRule::Fide2024);
    let ptp1 = ptp[&1].unwrap();
    assert!(ptp1 > 2150.0 && ptp1 < 2400.0, "{ptp1}");
    let apro = values(
        &t,
        Tiebreak::AveragePerformanceOfOpponents,
        UnplayedRule::Fide2024,
    );
    assert!(apro[&1].is_some());
    let unrated = text.replace("2200", "    ");
    let t = trf::parse(&unrated).unwrap();
    let tpr = values(&t, Tiebreak::PerformanceRating, UnplayedRule::Fide2024);
    assert_eq!(tpr[&1], None);
}

/// REP counts the pairing-allocated bye as a round elected to play even when it earns less
/// than a win (record 162 `P 0.5`): FIDE's tool gives every player of this three-player event
/// REP 2 (one game and the bye, or two games), WIN 1, 0, 0.
#[test]
fn a_pairing_bye_worth_half_is_a_round_elected_to_play() {
    let t = trf::parse(&data::read("swiss/pab_half_point.trf")).unwrap();
    let rep = values(&t, Tiebreak::RoundsElectedToPlay, UnplayedRule::Fide2024);
    assert_eq!(rep[&1], Some(2.0));
    assert_eq!(rep[&2], Some(2.0));
    assert_eq!(rep[&3], Some(2.0));
    let wins = values(&t, Tiebreak::Wins, UnplayedRule::Fide2024);
    assert_eq!(
        (wins[&1], wins[&2], wins[&3]),
        (Some(1.0), Some(0.0), Some(0.0))
    );
}
