//! Notation vectors (2,423 moves, cross-checked against ElephantEye) and the CCPD Chinese text.

use arbiter_xiangqi::Position;
use arbiter_xiangqi::notation::chinese::{ChineseStyle, write_chinese};
use arbiter_xiangqi::notation::{
    CoordDialect, MoveParseError, ParseOptions, parse_coord, parse_move, parse_move_with, write_wxf,
};

use crate::data;

#[test]
fn vectors_write_canonical_forms() {
    let vectors = data::json_lines("notation_vectors.jsonl");
    assert_eq!(vectors.len(), 2423);
    let mut failures = Vec::new();
    for v in &vectors {
        let pos = Position::from_fen(v["fen"].as_str().unwrap()).unwrap();
        let m = parse_coord(v["iccs"].as_str().unwrap(), CoordDialect::Iccs).unwrap();
        let checks = [
            ("chinese", write_chinese(&pos, m, ChineseStyle::default())),
            (
                "chinese_ascii",
                write_chinese(
                    &pos,
                    m,
                    ChineseStyle {
                        ascii_digits: true,
                        traditional: false,
                    },
                ),
            ),
            (
                "chinese_traditional",
                write_chinese(
                    &pos,
                    m,
                    ChineseStyle {
                        traditional: true,
                        ascii_digits: false,
                    },
                ),
            ),
            ("wxf", write_wxf(&pos, m)),
        ];
        for (field, ours) in checks {
            let want = v[field].as_str().unwrap();
            if ours.as_deref() != Some(want) {
                failures.push(format!(
                    "{} {} {field}: want {want} got {ours:?}",
                    v["fen"], v["iccs"]
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

#[test]
fn vectors_parse_every_variant() {
    let vectors = data::json_lines("notation_vectors.jsonl");
    let mut failures = Vec::new();
    let mut parsed = 0;
    for v in &vectors {
        let pos = Position::from_fen(v["fen"].as_str().unwrap()).unwrap();
        let want = parse_coord(v["iccs"].as_str().unwrap(), CoordDialect::Iccs).unwrap();
        let plain = |c: CoordDialect| ParseOptions {
            coord: c,
            wxf_fairy: false,
        };
        let mut texts: Vec<(String, ParseOptions)> = [
            "iccs",
            "chinese",
            "chinese_ascii",
            "chinese_traditional",
            "wxf",
            "xqbase_symbol",
        ]
        .iter()
        .map(|f| {
            (
                v[*f].as_str().unwrap().to_string(),
                plain(CoordDialect::Iccs),
            )
        })
        .collect();
        texts.push((
            v["uci_1based"].as_str().unwrap().to_string(),
            plain(CoordDialect::OneBased),
        ));
        let fairy = ParseOptions {
            coord: CoordDialect::Iccs,
            wxf_fairy: true,
        };
        texts.push((v["wxf_fairy"].as_str().unwrap().to_string(), fairy));
        let two_files = v["tags"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t == "multi_tandem_files");
        if let Some(variants) = v["chinese_variants"].as_object() {
            for (convention, text) in variants {
                let text = text.as_str().unwrap();
                if convention == "cchess" && two_files {
                    // cchess names soldiers on two tandem files per file (前/后), which is
                    // ambiguous by design: the right move must be among the candidates.
                    match parse_move(&pos, text, CoordDialect::Iccs) {
                        Ok(m) if m == want => {}
                        Err(MoveParseError::Ambiguous { candidates })
                            if candidates.contains(&want) => {}
                        other => failures.push(format!(
                            "{} {}: cchess {text} -> {other:?}",
                            v["fen"], v["iccs"]
                        )),
                    }
                    continue;
                }
                texts.push((text.to_string(), plain(CoordDialect::Iccs)));
            }
        }
        for (text, options) in texts {
            parsed += 1;
            match parse_move_with(&pos, &text, options) {
                Ok(m) if m == want => {}
                other => failures.push(format!("{} {}: {text} -> {other:?}", v["fen"], v["iccs"])),
            }
        }
    }
    assert!(parsed > 19_000);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// Every CCPD game's Chinese move text (traditional characters, full-width digits) parses to
/// exactly the given ICCS line.
#[test]
fn ccpd_chinese_text_parses_to_the_iccs_line() {
    let games = data::json_lines("ccpd_games.jsonl");
    for g in &games {
        let id = g["id"].as_str().unwrap();
        let mut pos = Position::from_fen(g["fen"].as_str().unwrap()).unwrap();
        let chinese: Vec<&str> = g["moves_chinese"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        let iccs: Vec<&str> = g["moves_iccs"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        assert_eq!(chinese.len(), iccs.len(), "{id}");
        for (i, (c, want)) in chinese.iter().zip(&iccs).enumerate() {
            let m = parse_move(&pos, c, CoordDialect::Iccs)
                .unwrap_or_else(|e| panic!("{id} ply {}: {c}: {e}", i + 1));
            assert_eq!(m.to_string(), *want, "{id} ply {}: {c}", i + 1);
            pos.play_unchecked(m);
        }
    }
}
