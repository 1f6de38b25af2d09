//! A TRF-2026 team file read as a team event: record 310 (a team, its name and its players in
//! board order), 320 (pairing-allocated byes and what they earn), 362 (match points), 162 (game
//! points) and the games of the players' 001 lines, grouped into matches — what FIDE's
//! tie-break tool reads from the same file.
//!
//! ```
//! use arbiter_tournament::team_trf::read;
//! use arbiter_tournament::teams::BoardResult;
//! // Two teams of two boards: team 1 wins the match 1½–½.
//! let file = read(
//!     "001    1 m    Player 1                          2000 FID                         1.0    1     3 w 1\n\
//!      001    2 m    Player 2                          2000 FID                         0.5    2     4 b =\n\
//!      001    3 m    Player 3                          2000 FID                         0.0    3     1 b 0\n\
//!      001    4 m    Player 4                          2000 FID                         0.5    4     2 w =\n\
//!      310   1 Team 1                                           0.0    0.0   1     1    2\n\
//!      310   2 Team 2                                           0.0    0.0   2     3    4\n",
//! )
//! .unwrap();
//! assert_eq!(file.matches.len(), 1);
//! assert_eq!((file.matches[0].home, file.matches[0].away), (1, 2));
//! assert_eq!(file.matches[0].boards, [BoardResult::HomeWins, BoardResult::Draw]);
//! ```

use std::collections::{BTreeMap, HashMap};

use super::model::{GameResult, HalfPoints, PlayerId, RoundKind, Tournament};
use super::teams::{BoardResult, TeamId, TeamMatch, TeamPoints};
use super::trf::{self, Field, TrfError, err, parse_points, point_letters, slice};
use super::trf_problem::TrfProblem as P;

/// A team as record 310 lists it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TeamEntry {
    /// Team number (columns 5–7).
    pub id: TeamId,
    /// Name (columns 9–40).
    pub name: String,
    /// Its players' start numbers, board 1 first (columns 74–77, 79–82, …).
    pub players: Vec<PlayerId>,
}

/// A team event as a TRF-2026 team file states it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TeamFile {
    /// The teams, in the file's order.
    pub teams: Vec<TeamEntry>,
    /// The matches: the games of one round between the players of two teams, board by board
    /// (boards in the order of the lower-numbered team's list; that team is home).
    pub matches: Vec<TeamMatch>,
    /// Pairing-allocated byes as (round, team) (record 320).
    pub byes: Vec<(u32, TeamId)>,
    /// Game points (162) and match points (362; default 2 / 1).
    pub points: TeamPoints,
    /// What a bye earns as record 320 states it: (match points, game points).
    pub bye_points: Option<(HalfPoints, HalfPoints)>,
    /// The file's tie-break codes after the points (212, else 202).
    pub rank_order: Vec<String>,
    /// The first day of the event (042).
    pub start_date: Option<(u16, u8, u8)>,
    /// Record 092 names a round robin (`…ROBIN…`, `…BERGER…`, as FIDE's tool reads it): its
    /// pairings were fixed in advance, so a forfeited round counts against its opponent.
    pub round_robin: bool,
}

/// Reads a team file (see the module's text).
///
/// # Errors
/// The file does not read as a TRF, a team record names a player without a 001 line or a
/// player listed by another team, a number is not one, a player with games belongs to no team,
/// two players of one team meet, or one team's players meet two teams in a round.
pub fn read(text: &str) -> Result<TeamFile, TrfError> {
    let t = trf::parse(text)?;
    let mut teams = Vec::new();
    let mut team_of: HashMap<PlayerId, (TeamId, usize)> = HashMap::new();
    let mut byes = Vec::new();
    let mut round_robin = false;
    let mut bye_points = None;
    let mut bye_line = 0;
    let mut points = TeamPoints {
        game_win: t.points.win,
        game_draw: t.points.draw,
        match_win: 4,
        match_draw: 2,
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in text.split(['\n', '\r']).enumerate() {
        let line = index + 1;
        match slice(raw, 0, 3) {
            "310" => {
                let entry = read_310(raw, line, &t)?;
                if entry.id == 0 || teams.iter().any(|e: &TeamEntry| e.id == entry.id) {
                    return Err(err(line, P::TeamNumberTwice { team: entry.id }));
                }
                for (board, &id) in entry.players.iter().enumerate() {
                    if team_of.insert(id, (entry.id, board)).is_some() {
                        return Err(err(line, P::PlayerInTwoTeams { id }));
                    }
                }
                teams.push(entry);
            }
            "320" => {
                bye_line = line;
                bye_points = Some((
                    parse_points(slice(raw, 4, 8), line)?,
                    parse_points(slice(raw, 9, 13), line)?,
                ));
                for (k, from) in (14..raw.len()).step_by(4).enumerate() {
                    let field = slice(raw, from, from + 3).trim();
                    if field.is_empty() {
                        continue;
                    }
                    let team = field.parse::<TeamId>().map_err(|_| {
                        err(
                            line,
                            P::FieldNotANumber {
                                from: from + 1,
                                to: from + 3,
                                field: Field::Team,
                                text: field.to_string(),
                            },
                        )
                    })?;
                    byes.push((k as u32 + 1, team));
                }
            }
            "092" => {
                let kind = slice(raw, 4, raw.len()).to_ascii_uppercase();
                round_robin = kind.contains("ROBIN") || kind.contains("BERGER");
            }
            "362" => {
                // As record 162, for matches.
                for (code, value) in point_letters(raw, line)? {
                    match code {
                        'W' => points.match_win = value,
                        'D' => points.match_draw = value,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    let matches = matches_of(&t, &team_of)?;
    for &(round, team) in &byes {
        if !teams.iter().any(|e| e.id == team) {
            return Err(err(bye_line, P::ByeTeamUnknown { round, team }));
        }
        if matches
            .iter()
            .any(|m| m.round == round && (m.home == team || m.away == team))
        {
            return Err(err(bye_line, P::ByeAndMatch { round, team }));
        }
    }
    Ok(TeamFile {
        teams,
        matches,
        byes,
        points,
        bye_points,
        rank_order: t.rank_order.clone(),
        start_date: t.start_date,
        round_robin,
    })
}

/// One record 310: `310 NNN name… players` (team number in columns 5–7, name 9–40, the
/// players' start numbers in 4 columns each from column 74, a space between).
fn read_310(raw: &str, line: usize, t: &Tournament) -> Result<TeamEntry, TrfError> {
    let number = slice(raw, 4, 7).trim();
    let id = number.parse::<TeamId>().map_err(|_| {
        err(
            line,
            P::FieldNotANumber {
                from: 5,
                to: 7,
                field: Field::Team,
                text: number.to_string(),
            },
        )
    })?;
    let mut players = Vec::new();
    for from in (73..raw.len()).step_by(5) {
        let field = slice(raw, from, from + 4).trim();
        if field.is_empty() {
            continue;
        }
        let player = field.parse::<PlayerId>().map_err(|_| {
            err(
                line,
                P::NotAPairingNumber {
                    text: field.to_string(),
                },
            )
        })?;
        if player == 0 {
            continue;
        }
        if !t.players.contains_key(&player) {
            return Err(err(
                line,
                P::TeamPlayerUnknown {
                    team: id,
                    id: player,
                },
            ));
        }
        players.push(player);
    }
    Ok(TeamEntry {
        id,
        name: slice(raw, 8, 40).trim().to_string(),
        players,
    })
}

/// Whether the round counts for the player's side as a win, a draw or a loss on the board.
fn outcome(kind: RoundKind) -> Option<GameResult> {
    match kind {
        RoundKind::Played(r) => Some(r),
        RoundKind::ForfeitWin => Some(GameResult::Win),
        RoundKind::ForfeitLoss => Some(GameResult::Loss),
        _ => None,
    }
}

/// The matches of the event: each game between players of two teams is a board of their match.
fn matches_of(
    t: &Tournament,
    team_of: &HashMap<PlayerId, (TeamId, usize)>,
) -> Result<Vec<TeamMatch>, TrfError> {
    // (round, home, away) → (home's board, result) per game.
    let mut boards: BTreeMap<(u32, TeamId, TeamId), Vec<(usize, BoardResult)>> = BTreeMap::new();
    // (round, team) → the team it meets.
    let mut meets: HashMap<(u32, TeamId), TeamId> = HashMap::new();
    for p in t.players.values() {
        for (r, e) in p.rounds.iter().enumerate() {
            let (Some(q), Some(mine)) = (e.opponent, outcome(e.kind)) else {
                continue;
            };
            let round = r as u32 + 1;
            let Some(&(team, board)) = team_of.get(&p.id) else {
                return Err(err(0, P::PlayerWithoutTeam { id: p.id }));
            };
            let Some(&(other, _)) = team_of.get(&q) else {
                return Err(err(0, P::PlayerWithoutTeam { id: q }));
            };
            if team == other {
                return Err(err(0, P::GameWithinTeam { round, id: p.id }));
            }
            if *meets.entry((round, team)).or_insert(other) != other {
                return Err(err(0, P::TeamMeetsTwo { round, team }));
            }
            // Each game once: from the home (lower-numbered) team's player.
            if team > other {
                continue;
            }
            let theirs = t
                .players
                .get(&q)
                .and_then(|o| o.rounds.get(r))
                .map(|o| o.kind);
            let result = match (e.kind, theirs) {
                (RoundKind::ForfeitWin, _) => BoardResult::HomeWinsByForfeit,
                (RoundKind::ForfeitLoss, Some(RoundKind::ForfeitLoss)) => {
                    BoardResult::DoubleForfeit
                }
                (RoundKind::ForfeitLoss, _) => BoardResult::AwayWinsByForfeit,
                _ => match (mine, theirs.and_then(outcome)) {
                    (GameResult::Win, _) => BoardResult::HomeWins,
                    (GameResult::Draw, _) => BoardResult::Draw,
                    (GameResult::Loss, Some(GameResult::Loss)) => BoardResult::BothLose,
                    (GameResult::Loss, _) => BoardResult::AwayWins,
                },
            };
            boards
                .entry((round, team, other))
                .or_default()
                .push((board, result));
        }
    }
    Ok(boards
        .into_iter()
        .map(|((round, home, away), mut games)| {
            games.sort_by_key(|&(board, _)| board);
            TeamMatch {
                round,
                home,
                away,
                boards: games.into_iter().map(|(_, b)| b).collect(),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two teams of two boards, one round: 1 beats 2 by 1½–½.
    const FILE: &str = "\
012 Two teams
162  W 1.0    D 0.5    L 0.0
362  W 2.0    D 1.0    L 0.0
001    1 m    Player 1                          2000 FID                         1.0    1     3 w 1
001    2 m    Player 2                          2000 FID                         0.5    2     4 b =
001    3 m    Player 3                          2000 FID                         0.0    3     1 b 0
001    4 m    Player 4                          2000 FID                         0.5    4     2 w =
310   1 Team 1                                           0.0    0.0   1     1    2
310   2 Team 2                                           0.0    0.0   2     3    4
320  2.0  2.0       1
";

    #[test]
    fn a_team_file_reads_as_matches_board_by_board() {
        let f = read(FILE).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(f.teams.len(), 2);
        assert_eq!(f.teams[0].players, vec![1, 2]);
        assert_eq!(f.teams[1].name, "Team 2");
        assert_eq!(
            f.matches,
            vec![TeamMatch {
                round: 1,
                home: 1,
                away: 2,
                boards: vec![BoardResult::HomeWins, BoardResult::Draw],
            }]
        );
        // The bye of record 320 in round 2, 2 match points and 2 game points.
        assert_eq!(f.byes, vec![(2, 1)]);
        assert_eq!(f.bye_points, Some((4, 4)));
        assert_eq!(f.points.game_win, 2);
        assert_eq!(f.points.match_win, 4);
    }

    #[test]
    fn forfeits_read_as_forfeited_boards_and_a_round_robin_is_named() {
        let text = FILE
            .replace("     3 w 1\n", "     3 w +\n")
            .replace("     1 b 0\n", "     1 b -\n")
            .replace("     4 b =\n", "     4 b -\n")
            .replace("     2 w =\n", "     2 w -\n")
            .replace("0.5    2     4 b -", "0.0    2     4 b -")
            .replace("0.5    4     2 w -", "0.0    4     2 w -");
        let text = format!("092 FIDE_TEAM_ROUNDROBIN\n{text}");
        let f = read(&text).unwrap_or_else(|e| panic!("{e}"));
        assert!(f.round_robin);
        assert_eq!(
            f.matches[0].boards,
            vec![BoardResult::HomeWinsByForfeit, BoardResult::DoubleForfeit]
        );
        assert!(!read(FILE).unwrap_or_else(|e| panic!("{e}")).round_robin);
    }

    #[test]
    fn a_team_record_naming_a_player_without_a_line_is_refused() {
        let text = FILE.replace("    3    4\n", "    3    9\n");
        let e = read(&text).unwrap_err();
        assert_eq!(e.problem, P::TeamPlayerUnknown { team: 2, id: 9 });
        assert_eq!(e.line, 9);
    }

    #[test]
    fn a_team_number_given_twice_is_refused_at_its_line() {
        let e = read(&FILE.replace("310   2 Team 2", "310   1 Team 2")).unwrap_err();
        assert_eq!(e.problem, P::TeamNumberTwice { team: 1 });
        assert_eq!(e.line, 9);
    }

    #[test]
    fn a_bye_to_an_unknown_team_or_to_a_team_that_plays_is_refused() {
        let unknown = FILE.replace("320  2.0  2.0       1", "320  2.0  2.0       7");
        let e = read(&unknown).unwrap_err();
        assert_eq!(e.problem, P::ByeTeamUnknown { round: 2, team: 7 });
        assert_eq!(e.line, 10);
        let plays = FILE.replace("320  2.0  2.0       1", "320  2.0  2.0   1");
        let e = read(&plays).unwrap_err();
        assert_eq!(e.problem, P::ByeAndMatch { round: 1, team: 1 });
        assert_eq!(e.line, 10);
    }

    #[test]
    fn team_mates_who_meet_are_refused() {
        let text = FILE.replace("    1    2\n", "    1    3\n").replace(
            "310   2 Team 2                                           0.0    0.0   2     3    4",
            "310   2 Team 2                                           0.0    0.0   2     2    4",
        );
        let e = read(&text).unwrap_err();
        assert_eq!(e.problem, P::GameWithinTeam { round: 1, id: 1 });
    }
}
