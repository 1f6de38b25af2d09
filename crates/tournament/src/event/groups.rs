//! Drawing a stage's players into groups (分组): by lot, serpentine by seeding, or by pots.
//! Every way deals the players so group sizes differ by at most one.

use super::definition::GroupDraw;
use crate::draw::shuffle;
use crate::model::PlayerId;

/// The groups for `players` (seeding order), each in its own seeding order. One group is the
/// players in their seeding order whatever the draw: there is nothing to draw, and the order
/// is the seeding the stage was given (e.g. a knockout seeded by points).
#[must_use]
pub fn draw(players: &[PlayerId], groups: usize, how: GroupDraw, seed: u64) -> Vec<Vec<PlayerId>> {
    let g = groups.max(1);
    if g == 1 {
        return vec![players.to_vec()];
    }
    let mut out = vec![Vec::new(); g];
    match how {
        GroupDraw::Random => {
            let mut order = players.to_vec();
            shuffle(&mut order, seed);
            for (i, p) in order.into_iter().enumerate() {
                out[i % g].push(p);
            }
        }
        GroupDraw::Serpentine => {
            for (i, &p) in players.iter().enumerate() {
                let (row, col) = (i / g, i % g);
                out[if row % 2 == 0 { col } else { g - 1 - col }].push(p);
            }
        }
        GroupDraw::Pots => {
            for (pot, members) in players.chunks(g).enumerate() {
                // A short last pot goes to groups drawn by lot, so no group is favoured.
                let mut targets: Vec<usize> = (0..g).collect();
                shuffle(&mut targets, seed.wrapping_add(pot as u64));
                for (&p, &t) in members.iter().zip(&targets) {
                    out[t].push(p);
                }
            }
        }
    }
    out
}

/// The group's letter: A, B, … Z, then AA, AB, …
#[must_use]
pub fn label(index: usize) -> String {
    let letter = |i: usize| char::from(b'A' + (i % 26) as u8);
    if index < 26 {
        letter(index).to_string()
    } else {
        format!("{}{}", letter(index / 26 - 1), letter(index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serpentine_snakes_the_seeds() {
        let players: Vec<PlayerId> = (1..=8).collect();
        let groups = draw(&players, 3, GroupDraw::Serpentine, 0);
        assert_eq!(groups, vec![vec![1, 6, 7], vec![2, 5, 8], vec![3, 4]]);
    }

    #[test]
    fn pots_put_one_seed_of_each_pot_in_each_group() {
        let players: Vec<PlayerId> = (1..=12).collect();
        let groups = draw(&players, 4, GroupDraw::Pots, 9);
        for g in &groups {
            assert_eq!(g.len(), 3);
            assert!(g[0] <= 4 && (5..=8).contains(&g[1]) && g[2] >= 9, "{g:?}");
        }
    }

    #[test]
    fn lots_are_reproducible_and_balanced() {
        let players: Vec<PlayerId> = (1..=10).collect();
        let a = draw(&players, 4, GroupDraw::Random, 42);
        assert_eq!(a, draw(&players, 4, GroupDraw::Random, 42));
        let mut all: Vec<PlayerId> = a.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, players);
        assert!(a.iter().all(|g| g.len() == 2 || g.len() == 3));
        assert_eq!(label(0), "A");
        assert_eq!(label(27), "AB");
        assert_eq!(
            draw(&players, 1, GroupDraw::Random, 42),
            vec![players.clone()]
        );
    }
}
