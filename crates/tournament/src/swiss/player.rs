//! A player's pairing-relevant state before a round: score, colour preference, floats,
//! bye eligibility, previous opponents.

use rustc_hash::FxHashSet;

use crate::acceleration::{prohibited_opponents, virtual_points};
use crate::model::{Colour, HalfPoints, PlayerId, RoundKind, Tournament};

/// The float of a player in an earlier round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Float {
    /// Paired with a lower score, or scored without playing.
    Down,
    /// Paired with a higher score.
    Up,
    /// Neither.
    None,
}

/// What the pairing engine knows about one player.
#[derive(Clone, Debug)]
pub struct SwissPlayer {
    /// Pairing number.
    pub id: PlayerId,
    /// Effective pairing number among the active players (0 = top seed).
    pub rank_index: usize,
    /// Pairing score before the round: the score plus any virtual points (C.04.5).
    pub score: HalfPoints,
    /// Pairing score before the last round and before the last two (index 1 and 2), each
    /// with that round's virtual points.
    pub score_back: [HalfPoints; 3],
    /// Float in the last round and the one before (index 1 and 2).
    pub floats: [Float; 3],
    /// The colour the player should get, if any.
    pub preference: Option<Colour>,
    /// The colour played in the last two played games, when they were the same.
    pub repeated: Option<Colour>,
    /// |games with red − games with black|.
    pub imbalance: u32,
    /// Colours of the games played over the board, in order.
    pub colours: Vec<Colour>,
    /// May receive the pairing-allocated bye.
    pub bye_eligible: bool,
    /// Games played over the board.
    pub played_games: u32,
    /// Opponents met over the board (they may not meet again).
    pub met: FxHashSet<PlayerId>,
    /// Players this one may not be paired with in this round (prohibited pairs, same club).
    pub prohibited: FxHashSet<PlayerId>,
}

impl SwissPlayer {
    /// An absolute colour preference: imbalance of two or the same colour twice running.
    #[must_use]
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// A strong (not absolute) preference: imbalance of one.
    #[must_use]
    pub fn strong(&self) -> bool {
        !self.absolute() && self.imbalance > 0
    }
}

/// The number of rounds already paired: one past the last round in which anybody got an
/// opponent or the pairing-allocated bye.
#[must_use]
pub fn rounds_paired(t: &Tournament) -> usize {
    t.players
        .values()
        .filter_map(|p| {
            p.rounds
                .iter()
                .rposition(|e| e.opponent.is_some() || e.kind == RoundKind::PairingBye)
        })
        .max()
        .map_or(0, |i| i + 1)
}

/// Whether the player has been paired (or given the pairing-allocated bye) in some round.
/// Only such players and those to be paired hold an effective pairing number, which decides
/// colours by parity.
fn participated(p: &crate::model::Player) -> bool {
    p.rounds
        .iter()
        .any(|e| e.opponent.is_some() || e.kind == RoundKind::PairingBye)
}

/// Prepares the players to pair in round `played + 1`: those without an entry for that
/// round (a requested bye or absence there means "do not pair"). Returns the players to
/// pair (in pairing-number order) and those left out.
///
/// The ranking order is the pairing-number order, except in an unrated field (every rating
/// 0) with a `draw_seed`: then the order is a random draw reproducible from the seed (the
/// club's "random, fair first round"; pass the same seed every round).
#[must_use]
pub fn prepare(
    t: &Tournament,
    played: usize,
    draw_seed: Option<u64>,
) -> (Vec<SwissPlayer>, Vec<PlayerId>) {
    let mut active = Vec::new();
    let mut left_out = Vec::new();
    let mut rank_index = 0;
    let mut order: Vec<&crate::model::Player> = t.players.values().collect();
    if let Some(seed) = draw_seed.filter(|_| order.iter().all(|p| p.rating == 0)) {
        crate::draw::shuffle(&mut order, seed);
    }
    for p in order {
        let to_pair = p.rounds.len() <= played;
        let valid = to_pair || participated(p);
        if !valid {
            left_out.push(p.id);
            continue;
        }
        let this_rank = rank_index;
        rank_index += 1;
        if !to_pair {
            left_out.push(p.id);
            continue;
        }
        active.push(player_state(t, p, played, this_rank));
    }
    // Floats compare pairing scores with the opponents' pairing scores at the time.
    let scores: std::collections::HashMap<PlayerId, [HalfPoints; 3]> = t
        .players
        .values()
        .map(|p| (p.id, pairing_scores(t, p.id, p, played)))
        .collect();
    for sp in &mut active {
        let Some(p) = t.players.get(&sp.id) else {
            continue;
        };
        for back in 1..=2usize {
            if back > played {
                continue;
            }
            let e = t.entry(p, played - back);
            // An unplayed round floats down when it scored more than a loss; otherwise
            // (forfeit loss, zero bye) it is no float: there was no game to float into.
            sp.floats[back] = if !e.played() {
                if t.points.points(&e) > t.points.loss {
                    Float::Down
                } else {
                    Float::None
                }
            } else {
                let own = sp.score_back[back];
                let other = e
                    .opponent
                    .and_then(|q| scores.get(&q))
                    .map_or(own, |s| s[back]);
                match own.cmp(&other) {
                    std::cmp::Ordering::Greater => Float::Down,
                    std::cmp::Ordering::Less => Float::Up,
                    std::cmp::Ordering::Equal => Float::None,
                }
            };
        }
    }
    (active, left_out)
}

fn player_state(
    t: &Tournament,
    p: &crate::model::Player,
    played: usize,
    rank_index: usize,
) -> SwissPlayer {
    let mut red = 0u32;
    let mut black = 0u32;
    let mut consecutive = 0u32;
    let mut last: Option<Colour> = None;
    let mut colours = Vec::new();
    let mut met = FxHashSet::default();
    let mut bye_eligible = true;
    for r in 0..played {
        let e = t.entry(p, r);
        if e.played() {
            let Some(c) = e.colour else { continue };
            colours.push(c);
            if c == Colour::Red {
                red += 1;
            } else {
                black += 1;
            }
            consecutive = if last == Some(c) { consecutive + 1 } else { 1 };
            last = Some(c);
            if let Some(q) = e.opponent {
                met.insert(q);
            }
        } else if e.kind == RoundKind::PairingBye || t.points.points(&e) >= t.points.win {
            // C.04.3 (2025) C2, ruling R19: a player who already had the pairing-allocated
            // bye (whatever it scored, e.g. 1 of 2 in the club's 2-1-0) or a win without
            // playing is not given it again.
            bye_eligible = false;
        }
    }
    let lower = if red > black {
        Colour::Black
    } else {
        Colour::Red
    };
    let imbalance = red.abs_diff(black);
    let preference = if imbalance > 1 {
        Some(lower)
    } else if consecutive > 1 {
        last.map(Colour::flip)
    } else if imbalance > 0 {
        Some(lower)
    } else if consecutive > 0 {
        last.map(Colour::flip)
    } else {
        None
    };
    let repeated = if consecutive > 1 { last } else { None };
    let score_back = pairing_scores(t, p.id, p, played);
    SwissPlayer {
        id: p.id,
        rank_index,
        score: score_back[0],
        score_back,
        floats: [Float::None; 3],
        preference,
        repeated,
        imbalance,
        colours,
        bye_eligible,
        played_games: red + black,
        met,
        prohibited: prohibited_opponents(t, p.id, played as u32 + 1)
            .into_iter()
            .collect(),
    }
}

/// The pairing scores before round `played + 1` and the two rounds before it: the score then
/// plus the virtual points of that round (C.04.5: virtual points count for pairing only).
fn pairing_scores(
    t: &Tournament,
    id: PlayerId,
    p: &crate::model::Player,
    played: usize,
) -> [HalfPoints; 3] {
    let at = |back: usize| {
        let round = played.saturating_sub(back);
        t.score_after(p, round) + virtual_points(t, id, round)
    };
    [at(0), at(1), at(2)]
}
