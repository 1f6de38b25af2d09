//! Game records: BIG5 PGN read without being told the encoding, DhtmlXQ blocks, PGN round trips.

use arbiter_xiangqi::notation::MoveNotation;
use arbiter_xiangqi::record::{RecordFormat, dhtmlxq, pgn, read_record};

use crate::data;

/// The 300 BIG5 games: detected as Big5, every game read completely, and each game's moves equal
/// the ICCS line of the same game in the CCPD JSON (matched by event, red and black).
#[test]
fn big5_pgn_reads_without_being_told() {
    let bytes = std::fs::read(data::path("ccpd_raw_big5_sample.pgn")).unwrap();
    let (first, count, format, encoding) = read_record(&bytes, None, 0).unwrap();
    assert_eq!(format, RecordFormat::Pgn);
    assert_eq!(encoding, Some("Big5"));
    assert_eq!(count, 300);
    assert!(
        first.tag("Event").unwrap().contains("全國象棋"),
        "{:?}",
        first.tag("Event")
    );
    let (text, _) = arbiter_xiangqi::record::encoding::decode(&bytes);
    let games = pgn::read_all(&text).unwrap();
    assert_eq!(games.len(), 300);
    let reference = data::json_lines("ccpd_games.jsonl");
    let mut matched = 0;
    for g in &games {
        assert!(g.error.is_none(), "{:?}: {:?}", g.tag("Event"), g.error);
        let key = (
            g.tag("Event").unwrap_or(""),
            g.tag("Red").unwrap_or(""),
            g.tag("Black").unwrap_or(""),
        );
        let ours: Vec<String> = g.moves.iter().map(|m| m.to_string()).collect();
        if let Some(r) = reference.iter().find(|r| {
            (
                r["event"].as_str().unwrap_or(""),
                r["red"].as_str().unwrap_or(""),
                r["black"].as_str().unwrap_or(""),
            ) == key
                && r["moves_iccs"].as_str().unwrap().split_whitespace().count() == ours.len()
        }) {
            assert_eq!(ours.join(" "), r["moves_iccs"].as_str().unwrap(), "{key:?}");
            assert_eq!(g.result, r["result"].as_str().unwrap(), "{key:?}");
            matched += 1;
        }
    }
    assert!(
        matched >= 200,
        "only {matched} of 300 games matched the JSON by event/red/black"
    );
}

/// All DhtmlXQ blocks decode to their expected lines and final positions.
#[test]
fn dhtmlxq_blocks_decode() {
    let text = data::read("wukong_dhtmlxq_blocks.txt");
    let games = dhtmlxq::read_all(&text).unwrap();
    let expected = data::json_lines("dhtmlxq_expected.jsonl");
    assert_eq!(games.len(), expected.len());
    assert_eq!(games.len(), 15);
    for (g, e) in games.iter().zip(&expected) {
        let ours: Vec<String> = g.moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(ours.join(" "), e["moves_iccs"].as_str().unwrap());
        assert!(g.error.is_none());
        assert_eq!(g.tag("red"), e["red"].as_str());
        let fin = g.final_position().to_fen();
        assert_eq!(
            fin.split(' ').next(),
            e["final_fen"].as_str().unwrap().split(' ').next()
        );
        let want = match e["result_raw"].as_str().unwrap() {
            "W" => "1-0",
            "L" => "0-1",
            "D" => "1/2-1/2",
            _ => "*",
        };
        assert_eq!(g.result, want);
    }
}

/// Real games written as PGN in each notation read back to the same moves.
#[test]
fn pgn_written_in_each_notation_reads_back() {
    let games = data::json_lines("ccpd_games.jsonl");
    for g in games.iter().step_by(40) {
        let line = g["moves_iccs"].as_str().unwrap();
        let text = format!(
            "[FEN \"{}\"]\n[Result \"{}\"]\n{line} {}",
            g["fen"].as_str().unwrap(),
            g["result"].as_str().unwrap(),
            g["result"].as_str().unwrap()
        );
        let game = pgn::read_all(&text).unwrap().remove(0);
        assert!(game.error.is_none(), "{:?}", game.error);
        for notation in [MoveNotation::Chinese, MoveNotation::Wxf, MoveNotation::Iccs] {
            let written = pgn::write(&game, notation);
            let back = pgn::read_all(&written).unwrap().remove(0);
            assert_eq!(back.moves, game.moves, "{notation:?}\n{written}");
            assert_eq!(back.start, game.start);
            assert_eq!(back.result, game.result);
        }
    }
}
