//! Swiss property tests on simulated events: the engine pairs every round of random
//! tournaments (random results, forfeits, requested byes, withdrawals) and each round must
//! respect the absolute criteria.

use std::collections::{HashMap, HashSet};

use arbiter::tournament::model::{
    Colour, GameResult, Player, PointSystem, RoundEntry, RoundKind, Tournament,
};
use arbiter::tournament::swiss::dutch::pair_next_round;
use arbiter::tournament::swiss::{Pairing, PairingError, SwissPlayer, prepare};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn game(colour: Colour, opponent: u32, kind: RoundKind) -> RoundEntry {
    RoundEntry {
        opponent: Some(opponent),
        colour: Some(colour),
        kind,
    }
}

/// C9: the pairing-allocated bye goes to the player with the fewest unplayed games (a forfeit
/// is unplayed, whichever side forfeited) among those the higher criteria allow, in the bracket
/// that decides the bye: where the assignee is that bracket's only downfloater (as
/// bbpPairings applies it). So the check runs on rounds where nobody at or above the bye's
/// score meets anybody below it. A violation is then a board with a player of the bye's
/// score, eligible for the bye, who played more games than the assignee, whose opponent the
/// assignee could legally meet instead (no rematch, no clash of absolute colour
/// preferences): swapping the two keeps every higher criterion.
fn assert_c9(t: &Tournament, played: usize, seed: u64, bye: u32, boards: &[Pairing]) {
    let (players, _) = prepare(t, played, Some(seed));
    let by_id: HashMap<u32, &SwissPlayer> = players.iter().map(|p| (p.id, p)).collect();
    let b = by_id[&bye];
    let crosses = |x: u32, y: u32| (by_id[&x].score >= b.score) != (by_id[&y].score >= b.score);
    if boards.iter().any(|bd| crosses(bd.red, bd.black)) {
        return;
    }
    for board in boards {
        for (y, o) in [(board.red, board.black), (board.black, board.red)] {
            let (y, o) = (by_id[&y], by_id[&o]);
            let better = y.score == b.score && y.bye_eligible && y.played_games > b.played_games;
            let colour_clash = b.absolute() && o.absolute() && b.preference == o.preference;
            let swappable = !(b.met.contains(&o.id) || colour_clash);
            assert!(
                !(better && swappable),
                "seed {seed} round {}: bye to {bye} ({} games played) although {} ({} games) \
                 could take it and {bye} could meet {}",
                played + 1,
                b.played_games,
                y.id,
                y.played_games,
                o.id
            );
        }
    }
}

#[test]
fn simulated_events_respect_the_absolute_criteria() {
    let checked_rounds = simulate(0..60, 0, true);
    assert!(checked_rounds > 200, "only {checked_rounds} rounds checked");
}

/// Byes next to forfeits: events where one board in four is forfeited (either side) keep C9.
#[test]
fn byes_next_to_forfeits_go_to_the_player_with_most_games() {
    let checked_rounds = simulate(100..160, 4, false);
    assert!(checked_rounds > 200, "only {checked_rounds} rounds checked");
}

/// Pairs every round of random events (seeds `seeds`; one board in `forfeits` forfeited
/// besides the base rate, 0 for none) and checks each round; `strict` also asserts that no
/// player gets a second pairing-allocated bye while another player has none. Returns the
/// number of rounds checked.
fn simulate(seeds: std::ops::Range<u64>, forfeits: u64, strict: bool) -> usize {
    let mut checked_rounds = 0;
    for seed in seeds {
        let mut rng = Rng(seed);
        let n = 5 + rng.below(36) as u32;
        let rounds = 3 + rng.below(u64::from((n - 1).min(9)) - 2) as u32;
        let unrated = seed % 5 == 0;
        let mut t = Tournament {
            total_rounds: Some(rounds),
            points: if seed % 3 == 0 {
                PointSystem::CXA
            } else {
                PointSystem::STANDARD
            },
            ..Tournament::default()
        };
        for id in 1..=n {
            let rating = if unrated { 0 } else { 2600 - id * 10 };
            t.players.insert(
                id,
                Player {
                    id,
                    rating,
                    name: format!("P{id}"),
                    ..Player::default()
                },
            );
        }
        let mut withdrawn = HashSet::new();
        for r in 0..rounds as usize {
            // Requested byes and withdrawals for this round.
            for id in 1..=n {
                let p = t.players.get_mut(&id).unwrap();
                if withdrawn.contains(&id) {
                    p.rounds
                        .push(RoundEntry::without_opponent(RoundKind::ZeroBye));
                } else if rng.below(25) == 0 {
                    p.rounds
                        .push(RoundEntry::without_opponent(RoundKind::HalfBye));
                } else if rng.below(60) == 0 {
                    withdrawn.insert(id);
                    p.rounds
                        .push(RoundEntry::without_opponent(RoundKind::ZeroBye));
                }
            }
            let round = match pair_next_round(&t, Some(seed)) {
                Ok(round) => round,
                Err(PairingError::NoLegalPairing(_)) => break,
                Err(e) => panic!("seed {seed} round {}: {e}", r + 1),
            };
            assert_eq!(round.number as usize, r + 1);
            let active: HashSet<u32> = t
                .players
                .values()
                .filter(|p| p.rounds.len() == r)
                .map(|p| p.id)
                .collect();
            // Each active player exactly once; nobody else.
            let mut seen = HashSet::new();
            for b in &round.boards {
                assert!(
                    seen.insert(b.red) && seen.insert(b.black),
                    "seed {seed}: a player twice"
                );
            }
            if let Some(bye) = round.bye {
                assert!(seen.insert(bye));
                let p = &t.players[&bye];
                let eligible: Vec<u32> = active
                    .iter()
                    .filter(|id| {
                        !t.players[id].rounds.iter().any(|e| {
                            matches!(
                                e.kind,
                                RoundKind::PairingBye | RoundKind::ForfeitWin | RoundKind::FullBye
                            )
                        })
                    })
                    .copied()
                    .collect();
                assert!(
                    !strict
                        || !p.rounds.iter().any(|e| e.kind == RoundKind::PairingBye)
                        || eligible.is_empty(),
                    "seed {seed} round {}: second pairing-allocated bye for {bye}; eligible {eligible:?} of {}",
                    r + 1,
                    active.len()
                );
            }
            assert_eq!(seen, active, "seed {seed} round {}", r + 1);
            if let Some(bye) = round.bye {
                assert_c9(&t, r, seed, bye, &round.boards);
            }
            assert!(round.bye.is_some() == (active.len() % 2 == 1));
            // No rematch of a game played over the board.
            for b in &round.boards {
                let met = t.players[&b.red]
                    .rounds
                    .iter()
                    .any(|e| e.played() && e.opponent == Some(b.black));
                assert!(
                    !met,
                    "seed {seed} round {}: rematch {}-{}",
                    r + 1,
                    b.red,
                    b.black
                );
            }
            // Record random results.
            let mut entries: HashMap<u32, RoundEntry> = HashMap::new();
            for b in &round.boards {
                let (red_kind, black_kind) = match rng.below(20) {
                    _ if forfeits > 0 && rng.below(forfeits) == 0 => {
                        if rng.below(2) == 0 {
                            (RoundKind::ForfeitWin, RoundKind::ForfeitLoss)
                        } else {
                            (RoundKind::ForfeitLoss, RoundKind::ForfeitWin)
                        }
                    }
                    0 => (RoundKind::ForfeitWin, RoundKind::ForfeitLoss),
                    1..=7 => (
                        RoundKind::Played(GameResult::Win),
                        RoundKind::Played(GameResult::Loss),
                    ),
                    8..=13 => (
                        RoundKind::Played(GameResult::Loss),
                        RoundKind::Played(GameResult::Win),
                    ),
                    _ => (
                        RoundKind::Played(GameResult::Draw),
                        RoundKind::Played(GameResult::Draw),
                    ),
                };
                entries.insert(b.red, game(Colour::Red, b.black, red_kind));
                entries.insert(b.black, game(Colour::Black, b.red, black_kind));
            }
            if let Some(bye) = round.bye {
                entries.insert(bye, RoundEntry::without_opponent(RoundKind::PairingBye));
            }
            for (id, e) in entries {
                t.players.get_mut(&id).unwrap().rounds.push(e);
            }
            // Colour limits (FIDE C.04.3 absolute criteria) hold before the last round.
            if r + 1 < rounds as usize {
                for p in t.players.values() {
                    let colours: Vec<Colour> = p
                        .rounds
                        .iter()
                        .filter(|e| e.played())
                        .filter_map(|e| e.colour)
                        .collect();
                    let red = colours.iter().filter(|&&c| c == Colour::Red).count() as i64;
                    let black = colours.len() as i64 - red;
                    assert!(
                        (red - black).abs() <= 2,
                        "seed {seed} round {}: player {} colours {colours:?}",
                        r + 1,
                        p.id
                    );
                    let three = colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
                    assert!(
                        !three,
                        "seed {seed} round {}: player {} same colour thrice {colours:?}",
                        r + 1,
                        p.id
                    );
                }
            }
            checked_rounds += 1;
        }
    }
    checked_rounds
}

mod trf_round_trip {
    use arbiter::api::tournament::{parse_trf, write_trf};
    use arbiter::pb::tournament::v1 as pb;
    use proptest::prelude::*;

    fn event(name: &str, players: &[String]) -> pb::Event {
        pb::Event {
            name: name.to_string(),
            players: players
                .iter()
                .enumerate()
                .map(|(i, n)| pb::EventPlayer {
                    start_number: i as u32 + 1,
                    name: n.clone(),
                    rating: 1500,
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        }
    }

    /// A name's first 33 bytes, cut at a character (what fits the TRF's name columns).
    fn kept_untrimmed(name: &str) -> String {
        let mut out = String::new();
        for c in name.chars() {
            if out.len() + c.len_utf8() > 33 {
                break;
            }
            out.push(c);
        }
        out
    }

    /// What the TRF keeps of a name: its first 33 bytes (cut at a character), trimmed.
    fn kept(name: &str) -> String {
        kept_untrimmed(name).trim().to_string()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        /// WriteTrf then ParseTrf gives back the same players and event name, for any names
        /// without control characters.
        #[test]
        fn names_survive_write_then_parse(
            title in "[^\\p{Cc}]{0,40}",
            names in proptest::collection::vec("[^\\p{Cc}]{0,40}", 2..6),
        ) {
            let written = write_trf(&arbiter::api::Call::default(), pb::WriteTrfRequest { event: Some(event(&title, &names)), ..Default::default() })
                .expect("names without control characters are accepted");
            let parsed = parse_trf(&arbiter::api::Call::default(), pb::ParseTrfRequest { trf: written.trf.clone() })
                .expect("the written TRF parses")
                .event
                .expect("an event");
            prop_assert_eq!(parsed.players.len(), names.len(), "{}", written.trf);
            for (p, n) in parsed.players.iter().zip(&names) {
                prop_assert_eq!(&p.name, &kept(n));
            }
            prop_assert_eq!(parsed.name, title.trim().to_string());
        }

        /// Whatever the encoding quirks around them (a byte-order mark, CRLF or CR line ends,
        /// blank lines, trailing spaces, other records in between), every player line of a TRF
        /// comes back as a player — or the parse fails naming a line. Nothing is dropped
        /// silently.
        #[test]
        fn every_player_line_is_kept_or_refused_by_line(
            names in proptest::collection::vec("[A-Za-z][A-Za-z ]{0,20}", 2..12),
            bom in any::<bool>(),
            ending in prop_oneof![Just("\n"), Just("\r\n"), Just("\r")],
            blanks in proptest::collection::vec(any::<bool>(), 12),
            trailing in proptest::collection::vec(0usize..4, 12),
            other_first in any::<bool>(),
        ) {
            let mut lines = Vec::new();
            if other_first {
                lines.push("012 Club Open".to_string());
            }
            for (i, name) in names.iter().enumerate() {
                if blanks[i] {
                    lines.push(String::new());
                }
                let line = format!("001 {:4}      {:<33} {:4}", i + 1, name, 1500 + i);
                lines.push(format!("{line}{}", " ".repeat(trailing[i])));
            }
            lines.push("XXR 5".to_string());
            let mut trf = lines.join(ending);
            trf.push_str(ending);
            if bom {
                trf.insert(0, '\u{feff}');
            }
            match parse_trf(&arbiter::api::Call::default(), pb::ParseTrfRequest { trf: trf.clone() }) {
                Ok(parsed) => {
                    let players = parsed.event.expect("an event").players;
                    prop_assert_eq!(players.len(), names.len(), "{:?}", trf);
                }
                Err(e) => {
                    let text = format!("{e:?}");
                    prop_assert!(text.contains("line"), "refused without naming a line: {text}");
                }
            }
        }

        /// TRF columns count bytes: names in any script, padded to their 33 bytes, come back
        /// whole (trimmed) and the ratings after them unchanged — no column falls inside a
        /// character of a name that fits.
        #[test]
        fn names_in_any_script_keep_the_columns_after_them(
            names in proptest::collection::vec("[^\\p{Cc}]{0,14}", 1..8),
        ) {
            let mut trf = String::from("012 Club Open\n");
            for (i, name) in names.iter().enumerate() {
                let name = kept_untrimmed(name);
                let pad = " ".repeat(33 - name.len());
                trf.push_str(&format!("001 {:4}      {name}{pad} {:4}\n", i + 1, 1500 + i));
            }
            let parsed = parse_trf(&arbiter::api::Call::default(), pb::ParseTrfRequest { trf: trf.clone() })
                .expect("a TRF in byte columns parses")
                .event
                .expect("an event");
            prop_assert_eq!(parsed.players.len(), names.len(), "{}", trf);
            for (i, (p, n)) in parsed.players.iter().zip(&names).enumerate() {
                prop_assert_eq!(&p.name, &kept(n), "{}", trf);
                prop_assert_eq!(p.rating, 1500 + i as u32, "{}", trf);
            }
        }

        /// A control character in any name is refused, naming the field.
        #[test]
        fn control_characters_are_refused(
            before in "[a-z ]{0,8}",
            control in "[\\x00-\\x1f\\x7f]",
            after in "[a-z0-9 ]{0,8}",
            which in 0usize..3,
        ) {
            let bad = format!("{before}{control}{after}");
            let mut names = vec!["Li".to_string(), "Wang".to_string()];
            let title = if which == 2 { bad.clone() } else { "Club".to_string() };
            if which < 2 {
                names[which] = bad;
            }
            let err = write_trf(&arbiter::api::Call::default(), pb::WriteTrfRequest { event: Some(event(&title, &names)), ..Default::default() })
                .expect_err("a control character is refused");
            let field = &err.violations[0].field;
            let expected = if which == 2 { "event.name".to_string() } else { format!("event.players[{which}].name") };
            prop_assert_eq!(field, &expected);
        }
    }

    /// The injection from the report: a newline in a name no longer forges a player line.
    #[test]
    fn a_newline_cannot_forge_a_player() {
        let names = vec!["Li\n001    9      Mallory".to_string(), "Wang".to_string()];
        let err = write_trf(
            &arbiter::api::Call::default(),
            pb::WriteTrfRequest {
                event: Some(event("Club", &names)),
                ..Default::default()
            },
        )
        .unwrap_err();
        assert_eq!(err.violations[0].field, "event.players[0].name");
    }
}
