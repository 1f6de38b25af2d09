//! Material classes of the tables: one side (the strong side) has its general, exactly one
//! attacking piece — a chariot, horse, cannon or soldier — and any of its advisors and
//! elephants; the other side (the weak side) has only its general, advisors and elephants.
//! 3 × 3 × 3 × 3 × 4 = 324 classes (issue 54, phase 1).

use arbiter_xiangqi::{PieceKind, Position, Side};
use std::fmt;

/// The strong side's one attacking piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Attacker {
    /// 车.
    Chariot,
    /// 马.
    Horse,
    /// 炮.
    Cannon,
    /// 兵 (卒).
    Soldier,
}

impl Attacker {
    /// Every attacker, in table order.
    pub const ALL: [Attacker; 4] = [
        Attacker::Chariot,
        Attacker::Horse,
        Attacker::Cannon,
        Attacker::Soldier,
    ];

    /// The piece kind.
    pub const fn kind(self) -> PieceKind {
        match self {
            Attacker::Chariot => PieceKind::Chariot,
            Attacker::Horse => PieceKind::Horse,
            Attacker::Cannon => PieceKind::Cannon,
            Attacker::Soldier => PieceKind::Soldier,
        }
    }

    fn letter(self) -> char {
        match self {
            Attacker::Chariot => 'R',
            Attacker::Horse => 'N',
            Attacker::Cannon => 'C',
            Attacker::Soldier => 'P',
        }
    }
}

/// One material class, seen from the strong side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Material {
    /// The strong side's attacking piece.
    pub attacker: Attacker,
    /// The strong side's advisors (0–2).
    pub strong_advisors: u8,
    /// The strong side's elephants (0–2).
    pub strong_elephants: u8,
    /// The weak side's advisors (0–2).
    pub weak_advisors: u8,
    /// The weak side's elephants (0–2).
    pub weak_elephants: u8,
}

impl Material {
    /// The class of `attacker` with `[strong advisors, strong elephants, weak advisors, weak
    /// elephants]`.
    pub const fn new(attacker: Attacker, counts: [u8; 4]) -> Material {
        Material {
            attacker,
            strong_advisors: counts[0],
            strong_elephants: counts[1],
            weak_advisors: counts[2],
            weak_elephants: counts[3],
        }
    }

    /// Every phase-1 class, smallest defence first.
    pub fn all() -> Vec<Material> {
        let mut out = Vec::new();
        for attacker in Attacker::ALL {
            for strong_advisors in 0..=2 {
                for strong_elephants in 0..=2 {
                    for weak_advisors in 0..=2 {
                        for weak_elephants in 0..=2 {
                            out.push(Material {
                                attacker,
                                strong_advisors,
                                strong_elephants,
                                weak_advisors,
                                weak_elephants,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// The class of `pos` and its strong side, when `pos` is in one.
    pub fn of(pos: &Position) -> Option<(Material, Side)> {
        let mut counts = [[0u8; 7]; 2];
        for (_, piece) in pos.board().occupied() {
            counts[piece.side.index()][piece.kind.index()] += 1;
        }
        let attacking = |side: Side| {
            [
                PieceKind::Chariot,
                PieceKind::Horse,
                PieceKind::Cannon,
                PieceKind::Soldier,
            ]
            .iter()
            .map(|k| counts[side.index()][k.index()])
            .sum::<u8>()
        };
        let strong = match (attacking(Side::Red), attacking(Side::Black)) {
            (1, 0) => Side::Red,
            (0, 1) => Side::Black,
            _ => return None,
        };
        let weak = strong.opponent();
        let attacker = Attacker::ALL
            .into_iter()
            .find(|a| counts[strong.index()][a.kind().index()] == 1)?;
        let count = |side: Side, kind: PieceKind| counts[side.index()][kind.index()];
        Some((
            Material {
                attacker,
                strong_advisors: count(strong, PieceKind::Advisor),
                strong_elephants: count(strong, PieceKind::Elephant),
                weak_advisors: count(weak, PieceKind::Advisor),
                weak_elephants: count(weak, PieceKind::Elephant),
            },
            strong,
        ))
    }

    /// The classes a capture of an advisor or elephant leads to (a capture of the attacker
    /// leaves no attacking piece: a draw by rule).
    pub fn after_captures(&self) -> Vec<Material> {
        [
            (Side::Red, PieceKind::Advisor),
            (Side::Red, PieceKind::Elephant),
            (Side::Black, PieceKind::Advisor),
            (Side::Black, PieceKind::Elephant),
        ]
        .into_iter()
        .filter_map(|(side, kind)| self.without(side, kind))
        .collect()
    }

    /// The class once one `kind` of `side` (in the tables' frame: Red is the strong side) is
    /// captured; `None` for the attacker (no attacking piece is left) or a piece the class has
    /// none of.
    pub fn without(&self, side: Side, kind: PieceKind) -> Option<Material> {
        let mut m = *self;
        let count = match (side, kind) {
            (Side::Red, PieceKind::Advisor) => &mut m.strong_advisors,
            (Side::Red, PieceKind::Elephant) => &mut m.strong_elephants,
            (Side::Black, PieceKind::Advisor) => &mut m.weak_advisors,
            (Side::Black, PieceKind::Elephant) => &mut m.weak_elephants,
            _ => return None,
        };
        *count = count.checked_sub(1)?;
        Some(m)
    }
}

impl fmt::Display for Material {
    /// `KRAKAABB`-style: the strong side's general, attacker, advisors and elephants, then the
    /// weak side's (`KR-KAABB` for 单车 vs 士象全).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |a: u8, b: u8| format!("K{}{}", "A".repeat(a.into()), "B".repeat(b.into()));
        write!(
            f,
            "K{}{}{}-{}",
            self.attacker.letter(),
            "A".repeat(self.strong_advisors.into()),
            "B".repeat(self.strong_elephants.into()),
            side(self.weak_advisors, self.weak_elephants)
        )
    }
}

impl std::str::FromStr for Material {
    type Err = String;

    /// Reads a class as [`Material`]'s `Display` writes it (`KR-KAABB`).
    fn from_str(text: &str) -> Result<Material, String> {
        Material::all()
            .into_iter()
            .find(|m| m.to_string() == text)
            .ok_or_else(|| format!("{text:?} is not a class of the tables (e.g. KR-KAABB)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_324_classes() {
        assert_eq!(Material::all().len(), 324);
    }

    #[test]
    fn reads_the_class_of_a_position_either_way_round() {
        let pos = Position::from_fen("3akab2/9/4b4/9/9/9/9/9/9/4KR3 w").unwrap();
        let (m, strong) = Material::of(&pos).unwrap();
        assert_eq!(strong, Side::Red);
        assert_eq!(m.to_string(), "KR-KAABB");
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4p4/3AK4 w").unwrap();
        let (m, strong) = Material::of(&pos).unwrap();
        assert_eq!(strong, Side::Black);
        assert_eq!(m.to_string(), "KP-KA");
        assert_eq!(
            "KR-KAABB".parse::<Material>().unwrap().to_string(),
            "KR-KAABB"
        );
        assert!("KQ-K".parse::<Material>().is_err());
        let both = Position::startpos();
        assert!(Material::of(&both).is_none());
    }
}
