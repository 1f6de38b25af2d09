//! Board diagrams end to end: `RenderDiagram` over gRPC and REST, the `diagram.svg` images, the
//! judged cycle's diagrams of `AdjudicateGame`; every picture is checked as XML.

use arbiter::pb::checkers::v1 as cpb;
use arbiter::pb::checkers::v1::checkers_service_client::CheckersServiceClient;
use arbiter::pb::xiangqi::v1 as pb;
use arbiter::pb::xiangqi::v1::xiangqi_service_client::XiangqiServiceClient;

use crate::server_fixture::{channel, config, start, url};

/// Parses an SVG document; the root element and the number of elements of `class`.
fn parse(svg: &str, class_prefix: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert!(root.attribute("viewBox").is_some());
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.starts_with(class_prefix))
        })
        .count()
}

#[tokio::test]
async fn xiangqi_diagram_over_grpc_and_as_an_image() {
    let server = start(config()).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    let req = pb::RenderDiagramRequest {
        moves: vec!["炮二平五".into(), "h9g7".into()],
        chased: vec!["g7".into()],
        chasers: vec!["e2".into()],
        caption: "2. 马8进7 & <注>".into(),
        ..Default::default()
    };
    let r = client.render_diagram(req).await.unwrap().into_inner();
    assert_eq!(parse(&r.svg, "p "), 32);
    assert_eq!(parse(&r.svg, "arrow"), 1);
    assert_eq!(parse(&r.svg, "chased"), 1);
    assert!(r.svg.contains("&amp; &lt;注&gt;"));
    assert!(r.svg.len() < 20_000, "{} bytes", r.svg.len());
    assert!(r.fen.starts_with("rnbakab1r/9/1c4nc1/"), "{}", r.fen);

    // The same request as a URL gives the same bytes.
    let resp = reqwest::get(url(
        &server,
        "/v1/xiangqi/diagram.svg?moves=%E7%82%AE%E4%BA%8C%E5%B9%B3%E4%BA%94,h9g7&chased=g7&chasers=e2&caption=2.%20%E9%A9%AC8%E8%BF%9B7%20%26%20%3C%E6%B3%A8%3E",
    ))
    .await
    .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(
        resp.headers()["content-type"],
        "image/svg+xml; charset=utf-8"
    );
    assert_eq!(resp.text().await.unwrap(), r.svg);

    // An `<img>` cannot choose the piece set, but its Accept-Language can: zh-TW draws the
    // traditional set, with the title in the caller's language.
    let svg_in = |query: &'static str, lang: &'static str| {
        let u = url(&server, &format!("/v1/xiangqi/diagram.svg{query}"));
        async move {
            reqwest::Client::new()
                .get(u)
                .header("accept-language", lang)
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap()
        }
    };
    let hant = svg_in("", "zh-TW,zh;q=0.9").await;
    assert!(hant.contains("<title>象棋局面</title>"), "{hant}");
    assert!(hant.contains("漢 界") && hant.contains(">俥<"), "{hant}");
    let explicit = svg_in("?characters=PIECE_CHARACTERS_SIMPLIFIED", "zh-TW").await;
    assert!(explicit.contains("汉 界"), "{explicit}");

    // A selected piece with its legal destinations; Black at the bottom; no numbers.
    let r = client
        .render_diagram(pb::RenderDiagramRequest {
            selected: "b0".into(),
            show_destinations: true,
            orientation: pb::DiagramOrientation::BlackBottom as i32,
            characters: pb::PieceCharacters::Traditional as i32,
            hide_coordinates: true,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(parse(&r.svg, "dest"), 2, "b0a2 and b0c2");
    assert_eq!(parse(&r.svg, "selected"), 1);
    assert_eq!(parse(&r.svg, "coords"), 0);
    assert!(r.svg.contains(">俥<") && r.svg.contains(">砲<"));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn bad_diagram_requests_name_the_field() {
    let server = start(config()).await;
    for (query, field) in [
        ("orientation=sideways", "orientation"),
        ("chased=k9", "chased[0]"),
        ("moves=h2e9", "moves[0]"),
        ("colour=red", "colour"),
        ("arrow=h2", "arrow"),
        ("showDestinations", "showDestinations"),
    ] {
        let resp = reqwest::get(url(&server, &format!("/v1/xiangqi/diagram.svg?{query}")))
            .await
            .unwrap();
        assert_eq!(resp.status(), 400, "{query}");
        let v: serde_json::Value = resp.json().await.unwrap();
        assert_eq!(v["violations"][0]["field"], field, "{query}: {v}");
    }
    let resp = reqwest::get(url(&server, "/v1/checkers/diagram.svg?players=5"))
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    let v: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(v["violations"][0]["field"], "position.players", "{v}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn checkers_diagram_over_grpc_and_as_an_image() {
    let server = start(config()).await;
    let mut client = CheckersServiceClient::new(channel(&server).await);
    let r = client
        .render_diagram(cpb::RenderDiagramRequest {
            position: Some(cpb::Position {
                players: 6,
                ..Default::default()
            }),
            selected: "d1".into(),
            show_destinations: true,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(parse(&r.svg, "hole"), 121);
    assert_eq!(parse(&r.svg, "piece"), 60);
    assert!(parse(&r.svg, "dest") >= 2);
    assert!(r.svg.len() < 20_000, "{} bytes", r.svg.len());
    let resp = reqwest::get(url(
        &server,
        "/v1/checkers/diagram.svg?players=6&selected=d1&showDestinations",
    ))
    .await
    .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.text().await.unwrap(), r.svg);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn adjudication_draws_the_judged_cycle_on_request() {
    let server = start(config()).await;
    let mut client = XiangqiServiceClient::new(channel(&server).await);
    // The club's worked example 图2: red checks perpetually, black idles.
    let req = pb::AdjudicateGameRequest {
        start_fen: "2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1".into(),
        moves: [
            "车四平五",
            "将5平6",
            "车五平四",
            "将6平5",
            "f0e0",
            "e8f8",
            "e0f0",
            "f8e8",
        ]
        .map(String::from)
        .to_vec(),
        profile: pb::RuleProfile::Club as i32,
        include_diagrams: true,
        ..Default::default()
    };
    let r = client
        .adjudicate_game(req.clone())
        .await
        .unwrap()
        .into_inner();
    let drawn: Vec<u32> = r
        .plies
        .iter()
        .filter(|p| !p.diagram_svg.is_empty())
        .map(|p| p.ply)
        .collect();
    assert!(
        r.deciding_plies.iter().all(|p| drawn.contains(p)),
        "{drawn:?}"
    );
    for p in r.plies.iter().filter(|p| !p.diagram_svg.is_empty()) {
        assert_ne!(p.move_class(), pb::MoveClass::Unspecified);
        assert_eq!(parse(&p.diagram_svg, "arrow"), 1);
        // The caption counts rounds (回合) as a score sheet does, never plies (Red starts).
        assert!(
            p.diagram_svg
                .contains(&format!(">move {}, ", p.ply.div_ceil(2)))
                && p.diagram_svg.contains(&format!(": {} (", p.move_chinese)),
            "caption of ply {}",
            p.ply
        );
    }
    // A zh-Hant caller gets the traditional set, 漢界 and a traditional caption.
    let mut hant = tonic::Request::new(req.clone());
    hant.metadata_mut()
        .insert("accept-language", "zh-TW".parse().unwrap());
    let r = client.adjudicate_game(hant).await.unwrap().into_inner();
    let svg = &r.plies[4].diagram_svg;
    assert_eq!(r.plies[4].move_chinese, "車四平五");
    assert!(svg.contains(">第3回合 車四平五（將）<"), "{svg}");
    assert!(svg.contains("漢 界") && !svg.contains("汉"), "{svg}");
    let plain = client
        .adjudicate_game(pb::AdjudicateGameRequest {
            include_diagrams: false,
            ..req
        })
        .await
        .unwrap()
        .into_inner();
    assert!(plain.plies.iter().all(|p| p.diagram_svg.is_empty()));
    assert_eq!(plain.deciding_plies, r.deciding_plies);
    server.shutdown().await.unwrap();
}

#[test]
fn the_readme_diagram_is_what_the_service_draws() {
    let drawn = arbiter::api::xiangqi::render_diagram(
        &arbiter::api::Call::default(),
        pb::RenderDiagramRequest {
            moves: ["h2e2", "h9g7", "h0g2"].map(String::from).to_vec(),
            chased: vec!["g7".into()],
            chasers: vec!["e2".into()],
            caption: "3. 马二进三".into(),
            ..Default::default()
        },
    )
    .unwrap();
    let committed = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/diagram-example.svg"),
    )
    .unwrap();
    assert_eq!(
        committed, drawn.svg,
        "regenerate docs/diagram-example.svg from GET /v1/xiangqi/diagram.svg?moves=h2e2,h9g7,h0g2&chased=g7&chasers=e2&caption=3.%20马二进三"
    );
}
