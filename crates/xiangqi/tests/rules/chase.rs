//! The chase (捉) detector, one small constructed position per rule of the spec.

use arbiter_xiangqi::adjudication::qili::classify::Classifier;
use arbiter_xiangqi::adjudication::qili::material::value;
use arbiter_xiangqi::adjudication::qili::memo::Memo;
use arbiter_xiangqi::adjudication::qili::threats::threats;
use arbiter_xiangqi::adjudication::{Book, Classified, MoveClass};
use arbiter_xiangqi::notation::{CoordDialect, parse_coord};
use arbiter_xiangqi::{Position, Square};

fn class_of(fen: &str, mv: &str) -> Classified {
    let before = Position::from_fen(fen).unwrap();
    let m = parse_coord(mv, CoordDialect::Iccs).unwrap();
    let mut after = before.clone();
    after.play(m).unwrap();
    Classifier::new(3, false).classify(&before, m, &after, None)
}

fn sq(s: &str) -> Square {
    Square::parse(s, false).unwrap()
}

#[test]
fn direct_chase_of_an_unprotected_piece() {
    let c = class_of("4k4/9/9/9/n8/9/9/9/9/1R1K5 w - - 0 1", "b0a0");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("a5")]);
    assert_eq!(c.chasers, vec![sq("a0")]);
    assert!(!c.soft);
}

#[test]
fn discovered_attack_is_a_chase() {
    // The horse leaves a2 and uncovers the chariot on a0 against the horse on a6.
    let c = class_of("4k4/9/9/n8/9/9/9/N8/9/R2K5 w - - 0 1", "a2b4");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("a6")]);
    assert_eq!(c.chasers, vec![sq("a0")]);
}

#[test]
fn exchange_that_wins_material_is_a_chase() {
    // A horse attacking a protected chariot still wins material (N for R).
    let c = class_of("4k4/9/1n7/9/2r6/9/9/9/2N6/3K5 w - - 0 1", "c1b3");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("c5")]);
}

#[test]
fn protected_equal_piece_is_not_chased() {
    // A horse attacking a horse protected by a chariot: the exchange gains nothing.
    let c = class_of("4k4/9/2r6/9/2n6/9/9/9/2N6/3K5 w - - 0 1", "c1b3");
    assert_ne!(c.class, MoveClass::Chase, "{c:?}");
}

#[test]
fn pinned_protector_is_a_false_root() {
    // The black chariot e7 would protect the horse d7, but it is pinned against its general by
    // the red chariot e1: the chase is real.
    let pinned = class_of("4k4/9/3nr4/9/9/9/9/9/R3R4/3K5 w - - 0 1", "a1a7");
    assert_eq!(pinned.class, MoveClass::Chase, "{pinned:?}");
    assert_eq!(pinned.chased, vec![sq("d7")]);
    // Without the pin the protection holds: R for N loses material, no chase.
    let free = class_of("4k4/9/3nr4/9/9/9/9/9/R8/3K5 w - - 0 1", "a1a7");
    assert_ne!(free.class, MoveClass::Chase, "{free:?}");
    // Ruling R5 (CXA 28.16: a false root is no root): the chase of a piece whose only root is
    // pinned is a plain chase of an unprotected piece (长捉无根子), not a joint one.
    assert!(!pinned.soft, "{pinned:?}");
}

/// Ruling R5 with the pin of the book's 参考图49 kind: the only protector is the leg of a
/// horse that would check the general (the black chariot f8 blocks the red horse g8 from e9),
/// so it cannot take back on f5: the chariot's attack on the horse is a plain chase.
#[test]
fn a_root_pinned_by_a_horses_leg_is_no_root() {
    let c = class_of("3ak4/5rNP1/9/9/5n3/R8/9/9/9/3K5 w - - 0 1", "a4a5");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("f5")]);
    assert!(!c.soft, "{c:?}");
}

#[test]
fn two_independent_attackers_make_a_plain_chase() {
    // Horse d7 protected once (chariot e7), attacked twice from independent lines (chariots a7
    // and d0 after the move): the complete exchange wins it, a plain chase (CXA 图30 variation).
    let c = class_of("4k4/9/3nr4/9/9/9/9/9/R3A4/3RK4 w - - 0 1", "a1a7");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert!(!c.soft, "{c:?}");
}

#[test]
fn chariot_and_cannon_together_make_a_soft_chase() {
    // The chariot steps in front of its cannon: the cannon takes the protected horse over it and
    // the chariot takes back — 车炮联合捉子, which does not make its side the violator against a
    // plain chase (CXA 图10, 图28).
    let c = class_of("4k4/9/3nr4/9/9/9/9/R4A3/5K3/3C5 w - - 0 1", "a2d2");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("d7")]);
    assert!(c.soft, "{c:?}");
}

#[test]
fn soldiers_and_generals_chase_by_themselves_without_penalty() {
    // A crossed red soldier steps next to an unprotected black horse: idle (兵本身允许长捉).
    let c = class_of("4k4/9/9/1n7/P8/9/9/9/9/3K5 w - - 0 1", "a5a6");
    assert_ne!(c.class, MoveClass::Chase, "{c:?}");
}

#[test]
fn uncrossed_soldiers_are_not_chase_targets() {
    // The chariot comes to attack an uncrossed black soldier: no material value, no chase.
    let c = class_of("4k4/9/9/p8/9/9/9/9/9/1R1K5 w - - 0 1", "b0a0");
    assert_ne!(c.class, MoveClass::Chase, "{c:?}");
    let crossed = Position::from_fen("4k4/9/9/9/9/9/9/9/9/p2K5 b - - 0 1").unwrap();
    assert_eq!(value(crossed.piece_at(sq("a0")).unwrap(), sq("a0")), 4);
}

#[test]
fn check_and_mate_threat_classes() {
    let c = class_of("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a0a9");
    assert_eq!(c.class, MoveClass::Check);
    assert!(c.chased.is_empty(), "a lone check chases nothing: {c:?}");
    // The rule book's 杀 without check: 参考图30's first move threatens mate by continuous
    // checks (read from the case file, so the test cannot drift from the data).
    let v: serde_json::Value =
        serde_json::from_str(&crate::data::read("qili_reference_diagrams.json")).unwrap();
    let case = v["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "CXA-参考图30")
        .unwrap();
    assert_eq!(case["labels_first_cycle"][0], "杀");
    let c = class_of(
        case["fen"].as_str().unwrap(),
        case["moves"][0].as_str().unwrap(),
    );
    assert_eq!(c.class, MoveClass::MateThreat, "{c:?}");
    // Its answer, following the mating piece, is no attack (the book's 闲; our 跟).
    let before = Position::from_fen(case["fen"].as_str().unwrap()).unwrap();
    let mut mid = before.clone();
    mid.play(parse_coord(case["moves"][0].as_str().unwrap(), CoordDialect::Iccs).unwrap())
        .unwrap();
    let reply = parse_coord(case["moves"][1].as_str().unwrap(), CoordDialect::Iccs).unwrap();
    let mut after = mid.clone();
    after.play(reply).unwrap();
    let first = parse_coord(case["moves"][0].as_str().unwrap(), CoordDialect::Iccs).unwrap();
    let c = Classifier::new(3, false).classify(&mid, reply, &after, Some(first));
    assert!(!c.class.is_attack(), "{c:?}");
}

#[test]
fn blocking_a_mating_line_is_a_block() {
    // CXA 图07: the red cannon on h0 threatens mate up the h-file; the black chariot steps into
    // the file (it seems to attack the cannon, but cannot leave the line): 拦.
    let mut before =
        Position::from_fen("2bak1c2/4aRN1r/4b4/9/9/9/3pp4/2n1B4/9/2B1K3C w - - 0 1").unwrap();
    before
        .play(parse_coord("i0h0", CoordDialect::Iccs).unwrap())
        .unwrap();
    let m = parse_coord("i8h8", CoordDialect::Iccs).unwrap();
    let mut after = before.clone();
    after.play(m).unwrap();
    let c = Classifier::new(4, false).classify(&before, m, &after, None);
    assert_eq!(c.class, MoveClass::Block, "{c:?}");
}

#[test]
fn a_defensive_follow_is_not_a_chase() {
    // CXA 图18: the general steps d9→e9 out of check, the chariot follows d4→e4 to hold the
    // e-file (which parries black's mate); the elephant it attacks on the way is incidental: 跟.
    let mut pos = Position::from_fen("3k1a3/4a4/b3b4/9/9/4R4/4n4/3Ar4/3KA4/9 w - - 0 1").unwrap();
    for m in ["e4d4", "d9e9"] {
        pos.play(parse_coord(m, CoordDialect::Iccs).unwrap())
            .unwrap();
    }
    let prev = parse_coord("d9e9", CoordDialect::Iccs).unwrap();
    let m = parse_coord("d4e4", CoordDialect::Iccs).unwrap();
    let mut after = pos.clone();
    after.play(m).unwrap();
    let c = Classifier::new(4, false).classify(&pos, m, &after, Some(prev));
    assert_eq!(c.class, MoveClass::Follow, "{c:?}");
    // Without the step it follows, the same move is a chase of the elephant.
    let c = Classifier::new(4, false).classify(&pos, m, &after, None);
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("e7")]);
}

#[test]
fn an_escape_that_exposes_a_piece_elsewhere_is_weighed_in_full() {
    // CXA 图12: the black rook could take the pawn g9 only at the cost of the cannon its
    // capture abandons; once the cannon steps out of the red chariot's file, the pawn is won.
    let c = class_of("3k2P2/P3a4/6rc1/7R1/9/9/9/B3B4/4A4/4KA3 b - - 0 1", "h7i7");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("g9")]);
}

#[test]
fn a_crossed_soldier_floats_up_to_a_horse() {
    // CXA 图22: the chariot comes to attack the crossed soldier; taking it would leave the horse
    // b6 (which the chariot protects) to the black chariot — soldier for horse, an even trade
    // because the soldier's value floats (兵卒价值浮动): still a chase (做根子捉子, 26.5).
    let c = class_of(
        "2b1kr3/1r2a4/4ba3/1N1R5/9/4p4/9/4B4/4A4/3AK1B2 w - - 0 1",
        "d6e6",
    );
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("e4")]);
    // A soldier on the last rank can only step sideways and does not float (CXA 图12): the
    // black chariot taking it while its cannon hangs to the red chariot loses material, so the
    // soldier is no target until the cannon is safe.
    let hanging = Position::from_fen("3k2P2/P3a4/6rc1/7R1/9/9/9/B3B4/4A4/4KA3 b - - 0 1").unwrap();
    let found = threats(&hanging, &mut Memo::new());
    assert!(found.iter().all(|t| t.target != sq("g9")), "{found:?}");
    let safe = Position::from_fen("3k2P2/P3a4/6r1c/7R1/9/9/9/B3B4/4A4/4KA3 b - - 0 1").unwrap();
    let found = threats(&safe, &mut Memo::new());
    assert!(found.iter().any(|t| t.target == sq("g9")), "{found:?}");
}

#[test]
fn winning_a_piece_by_a_discovered_check_is_a_chase() {
    // The chariot lines up behind its horse on the general's file: next move the horse jumps
    // with a discovered check and the black chariot h7 falls whatever the reply (抽将) — a
    // chase created by the quiet chariot move.
    let c = class_of("4k4/9/7r1/9/9/4N4/9/9/9/R4K3 w - - 0 1", "a0e0");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    // The chariot is lost where it stands (h7) or where it interposes (e7).
    assert!(c.chased.contains(&sq("h7")), "{c:?}");
}

#[test]
fn a_recapture_that_faces_the_generals_is_a_false_root() {
    // The advisor e8 guards the horse d7, but leaving e8 would open the e-file between the
    // generals: the chariot's attack is a chase.
    let pinned = class_of("4k4/4a4/3n5/9/9/9/9/9/R8/4K4 w - - 0 1", "a1d1");
    assert_eq!(pinned.class, MoveClass::Chase, "{pinned:?}");
    assert_eq!(pinned.chased, vec![sq("d7")]);
    // With the red general off the e-file the advisor's recapture is real: no chase.
    let free = class_of("4k4/4a4/3n5/9/9/9/9/9/R8/5K3 w - - 0 1", "a1d1");
    assert_ne!(free.class, MoveClass::Chase, "{free:?}");
}

#[test]
fn what_the_general_would_win_after_an_even_trade_is_no_chase() {
    // The red horse could take the cannon d1; the black horse takes back and only the red
    // general, stepping across, would win the horse: the general chases by itself without
    // penalty, so nothing here is a chase (CXA 参考图32).
    let pos = Position::from_fen("4k4/4a4/9/9/9/9/2n6/1N7/3cK4/9 w - - 0 1").unwrap();
    let found = threats(&pos, &mut Memo::new());
    assert!(found.iter().all(|t| t.target != sq("d1")), "{found:?}");
}

/// A move that attacks pieces it does not chase says why, clause by clause: a protected horse,
/// a soldier that has not crossed the river, a like piece (an exchange), an attack the same
/// piece made before the move.
#[test]
fn attacks_that_are_no_chase_say_why() {
    use arbiter_xiangqi::adjudication::qili::not_chased::NotChaseReason as R;
    let reason = |c: &Classified, target: &str| {
        c.not_chased
            .iter()
            .find(|n| n.target == sq(target))
            .map(|n| n.reason)
    };
    // The chariot's step to c4 attacks the horse on c7, which the chariot on c9 protects.
    let c = class_of("2r1k4/4a4/2n6/9/9/1R7/9/9/9/5K3 w", "b4c4");
    assert_eq!(c.class, MoveClass::Idle, "{:?}", c.clauses);
    assert_eq!(reason(&c, "c7"), Some(R::Protected), "{:?}", c.clauses);
    assert!(
        R::Protected
            .article()
            .cite_in(Book::Cxa)
            .starts_with("CXA 24.3"),
        "{:?}",
        c.clauses
    );
    // An uncrossed soldier has no value to win.
    let c = class_of("4k4/4a4/9/2p6/9/1R7/9/9/9/5K3 w", "b4c4");
    assert_eq!(
        reason(&c, "c6"),
        Some(R::UncrossedSoldier),
        "{:?}",
        c.clauses
    );
    // A chariot facing a chariot offers an exchange.
    let c = class_of("4k4/4a4/2r6/9/9/1R7/9/9/9/5K3 w", "b4c4");
    assert_eq!(reason(&c, "c7"), Some(R::LikePieces), "{:?}", c.clauses);
    // The cannon on a0 attacked the horse on a7 (over the soldier) before the general's step.
    let c = class_of("4k4/4a4/n8/9/P8/9/9/9/9/C4K3 w", "f0f1");
    assert_eq!(reason(&c, "a7"), Some(R::NotNew), "{:?}", c.clauses);
}

/// A chase says why it is one, clause by clause: for each chased piece how it is won, then how
/// the move made the threat, each with its article.
#[test]
fn a_chase_says_why_clause_by_clause() {
    use arbiter_xiangqi::adjudication::Article;
    use arbiter_xiangqi::adjudication::qili::clause::ClauseKind as K;
    let chain = |c: &Classified| -> Vec<(K, Vec<Square>)> {
        c.clauses
            .iter()
            .map(|k| (k.kind, k.squares.clone()))
            .collect()
    };
    // The chariot steps onto the horse's rank: won outright, and threatened by nothing before.
    let c = class_of("4k4/9/9/9/n8/9/9/9/9/1R1K5 w - - 0 1", "b0a0");
    assert_eq!(
        chain(&c),
        vec![
            (K::WinsMaterial, vec![sq("a5"), sq("a0")]),
            (K::NewTarget, vec![sq("a5")]),
        ]
    );
    assert_eq!(c.clauses[0].article, Article::Chase);
    assert_eq!(c.clauses[1].article, Article::ChaseIsNew);
    // A second chariot joins the attack on a horse the first already wins: the new attacker
    // makes the chase new.
    let c = class_of("4k4/9/9/9/n8/9/9/9/9/R2K1R3 w - - 0 1", "f0f5");
    assert_eq!(c.class, MoveClass::Chase, "{:?}", c.clauses);
    assert_eq!(c.clauses[1].kind, K::NewAttacker, "{:?}", c.clauses);
    assert_eq!(c.clauses[1].squares, vec![sq("a5"), sq("f5")]);
    // A check names its checker; a quiet move is idle for want of anything else.
    let c = class_of("4k4/9/9/9/9/9/9/9/9/R4K3 w - - 0 1", "a0e0");
    assert_eq!(chain(&c), vec![(K::GivesCheck, vec![sq("e0")])]);
    let c = class_of("4k4/9/9/9/9/9/9/9/9/R4K3 w - - 0 1", "a0a1");
    assert_eq!(chain(&c), vec![(K::NothingElse, vec![])]);
}

/// Under AXF a move that threatens mate and chases is judged a chase, and its clauses say so
/// (the example: the rook chases the unprotected cannon with a mate in reserve).
#[test]
fn a_chase_judged_the_forbidden_way_says_so() {
    use arbiter_xiangqi::adjudication::qili::clause::ClauseKind as K;
    use arbiter_xiangqi::adjudication::{Profile, ProfileKind};
    let before = Position::from_fen("5k3/9/2c6/9/9/1R7/9/9/9/4K4 w").unwrap();
    let m = parse_coord("b4c4", CoordDialect::Iccs).unwrap();
    let mut after = before.clone();
    after.play(m).unwrap();
    let profile = Profile::new(ProfileKind::Axf);
    let c = Classifier::for_profile(&profile).classify(&before, m, &after, None);
    let kinds: Vec<K> = c.clauses.iter().map(|k| k.kind).collect();
    assert_eq!(
        kinds,
        vec![K::WinsMaterial, K::NewTarget, K::JudgedForbiddenWay],
        "{:?}",
        c.clauses
    );
    // Under CXA the mate threat is forbidden too, and 杀 comes first.
    let cxa = Profile::new(ProfileKind::Cxa);
    let c = Classifier::for_profile(&cxa).classify(&before, m, &after, None);
    assert_eq!(c.class, MoveClass::MateThreat, "{:?}", c.clauses);
    assert_eq!(c.clauses[0].kind, K::ThreatensMate);
}

/// Ruling R8 (seed 002 二.1(一): "要吃未过河的兵、卒，不算捉子"): an uncrossed soldier is never
/// chased, not through a check either. The chariot's move sets up 车六进六 with check, after which
/// it could take the black soldier still on its own half: idle, and the soldier is listed as not
/// chased. Both colours: the mirrored position with Black to move answers the same.
#[test]
fn an_uncrossed_soldier_won_by_a_check_is_not_chased() {
    use arbiter_xiangqi::adjudication::qili::not_chased::NotChaseReason as R;
    for (fen, mv, soldier) in [
        ("3k5/9/9/6p2/9/9/9/9/9/1R3K3 w - - 0 1", "b0b6", "g6"),
        ("1r3k3/9/9/9/9/9/6P2/9/9/3K5 b - - 0 1", "b9b3", "g3"),
    ] {
        let c = class_of(fen, mv);
        assert_eq!(c.class, MoveClass::Idle, "{fen}: {c:?}");
        assert!(c.chased.is_empty(), "{fen}: {c:?}");
        assert!(
            c.not_chased
                .iter()
                .any(|n| n.target == sq(soldier) && n.reason == R::UncrossedSoldier),
            "{fen}: {c:?}"
        );
    }
    // Across the river the soldier is material: the same kind of move chases it.
    let c = class_of("3k5/9/9/9/9/6p2/9/9/9/1R3K3 w - - 0 1", "b0b4");
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
}

/// 棋例图16 (CXA): "红方一将一抽车" — the chariot's retreat threatens the check that uncovers the
/// cannon over the advisor and takes the chariot; the uncrossed soldier it takes on the way is no
/// target of its own (ruling R8): the chase is of the chariot on d6.
#[test]
fn diagram_16_chases_the_chariot_not_the_soldier() {
    let c = class_of(
        "3a1k3/4a4/3cb4/P2rp2R1/6b2/9/9/5C3/4A4/4KA3 w - - 0 1",
        "h6h9",
    );
    assert_eq!(c.class, MoveClass::Check, "{c:?}");
    let before =
        Position::from_fen("3a1k3/4a4/3cb4/P2rp2R1/6b2/9/9/5C3/4A4/4KA3 w - - 0 1").unwrap();
    let mut pos = before.clone();
    for mv in ["h6h9", "f9f8"] {
        pos.play(parse_coord(mv, CoordDialect::Iccs).unwrap())
            .unwrap();
    }
    let m = parse_coord("h9h6", CoordDialect::Iccs).unwrap();
    let mut after = pos.clone();
    after.play(m).unwrap();
    let c = Classifier::new(3, false).classify(&pos, m, &after, None);
    assert_eq!(c.class, MoveClass::Chase, "{c:?}");
    assert_eq!(c.chased, vec![sq("d6")], "{c:?}");
}
