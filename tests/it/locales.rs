//! The message catalogues: every id in every locale, every placeholder filled, every enum value
//! with its own text; and the locale chosen per request over REST and gRPC.

use std::collections::BTreeSet;

use arbiter::api::ErrorCode;
use arbiter::api::xiangqi::texts::{event_note_key, event_note_text};
use arbiter::i18n::{CATALOGUES, Locale, messages, text};
use arbiter::pb::xiangqi::v1 as pb;
use arbiter::pb::xiangqi::v1::xiangqi_service_client::XiangqiServiceClient;
use arbiter::tournament::checkers_standings::TableTiebreak;
use arbiter::tournament::model::Colour;
use arbiter::tournament::swiss::ColourReason;
use arbiter::xiangqi::Side;
use arbiter::xiangqi::adjudication::EventNote;
use arbiter::xiangqi::adjudication::procedure::touch::TouchClause;
use arbiter::xiangqi::adjudication::qili::clause::ClauseKind;
use arbiter::xiangqi::adjudication::qili::not_chased::NotChaseReason;
use arbiter::xiangqi::adjudication::{
    Article, Book, FoulKind, MoveClass, Pattern, ProfileKind, SealFault,
};
use arbiter_base::Keyed;
use fluent_bundle::{FluentResource, FluentValue};

use crate::server_fixture::{channel, config, start, url};

#[test]
fn every_catalogue_parses_and_has_every_id() {
    for (locale, area, source) in CATALOGUES {
        if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
            panic!("{}/{area}.ftl: {errors:?}", locale.tag());
        }
    }
    let ids =
        |l: Locale| -> BTreeSet<String> { messages(l).into_iter().map(|(id, _)| id).collect() };
    let en = ids(Locale::En);
    assert!(en.len() > 40, "{en:?}");
    // The areas share one bundle per locale: an id defined twice would lose one of its texts.
    for l in Locale::ALL {
        let all = messages(l);
        assert_eq!(all.len(), ids(l).len(), "{}: an id appears twice", l.tag());
    }
    for l in [Locale::ZhHans, Locale::ZhHant] {
        assert_eq!(ids(l), en, "{} and en differ", l.tag());
    }
}

/// Renders every message of every locale with a value for each placeholder it names: nothing
/// may stay unresolved.
#[test]
fn every_placeholder_is_filled() {
    for locale in Locale::ALL {
        for (id, vars) in messages(locale) {
            let args: Vec<(&str, FluentValue)> = vars
                .iter()
                .map(|v| (v.as_str(), FluentValue::from(sample(v))))
                .collect();
            let out = text(locale, &id, &args);
            assert!(!out.is_empty(), "{}: {id} is empty", locale.tag());
            assert_ne!(out, id, "{}: {id} is missing", locale.tag());
            for bad in ["{", "}", "$", "\u{2068}"] {
                assert!(!out.contains(bad), "{}: {id} renders {out:?}", locale.tag());
            }
        }
    }
}

fn sample(var: &str) -> String {
    match var {
        "side" | "winner" => "black".into(),
        "kind" => "horse".into(),
        "class" => "chase".into(),
        "pattern" => "long-check".into(),
        "article" => "chase".into(),
        "clause" => "own-must-move".into(),
        "joint" => "yes".into(),
        "screens" | "turn" | "turns" | "plies" | "count" | "round" | "match" | "boards"
        | "matches" | "games" | "stage" | "player" | "floater" => "2".into(),
        "from" | "to" | "points" => "2.5".into(),
        "colour" => "red".into(),
        "reason" => "alternate".into(),
        "hole" => "e5".into(),
        "order" => "1, 0".into(),
        "rounds" => "2/3".into(),
        "name" => "小组赛".into(),
        "stage-text" => "第 1 阶段".into(),
        "why" => "e5 已有棋子".into(),
        other => format!("<{other}>"),
    }
}

/// Each value of the rule enums has a text of its own in every locale (a missing variant
/// would fall back to the default one and repeat it).
#[test]
fn every_enum_value_has_its_own_text() {
    fn keys<T: Keyed>() -> Vec<&'static str> {
        T::ALL.iter().map(|v| v.key()).collect()
    }
    // Both books' keys; the Asian rules cite one article for several conditions.
    let mut articles: Vec<&str> = [Book::Cxa, Book::Axf]
        .iter()
        .flat_map(|&b| Article::ALL.iter().map(move |a| a.key_in(b)))
        .collect();
    articles.sort_unstable();
    articles.dedup();
    let event_notes = {
        use arbiter::xiangqi::Side::Red;
        let m = arbiter::xiangqi::notation::parse_coord(
            "h2e2",
            arbiter::xiangqi::notation::CoordDialect::Iccs,
        )
        .unwrap();
        [
            EventNote::SealNotFollowed {
                played: m,
                sealed: m,
                after_ply: 0,
            },
            EventNote::SealWaits {
                sealed: m,
                after_ply: 0,
            },
            EventNote::SealOutOfTurn { side: Red },
            EventNote::LateWithinLimit {
                side: Red,
                minutes: 3,
                limit: 10,
            },
            EventNote::OfferOutOfTurn { side: Red },
            EventNote::OfferWhilePending { offerer: Red },
            EventNote::OfferAgainAfterRefusal { side: Red },
            EventNote::AcceptWithoutOffer { side: Red },
            EventNote::DeclineWithoutOffer { side: Red },
            EventNote::ClaimFalse {
                side: Red,
                rounds: 12,
                limit: 40,
            },
            EventNote::TheoreticalClaimFalse { side: Red },
            EventNote::MovesIgnored { count: 2 },
        ]
    };
    let event_note_keys = event_notes.each_ref().map(event_note_key);
    // Every note worded in every locale, its facts filled in.
    for locale in Locale::ALL {
        for note in &event_notes {
            let start = [arbiter::xiangqi::Position::startpos()];
            let words = event_note_text(locale, note, &start);
            assert!(
                !words.contains('{') && !words.contains("<"),
                "{}: {words}",
                locale.tag()
            );
            // Sealed moves are written as the score sheet has them (炮二平五), not in ICCS.
            if locale != Locale::En && event_note_key(note).starts_with("seal-") {
                assert!(!words.contains("h2e2"), "{words}");
            }
        }
    }
    let codes = ErrorCode::ALL.map(ErrorCode::key);
    let codes: Vec<&str> = codes.iter().map(String::as_str).collect();
    for locale in Locale::ALL {
        for (message, var, keys) in [
            ("class", "class", &keys::<MoveClass>()[..]),
            ("article", "article", &articles[..]),
            ("pattern", "pattern", &keys::<Pattern>()[..]),
            ("touch-clause", "clause", &keys::<TouchClause>()[..]),
            ("ply-clause", "kind", &keys::<ClauseKind>()[..]),
            ("ply-not-chase", "reason", &keys::<NotChaseReason>()[..]),
            ("event-note", "kind", &event_note_keys[..]),
            ("colour-reason", "reason", &keys::<ColourReason>()[..]),
            ("colour", "colour", &keys::<Colour>()[..]),
            ("side", "side", &keys::<Side>()[..]),
            ("foul", "foul", &keys::<FoulKind>()[..]),
            ("rule-sealed-move", "fault", &keys::<SealFault>()[..]),
            ("ruling", "profile", &keys::<ProfileKind>()[..]),
            ("table-tiebreak", "name", &keys::<TableTiebreak>()[..]),
            ("error-title", "code", &codes[..]),
        ] {
            let texts: BTreeSet<String> = keys
                .iter()
                .map(|k| text(locale, message, &[(var, FluentValue::from(*k))]))
                .collect();
            assert_eq!(
                texts.len(),
                keys.len(),
                "{} {message}: {texts:?}",
                locale.tag()
            );
        }
    }
}

const PERPETUAL: &str = r#"{"startFen": "2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w", "moves": ["车四平五", "将5平6", "车五平四", "将6平5", "车四平五", "将5平6", "车五平四", "将6平5"]}"#;

#[tokio::test]
async fn the_locale_is_chosen_per_request() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let ask = |lang: Option<&'static str>| {
        let mut req = http
            .post(url(&server, "/v1/xiangqi/adjudicateGame"))
            .header("content-type", "application/json")
            .body(PERPETUAL);
        if let Some(l) = lang {
            req = req.header("accept-language", l);
        }
        req.send()
    };
    let zh: serde_json::Value = ask(Some("zh-CN,zh;q=0.9,en;q=0.8"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        zh["rule"]
            .as_str()
            .unwrap()
            .contains("：红方长将，黑方两闲，红方变着，不变作负（棋例第25.1条“单方面长将”）。同一局面已出现3次，循环着法为第3回合至第4回合。"),
        "{}",
        zh["rule"]
    );
    assert_eq!(
        zh["plies"][4]["note"],
        "红方车四平五：将（棋例第24.1条“将”）"
    );
    assert_eq!(zh["outcome"], "OUTCOME_BLACK_WINS");
    let en: serde_json::Value = ask(None).await.unwrap().json().await.unwrap();
    assert!(
        en["rule"]
            .as_str()
            .unwrap()
            .contains("unilateral perpetual check")
    );
    // Only the texts change.
    assert_eq!(zh["decidingPlies"], en["decidingPlies"]);
    assert_eq!(zh["plies"][4]["moveClass"], en["plies"][4]["moveClass"]);
    // A repetition short of the trigger count: the warning says who must change.
    let warned: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/adjudicateGame"))
        .header("accept-language", "zh-Hans")
        .json(&serde_json::json!({
            "startFen": "2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w",
            "moves": ["车四平五", "将5平6", "车五平四", "将6平5"]
        }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        warned["rule"],
        "本俱乐部规则（采用中国象棋协会棋例，自然限着40回合）：第4着后尚未分出胜负，对局继续。"
    );
    assert_eq!(
        warned["warning"],
        "同一局面已出现2次：红方长将，黑方两闲，红方须变着；如不变着，同一局面第3次出现时判红方负（棋例第25.1条“单方面长将”）。循环着法为第1回合至第2回合。"
    );
    let unknown: serde_json::Value = ask(Some("fr")).await.unwrap().json().await.unwrap();
    assert_eq!(unknown["rule"], en["rule"]);

    // gRPC: the same key as metadata; traditional characters for zh-TW.
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let mut request = tonic::Request::new(pb::ValidateMoveRequest {
        moves: vec!["h2e2".into()],
        r#move: "b9d8".into(),
        ..Default::default()
    });
    request
        .metadata_mut()
        .insert("accept-language", "zh-TW".parse().unwrap());
    let r = client.validate_move(request).await.unwrap().into_inner();
    assert!(!r.legal);
    assert_eq!(
        r.explanation,
        "黑方馬２進４不合法：馬腿被黑象絆住（蹩馬腿）"
    );
    server.shutdown().await.unwrap();
}

const SWISS_TRF: &str =
    include_str!("../../crates/tournament/tests/data/swiss/unpaired/p033_r07_light_r01.trf");

/// Pairing, knockout and Chinese checkers texts follow the request's locale too.
#[tokio::test]
async fn tournament_and_checkers_texts_are_localised() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let post = async |path: &str, lang: &str, body: serde_json::Value| -> serde_json::Value {
        let resp = http
            .post(url(&server, path))
            .header("accept-language", lang)
            .json(&body)
            .send()
            .await
            .unwrap();
        resp.json().await.unwrap()
    };
    let swiss = post(
        "/v1/tournament/pairSwissRound",
        "zh-CN",
        serde_json::json!({ "trf": SWISS_TRF }),
    )
    .await;
    assert_eq!(
        swiss["explanation"], "第1轮按国际棋联荷兰制（积分编排）编排：共16台，33号轮空",
        "{swiss}"
    );
    let board = swiss["pairings"][0]["explanation"].as_str().unwrap();
    assert!(
        board.starts_with("0分组；1号执") && board.contains("均无意愿"),
        "{board}"
    );
    let english = post(
        "/v1/tournament/pairSwissRound",
        "en",
        serde_json::json!({ "trf": SWISS_TRF }),
    )
    .await;
    assert_eq!(
        english["explanation"],
        "round 1 paired with the FIDE Dutch system: 16 boards, pairing-allocated bye to 33"
    );

    let knockout = post(
        "/v1/tournament/drawKnockout",
        "zh-TW",
        serde_json::json!({
            "players": [1, 2, 3, 4, 5],
            "results": [{ "outcomes": ["MATCH_OUTCOME_UNSPECIFIED", "MATCH_OUTCOME_DRAWN", 0, 0] }]
        }),
    )
    .await;
    assert_eq!(
        knockout["explanation"], "第1輪第2場戰和：請安排加賽，並登記加賽勝者",
        "{knockout}"
    );

    let checkers = post(
        "/v1/checkers/validateMove",
        "zh-Hans",
        serde_json::json!({ "position": { "players": 2 }, "path": ["c1", "i5"] }),
    )
    .await;
    assert_eq!(checkers["reason"], "ILLEGAL_HOP", "structured fields stay");
    assert_eq!(
        checkers["explanation"],
        "从c1到i5既不是移动一格，也不是合规的跳跃"
    );
    let game = post(
        "/v1/checkers/adjudicateGame",
        "zh-Hant",
        serde_json::json!({ "position": { "players": 2 }, "moves": [{ "path": ["c1", "e5"] }] }),
    )
    .await;
    assert_eq!(game["reason"], "已走1步，對局繼續", "{game}");
    server.shutdown().await.unwrap();
}

/// Error texts: REST problems in the request's language (field paths and codes unchanged),
/// gRPC keeps English and adds a `google.rpc.LocalizedMessage`.
#[tokio::test]
async fn errors_are_localised() {
    use tonic_types::StatusExt;
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let resp = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .header("accept-language", "zh-CN")
        .json(&serde_json::json!({ "moves": ["h2e2", "马8进9", "炮二平六x"], "move": "h9g7" }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(resp.headers()["content-language"], "zh-Hans");
    let problem: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(problem["code"], "ERROR_CODE_INVALID_ARGUMENT");
    assert_eq!(problem["violations"][0]["field"], "moves[2]");
    assert_eq!(
        problem["violations"][0]["description"],
        "第3着“炮二平六x”：不是 ICCS、WXF 或中文记法的着法",
        "{problem}"
    );
    assert_eq!(
        problem["detail"],
        "请求参数无效：moves[2]（第3着“炮二平六x”：不是 ICCS、WXF 或中文记法的着法）"
    );
    let english: serde_json::Value = http
        .post(url(&server, "/v1/xiangqi/validateMove"))
        .json(&serde_json::json!({ "moves": ["h2e2", "马8进9", "炮二平六x"], "move": "h9g7" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        english["detail"]
            .as_str()
            .unwrap()
            .starts_with("moves[2]: ply 3"),
        "{english}"
    );

    let limit: serde_json::Value = http
        .post(url(&server, "/v1/checkers/adjudicateGame"))
        .header("accept-language", "zh-TW")
        .json(&serde_json::json!({ "position": { "players": 2 }, "maxPlies": 1_000_000 }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        limit["violations"][0]["description"],
        format!("最多{}步", arbiter::limits::MAX_CHECKERS_TURNS),
        "{limit}"
    );

    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let mut request = tonic::Request::new(pb::ValidateMoveRequest {
        moves: vec!["h2e2".into(), "h2e2".into()],
        r#move: "h9g7".into(),
        ..Default::default()
    });
    request
        .metadata_mut()
        .insert("accept-language", "zh-TW".parse().unwrap());
    let status = client.validate_move(request).await.unwrap_err();
    assert!(
        status.message().starts_with("moves[1]: ply 2"),
        "{status:?}"
    );
    let localized = status
        .get_error_details()
        .localized_message()
        .cloned()
        .expect("a LocalizedMessage detail");
    assert_eq!(localized.locale, "zh-Hant");
    assert!(
        localized
            .message
            .starts_with("請求參數無效：moves[1]（第2著「h2e2」：著法h2e2不合法：起點h2上沒有棋子"),
        "{}",
        localized.message
    );
    server.shutdown().await.unwrap();
}

/// Refusals before any handler runs — no route, a method not served, not JSON, too large, and
/// the deadline — are worded in the request's language too (issue 51, G1: they were English
/// after a Chinese title).
#[tokio::test]
async fn refusals_before_a_handler_are_localised() {
    let mut cfg = config();
    cfg.max_request_bytes = 4096;
    let server = start(cfg).await;
    let http = reqwest::Client::new();
    let detail = |r: reqwest::Response| async move {
        let v: serde_json::Value = r.json().await.unwrap();
        v["detail"].as_str().unwrap_or_default().to_owned()
    };
    for (lang, no_route, use_post, json, large) in [
        (
            "zh-Hans",
            "没有对应的接口",
            "请用 POST 方法",
            "请以 application/json 格式发送请求",
            "请求体超过 4096 字节",
        ),
        (
            "zh-Hant",
            "沒有對應的介面",
            "請用 POST 方法",
            "請以 application/json 格式傳送請求",
            "請求本文超過 4096 位元組",
        ),
    ] {
        let r = http
            .post(url(&server, "/v1/nothing"))
            .header("accept-language", lang)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 404);
        let d = detail(r).await;
        assert!(d.contains(no_route) && !d.contains("no route"), "{d}");
        let r = http
            .get(url(&server, "/v1/xiangqi/validateMove"))
            .header("accept-language", lang)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 405);
        let d = detail(r).await;
        assert!(d.contains(use_post) && !d.contains("use POST"), "{d}");
        let r = http
            .post(url(&server, "/v1/xiangqi/validateMove"))
            .header("accept-language", lang)
            .header("content-type", "application/xml")
            .body("<x/>")
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 415);
        let d = detail(r).await;
        assert!(d.contains(json), "{d}");
        let r = http
            .post(url(&server, "/v1/xiangqi/validateMove"))
            .header("accept-language", lang)
            .header("content-type", "application/json")
            .body(format!("{{\"move\": \"{}\"}}", "x".repeat(5000)))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 413);
        let d = detail(r).await;
        assert!(d.contains(large) && !d.contains("exceeds"), "{d}");
    }
    server.shutdown().await.unwrap();
}

/// Every TRF problem has its own Chinese wording (none falls through to the catalogue's
/// default), and a bad TRF sent in Chinese is answered in Chinese (issue 51: the reason was
/// English after a Chinese title).
#[tokio::test]
async fn trf_problems_are_worded_in_chinese() {
    use arbiter::api::tournament::texts::trf_error;
    use arbiter::tournament::acceleration::AccelerationError as A;
    use arbiter::tournament::trf::{Field, Padding, TrfError, TrfProblem as P};
    let t = || "x".to_owned();
    let all = [
        P::PointsNotANumber { text: t() },
        P::PointsNotHalf { text: t() },
        P::PointsOutOfRange { text: t() },
        P::OpponentNotANumber {
            round: 1,
            text: t(),
        },
        P::UnknownColour {
            round: 1,
            code: 'q',
        },
        P::NoResult { round: 1 },
        P::UnknownResult {
            round: 1,
            code: 'q',
        },
        P::GameNeedsColour { round: 1 },
        P::PairingNumberNotANumber,
        P::PairingNumberOutOfRange { id: 0, max: 9 },
        P::RatingNotANumber,
        P::RatingShifted { text: t() },
        P::TooManyRounds { max: 9 },
        P::Tab { column: 3 },
        P::PairingNumberTooWide { text: t() },
        P::NamePadded {
            name: t(),
            padding: Padding::Characters,
        },
        P::NamePadded {
            name: t(),
            padding: Padding::DisplayWidth,
        },
        P::FieldNotANumber {
            from: 1,
            to: 4,
            field: Field::FirstRound,
            text: t(),
        },
        P::NotAPairingNumber { text: t() },
        P::RoundOutOfRange { round: 0, max: 9 },
        P::MatchPointsUnsupported,
        P::VirtualRangeBackwards,
        P::ProhibitedRangeBackwards,
        P::ProhibitedNeedsTwo,
        P::UnknownByeKind { code: t() },
        P::UnsupportedType { name: t() },
        P::TooManyPlayers { max: 9 },
        P::PairingNumberTwice { id: 1 },
        P::XxrMissing,
        P::XxrOutOfRange { rounds: 0, max: 9 },
        P::XxpNeedsTwo,
        P::InitialColour { code: t() },
        P::AbnormalPointsUnsupported,
        P::TeamPlayerUnknown { team: 2, id: 9 },
        P::PlayerInTwoTeams { id: 3 },
        P::PlayerWithoutTeam { id: 3 },
        P::GameWithinTeam { round: 1, id: 3 },
        P::TeamMeetsTwo { round: 1, team: 2 },
        P::UnknownXxcWord { word: t() },
        P::NoPlayers,
        P::Acceleration(A::PointSystem),
        P::Acceleration(A::UnknownLength),
        P::Acceleration(A::TooManyRounds(1)),
        P::Acceleration(A::TooManyProhibitedPairs(1)),
        P::ProhibitedUnknownPlayer { id: 1 },
        P::VirtualPointsUnknownPlayer { id: 1 },
        P::ByeUnknownPlayer { id: 1 },
        P::PairedWithHimself { round: 1, id: 1 },
        P::OpponentNotAPlayer { round: 1, id: 1 },
        P::EntriesDisagree {
            round: 1,
            id: 1,
            opponent: 2,
        },
    ];
    let mut seen = std::collections::HashSet::new();
    for problem in all {
        let e = TrfError { line: 0, problem };
        let english = trf_error(Locale::En, &e);
        assert_eq!(
            english,
            e.to_string(),
            "the catalogue's English is the crate's"
        );
        for l in [Locale::ZhHans, Locale::ZhHant] {
            let zh = trf_error(l, &e);
            assert!(zh != english && seen.insert(zh.clone()), "{l:?}: {zh}");
        }
    }
    let server = start(config()).await;
    let bad = "012 x\n001    1 m    Ann                               2000 XXX 0000000000 1990/01/01  0.0    1  zz\n";
    let resp = reqwest::Client::new()
        .post(url(&server, "/v1/tournament/pairSwissRound"))
        .header("accept-language", "zh-Hans")
        .json(&serde_json::json!({ "trf": bad }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    let problem: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(
        problem["violations"][0]["description"], "第2行：第1轮：对手“z”不是编号",
        "{problem}"
    );
    server.shutdown().await.unwrap();
}

/// Every reason an event's definition is refused has its own Chinese wording (issue 51: they
/// were English after a Chinese title).
#[test]
fn event_refusals_are_worded_in_chinese() {
    use arbiter::api::tournament::texts::refusal;
    use arbiter::tournament::event::refusal::Refusal as R;
    let all = [
        R::NoStage,
        R::TooManyStages { max: 8 },
        R::TooFewPlayers,
        R::TooManyPlayers { max: 8 },
        R::PlayerNumberZero,
        R::RegisteredTwice { id: 3 },
        R::GroupTooSmall,
        R::TooManyGroups {
            players: 5,
            groups: 3,
        },
        R::LastStageAdvances,
        R::AdvanceMissing,
        R::AdvanceTooMany {
            advance: 4,
            smallest: 3,
        },
        R::NextStageTooSmall,
        R::KnockoutTooLarge,
        R::CyclesOutOfRange { max: 4 },
        R::RoundRobinTooLarge { max: 500 },
        R::SwissRoundsOutOfRange { max: 30 },
        R::SwissRoundsTooMany {
            rounds: 9,
            smallest: 8,
        },
        R::SwissTooLarge,
        R::CrossedNeedsPairs,
        R::CrossedNeedsKnockout,
    ];
    let mut seen = std::collections::HashSet::new();
    for r in all {
        assert_eq!(
            refusal(Locale::En, r),
            r.to_string(),
            "the catalogue's English is the crate's"
        );
        for l in [Locale::ZhHans, Locale::ZhHant] {
            let zh = refusal(l, r);
            assert!(
                seen.insert(zh.clone()) && !zh.chars().any(|c| c.is_ascii_lowercase()),
                "{l:?}: {zh}"
            );
        }
    }
}

/// Every reason a reported result or a play-off order does not fit has its own Chinese wording,
/// games named by stage, group, round and board (issue 51).
#[test]
fn event_result_problems_are_worded_in_chinese() {
    use arbiter::api::tournament::texts::{playoff_problem, result_problem};
    use arbiter::tournament::event::GameAddress;
    use arbiter::tournament::event::result_problem::{PlayoffProblem as P, ResultProblem as R};
    let at = GameAddress {
        stage: 1,
        group: 2,
        round: 3,
        board: 4,
    };
    let results = [
        R::ReportedTwice { first: 0 },
        R::OtherPlayers {
            at,
            red: 5,
            black: 6,
        },
        R::PlayoffWinnerMisplaced { red: 5, black: 6 },
        R::PlayoffWinnerOutsideKnockout,
        R::NotAGame { at },
        R::KnockoutNeedsWinner,
    ];
    let mut seen = std::collections::HashSet::new();
    for r in &results {
        assert_eq!(result_problem(Locale::En, r), r.to_string());
        for l in [Locale::ZhHans, Locale::ZhHant] {
            let zh = result_problem(l, r);
            assert!(seen.insert(zh.clone()) && !zh.contains("stage"), "{zh}");
        }
    }
    assert!(result_problem(Locale::ZhHans, &results[4]).starts_with("第1阶段B组第3轮第4台"));
    for p in [
        P::NoSuchGroup,
        P::SecondOrder,
        P::OtherPlayers { tied: vec![2, 3] },
    ] {
        assert_eq!(playoff_problem(Locale::En, &p), p.to_string());
        for l in [Locale::ZhHans, Locale::ZhHant] {
            let zh = playoff_problem(l, &p);
            assert!(seen.insert(zh.clone()), "{zh}");
        }
    }
}

/// Every reason a knockout cannot be drawn or advanced has its own Chinese wording; the English
/// one is the crate's (issue 51).
#[test]
fn knockout_problems_are_worded_in_chinese() {
    use arbiter::api::tournament::texts::knockout_error;
    use arbiter::tournament::knockout::{KnockoutError as K, RunError as R};
    let all = [
        R::Draw(K::TooFewPlayers),
        R::Draw(K::TooManyPlayers(5000)),
        R::Draw(K::DuplicatePlayer(3)),
        R::Draw(K::ResultCount {
            matches: 4,
            results: 3,
        }),
        R::Draw(K::TiebreakNeeded(1)),
        R::ResultCount {
            round: 1,
            matches: 2,
        },
        R::MissingResult {
            round: 0,
            match_index: 1,
        },
        R::ResultsAfterFinal,
        R::UndecidedBeforeLaterRounds {
            round: 0,
            match_index: 0,
        },
    ];
    let mut seen = std::collections::HashSet::new();
    for e in &all {
        assert_eq!(knockout_error(Locale::En, e), e.to_string());
        for l in [Locale::ZhHans, Locale::ZhHant] {
            let zh = knockout_error(l, e);
            assert!(
                seen.insert(zh.clone()) && !zh.chars().any(|c| c.is_ascii_alphabetic()),
                "{zh}"
            );
        }
    }
}

/// A Chinese checkers position that cannot be set up is refused in the request's language
/// (issue 51: "5 players: choose 2, 3, 4 or 6" after a Chinese title).
#[tokio::test]
async fn checkers_positions_are_refused_in_chinese() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    for (body, expected) in [
        (
            serde_json::json!({"position": {"players": 5}}),
            "5人：请选2、3、4或6人",
        ),
        (
            serde_json::json!({"position": {"players": 2, "pieces": [{"holes": ["a1"]}]}}),
            "给出1组棋子，但有2名棋手",
        ),
        (
            serde_json::json!({"position": {"players": 3, "toMove": 3}}),
            "没有3号座位",
        ),
        (
            serde_json::json!({"position": {"players": 3, "campDepth": 5}}),
            "营区深过星角会相互重叠",
        ),
    ] {
        let v: serde_json::Value = http
            .post(url(&server, "/v1/checkers/listLegalMoves"))
            .header("accept-language", "zh-Hans")
            .json(&body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let d = v["violations"][0]["description"]
            .as_str()
            .unwrap_or_default();
        assert!(d.starts_with(expected), "{v}");
    }
    server.shutdown().await.unwrap();
}

/// `AdjudicateGame` over REST with `Accept-Language: lang`: the answer's JSON.
async fn adjudicate_in(
    http: &reqwest::Client,
    server: &arbiter::server::RunningServer,
    lang: &str,
    body: &serde_json::Value,
) -> serde_json::Value {
    http.post(url(server, "/v1/xiangqi/adjudicateGame"))
        .header("accept-language", lang)
        .json(body)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// The API guide's showcase (`docs/API.md`) of a ply's clause chain: the AXF chase that also threatens mate gives
/// how the cannon is won, that the threat is new, and that the move is judged the forbidden
/// way, each with its squares and article, worded in the request's language.
#[tokio::test]
async fn clause_chains_are_worded_in_each_locale() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let cycle = ["b4c4", "c7b7", "c4b4", "b7c7"];
    let moves: Vec<&str> = cycle.iter().cycle().take(12).copied().collect();
    let body = serde_json::json!({
        "startFen": "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w",
        "moves": moves,
        "profile": "RULE_PROFILE_AXF",
    });
    let mut seen = Vec::new();
    for (lang, won) in [
        ("en", "taking Black cannon on c7 with Red chariot on c4"),
        ("zh-Hans", "红方七路车吃黑方３路炮"),
        ("zh-Hant", "紅方七路車吃黑方３路炮"),
    ] {
        let answer = adjudicate_in(&http, &server, lang, &body).await;
        assert_eq!(answer["outcome"], "OUTCOME_BLACK_WINS", "{answer}");
        let clauses = answer["plies"][4]["clauses"].as_array().unwrap().clone();
        let kinds: Vec<&str> = clauses.iter().filter_map(|c| c["kind"].as_str()).collect();
        assert_eq!(
            kinds,
            [
                "CLAUSE_KIND_WINS_MATERIAL",
                "CLAUSE_KIND_NEW_TARGET",
                "CLAUSE_KIND_JUDGED_FORBIDDEN_WAY"
            ],
            "{lang}: {clauses:?}"
        );
        assert_eq!(clauses[0]["squares"], serde_json::json!(["c7", "c4"]));
        assert_eq!(clauses[0]["article"], "AXF terms: chase");
        let text = clauses[0]["text"].as_str().unwrap();
        assert!(text.starts_with(won), "{lang}: {text}");
        seen.push(clauses[2]["text"].as_str().unwrap().to_string());
        // The black reply is idle for want of anything else.
        assert_eq!(
            answer["plies"][5]["clauses"][0]["kind"],
            "CLAUSE_KIND_NOTHING_ELSE"
        );
    }
    seen.dedup();
    assert_eq!(seen.len(), 3, "one wording per locale: {seen:?}");
}

/// Event notes are worded in the request's language like the rest of the answer (they stayed
/// English in a Chinese answer before).
#[tokio::test]
async fn event_notes_follow_the_request_language() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let body = serde_json::json!({
        "moves": ["h2e2", "h9g7"],
        // Black before any move has neither just moved nor is to move (ruling R13).
        "events": [{"type": "EVENT_TYPE_DRAW_OFFER", "afterPly": 0, "side": "SIDE_BLACK"}],
    });
    for (lang, words) in [
        (
            "en",
            "Black's draw offer is out of turn (it is Red's move): rejected",
        ),
        (
            "zh-Hans",
            "黑方在红方走棋时提和，不予受理（提和须在本方走棋时提出）",
        ),
        (
            "zh-Hant",
            "黑方在紅方走棋時提和，不予受理（提和須在本方走棋時提出）",
        ),
    ] {
        let answer = adjudicate_in(&http, &server, lang, &body).await;
        assert_eq!(answer["eventNotes"][0]["message"], words, "{answer}");
    }
}

/// The domain states a ruling as facts and every locale, English included, words it from the
/// catalogues: every kind of ruling and warning renders in every locale, with its numbers, no
/// placeholder left and no two kinds alike.
#[test]
fn every_ruling_is_worded_in_every_locale() {
    use arbiter::api::xiangqi::ruling_text::{ruling_text, warning_text};
    use arbiter::xiangqi::adjudication::{
        Cycle, FoulKind, ProfileKind, RepetitionWarning, Ruling, SealFault, adjudicate,
    };
    use arbiter::xiangqi::notation::MoveParseError;
    use arbiter::xiangqi::{Position, Side};

    let cycle = |must_change| Cycle {
        first: 5,
        last: 8,
        occurrences: 3,
        red: Pattern::LongCheck,
        black: Pattern::Allowed,
        article: Article::PerpetualCheck,
        must_change,
    };
    let rulings = [
        Ruling::GoesOn { after_ply: 17 },
        Ruling::StartCheckmate { winner: Side::Red },
        Ruling::StartStalemate { loser: Side::Black },
        Ruling::StartNoAttackers,
        Ruling::Checkmate {
            winner: Side::Black,
        },
        Ruling::Stalemate { loser: Side::Red },
        Ruling::NaturalMoveLimit {
            rounds: 61,
            limit: 60,
        },
        Ruling::NoAttackersLeft,
        Ruling::TheoreticalDraw {
            ply: 5,
            class: fortress(),
        },
        Ruling::TheoreticalDrawClaimed {
            side: Side::Black,
            ply: 5,
            class: fortress(),
        },
        Ruling::Repetition(cycle(Some(Side::Red))),
        Ruling::RepeatedViolations {
            cycle: cycle(Some(Side::Red)),
            number: 3,
            limit: 3,
        },
        Ruling::IllegalMove {
            ply: 9,
            text: "zz9".into(),
            error: MoveParseError::NoSuchDestination,
        },
        Ruling::TimeForfeit {
            side: Side::Red,
            ply: 41,
            at_ms: 5_400_123,
            used_ms: 2_700_123,
            moves_owed: 0,
        },
        Ruling::TimeForfeit {
            side: Side::Black,
            ply: 42,
            at_ms: 5_400_456,
            used_ms: 2_760_456,
            moves_owed: 4,
        },
        Ruling::BothOverTime { plies: [41, 42] },
        Ruling::Resigned {
            side: Side::Black,
            after_ply: 33,
        },
        Ruling::DrawAgreed { after_ply: 34 },
        Ruling::OfferAccepted {
            side: Side::Black,
            offerer: Side::Red,
            offer_event: 2,
        },
        Ruling::LateArrival {
            side: Side::Red,
            minutes: 31,
            limit: 30,
        },
        Ruling::Discipline {
            side: Side::Red,
            after_ply: 27,
        },
        Ruling::BothLate {
            red_minutes: 31,
            black_minutes: 45,
            limit: 30,
        },
        Ruling::TechnicalFouls {
            side: Side::Black,
            foul: FoulKind::TouchedNotMoved,
            number: 3,
            limit: 3,
        },
        Ruling::SealedMove {
            side: Side::Red,
            text: "车九进九".into(),
            fault: SealFault::Illegal,
        },
    ];
    let mut v = adjudicate(
        &Position::startpos(),
        &[],
        &arbiter::xiangqi::adjudication::Profile::new(ProfileKind::Cxa),
        &[],
    );
    for locale in Locale::ALL {
        let mut seen = BTreeSet::new();
        for ruling in &rulings {
            v.ruling = ruling.clone();
            let said = ruling_text(locale, ProfileKind::Cxa, &v);
            assert!(!said.contains('{') && !said.contains('$'), "{said}");
            // Every number of the facts appears in the words; a clock's as the score sheet and
            // the arbiter say it: the round (回合) and minutes, never the ply or milliseconds.
            let numbers = match ruling {
                Ruling::TimeForfeit { ply, used_ms, .. } => {
                    format!("{} {}", v.round_of(*ply).0, used_ms / 60_000)
                }
                _ => format!("{ruling:?}"),
            };
            for n in numbers
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| n.len() >= 2)
            {
                assert!(said.contains(n), "{locale:?} {ruling:?}: {said}");
            }
            assert!(seen.insert(said.clone()), "{locale:?}: twice {said}");
        }
        for must_change in [Some(Side::Black), None] {
            let w = RepetitionWarning {
                cycle: cycle(must_change),
                trigger: 3,
            };
            let said = warning_text(locale, &v, &w);
            assert!(!said.contains('{') && said.contains('3'), "{said}");
            if locale == Locale::En {
                assert!(said.starts_with("The position occurred 3 times"), "{said}");
                assert!(
                    said.contains(". The cycle runs from move 3 to move 4."),
                    "{said}"
                );
            }
        }
        // Ruling R9: a cycle with forbidden moves on both sides (解将还将) is worded so, never
        // as allowed on both sides.
        let both = RepetitionWarning {
            cycle: Cycle {
                red: Pattern::LongCheck,
                black: Pattern::LongCheck,
                article: Article::BothForbidden,
                ..cycle(None)
            },
            trigger: 3,
        };
        let said = warning_text(locale, &v, &both);
        match locale {
            Locale::En => {
                assert!(said.contains("forbidden moves on both sides"), "{said}");
                assert!(!said.contains("allowed moves on both"), "{said}");
            }
            Locale::ZhHans => assert!(said.contains("均为禁止着法"), "{said}"),
            Locale::ZhHant => assert!(said.contains("均為禁止著法"), "{said}"),
        }
        for profile in [ProfileKind::Club, ProfileKind::Cxa, ProfileKind::Axf] {
            v.ruling = Ruling::DrawAgreed { after_ply: 1 };
            assert!(seen.insert(ruling_text(locale, profile, &v)) || profile == ProfileKind::Cxa);
        }
    }
}

/// A judged cycle is stated as the rule book states it: each side's tally, then who must change
/// (CXA 棋例 verdicts "红方一捉一将，黑方一捉一闲，红方变着，不变作负"; the seed's 二打一还打 and
/// 解将还将), the rounds (回合) of the cycle, and the tallies as data for clients.
#[tokio::test]
async fn verdicts_state_both_sides_tallies() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let judge = |fen: &str, moves: &[&str]| serde_json::json!({"startFen": fen, "moves": moves, "profile": "RULE_PROFILE_CXA"});
    let two_for_one = judge(
        "3aka3/9/9/r1N6/9/9/9/9/9/3K5 w - - 0 1",
        &[
            "c6b8", "a6a7", "b8c6", "a7a6", "c6b8", "a6a7", "b8c6", "a7a6",
        ],
    );
    let zh = adjudicate_in(&http, &server, "zh-Hans", &two_for_one).await;
    assert_eq!(
        zh["rule"],
        "《中国象棋竞赛规则》：红方长捉，黑方一闲一捉（二打一还打），红方变着，不变作负（棋例第25.2条“长打”）。同一局面已出现3次，循环着法为第3回合至第4回合。"
    );
    assert_eq!(
        zh["redTally"],
        serde_json::json!([{"moveClass": "MOVE_CLASS_CHASE", "count": 2, "joint": false}])
    );
    assert_eq!(
        zh["blackTally"],
        serde_json::json!([
            {"moveClass": "MOVE_CLASS_IDLE", "count": 1, "joint": false},
            {"moveClass": "MOVE_CLASS_CHASE", "count": 1, "joint": false}
        ])
    );
    assert_eq!(
        (
            zh["cycleFirstRound"].as_u64(),
            zh["cycleLastRound"].as_u64()
        ),
        (Some(3), Some(4))
    );
    let hant = adjudicate_in(&http, &server, "zh-TW", &two_for_one).await;
    assert!(
        hant["rule"]
            .as_str()
            .unwrap()
            .contains("紅方長捉，黑方一閒一捉（二打一還打），紅方變著，不變作負"),
        "{}",
        hant["rule"]
    );
    let en = adjudicate_in(&http, &server, "en", &two_for_one).await;
    assert!(
        en["rule"]
            .as_str()
            .unwrap()
            .contains("Red: perpetual chase (捉); Black: 1 × idle (闲), 1 × chase (捉) (2 attacks against 1 attacking back, 二打一还打). Red must change"),
        "{}",
        en["rule"]
    );
    // 棋例图08, word for word as the book gives it (the 二打一还打 shape named too).
    let book = judge(
        "3a3R1/3Nck3/3ab4/P4r3/9/8p/2p5n/C3BA2B/4A4/4K4 w - - 0 1",
        &[
            "h9h3", "f8f9", "h3h9", "f9f8", "h9h3", "f8f9", "h3h9", "f9f8",
        ],
    );
    let zh = adjudicate_in(&http, &server, "zh-Hans", &book).await;
    assert!(
        zh["rule"]
            .as_str()
            .unwrap()
            .contains("：红方一捉一将，黑方一捉一闲（二打一还打），红方变着，不变作负"),
        "{}",
        zh["rule"]
    );
    // CXA 26.9, e.g. 棋例图10: a joint chase is tallied apart from a single piece's chase, as
    // the book states it ("黑方车一步捉无根子，另一步为车炮联合捉子"); the article is cited once,
    // under the one title the book gives it.
    let joint = judge(
        "2b1ka3/4a4/n1c1b1n2/p1r1p3p/6p2/5N1R1/P3P3P/2N1B2C1/4A4/2BAK4 w - - 0 1",
        &[
            "c2d4", "c6c4", "d4c2", "c4c6", "c2d4", "c6c4", "d4c2", "c4c6",
        ],
    );
    let zh = adjudicate_in(&http, &server, "zh-Hans", &joint).await;
    assert!(
        zh["rule"].as_str().unwrap().contains(
            "：红方长捉，黑方一捉一联合捉子，红方变着，不变作负（棋例第26.9条“双方禁止”）"
        ),
        "{}",
        zh["rule"]
    );
    assert_eq!(
        zh["blackTally"],
        serde_json::json!([
            {"moveClass": "MOVE_CLASS_CHASE", "count": 1, "joint": false},
            {"moveClass": "MOVE_CLASS_CHASE", "count": 1, "joint": true}
        ])
    );
    let notes: Vec<&str> = zh["plies"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["note"].as_str())
        .collect();
    assert!(
        notes
            .iter()
            .any(|n| n.contains("联合捉红马（棋例第26.9条）")),
        "{notes:?}"
    );
    // A reason the same for several attackers of one piece is told once (CXA 24.3, e.g. 棋例
    // 图30-a, ply 6: the horse and the cannon both attack an uncrossed soldier).
    let repeated = judge(
        "2bakab2/9/2n1c3c/pCp1N3p/7n1/2P6/P3P1P1P/4CrN2/9/1RBAKAB2 w - - 0 1",
        &[
            "b6b2", "f2f6", "b2b6", "f6f2", "b6b2", "f2f6", "b2b6", "f6f2",
        ],
    );
    let zh = adjudicate_in(&http, &server, "zh-Hans", &repeated).await;
    let note = zh["plies"][5]["note"].as_str().unwrap_or_default();
    assert_eq!(
        note.matches("黑马、黑炮攻红兵不算捉：吃未过河的兵（卒）不算捉子")
            .count(),
        1,
        "{note}"
    );
    assert!(!note.contains("；黑马攻红兵"), "{note}");
    // The seed's 图1: both sides check out of check and back — 解将还将, a draw, worded as both
    // sides forbidden (ruling R9).
    let checks_back = judge(
        "4ck3/9/5a3/9/9/9/9/4C4/9/4KR3 w - - 0 1",
        &[
            "e2f2", "f7e8", "f2e2", "e8f7", "e2f2", "f7e8", "f2e2", "e8f7",
        ],
    );
    let zh = adjudicate_in(&http, &server, "zh-Hans", &checks_back).await;
    assert!(
        zh["rule"]
            .as_str()
            .unwrap()
            .contains("：双方解将还将（双方长将，均为禁止着法），不变作和"),
        "{}",
        zh["rule"]
    );
    // A cycle that starts with Black's move names the sides of its first and last rounds.
    let black_first = serde_json::json!({
        "startFen": "2b6/4k4/9/9/9/9/9/9/2p6/3KR1Bc1 b",
        "moves": ["将5平6", "车五平四", "将6平5", "车四平五", "将5平6", "车五平四", "将6平5", "车四平五"],
    });
    let zh = adjudicate_in(&http, &server, "zh-Hans", &black_first).await;
    assert!(
        zh["rule"]
            .as_str()
            .unwrap()
            .ends_with("：红方长将，黑方两闲，红方变着，不变作负（棋例第25.1条“单方面长将”）。同一局面已出现3次，循环着法为第3回合黑方至第5回合红方。"),
        "{}",
        zh["rule"]
    );
}

/// An illegal move's Chinese sentence never contradicts itself: the piece's owner is named
/// (not the side to move), a move whose notation would read as another, legal move is
/// described by its files, and a move from an empty point is written as coordinates.
#[tokio::test]
async fn illegal_moves_are_worded_without_contradiction() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let explain = |body: serde_json::Value| {
        let http = http.clone();
        let server = &server;
        async move {
            let answer: serde_json::Value = http
                .post(url(server, "/v1/xiangqi/validateMove"))
                .header("accept-language", "zh-CN")
                .json(&body)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            answer["explanation"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        }
    };
    assert_eq!(
        explain(serde_json::json!({"move": "h9g7"})).await,
        "黑方马８进７不合法：现在轮到红方走棋"
    );
    assert_eq!(
        explain(serde_json::json!({"move": "a0b1"})).await,
        "红方九路车走至八路（a0b1），不合法：车、炮只能直走或横走"
    );
    assert_eq!(
        explain(serde_json::json!({"startFen": "4k4/9/9/9/9/9/9/9/9/3K5 w", "move": "d0e1"})).await,
        "红方六路帅走至五路（d0e1），不合法：帅（将）每次只能在九宫内直走或横走一步"
    );
    assert_eq!(
        explain(serde_json::json!({"move": "e2e3"})).await,
        "着法e2e3不合法：起点e2上没有棋子"
    );
    assert_eq!(
        explain(serde_json::json!({"move": "a0a3"})).await,
        "红方车九进三不合法：终点有本方的兵，不能吃本方棋子"
    );
}

/// Every kind of bad input the RPCs refuse is answered in Chinese without an English
/// word (issue 51, G1): field names, ICCS squares and moves, FEN, enum names and the caller's
/// own text may stay Latin; a reason may not.
#[tokio::test]
async fn bad_input_carries_no_english_in_chinese() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let long = "车".repeat(80);
    let cases: Vec<(&str, serde_json::Value)> = vec![
        (
            "validateMove",
            serde_json::json!({"startFen": "bad", "move": "h2e2"}),
        ),
        (
            "validateMove",
            serde_json::json!({"startFen": "4k4/9/9/9/9/9/9/9/1P7/4K4 w", "move": "e0e1"}),
        ),
        (
            "validateMove",
            serde_json::json!({"startFen": "4k4/4R4/9/9/9/9/9/9/9/3K5 w", "move": "d0d1"}),
        ),
        (
            "validateMove",
            serde_json::json!({"startFen": "rrrk5/9/9/9/9/9/9/9/9/4K4 w", "move": "e0e1"}),
        ),
        ("validateMove", serde_json::json!({"move": ""})),
        ("validateMove", serde_json::json!({"move": long})),
        (
            "adjudicateGame",
            serde_json::json!({"moves": [], "options": {"repetitionCount": 1}}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": [], "options": {"naturalMoveLimitRounds": 5000}}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": [], "options": {"mateThreatDepth": 9}}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2"], "timeControl": {"kind": "TIME_CONTROL_KIND_PER_GAME"}}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2"], "moveTimesMs": [1, 2]}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2", "h9g7"], "moveTimesMs": [5, 2]}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2"], "events": [{"type": "EVENT_TYPE_RESIGN", "afterPly": 5, "side": "SIDE_RED"}]}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2"], "events": [{"type": "EVENT_TYPE_LATE_ARRIVAL", "afterPly": 1, "side": "SIDE_RED", "minutes": 5}]}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2"], "events": [{"type": "EVENT_TYPE_SEALED_MOVE", "afterPly": 1, "side": "SIDE_BLACK", "sealedMove": ""}]}),
        ),
        (
            "adjudicateGame",
            serde_json::json!({"moves": ["h2e2"], "events": [{"afterPly": 1}]}),
        ),
        ("adjudicateGame", serde_json::json!({"moves": "h2e2"})),
        (
            "adjudicateGame",
            serde_json::json!({"moves": [], "profile": "RULE_PROFILE_MARS"}),
        ),
        ("parseGameRecord", serde_json::json!({"data": ""})),
        ("resolveTouchMove", serde_json::json!({"touched": ["z9"]})),
        ("renderDiagram", serde_json::json!({"arrow": "h2"})),
        ("renderDiagram", serde_json::json!({"chased": ["z9"]})),
        (
            "renderDiagram",
            serde_json::json!({"showDestinations": true}),
        ),
        ("/v1/tournament/pairSwissRound", serde_json::json!({})),
        ("/v1/tournament/checkTournament", serde_json::json!({})),
        (
            "/v1/tournament/scheduleRoundRobin",
            serde_json::json!({"players": [1]}),
        ),
        (
            "/v1/tournament/scheduleRoundRobin",
            serde_json::json!({"players": [1, 2, 2]}),
        ),
        ("/v1/tournament/runEvent", serde_json::json!({})),
        ("/v1/checkers/listLegalMoves", serde_json::json!({})),
        (
            "/v1/checkers/listLegalMoves",
            serde_json::json!({"position": {"triangleSize": 7}}),
        ),
        (
            "/v1/tournament/scheduleRoundRobin",
            serde_json::json!({"playerCount": 6, "cycle": 2}),
        ),
        // Tournament, event and checkers refusals (each kind of `Reason` once).
        (
            "/v1/tournament/generateTournament",
            serde_json::json!({"players": 1, "rounds": 3}),
        ),
        (
            "/v1/tournament/generateTournament",
            serde_json::json!({"players": 8, "rounds": 3, "points": "POINT_PRESET_ASYMMETRIC_DRAW"}),
        ),
        (
            "/v1/tournament/generateTournament",
            serde_json::json!({"players": 3, "rounds": 5}),
        ),
        (
            "/v1/tournament/scheduleRoundRobin",
            serde_json::json!({"playerCount": 6, "cycles": 9}),
        ),
        (
            "/v1/tournament/scheduleRoundRobin",
            serde_json::json!({"players": [0, 1]}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"trf": "012 X", "event": {}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1}, {"startNumber": 2}]}, "fouls": {"9": 1}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1, "rounds": [{"result": "RESULT_KIND_WIN"}]}, {"startNumber": 2}]}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1, "rounds": [{"result": "RESULT_KIND_PAIRING_BYE", "opponent": 2}]}, {"startNumber": 2}]}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1, "name": "A\nB"}, {"startNumber": 2}]}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 100000}, {"startNumber": 2}]}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "startDate": "someday"}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "prohibitedPairs": [{"players": [1, 7]}]}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "prohibitedPairs": [{"players": [1, 2], "firstRound": 5, "lastRound": 2}]}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "acceleration": "ACCELERATION_BAKU"}}),
        ),
        (
            "/v1/tournament/computeStandings",
            serde_json::json!({"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "points": {"custom": true, "win": 0.3}}}),
        ),
        (
            "/v1/tournament/pairSwissRound",
            serde_json::json!({"event": {"players": [{"startNumber": 1, "rounds": [{"result": "RESULT_KIND_WIN", "opponent": 2, "colour": "SIDE_RED"}]}, {"startNumber": 2, "rounds": [{"result": "RESULT_KIND_LOSS", "opponent": 1, "colour": "SIDE_BLACK"}]}], "totalRounds": 1}}),
        ),
        (
            "/v1/tournament/computeTeamStandings",
            serde_json::json!({"teams": [{"id": 1}, {"id": 1}]}),
        ),
        (
            "/v1/tournament/computeTeamStandings",
            serde_json::json!({"teams": [{"id": 1}, {"id": 2}], "matches": [{"home": 1, "away": 5}]}),
        ),
        (
            "/v1/tournament/computeTeamStandings",
            serde_json::json!({"teams": [{"id": 1}, {"id": 2}], "matches": [{"home": 1, "away": 1}]}),
        ),
        (
            "/v1/tournament/computeTeamStandings",
            serde_json::json!({"teams": [{"id": 1}, {"id": 2}], "matches": [{"home": 1, "away": 2}]}),
        ),
        (
            "/v1/tournament/runEvent",
            serde_json::json!({"event": {"players": [{"id": 1}, {"id": 2}], "stages": [{}]}}),
        ),
        (
            "/v1/tournament/runEvent",
            serde_json::json!({"event": {"players": [{"id": 1}, {"id": 2}], "stages": [{"format": "STAGE_FORMAT_SWISS", "groups": 2, "groupSize": 4}]}}),
        ),
        (
            "/v1/tournament/runEvent",
            serde_json::json!({"event": {"players": [{"id": 1}, {"id": 2}], "preset": "EVENT_PRESET_CLUB_THREE_STAGE", "stages": [{"format": "STAGE_FORMAT_SWISS"}]}}),
        ),
        (
            "/v1/checkers/adjudicateGame",
            serde_json::json!({"position": {"players": 2}, "repetitionLimit": 1}),
        ),
        (
            "/v1/checkers/renderDiagram",
            serde_json::json!({"position": {"players": 2}, "bottomSeat": 5}),
        ),
        (
            "/v1/checkers/renderDiagram",
            serde_json::json!({"position": {"players": 2}, "showDestinations": true}),
        ),
        (
            "/v1/checkers/renderDiagram",
            serde_json::json!({"position": {"players": 2}, "showDestinations": true, "selected": "e5"}),
        ),
        ("parseGameRecord", serde_json::json!({"data": "WFEK"})),
        (
            "parseGameRecord",
            serde_json::json!({"data": "Z2FyYmFnZQ==", "gameIndex": 3}),
        ),
        (
            "resolveTouchMove",
            serde_json::json!({"touched": vec!["e0"; 91]}),
        ),
        (
            "resolveTouchMove",
            serde_json::json!({"touched": ["h2"], "played": "zz"}),
        ),
        (
            "convertNotation",
            serde_json::json!({"moves": [long.clone()], "to": "MOVE_NOTATION_WXF"}),
        ),
    ];
    // A reason may name the field, echo the caller's text, and use ICCS, FEN, JSON, enum and
    // field names; any other word of Latin letters is English.
    let allowed = |word: &str, body: &str| {
        matches!(
            word,
            "ICCS"
                | "WXF"
                | "FEN"
                | "JSON"
                | "DhtmlXQ"
                | "protobuf"
                | "null"
                | "true"
                | "false"
                | "selected"
                | "afterPly"
                | "trf"
                | "event"
        ) || word
            .chars()
            .all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit())
            || body.contains(word)
    };
    for (rpc, body) in cases {
        let raw = body.to_string();
        for lang in ["zh-Hans", "zh-Hant"] {
            let answer: serde_json::Value = http
                .post(url(
                    &server,
                    &if rpc.starts_with('/') {
                        rpc.to_string()
                    } else {
                        format!("/v1/xiangqi/{rpc}")
                    },
                ))
                .header("accept-language", lang)
                .header("content-type", "application/json")
                .body(raw.clone())
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            let detail = answer["detail"].as_str().unwrap_or_default();
            assert!(!detail.is_empty(), "{rpc} {raw}: {answer}");
            let fields: Vec<&str> = answer["violations"]
                .as_array()
                .map(|v| v.iter().filter_map(|x| x["field"].as_str()).collect())
                .unwrap_or_default();
            let mut rest = detail.to_string();
            for f in &fields {
                rest = rest.replace(f, "");
            }
            for word in rest
                .split(|c: char| !c.is_ascii_alphabetic() && c != '_')
                .filter(|w| w.len() >= 2)
            {
                let iccs = word.len() <= 2;
                assert!(
                    iccs || allowed(word, &raw),
                    "{lang} {rpc} {raw}: English word {word:?} in {detail}"
                );
            }
        }
    }
    // The diagram images' query parameters (GET) likewise.
    for (query, want) in [("showDestinations=maybe", "“maybe”不是 true 或 false")] {
        let answer: serde_json::Value = http
            .get(url(&server, &format!("/v1/xiangqi/diagram.svg?{query}")))
            .header("accept-language", "zh-Hans")
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let detail = answer["detail"].as_str().unwrap_or_default();
        assert!(detail.contains(want), "{query}: {answer}");
    }
}

/// `ParseGameRecord`'s per-move errors follow the request's language like `ValidateMove`'s
/// explanation (they were English in a Chinese answer before).
#[tokio::test]
async fn record_errors_follow_the_request_language() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let pgn = "[Event \"x\"]\n\n1. 炮二平五 马２进４ 2. 马二进三 *\n";
    use base64::Engine;
    // `bytes` in the JSON mapping are standard base64.
    let data = base64::engine::general_purpose::STANDARD.encode(pgn.as_bytes());
    let body = serde_json::json!({ "data": data });
    for (lang, reason) in [
        ("zh-CN", "黑方马２进４不合法：马腿被黑象绊住（蹩马腿）"),
        ("zh-TW", "黑方馬２進４不合法：馬腿被黑象絆住（蹩馬腿）"),
    ] {
        let answer: serde_json::Value = http
            .post(url(&server, "/v1/xiangqi/parseGameRecord"))
            .header("accept-language", lang)
            .json(&body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(answer["errors"][0]["reason"], reason, "{answer}");
    }
}

/// Two chased pieces of one kind are told apart by file in a ply's note (CXA 参考图40: the
/// cannon's 联合捉 of both red horses read "捉红马、红马" before).
#[tokio::test]
async fn chased_pieces_of_one_kind_are_named_by_file() {
    let server = start(config()).await;
    let http = reqwest::Client::new();
    let body = serde_json::json!({
        "startFen": "5a3/1N1c1k3/4b4/4NC3/6p1p/2B6/5n2P/2n1B4/3KA4/5A3 w - - 0 1",
        "moves": ["b8c6", "d8d7", "c6b8", "d7d8", "b8c6", "d8d7", "c6b8", "d7d8"],
        "profile": "RULE_PROFILE_CXA",
    });
    let zh = adjudicate_in(&http, &server, "zh-Hans", &body).await;
    let note = zh["plies"][5]["note"].as_str().unwrap_or_default();
    assert!(
        note.starts_with("黑方炮４进１联合捉红方五路马、红方七路马、红方五路相"),
        "{note}"
    );
    // One piece of each kind keeps the short name.
    let note = zh["plies"][7]["note"].as_str().unwrap_or_default();
    assert!(note.starts_with("黑方炮４退１联合捉红马、红相"), "{note}");
}

/// 单车对士象全, Red the strong side.
fn fortress() -> arbiter::xiangqi::adjudication::TableClass {
    arbiter::xiangqi::adjudication::TableClass {
        strong: arbiter::xiangqi::Side::Red,
        attacker: arbiter::xiangqi::PieceKind::Chariot,
        strong_advisors: 0,
        strong_elephants: 0,
        weak_advisors: 2,
        weak_elephants: 2,
        weak_attacker: None,
    }
}

/// Classes where both sides attack are named as players name them, the weak side's soldier
/// a 卒.
#[test]
fn classes_where_both_sides_attack_are_named_in_chinese() {
    use arbiter::api::xiangqi::endgame::class_name;
    use arbiter::i18n::Locale;
    let named = |class: &str, locale| class_name(locale, class.parse().unwrap());
    assert_eq!(named("KR-KNAA", Locale::ZhHans), "单车对马双士");
    assert_eq!(named("KR-KR", Locale::ZhHans), "单车对单车");
    assert_eq!(named("KP-KP", Locale::ZhHans), "单兵对单卒");
    assert_eq!(named("KCA-KC", Locale::ZhHant), "炮單仕對單炮");
    assert_eq!(named("KR-KAABB", Locale::ZhHans), "单车对士象全");
    assert_eq!(named("KR-KNAA", Locale::En), "KR-KNAA");
}
