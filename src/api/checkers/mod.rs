//! The Chinese checkers RPCs: proto ↔ the pure `checkers` crate, with field paths for errors; a
//! checkers event's tables, points, standings and ratings in `event`.

pub mod event;

use crate::api::Call;
use crate::api::enums::{ToProto, optional};
use crate::api::error::ApiError;
use crate::api::reason::Reason;
use crate::checkers::match_play::{
    GameStatus, GameVerdict, MatchOptions, Turn, adjudicate, resolve,
};
use crate::checkers::{Game, Rules};
use crate::i18n::{Arg, Locale, text};
use crate::limits::MAX_CHECKERS_TURNS;
use crate::pb::checkers::v1 as pb;
use fluent_bundle::FluentValue;

fn rules_from(r: Option<pb::Rules>) -> Result<Rules, ApiError> {
    let Some(pb::Rules {
        hop,
        camp_rule,
        camp_scope,
        goal_lock,
        win_rule,
    }) = r
    else {
        return Ok(Rules::default());
    };
    // Unset fields take the domain's defaults, as an absent `rules` does.
    let field = |f: &str| format!("position.rules.{f}");
    Ok(Rules {
        hop: optional(field("hop"), hop)?.unwrap_or_default(),
        camp_rule: optional(field("camp_rule"), camp_rule)?.unwrap_or_default(),
        camp_scope: optional(field("camp_scope"), camp_scope)?.unwrap_or_default(),
        goal_lock,
        win_rule: optional(field("win_rule"), win_rule)?.unwrap_or_default(),
    })
}

/// A validated position: the game, the placement and the player to move.
pub struct Loaded {
    /// Board, seats, rules.
    pub game: Game,
    /// Placement (-1 empty, else player index).
    pub occ: Vec<i8>,
    /// Player to move.
    pub to_move: usize,
}

/// Reads a position message.
pub fn load(pos: Option<pb::Position>) -> Result<Loaded, ApiError> {
    let pb::Position {
        triangle_size,
        camp_depth,
        players,
        pieces,
        to_move,
        rules,
    } = pos.ok_or_else(|| ApiError::because("position", Reason::Required { what: "position" }))?;
    let n = if triangle_size == 0 { 4 } else { triangle_size };
    if !(4..=5).contains(&n) {
        return Err(ApiError::because(
            "position.triangle_size",
            Reason::TriangleSize,
        ));
    }
    let depth = if camp_depth == 0 { n } else { camp_depth };
    if depth > n + 1 {
        return Err(ApiError::because(
            "position.camp_depth",
            Reason::CampDepth { depth, max: n + 1 },
        ));
    }
    if ![2, 3, 4, 6].contains(&players) {
        return Err(ApiError::because(
            "position.players",
            Reason::CheckersPlayers { count: players },
        ));
    }
    if depth > n && players != 2 {
        return Err(ApiError::because(
            "position.camp_depth",
            Reason::DeepCampsTwoPlayers,
        ));
    }
    let rules = rules_from(rules)?;
    // The checks above leave the engine nothing to refuse; should it, its English detail
    // stays in the English answer and the other locales name the field's rule.
    let game = Game::new(n as i32, depth as i32, players as usize, rules).map_err(|e| {
        let (field, reason) = if depth > n + 1 || depth == 0 {
            (
                "position.camp_depth",
                Reason::CampDepth { depth, max: n + 1 },
            )
        } else {
            (
                "position.players",
                Reason::CheckersPlayers { count: players },
            )
        };
        ApiError::invalid(field, e.to_string()).localized(|l| reason.text(l))
    })?;
    let mut occ = if pieces.is_empty() {
        game.initial()
    } else {
        vec![-1i8; game.star.len()]
    };
    if !pieces.is_empty() {
        if pieces.len() != game.players {
            return Err(ApiError::because(
                "position.pieces",
                Reason::EntriesForPlayers {
                    entries: pieces.len(),
                    players: game.players,
                },
            ));
        }
        for (p, pl) in pieces.iter().enumerate() {
            // Pieces are never captured: a seat has at most the pieces it starts with (its
            // camp's holes), and a seat with none has no game. Fewer are allowed — problems
            // and study positions leave pieces out.
            let most = game.home.get(p).map_or(0, Vec::len);
            if pl.holes.is_empty() || pl.holes.len() > most {
                return Err(ApiError::because(
                    format!("position.pieces[{p}].holes"),
                    Reason::SeatPieces {
                        count: pl.holes.len(),
                        seat: p,
                        most,
                    },
                ));
            }
            for (j, name) in pl.holes.iter().enumerate() {
                let field = format!("position.pieces[{p}].holes[{j}]");
                let h = game
                    .star
                    .parse_hole(name)
                    .ok_or_else(|| ApiError::because(&field, Reason::NotAHole { text: name }))?;
                if occ[h] >= 0 {
                    return Err(ApiError::because(
                        &field,
                        Reason::OccupiedTwice { text: name },
                    ));
                }
                occ[h] = p as i8;
            }
        }
    }
    if to_move as usize >= game.players {
        return Err(ApiError::because(
            "position.to_move",
            Reason::NoSuchSeat { seat: to_move },
        ));
    }
    Ok(Loaded {
        game,
        occ,
        to_move: to_move as usize,
    })
}

fn path_names(game: &Game, path: &[u16]) -> Vec<String> {
    path.iter()
        .map(|&h| game.star.names[h as usize].clone())
        .collect()
}

fn read_path(game: &Game, field: &str, path: &[String]) -> Result<Vec<u16>, ApiError> {
    if path.len() > game.star.len() {
        return Err(ApiError::because(field, Reason::PathTooLong));
    }
    let holes = parse_holes(game, field, path)?;
    // A step is a whole move: a longer path made partly of steps is malformed, not a rule case.
    if holes.len() >= 3
        && holes
            .windows(2)
            .any(|w| game.star.neighbours[w[0] as usize].contains(&w[1]))
    {
        return Err(ApiError::because(field, Reason::StepWithHops));
    }
    Ok(holes)
}

fn explain(locale: Locale, e: &crate::checkers::PathError, game: &Game) -> String {
    use crate::checkers::PathError as E;
    let name = |h: &u16| -> FluentValue<'static> {
        game.star
            .names
            .get(*h as usize)
            .cloned()
            .unwrap_or_default()
            .into()
    };
    let say = |id: &str, args: &[Arg<'_>]| text(locale, id, args);
    match e {
        E::TooShort => say("checkers-illegal-too-short", &[]),
        E::NotYourPiece => say("checkers-illegal-not-your-piece", &[]),
        E::RevisitsHole => say("checkers-illegal-revisits-hole", &[]),
        E::LandingOccupied { hole } => {
            say("checkers-illegal-landing-occupied", &[("hole", name(hole))])
        }
        E::IllegalHop { from, to } => say(
            "checkers-illegal-hop",
            &[("from", name(from)), ("to", name(to))],
        ),
        E::ForbiddenCamp { hole } => {
            say("checkers-illegal-forbidden-camp", &[("hole", name(hole))])
        }
        E::LeavesTarget { hole } => say("checkers-illegal-leaves-target", &[("hole", name(hole))]),
        E::NoSuchMove => say("checkers-illegal-no-such-move", &[]),
        E::Repetition => say("checkers-illegal-repetition", &[]),
    }
}

/// How an adjudicated game stands, in words.
fn game_reason(locale: Locale, r: &GameVerdict, game: &Game, max_plies: u32) -> String {
    let say = |id: &str, args: &[Arg<'_>]| text(locale, id, args);
    if let Some((i, e)) = &r.error {
        return say(
            "checkers-game-illegal-turn",
            &[
                ("turn", (i + 1).into()),
                ("why", explain(locale, e, game).into()),
            ],
        );
    }
    match r.status {
        GameStatus::Ongoing => say("checkers-game-ongoing", &[("turns", r.plies.into())]),
        GameStatus::Finished => match r.finishing_order.first() {
            Some(&w) => {
                // Seats counted from 1 for people, joined as the locale lists things.
                let order: Vec<String> = r
                    .finishing_order
                    .iter()
                    .map(|s| (s + 1).to_string())
                    .collect();
                say(
                    "checkers-game-finished",
                    &[
                        ("player", (w + 1).into()),
                        ("order", order.join(&say("list-separator", &[])).into()),
                    ],
                )
            }
            None => say("checkers-game-finished-nobody", &[]),
        },
        GameStatus::PassRound => say("checkers-game-pass-round", &[]),
        GameStatus::MoveCap => say("checkers-game-move-cap", &[("plies", max_plies.into())]),
        // The illegal turn is always recorded with this status (handled above).
        GameStatus::IllegalTurn => say(
            "checkers-game-illegal-turn",
            &[("turn", (r.plies + 1).into()), ("why", "".into())],
        ),
    }
}

/// `CheckersService.ListLegalMoves`.
pub fn list_legal_moves(
    _call: &Call,
    req: pb::ListLegalMovesRequest,
) -> Result<pb::ListLegalMovesResponse, ApiError> {
    let pb::ListLegalMovesRequest { position } = req;
    let l = load(position)?;
    let moves: Vec<pb::Move> = l
        .game
        .legal_moves(&l.occ, l.to_move)
        .iter()
        .map(|m| pb::Move {
            from: l.game.star.names[m.from as usize].clone(),
            to: l.game.star.names[m.to as usize].clone(),
            path: path_names(&l.game, &m.path),
        })
        .collect();
    Ok(pb::ListLegalMovesResponse {
        move_count: moves.len() as u32,
        moves,
        winners: l
            .game
            .winners(&l.occ)
            .into_iter()
            .map(|p| p as u32)
            .collect(),
    })
}

/// `CheckersService.ValidateMove`.
pub fn validate_move(
    call: &Call,
    req: pb::ValidateMoveRequest,
) -> Result<pb::ValidateMoveResponse, ApiError> {
    let pb::ValidateMoveRequest { position, path } = req;
    let l = load(position)?;
    let holes = read_path(&l.game, "path", &path)?;
    Ok(match resolve(&l.game, &l.occ, l.to_move, &holes) {
        Ok(full) => pb::ValidateMoveResponse {
            legal: true,
            path: path_names(&l.game, &full),
            ..Default::default()
        },
        Err(e) => pb::ValidateMoveResponse {
            legal: false,
            reason: e.code().to_string(),
            explanation: explain(call.locale, &e, &l.game),
            path: Vec::new(),
        },
    })
}

/// `CheckersService.AdjudicateGame`.
pub fn adjudicate_game(
    call: &Call,
    req: pb::AdjudicateGameRequest,
) -> Result<pb::AdjudicateGameResponse, ApiError> {
    let pb::AdjudicateGameRequest {
        position,
        moves,
        repetition_limit,
        max_plies,
    } = req;
    let l = load(position.clone())?;
    if moves.len() > MAX_CHECKERS_TURNS {
        return Err(ApiError::because(
            "moves",
            Reason::TooMany {
                count: moves.len() as i64,
                limit: MAX_CHECKERS_TURNS as i64,
            },
        ));
    }
    let mut opts = MatchOptions::new(l.game.players);
    if repetition_limit != 0 {
        if !(2..=10).contains(&repetition_limit) {
            return Err(ApiError::because(
                "repetition_limit",
                Reason::Between { min: 2, max: 10 },
            ));
        }
        opts.repetition_limit = repetition_limit;
    }
    if max_plies != 0 {
        if max_plies > MAX_CHECKERS_TURNS as u32 {
            return Err(
                ApiError::invalid("max_plies", format!("at most {MAX_CHECKERS_TURNS}"))
                    .at_most(MAX_CHECKERS_TURNS, "turns"),
            );
        }
        opts.max_plies = max_plies;
    }
    let mut turns = Vec::with_capacity(moves.len());
    for (i, t) in moves.iter().enumerate() {
        turns.push(if t.path.is_empty() {
            Turn::Pass
        } else {
            Turn::Move(read_path(&l.game, &format!("moves[{i}].path"), &t.path)?)
        });
    }
    let max_plies = opts.max_plies;
    let r = adjudicate(&l.game, l.occ.clone(), l.to_move, &turns, opts);
    let status = r.status.to_pb();
    let reason = game_reason(call.locale, &r, &l.game, max_plies);
    let mut final_position = position.unwrap_or_default();
    final_position.pieces = (0..l.game.players)
        .map(|p| pb::PlayerPieces {
            holes: (0..r.occupancy.len())
                .filter(|&h| r.occupancy[h] == p as i8)
                .map(|h| l.game.star.names[h].clone())
                .collect(),
        })
        .collect();
    final_position.to_move = r.to_move as u32;
    Ok(pb::AdjudicateGameResponse {
        status: status as i32,
        finishing_order: r.finishing_order.iter().map(|&p| p as u32).collect(),
        scores: r.scores.clone(),
        ranks: r.ranks.clone(),
        reason,
        plies: r.plies as u32,
        illegal_move: r.error.as_ref().map(|(i, e)| pb::IllegalTurn {
            index: *i as u32,
            reason: e.code().to_string(),
        }),
        final_position: Some(final_position),
    })
}

/// Reads hole names for a diagram (any holes, no move rules).
fn diagram_holes(game: &Game, field: &str, names: &[String]) -> Result<Vec<u16>, ApiError> {
    if names.len() > crate::limits::MAX_DIAGRAM_MARKS {
        return Err(ApiError::because(
            field,
            Reason::TooMany {
                count: names.len() as i64,
                limit: crate::limits::MAX_DIAGRAM_MARKS as i64,
            },
        ));
    }
    parse_holes(game, field, names)
}

/// Reads hole names (`e5` or `q,r`); the first unknown one is an error on `field[i]`.
fn parse_holes(game: &Game, field: &str, names: &[String]) -> Result<Vec<u16>, ApiError> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            game.star.parse_hole(name).map(|h| h as u16).ok_or_else(|| {
                ApiError::because(format!("{field}[{i}]"), Reason::NotAHole { text: name })
            })
        })
        .collect()
}

/// `CheckersService.RenderDiagram`: the star board as an SVG diagram.
pub fn render_diagram(
    _call: &Call,
    req: pb::RenderDiagramRequest,
) -> Result<pb::RenderDiagramResponse, ApiError> {
    let pb::RenderDiagramRequest {
        position,
        last_path,
        selected,
        show_destinations,
        bottom_seat,
        caption,
    } = req;
    let Loaded { game, occ, to_move } = load(position)?;
    let selected = if selected.trim().is_empty() {
        None
    } else {
        diagram_holes(&game, "selected", std::slice::from_ref(&selected))?
            .first()
            .copied()
    };
    let destinations = match (show_destinations, selected) {
        (false, _) => Vec::new(),
        (true, None) => {
            return Err(ApiError::because("show_destinations", Reason::NameSelected));
        }
        (true, Some(h)) => {
            if occ.get(usize::from(h)).copied() != i8::try_from(to_move).ok() {
                return Err(ApiError::because("selected", Reason::SelectOwnPiece));
            }
            game.destinations(&occ, usize::from(h))
                .into_iter()
                .map(|m| m.to)
                .collect()
        }
    };
    if bottom_seat as usize >= game.players {
        return Err(ApiError::because(
            "bottom_seat",
            Reason::NoSuchSeat { seat: bottom_seat },
        ));
    }
    let opts = crate::checkers::diagram::DiagramOptions {
        bottom_seat: bottom_seat as usize,
        last_path: diagram_holes(&game, "last_path", &last_path)?,
        destinations,
        selected,
        caption: crate::api::xiangqi::diagram::caption("caption", caption)?,
    };
    Ok(pb::RenderDiagramResponse {
        svg: crate::checkers::diagram::render(&game, &occ, &opts),
    })
}
