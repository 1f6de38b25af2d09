//! The AXF profile on positions built for the Asian rules' articles (not their diagrams, whose
//! positions are images): each test names the rule it reads and checks the verdict under AXF,
//! and under CXA where the two books differ.

use arbiter::api::xiangqi::texts::{ply_clause_text, ply_note};
use arbiter::i18n::Locale;
use arbiter::xiangqi::PieceKind;
use arbiter::xiangqi::adjudication::qili::clause::ClauseKind;
use arbiter::xiangqi::adjudication::qili::not_chased::NotChaseReason;
use arbiter::xiangqi::adjudication::{
    Classified, MoveClass, Outcome, Profile, ProfileKind, Verdict, adjudicate,
};
use arbiter::xiangqi::notation::{CoordDialect, parse_coord};
use arbiter::xiangqi::{Move, Position};

fn judge(fen: &str, moves: &[&str], kind: ProfileKind) -> Verdict {
    judge_with(fen, moves, &Profile::new(kind))
}

fn judge_with(fen: &str, moves: &[&str], profile: &Profile) -> Verdict {
    let start = Position::from_fen(fen).unwrap();
    let mut pos = start.clone();
    let mut line: Vec<Move> = Vec::new();
    for m in moves {
        let mv = parse_coord(m, CoordDialect::Iccs).unwrap();
        pos.play(mv).unwrap_or_else(|e| panic!("{fen} {mv}: {e}"));
        line.push(mv);
    }
    adjudicate(&start, &line, profile, &[])
}

/// Each judged ply's note and clauses in English, as the service words them (for failure
/// messages).
fn notes(v: &Verdict) -> Vec<String> {
    v.plies
        .iter()
        .zip(v.positions.windows(2))
        .filter_map(|(rec, pair)| {
            let c = rec.class.as_ref()?;
            let mut note = ply_note(Locale::En, (&pair[0], &pair[1]), rec, c, v.book);
            for k in &c.clauses {
                note.push_str("; ");
                note.push_str(&ply_clause_text(Locale::En, &pair[1], k, v.book));
            }
            Some(note)
        })
        .collect()
}

/// The judged plies' classifications.
fn classes(v: &Verdict) -> Vec<&Classified> {
    v.plies.iter().filter_map(|p| p.class.as_ref()).collect()
}

/// Under AXF and CXA alike: a draw, and no ply of the judged cycle chases anything.
fn draw_without_chases_in_both_books(fen: &str, moves: &[&str]) {
    for kind in [ProfileKind::Axf, ProfileKind::Cxa] {
        let v = judge(fen, moves, kind);
        assert_eq!(v.outcome, Outcome::Draw, "{kind:?}: {:?}", v.ruling);
        assert!(
            v.plies
                .iter()
                .filter_map(|p| p.class.as_ref())
                .all(|c| c.chased.is_empty()),
            "{kind:?}: {:?}",
            notes(&v)
        );
    }
}

/// The cycle twice over: the start position occurs for the third time after the last move.
fn twice(cycle: &[&'static str]) -> Vec<&'static str> {
    cycle.iter().chain(cycle).copied().collect()
}

/// AXF rule 15: "One or two cannons cannot perpetually chase a rook even if the rook is
/// protected" — and the Asian rules' own examples add: even when the capture would lose a rook.
/// Here the red cannon steps between h6 and h7 and attacks the black chariot each time over a
/// soldier or an elephant, while the chariot steps between b6 and b7, protected by a horse on
/// each square. Taking it opens the h-file: the black chariot on h9 takes the red one on h0 with check and
/// the horse then takes the cannon. Under CXA that capture loses material (得不偿失), so the
/// cannon's moves are idle and the repetition a draw; under AXF they are a perpetual chase.
#[test]
fn a_cannon_attacking_a_chariot_chases_it_under_axf_even_at_a_loss() {
    let fen = "4k2r1/n2na4/1r2b4/4p2C1/9/9/9/9/9/4K2R1 w";
    let moves = twice(&["h6h7", "b7b6", "h7h6", "b6b7"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::BlackWins, "{:?}", axf.ruling);
    assert!(
        classes(&axf)
            .iter()
            .any(|c| c.chased.iter().any(|s| s.to_string() == "b7")
                && c.article.cite_in(axf.book) == "AXF rules 15, 27"),
        "{:?}",
        notes(&axf)
    );
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(cxa.outcome, Outcome::Draw, "{:?}", cxa.ruling);
    // The profile option alone makes the difference.
    let without = Profile {
        chariot_attack_chases: false,
        ..Profile::new(ProfileKind::Axf)
    };
    let axf_by_value = judge_with(fen, &moves, &without);
    assert_eq!(
        axf_by_value.outcome,
        Outcome::Draw,
        "{:?}",
        axf_by_value.ruling
    );
}

/// AXF rule 17: a rook may perpetually chase a protected cannon, and still may if the cannon is
/// protected on one move and not on the other. The red chariot steps between h6
/// and h7 and attacks the black cannon on b6 / b7, which a horse protects on each square (and,
/// in the second line, on b7 only). Both books agree: a draw.
#[test]
fn a_chariot_may_chase_a_protected_cannon() {
    let moves = twice(&["h6h7", "b7b6", "h7h6", "b6b7"]);
    for fen in [
        "3aka3/n2n5/1c7/7R1/9/9/9/9/9/3K5 w",
        "3aka3/3n5/1c7/7R1/9/9/9/9/9/3K5 w",
    ] {
        for kind in [ProfileKind::Axf, ProfileKind::Cxa] {
            let v = judge(fen, &moves, kind);
            assert_eq!(
                v.outcome,
                Outcome::Draw,
                "{fen} {kind:?}: {:?}\n{:?}",
                v.ruling,
                notes(&v)
            );
        }
    }
}

/// AXF rule 32: one piece perpetually chasing two pieces or more is a draw. The
/// red chariot attacks the unprotected black horse from c4 and the unprotected black cannon from
/// g4 in turn while black moves an elephant. Under CXA every red move is a chase (长捉, whatever
/// the target), so red must change; under AXF a perpetual chase must hit one piece.
#[test]
fn one_piece_chasing_two_pieces_in_turn_is_a_draw_under_axf_only() {
    let fen = "3akab2/2n3c2/9/9/9/2R6/9/9/9/3K5 w";
    let moves = twice(&["c4g4", "g9e7", "g4c4", "e7g9"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::Draw, "{:?}", axf.ruling);
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(
        cxa.outcome,
        Outcome::BlackWins,
        "{:?}\n{:?}",
        cxa.ruling,
        notes(&cxa)
    );
}

/// The Asian rules' appendix, "example of non-perpetual chase": each of the rook's moves
/// threatens the cannon, but the cannon neither escapes nor seeks protection — the threat
/// stands all along, so no move makes a chase. The red chariot and the black cannon step up
/// and down the h-file together.
#[test]
fn a_threat_that_stands_all_along_is_no_chase() {
    let fen = "4k4/4a4/7c1/9/9/9/7R1/9/9/4K4 w";
    let moves = twice(&["h3h4", "h7h6", "h4h3", "h6h7"]);
    draw_without_chases_in_both_books(fen, &moves);
}

/// AXF rule 36: "If a move in a perpetual chase is an offer to exchange, it still constitutes a
/// perpetual chase" — its diagram 92: while the red rook offers the exchange of rooks on every
/// move, red's cannons chase the black rook over it. Here the red chariot follows the black
/// one between the c- and d-files (both protected by horses), and the cannon on that file
/// attacks the black chariot over its own: the chariot and the cannon behind it win the black
/// chariot together, every move the same chariot. Under CXA that is a joint chase (车炮联合捉子,
/// a lesser 长打, 26.9), under AXF a plain one. Either way red must change.
#[test]
fn a_chase_behind_an_exchange_offer_is_still_a_chase() {
    let fen = "4k4/2r1a4/n4n3/9/9/3R5/9/1N2N4/2CC5/4K4 w";
    let moves = twice(&["d4c4", "c8d8", "c4d4", "d8c8"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(
        axf.outcome,
        Outcome::BlackWins,
        "{:?}\n{:?}",
        axf.ruling,
        notes(&axf)
    );
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(
        cxa.outcome,
        Outcome::BlackWins,
        "{:?}\n{:?}",
        cxa.ruling,
        notes(&cxa)
    );
    assert!(
        classes(&cxa)
            .iter()
            .any(|c| c.soft && c.article.cite_in(cxa.book).contains("联合捉子")),
        "{:?}",
        notes(&cxa)
    );
}

/// A move that can be judged two ways is judged the forbidden way (AXF: perpetual mate threats
/// are allowed, perpetual chases are not). The red chariot attacks the unprotected black cannon
/// on every move (b4c4 attacks c7, c4b4 attacks b7) while it also keeps a mate by checks in
/// reserve; under AXF each move is a chase and red must change (red loses); under CXA, where
/// 长杀 and 长捉 are both forbidden, red loses too.
#[test]
fn a_chase_that_also_threatens_mate_is_a_chase_under_axf() {
    let fen = "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w";
    let moves = twice(&["b4c4", "c7b7", "c4b4", "b7c7"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(
        axf.outcome,
        Outcome::BlackWins,
        "{:?} {:?}",
        axf.ruling,
        notes(&axf)
    );
    let red: Vec<&Classified> = classes(&axf).into_iter().step_by(2).collect();
    let after = |c: &Classified| {
        let i = axf
            .plies
            .iter()
            .position(|p| p.class.as_ref().is_some_and(|k| std::ptr::eq(k, c)))
            .unwrap();
        axf.positions[i + 1].clone()
    };
    assert!(
        red.iter().all(|&c| c.chased.iter().all(|&s| after(c)
            .piece_at(s)
            .is_some_and(|p| p.kind == PieceKind::Cannon))
            && !c.chased.is_empty()
            && c.clauses
                .iter()
                .any(|k| k.kind == ClauseKind::JudgedForbiddenWay)),
        "{:?}",
        notes(&axf)
    );
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(cxa.outcome, Outcome::BlackWins, "{:?}", cxa.ruling);
}

/// AXF rule 35: two pieces attacking one protected piece do not chase it. The red horse joins
/// the chariot against the black horse on e7, which the elephant protects: either attacker
/// alone wins nothing (the horse trades itself, the chariot loses itself), the two together
/// win the elephant too. CXA counts it a chase (two pieces on independent lines: a plain one);
/// AXF no chase. The option alone makes the difference.
#[test]
fn two_pieces_on_one_protected_piece_are_no_chase_under_axf() {
    use arbiter::xiangqi::adjudication::qili::classify::{Classifier, MoveClass};
    let before = Position::from_fen("2b1k4/9/4n4/9/9/1N7/9/9/4R4/3K5 w").unwrap();
    let m = parse_coord("b4d5", CoordDialect::Iccs).unwrap();
    let mut after = before.clone();
    after.play(m).unwrap();
    let axf = Profile::new(ProfileKind::Axf);
    let cxa = Profile::new(ProfileKind::Cxa);
    let class = |p: &Profile| {
        Classifier::new(p.mate_threat_depth, p.chase_same_piece)
            .with_chariot_attacks(p.chariot_attack_chases)
            .with_joint_attacks(p.joint_attack_chases)
            .classify(&before, m, &after, None)
    };
    let c = class(&cxa);
    assert_eq!(c.class, MoveClass::Chase, "{:?}", c.clauses);
    let a = class(&axf);
    assert_ne!(a.class, MoveClass::Chase, "{:?}", a.clauses);
    let axf_joint = Profile {
        joint_attack_chases: true,
        ..axf.clone()
    };
    assert_eq!(class(&axf_joint).class, MoveClass::Chase);
    // One attacker worth less than the target still chases it under AXF: a horse on a
    // protected chariot (rules 15, 27) — and a lone unprotected target is chased by anything.
    let lone = Position::from_fen("4k4/9/4n4/9/9/9/9/9/3R5/3K5 w").unwrap();
    let m2 = parse_coord("d1e1", CoordDialect::Iccs).unwrap();
    let mut after2 = lone.clone();
    after2.play(m2).unwrap();
    let c2 = Classifier::new(axf.mate_threat_depth, axf.chase_same_piece)
        .with_joint_attacks(false)
        .classify(&lone, m2, &after2, None);
    assert_eq!(c2.class, MoveClass::Chase, "{:?}", c2.clauses);
}

/// `arbiter xiangqi adjudicate`: one verdict line per game line, an error line for a bad one.
#[test]
fn the_adjudicate_command_judges_json_lines() {
    use arbiter::cli_adjudicate::run_adjudicate;
    let input = concat!(
        r#"{"id": 1, "fen": "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w", "moves": ["b4c4","c7b7","c4b4","b7c7","b4c4","c7b7","c4b4","b7c7"]}"#,
        "\n\n",
        r#"{"id": "x", "fen": "5k3/9/2c6/9/9/1R7/9/9/9/4K4 w", "moves": ["b4c5"]}"#,
        "\nnot json\n"
    );
    let mut out = Vec::new();
    let code = run_adjudicate(ProfileKind::Axf, input.as_bytes(), &mut out).unwrap();
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["id"], 1);
    assert_eq!(lines[0]["outcome"], "black_wins");
    assert!(lines[1]["error"].as_str().unwrap().contains("moves[0]"));
    assert!(lines[2]["error"].as_str().unwrap().contains("not a game"));
}

/// Under the AXF profile a ruling cites the Asian rules' own articles — each judged ply's note
/// and the verdict — and under CXA the CXA book's; the class and verdict are the book's own.
#[test]
fn each_book_cites_its_own_articles() {
    use arbiter::xiangqi::adjudication::{Book, ProfileKind as K};
    let start = Position::from_fen("5k3/9/2c6/9/9/1R7/9/9/9/4K4 w").unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for t in [
        "b4c4", "c7b7", "c4b4", "b7c7", "b4c4", "c7b7", "c4b4", "b7c7",
    ] {
        let m = arbiter::xiangqi::notation::parse_coord(t, CoordDialect::Iccs).unwrap();
        pos.play(m).unwrap();
        moves.push(m);
    }
    for (kind, book, prefix) in [(K::Axf, Book::Axf, "(AXF "), (K::Cxa, Book::Cxa, "(CXA ")] {
        let v = adjudicate(&start, &moves, &Profile::new(kind), &[]);
        assert_eq!(v.outcome, Outcome::BlackWins, "{kind:?}: {:?}", v.ruling);
        assert_eq!(v.book, book);
        let notes: Vec<String> = v
            .plies
            .iter()
            .zip(v.positions.windows(2))
            .filter_map(|(rec, pair)| {
                let c = rec.class.as_ref()?;
                Some(ply_note(Locale::En, (&pair[0], &pair[1]), rec, c, v.book))
            })
            .collect();
        assert!(!notes.is_empty());
        for note in notes {
            assert!(
                note.ends_with(')') && note.contains(prefix),
                "{kind:?}: {note}"
            );
        }
        let rule = arbiter::api::xiangqi::ruling_text::ruling_text(Locale::En, kind, &v);
        assert!(rule.contains(prefix), "{kind:?}: {rule}");
    }
}

/// AXF rule 27, a chariot confined by a cannon: the black chariot stands between the red
/// cannon's screen (the soldier on e5) and its own general, so it cannot leave the e-file. "An
/// attack with a Rook on this confined Rook is not considered a sacrifice": it cannot take the
/// red chariot that attacks it from the side, so the attack is no exchange offer but a chase,
/// and red, renewing it every move, must change.
#[test]
fn a_chariot_chasing_a_confined_chariot_must_change() {
    let fen = "4k4/9/4r4/R8/4P4/9/9/4C4/9/3K5 w";
    let moves = twice(&["a6a7", "e7e6", "a7a6", "e6e7"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::BlackWins, "{:?}", axf.ruling);
    // The confined chariot's own steps along its file chase nothing: it cannot capture off it.
    for c in axf
        .plies
        .iter()
        .skip(1)
        .step_by(2)
        .filter_map(|p| p.class.as_ref())
    {
        assert!(c.chased.is_empty(), "{:?}", c.clauses);
    }
}

/// AXF rule 27, second half: "If one of the moves of the confined Rook is protected, this Rook
/// can be perpetually chased" — here the horse on g7 protects e6 and not e7. On e6 the chariot
/// is attacked by the red chariot and, all along, by the cannon behind the screen: two pieces
/// on a protected piece, no chase (rule 35). Red chases every other move only: a draw. The
/// note of the move that does not chase says why.
#[test]
fn a_confined_chariot_protected_on_one_square_may_be_chased() {
    let fen = "4k4/9/4r1n2/R8/4P4/9/9/4C4/9/3K5 w";
    let moves = twice(&["a6a7", "e7e6", "a7a6", "e6e7"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::Draw, "{:?}", axf.ruling);
    let on_e6 = axf.plies[6].class.as_ref().unwrap();
    assert!(on_e6.chased.is_empty(), "{:?}", on_e6.clauses);
    assert!(
        on_e6
            .not_chased
            .iter()
            .any(|n| n.reason == NotChaseReason::SecondAttacker
                && n.reason.article().cite_in(axf.book) == "AXF rule 35"),
        "{:?}",
        on_e6.not_chased
    );
    // Under CXA the chariot and the cannon win the chariot on e6 together (the horse that takes
    // back falls to the cannon): a chase on both squares.
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(cxa.outcome, Outcome::BlackWins, "{:?}", cxa.ruling);
}

/// AXF rule 27, first sentence: "the Rook's move within this line cannot be considered a
/// chase". The confined black chariot steps along the e-file onto the rank of a red cannon
/// that has nothing to protect it; it could never take it (the step off the file would expose
/// its general), so neither side chases and the repetition is a draw in both books.
#[test]
fn a_confined_chariot_moving_along_its_line_chases_nothing() {
    let fen = "4k4/9/4r4/1C7/4P4/9/9/4C4/9/3K5 w";
    let moves = twice(&["b6b7", "e7e6", "b7b6", "e6e7"]);
    draw_without_chases_in_both_books(fen, &moves);
}

/// A standing attack is no new chase (AXF: a chase is the threat a move makes; the appendix's
/// "non-perpetual chase" — the attacked piece neither flees nor is protected). The red cannon
/// steps back and forth along its own file behind the same screen and attacks the unprotected
/// horse on b8 from both squares: the attack stood before each step, so no step chases it, in
/// either book.
#[test]
fn a_cannon_stepping_behind_the_same_screen_makes_no_new_chase() {
    let fen = "3ak4/1n2a4/9/9/1P7/9/9/1C7/9/3K5 w";
    let moves = twice(&["b2b1", "e8f7", "b1b2", "f7e8"]);
    for kind in [ProfileKind::Axf, ProfileKind::Cxa] {
        let v = judge(fen, &moves, kind);
        assert_eq!(v.outcome, Outcome::Draw, "{kind:?}: {:?}", v.ruling);
        let red = v.plies[4].class.as_ref().unwrap();
        assert!(red.chased.is_empty(), "{kind:?}: {:?}", red.clauses);
        assert!(
            red.not_chased
                .iter()
                .any(|n| n.reason == NotChaseReason::NotNew),
            "{kind:?}: {:?}",
            red.not_chased
        );
    }
}

/// A win by check (抽将) is a chase under CXA 24.3 ("包括从下一着开始运用连续照将…的手段") and
/// not under the Asian rules, whose chase threatens a capture in the next move (AXF terms:
/// chase). A cycle cut from a master game (CCPD 03813): the black horse on g3 chases the
/// elephant on e2, whose root on c0 is pinned by the cannon on b0; back on e4 it attacks no
/// piece and only threatens to win one by a check. Black chases every other move under AXF (a
/// draw), every move under CXA (black must change).
#[test]
fn a_win_by_check_is_a_chase_under_cxa_only() {
    let fen = "1NC1ka3/4a4/9/9/4p4/2B1n4/8P/9/1p7/1cBAK4 w";
    let moves = twice(&["c4e2", "e4g3", "e2c4", "g3e4"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::Draw, "{:?}", axf.ruling);
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(cxa.outcome, Outcome::RedWins, "{:?}", cxa.ruling);
}

/// The Asian chase is an attack on a piece (AXF terms: chase): an attack that stood before the
/// move, on a piece already unprotected against it, is no new chase, whatever the move changed
/// in the exchange that would follow. Two cycles cut from master games:
/// - CCPD 02307: the black chariot steps f3–d3 (attacking the crossed soldier on d7, a chase)
///   and back to f3, from where the cannon on f7 attacks that soldier as it did all along —
///   only the follow-up exchange changed. Black chases every other move: a draw under AXF;
///   under CXA the complete exchange makes the second step a chase too (black must change).
/// - CCPD 03396: red's advisor steps are forced (one parries a mate threat, one answers a
///   check); each makes the horse's standing attack on the unprotected elephant on g5 safe,
///   which is no new chase under AXF.
#[test]
fn a_standing_attack_on_an_unprotected_piece_is_no_new_chase_under_axf() {
    let fen = "5kb2/4a4/b2PCc3/1NR6/4P3p/6p2/5r3/4B4/4A4/3AK1B2 b";
    let moves = twice(&["f3d3", "e1f0", "d3f3", "f0e1"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::Draw, "{:?}", axf.ruling);
    let cxa = judge(fen, &moves, ProfileKind::Cxa);
    assert_eq!(cxa.outcome, Outcome::RedWins, "{:?}", cxa.ruling);

    let fen = "3k1a3/4a4/2P4N1/1P1P5/4P1b2/4c4/5p3/4n4/4A4/4KA3 b";
    let moves = twice(&["e4g4", "e1d0", "g4e4", "d0e1"]);
    let axf = judge(fen, &moves, ProfileKind::Axf);
    assert_eq!(axf.outcome, Outcome::Draw, "{:?}", axf.ruling);
    assert!(
        axf.plies
            .iter()
            .skip(1)
            .step_by(2)
            .filter_map(|p| p.class.as_ref())
            .all(|c| c.chased.is_empty()),
        "{:?}",
        notes(&axf)
    );
}

/// CXA 26.1.2 turns into 闲 what a general's move answering a check creates; a general's
/// evasion that attacks nothing is plain 闲 and cites the article for 闲 (24.8), not 26.1.2.
/// The API guide's showcase (`docs/API.md`): the chariot checks from d1 and e1 in turn, the general steps aside.
#[test]
fn a_general_evasion_that_attacks_nothing_cites_the_idle_article() {
    use arbiter::xiangqi::adjudication::Article;
    let fen = "3k5/9/9/9/9/9/9/9/4R4/5K3 w";
    let moves = twice(&["e1d1", "d9e9", "d1e1", "e9d9"]);
    let v = judge(fen, &moves, ProfileKind::Cxa);
    for c in v
        .plies
        .iter()
        .skip(1)
        .step_by(2)
        .filter_map(|p| p.class.as_ref())
    {
        assert_eq!(c.article, Article::Idle, "{:?}", c.clauses);
    }
}

/// Every committed disagreement with Fairy-Stockfish carries a reading, and where the reading
/// says Arbiter is right, Arbiter still judges the cycle as recorded: a later change that flips
/// one of them must face its reading.
#[test]
fn the_read_disagreements_with_fairy_stockfish_keep_their_verdicts() {
    let rows =
        crate::data::json_lines_of(&crate::data::read_xiangqi("axf_fsf_disagreements.jsonl"));
    assert!(rows.len() >= 7, "{}", rows.len());
    for row in rows {
        let reading = &row["reading"];
        let who = reading["who"].as_str().unwrap();
        assert!(["arbiter", "fsf", "open"].contains(&who), "{row}");
        assert!(reading["why"].as_str().unwrap().len() > 40, "{row}");
        if who != "arbiter" {
            continue;
        }
        let moves: Vec<&str> = row["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        let v = judge(row["fen"].as_str().unwrap(), &moves, ProfileKind::Axf);
        let expected = match row["arbiter"].as_str().unwrap() {
            "red_wins" => Outcome::RedWins,
            "black_wins" => Outcome::BlackWins,
            _ => Outcome::Draw,
        };
        assert_eq!(
            v.outcome, expected,
            "{} {}: {:?}",
            row["source"], row["seed"], v.ruling
        );
    }
}

/// Ruling R4 (AXF appendix: a piece that "does not try to escape or seek for protection" is
/// not perpetually chased): the advisor on d9 is attacked by Red's chariot and cannon in turn
/// while Black shuttles an elephant elsewhere — a draw. Against it, the book's diagram 39 (as
/// Fairy-Stockfish's test has it): the chased chariot, pinned, is defended after every attack
/// by an advisor stepping into the line — a perpetual chase, the chaser loses.
#[test]
fn ruling_r4_a_piece_left_attacked_is_not_perpetually_chased() {
    let never_defended = judge(
        "2bak1b2/3Ra4/8n/2N1R3p/6p2/2P6/5r3/3C1A3/4K4/2c3r2 b - - 0 1",
        &[
            "c9a7", "e6d6", "a7c9", "d6e6", "c9a7", "e6d6", "a7c9", "d6e6",
        ],
        ProfileKind::Axf,
    );
    assert_eq!(
        never_defended.outcome,
        Outcome::Draw,
        "{:?}",
        never_defended.ruling
    );
    let defended = judge(
        "5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w - - 0 1",
        &[
            "e1f0", "h3h1", "f0e1", "h1h3", "e1f0", "h3h1", "f0e1", "h1h3",
        ],
        ProfileKind::Axf,
    );
    assert_eq!(defended.outcome, Outcome::RedWins, "{:?}", defended.ruling);
}

/// Ruling R3 (AXF rule 12, diagram 13: "not a perpetual chase (Red checked)"): the chasing
/// side checks every other move — one check plus one chase is no perpetual chase: a draw.
#[test]
fn ruling_r3_one_check_one_chase_is_a_draw() {
    let v = judge(
        "3k1ab1C/2N1a4/9/p1N6/6n2/2B1n1c2/r7P/1R7/9/3AKA3 b - - 0 1",
        &[
            "e4d2", "e0e1", "d2e4", "e1e0", "e4d2", "e0e1", "d2e4", "e1e0",
        ],
        ProfileKind::Axf,
    );
    assert_eq!(v.outcome, Outcome::Draw, "{:?}", v.ruling);
}

/// The class of `mv` played in `fen` under `profile`.
fn class_under(
    fen: &str,
    mv: &str,
    profile: &Profile,
) -> arbiter::xiangqi::adjudication::Classified {
    use arbiter::xiangqi::adjudication::qili::classify::Classifier;
    let before = Position::from_fen(fen).unwrap();
    let m = parse_coord(mv, CoordDialect::Iccs).unwrap();
    let mut after = before.clone();
    after.play(m).unwrap();
    Classifier::for_profile(profile).classify(&before, m, &after, None)
}

/// Ruling R1 (AXF: protected means a real root — some piece can legally take back — with no
/// exchange-balance test): the elephant that steps up to attack a chariot the horse on g3 takes
/// back chases nothing under AXF, though the trade would win 14 half-points; under CXA, where the
/// complete exchange decides (CXA 24.3), the same move chases the chariot.
#[test]
fn ruling_r1_a_rooted_piece_is_protected_whatever_the_trade() {
    let fen = "5k3/9/9/9/9/9/6n2/B3r4/9/3K5 w - - 0 1";
    let axf = class_under(fen, "a2c4", &Profile::new(ProfileKind::Axf));
    assert_eq!(axf.class, MoveClass::Idle, "{axf:?}");
    assert!(
        axf.not_chased
            .iter()
            .any(|n| n.reason == NotChaseReason::Protected),
        "{axf:?}"
    );
    let cxa = class_under(fen, "a2c4", &Profile::new(ProfileKind::Cxa));
    assert_eq!(cxa.class, MoveClass::Chase, "{cxa:?}");
    // The option is the profile's: AXF with protection by exchange judges as CXA does.
    let mut by_exchange = Profile::new(ProfileKind::Axf);
    by_exchange.protected_by_root = false;
    assert_eq!(
        class_under(fen, "a2c4", &by_exchange).class,
        MoveClass::Chase
    );
}

/// Ruling R2: the chariot on b5 attacks the unprotected horse on g5, but taking it leaves the
/// b-file to Black's chariot, which then mates on b0 (the other chariot holds rank 1). CXA 29.4:
/// such a capture wins nothing — no chase. AXF (the text is silent; `captureAnsweredByMateIsChase`
/// defaults to true): an unprotected piece attacked is chased. Both colours.
#[test]
fn ruling_r2_a_capture_answered_by_mate() {
    for (fen, mv) in [
        ("1r3k3/9/9/9/6n2/1R7/9/9/r8/4K4 w - - 0 1", "b4b5"),
        ("4k4/R8/9/9/1r7/6N2/9/9/9/1R3K3 b - - 0 1", "b5b4"),
    ] {
        let axf = class_under(fen, mv, &Profile::new(ProfileKind::Axf));
        assert_eq!(axf.class, MoveClass::Chase, "{fen}: {axf:?}");
        // Under CXA the chariot facing Black's is an exchange offer besides; the horse is no
        // target either way.
        let cxa = class_under(fen, mv, &Profile::new(ProfileKind::Cxa));
        assert_ne!(cxa.class, MoveClass::Chase, "{fen}: {cxa:?}");
        let mut off = Profile::new(ProfileKind::Axf);
        off.capture_answered_by_mate_chases = false;
        let off = class_under(fen, mv, &off);
        assert_ne!(off.class, MoveClass::Chase, "{fen}: {off:?}");
        assert!(off.chased.is_empty(), "{fen}: {off:?}");
    }
}
