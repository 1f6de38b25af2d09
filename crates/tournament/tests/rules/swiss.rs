//! The Dutch engine against bbpPairings: every "pair round N" case and every round of the
//! corpus tournaments replayed round by round.

use std::collections::BTreeSet;

use arbiter_tournament::Stop;
use arbiter_tournament::model::{RoundKind, Tournament};
use arbiter_tournament::swiss::dutch::pair_next_round;
use arbiter_tournament::swiss::manual::{Warning, check_pairing};
use arbiter_tournament::trf;

use crate::data;

/// (red, black) pairs and the bye of a paired round.
type Pairing = (BTreeSet<(u32, u32)>, Option<u32>);

fn expected_file(text: &str) -> Pairing {
    let mut pairs = BTreeSet::new();
    let mut bye = None;
    for line in text.lines().skip(1) {
        let v: Vec<u32> = line
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        if v.len() == 2 {
            if v[1] == 0 {
                bye = Some(v[0])
            } else {
                pairs.insert((v[0], v[1]));
            }
        }
    }
    (pairs, bye)
}

fn engine(t: &Tournament) -> Pairing {
    let round = pair_next_round(t, None).unwrap_or_else(|e| panic!("{e}"));
    (
        round.boards.iter().map(|b| (b.red, b.black)).collect(),
        round.bye,
    )
}

/// The tournament as it stood before round `r` (1-based), and what bbpPairings paired.
pub fn cut(t: &Tournament, r: usize) -> (Tournament, Pairing) {
    let (before, paired) = arbiter_tournament::swiss::check::before_round(t, r);
    (before, (paired.boards, paired.bye))
}

fn describe(want: &Pairing, have: &Pairing) -> String {
    let missing: Vec<_> = want.0.difference(&have.0).collect();
    let extra: Vec<_> = have.0.difference(&want.0).collect();
    format!(
        "missing {missing:?} extra {extra:?} bye {:?} vs {:?}",
        want.1, have.1
    )
}

const SMALL: [&str; 11] = [
    "p007_r05_clean",
    "p007_r05_messy",
    "p008_r05_clean",
    "p008_r07_light",
    "p015_r05_light",
    "p015_r07_messy",
    "p015_r09_clean",
    "p016_r05_clean",
    "p016_r07_cn",
    "p016_r09_messy",
    "p016_r11_light",
];

fn replay(names: &[&str]) -> (usize, usize, Vec<String>) {
    let (mut total, mut same, mut diffs) = (0, 0, Vec::new());
    for name in names {
        let t = trf::parse(&data::read(&format!("swiss/{name}.trf"))).unwrap();
        let manifest = data::read("swiss/MANIFEST.tsv");
        let rounds: u32 = manifest
            .lines()
            .find(|l| l.starts_with(&format!("{name}\t")))
            .and_then(|l| l.split('\t').nth(2))
            .unwrap()
            .parse()
            .unwrap();
        let mut t = t;
        t.total_rounds = Some(rounds);
        for r in 1..=rounds as usize {
            let (before, want) = cut(&t, r);
            let mut before = before;
            if before.initial_colour.is_none() {
                before.initial_colour = initial_colour(&t);
            }
            let have = engine(&before);
            total += 1;
            if have == want {
                same += 1;
            } else {
                diffs.push(format!("{name} round {r}: {}", describe(&want, &have)));
            }
        }
    }
    (total, same, diffs)
}

fn initial_colour(t: &Tournament) -> Option<arbiter_tournament::model::Colour> {
    arbiter_tournament::swiss::dutch::derive_initial_colour(t)
}

#[test]
fn small_tournaments_replay_exactly() {
    let (total, same, diffs) = replay(&SMALL);
    assert!(
        diffs.is_empty(),
        "{same}/{total} rounds equal; differing:\n{}",
        diffs.join("\n")
    );
}

fn unpaired(names: &[&str]) {
    let mut diffs = Vec::new();
    for name in names {
        let t = trf::parse(&data::read(&format!("swiss/unpaired/{name}.trf"))).unwrap();
        let want = expected_file(&data::read(&format!("swiss/unpaired/{name}.expected")));
        let have = engine(&t);
        if have != want {
            diffs.push(format!("{name}: {}", describe(&want, &have)));
        }
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

#[test]
fn unpaired_cases_up_to_64_players() {
    unpaired(&[
        "p015_r07_messy_r05",
        "p016_r07_cn_r04",
        "p016_r11_light_r11",
        "p033_r07_light_r01",
        "p033_r09_w3_r06",
        "p064_r07_clean_r07",
        "p064_r11_messy_r08",
    ]);
}

#[test]
#[ignore = "release only: cargo test --release --test it -- --ignored swiss_full"]
fn swiss_full_unpaired_cases_101_to_1000_players() {
    unpaired(&[
        "p1000_r11_bench_r06",
        "p1000_r11_bench_r11",
        "p101_r09_light_r04",
        "p101_r11_cn_r09",
        "p200_r09_messy_r09",
        "p200_r11_clean_r11",
        "p500_r09_messy_r05",
    ]);
}

const LARGE: [&str; 13] = [
    "p033_r07_light",
    "p033_r09_messy",
    "p033_r09_w3",
    "p033_r11_clean",
    "p064_r07_clean",
    "p064_r09_light",
    "p064_r11_messy",
    "p101_r07_messy",
    "p101_r09_light",
    "p101_r11_cn",
    "p200_r07_light",
    "p200_r09_messy",
    "p200_r11_clean",
];

/// Every round of the 33–200-player tournaments (slow in debug builds: CI runs it in release).
#[test]
#[ignore = "release only: cargo test --release --test it -- --ignored swiss_full"]
fn swiss_full_corpus_replays_exactly() {
    let (total, same, diffs) = replay(&LARGE);
    assert!(
        diffs.is_empty(),
        "{same}/{total} rounds equal; differing:\n{}",
        diffs.join("\n")
    );
}

/// Every round of the 500- and 1,000-player tournaments (about a minute in release; not in CI).
#[test]
#[ignore = "release only: cargo test --release --test it -- --ignored swiss_huge"]
fn swiss_huge_corpus_replays_exactly() {
    let (total, same, diffs) = replay(&["p500_r09_messy", "p500_r11_bench", "p1000_r11_bench"]);
    assert!(
        diffs.is_empty(),
        "{same}/{total} rounds equal; differing:\n{}",
        diffs.join("\n")
    );
}

/// C9 speaks of the PAB assignee, so it is a criterion of the bracket that decides the
/// assignee: the one whose only downfloater is the assignee. Here the 1.5 bracket must send
/// one player down to the lone 1.0 player *and* leave one for the bye: two downfloaters, so
/// C9 is not yet in force and the bracket is paired by the criteria above it and the S1/S2
/// order (3 floats down to 7; 4 plays 2; 6, who lost a game by forfeit, gets the bye).
/// bbpPairings pairs it the same way. (1, 2, 3 and 7 are not eligible: a forfeit win or an
/// earlier bye.)
#[test]
fn c9_waits_for_the_bracket_whose_only_downfloater_is_the_bye() {
    let text = "\
012 C9 forfeit next to the bye
001    1      P1                                2000                             1.5    0     4 w =     6 b +     2 b -
001    2      P2                                1990                             2.0    0     5 b 0     0 - U     1 w +
001    3      P3                                1980                             1.5    0     6 w =     4 b 0     0 - U
001    4      P4                                1970                             1.5    0     1 b =     3 w 1     5 w 0
001    5      P5                                1960                             3.0    0     2 w 1     7 b +     4 b 1
001    6      P6                                1950                             1.5    0     3 b =     1 w -     7 w 1
001    7      P7                                1940                             1.0    0     0 - U     5 w -     6 b 0
XXR 5
";
    let t = trf::parse(text).unwrap();
    let round = pair_next_round(&t, None).unwrap();
    assert_eq!(round.bye, Some(6), "{:?}", round.boards);
    let pairs: Vec<(u32, u32)> = round.boards.iter().map(|b| (b.red, b.black)).collect();
    assert_eq!(pairs, vec![(5, 1), (2, 4), (7, 3)]);
}

/// Every round of the committed random tournaments (`tests/data/swiss/random/`, made by
/// `scripts/swiss_random_corpus.py` with bbpPairings' own generator: 6–300 players, three
/// result profiles, three point systems) replayed from the rounds before it; fields up to
/// `max_players`.
fn replay_random(max_players: u32) -> (usize, usize, usize, Vec<String>) {
    let manifest = data::read("swiss/random/MANIFEST.tsv");
    let (mut tournaments, mut total, mut same, mut diffs) = (0, 0, 0, Vec::new());
    for line in manifest.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let players: u32 = cols[2].parse().unwrap();
        if players > max_players {
            continue;
        }
        tournaments += 1;
        let t = trf::parse(&data::read(&format!("swiss/random/{}.trf", cols[0])))
            .unwrap_or_else(|e| panic!("{}: {e}", cols[0]));
        let rounds: usize = cols[3].parse().unwrap();
        assert_eq!(t.total_rounds, Some(rounds as u32), "{}", cols[0]);
        for r in 1..=rounds {
            let (mut before, want) = cut(&t, r);
            if want.0.is_empty() && want.1.is_none() {
                continue;
            }
            if before.initial_colour.is_none() {
                before.initial_colour = initial_colour(&t);
            }
            total += 1;
            let have = engine(&before);
            if have == want {
                same += 1;
            } else {
                diffs.push(format!("{} round {r}: {}", cols[0], describe(&want, &have)));
            }
        }
    }
    (tournaments, total, same, diffs)
}

/// The random tournaments of up to 40 players (every build).
#[test]
fn random_tournaments_up_to_40_players_replay_exactly() {
    let (tournaments, total, same, diffs) = replay_random(40);
    assert!(tournaments >= 100, "only {tournaments} tournaments");
    assert!(
        diffs.is_empty(),
        "{same}/{total} rounds equal; differing:\n{}",
        diffs.join("\n")
    );
}

/// All the committed random tournaments, 6–300 players (release; CI runs it).
#[test]
#[ignore = "release only: cargo test --release --test it -- --ignored swiss_full"]
fn swiss_full_random_tournaments_replay_exactly() {
    let (tournaments, total, same, diffs) = replay_random(u32::MAX);
    assert!(tournaments >= 240, "only {tournaments} tournaments");
    assert!(
        diffs.is_empty(),
        "{same}/{total} rounds equal; differing:\n{}",
        diffs.join("\n")
    );
}

/// The checker agrees with every round of a committed bbpPairings tournament, and of a
/// tournament the generator made; a planted wrong board (two boards' black players swapped)
/// is found, with the boards that differ and the criterion that tells the pairings apart.
#[test]
fn checker_passes_real_rounds_and_finds_a_planted_board() {
    use arbiter_tournament::generate::{GenerateOptions, generate};
    use arbiter_tournament::model::Colour;
    use arbiter_tournament::swiss::check::{Criterion, Favours, check_tournament};

    let t = trf::parse(&data::read("swiss/p016_r09_messy.trf")).unwrap();
    let checks = check_tournament(&t, &Stop::never()).unwrap();
    assert!(
        checks.len() >= 9 && checks.iter().all(|c| c.same()),
        "{checks:?}"
    );

    let o = GenerateOptions {
        players: 24,
        rounds: 7,
        seed: 5,
        forfeit_percent: 5,
        ..GenerateOptions::default()
    };
    let mut g = generate(&o, &Stop::never()).unwrap();
    let checks = check_tournament(&g, &Stop::never()).unwrap();
    assert_eq!(checks.len(), 7);
    assert!(checks.iter().all(|c| c.same()), "{checks:?}");

    // Swap the black players of the two lowest boards of the last round that can swap
    // without a rematch.
    let last = 6;
    let reds: Vec<(u32, u32)> = g
        .players
        .values()
        .filter_map(|p| {
            let e = p.rounds[last];
            (e.colour == Some(Colour::Red)).then(|| (p.id, e.opponent.unwrap()))
        })
        .collect();
    let met = |a: u32, b: u32| {
        g.players[&a].rounds[..last]
            .iter()
            .any(|e| e.opponent == Some(b))
    };
    let (a, b) = (0..reds.len())
        .flat_map(|i| (i + 1..reds.len()).map(move |j| (i, j)))
        .rev()
        .find(|&(i, j)| !met(reds[i].0, reds[j].1) && !met(reds[j].0, reds[i].1))
        .unwrap();
    let ((r1, b1), (r2, b2)) = (reds[a], reds[b]);
    for (red, black) in [(r1, b2), (r2, b1)] {
        g.players.get_mut(&red).unwrap().rounds[last].opponent = Some(black);
        g.players.get_mut(&black).unwrap().rounds[last].opponent = Some(red);
    }
    let checks = check_tournament(&g, &Stop::never()).unwrap();
    let bad: Vec<_> = checks.iter().filter(|c| !c.same()).collect();
    assert_eq!(bad.len(), 1, "{checks:?}");
    assert_eq!(bad[0].round, 7);
    let (played, engine) = bad[0].differing_boards();
    assert!(
        played.contains(&(r1, b2)) && played.contains(&(r2, b1)),
        "{played:?}"
    );
    assert!(engine.len() >= 2, "{engine:?}");
    let (criterion, favours) = bad[0].decided_by.unwrap();
    assert_ne!(criterion, Criterion::ColourAllocation);
    assert_ne!(favours, Favours::Submitted, "{criterion:?}");
}

/// A hand-made pairing: the engine's own pairing draws no warning and is the same; each
/// planted fault (a rematch, a bye to a player who had one, a third black in a row, a player
/// left out, one paired twice, an absent one) is named with its players.
#[test]
fn hand_made_pairings_are_checked_fault_by_fault() {
    use arbiter_tournament::Stop;
    use arbiter_tournament::model::{Colour, RoundKind};
    use arbiter_tournament::swiss::check::before_round;
    use arbiter_tournament::swiss::manual::{Warning, check_pairing};

    let full = trf::parse(&data::read("swiss/p016_r09_messy.trf")).unwrap();
    let (before, played) = before_round(&full, 7);
    let boards: Vec<(u32, u32)> = played.boards.iter().copied().collect();
    let ok = check_pairing(&before, &boards, played.bye, &Stop::never()).unwrap();
    assert!(ok.warnings.is_empty(), "{:?}", ok.warnings);
    assert!(ok.comparison.same());

    // A rematch: the first pair of round 1 again, the rest left out.
    let (a, b) = {
        let p = &before.players[&1];
        (1, p.rounds[0].opponent.unwrap())
    };
    let got = check_pairing(&before, &[(a, b)], None, &Stop::never()).unwrap();
    assert!(
        got.warnings.contains(&Warning::Rematch {
            players: (a, b),
            round: 1
        }),
        "{:?}",
        got.warnings
    );
    assert!(
        got.warnings
            .iter()
            .any(|w| matches!(w, Warning::NotPaired(_)))
    );
    assert!(!got.comparison.same());

    // The bye to someone who had it, a player twice, a stranger.
    let had_bye = before
        .players
        .values()
        .find(|p| {
            p.rounds
                .iter()
                .any(|e| e.kind == RoundKind::PairingBye || e.kind == RoundKind::ForfeitWin)
        })
        .map(|p| p.id);
    {
        let id = had_bye.expect("a messy event has a bye or forfeit win by round 7");
        let rest: Vec<(u32, u32)> = boards
            .iter()
            .copied()
            .filter(|&(r, k)| r != id && k != id)
            .collect();
        let got = check_pairing(&before, &rest, Some(id), &Stop::never()).unwrap();
        assert!(
            got.warnings.contains(&Warning::ByeIneligible(id)),
            "{:?}",
            got.warnings
        );
    }
    let (r0, k0) = boards[0];
    let got = check_pairing(&before, &[(r0, k0), (k0, 999)], None, &Stop::never()).unwrap();
    assert!(got.warnings.contains(&Warning::PairedTwice(k0)));
    assert!(got.warnings.contains(&Warning::UnknownPlayer(999)));

    // A third black in a row: a player whose last two games were black, given black.
    let twice_black = before.players.values().find(|p| {
        let c: Vec<_> = p
            .rounds
            .iter()
            .filter(|e| e.played())
            .filter_map(|e| e.colour)
            .collect();
        c.len() >= 2 && c[c.len() - 2..] == [Colour::Black, Colour::Black]
    });
    {
        let p = twice_black.expect("someone had black twice running");
        let partner = before
            .players
            .keys()
            .copied()
            .find(|&q| q != p.id && !p.rounds.iter().any(|e| e.opponent == Some(q)))
            .unwrap();
        let got = check_pairing(&before, &[(partner, p.id)], None, &Stop::never()).unwrap();
        assert!(
            got.warnings
                .contains(&Warning::ThirdSameColour(p.id, Colour::Black)),
            "{:?}",
            got.warnings
        );
    }
}

/// C.04.3 (2025) C2, ruling R19: "a player who already received a PAB, whatever it scored" is
/// not given it again — here with the bye worth less than a win (½ in 1-½-0; 0 in 2-1-0), where
/// it used to go to the same player twice. bbpPairings' pairing of each round is the reference.
#[test]
fn a_pairing_bye_worth_less_than_a_win_is_not_given_twice() {
    for name in ["seed139_r3", "seed10_r3"] {
        let t = trf::parse(&data::read(&format!("swiss/pab/{name}.trf"))).unwrap();
        let want = expected_file(&data::read(&format!("swiss/pab/{name}.expected")));
        let have = engine(&t);
        assert_eq!(want, have, "{name}: {}", describe(&want, &have));
        let bye = have.1.unwrap();
        let p = &t.players[&bye];
        assert!(
            p.rounds.iter().all(|e| e.kind != RoundKind::PairingBye),
            "{name}: {bye} had the bye already"
        );
        // `CheckPairing` warns when a hand-made round gives it to one who had it.
        let had: Vec<u32> = t
            .players
            .values()
            .filter(|p| p.rounds.iter().any(|e| e.kind == RoundKind::PairingBye))
            .map(|p| p.id)
            .collect();
        let again = had[0];
        let mut rest: Vec<u32> = t
            .players
            .keys()
            .copied()
            .filter(|&id| id != again)
            .collect();
        rest.sort_unstable();
        let boards: Vec<(u32, u32)> = rest.chunks(2).map(|c| (c[0], c[1])).collect();
        let check = check_pairing(&t, &boards, Some(again), &Stop::never()).unwrap();
        assert!(
            check.warnings.contains(&Warning::ByeIneligible(again)),
            "{name}: {:?}",
            check.warnings
        );
    }
}
