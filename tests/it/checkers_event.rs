//! A Chinese checkers event end to end over REST (issue 56): tables of six from `AssignTables`,
//! every table's game played out by a simple greedy player and judged by
//! `CheckersService/AdjudicateGame`, its `ranks` sent as they are to `ComputeTableStandings` and
//! to the next round's `AssignTables`; and the standings' rules and refusals.

use std::collections::HashMap;

use arbiter::checkers::match_play::{MatchOptions, Turn, adjudicate};
use arbiter::checkers::{Game, Rules};
use serde_json::{Value, json};

use arbiter::server::RunningServer;

use crate::server_fixture::{config, start, url};

async fn post(server: &RunningServer, path: &str, body: &Value) -> Value {
    let resp = reqwest::Client::new()
        .post(url(server, path))
        .json(body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200, "{path}");
    resp.json().await.unwrap()
}

fn hex_distance(a: (i32, i32), b: (i32, i32)) -> i32 {
    let (dq, dr) = (a.0 - b.0, a.1 - b.1);
    (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
}

/// A whole six-player game from the standard setup: each player moves the piece that gains the
/// most towards the tip of its target camp (ties by a small random draw), never into a third
/// repetition, and passes when it has no move. The hole names of every turn.
fn greedy_game(seed: u64) -> Vec<Vec<String>> {
    let game = Game::new(4, 4, 6, Rules::default()).unwrap();
    let tips: Vec<(i32, i32)> = game
        .target
        .iter()
        .map(|camp| {
            camp.iter()
                .map(|&h| game.star.holes[h as usize])
                .max_by_key(|&h| hex_distance(h, (0, 0)))
                .unwrap()
        })
        .collect();
    let opts = MatchOptions::new(6);
    let mut occ = game.initial();
    let mut to_move = 0;
    let mut seen: HashMap<(Vec<i8>, usize), u32> = HashMap::new();
    let mut turns = Vec::new();
    let mut state = seed.wrapping_mul(2).wrapping_add(1);
    for _ in 0..opts.max_plies {
        let mut best: Option<(i32, u64, Vec<u16>)> = None;
        for m in game.legal_moves(&occ, to_move) {
            let mut next = occ.clone();
            next[m.from as usize] = -1;
            next[m.to as usize] = to_move as i8;
            let verdict = adjudicate(
                &game,
                occ.clone(),
                to_move,
                &[Turn::Move(m.path.clone())],
                opts,
            );
            if seen.get(&(next, verdict.to_move)).copied().unwrap_or(0) >= 2 {
                continue;
            }
            let tip = tips[to_move];
            let gain = hex_distance(game.star.holes[m.from as usize], tip)
                - hex_distance(game.star.holes[m.to as usize], tip);
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let draw = state >> 33;
            if best
                .as_ref()
                .is_none_or(|(g, d, _)| (gain, draw) > (*g, *d))
            {
                best = Some((gain, draw, m.path));
            }
        }
        let turn = best.map_or(Turn::Pass, |(_, _, path)| Turn::Move(path));
        let verdict = adjudicate(
            &game,
            occ.clone(),
            to_move,
            std::slice::from_ref(&turn),
            opts,
        );
        turns.push(match &turn {
            Turn::Move(path) => path
                .iter()
                .map(|&h| game.star.names[h as usize].clone())
                .collect(),
            Turn::Pass => Vec::new(),
        });
        occ = verdict.occupancy;
        to_move = verdict.to_move;
        *seen.entry((occ.clone(), to_move)).or_default() += 1;
        let left = (0..6).filter(|&p| !game.has_won(&occ, p)).count();
        if left <= 1 {
            break;
        }
    }
    turns
}

/// Twelve players, tables of six, three rounds: round 1 scheduled, rounds 2 and 3 by score from
/// the games' own ranks; the standings add up, seats stay balanced, and ratings move with places.
#[tokio::test]
async fn a_six_player_table_event_from_real_games() {
    let server = start(config()).await;
    let mut played: Vec<Value> = Vec::new();
    for round in 1..=3u64 {
        let mut ask = json!({"playerCount": 12, "tableSize": 6, "rounds": 3, "seed": 56});
        if round > 1 {
            ask["results"] = Value::Array(played.clone());
        }
        let tables = post(&server, "/v1/tournament/assignTables", &ask).await;
        let this = if round == 1 {
            tables["rounds"][0].clone()
        } else {
            assert_eq!(tables["rounds"].as_array().unwrap().len(), 1);
            tables["rounds"][0].clone()
        };
        assert_eq!(this["round"], round);
        let mut results = Vec::new();
        for (t, table) in this["tables"].as_array().unwrap().iter().enumerate() {
            let turns = greedy_game(round * 10 + t as u64);
            let moves: Vec<Value> = turns.iter().map(|p| json!({"path": p})).collect();
            let verdict = post(
                &server,
                "/v1/checkers/adjudicateGame",
                &json!({"position": {"players": 6}, "moves": moves}),
            )
            .await;
            // The greedy players bring every game home: six different places.
            assert_eq!(verdict["status"], "GAME_STATUS_FINISHED", "{verdict}");
            results.push(json!({"seats": table["seats"], "ranks": verdict["ranks"]}));
        }
        played.push(json!({"tables": results, "byes": this["byes"]}));
    }
    let standings = post(
        &server,
        "/v1/tournament/computeTableStandings",
        &json!({"playerCount": 12, "tableSize": 6, "rounds": played, "scoring": "TABLE_SCORING_PLACEMENT"}),
    )
    .await;
    let rows = standings["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 12);
    // Placement points 5-4-3-2-1-0 at every table: 15 points a table, two tables, three rounds.
    let total: f64 = rows.iter().map(|r| r["points"].as_f64().unwrap()).sum();
    assert!((total - 90.0).abs() < 1e-9, "{total}");
    // Ranks never fall behind points; ratings follow the places of each player's games.
    for w in rows.windows(2) {
        assert!(w[0]["points"].as_f64() >= w[1]["points"].as_f64());
        assert!(w[0]["rank"].as_u64() <= w[1]["rank"].as_u64());
    }
    let top = &rows[0]["rating"];
    let bottom = &rows[11]["rating"];
    assert!(top["mu"].as_f64() > bottom["mu"].as_f64(), "{standings}");
    assert_eq!(
        standings["tiebreaks"],
        json!([
            "TABLE_TIEBREAK_OPPONENTS_BEATEN",
            "TABLE_TIEBREAK_OPPONENTS_POINTS",
            "TABLE_TIEBREAK_DIRECT_ENCOUNTER"
        ])
    );
    // Every player sat three times, each time in a different seat.
    let mut seats: HashMap<u64, Vec<usize>> = HashMap::new();
    for round in &played {
        for t in round["tables"].as_array().unwrap() {
            for (s, p) in t["seats"].as_array().unwrap().iter().enumerate() {
                seats.entry(p.as_u64().unwrap()).or_default().push(s);
            }
        }
    }
    for (p, mut list) in seats {
        list.sort_unstable();
        list.dedup();
        assert_eq!(list.len(), 3, "player {p}");
    }
}

/// The seed's 1 / ½ / 0 as the game scores it: a drawn table (nobody finished) halves, a bye
/// scores the mean of a full table, tie-breaks and their order come back, and the explanation
/// is in the asked language with no English in it.
#[tokio::test]
async fn the_games_own_score_a_drawn_table_and_a_bye() {
    let server = start(config()).await;
    let body = json!({
        "playerCount": 7, "tableSize": 3,
        "rounds": [{"tables": [
            {"finishingOrder": [3, 1, 2]},
            {"seats": [4, 5, 6], "ranks": [1, 1, 1]}
        ], "byes": [7]}],
        "tiebreaks": ["TABLE_TIEBREAK_WINS", "TABLE_TIEBREAK_PLACE_SUM"]
    });
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/tournament/computeTableStandings"))
        .header("accept-language", "zh-Hans")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let answer: Value = resp.json().await.unwrap();
    let points: Vec<(u64, f64)> = answer["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["startNumber"].as_u64().unwrap(),
                r["points"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(points[0], (3, 1.0));
    for p in [4, 5, 6] {
        assert!(points.contains(&(p, 0.5)), "{points:?}");
    }
    assert!((answer["byePoints"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-12);
    let explanation = answer["explanation"].as_str().unwrap();
    assert!(explanation.contains("获胜桌数"), "{explanation}");
    assert!(
        !explanation.chars().any(|c| c.is_ascii_alphabetic()),
        "{explanation}"
    );
}

/// Refusals name the field: a bye for a seated player, placement points that rise, placement
/// points beside another scoring, a rating without uncertainty, places that are no ranking.
#[tokio::test]
async fn bad_standings_requests_name_the_field() {
    let server = start(config()).await;
    let table = json!({"finishingOrder": [1, 2, 3]});
    for (body, field) in [
        (
            json!({"playerCount": 4, "tableSize": 3, "rounds": [{"tables": [table], "byes": [2]}]}),
            "rounds[0].byes[0]",
        ),
        (
            json!({"playerCount": 4, "tableSize": 3, "placementPoints": [{"tableSize": 3, "points": [1, 2, 0]}]}),
            "placementPoints[0].points",
        ),
        (
            json!({"playerCount": 4, "tableSize": 3, "scoring": "TABLE_SCORING_LINEAR", "placementPoints": [{"tableSize": 3, "points": [2, 1, 0]}]}),
            "placementPoints",
        ),
        (
            json!({"playerCount": 4, "tableSize": 3, "ratings": [{"startNumber": 1, "mu": 25, "sigma": 0}]}),
            "ratings[0]",
        ),
        (
            json!({"playerCount": 4, "tableSize": 3, "rounds": [{"tables": [{"seats": [1, 2, 3], "ranks": [1, 3, 3]}]}]}),
            "rounds[0].tables[0]",
        ),
    ] {
        let resp = reqwest::Client::new()
            .post(url(&server, "/v1/tournament/computeTableStandings"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 400, "{body}");
        let problem: Value = resp.json().await.unwrap();
        assert_eq!(problem["violations"][0]["field"], field, "{problem}");
    }
    // AssignTables reads the scoring the same way.
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/tournament/assignTables"))
        .json(&json!({"playerCount": 6, "tableSize": 3, "rounds": 2, "scoring": "TABLE_SCORING_WINNER",
            "placementPoints": [{"tableSize": 3, "points": [2, 1, 0]}]}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    let problem: Value = resp.json().await.unwrap();
    assert_eq!(
        problem["violations"][0]["field"], "placementPoints",
        "{problem}"
    );
}

/// The same call over gRPC: places from the game's ranks, a bye, ratings carried in.
#[tokio::test]
async fn table_standings_over_grpc() {
    use arbiter::pb::tournament::v1 as pb;
    use arbiter::pb::tournament::v1::tournament_service_client::TournamentServiceClient;
    let server = start(config()).await;
    let mut client = TournamentServiceClient::new(crate::server_fixture::channel(&server).await);
    let answer = client
        .compute_table_standings(pb::ComputeTableStandingsRequest {
            player_count: 4,
            table_size: 3,
            rounds: vec![pb::PlayedRound {
                tables: vec![pb::PlayedTable {
                    seats: vec![1, 2, 3],
                    ranks: vec![2, 1, 3],
                    ..Default::default()
                }],
                byes: vec![4],
            }],
            ratings: vec![pb::PlayerRating {
                start_number: 4,
                mu: 30.0,
                sigma: 2.0,
            }],
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let order: Vec<u32> = answer.rows.iter().map(|r| r.start_number).collect();
    // 2 won (1 point); 4's bye scores the mean of a table of three (1/3); 1 beat 3.
    assert_eq!(order, vec![2, 4, 1, 3]);
    let bye = &answer.rows[1];
    assert!(bye.rounds[0].bye);
    let rating = bye.rating.as_ref().unwrap();
    assert_eq!((rating.mu, rating.sigma), (30.0, 2.0));
}
