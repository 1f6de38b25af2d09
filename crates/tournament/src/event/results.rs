//! The reported results, found by the address the event gave each game (stage, group, round,
//! board), each checked against the game it claims to be and used at most once.

use super::result_problem::ResultProblem;
use std::collections::HashMap;

use super::address::GameAddress;
use super::definition::{GameOutcome, ReportedResult};
use super::error::EventError;
use crate::model::PlayerId;

/// The results of a request, by address.
pub struct ResultBook<'a> {
    results: &'a [ReportedResult],
    by_address: HashMap<GameAddress, usize>,
    used: Vec<bool>,
}

/// A scheduled game's result, as the bracket and the standings need it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    /// What happened.
    pub outcome: GameOutcome,
    /// The play-off winner of a drawn knockout match.
    pub playoff_winner: Option<PlayerId>,
    /// The result's index in the request (for errors).
    pub index: usize,
    /// Fouls recorded against (red, black) in the game.
    pub fouls: (u32, u32),
}

fn address(r: &ReportedResult) -> GameAddress {
    GameAddress {
        stage: r.stage,
        group: r.group,
        round: r.round,
        board: r.board,
    }
}

impl<'a> ResultBook<'a> {
    /// Indexes `results`, refusing two results for one game.
    ///
    /// # Errors
    /// [`EventError::Result`] naming the second result of a game.
    pub fn new(results: &'a [ReportedResult]) -> Result<Self, EventError> {
        let mut by_address = HashMap::with_capacity(results.len());
        for (i, r) in results.iter().enumerate() {
            if let Some(first) = by_address.insert(address(r), i) {
                return Err(EventError::result(
                    i,
                    "",
                    ResultProblem::ReportedTwice { first },
                ));
            }
        }
        Ok(ResultBook {
            results,
            by_address,
            used: vec![false; results.len()],
        })
    }

    /// The result of the game at `at` between `red` and `black`, if reported.
    ///
    /// # Errors
    /// [`EventError::Result`] when the report names other players than the schedule.
    pub fn take(
        &mut self,
        at: GameAddress,
        red: PlayerId,
        black: PlayerId,
    ) -> Result<Option<Played>, EventError> {
        let Some(&i) = self.by_address.get(&at) else {
            return Ok(None);
        };
        let r = &self.results[i];
        for (given, scheduled, field) in [(r.red, red, "red"), (r.black, black, "black")] {
            if given.is_some_and(|g| g != scheduled) {
                return Err(EventError::result(
                    i,
                    field,
                    ResultProblem::OtherPlayers { at, red, black },
                ));
            }
        }
        if let Some(w) = r.playoff_winner
            && (r.outcome != GameOutcome::Draw || (w != red && w != black))
        {
            return Err(EventError::result(
                i,
                "playoff_winner",
                ResultProblem::PlayoffWinnerMisplaced { red, black },
            ));
        }
        self.used[i] = true;
        Ok(Some(Played {
            outcome: r.outcome,
            playoff_winner: r.playoff_winner,
            index: i,
            fouls: (r.red_fouls, r.black_fouls),
        }))
    }

    /// The players a result reported at `at` names as red and black, when it names both.
    #[must_use]
    pub fn named(&self, at: GameAddress) -> Option<(PlayerId, PlayerId)> {
        let r = &self.results[*self.by_address.get(&at)?];
        Some((r.red?, r.black?))
    }

    /// Refuses a playoff winner on a game that is not a knockout match.
    ///
    /// # Errors
    /// [`EventError::Result`] naming the field.
    pub fn no_playoff(&self, at: GameAddress) -> Result<(), EventError> {
        match self.by_address.get(&at) {
            Some(&i) if self.results[i].playoff_winner.is_some() => Err(EventError::result(
                i,
                "playoff_winner",
                ResultProblem::PlayoffWinnerOutsideKnockout,
            )),
            _ => Ok(()),
        }
    }

    /// Refuses any result that matched no game given out.
    ///
    /// # Errors
    /// [`EventError::Result`] naming the first such result.
    pub fn all_used(&self) -> Result<(), EventError> {
        match self.used.iter().position(|&u| !u) {
            None => Ok(()),
            Some(i) => Err(EventError::result(
                i,
                "",
                ResultProblem::NotAGame {
                    at: address(&self.results[i]),
                },
            )),
        }
    }
}
