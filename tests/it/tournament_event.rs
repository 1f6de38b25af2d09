//! Multi-stage events run statelessly: one unit test per stage type, the club's three-stage
//! event end to end, bad definitions refused by field, and a property test over random
//! events and results.

use std::collections::{BTreeMap, BTreeSet};

use arbiter::tournament::Stop;
use arbiter::tournament::event::definition::{
    Entrant, EventDef, Format, GameOutcome, GroupDraw, Grouping, PlayoffOrder, ReportedResult,
    Seeding, Stage,
};
use arbiter::tournament::event::presets::{EventPreset, PresetOptions, stages};
use arbiter::tournament::event::{EventError, EventInput, EventState, PlayoffKind, run};
use arbiter::tournament::model::{PlayerId, PointSystem};
use arbiter::tournament::standings::Tiebreak;
use proptest::prelude::*;

fn players(n: u32) -> Vec<Entrant> {
    (1..=n)
        .map(|id| Entrant {
            id,
            name: format!("P{id}"),
            rating: 0,
        })
        .collect()
}

fn stage(format: Format, groups: u32, advance: u32) -> Stage {
    Stage {
        name: String::new(),
        preset: None,
        format,
        grouping: Grouping::Count(groups),
        group_draw: GroupDraw::Serpentine,
        advance,
        tiebreaks: Vec::new(),
        seeding: Seeding::ByPlaceThenPoints,
        order_by_lot: false,
    }
}

fn event(n: u32, stages: Vec<Stage>) -> EventDef {
    EventDef {
        players: players(n),
        seed_by_rating: false,
        stages,
        points: PointSystem::CXA,
        seed: 7,
    }
}

struct Sim {
    results: Vec<ReportedResult>,
    playoffs: Vec<PlayoffOrder>,
}

fn step(def: &EventDef, sim: &Sim) -> Result<EventState, EventError> {
    run(
        &EventInput {
            def,
            results: &sim.results,
            playoffs: &sim.playoffs,
            max_players: 1_000,
        },
        &Stop::never(),
    )
}

/// Plays the event to its end, deciding each game and play-off with `decide`; checks on the
/// way that every group's round gives each of its players exactly one game or bye.
fn play_out(def: &EventDef, decide: impl FnMut(PlayerId, PlayerId) -> GameOutcome) -> EventState {
    try_play_out(def, decide).unwrap_or_else(|e| panic!("{e}"))
}

/// [`play_out`], with the event's error (its text) where a step refuses.
fn try_play_out(
    def: &EventDef,
    mut decide: impl FnMut(PlayerId, PlayerId) -> GameOutcome,
) -> Result<EventState, String> {
    let mut sim = Sim {
        results: Vec::new(),
        playoffs: Vec::new(),
    };
    for _ in 0..10_000 {
        let state = step(def, &sim).map_err(|e| e.to_string())?;
        if state.current_stage.is_none() {
            return Ok(state);
        }
        check_round_covers_group(def, &state);
        for g in &state.next_games {
            let outcome = decide(g.red, g.black);
            sim.results.push(ReportedResult {
                stage: g.at.stage,
                group: g.at.group,
                round: g.at.round,
                board: g.at.board,
                red: Some(g.red),
                black: Some(g.black),
                outcome,
                playoff_winner: None,
                red_fouls: 0,
                black_fouls: 0,
            });
        }
        for p in &state.playoffs {
            match p.kind {
                PlayoffKind::DrawnMatch(at) => {
                    let r = sim
                        .results
                        .iter_mut()
                        .find(|r| {
                            (r.stage, r.group, r.round, r.board)
                                == (at.stage, at.group, at.round, at.board)
                        })
                        .expect("the drawn match was reported");
                    r.playoff_winner = Some(p.players[1]);
                }
                PlayoffKind::Cut { .. } | PlayoffKind::Title => {
                    let mut order = p.players.clone();
                    order.reverse();
                    sim.playoffs.push(PlayoffOrder {
                        stage: p.stage,
                        group: p.group,
                        order,
                    });
                }
            }
        }
    }
    panic!("the event did not end");
}

/// In the round being played, each group's players are in exactly one game or bye (a
/// knockout: those not yet out; every player in its first round).
fn check_round_covers_group(def: &EventDef, state: &EventState) {
    let Some(current) = state.current_stage else {
        return;
    };
    let stage = &state.stages[current as usize - 1];
    let knockout = matches!(
        def.stages[current as usize - 1].format,
        Format::Knockout { .. }
    );
    for (gi, g) in stage.groups.iter().enumerate() {
        if g.play.next_games.is_empty() {
            continue;
        }
        let mut seen: BTreeMap<PlayerId, u32> = BTreeMap::new();
        for game in state
            .next_games
            .iter()
            .filter(|x| x.at.group == gi as u32 + 1)
        {
            *seen.entry(game.red).or_default() += 1;
            *seen.entry(game.black).or_default() += 1;
        }
        for (at, p) in &state.byes {
            if at.group == gi as u32 + 1 {
                *seen.entry(*p).or_default() += 1;
            }
        }
        assert!(
            seen.values().all(|&c| c == 1),
            "a player twice in a round: {seen:?}"
        );
        let all: BTreeSet<PlayerId> = g.players.iter().copied().collect();
        let in_round: BTreeSet<PlayerId> = seen.keys().copied().collect();
        assert!(in_round.is_subset(&all));
        if g.play.rounds_complete == 0 || !knockout {
            assert_eq!(
                in_round, all,
                "group {} leaves someone out of a round",
                g.label
            );
        }
    }
}

fn red_wins(_: PlayerId, _: PlayerId) -> GameOutcome {
    GameOutcome::RedWins
}

fn lower_number_wins(red: PlayerId, black: PlayerId) -> GameOutcome {
    if red < black {
        GameOutcome::RedWins
    } else {
        GameOutcome::BlackWins
    }
}

#[test]
fn a_round_robin_stage_plays_the_berger_rounds_and_ranks_by_points() {
    let def = event(5, vec![stage(Format::RoundRobin { cycles: 1 }, 1, 0)]);
    let state = play_out(&def, lower_number_wins);
    let ranking: Vec<PlayerId> = state.final_ranking.iter().map(|r| r.id).collect();
    assert_eq!(ranking, vec![1, 2, 3, 4, 5]);
    let group = &state.stages[0].groups[0];
    assert_eq!(
        group.play.rounds, 5,
        "five players: five rounds with a bye each"
    );
    assert_eq!(
        group.play.rows[0].points, 16,
        "four wins at 2-1-0 in half-points"
    );
}

#[test]
fn a_swiss_stage_pairs_each_round_from_the_results() {
    let def = event(8, vec![stage(Format::Swiss { rounds: 3 }, 1, 0)]);
    let state = play_out(&def, lower_number_wins);
    assert_eq!(state.final_ranking.len(), 8);
    assert_eq!(state.final_ranking[0].id, 1, "the only 3/3");
    assert_eq!(state.stages[0].groups[0].play.rounds_complete, 3);
}

#[test]
fn a_knockout_stage_places_finalists_and_the_third_place_match() {
    let def = event(8, vec![stage(Format::Knockout { third_place: true }, 1, 0)]);
    let state = play_out(&def, lower_number_wins);
    let top: Vec<(PlayerId, u32)> = state
        .final_ranking
        .iter()
        .map(|r| (r.id, r.place))
        .collect();
    assert_eq!(&top[..4], &[(1, 1), (2, 2), (3, 3), (4, 4)]);
    assert!(top[4..].iter().all(|&(_, place)| place == 5), "{top:?}");
}

#[test]
fn a_drawn_knockout_match_waits_for_its_playoff() {
    let def = event(
        4,
        vec![stage(Format::Knockout { third_place: false }, 1, 0)],
    );
    let mut sim = Sim {
        results: Vec::new(),
        playoffs: Vec::new(),
    };
    let state = step(&def, &sim).expect("runs");
    let first = state.next_games[0];
    sim.results.push(ReportedResult {
        stage: 1,
        group: 1,
        round: 1,
        board: first.at.board,
        red: None,
        black: None,
        outcome: GameOutcome::Draw,
        playoff_winner: None,
        red_fouls: 0,
        black_fouls: 0,
    });
    let state = step(&def, &sim).expect("runs");
    assert!(state.next_games.iter().all(|g| g.at != first.at));
    sim.results.push(ReportedResult {
        board: 2,
        outcome: GameOutcome::RedWins,
        ..sim.results[0]
    });
    let state = step(&def, &sim).expect("runs");
    assert!(state.next_games.is_empty());
    assert_eq!(state.playoffs.len(), 1);
    assert_eq!(state.playoffs[0].kind, PlayoffKind::DrawnMatch(first.at));
    sim.results[0].playoff_winner = Some(first.black);
    let state = step(&def, &sim).expect("runs");
    let final_game = state.next_games[0];
    assert_eq!(final_game.at.round, 2);
    assert!(final_game.red == first.black || final_game.black == first.black);
}

#[test]
fn the_clubs_three_stage_event_runs_to_a_final_ranking() {
    let def = EventDef {
        stages: stages(EventPreset::ClubThreeStage, 16, PresetOptions::default()),
        ..event(16, Vec::new())
    };
    let state = play_out(&def, red_wins);
    assert_eq!(state.stages.len(), 3);
    assert_eq!(state.stages[0].groups.len(), 2);
    assert_eq!(
        state.stages[1].groups[0].players.len(),
        4,
        "2 groups x 2 qualifiers"
    );
    assert_eq!(
        state.stages[2].groups[0].players.len(),
        4,
        "the round robin's best 4"
    );
    let ids: BTreeSet<PlayerId> = state.final_ranking.iter().map(|r| r.id).collect();
    assert_eq!(ids.len(), 16);
    // The knockout is seeded by the round robin's points: its seed 1 is the round robin's winner.
    let rr_winner = state.stages[1].groups[0].play.rows[0].id;
    assert_eq!(state.stages[1].qualified[0], rr_winner);
    assert_eq!(
        state.stages[2].groups[0].players, state.stages[1].qualified,
        "the knockout keeps the seeding by points (no second draw)"
    );
}

#[test]
fn groups_then_crossed_knockout_keep_group_winners_apart() {
    let def = EventDef {
        stages: stages(
            EventPreset::GroupsThenKnockout,
            16,
            PresetOptions {
                groups: 4,
                ..PresetOptions::default()
            },
        ),
        ..event(16, Vec::new())
    };
    let state = play_out(&def, lower_number_wins);
    let groups = &state.stages[0].groups;
    assert_eq!(groups.len(), 4);
    let a1 = groups[0].qualified[0];
    let b2 = groups[1].qualified[1];
    let ko = &state.stages[1].groups[0].players;
    assert_eq!(&ko[..2], &[a1, b2], "A1 v B2 opens the bracket");
}

#[test]
fn ties_at_a_cut_need_a_playoff_and_its_order_decides() {
    // Four players, every game drawn, ranked by 小分 only: all four tie across the cut of two.
    let def = event(
        4,
        vec![
            Stage {
                tiebreaks: vec![Tiebreak::SonnebornBerger],
                ..stage(Format::RoundRobin { cycles: 1 }, 1, 2)
            },
            stage(Format::Knockout { third_place: false }, 1, 0),
        ],
    );
    let mut sim = Sim {
        results: Vec::new(),
        playoffs: Vec::new(),
    };
    loop {
        let state = step(&def, &sim).expect("runs");
        if state.next_games.is_empty() {
            assert_eq!(state.playoffs.len(), 1);
            let p = &state.playoffs[0];
            assert_eq!(p.kind, PlayoffKind::Cut { from: 1, to: 4 });
            assert_eq!(p.players.len(), 4);
            break;
        }
        for g in &state.next_games {
            sim.results.push(ReportedResult {
                stage: g.at.stage,
                group: g.at.group,
                round: g.at.round,
                board: g.at.board,
                red: None,
                black: None,
                outcome: GameOutcome::Draw,
                playoff_winner: None,
                red_fouls: 0,
                black_fouls: 0,
            });
        }
    }
    sim.playoffs.push(PlayoffOrder {
        stage: 1,
        group: 1,
        order: vec![3, 1],
    });
    let err = step(&def, &sim).expect_err("the play-off must order the whole tie");
    assert!(matches!(err, EventError::Playoff { index: 0, .. }), "{err}");
    sim.playoffs[0].order = vec![4, 3, 2, 1];
    let state = step(&def, &sim).expect("runs");
    assert_eq!(state.stages[0].qualified, vec![4, 3]);
    assert_eq!(state.current_stage, Some(2));
}

#[test]
fn bad_definitions_name_the_field() {
    let cases: Vec<(EventDef, &str)> = vec![
        (
            event(6, vec![stage(Format::RoundRobin { cycles: 1 }, 4, 0)]),
            "stages[0].groups",
        ),
        (
            event(
                8,
                vec![
                    stage(Format::RoundRobin { cycles: 1 }, 2, 5),
                    stage(Format::Knockout { third_place: false }, 1, 0),
                ],
            ),
            "stages[0].advance",
        ),
        (
            event(8, vec![stage(Format::Swiss { rounds: 8 }, 1, 0)]),
            "stages[0].rounds",
        ),
        (
            event(8, vec![stage(Format::RoundRobin { cycles: 1 }, 1, 2)]),
            "stages[0].advance",
        ),
        (
            event(
                12,
                vec![
                    Stage {
                        seeding: Seeding::CrossGroups,
                        ..stage(Format::RoundRobin { cycles: 1 }, 3, 2)
                    },
                    stage(Format::Knockout { third_place: false }, 1, 0),
                ],
            ),
            "stages[0].seeding",
        ),
    ];
    for (def, field) in cases {
        match step(
            &def,
            &Sim {
                results: Vec::new(),
                playoffs: Vec::new(),
            },
        ) {
            Err(EventError::Definition(e)) => assert_eq!(e.field, field, "{e}"),
            other => panic!("{field}: {other:?}"),
        }
    }
}

#[test]
fn results_that_fit_no_game_are_refused() {
    let def = event(4, vec![stage(Format::RoundRobin { cycles: 1 }, 1, 0)]);
    let r = ReportedResult {
        stage: 1,
        group: 1,
        round: 2,
        board: 1,
        red: None,
        black: None,
        outcome: GameOutcome::Draw,
        playoff_winner: None,
        red_fouls: 0,
        black_fouls: 0,
    };
    let sim = Sim {
        results: vec![r],
        playoffs: Vec::new(),
    };
    let swiss = event(6, vec![stage(Format::Swiss { rounds: 3 }, 1, 0)]);
    assert!(
        matches!(step(&swiss, &sim), Err(EventError::Result { index: 0, .. })),
        "a Swiss round 2 is not paired before round 1 is complete"
    );
    let knockout = event(
        4,
        vec![stage(Format::Knockout { third_place: false }, 1, 0)],
    );
    assert!(
        matches!(
            step(&knockout, &sim),
            Err(EventError::Result { index: 0, .. })
        ),
        "no final before the semi-finals"
    );
    let state = step(
        &def,
        &Sim {
            results: Vec::new(),
            playoffs: Vec::new(),
        },
    )
    .expect("runs");
    let g = state.next_games[0];
    let wrong = ReportedResult {
        round: 1,
        board: g.at.board,
        red: Some(g.black),
        ..r
    };
    let sim = Sim {
        results: vec![wrong],
        playoffs: Vec::new(),
    };
    match step(&def, &sim) {
        Err(EventError::Result { field, .. }) => assert_eq!(field, "red"),
        other => panic!("{other:?}"),
    }
}

fn format_strategy() -> impl Strategy<Value = Format> {
    prop_oneof![
        any::<bool>().prop_map(|third_place| Format::Knockout { third_place }),
        (1u32..=2).prop_map(|cycles| Format::RoundRobin { cycles }),
        (1u32..=3).prop_map(|rounds| Format::Swiss { rounds }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_events_run_to_a_ranking_of_everyone(
        n in 8u32..=64,
        formats in prop::collection::vec(format_strategy(), 1..=3),
        group_sizes in prop::collection::vec(4u32..=8, 3),
        advances in prop::collection::vec(1u32..=3, 3),
        seed in any::<u64>(),
        outcome_seed in any::<u64>(),
        draw in 0u8..3,
    ) {
        // Build stages whose shapes fit: groups of about `size`, `advance` of each.
        let mut stages_def = Vec::new();
        let mut count = n as usize;
        for (i, &format) in formats.iter().enumerate() {
            let last = i + 1 == formats.len() || count < 8;
            let size = group_sizes[i] as usize;
            let groups = if last { 1 } else { (count / size).max(1) };
            let smallest = count / groups;
            let format = match format {
                Format::Swiss { rounds } => Format::Swiss { rounds: rounds.min(smallest as u32 - 1).max(1) },
                Format::RoundRobin { cycles } if smallest > 12 => Format::Swiss { rounds: cycles + 1 },
                f => f,
            };
            let advance = if last { 0 } else { advances[i].min(smallest as u32 - 1).max(1) };
            let advance = if !last && groups * (advance as usize) < 2 { 2 } else { advance };
            stages_def.push(Stage {
                name: format!("S{i}"),
                preset: None,
                format,
                grouping: Grouping::Count(groups as u32),
                group_draw: [GroupDraw::Random, GroupDraw::Serpentine, GroupDraw::Pots][draw as usize],
                advance,
                tiebreaks: Vec::new(),
                seeding: Seeding::ByPlaceThenPoints,
                order_by_lot: false,
            });
            if last {
                break;
            }
            count = groups * advance as usize;
        }
        let def = EventDef { seed, stages: stages_def, ..event(n, Vec::new()) };
        let mut state = outcome_seed;
        // Forfeit wins count like byes (FIDE C.04 C2: no pairing-allocated bye for a player who
        // had one or won without playing), so in a small odd group they can leave a Swiss round
        // with no legal pairing: the event then says so (an error naming the rule), which is
        // the answer, not a failure of the engine.
        let played = try_play_out(&def, |_, _| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            match state >> 62 {
                0 => GameOutcome::RedWins,
                1 => GameOutcome::BlackWins,
                2 => GameOutcome::Draw,
                _ => GameOutcome::BlackWinsByForfeit,
            }
        });
        let state_out = match played {
            Ok(state) => state,
            Err(e) if e.starts_with("no legal pairing exists") => {
                return Err(TestCaseError::reject(e));
            }
            Err(e) => panic!("{e}"),
        };
        // Qualifiers follow the definition: the first `advance` of each group, and they are the
        // next stage's players.
        for (si, st) in state_out.stages.iter().enumerate() {
            let advance = def.stages[si].advance as usize;
            if si + 1 < state_out.stages.len() {
                prop_assert_eq!(st.qualified.len(), st.groups.len() * advance);
                for g in &st.groups {
                    let top: Vec<PlayerId> = g.play.rows.iter().take(advance).map(|r| r.id).collect();
                    prop_assert_eq!(&g.qualified, &top);
                }
                let next: BTreeSet<PlayerId> = state_out.stages[si + 1].groups.iter().flat_map(|g| g.players.iter().copied()).collect();
                let q: BTreeSet<PlayerId> = st.qualified.iter().copied().collect();
                prop_assert_eq!(next, q);
            }
        }
        let ranked: Vec<PlayerId> = state_out.final_ranking.iter().map(|r| r.id).collect();
        let unique: BTreeSet<PlayerId> = ranked.iter().copied().collect();
        prop_assert_eq!(ranked.len(), n as usize);
        prop_assert_eq!(unique.len(), n as usize);
    }
}

#[test]
fn a_postponed_round_robin_game_may_come_after_later_rounds() {
    let def = event(4, vec![stage(Format::RoundRobin { cycles: 1 }, 1, 0)]);
    let result = |round: u32, board: u32| ReportedResult {
        stage: 1,
        group: 1,
        round,
        board,
        red: None,
        black: None,
        outcome: GameOutcome::RedWins,
        playoff_winner: None,
        red_fouls: 0,
        black_fouls: 0,
    };
    // Round 1 board 2 is postponed (补赛); round 2 is played in full.
    let mut sim = Sim {
        results: vec![result(1, 1), result(2, 1), result(2, 2)],
        playoffs: Vec::new(),
    };
    let state = step(&def, &sim).expect("a later round's results are accepted");
    let to_play: Vec<(u32, u32)> = state
        .next_games
        .iter()
        .map(|g| (g.at.round, g.at.board))
        .collect();
    assert_eq!(
        to_play,
        vec![(1, 2), (3, 1), (3, 2)],
        "the postponed game and round 3"
    );
    assert_eq!(state.stages[0].groups[0].play.rounds_complete, 0);
    sim.results.push(result(1, 2));
    let state = step(&def, &sim).expect("runs");
    assert_eq!(state.stages[0].groups[0].play.rounds_complete, 2);
    assert!(state.next_games.iter().all(|g| g.at.round == 3));
}

/// The event's sentence follows the locale: the next round of a stage, then the winner.
#[test]
fn the_event_text_is_localised() {
    use arbiter::api::tournament::texts as tournament_texts;
    use arbiter::i18n::Locale;
    let mut first = stage(Format::RoundRobin { cycles: 1 }, 2, 1);
    first.name = "小组赛".into();
    let def = event(
        8,
        vec![first, stage(Format::Knockout { third_place: false }, 1, 0)],
    );
    let start = step(
        &def,
        &Sim {
            results: Vec::new(),
            playoffs: Vec::new(),
        },
    )
    .unwrap();
    let say = |l, s: &EventState| tournament_texts::event(l, s);
    assert_eq!(
        say(Locale::En, &start),
        "stage 1 (小组赛): play round 1 (4 games)"
    );
    assert_eq!(
        say(Locale::ZhHans, &start),
        "第一阶段（小组赛）：进行第1轮（4盘）"
    );
    let over = play_out(&def, |_, _| GameOutcome::RedWins);
    let winner = over.final_ranking[0].id;
    assert_eq!(
        say(Locale::ZhHant, &over),
        format!("比賽結束：{winner}號名列第一")
    );
    assert_eq!(
        say(Locale::En, &over),
        format!("the event is over: player {winner} is first")
    );
    // A preset's stages are named by the service in the caller's script (a zh-Hant answer had
    // simplified names from code before).
    let club = event(
        16,
        stages(EventPreset::ClubThreeStage, 16, PresetOptions::default()),
    );
    let start = step(
        &club,
        &Sim {
            results: Vec::new(),
            playoffs: Vec::new(),
        },
    )
    .unwrap();
    assert_eq!(
        say(Locale::ZhHant, &start),
        "第一階段（抽籤分組單淘汰）：進行第1輪（8盤）"
    );
    assert_eq!(
        say(Locale::ZhHans, &start),
        "第一阶段（抽签分组单淘汰）：进行第1轮（8盘）"
    );
    assert_eq!(
        say(Locale::En, &start),
        "stage 1 (drawn groups, single elimination): play round 1 (8 games)"
    );
}
