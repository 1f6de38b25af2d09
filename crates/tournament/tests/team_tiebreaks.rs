#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! FIDE's team tie-breaks against FIDE's own tie-break tool: generated team events (round
//! robins and Swiss-like events, 2-6 boards, pairing-allocated byes, forfeited boards and
//! matches, the 2024 and 2026 rules for unplayed rounds) with the tool's values of MPTS and twelve codes each (`tests/data/team_tiebreaks.json`, written by
//! `scripts/tiebreak_team_differential.py --fixtures`).

use arbiter_tournament::standings::UnplayedRule;
use arbiter_tournament::team_tiebreaks::{TeamCriterion, TeamEvent, fide_team_standings};
use arbiter_tournament::teams::{BoardResult, TeamMatch, TeamPoints};
use serde_json::Value;

fn matches(event: &Value) -> Vec<TeamMatch> {
    event["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| TeamMatch {
            round: m[0].as_u64().unwrap() as u32,
            home: m[1].as_u64().unwrap() as u32,
            away: m[2].as_u64().unwrap() as u32,
            boards: m[3]
                .as_str()
                .unwrap()
                .chars()
                .map(|c| match c {
                    'h' => BoardResult::HomeWins,
                    'a' => BoardResult::AwayWins,
                    'd' => BoardResult::Draw,
                    'H' => BoardResult::HomeWinsByForfeit,
                    'A' => BoardResult::AwayWinsByForfeit,
                    'X' => BoardResult::DoubleForfeit,
                    other => panic!("board {other}"),
                })
                .collect(),
        })
        .collect()
}

#[test]
fn team_codes_match_fides_tool() {
    let data: Value =
        serde_json::from_str(include_str!("data/team_tiebreaks.json")).expect("fixture");
    // Board 1 / ½ / 0 and match 2 / 1 / 0, in half-points.
    let points = TeamPoints {
        game_win: 2,
        game_draw: 1,
        match_win: 4,
        match_draw: 2,
    };
    let mut compared = 0;
    for event in data["events"].as_array().unwrap() {
        let seed = &event["seed"];
        let n = event["teams"].as_u64().unwrap() as u32;
        let teams: Vec<u32> = (1..=n).collect();
        let criteria: Vec<TeamCriterion> = event["codes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| TeamCriterion::from_fide_code(c.as_str().unwrap()).unwrap())
            .collect();
        let matches = matches(event);
        let byes: Vec<(u32, u32)> = event["byes"]
            .as_array()
            .map(|b| {
                b.iter()
                    .map(|x| (x[0].as_u64().unwrap() as u32, x[1].as_u64().unwrap() as u32))
                    .collect()
            })
            .unwrap_or_default();
        // The bye's points as the fixture's record 320 gives them, in half-points.
        let bye = &event["bye_points"];
        let half = |v: &Value| (v.as_f64().unwrap_or(0.0) * 2.0) as i64;
        let team_event = TeamEvent {
            teams: &teams,
            matches: &matches,
            byes: &byes,
            points,
            bye_points: (half(&bye[0]), half(&bye[1])),
        };
        let rule = match event["unplayed"].as_str().unwrap() {
            "UNPLAYED_RULE_FIDE_2024" => UnplayedRule::Fide2024,
            "UNPLAYED_RULE_FIDE_2026" => UnplayedRule::Fide2026,
            "UNPLAYED_RULE_PLAIN" => UnplayedRule::Plain,
            other => panic!("rule {other}"),
        };
        let rows = fide_team_standings(&team_event, &criteria, rule);
        for want in event["expected"].as_array().unwrap() {
            let team = want[0].as_u64().unwrap() as u32;
            let row = rows.iter().find(|r| r.team == team).unwrap();
            assert_eq!(
                u64::from(row.rank),
                want[1].as_u64().unwrap(),
                "seed {seed} team {team}: rank"
            );
            assert_eq!(
                row.match_points as f64 / 2.0,
                want[2].as_f64().unwrap(),
                "seed {seed} team {team}: MPTS"
            );
            for (k, c) in criteria.iter().enumerate() {
                let have = row.values[k].unwrap_or(0) as f64 / c.scale() as f64;
                let expected = want[3 + k].as_f64().unwrap();
                assert!(
                    (have - expected).abs() < 1e-9,
                    "seed {seed} team {team}: {} is {have}, the tool says {expected}",
                    c.fide_code()
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 500, "{compared} values compared");
}

#[test]
fn codes_read_back_as_written() {
    for code in [
        "BH:GP/C1", "SB", "MPTS", "GPTS", "EMGSB/C1", "EGGSB", "BC", "TBR", "BBE", "KS:GP", "DE",
        "PS:GP", "FB:GP", "EDE", "EDEC", "EDET", "EDEB", "EDEBT", "EDEBB",
    ] {
        let c = TeamCriterion::from_fide_code(code).unwrap();
        assert_eq!(c.fide_code(), code);
    }
    // ESB is EMGSB (opponents' match points, own game points), a lower case code the same.
    assert_eq!(
        TeamCriterion::from_fide_code("esb").unwrap().fide_code(),
        "EMGSB"
    );
    assert_eq!(
        TeamCriterion::from_fide_code("bh:mp").unwrap().fide_code(),
        "BH"
    );
}

#[test]
fn codes_a_team_event_does_not_take_are_refused() {
    use arbiter_tournament::tiebreak::CodeError;
    let refused = |code| TeamCriterion::from_fide_code(code).unwrap_err();
    assert_eq!(refused("TPR"), CodeError::IndividualOnly);
    assert_eq!(refused("BPG"), CodeError::IndividualOnly);
    assert_eq!(refused("BH:XP"), CodeError::PointSystem);
    assert_eq!(refused("EMGSB:GP"), CodeError::PointSystem);
    assert_eq!(refused("BC:GP"), CodeError::PointSystem);
    assert_eq!(refused("TBR/C1"), CodeError::NotFor("C1".to_string()));
    assert_eq!(refused("EDE:GP"), CodeError::PointSystem);
    assert_eq!(refused("KS/C1"), CodeError::NotFor("C1".to_string()));
    assert_eq!(refused("XYZ"), CodeError::Unknown);
}

/// REP counts a team's bye as a round it elected to play even when the bye earns less than a
/// win (FIDE's tool counts a team's bye as played), and a match won by forfeit.
#[test]
fn a_bye_is_a_round_elected_to_play_whatever_it_earns() {
    let m = |round, home, away, boards: Vec<BoardResult>| TeamMatch {
        round,
        home,
        away,
        boards,
    };
    let matches = [
        m(1, 1, 2, vec![BoardResult::HomeWins, BoardResult::Draw]),
        m(
            2,
            2,
            3,
            vec![
                BoardResult::AwayWinsByForfeit,
                BoardResult::AwayWinsByForfeit,
            ],
        ),
    ];
    let event = TeamEvent {
        teams: &[1, 2, 3],
        matches: &matches,
        byes: &[(1, 3), (2, 1)],
        points: TeamPoints {
            game_win: 2,
            game_draw: 1,
            match_win: 4,
            match_draw: 2,
        },
        // A bye worth nothing.
        bye_points: (0, 0),
    };
    let rep = TeamCriterion::from_fide_code("REP").unwrap();
    let rows = fide_team_standings(&event, &[rep], UnplayedRule::Fide2024);
    let rep_of = |t: u32| rows.iter().find(|r| r.team == t).unwrap().values[0];
    // 1: a match and a bye; 2: a match and a forfeit loss; 3: a bye and a forfeit win.
    assert_eq!(rep_of(1), Some(2));
    assert_eq!(rep_of(2), Some(1));
    assert_eq!(rep_of(3), Some(2));
}
