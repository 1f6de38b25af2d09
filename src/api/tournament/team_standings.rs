//! `ComputeTeamStandings`: a team event from the request's teams and matches or from a
//! TRF-2026 team file, ranked by the association's order or by FIDE's team codes.

use std::collections::HashMap;

use super::points::half_points;
use super::{team_criteria_from_codes, trf_invalid};
use crate::api::Call;
use crate::api::enums::{ToProto, optional, required};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::limits::{MAX_BOARDS, MAX_TEAM_MATCHES, MAX_TEAMS, MAX_TRF_BYTES, MAX_TRF_ROUNDS};
use crate::pb::tournament::v1 as pb;
use crate::tournament::model::HalfPoints;
use crate::tournament::standings::UnplayedRule;
use crate::tournament::team_tiebreaks::{self, TeamCriterion};
use crate::tournament::team_trf;
use crate::tournament::teams::{self, TeamMatch, TeamPoints, TeamRow, TeamTiebreak};

/// `ComputeTeamStandings`.
pub fn compute_team_standings(
    _call: &Call,
    req: pb::ComputeTeamStandingsRequest,
) -> Result<pb::ComputeTeamStandingsResponse, ApiError> {
    let pb::ComputeTeamStandingsRequest {
        teams,
        matches,
        tiebreaks,
        game_win,
        game_draw,
        match_win,
        match_draw,
        tiebreak_codes,
        unplayed,
        byes,
        bye_match_points,
        bye_game_points,
        trf,
    } = req;
    let mut from_file = None;
    let input = if trf.is_empty() {
        TeamInput {
            teams,
            matches,
            byes,
            points: [game_win, game_draw, match_win, match_draw],
        }
    } else {
        if !teams.is_empty() || !matches.is_empty() || !byes.is_empty() {
            return Err(ApiError::because(
                "trf",
                Reason::EitherNotBoth {
                    what: "trf-or-matches",
                },
            ));
        }
        if trf.len() > MAX_TRF_BYTES {
            return Err(
                ApiError::invalid("trf", format!("at most {MAX_TRF_BYTES} bytes"))
                    .at_most(MAX_TRF_BYTES, "bytes"),
            );
        }
        let file = team_trf::read(&trf).map_err(|e| trf_invalid("trf", &e))?;
        let input = TeamInput::from_file(&file);
        from_file = Some(file);
        input
    };
    let TeamInput {
        teams,
        matches,
        byes,
        points,
    } = input;
    // What the file's records became is checked as the request's fields are; an error there
    // is the file's, reported at `trf`.
    let source = |e: ApiError| {
        if from_file.is_some() {
            e.reported_at("trf")
        } else {
            e
        }
    };
    // The file's own list applies unless the request names tie-breaks.
    let file_codes = from_file
        .as_ref()
        .filter(|f| tiebreak_codes.is_empty() && tiebreaks.is_empty() && !f.rank_order.is_empty())
        .map(|f| f.rank_order.clone());
    let (tiebreak_codes, codes_field) = match file_codes {
        Some(codes) => (codes, "trf.rankOrder"),
        None => (tiebreak_codes, "tiebreak_codes"),
    };
    if !tiebreaks.is_empty() && !tiebreak_codes.is_empty() {
        return Err(ApiError::because(
            "tiebreak_codes",
            Reason::EitherNotBoth {
                what: "codes-or-tiebreaks",
            },
        ));
    }
    if teams.len() > MAX_TEAMS {
        return Err(source(
            ApiError::invalid("teams", format!("at most {MAX_TEAMS} teams"))
                .at_most(MAX_TEAMS, "teams"),
        ));
    }
    if matches.len() > MAX_TEAM_MATCHES {
        return Err(source(
            ApiError::invalid("matches", format!("at most {MAX_TEAM_MATCHES} matches"))
                .at_most(MAX_TEAM_MATCHES, "matches"),
        ));
    }
    let roster = team_roster(&teams).map_err(source)?;
    let matches = matches
        .iter()
        .enumerate()
        .map(|(i, m)| team_match_from(i, m, &roster.fouls))
        .collect::<Result<Vec<_>, _>>()
        .map_err(source)?;
    let points = team_points_from(points)?;
    if !tiebreak_codes.is_empty() {
        let criteria = team_criteria_from_codes(&tiebreak_codes, codes_field)?;
        let start_date = from_file.as_ref().and_then(|f| f.start_date);
        // A round robin's pairings were fixed in advance: every round with an opponent
        // counts against that opponent (the plain rule), as FIDE's tool reads one.
        let rule = optional("unplayed", unplayed)?.unwrap_or_else(|| match &from_file {
            Some(f) if f.round_robin => UnplayedRule::Plain,
            Some(_) => UnplayedRule::in_force(start_date),
            None => UnplayedRule::default(),
        });
        let byes = team_byes_from(&byes, &matches, &roster.fouls).map_err(source)?;
        let boards = matches.iter().map(|m| m.boards.len()).max().unwrap_or(0) as i64;
        let (file_match, file_game) = from_file
            .as_ref()
            .and_then(|f| f.bye_points)
            .unwrap_or((points.match_win, boards * points.game_win));
        let bye_points = (
            bye_match_points.map_or(Ok(file_match), |v| half_points(v, "bye_match_points"))?,
            bye_game_points.map_or(Ok(file_game), |v| half_points(v, "bye_game_points"))?,
        );
        let event = team_tiebreaks::TeamEvent {
            teams: &roster.ids,
            matches: &matches,
            byes: &byes,
            points,
            bye_points,
        };
        let rows = team_tiebreaks::fide_team_standings(&event, &criteria, rule);
        return Ok(fide_team_rows_to_pb(&rows, &criteria, &roster.names));
    }
    if !byes.is_empty() {
        // The association's team order has no byes: a bye's points would go uncounted.
        return Err(ApiError::because(
            "byes",
            Reason::EitherNotBoth {
                what: "byes-need-codes",
            },
        ));
    }
    let tiebreaks = team_tiebreaks_from(&tiebreaks)?;
    let rows = teams::team_standings(&roster.ids, &roster.fouls, &matches, &points, &tiebreaks);
    Ok(pb::ComputeTeamStandingsResponse {
        rows: rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let tied =
                    r.tied_with_previous || rows.get(i + 1).is_some_and(|n| n.tied_with_previous);
                team_row_to_pb(r, tied, &tiebreaks, &roster.names)
            })
            .collect(),
        tiebreaks: tiebreaks.iter().map(ToProto::wire).collect(),
        tiebreak_codes: Vec::new(),
    })
}

/// A team event as the request's own fields give it, or as a team file states it.
struct TeamInput {
    teams: Vec<pb::Team>,
    matches: Vec<pb::TeamMatch>,
    byes: Vec<pb::TeamBye>,
    /// Game win and draw, match win and draw, in points (0 = the default).
    points: [f64; 4],
}

impl TeamInput {
    /// A team file as the request's fields.
    fn from_file(file: &team_trf::TeamFile) -> TeamInput {
        let p = file.points;
        let points = |v: HalfPoints| v as f64 / 2.0;
        TeamInput {
            teams: file
                .teams
                .iter()
                .map(|t| pb::Team {
                    id: t.id,
                    name: t.name.clone(),
                    fouls: 0,
                })
                .collect(),
            matches: file
                .matches
                .iter()
                .map(|m| pb::TeamMatch {
                    round: m.round,
                    home: m.home,
                    away: m.away,
                    boards: m.boards.iter().map(ToProto::wire).collect(),
                })
                .collect(),
            byes: file
                .byes
                .iter()
                .map(|&(round, team)| pb::TeamBye { round, team })
                .collect(),
            points: [
                points(p.game_win),
                points(p.game_draw),
                points(p.match_win),
                points(p.match_draw),
            ],
        }
    }
}

/// The teams of a request: their numbers in order, fouls and names.
struct TeamRoster {
    ids: Vec<u32>,
    fouls: HashMap<u32, u32>,
    names: HashMap<u32, String>,
}

fn team_roster(teams: &[pb::Team]) -> Result<TeamRoster, ApiError> {
    let mut roster = TeamRoster {
        ids: Vec::with_capacity(teams.len()),
        fouls: HashMap::new(),
        names: HashMap::new(),
    };
    for (i, t) in teams.iter().enumerate() {
        if t.id == 0 || roster.fouls.contains_key(&t.id) {
            return Err(ApiError::because(
                format!("teams[{i}].id"),
                Reason::TeamNumbers,
            ));
        }
        roster.ids.push(t.id);
        roster.fouls.insert(t.id, t.fouls);
        roster.names.insert(t.id, t.name.clone());
    }
    if roster.ids.len() < 2 {
        return Err(ApiError::because(
            "teams",
            Reason::AtLeastTwo { what: "teams" },
        ));
    }
    Ok(roster)
}

fn team_match_from(
    i: usize,
    m: &pb::TeamMatch,
    teams: &HashMap<u32, u32>,
) -> Result<TeamMatch, ApiError> {
    let path = format!("matches[{i}]");
    for (f, id) in [("home", m.home), ("away", m.away)] {
        if !teams.contains_key(&id) {
            return Err(ApiError::because(
                format!("{path}.{f}"),
                Reason::NoSuchTeam {
                    number: i64::from(id),
                },
            ));
        }
    }
    if m.home == m.away {
        return Err(ApiError::because(
            format!("{path}.away"),
            Reason::TeamPlaysItself,
        ));
    }
    if m.boards.is_empty() || m.boards.len() > MAX_BOARDS {
        return Err(ApiError::because(
            format!("{path}.boards"),
            Reason::Between {
                min: 1,
                max: MAX_BOARDS as i64,
            },
        ));
    }
    let boards = m
        .boards
        .iter()
        .enumerate()
        .map(|(j, &b)| required(format!("{path}.boards[{j}]"), b))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(TeamMatch {
        round: m.round,
        home: m.home,
        away: m.away,
        boards,
    })
}

/// The byes of a team event as (round, team), once every round is known to hold each team
/// at most once (a match or a bye): FIDE's team tie-breaks count per round.
fn team_byes_from(
    byes: &[pb::TeamBye],
    matches: &[TeamMatch],
    teams: &HashMap<u32, u32>,
) -> Result<Vec<(u32, u32)>, ApiError> {
    if byes.len() > MAX_TEAM_MATCHES {
        return Err(
            ApiError::invalid("byes", format!("at most {MAX_TEAM_MATCHES} byes"))
                .at_most(MAX_TEAM_MATCHES, "byes"),
        );
    }
    let rounds = || Reason::Between {
        min: 1,
        max: MAX_TRF_ROUNDS as i64,
    };
    let mut seen = std::collections::HashSet::new();
    let mut once = |path: String, round: u32, team: u32| -> Result<(), ApiError> {
        if round == 0 || round as usize > MAX_TRF_ROUNDS {
            return Err(ApiError::because(format!("{path}.round"), rounds()));
        }
        if !seen.insert((round, team)) {
            return Err(ApiError::because(
                format!("{path} (round {round})"),
                Reason::Twice {
                    number: i64::from(team),
                },
            ));
        }
        Ok(())
    };
    for (i, m) in matches.iter().enumerate() {
        once(format!("matches[{i}].home"), m.round, m.home)?;
        once(format!("matches[{i}].away"), m.round, m.away)?;
    }
    byes.iter()
        .enumerate()
        .map(|(i, b)| {
            if !teams.contains_key(&b.team) {
                return Err(ApiError::because(
                    format!("byes[{i}].team"),
                    Reason::NoSuchTeam {
                        number: i64::from(b.team),
                    },
                ));
            }
            once(format!("byes[{i}].team"), b.round, b.team)?;
            Ok((b.round, b.team))
        })
        .collect()
}

/// The request's points; 0 (unset) keeps the domain's default for that field.
/// The points of a team event from the request's `game_win`, `game_draw`, `match_win` and
/// `match_draw` (0 = the default).
fn team_points_from(
    [game_win, game_draw, match_win, match_draw]: [f64; 4],
) -> Result<TeamPoints, ApiError> {
    let d = TeamPoints::default();
    let or_default =
        |v: f64, d: HalfPoints, f: &str| if v == 0.0 { Ok(d) } else { half_points(v, f) };
    Ok(TeamPoints {
        game_win: or_default(game_win, d.game_win, "game_win")?,
        game_draw: or_default(game_draw, d.game_draw, "game_draw")?,
        match_win: or_default(match_win, d.match_win, "match_win")?,
        match_draw: or_default(match_draw, d.match_draw, "match_draw")?,
    })
}

fn team_tiebreaks_from(raw: &[i32]) -> Result<Vec<TeamTiebreak>, ApiError> {
    if raw.is_empty() {
        return Ok(TeamTiebreak::DEFAULT_ORDER.to_vec());
    }
    raw.iter()
        .enumerate()
        .map(|(i, &v)| required(format!("tiebreaks[{i}]"), v))
        .collect()
}

/// Team standings under FIDE's team tie-breaks as the answer shows them.
fn fide_team_rows_to_pb(
    rows: &[team_tiebreaks::FideTeamRow],
    criteria: &[TeamCriterion],
    names: &HashMap<u32, String>,
) -> pb::ComputeTeamStandingsResponse {
    pb::ComputeTeamStandingsResponse {
        rows: rows
            .iter()
            .enumerate()
            .map(|(i, r)| pb::TeamStandingRow {
                team: r.team,
                rank: r.rank,
                match_points: r.match_points as f64 / 2.0,
                tiebreaks: r
                    .values
                    .iter()
                    .zip(criteria)
                    .map(|(v, c)| v.map_or(0.0, |x| x as f64 / c.scale() as f64))
                    .collect(),
                name: names.get(&r.team).cloned().unwrap_or_default(),
                tied: r.tied_with_previous || rows.get(i + 1).is_some_and(|n| n.tied_with_previous),
            })
            .collect(),
        tiebreaks: Vec::new(),
        tiebreak_codes: criteria.iter().map(TeamCriterion::fide_code).collect(),
    }
}

fn team_row_to_pb(
    r: &TeamRow,
    tied: bool,
    tiebreaks: &[TeamTiebreak],
    names: &HashMap<u32, String>,
) -> pb::TeamStandingRow {
    pb::TeamStandingRow {
        team: r.team,
        rank: r.rank,
        match_points: r.match_points as f64 / 2.0,
        tiebreaks: r
            .tiebreaks
            .iter()
            .zip(tiebreaks)
            .map(|(v, tb)| {
                let v = v.unwrap_or(0) as f64;
                if tb.is_count() { v } else { v / 2.0 }
            })
            .collect(),
        name: names.get(&r.team).cloned().unwrap_or_default(),
        tied,
    }
}
