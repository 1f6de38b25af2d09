//! Replays: oracle games ply by ply, thousands of real games, and records with an illegal move.

use sha1::{Digest, Sha1};

use arbiter_xiangqi::notation::{CoordDialect, START_FEN, parse_coord};
use arbiter_xiangqi::{IllegalMove, Position, Status};

use crate::data;

fn legal_hash(pos: &Position) -> String {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    let digest = Sha1::digest(moves.join(" ").as_bytes());
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

fn iccs(text: &str) -> arbiter_xiangqi::Move {
    parse_coord(text, CoordDialect::Iccs).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Every ply of every oracle game: same FEN, legal-move count, check flag and legal-move list.
#[test]
fn random_games_match_the_oracle() {
    let games = data::json_lines("random_games.jsonl");
    assert!(games.len() >= 200);
    let mut plies = 0;
    for g in &games {
        let id = &g["game"];
        let mut pos = Position::from_fen(g["start_fen"].as_str().unwrap()).unwrap();
        for (i, ply) in g["plies"].as_array().unwrap().iter().enumerate() {
            let ctx = format!("game {id} ply {i}");
            assert_eq!(pos.to_fen(), ply["fen"].as_str().unwrap(), "{ctx}");
            assert_eq!(
                pos.count_legal_moves() as u64,
                ply["n_legal"].as_u64().unwrap(),
                "{ctx}"
            );
            assert_eq!(
                pos.legal_moves().len() as u64,
                ply["n_legal"].as_u64().unwrap(),
                "{ctx}"
            );
            assert_eq!(pos.is_check(), ply["in_check"].as_bool().unwrap(), "{ctx}");
            assert_eq!(
                legal_hash(&pos),
                ply["legal_hash"].as_str().unwrap(),
                "{ctx}"
            );
            pos.play(iccs(ply["move"].as_str().unwrap()))
                .unwrap_or_else(|e| panic!("{ctx}: {e}"));
            assert_eq!(pos.hash(), pos.compute_hash(), "{ctx}");
            plies += 1;
        }
        let fin = &g["final"];
        assert_eq!(
            pos.to_fen(),
            fin["fen"].as_str().unwrap(),
            "game {id} final"
        );
        assert_eq!(
            pos.count_legal_moves() as u64,
            fin["n_legal"].as_u64().unwrap(),
            "game {id} final"
        );
        assert_eq!(
            pos.is_check(),
            fin["in_check"].as_bool().unwrap(),
            "game {id} final"
        );
        let winner = match g["winner"].as_str() {
            Some("red") => Some(arbiter_xiangqi::Side::Red),
            Some("black") => Some(arbiter_xiangqi::Side::Black),
            _ => None,
        };
        match g["reason"].as_str().unwrap() {
            "checkmate" => assert_eq!(
                pos.status(),
                Status::Checkmate {
                    winner: winner.unwrap()
                },
                "game {id}"
            ),
            "stalemate" => assert_eq!(
                pos.status(),
                Status::Stalemate {
                    winner: winner.unwrap()
                },
                "game {id}"
            ),
            _ => assert_eq!(pos.status(), Status::Ongoing, "game {id}"),
        }
    }
    assert!(plies > 25_000, "{plies} plies");
}

/// All ~4,000 CCPD master and computer games replay legally to the recorded final position.
#[test]
fn ccpd_games_replay() {
    let games = data::json_lines("ccpd_games.jsonl");
    assert!(games.len() > 3_900);
    for g in &games {
        let id = g["id"].as_str().unwrap();
        let mut pos = Position::from_fen(g["fen"].as_str().unwrap_or(START_FEN)).unwrap();
        for (i, m) in g["moves_iccs"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .enumerate()
        {
            pos.play(iccs(m))
                .unwrap_or_else(|e| panic!("{id} ply {}: {m}: {e}", i + 1));
        }
        if let Some(fin) = g["final_fen"].as_str() {
            // The oracle's FEN: compare placement and side to move (clock conventions differ).
            let ours = pos.to_fen();
            let a: Vec<&str> = ours.split(' ').take(2).collect();
            let b: Vec<&str> = fin.split(' ').take(2).collect();
            assert_eq!(a, b, "{id}");
        }
    }
}

/// The 4 CCPD records with an illegal move are rejected at the recorded ply, for the right reason.
#[test]
fn ccpd_illegal_records_rejected() {
    let records = data::json_lines("ccpd_illegal_records.jsonl");
    let moves = data::json_lines("ccpd_illegal_moves_iccs.jsonl");
    assert_eq!(records.len(), 4);
    for (rec, bad) in records.iter().zip(&moves) {
        let id = rec["id"].as_str().unwrap();
        assert_eq!(bad["id"].as_str().unwrap(), id);
        let mut pos = Position::from_fen(rec["fen"].as_str().unwrap()).unwrap();
        let prefix: Vec<&str> = rec["moves_iccs_legal_prefix"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        // `first_illegal_ply` is the 0-based index of the illegal move = the legal prefix length.
        assert_eq!(
            prefix.len() as u64,
            rec["first_illegal_ply"].as_u64().unwrap()
        );
        for m in &prefix {
            pos.play(iccs(m)).unwrap();
        }
        assert!(pos.is_check(), "{id}: the side to move is in check");
        let before = pos.clone();
        let err = pos
            .play(iccs(bad["first_illegal_iccs"].as_str().unwrap()))
            .unwrap_err();
        assert_eq!(err, IllegalMove::LeavesGeneralInCheck, "{id}");
        assert_eq!(pos, before, "a rejected move leaves the position unchanged");
    }
}

/// The 1,391 ICCS PGN games replay legally (moves read with a minimal tokenizer; the full PGN
/// reader is the notation module's job).
#[test]
fn wukong_pgn_games_replay() {
    let text = data::read("Hu_Ronghua_1391_UCI_games.pgn");
    let mut games = 0;
    let mut pos = Position::startpos();
    let mut in_moves = false;
    for line in text.lines() {
        if line.starts_with('[') {
            if in_moves {
                games += 1;
                in_moves = false;
            }
            pos = Position::startpos();
            continue;
        }
        for token in line.split_whitespace() {
            if token.ends_with('.') || matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
                continue;
            }
            in_moves = true;
            pos.play(iccs(token))
                .unwrap_or_else(|e| panic!("game {}: {token}: {e}", games + 1));
        }
    }
    if in_moves {
        games += 1;
    }
    assert_eq!(games, 1391);
}

/// The DhtmlXQ sample's decoded games replay to the expected final FEN.
#[test]
fn dhtmlxq_decoded_games_replay() {
    for g in data::json_lines("dhtmlxq_expected.jsonl") {
        let mut pos = Position::startpos();
        for m in g["moves_iccs"].as_str().unwrap().split_whitespace() {
            pos.play(iccs(m)).unwrap();
        }
        if let Some(fin) = g["final_fen"].as_str() {
            assert_eq!(pos.to_fen().split(' ').next(), fin.split(' ').next());
        }
    }
}

/// The searches skip moves that `could_check` rules out: on every position of 400 CCPD games,
/// every legal move that gives check (and every one that mates) passes that test.
#[test]
fn could_check_never_misses_a_check() {
    let games = data::json_lines("ccpd_games.jsonl");
    let mut checks = 0;
    for g in games.iter().take(400) {
        let mut pos = Position::from_fen(g["fen"].as_str().unwrap_or(START_FEN)).unwrap();
        for m in g["moves_iccs"].as_str().unwrap().split_whitespace() {
            for &c in pos.legal_moves().iter() {
                let mut after = pos.clone();
                after.play_unchecked(c);
                if after.is_check() {
                    checks += 1;
                    assert!(pos.could_check(c), "{} {c}", pos.to_fen());
                }
            }
            pos.play(iccs(m)).unwrap();
        }
    }
    assert!(checks > 5_000, "{checks} checking moves seen");
}
