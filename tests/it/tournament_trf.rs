//! TRF reading and writing: TRF-2026 records and the JaVaFo/bbpPairings extensions, byte-stable
//! round trips, prohibited pairs and acceleration through the pairing engine.

use std::collections::HashMap;

use arbiter::api::tournament::{pair_swiss_round, parse_trf, write_trf};
use arbiter::pb::tournament::v1 as pb;
use arbiter::tournament::acceleration::virtual_points;
use arbiter::tournament::model::{Acceleration, Colour, RoundKind};
use arbiter::tournament::swiss::dutch::pair_next_round;
use arbiter::tournament::trf;
use arbiter::tournament::trf_document::Document;

use crate::data;

fn corpus() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in ["swiss", "swiss/random"] {
        let Ok(entries) = std::fs::read_dir(data::tournament_path(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if name.ends_with(".trf") {
                let rel = format!("{dir}/{name}");
                out.push((rel.clone(), data::read_tournament(&rel)));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_corpus_file_writes_back_byte_for_byte() {
    let files = corpus();
    assert!(files.len() > 200, "corpus missing: {}", files.len());
    for (name, text) in &files {
        let (doc, t) = Document::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&doc.write(&t), text, "{name}");
        // Through the API: ParseTrf, then WriteTrf into the same file.
        let parsed = parse_trf(
            &arbiter::api::Call::default(),
            pb::ParseTrfRequest { trf: text.clone() },
        )
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let written = write_trf(
            &arbiter::api::Call::default(),
            pb::WriteTrfRequest {
                event: parsed.event,
                base_trf: text.clone(),
            },
        )
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(&written.trf, text, "{name} through ParseTrf/WriteTrf");
    }
}

/// A 001 line with the TRF-16 columns filled.
fn line001(id: u32, rating: u32, blocks: &str) -> String {
    let score = blocks.matches(" 1").count();
    format!(
        "001 {id:>4} m    Player {id:<26} {rating:>4} CHN {:>11} 1990/01/01 {:>4} {id:>4}{blocks}",
        10_000 + id,
        format!("{score}.0")
    )
}

fn trf2026() -> String {
    let mut lines = vec!["012 Spring open".to_string()];
    for id in 1..=8u32 {
        lines.push(line001(id, 2500 - 10 * id, ""));
    }
    lines.extend(
        [
            "XXR 5",
            "192 FIDE_DUTCH_2025_BAKU",
            "152 B",
            "260   1   3    1    5",
            "XXP    2    6    7",
            "240 H   1    8",
            "102 Chief arbiter: Li",
        ]
        .map(str::to_string),
    );
    lines.join("\n") + "\n"
}

#[test]
fn trf_2026_records_are_read() {
    let t = trf::parse(&trf2026()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.acceleration, Acceleration::Baku);
    assert_eq!(t.initial_colour, Some(Colour::Black));
    assert_eq!(t.prohibited.len(), 2);
    assert_eq!(
        (t.prohibited[0].first_round, t.prohibited[0].last_round),
        (1, 3)
    );
    assert_eq!(t.prohibited[1].players, vec![2, 6, 7]);
    assert_eq!(t.prohibited[1].last_round, 5);
    assert_eq!(t.players[&8].rounds[0].kind, RoundKind::HalfBye);
    // Baku with 8 players and 5 rounds: GA = 2 x ceil(8/4) = 4; 3 accelerated rounds, the
    // first 2 with a full point.
    assert_eq!(virtual_points(&t, 4, 0), 2);
    assert_eq!(virtual_points(&t, 5, 0), 0);
    assert_eq!(virtual_points(&t, 1, 2), 1);
    assert_eq!(virtual_points(&t, 1, 3), 0);
}

#[test]
fn trf_2026_round_trips_and_the_writer_keeps_the_rules() {
    let text = trf2026();
    let (doc, t) = Document::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(doc.write(&t), text);
    // The plain writer writes the rules as records that read back to the same event.
    let again = trf::parse(&trf::write(&t, &HashMap::new())).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.acceleration, t.acceleration);
    assert_eq!(again.prohibited, t.prohibited);
    assert_eq!(again.virtual_points, t.virtual_points);
    assert_eq!(again.initial_colour, t.initial_colour);
    assert_eq!(again.players, t.players);
    // A changed rule rewrites the rule records and keeps every other line.
    let mut changed = t.clone();
    changed.prohibited.pop();
    let out = doc.write(&changed);
    assert!(!out.contains("XXP"), "{out}");
    assert!(out.contains("102 Chief arbiter: Li"));
    assert!(out.contains("260   1   3    1    5"));
    let reread = trf::parse(&out).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reread.prohibited, changed.prohibited);
}

/// The TRF-2026 records Arbiter keeps without modelling them (round dates, national rating
/// lines, the time control, the tie-break lists, the team records) come back byte for byte,
/// in their place, through a read and a write of the same event, and through a write after a
/// change of the event.
#[test]
fn trf_2026_records_kept_come_back_byte_for_byte() {
    let kept = [
        format!("132{}25/09/13  25/09/14  25/09/15", " ".repeat(88)),
        "172 CHN".to_string(),
        "202 BH/C1 SB/M1 KS/L60".to_string(),
        "212 PTS, BH/C3, PS/C1".to_string(),
        "222 5400+30".to_string(),
        "300    1    2".to_string(),
        "310    1 Dragons                          CHN 2430    1    2".to_string(),
        "320    1    2".to_string(),
        "330    1    2 b".to_string(),
        "352    1 wbw".to_string(),
        "362  W 2.0    D 1.0    L 0.0".to_string(),
    ];
    let text = format!("{}{}\n", trf2026(), kept.join("\n"));
    let (doc, t) = Document::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(doc.write(&t), text);
    assert_eq!(t.rank_order, ["BH/C3", "PS/C1"]);
    let mut changed = t.clone();
    changed.prohibited.pop();
    let out = doc.write(&changed);
    for line in &kept {
        assert!(out.lines().any(|l| l == line), "{line} lost:\n{out}");
    }
}

#[test]
fn a_byte_order_mark_does_not_hide_the_first_player() {
    let text = format!("\u{feff}{}", trf2026());
    let t = trf::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.players.len(), 8);
    let (doc, t) = Document::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(doc.write(&t), text);
}

#[test]
fn records_that_cannot_be_honoured_are_refused() {
    let base = trf2026();
    for (bad, why) in [
        ("299 ...", "299"),
        ("192 FIDE_BURSTEIN", "not supported"),
        ("XXP    1", "at least two"),
        ("XXP    1   99", "not in the event"),
        ("260   3   1    1    2", "backwards"),
        ("240 Q   1    3", "bye kind"),
        ("XXA   99  1.0", "not in the event"),
    ] {
        let err = trf::parse(&format!("{base}{bad}\n"))
            .map(|_| ())
            .unwrap_err();
        assert!(err.to_string().contains(why), "{bad}: {err}");
    }
    // Baku needs a win worth two draws.
    let err = trf::parse(&format!("{base}162  W 3.0    D 1.0\n"))
        .map(|_| ())
        .unwrap_err();
    assert!(err.to_string().contains("C.04.5.1"), "{err}");
}

#[test]
fn prohibited_pairs_never_meet_and_the_engine_goes_around_them() {
    // Round 1 of 8 players pairs 1-5, 2-6, 3-7, 4-8; prohibiting 1-5 changes the top board.
    let mut lines: Vec<String> = (1..=8).map(|id| line001(id, 2500 - 10 * id, "")).collect();
    lines.push("XXR 5".into());
    let plain = trf::parse(&(lines.join("\n") + "\n")).unwrap_or_else(|e| panic!("{e}"));
    let round = pair_next_round(&plain, None).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        round
            .boards
            .iter()
            .any(|b| (b.red.min(b.black), b.red.max(b.black)) == (1, 5))
    );
    lines.push("XXP    1    5".into());
    let text = lines.join("\n") + "\n";
    let t = trf::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let round = pair_next_round(&t, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(round.boards.len(), 4);
    assert!(
        round
            .boards
            .iter()
            .all(|b| (b.red.min(b.black), b.red.max(b.black)) != (1, 5))
    );
    // The same through the API, with the prohibition given as a structured event and as a club.
    let mut event = parse_trf(
        &arbiter::api::Call::default(),
        pb::ParseTrfRequest { trf: text },
    )
    .unwrap_or_else(|e| panic!("{e:?}"))
    .event
    .unwrap_or_default();
    event.prohibited_pairs.clear();
    for p in &mut event.players {
        if p.start_number == 1 || p.start_number == 5 {
            p.club = "Harbin Club".into();
        }
    }
    event.avoid_same_club = true;
    let answer = pair_swiss_round(
        &arbiter::api::Call::default(),
        pb::PairSwissRoundRequest {
            event: Some(event),
            ..Default::default()
        },
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(
        answer
            .pairings
            .iter()
            .all(|b| (b.red.min(b.black), b.red.max(b.black)) != (1, 5))
    );
}

/// The tie-break rules follow the event's start date (TRF 042): from 1 March 2026 the 2026
/// revision's caps, before it (or without a date) the 2024 text; an explicit rule still wins.
#[test]
fn the_start_date_picks_the_tiebreak_rules_in_force() {
    use arbiter::api::tournament::compute_standings;
    let standings = |trf: &str, rule: pb::UnplayedRule| {
        compute_standings(
            &arbiter::api::Call::default(),
            pb::ComputeStandingsRequest {
                trf: trf.to_string(),
                preset: pb::TiebreakPreset::Fide as i32,
                unplayed: rule as i32,
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{e:?}"))
        .rows
    };
    // A corpus event where the 2026 caps change some value.
    let (name, text) = corpus()
        .into_iter()
        .find(|(_, text)| {
            standings(text, pb::UnplayedRule::Fide2024)
                != standings(text, pb::UnplayedRule::Fide2026)
        })
        .expect("an event the 2026 caps change");
    let dated = |date: &str| format!("042 {date}\n{text}");
    assert_eq!(
        standings(&dated("2026/03/01"), pb::UnplayedRule::Unspecified),
        standings(&text, pb::UnplayedRule::Fide2026),
        "{name}"
    );
    assert_eq!(
        standings(&dated("2026/02/28"), pb::UnplayedRule::Unspecified),
        standings(&text, pb::UnplayedRule::Fide2024),
        "{name}"
    );
    assert_eq!(
        standings(&text, pb::UnplayedRule::Unspecified),
        standings(&text, pb::UnplayedRule::Fide2024)
    );
    assert_eq!(
        standings(&dated("2026/05/01"), pb::UnplayedRule::Fide2024),
        standings(&text, pb::UnplayedRule::Fide2024)
    );
}

/// A prohibition that would forbid more pairs than the limit (one club of 1,000 players is
/// half a million pairs) is refused with the field, not expanded.
#[test]
fn a_prohibition_too_large_is_refused() {
    let players: Vec<pb::EventPlayer> = (1..=1000)
        .map(|id| pb::EventPlayer {
            start_number: id,
            club: "Everyone".into(),
            ..Default::default()
        })
        .collect();
    let err = pair_swiss_round(
        &arbiter::api::Call::default(),
        pb::PairSwissRoundRequest {
            event: Some(pb::Event {
                players,
                total_rounds: 5,
                avoid_same_club: true,
                ..Default::default()
            }),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert_eq!(err.violations[0].field, "event.prohibited_pairs", "{err:?}");
}

/// Players equal on everything are all flagged `tied` — the upper row of a tie as well as the
/// lower.
#[test]
fn every_row_of_a_tie_is_tied() {
    use arbiter::api::tournament::compute_standings;
    let standings = |trf: &str| {
        compute_standings(
            &arbiter::api::Call::default(),
            pb::ComputeStandingsRequest {
                trf: trf.to_string(),
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{e:?}"))
        .rows
        .iter()
        .map(|r| (r.start_number, r.tied))
        .collect::<Vec<_>>()
    };
    // Before any round, three players are equal on everything: every row is tied.
    let trf = "001    1      A                                 1500\n\
               001    2      B                                 1500\n\
               001    3      C                                 1500\n\
               XXR 3\n";
    let rows = standings(trf);
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|&(_, tied)| tied), "{rows:?}");
}

/// TRF columns count bytes. A name of any script written to its 33 bytes reads whole; a name
/// that runs past its columns so that a column falls inside a character gets the line refused
/// by number — before, the name and the rating were read as empty.
#[test]
fn columns_count_bytes_and_a_field_cut_inside_a_character_is_refused_not_emptied() {
    let line = |name: &str, pad: usize| format!("001    1      {name}{} 2410\n", " ".repeat(pad));
    let name = "王小明";
    let aligned = line(name, 33 - name.len());
    assert_eq!(aligned.find("2410"), Some(48));
    let t = trf::parse(&aligned).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (t.players[&1].name.as_str(), t.players[&1].rating),
        (name, 2410)
    );
    // Eleven characters of three bytes fill the field exactly.
    let full = "王小明王小明王小明王小";
    let t = trf::parse(&line(full, 0)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (t.players[&1].name.as_str(), t.players[&1].rating),
        (full, 2410)
    );
    // One byte more shifts every character: the name's last column (47) and the rating's (52)
    // fall inside characters.
    let shifted = line(&format!("a{full}王王"), 0);
    assert!(!shifted.is_char_boundary(47) && !shifted.is_char_boundary(52));
    let e = trf::parse(&shifted).unwrap_err().to_string();
    assert!(e.contains("line 1") && e.contains("rating"), "{e}");
}

/// `fuzz/fuzz_targets/trf.rs`: a control character inside a name was kept when read and
/// written as a space, so the TRF read back held another name. Read as the writer writes it,
/// the round trip keeps every player.
#[test]
fn a_control_character_in_a_name_reads_as_the_writer_writes_it() {
    let text = data::read("fuzz_regressions/trf_control_character_in_name.trf");
    let t = trf::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.players[&17].name, "Test0017 Player0017");
    let again = trf::parse(&trf::write(&t, &HashMap::new())).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.players, t.players);
}

/// TRF has four columns for a start number: a field numbered to 10,000 is refused by WriteTrf
/// with the number's field and range, not written as a file another reader would misread
/// (ParseTrf refuses a five-digit number in those columns as too wide).
#[test]
fn a_start_number_past_9999_is_refused_for_trf() {
    let player = |n: u32| pb::EventPlayer {
        start_number: n,
        name: format!("P{n}"),
        ..Default::default()
    };
    let err = write_trf(
        &arbiter::api::Call::default(),
        pb::WriteTrfRequest {
            event: Some(pb::Event {
                players: vec![player(9999), player(10000)],
                ..Default::default()
            }),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert_eq!(err.violations[0].field, "event.players[1].start_number");
    assert!(err.violations[0].description.contains("9999"), "{err:?}");
    let err = parse_trf(
        &arbiter::api::Call::default(),
        pb::ParseTrfRequest {
            trf: "001 10000      Wide Number".into(),
        },
    )
    .unwrap_err();
    assert!(
        format!("{err:?}").contains("wider than its 4 columns"),
        "{err:?}"
    );
}
