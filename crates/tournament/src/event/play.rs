//! One group of one stage, played as far as the results reach: a round robin from the Berger
//! tables, a Swiss from the Dutch pairings round by round, or a knockout bracket. Each
//! gives the next round's games, and once finished the group's places.

use super::result_problem::ResultProblem;
use std::collections::BTreeMap;

use super::address::{GroupKey, ScheduledGame};
use super::definition::{Format, GameOutcome};
use super::error::EventError;
use super::results::{Played, ResultBook};
use crate::knockout::{self, Match, MatchResult, Slot};
use crate::model::{
    Colour, GameResult, HalfPoints, Player, PlayerId, PointSystem, RoundEntry, RoundKind,
    Tournament,
};
use crate::round_robin;
use crate::standings::{self, Tiebreak, TiebreakValue, UnplayedRule};
use crate::swiss::dutch;

/// One player's place in a group.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GroupRow {
    /// The player.
    pub id: PlayerId,
    /// Place, 1-based; tied players share the place of the first of them.
    pub place: u32,
    /// Points (knockout: the points of the games played, for comparisons across groups).
    pub points: HalfPoints,
    /// The stage's tie-break values (none in a knockout).
    pub tiebreaks: Vec<TiebreakValue>,
    /// Equal with the row above on everything that decides places.
    pub tied: bool,
}

/// A group as far as the results reach.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GroupPlay {
    /// Rounds the group plays (a knockout: the rounds of its bracket).
    pub rounds: u32,
    /// Rounds with every result in.
    pub rounds_complete: u32,
    /// The games of the round being played that have no result yet.
    pub next_games: Vec<ScheduledGame>,
    /// The players without a game in the round being played (round number, player).
    pub byes: Vec<(u32, PlayerId)>,
    /// Knockout matches drawn without a play-off winner: the bracket waits for them.
    pub drawn: Vec<ScheduledGame>,
    /// Places (a round robin or Swiss: the standings so far; a knockout: once finished).
    pub rows: Vec<GroupRow>,
    /// Every game has its result.
    pub finished: bool,
}

/// How the group is scored and ranked.
pub struct Scoring<'a> {
    /// Points per game.
    pub points: PointSystem,
    /// Tie-breaks after points.
    pub tiebreaks: &'a [Tiebreak],
}

/// A group to play: its format, its players in seeding order and, for a knockout seeded by
/// crossed groups, its fixed first round.
pub struct GroupInput<'a> {
    /// How the group plays.
    pub format: Format,
    /// The players in the group's seeding order.
    pub players: &'a [PlayerId],
    /// A knockout's first round fixed by crossed groups, instead of seeding it.
    pub first_round: Option<Vec<Match>>,
}

/// Plays the group as far as `book` reaches.
///
/// # Errors
/// A result that does not fit its game, or a Swiss round that cannot be paired.
pub fn play(
    group: GroupInput<'_>,
    key: &GroupKey<'_>,
    book: &mut ResultBook<'_>,
    scoring: &Scoring<'_>,
) -> Result<GroupPlay, EventError> {
    let players = group.players;
    match group.format {
        Format::RoundRobin { cycles } => round_robin_group(players, cycles, key, book, scoring),
        Format::Swiss { rounds } => swiss_group(players, rounds, key, book, scoring),
        Format::Knockout { third_place } => {
            let first = match group.first_round {
                Some(f) => f,
                None => knockout::first_round(players, knockout::Draw::Seeded)
                    .map_err(|e| EventError::Internal(e.to_string()))?,
            };
            knockout_group(first, third_place, key, book, scoring.points)
        }
    }
}

/// The history entries of one game for red and black.
fn entries(red: PlayerId, black: PlayerId, outcome: GameOutcome) -> (RoundEntry, RoundEntry) {
    use GameResult::{Draw, Loss, Win};
    let (r, b) = match outcome {
        GameOutcome::RedWins => (RoundKind::Played(Win), RoundKind::Played(Loss)),
        GameOutcome::BlackWins => (RoundKind::Played(Loss), RoundKind::Played(Win)),
        GameOutcome::Draw => (RoundKind::Played(Draw), RoundKind::Played(Draw)),
        GameOutcome::RedWinsByForfeit => (RoundKind::ForfeitWin, RoundKind::ForfeitLoss),
        GameOutcome::BlackWinsByForfeit => (RoundKind::ForfeitLoss, RoundKind::ForfeitWin),
        GameOutcome::BothLose => (RoundKind::Played(Loss), RoundKind::Played(Loss)),
        GameOutcome::DoubleForfeit => (RoundKind::ForfeitLoss, RoundKind::ForfeitLoss),
    };
    let entry = |opponent, colour, kind| RoundEntry {
        opponent: Some(opponent),
        colour: Some(colour),
        kind,
    };
    (entry(black, Colour::Red, r), entry(red, Colour::Black, b))
}

/// A tournament of the group's players with no rounds yet, numbered by `ids`.
fn empty_tournament(ids: &[PlayerId], rounds: u32, points: PointSystem) -> Tournament {
    Tournament {
        name: String::new(),
        players: ids
            .iter()
            .map(|&id| {
                (
                    id,
                    Player {
                        id,
                        ..Player::default()
                    },
                )
            })
            .collect::<BTreeMap<_, _>>(),
        total_rounds: Some(rounds),
        points,
        ..Tournament::default()
    }
}

fn push(t: &mut Tournament, id: PlayerId, entry: RoundEntry) {
    if let Some(p) = t.players.get_mut(&id) {
        p.rounds.push(entry);
    }
}

/// Standings rows as group rows, with `rename` mapping the tournament's numbers back.
fn rows_of(
    t: &Tournament,
    scoring: &Scoring<'_>,
    rule: UnplayedRule,
    rename: &dyn Fn(PlayerId) -> PlayerId,
) -> Vec<GroupRow> {
    let mut place = 0;
    standings::standings(t, scoring.tiebreaks, rule)
        .into_iter()
        .map(|r| {
            if !r.tied_with_previous {
                place = r.rank;
            }
            GroupRow {
                id: rename(r.id),
                place,
                points: r.points,
                tiebreaks: r.tiebreaks,
                tied: r.tied_with_previous,
            }
        })
        .collect()
}

fn round_robin_group(
    players: &[PlayerId],
    cycles: u32,
    key: &GroupKey<'_>,
    book: &mut ResultBook<'_>,
    scoring: &Scoring<'_>,
) -> Result<GroupPlay, EventError> {
    let schedule = round_robin::schedule(players, cycles)
        .map_err(|e| EventError::Internal(format!("{e:?}")))?;
    let mut t = empty_tournament(players, schedule.len() as u32, scoring.points);
    let mut out = GroupPlay {
        rounds: schedule.len() as u32,
        ..GroupPlay::default()
    };
    // The whole schedule is known, so a postponed game (补赛) may be reported after later
    // rounds: results count for any scheduled game. The standings so far count the leading
    // complete rounds; the games to play are the missing ones up to and including the first
    // round with none reported (later rounds wait for it).
    let mut leading = true;
    let mut opened = false;
    for round in &schedule {
        let mut results = Vec::with_capacity(round.games.len());
        let mut missing = Vec::new();
        for (b, g) in round.games.iter().enumerate() {
            let at = key.at(round.number, b as u32 + 1);
            book.no_playoff(at)?;
            let game = ScheduledGame {
                at,
                red: g.red,
                black: g.black,
            };
            match book.take(at, g.red, g.black)? {
                Some(p) => results.push((game, p)),
                None => missing.push(game),
            }
        }
        if missing.is_empty() {
            if leading {
                record_round(&mut t, &results, round.bye, RoundKind::ZeroBye);
                out.rounds_complete += 1;
            }
            continue;
        }
        leading = false;
        if opened {
            continue;
        }
        if results.is_empty() {
            opened = true;
            out.byes.extend(round.bye.map(|p| (round.number, p)));
        }
        out.next_games.extend(missing);
    }
    out.finished = out.rounds_complete == out.rounds;
    out.rows = rows_of(&t, scoring, UnplayedRule::Plain, &|id| id);
    Ok(out)
}

fn record_round(
    t: &mut Tournament,
    results: &[(ScheduledGame, Played)],
    bye: Option<PlayerId>,
    bye_kind: RoundKind,
) {
    for (g, p) in results {
        let (r, b) = entries(g.red, g.black, p.outcome);
        push(t, g.red, r);
        push(t, g.black, b);
        for (id, fouls) in [(g.red, p.fouls.0), (g.black, p.fouls.1)] {
            if let Some(player) = t.players.get_mut(&id) {
                player.fouls = player.fouls.saturating_add(fouls);
            }
        }
    }
    if let Some(p) = bye {
        push(t, p, RoundEntry::without_opponent(bye_kind));
    }
}

fn swiss_group(
    players: &[PlayerId],
    rounds: u32,
    key: &GroupKey<'_>,
    book: &mut ResultBook<'_>,
    scoring: &Scoring<'_>,
) -> Result<GroupPlay, EventError> {
    // The pairing ranks by pairing number: number the group's players in its seeding order.
    let local: Vec<PlayerId> = (1..=players.len() as PlayerId).collect();
    let real = |id: PlayerId| players[(id - 1) as usize];
    let mut t = empty_tournament(&local, rounds, scoring.points);
    let mut out = GroupPlay {
        rounds,
        ..GroupPlay::default()
    };
    for number in 1..=rounds {
        if let Some((results, bye)) =
            super::swiss_record::recorded_round(book, key, number, players, &t)?
        {
            record_round(&mut t, &results, bye, RoundKind::PairingBye);
            out.rounds_complete += 1;
            continue;
        }
        let round =
            dutch::pair_next_round_until(&t, None, key.stop).map_err(EventError::Pairing)?;
        let mut results = Vec::with_capacity(round.boards.len());
        let mut missing = Vec::new();
        for (b, pairing) in round.boards.iter().enumerate() {
            let at = key.at(number, b as u32 + 1);
            book.no_playoff(at)?;
            let game = ScheduledGame {
                at,
                red: real(pairing.red),
                black: real(pairing.black),
            };
            match book.take(at, game.red, game.black)? {
                Some(p) => results.push((
                    ScheduledGame {
                        red: pairing.red,
                        black: pairing.black,
                        ..game
                    },
                    p,
                )),
                None => missing.push(game),
            }
        }
        if !missing.is_empty() {
            out.next_games = missing;
            out.byes.extend(round.bye.map(|p| (number, real(p))));
            break;
        }
        record_round(&mut t, &results, round.bye, RoundKind::PairingBye);
        out.rounds_complete += 1;
    }
    out.finished = out.rounds_complete == rounds;
    out.rows = rows_of(&t, scoring, UnplayedRule::Fide2024, &real);
    Ok(out)
}

/// A knockout game's result as the bracket reads it (`Drawn`: waiting for the play-off).
fn match_result(m: &Match, p: Played) -> MatchResult {
    match p.outcome {
        GameOutcome::RedWins | GameOutcome::RedWinsByForfeit => MatchResult::TopWins,
        GameOutcome::BlackWins | GameOutcome::BlackWinsByForfeit => MatchResult::BottomWins,
        // Refused before it reaches the bracket (`knockout_group`).
        GameOutcome::BothLose | GameOutcome::DoubleForfeit => MatchResult::Drawn,
        GameOutcome::Draw => match p.playoff_winner {
            Some(w) if m.top == Slot::Player(w) => MatchResult::TopWins,
            Some(_) => MatchResult::BottomWins,
            None => MatchResult::Drawn,
        },
    }
}

fn player(s: Slot) -> Option<PlayerId> {
    match s {
        Slot::Player(p) => Some(p),
        _ => None,
    }
}

/// The bracket's progress: where each player went out and the points of their games.
#[derive(Default)]
struct Bracket {
    /// Place of each player once out (or the champion's 1).
    place: BTreeMap<PlayerId, u32>,
    points: BTreeMap<PlayerId, HalfPoints>,
}

impl Bracket {
    fn score(&mut self, m: &Match, p: Played, points: PointSystem) {
        let (Some(top), Some(bottom)) = (player(m.top), player(m.bottom)) else {
            return;
        };
        let (r, b) = entries(top, bottom, p.outcome);
        *self.points.entry(top).or_default() += points.points(&r);
        *self.points.entry(bottom).or_default() += points.points(&b);
    }
}

fn knockout_group(
    first: Vec<Match>,
    third_place: bool,
    key: &GroupKey<'_>,
    book: &mut ResultBook<'_>,
    points: PointSystem,
) -> Result<GroupPlay, EventError> {
    let total = (first.len() * 2).next_power_of_two().trailing_zeros();
    let mut out = GroupPlay {
        rounds: total,
        ..GroupPlay::default()
    };
    let mut bracket = Bracket::default();
    for &m in &first {
        for p in [m.top, m.bottom].into_iter().filter_map(player) {
            bracket.points.insert(p, 0);
        }
    }
    let mut round = first;
    let mut bronze: Option<Match> = None;
    for number in 1..=total {
        let mut matches = round.clone();
        matches.extend(bronze);
        let results = knockout_round(&matches, number, key, book, &mut out)?;
        if !out.next_games.is_empty() || !out.drawn.is_empty() {
            break;
        }
        for (i, (m, &(r, p))) in matches.iter().zip(&results).enumerate() {
            if let Some(p) = p {
                bracket.score(m, p, points);
            }
            if let Some(l) = knockout::loser(m, Some(r)).and_then(player) {
                // The third-place match is the board after the round's matches.
                let place = if i == round.len() {
                    4
                } else {
                    round.len() as u32 + 1
                };
                bracket.place.insert(l, place);
            }
        }
        out.rounds_complete = number;
        let played: Vec<MatchResult> = results.iter().take(round.len()).map(|r| r.0).collect();
        if round.len() == 1 {
            if let Some(c) = knockout::winner(&round[0], Some(played[0])).and_then(player) {
                bracket.place.insert(c, 1);
            }
            if let Some(b) = bronze
                && let Some(w) = knockout::winner(&b, Some(results[1].0)).and_then(player)
            {
                bracket.place.insert(w, 3);
            }
            break;
        }
        let (next, third) = knockout::next_round(&round, &played, third_place)
            .map_err(|e| EventError::Internal(e.to_string()))?;
        round = next;
        bronze = third;
    }
    out.finished = out.rounds_complete == total;
    if out.finished {
        out.rows = knockout_rows(&bracket);
    }
    Ok(out)
}

/// Collects one bracket round's results (board = match number; the third-place match is the
/// last board). A bye match counts as won by its player.
fn knockout_round(
    matches: &[Match],
    number: u32,
    key: &GroupKey<'_>,
    book: &mut ResultBook<'_>,
    out: &mut GroupPlay,
) -> Result<Vec<(MatchResult, Option<Played>)>, EventError> {
    let mut results = Vec::with_capacity(matches.len());
    for (i, m) in matches.iter().enumerate() {
        let (Some(red), Some(black)) = (player(m.top), player(m.bottom)) else {
            if let Some(p) = player(m.top).or(player(m.bottom)) {
                out.byes.push((number, p));
            }
            // The bracket ignores a bye match's result: the player advances.
            results.push((MatchResult::TopWins, None));
            continue;
        };
        let game = ScheduledGame {
            at: key.at(number, i as u32 + 1),
            red,
            black,
        };
        match book.take(game.at, red, black)? {
            None => out.next_games.push(game),
            Some(p) if p.outcome.both_lose() => {
                return Err(EventError::result(
                    p.index,
                    "outcome",
                    ResultProblem::KnockoutNeedsWinner,
                ));
            }
            Some(p) => {
                let r = match_result(m, p);
                if r == MatchResult::Drawn {
                    out.drawn.push(game);
                }
                results.push((r, Some(p)));
            }
        }
    }
    if out.next_games.is_empty() && out.drawn.is_empty() {
        out.byes.clear();
    }
    Ok(results)
}

/// Knockout places: the champion 1, the finalist 2, third and fourth from the third-place
/// match, else the players out in the same round share the place below everyone still in.
fn knockout_rows(b: &Bracket) -> Vec<GroupRow> {
    let mut rows: Vec<GroupRow> = b
        .place
        .iter()
        .map(|(&id, &place)| GroupRow {
            id,
            place,
            points: b.points.get(&id).copied().unwrap_or(0),
            tiebreaks: Vec::new(),
            tied: false,
        })
        .collect();
    rows.sort_by_key(|r| r.place);
    for i in 1..rows.len() {
        rows[i].tied = rows[i].place == rows[i - 1].place;
    }
    rows
}
