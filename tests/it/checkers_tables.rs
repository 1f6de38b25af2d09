//! `AssignTables` end to end (issue 56): a Chinese checkers event at tables of six over REST,
//! round by round by score over gRPC, and bad requests named by field.

use arbiter::pb::tournament::v1 as pb;
use arbiter::pb::tournament::v1::tournament_service_client::TournamentServiceClient;

use crate::server_fixture::{channel, config, start, url};

/// Each player's count per seat over `rounds` (seats of `size`).
fn seat_counts(rounds: &[serde_json::Value], players: usize, size: usize) -> Vec<Vec<u32>> {
    let mut counts = vec![vec![0u32; size]; players];
    for r in rounds {
        for t in r["tables"].as_array().unwrap() {
            for (s, p) in t["seats"].as_array().unwrap().iter().enumerate() {
                counts[p.as_u64().unwrap() as usize - 1][s] += 1;
            }
        }
    }
    counts
}

/// Eighteen players at three tables of six for six rounds: every player once a round, and each
/// in every seat once (seat 1 moves first); the same request, the same tables.
#[tokio::test]
async fn a_six_player_table_event_over_rest() {
    let server = start(config()).await;
    let body = serde_json::json!({"playerCount": 18, "tableSize": 6, "rounds": 6, "seed": 7});
    let ask = || async {
        let resp = reqwest::Client::new()
            .post(url(&server, "/v1/tournament/assignTables"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
        resp.json::<serde_json::Value>().await.unwrap()
    };
    let answer = ask().await;
    assert_eq!(answer, ask().await);
    let rounds = answer["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 6);
    for (k, r) in rounds.iter().enumerate() {
        assert_eq!(r["round"], k as u64 + 1);
        let tables = r["tables"].as_array().unwrap();
        assert_eq!(tables.len(), 3);
        let mut seen: Vec<u64> = tables
            .iter()
            .flat_map(|t| {
                t["seats"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p.as_u64().unwrap())
            })
            .collect();
        seen.sort_unstable();
        assert_eq!(seen, (1..=18).collect::<Vec<_>>());
    }
    for (p, counts) in seat_counts(rounds, 18, 6).iter().enumerate() {
        assert_eq!(counts, &vec![1; 6], "player {}", p + 1);
    }
}

/// The next round by score over gRPC: the first round's tables sent back with finishing
/// orders give round 2 only, seats still balanced; a finishing order naming a player twice is
/// refused, naming the table.
#[tokio::test]
async fn the_next_round_by_score_over_grpc() {
    let server = start(config()).await;
    let mut client = TournamentServiceClient::new(channel(&server).await);
    let first = client
        .assign_tables(pb::AssignTablesRequest {
            player_count: 9,
            table_size: 3,
            rounds: 1,
            seed: 3,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let played = pb::PlayedRound {
        tables: first.rounds[0]
            .tables
            .iter()
            .map(|t| pb::PlayedTable {
                finishing_order: t.seats.iter().rev().copied().collect(),
                seats: t.seats.clone(),
                ranks: Vec::new(),
            })
            .collect(),
        byes: first.rounds[0].byes.clone(),
    };
    let next = client
        .assign_tables(pb::AssignTablesRequest {
            player_count: 9,
            table_size: 3,
            rounds: 4,
            seed: 3,
            results: vec![played.clone()],
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(next.rounds.len(), 1);
    assert_eq!(next.rounds[0].round, 2);
    for (t1, t2) in first.rounds[0].tables.iter().zip(&next.rounds[0].tables) {
        assert_eq!(t2.seats.len(), 3);
        assert!(t1.seats.iter().all(|p| !t2.seats.contains(p)) || t1 != t2);
    }
    // Nobody in seat 1 twice.
    let firsts: Vec<u32> = first.rounds[0].tables.iter().map(|t| t.seats[0]).collect();
    assert!(
        next.rounds[0]
            .tables
            .iter()
            .all(|t| !firsts.contains(&t.seats[0]))
    );
    let mut bad = played;
    bad.tables[0].finishing_order = vec![1, 1, 2];
    let err = client
        .assign_tables(pb::AssignTablesRequest {
            player_count: 9,
            table_size: 3,
            rounds: 4,
            results: vec![bad],
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(err.code(), tonic::Code::InvalidArgument);
    assert!(
        err.message().contains("results[0].tables[0]"),
        "{}",
        err.message()
    );
}

/// A table size the board is not played with is a 400 naming the field, in the asked language.
#[tokio::test]
async fn a_bad_table_size_names_the_field() {
    let server = start(config()).await;
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/tournament/assignTables"))
        .header("accept-language", "zh-Hans")
        .json(&serde_json::json!({"playerCount": 10, "tableSize": 5, "rounds": 3}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    let body: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(body["violations"][0]["field"], "tableSize", "{body}");
}
