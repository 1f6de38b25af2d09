//! The message catalogues: every id in every locale, every placeholder filled, every enum value
//! with its own text; and the locale chosen per request over REST and gRPC.

use std::collections::BTreeSet;

use arbiter::api::xiangqi::texts::{article_key, class_key, clause_key, pattern_key};
use arbiter::i18n::{CATALOGUES, Locale, messages, text};
use arbiter::pb::xiangqi::v1 as pb;
use arbiter::pb::xiangqi::v1::xiangqi_service_client::XiangqiServiceClient;
use arbiter::xiangqi::adjudication::touch::TouchClause;
use arbiter::xiangqi::adjudication::{Article, MoveClass, Pattern};
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
        "screens" | "from" | "to" => "2".into(),
        other => format!("<{other}>"),
    }
}

/// Each value of the rule enums has a text of its own in every locale (a missing variant
/// would fall back to the default one and repeat it).
#[test]
fn every_enum_value_has_its_own_text() {
    let classes = [
        MoveClass::Check,
        MoveClass::MateThreat,
        MoveClass::Chase,
        MoveClass::Exchange,
        MoveClass::Offer,
        MoveClass::Block,
        MoveClass::Follow,
        MoveClass::Idle,
    ]
    .map(class_key);
    let articles = [
        Article::Check,
        Article::MateThreat,
        Article::Chase,
        Article::EvenTradeChase,
        Article::ChaseIsNew,
        Article::SelfMadeExposure,
        Article::JointChase,
        Article::GeneralSoldierChase,
        Article::KingEvasion,
        Article::Exchange,
        Article::Offer,
        Article::Block,
        Article::Follow,
        Article::Idle,
        Article::PerpetualCheck,
        Article::PerpetualAttack,
        Article::BothForbidden,
        Article::BothAllowed,
    ]
    .map(article_key);
    let patterns = [
        Pattern::LongCheck,
        Pattern::LongAttack,
        Pattern::LongSoftAttack,
        Pattern::Allowed,
    ]
    .map(pattern_key);
    let clauses = [
        TouchClause::NothingTouched,
        TouchClause::OwnMustMove,
        TouchClause::OwnCannotMove,
        TouchClause::OpponentMustBeCaptured,
        TouchClause::OpponentCannotBeCaptured,
        TouchClause::OwnCapturesTouched,
        TouchClause::OwnMovesInstead,
        TouchClause::AnotherCaptures,
        TouchClause::Free,
    ]
    .map(clause_key);
    for locale in Locale::ALL {
        for (message, var, keys) in [
            ("class", "class", &classes[..]),
            ("article", "article", &articles[..]),
            ("pattern", "pattern", &patterns[..]),
            ("touch-clause", "clause", &clauses[..]),
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
            .starts_with("红方单方面长将，不变作负"),
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
    assert_eq!(warned["rule"], "对局继续进行。");
    assert_eq!(
        warned["warning"],
        "红方须变着（长将），局面再次重复即判负。循环着法为第1至4步（将 闲 将 闲）；红方：长将，黑方：允许着法（闲着等）。"
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
