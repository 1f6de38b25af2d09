//! `ComputeRatings` end to end (issue 55): FIDE rating changes with the performance figures,
//! Glicko-2, both transports, three languages, refused facts by field.

use arbiter::pb::tournament::v1 as pb;
use arbiter::pb::tournament::v1::tournament_service_client::TournamentServiceClient;

use crate::server_fixture::{channel, config, start, url};

async fn post(
    server: &arbiter::server::RunningServer,
    lang: &str,
    body: serde_json::Value,
) -> (u16, serde_json::Value) {
    let resp = reqwest::Client::new()
        .post(url(server, "/v1/tournament/computeRatings"))
        .header("accept-language", lang)
        .json(&body)
        .send()
        .await
        .unwrap();
    (resp.status().as_u16(), resp.json().await.unwrap())
}

/// Three rated players and an unrated one, two rounds: 1 (2000) beats 2 (2100) and draws with
/// 3 (2700); 4 is unrated and plays 2 and 3.
fn event(date: &str) -> serde_json::Value {
    let game =
        |o: u32, c: &str, r: &str| serde_json::json!({"opponent": o, "colour": c, "result": r});
    serde_json::json!({
        "startDate": date,
        "players": [
            {"startNumber": 1, "name": "甲", "rating": 2000, "rounds": [
                game(2, "SIDE_RED", "RESULT_KIND_WIN"), game(3, "SIDE_BLACK", "RESULT_KIND_DRAW")]},
            {"startNumber": 2, "name": "乙", "rating": 2100, "rounds": [
                game(1, "SIDE_BLACK", "RESULT_KIND_LOSS"), game(4, "SIDE_RED", "RESULT_KIND_WIN")]},
            {"startNumber": 3, "name": "丙", "rating": 2700, "rounds": [
                game(4, "SIDE_RED", "RESULT_KIND_WIN"), game(1, "SIDE_RED", "RESULT_KIND_DRAW")]},
            {"startNumber": 4, "name": "丁", "rating": 0, "rounds": [
                game(3, "SIDE_BLACK", "RESULT_KIND_LOSS"), game(2, "SIDE_BLACK", "RESULT_KIND_LOSS")]},
        ]
    })
}

/// B.02 by hand: player 1 scores 1.5 against 2100 (We 0.36) and 2700 (700 points: counted as
/// 400, We 0.08): K 20 × (1.5 − 0.44) = 21.2 → +21. Player 3 (2700) under the October 2025 text
/// meets 2000 with the real difference (We 0.99; 0.92 under the 2024 text): 10 × (0.5 − 0.99) =
/// −4.9 → −5 (2024: −4.2 → −4). Games against the unrated player do not count.
#[tokio::test]
async fn fide_changes_by_the_rules_in_force() {
    let server = start(config()).await;
    let (status, r) = post(
        &server,
        "en",
        serde_json::json!({ "event": event("2026-03-01") }),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["fideRules"], "FIDE_RATING_RULES_OCTOBER_2025", "{r}");
    let row = |n: usize| r["players"][n].clone();
    assert_eq!(row(0)["expectedScore"], 0.44, "{r}");
    assert_eq!(row(0)["changeRounded"], 21, "{r}");
    assert_eq!(row(0)["ratingAfter"], 2021.0, "{r}");
    assert_eq!(row(0)["averageRatingOfOpponents"], 2400, "{r}");
    assert_eq!(row(1)["games"], 1, "{r}");
    assert_eq!(row(2)["expectedScore"], 0.99, "{r}");
    assert_eq!(row(2)["kFactor"], 10, "{r}");
    assert_eq!(row(2)["changeRounded"], -5, "{r}");
    assert_eq!(row(3)["ratingAfter"], 0.0, "{r}");
    assert_eq!(row(3)["games"], 2, "{r}");
    // The 2024 text caps the top player's difference too.
    let (_, r) = post(
        &server,
        "en",
        serde_json::json!({ "event": event("2025-09-30") }),
    )
    .await;
    assert_eq!(r["fideRules"], "FIDE_RATING_RULES_MARCH_2024", "{r}");
    assert_eq!(r["players"][2]["expectedScore"], 0.92, "{r}");
    assert_eq!(r["players"][2]["changeRounded"], -4, "{r}");
    // K from the facts: a junior under 2300 has 40.
    let (_, r) = post(
        &server,
        "zh-Hans",
        serde_json::json!({
            "event": event("2026-03-01"),
            "players": [{"startNumber": 1, "birthYear": 2010}],
        }),
    )
    .await;
    assert_eq!(r["players"][0]["kFactor"], 40, "{r}");
    assert_eq!(r["players"][0]["changeRounded"], 42, "{r}");
    let note = r["note"].as_str().unwrap();
    assert!(note.contains("国际棋联等级分"), "{note}");
    assert!(note.contains("2025年10月1日"), "{note}");
    server.shutdown().await.unwrap();
}

/// Glicko-2 over gRPC: the winner rises, everyone who played is surer (smaller deviation);
/// a player's own standing before the event is taken as given.
#[tokio::test]
async fn glicko2_over_grpc() {
    let server = start(config()).await;
    let mut client = TournamentServiceClient::new(channel(&server).await);
    let event: pb::Event = serde_json::from_value(event("2026-03-01")).unwrap();
    let r = client
        .compute_ratings(pb::ComputeRatingsRequest {
            event: Some(event),
            system: pb::RatingSystem::Glicko2 as i32,
            players: vec![pb::RatingFacts {
                start_number: 3,
                glicko_rating: Some(2650.0),
                glicko_deviation: Some(60.0),
                glicko_volatility: Some(0.06),
                ..Default::default()
            }],
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(r.system, pb::RatingSystem::Glicko2 as i32);
    let p1 = &r.players[0];
    assert_eq!(p1.rating_before, 2000.0);
    assert!(p1.rating_after > 2000.0, "{p1:?}");
    assert!(p1.deviation_after < p1.deviation_before, "{p1:?}");
    let p3 = &r.players[2];
    assert_eq!((p3.rating_before, p3.deviation_before), (2650.0, 60.0));
    assert!(p3.deviation_after >= 45.0);
    server.shutdown().await.unwrap();
}

/// Facts that name no player, name one twice or give a K out of range are refused by field.
#[tokio::test]
async fn refused_facts_name_their_field() {
    let server = start(config()).await;
    for (facts, field) in [
        (
            serde_json::json!([{"startNumber": 9}]),
            "players[0].startNumber",
        ),
        (
            serde_json::json!([{"startNumber": 1}, {"startNumber": 1}]),
            "players[1].startNumber",
        ),
        (
            serde_json::json!([{"startNumber": 1, "kFactor": 50}]),
            "players[0].kFactor",
        ),
        (
            serde_json::json!([{"startNumber": 1, "glickoDeviation": 0}]),
            "players[0].glickoDeviation",
        ),
        (
            serde_json::json!([{"startNumber": 1, "glickoVolatility": 0}]),
            "players[0].glickoVolatility",
        ),
    ] {
        let (status, r) = post(
            &server,
            "zh-Hans",
            serde_json::json!({ "event": event("2026-03-01"), "players": facts }),
        )
        .await;
        assert_eq!(status, 400, "{r}");
        assert_eq!(r["violations"][0]["field"], field, "{r}");
    }
    server.shutdown().await.unwrap();
}
