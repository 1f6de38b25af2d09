//! Endgame tables end to end (issue 54): `ProbeEndgame` over gRPC and REST, and the theoretical
//! draw (理论和棋, ruling R15) that ends an adjudicated game under the Club profile.

use arbiter::pb::xiangqi::v1 as pb;
use arbiter::pb::xiangqi::v1::xiangqi_service_client::XiangqiServiceClient;
use arbiter::xiangqi::Position;
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};

use crate::server_fixture::{channel, config, start, url};

/// POSTs `body` to `path` in `lang`; the status and the JSON answer.
async fn post(
    server: &arbiter::server::RunningServer,
    path: &str,
    lang: &str,
    body: serde_json::Value,
) -> (u16, serde_json::Value) {
    let resp = reqwest::Client::new()
        .post(url(server, path))
        .header("accept-language", lang)
        .json(&body)
        .send()
        .await
        .unwrap();
    (resp.status().as_u16(), resp.json().await.unwrap())
}

/// 单车胜双士 over gRPC: a win in 13 plies, the moves best first, and a principal line that
/// ends in mate when played out.
#[tokio::test]
async fn a_won_ending_over_grpc_with_its_line() {
    let server = start(config()).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let fen = "3k5/4a4/3a5/9/9/R8/9/9/9/4K4 w";
    let r = client
        .probe_endgame(pb::ProbeEndgameRequest {
            fen: fen.into(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert!(r.in_table);
    assert_eq!(r.value, pb::EndgameValue::Win as i32);
    assert_eq!(r.plies_to_mate, 13);
    assert_eq!(r.table_class, "KR-KAA");
    assert!(!r.theoretical_draw);
    let best = &r.moves[0];
    assert_eq!(best.value, pb::EndgameValue::Loss as i32, "{r:?}");
    assert_eq!(best.plies_to_mate, 12);
    assert_eq!(r.line.len(), 13);
    let mut pos = Position::from_fen(fen).unwrap();
    for m in &r.line {
        pos.play(parse_coord(m, CoordDialect::Iccs).unwrap())
            .unwrap();
    }
    assert!(pos.legal_moves().is_empty(), "the line ends in mate");
    server.shutdown().await.unwrap();
}

/// 单车对士象全 in the fortress is a theoretical draw, with either side to move; broken, the
/// chariot wins. Chinese answers name the class as players do, in both scripts; the note says
/// what a draw of the tables is.
#[tokio::test]
async fn the_fortress_is_a_theoretical_draw_over_rest() {
    let mut cfg = config();
    cfg.request_timeout_ms = 300_000;
    let server = start(cfg).await;
    let path = "/v1/xiangqi/probeEndgame";
    for fen in [
        "2bakab2/9/9/9/9/R8/9/9/9/3K5 w",
        "2bakab2/9/9/9/9/R8/9/9/9/3K5 b",
    ] {
        let (status, r) = post(&server, path, "zh-Hans", serde_json::json!({ "fen": fen })).await;
        assert_eq!(status, 200, "{r}");
        assert_eq!(r["value"], "ENDGAME_VALUE_DRAW", "{r}");
        assert_eq!(r["theoreticalDraw"], true, "{r}");
        assert_eq!(r["className"], "单车对士象全", "{r}");
        // Exact under the club's 棋例: no side can keep the other to a perpetual attack.
        assert_eq!(r["exact"], true, "{r}");
        assert_eq!(r["decidedByRule"], false, "{r}");
        assert!(r["note"].as_str().unwrap().contains("棋例"), "{r}");
    }
    let (_, r) = post(
        &server,
        path,
        "zh-Hant",
        serde_json::json!({ "fen": "2bakab2/9/9/9/9/R8/9/9/9/3K5 w", "cyclesDraw": true }),
    )
    .await;
    assert_eq!(r["className"], "單車對士象全", "{r}");
    assert_eq!(r["exact"], true, "{r}");
    let (_, r) = post(
        &server,
        path,
        "en",
        serde_json::json!({ "fen": "4kab2/4a4/4b4/9/9/R8/9/9/9/3K5 w" }),
    )
    .await;
    assert_eq!(r["value"], "ENDGAME_VALUE_WIN", "{r}");
    assert_eq!(r["pliesToMate"], 25, "{r}");
    server.shutdown().await.unwrap();
}

/// A position outside the tables says so (never a guess), in the caller's language; a
/// missing position is a field error.
#[tokio::test]
async fn outside_the_tables_and_bad_input() {
    let server = start(config()).await;
    let path = "/v1/xiangqi/probeEndgame";
    let start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
    let (status, r) = post(
        &server,
        path,
        "zh-Hans",
        serde_json::json!({ "fen": start_fen }),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["inTable"], false, "{r}");
    let note = r["note"].as_str().unwrap();
    assert!(note.contains("不在残局库中"), "{r}");
    assert!(!note.chars().any(|c| c.is_ascii_alphabetic()), "{note}");
    let (status, r) = post(&server, path, "en", serde_json::json!({ "fen": "" })).await;
    assert_eq!(status, 400, "{r}");
    assert!(r.to_string().contains("fen"), "{r}");
    let (status, r) = post(&server, path, "en", serde_json::json!({ "fen": "9/9 w" })).await;
    assert_eq!(status, 400, "{r}");
    server.shutdown().await.unwrap();
}

/// Both seeds list "属于理论上公认的双方均无取胜可能的局势" among the draws. The Club profile
/// applies it as the position arises (TERMINATION_THEORETICAL_DRAW after the ply that reached
/// it, with the class in the rule); CXA leaves it to the arbiter, and the option turns it off.
#[tokio::test]
async fn a_theoretical_draw_ends_a_club_game() {
    let mut cfg = config();
    cfg.request_timeout_ms = 300_000;
    let server = start(cfg).await;
    let path = "/v1/xiangqi/adjudicateGame";
    let game = |profile: &str, options: serde_json::Value| {
        serde_json::json!({
            // Red's chariot takes the last black piece outside the fortress: 单车对士象全.
            "startFen": "2bakab2/9/9/9/9/R7n/9/9/9/3K5 w",
            "moves": ["a4i4", "e9e8", "i4i2"],
            "profile": profile,
            "options": options,
        })
    };
    let (status, v) = post(
        &server,
        path,
        "zh-Hans",
        game("RULE_PROFILE_CLUB", serde_json::Value::Null),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["outcome"], "OUTCOME_DRAW", "{v}");
    assert_eq!(v["termination"], "TERMINATION_THEORETICAL_DRAW", "{v}");
    assert_eq!(v["decidingPlies"], serde_json::json!([1]), "{v}");
    let rule = v["rule"].as_str().unwrap();
    assert!(rule.contains("第1着后形成单车对士象全残局"), "{rule}");
    assert!(
        rule.contains("理论上公认的双方均无取胜可能的局势"),
        "{rule}"
    );
    // A game submitted from a position already drawn by the tables is drawn at once (ruling
    // R15 holds for the start position too).
    let (status, v) = post(
        &server,
        path,
        "zh-Hans",
        serde_json::json!({
            "startFen": "2bakab2/9/9/9/9/R8/9/9/9/3K5 w",
            "moves": ["a4a5"],
            "profile": "RULE_PROFILE_CLUB",
        }),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["termination"], "TERMINATION_THEORETICAL_DRAW", "{v}");
    assert_eq!(v["decidingPlies"], serde_json::json!([]), "{v}");
    let rule = v["rule"].as_str().unwrap();
    assert!(rule.contains("起始局面为单车对士象全残局"), "{rule}");
    let (_, v) = post(
        &server,
        path,
        "en",
        game("RULE_PROFILE_CXA", serde_json::Value::Null),
    )
    .await;
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    let (_, v) = post(
        &server,
        path,
        "en",
        game(
            "RULE_PROFILE_CLUB",
            serde_json::json!({ "theoreticalDrawAutomatic": false }),
        ),
    )
    .await;
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    server.shutdown().await.unwrap();
}

/// Under CXA a theoretical draw is the arbiter's call: a claim (EVENT_TYPE_THEORETICAL_DRAW_CLAIM)
/// the tables confirm ends the game drawn, naming who claimed; one they do not confirm (the
/// broken fortress, which the chariot wins) is noted as false and the game goes on.
#[tokio::test]
async fn a_theoretical_draw_claim_is_checked_against_the_tables() {
    let mut cfg = config();
    cfg.request_timeout_ms = 300_000;
    let server = start(cfg).await;
    let path = "/v1/xiangqi/adjudicateGame";
    let claim = |fen: &str| {
        serde_json::json!({
            "startFen": fen,
            "moves": ["a4a5", "g9i7"],
            "profile": "RULE_PROFILE_CXA",
            "events": [{ "type": "EVENT_TYPE_THEORETICAL_DRAW_CLAIM", "side": "SIDE_BLACK", "afterPly": 1 }],
        })
    };
    let (status, v) = post(
        &server,
        path,
        "zh-Hans",
        claim("2bakab2/9/9/9/9/R8/9/9/9/3K5 w"),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["termination"], "TERMINATION_THEORETICAL_DRAW", "{v}");
    let rule = v["rule"].as_str().unwrap();
    assert!(rule.contains("黑方提出理论和棋，经残局库核实"), "{rule}");
    let (status, v) = post(
        &server,
        path,
        "zh-Hans",
        claim("4kab2/4a4/4b4/9/9/R8/9/9/9/3K5 w"),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["outcome"], "OUTCOME_ONGOING", "{v}");
    assert!(v["illegalMove"].is_null(), "{v}");
    assert!(v.to_string().contains("申请不成立"), "{v}");
    server.shutdown().await.unwrap();
}

/// The distance to conversion (the next capture or mate that keeps the win) decides whether the
/// natural-move limit comes first: with the Club profile's 40 rounds (80 plies), a clock that
/// leaves exactly that many plies is in time, one ply less is not.
#[tokio::test]
async fn the_natural_move_limit_is_judged_by_the_distance_to_conversion() {
    let server = start(config()).await;
    // 单车胜双士, and with an elephant to win on the way.
    for board in [
        "3k5/4a4/3a5/9/9/R8/9/9/9/4K4 w",
        "3k5/4a4/4b4/9/9/R8/9/9/9/4K4 w",
    ] {
        let probe = |clock: u32| {
            let fen = format!("{board} - - {clock} 1");
            let server = &server;
            async move {
                let (status, r) = post(
                    server,
                    "/v1/xiangqi/probeEndgame",
                    "en",
                    serde_json::json!({"fen": fen}),
                )
                .await;
                assert_eq!(status, 200, "{r}");
                r
            }
        };
        let fresh = probe(0).await;
        assert_eq!(fresh["value"], "ENDGAME_VALUE_WIN", "{fresh}");
        let dtc = fresh["pliesToConversion"]
            .as_u64()
            .unwrap_or_else(|| panic!("held for a win: {fresh}")) as u32;
        let dtm = fresh["pliesToMate"].as_u64().unwrap() as u32;
        assert!(dtc >= 1 && dtc <= dtm, "{fresh}");
        assert_eq!(fresh["naturalLimitFirst"], false);
        assert_eq!(probe(80 - dtc).await["naturalLimitFirst"], false, "{board}");
        assert_eq!(
            probe(80 - dtc + 1).await["naturalLimitFirst"],
            true,
            "{board}"
        );
    }
    server.shutdown().await.unwrap();
}

/// `arbiter endgame generate` writes table files (and keeps those already there); a server
/// started with `--endgame-dir` checks them, says how many classes it read, and answers from
/// them; a directory holding a file that is no table stops the start.
#[tokio::test]
async fn table_files_from_the_command_line_serve_a_server() {
    use std::io::{BufRead, BufReader};
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let dir = std::env::temp_dir().join(format!("arbiter-eg-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin).args(args).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let dir_arg = dir.to_string_lossy().into_owned();
    let (code, table) = run(&["endgame", "generate", "--dir", &dir_arg, "--class", "KP-KA"]);
    assert_eq!(code, Some(0), "{table}");
    // Its smaller class first, then the class, one Markdown row each.
    let rows: Vec<&str> = table
        .lines()
        .filter(|l| l.starts_with("| KP") && l.contains('%'))
        .collect();
    assert_eq!(rows.len(), 2, "{table}");
    assert!(rows[0].starts_with("| KP-K |") && rows[1].starts_with("| KP-KA |"));
    assert!(dir.join("KP-KA.xqtb").is_file());
    // Then each class's books file (what the Club, CXA and AXF 棋例 decide: nothing here).
    let books: Vec<&str> = table
        .lines()
        .filter(|l| l.starts_with("| KP") && !l.contains('%'))
        .collect();
    assert_eq!(books.len(), 2, "{table}");
    assert!(books[1].starts_with("| KP-KA | 0 | 0 | 0 |"), "{table}");
    assert!(dir.join("KP-KA.xqrv").is_file() && dir.join("KP-K.xqrv").is_file());
    let (code, again) = run(&["endgame", "generate", "--dir", &dir_arg, "--class", "KP-KA"]);
    assert_eq!(code, Some(0));
    assert!(again.contains("| KP-KA | (file present)"), "{again}");
    let (code, bad) = run(&["endgame", "generate", "--dir", &dir_arg, "--class", "KQ-K"]);
    assert_eq!(code, Some(2), "{bad}");

    /// Kills the server however the test ends.
    struct Killed(std::process::Child);
    impl Drop for Killed {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let mut child = Killed(
        std::process::Command::new(bin)
            .args(["--listen", "127.0.0.1:0", "--endgame-dir", &dir_arg])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    // The log (JSON on standard error) says how many classes were read and where it listens.
    let mut lines = BufReader::new(child.0.stderr.take().unwrap()).lines();
    let mut read_classes = None;
    let mut addr = None;
    for line in lines.by_ref() {
        let line = line.unwrap();
        let v: serde_json::Value = serde_json::from_str(&line).unwrap_or_default();
        if v["message"] == "endgame tables read from files" {
            read_classes = v["classes"].as_u64();
        }
        if v["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("listening"))
        {
            addr = v["addr"].as_str().map(String::from);
            break;
        }
    }
    // The log is read to the end on a thread of its own: a full pipe would stall the server.
    std::thread::spawn(move || lines.for_each(drop));
    assert_eq!(read_classes, Some(2));
    let addr = addr.expect("the server says where it listens");
    let answer: serde_json::Value = reqwest::Client::new()
        .post(format!("http://{addr}/v1/xiangqi/probeEndgame"))
        .json(&serde_json::json!({"fen": "4k4/4a4/9/4P4/9/9/9/9/9/3K5 w"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    // A draw whose class's books file is beside its table: exact under the profile.
    let drawn: serde_json::Value = reqwest::Client::new()
        .post(format!("http://{addr}/v1/xiangqi/probeEndgame"))
        .json(&serde_json::json!({"fen": "P2k5/4a4/9/9/9/9/9/9/9/4K4 w", "profile": "RULE_PROFILE_CXA"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    drop(child);
    assert_eq!(answer["inTable"], true, "{answer}");
    assert_eq!(answer["tableClass"], "KP-KA", "{answer}");
    assert_eq!(drawn["value"], "ENDGAME_VALUE_DRAW", "{drawn}");
    assert_eq!(drawn["exact"], true, "{drawn}");
    assert_eq!(drawn["decidedByRule"], false, "{drawn}");

    std::fs::write(dir.join("KP-K.xqtb"), b"not a table").unwrap();
    let out = std::process::Command::new(bin)
        .args(["--listen", "127.0.0.1:0", "--endgame-dir", &dir_arg])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--endgame-dir") && said.contains("KP-K.xqtb"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Phase 2 of the tables: classes where both sides attack. 车对车 is served from a table
/// generated on first use, named as players name it, and a Club game that reaches a 单车对单车
/// position drawn with either side to move ends as a theoretical draw.
#[tokio::test]
async fn chariot_against_chariot_is_in_the_tables() {
    let mut cfg = config();
    cfg.request_timeout_ms = 300_000;
    let server = start(cfg).await;
    let drawn = "5k3/9/9/2R6/9/9/9/1r7/9/3K5 b";
    let (status, r) = post(
        &server,
        "/v1/xiangqi/probeEndgame",
        "zh-Hans",
        serde_json::json!({ "fen": drawn, "profile": "RULE_PROFILE_CXA" }),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["inTable"], true, "{r}");
    assert_eq!(r["tableClass"], "KR-KR", "{r}");
    assert_eq!(r["value"], "ENDGAME_VALUE_DRAW", "{r}");
    assert_eq!(r["theoreticalDraw"], true, "{r}");
    assert!(r.to_string().contains("单车对单车"), "{r}");
    // A position of the class that Red wins: its line is a mate or the capture of the chariot.
    let (_, r) = post(
        &server,
        "/v1/xiangqi/probeEndgame",
        "en",
        serde_json::json!({ "fen": "4k4/4r4/9/9/9/9/9/9/4R4/4K4 w" }),
    )
    .await;
    assert_eq!(r["value"], "ENDGAME_VALUE_WIN", "{r}");
    assert_eq!(r["pliesToMate"], 3, "{r}");
    // Red's chariot takes the black horse and leaves 单车对单车, drawn either way.
    let (status, v) = post(
        &server,
        "/v1/xiangqi/adjudicateGame",
        "zh-Hans",
        serde_json::json!({
            "startFen": "5k3/9/9/2n6/9/9/2R6/1r7/9/3K5 w",
            "moves": ["c3c6"],
            "profile": "RULE_PROFILE_CLUB",
        }),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["termination"], "TERMINATION_THEORETICAL_DRAW", "{v}");
    let rule = v["rule"].as_str().unwrap();
    assert!(rule.contains("第1着后形成单车对单车残局"), "{rule}");
    server.shutdown().await.unwrap();
}

/// 车对马 where Black's horse can hold the draw only by checking forever: the tables count the
/// cycle as a draw, the books (长将 forbidden) give it to Red, and the line shown is the cycle
/// itself — which AdjudicateGame, played out, gives to Red by the perpetual check.
#[tokio::test]
async fn a_perpetual_check_the_book_forbids_decides_chariot_against_horse() {
    let mut cfg = config();
    cfg.request_timeout_ms = 300_000;
    let server = start(cfg).await;
    let fen = "9/9/5k3/9/9/1R7/9/4K4/9/3n5 w";
    let probe = |profile: &str, cycles: bool| serde_json::json!({ "fen": fen, "profile": profile, "cyclesDraw": cycles });
    let (_, r) = post(
        &server,
        "/v1/xiangqi/probeEndgame",
        "zh-Hans",
        probe("RULE_PROFILE_CXA", true),
    )
    .await;
    assert_eq!(r["value"], "ENDGAME_VALUE_DRAW", "{r}");
    for profile in ["RULE_PROFILE_CXA", "RULE_PROFILE_AXF"] {
        let (status, r) = post(
            &server,
            "/v1/xiangqi/probeEndgame",
            "zh-Hans",
            probe(profile, false),
        )
        .await;
        assert_eq!(status, 200, "{r}");
        assert_eq!(r["tableClass"], "KR-KN", "{r}");
        assert_eq!(r["value"], "ENDGAME_VALUE_WIN", "{r}");
        assert_eq!(r["decidedByRule"], true, "{r}");
        assert_eq!(r["exact"], true, "{r}");
        let line: Vec<String> = serde_json::from_value(r["line"].clone()).unwrap();
        assert!(line.len() >= 4, "{r}");
        let (status, v) = post(
            &server,
            "/v1/xiangqi/adjudicateGame",
            "zh-Hans",
            serde_json::json!({ "startFen": fen, "moves": line, "profile": profile }),
        )
        .await;
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["outcome"], "OUTCOME_RED_WINS", "{v}");
        assert_eq!(v["termination"], "TERMINATION_PERPETUAL_CHECK", "{v}");
    }
    server.shutdown().await.unwrap();
}
