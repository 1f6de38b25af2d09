//! Material classes of the tables: one side (the strong side) has its general, exactly one
//! attacking piece — a chariot, horse, cannon or soldier — and any of its advisors and
//! elephants; the other side (the weak side) has only its general, advisors and elephants.
//! 3 × 3 × 3 × 3 × 4 = 324 classes (issue 54, phase 1). Phase 2 adds classes where the weak
//! side has an attacking piece of its own (车对车, 车对马双士 …): both sides can attack, and a
//! capture of either attacking piece leads into a phase-1 class.
//!
//! ```
//! use arbiter_endgame::Material;
//! use arbiter_xiangqi::{Position, Side};
//!
//! // 单车对士象全: Black's chariot against Red's full defence; Black is the strong side.
//! let pos = Position::from_fen("3k1r3/9/9/9/9/9/9/3AB4/4A4/2B1K4 w").unwrap();
//! let (class, strong) = Material::of(&pos).unwrap();
//! assert_eq!(class.to_string(), "KR-KAABB");
//! assert_eq!(strong, Side::Black);
//! assert_eq!("KR-KAABB".parse::<Material>(), Ok(class));
//! assert_eq!(Material::all().len(), 324);
//! ```

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

    /// Its letter in a class's name (`R`, `N`, `C`, `P`).
    pub fn letter(self) -> char {
        match self {
            Attacker::Chariot => 'R',
            Attacker::Horse => 'N',
            Attacker::Cannon => 'C',
            Attacker::Soldier => 'P',
        }
    }
}

/// One side's pieces besides its general.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Army {
    /// Its one attacking piece, if it has one.
    pub attacker: Option<Attacker>,
    /// Its advisors (0–2).
    pub advisors: u8,
    /// Its elephants (0–2).
    pub elephants: u8,
}

impl Army {
    /// The order that picks a class's first side: an attacking piece over none, a chariot over
    /// a horse over a cannon over a soldier, then more advisors, then more elephants.
    fn weight(&self) -> (u8, u8, u8) {
        let attacker = self.attacker.map_or(0, |a| {
            4 - Attacker::ALL.iter().position(|&x| x == a).unwrap_or(3) as u8
        });
        (attacker, self.advisors, self.elephants)
    }
}

/// One material class, seen from its first side (the *strong* side, Red in the tables' frame):
/// the side with an attacking piece in a phase-1 class, the greater army ([`Army`]'s order) in
/// a class where both sides have one (phase 2).
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
    /// The weak side's own attacking piece (phase 2), never greater than the strong side's
    /// army; `None` in a phase-1 class.
    pub weak_attacker: Option<Attacker>,
}

impl Material {
    /// The phase-1 class of `attacker` with `[strong advisors, strong elephants, weak
    /// advisors, weak elephants]`.
    pub const fn new(attacker: Attacker, counts: [u8; 4]) -> Material {
        Material {
            attacker,
            strong_advisors: counts[0],
            strong_elephants: counts[1],
            weak_advisors: counts[2],
            weak_elephants: counts[3],
            weak_attacker: None,
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
                            out.push(Material::new(
                                attacker,
                                [
                                    strong_advisors,
                                    strong_elephants,
                                    weak_advisors,
                                    weak_elephants,
                                ],
                            ));
                        }
                    }
                }
            }
        }
        out
    }

    /// The phase-2 classes: both sides with one attacking piece, and at most
    /// `defenders` advisors and elephants in all (2: 车对马双士, 车对炮双士 …), each once in
    /// its canonical orientation.
    pub fn phase_two(defenders: u8) -> Vec<Material> {
        let mut out = Vec::new();
        for a in Attacker::ALL {
            for b in Attacker::ALL {
                for counts in 0..81u8 {
                    let c = [counts % 3, counts / 3 % 3, counts / 9 % 3, counts / 27];
                    if c.iter().sum::<u8>() > defenders {
                        continue;
                    }
                    let red = Army {
                        attacker: Some(a),
                        advisors: c[0],
                        elephants: c[1],
                    };
                    let black = Army {
                        attacker: Some(b),
                        advisors: c[2],
                        elephants: c[3],
                    };
                    if let Some((m, Side::Red)) = Material::of_armies(red, black)
                        && !out.contains(&m)
                    {
                        out.push(m);
                    }
                }
            }
        }
        out
    }

    /// Whether both sides have an attacking piece (phase 2).
    pub fn both_attack(&self) -> bool {
        self.weak_attacker.is_some()
    }

    /// The strong side's army.
    pub fn strong(&self) -> Army {
        Army {
            attacker: Some(self.attacker),
            advisors: self.strong_advisors,
            elephants: self.strong_elephants,
        }
    }

    /// The weak side's army.
    pub fn weak(&self) -> Army {
        Army {
            attacker: self.weak_attacker,
            advisors: self.weak_advisors,
            elephants: self.weak_elephants,
        }
    }

    /// The class of Red's army `red` against Black's `black`, and which of them is its strong
    /// side; `None` when neither has an attacking piece. Equal armies: Red is the strong side.
    pub fn of_armies(red: Army, black: Army) -> Option<(Material, Side)> {
        let (strong, weak, side) = if black.weight() > red.weight() {
            (black, red, Side::Black)
        } else {
            (red, black, Side::Red)
        };
        Some((
            Material {
                attacker: strong.attacker?,
                strong_advisors: strong.advisors,
                strong_elephants: strong.elephants,
                weak_advisors: weak.advisors,
                weak_elephants: weak.elephants,
                weak_attacker: weak.attacker,
            },
            side,
        ))
    }

    /// The class of `pos` and its strong side, when `pos` is in one: each side has its
    /// general, at most one attacking piece and up to two advisors and two elephants, and one
    /// side at least has an attacking piece.
    pub fn of(pos: &Position) -> Option<(Material, Side)> {
        let mut counts = [[0u8; 7]; 2];
        for (_, piece) in pos.board().occupied() {
            counts[piece.side.index()][piece.kind.index()] += 1;
        }
        let army = |side: Side| -> Option<Army> {
            let count = |k: PieceKind| counts[side.index()][k.index()];
            let attackers: u8 = Attacker::ALL.iter().map(|a| count(a.kind())).sum();
            if attackers > 1 {
                return None;
            }
            Some(Army {
                attacker: Attacker::ALL.into_iter().find(|a| count(a.kind()) == 1),
                advisors: count(PieceKind::Advisor),
                elephants: count(PieceKind::Elephant),
            })
        };
        Material::of_armies(army(Side::Red)?, army(Side::Black)?)
    }

    /// The classes a capture leads to (a capture that leaves no attacking piece leads to a
    /// draw by rule, no class).
    pub fn after_captures(&self) -> Vec<Material> {
        let mut out = Vec::new();
        for side in [Side::Red, Side::Black] {
            for kind in [
                PieceKind::Chariot,
                PieceKind::Horse,
                PieceKind::Cannon,
                PieceKind::Soldier,
                PieceKind::Advisor,
                PieceKind::Elephant,
            ] {
                if let Some((m, _)) = self.without(side, kind)
                    && !out.contains(&m)
                {
                    out.push(m);
                }
            }
        }
        out
    }

    /// The class once one `kind` of `side` (in the tables' frame: Red is the strong side) is
    /// captured, and whether the position must be seen from the other side to be in that
    /// class's frame (its strong side is Black here); `None` when no attacking piece is left or
    /// the class has no such piece.
    pub fn without(&self, side: Side, kind: PieceKind) -> Option<(Material, bool)> {
        let (mut red, mut black) = (self.strong(), self.weak());
        let army = if side == Side::Red {
            &mut red
        } else {
            &mut black
        };
        match kind {
            PieceKind::Advisor => army.advisors = army.advisors.checked_sub(1)?,
            PieceKind::Elephant => army.elephants = army.elephants.checked_sub(1)?,
            _ if army.attacker.map(Attacker::kind) == Some(kind) => army.attacker = None,
            _ => return None,
        }
        let (m, strong) = Material::of_armies(red, black)?;
        Some((m, strong == Side::Black))
    }
}

impl fmt::Display for Material {
    /// `KRAB-KAB`-style: the strong side's general, attacking piece, advisors and elephants,
    /// then the weak side's (`KR-KAABB` for 单车对士象全, `KR-KNAA` for 车对马双士).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |army: Army| {
            format!(
                "K{}{}{}",
                army.attacker
                    .map_or(String::new(), |a| a.letter().to_string()),
                "A".repeat(army.advisors.into()),
                "B".repeat(army.elephants.into())
            )
        };
        write!(f, "{}-{}", side(self.strong()), side(self.weak()))
    }
}

impl std::str::FromStr for Material {
    type Err = String;

    /// Reads a class as [`Material`]'s `Display` writes it (`KR-KAABB`, `KR-KNAA`).
    fn from_str(text: &str) -> Result<Material, String> {
        let bad = || format!("{text:?} is not a class of the tables (e.g. KR-KAABB, KR-KN)");
        let army = |s: &str| -> Option<Army> {
            let rest = s.strip_prefix('K')?;
            let attacker = Attacker::ALL
                .into_iter()
                .find(|a| rest.starts_with(a.letter()));
            let rest = &rest[usize::from(attacker.is_some())..];
            let advisors = rest.chars().take_while(|&c| c == 'A').count();
            let elephants = rest[advisors..].chars().take_while(|&c| c == 'B').count();
            (advisors + elephants == rest.len() && advisors <= 2 && elephants <= 2).then_some(
                Army {
                    attacker,
                    advisors: advisors as u8,
                    elephants: elephants as u8,
                },
            )
        };
        let (strong, weak) = text.split_once('-').ok_or_else(bad)?;
        let (strong, weak) = (army(strong).ok_or_else(bad)?, army(weak).ok_or_else(bad)?);
        match Material::of_armies(strong, weak) {
            Some((m, Side::Red)) if m.strong() == strong => Ok(m),
            _ => Err(bad()),
        }
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

    #[test]
    fn classes_where_both_sides_attack_are_read_in_one_orientation() {
        assert_eq!(Material::phase_two(2).len(), 126);
        assert!("KN-KR".parse::<Material>().is_err());
        let m: Material = "KR-KNAA".parse().unwrap();
        assert_eq!(m.to_string(), "KR-KNAA");
        assert!(m.both_attack());
        // Black holds the chariot: Black is the strong side, read from its side.
        let pos = Position::from_fen("3k5/9/9/9/4r4/9/9/9/4N4/3AKA3 w").unwrap();
        let (m, strong) = Material::of(&pos).unwrap();
        assert_eq!(
            (m.to_string(), strong),
            ("KR-KNAA".to_string(), Side::Black)
        );
        // Taking the chariot leaves the horse the only attacking piece: KN-K seen from Black.
        let bare: Material = "KR-KN".parse().unwrap();
        let (after, flip) = bare.without(Side::Red, PieceKind::Chariot).unwrap();
        assert_eq!((after.to_string(), flip), ("KN-K".to_string(), true));
        let (after, flip) = bare.without(Side::Black, PieceKind::Horse).unwrap();
        assert_eq!((after.to_string(), flip), ("KR-K".to_string(), false));
        // Equal armies: Red stays the strong side.
        let (m, strong) =
            Material::of(&Position::from_fen("3k5/9/9/9/r8/9/9/9/9/4KR3 b").unwrap()).unwrap();
        assert_eq!((m.to_string(), strong), ("KR-KR".to_string(), Side::Red));
    }
}
