//! The tie-breaks, each with its FIDE C.07 modifiers, and the codes that name one (`BH/C3`,
//! `KS/L60`, `TPR/M1/U1400`), as TRF-2026 records 202 and 212 and FIDE's tie-break tool write
//! them. How each is computed: [`crate::standings`].
//!
//! The modifiers Arbiter reads: `/Cn` (cut the n least significant contributions), `/Mn` (cut
//! n at each end), `/Ln`, `/L+n`, `/L-n` (the Koya limit: n % of the maximum, or the 50 % limit
//! raised or lowered by n half-points, or by n points when n has a decimal point), `/Un` (the
//! rating given to unrated players) and `/P` (every round with an opponent counted as played,
//! forfeits included). Point systems (`:MP`, `:GP`) belong to team events and are refused.
//!
//! ```
//! use arbiter_tournament::tiebreak::Criterion;
//! let bh = Criterion::from_fide_code("bh/c1").unwrap();
//! assert_eq!(bh.fide_code().as_deref(), Some("BH/C1"));
//! assert_eq!(bh.cuts(), (1, 0));
//! assert!(Criterion::from_fide_code("XYZ").is_err());
//! ```

/// A tie-break criterion.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Tiebreak {
    /// Sum of the opponents' (adjusted) scores (BH; with `UnplayedRule::Plain` the CXA 对手分 of played and forfeited games).
    Buchholz,
    /// Buchholz without the least significant contribution (a voluntary unplayed round first).
    BuchholzCut1,
    /// Buchholz without the lowest (as Cut-1) and the highest contribution.
    MedianBuchholz1,
    /// Sonneborn-Berger (小分): opponent's score × points scored against him.
    SonnebornBerger,
    /// Progressive score (累进分): the sum of the running score after each round.
    Progressive,
    /// Direct encounter (直胜) among the players still tied when it is reached (ruling R16):
    /// the value is the place inside that group (1 = first), 0 when it does not separate them.
    DirectEncounter,
    /// Rounds scored as a win, played or not (胜局; a bye counts).
    Wins,
    /// Games won over the board.
    GamesWon,
    /// Games played over the board with black (后走局数).
    BlackGames,
    /// Games won over the board with black (后走胜局).
    BlackWins,
    /// Average rating of the opponents met over the board (C.07 ARO), a half up; only when
    /// every player is rated (or a rating for the unrated is set).
    AverageRatingOfOpponents,
    /// CXA 对手分: the final scores of every scheduled opponent; a pairing-allocated bye
    /// counts the lowest non-zero final score of the event (art. 14.4).
    OpponentScoreCxa,
    /// Fouls recorded by the arbiter (犯规): fewer ranks higher.
    Fouls,
    /// CXA 14.3.1 continuation: the score after round n-1, then n-2, … (higher first).
    EarlierScores,
    /// CXA 14.3.2 continuation: the progressive score without round 1, then without rounds 1-2, ….
    ProgressiveCuts,
    /// Tournament performance rating (C.07 TPR): the opponents' average rating plus dp for the
    /// percentage scored, over the games played over the board. Applies only when every
    /// player is rated (none otherwise).
    PerformanceRating,
    /// Perfect tournament performance (C.07 PTP): the lowest rating whose expected score
    /// against the opponents met reaches the score. Only when every player is rated.
    PerfectPerformance,
    /// Average of the opponents' performance ratings (C.07 APRO), a half up; only when every
    /// player is rated.
    AveragePerformanceOfOpponents,
    /// Average of the opponents' perfect performances (C.07 APPO), a half up; only when every
    /// player is rated.
    AveragePerfectPerformanceOfOpponents,
    /// Buchholz without the two least significant contributions (C.07 BH/C2; voluntary
    /// unplayed rounds first).
    BuchholzCut2,
    /// Buchholz without the two least significant and the two highest contributions (C.07
    /// BH/M2).
    MedianBuchholz2,
    /// Sonneborn-Berger without the least significant contribution (C.07 SB/C1: the lowest
    /// opponent's score, a voluntary unplayed round first).
    SonnebornBergerCut1,
    /// Fore Buchholz (C.07 FB): Buchholz with every game of the last round counted as a draw,
    /// so it can be known before that round is played.
    ForeBuchholz,
    /// Average of the opponents' Buchholz (C.07 AOB) over the games played over the board,
    /// in hundredths of a point, a half up.
    AverageOfOpponentsBuchholz,
    /// Koya (C.07 KS): the points scored against opponents who finished with at least half
    /// the maximum score (games and forfeits alike).
    Koya,
    /// Rounds one elected to play (C.07 REP, formerly GE): games played over the board and
    /// rounds won without play (forfeit wins, full-point byes).
    RoundsElectedToPlay,
    /// The player's own rating (C.07 RTNG): higher first; only when every player is rated.
    Rating,
    /// The start number (C.07 TPN): lower first, the last criterion that always separates.
    StartNumber,
}

/// The FIDE codes (C.07, as in TRF-2026 records 202 and 212) of the tie-breaks that have one.
pub const FIDE_CODES: [(&str, Tiebreak); 28] = [
    ("BH", Tiebreak::Buchholz),
    ("BH/C1", Tiebreak::BuchholzCut1),
    ("BH/C2", Tiebreak::BuchholzCut2),
    ("BH/M1", Tiebreak::MedianBuchholz1),
    ("BH/M2", Tiebreak::MedianBuchholz2),
    ("SB", Tiebreak::SonnebornBerger),
    ("SB/C1", Tiebreak::SonnebornBergerCut1),
    ("FB", Tiebreak::ForeBuchholz),
    ("AOB", Tiebreak::AverageOfOpponentsBuchholz),
    ("KS", Tiebreak::Koya),
    ("PS", Tiebreak::Progressive),
    ("DE", Tiebreak::DirectEncounter),
    ("WIN", Tiebreak::Wins),
    ("WON", Tiebreak::GamesWon),
    ("BPG", Tiebreak::BlackGames),
    ("BWG", Tiebreak::BlackWins),
    ("REP", Tiebreak::RoundsElectedToPlay),
    // GE is REP's former name.
    ("GE", Tiebreak::RoundsElectedToPlay),
    ("RTNG", Tiebreak::Rating),
    ("ARO", Tiebreak::AverageRatingOfOpponents),
    ("TPR", Tiebreak::PerformanceRating),
    ("PTP", Tiebreak::PerfectPerformance),
    ("APRO", Tiebreak::AveragePerformanceOfOpponents),
    ("APPO", Tiebreak::AveragePerfectPerformanceOfOpponents),
    ("TPN", Tiebreak::StartNumber),
    // SNO is FIDE's tool's other name for the start number.
    ("SNO", Tiebreak::StartNumber),
    // The extended forms in an individual event, whose primary and secondary scores are the
    // same points (FIDE's tool computes them so).
    ("ESB", Tiebreak::SonnebornBerger),
    ("EDE", Tiebreak::DirectEncounter),
];

impl Tiebreak {
    /// The tie-break a FIDE code names (`BH/C1`, `sb`; `!` and `#` may stand for `/`), if
    /// Arbiter has it.
    #[must_use]
    pub fn from_fide_code(code: &str) -> Option<Tiebreak> {
        let code = code.trim().to_ascii_uppercase().replace(['!', '#'], "/");
        FIDE_CODES
            .iter()
            .find(|(c, _)| *c == code)
            .map(|&(_, tb)| tb)
    }

    /// Whether a lower value ranks higher (fewer fouls; a better place in the direct
    /// encounter).
    #[must_use]
    pub fn lower_first(self) -> bool {
        matches!(
            self,
            Tiebreak::Fouls | Tiebreak::DirectEncounter | Tiebreak::StartNumber
        )
    }

    /// Scale of the value: the value in points is the integer divided by this.
    #[must_use]
    pub fn scale(self) -> i64 {
        match self {
            Tiebreak::SonnebornBerger | Tiebreak::SonnebornBergerCut1 => 4,
            Tiebreak::AverageOfOpponentsBuchholz => 100,
            Tiebreak::Wins
            | Tiebreak::GamesWon
            | Tiebreak::BlackGames
            | Tiebreak::BlackWins
            | Tiebreak::AverageRatingOfOpponents
            | Tiebreak::PerformanceRating
            | Tiebreak::PerfectPerformance
            | Tiebreak::AveragePerformanceOfOpponents
            | Tiebreak::AveragePerfectPerformanceOfOpponents
            | Tiebreak::DirectEncounter
            | Tiebreak::RoundsElectedToPlay
            | Tiebreak::Rating
            | Tiebreak::StartNumber
            | Tiebreak::Fouls => 1,
            _ => 2,
        }
    }
}

/// The C.07 modifiers of one tie-break; the default is the plain tie-break.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub struct Modifiers {
    /// Least significant contributions cut (`/Cn`, `/Mn`), beside the tie-break's own cuts.
    pub cut_low: u8,
    /// Highest contributions cut (`/Mn`), beside the tie-break's own cuts.
    pub cut_high: u8,
    /// The Koya limit in percent of the maximum score (`/Ln`); `None` is C.07's 50 %.
    pub koya_percent: Option<u8>,
    /// Half-points added to the Koya limit (`/L+n`, `/L-n`).
    pub koya_offset: i16,
    /// The rating an unrated player counts with (`/Un`); `None`: rating-based tie-breaks do not
    /// apply when a player is unrated.
    pub unrated: Option<u16>,
    /// Every round with an opponent counts as played, forfeits included (`/P`).
    pub as_played: bool,
}

/// A tie-break as an event's list names it: the criterion and its modifiers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Criterion {
    /// The tie-break; a cut with a name of its own (BH/C1 …) is folded into it.
    pub tiebreak: Tiebreak,
    /// Its modifiers.
    pub modifiers: Modifiers,
}

impl From<Tiebreak> for Criterion {
    fn from(tiebreak: Tiebreak) -> Criterion {
        Criterion {
            tiebreak,
            modifiers: Modifiers::default(),
        }
    }
}

/// The tie-breaks whose contributions can be cut, and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cuts {
    /// None.
    No,
    /// Low cuts only (`/Cn`): Progressive's first rounds.
    LowOnly,
    /// Low and high (`/Cn`, `/Mn`).
    Both,
}

/// Why a tie-break code is refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CodeError {
    /// A tie-break name Arbiter does not have.
    Unknown,
    /// A modifier this tie-break does not take (the modifier as written).
    NotFor(String),
    /// A modifier that is not one of C.07's, or a number out of range (as written).
    BadModifier(String),
    /// A point system (`:MP`, `:GP`): team events only (in a team event: one that is neither).
    PointSystem,
    /// A tie-break of individual events only (ratings, colours, fouls), asked of a team event.
    IndividualOnly,
}

/// The largest cut a code may ask for: more than a Swiss event's rounds means nothing.
const MAX_CUT: u8 = 99;

impl Tiebreak {
    /// The contributions `/Cn` and `/Mn` may cut.
    fn cuts(self) -> Cuts {
        use Tiebreak::*;
        match self {
            Buchholz
            | BuchholzCut1
            | BuchholzCut2
            | MedianBuchholz1
            | MedianBuchholz2
            | SonnebornBerger
            | SonnebornBergerCut1
            | ForeBuchholz
            | AverageOfOpponentsBuchholz
            | AverageRatingOfOpponents
            | PerformanceRating
            | PerfectPerformance => Cuts::Both,
            Progressive => Cuts::LowOnly,
            // APRO and APPO average the opponents' figures: C.07 names no cut of them (FIDE's
            // tool fails on one).
            _ => Cuts::No,
        }
    }

    /// Whether the tie-break rests on ratings (and so takes `/Un`).
    fn rating_based(self) -> bool {
        use Tiebreak::*;
        matches!(
            self,
            Rating
                | AverageRatingOfOpponents
                | PerformanceRating
                | PerfectPerformance
                | AveragePerformanceOfOpponents
                | AveragePerfectPerformanceOfOpponents
        )
    }

    /// Whether the tie-break is of the Buchholz family (and so takes `/P`).
    fn opponent_scores(self) -> bool {
        self.cuts() == Cuts::Both && !self.rating_based()
    }

    /// The cuts (low, high) the tie-break makes by itself.
    fn own_cuts(self) -> (u8, u8) {
        use Tiebreak::*;
        match self {
            BuchholzCut1 | SonnebornBergerCut1 => (1, 0),
            BuchholzCut2 => (2, 0),
            MedianBuchholz1 => (1, 1),
            MedianBuchholz2 => (2, 2),
            _ => (0, 0),
        }
    }

    /// The tie-break without its own cuts (BH/C1 → BH).
    fn uncut(self) -> Tiebreak {
        use Tiebreak::*;
        match self {
            BuchholzCut1 | BuchholzCut2 | MedianBuchholz1 | MedianBuchholz2 => Buchholz,
            SonnebornBergerCut1 => SonnebornBerger,
            other => other,
        }
    }

    /// The tie-break that is `self` with the cuts `(low, high)`, when one has a name.
    fn with_cuts(self, cuts: (u8, u8)) -> Option<Tiebreak> {
        use Tiebreak::*;
        match (self, cuts) {
            (_, (0, 0)) => Some(self),
            (Buchholz, (1, 0)) => Some(BuchholzCut1),
            (Buchholz, (2, 0)) => Some(BuchholzCut2),
            (Buchholz, (1, 1)) => Some(MedianBuchholz1),
            (Buchholz, (2, 2)) => Some(MedianBuchholz2),
            (SonnebornBerger, (1, 0)) => Some(SonnebornBergerCut1),
            _ => None,
        }
    }

    /// The FIDE code of the tie-break itself (the first of [`FIDE_CODES`] naming it).
    #[must_use]
    pub fn fide_code(self) -> Option<&'static str> {
        FIDE_CODES.iter().find(|(_, t)| *t == self).map(|(c, _)| *c)
    }
}

impl Criterion {
    /// The cuts (low, high) in all: the tie-break's own and the modifiers'.
    #[must_use]
    pub fn cuts(&self) -> (usize, usize) {
        let (low, high) = self.tiebreak.own_cuts();
        (
            usize::from(low) + usize::from(self.modifiers.cut_low),
            usize::from(high) + usize::from(self.modifiers.cut_high),
        )
    }

    /// The tie-break the values are computed as: the named one without its own cuts.
    #[must_use]
    pub fn base(&self) -> Tiebreak {
        self.tiebreak.uncut()
    }

    /// The same criterion with the cuts folded into a named tie-break where one exists
    /// (BH with `/C1` is BH/C1), so equal criteria compare equal.
    #[must_use]
    fn folded(self) -> Criterion {
        let (low, high) = self.cuts();
        let (Ok(low), Ok(high)) = (u8::try_from(low), u8::try_from(high)) else {
            return self;
        };
        match self.base().with_cuts((low, high)) {
            Some(named) => Criterion {
                tiebreak: named,
                modifiers: Modifiers {
                    cut_low: 0,
                    cut_high: 0,
                    ..self.modifiers
                },
            },
            None => Criterion {
                tiebreak: self.base(),
                modifiers: Modifiers {
                    cut_low: low,
                    cut_high: high,
                    ..self.modifiers
                },
            },
        }
    }

    /// Reads a FIDE code with its modifiers (`BH/C3`, `ks/l60`, `TPR/M1/U1400`; `!` and `#`
    /// may stand for `/`).
    ///
    /// # Errors
    /// The name is not a tie-break Arbiter has, a modifier is not C.07's or does not apply
    /// to the tie-break, or the code names a team point system.
    pub fn from_fide_code(code: &str) -> Result<Criterion, CodeError> {
        let code = code.trim().to_ascii_uppercase().replace(['!', '#'], "/");
        let mut parts = code.split('/');
        let name = parts.next().unwrap_or_default();
        if name.contains(':') {
            return Err(CodeError::PointSystem);
        }
        let tiebreak = Tiebreak::from_fide_code(name).ok_or(CodeError::Unknown)?;
        let mut c = Criterion::from(tiebreak.uncut());
        let (mut low, mut high) = tiebreak.own_cuts();
        for m in parts {
            let bad = || CodeError::BadModifier(m.to_string());
            let not_for = || CodeError::NotFor(m.to_string());
            let number = |s: &str| -> Result<u16, CodeError> {
                if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad());
                }
                s.parse::<u16>().map_err(|_| bad())
            };
            let cut = |s: &str| -> Result<u8, CodeError> {
                u8::try_from(number(s)?)
                    .ok()
                    .filter(|&n| n <= MAX_CUT)
                    .ok_or_else(bad)
            };
            let kind = m.chars().next().ok_or_else(bad)?;
            let rest = &m[kind.len_utf8()..];
            match kind {
                'C' => {
                    if c.tiebreak.cuts() == Cuts::No {
                        return Err(not_for());
                    }
                    low = cut(rest)?;
                }
                'M' => {
                    if c.tiebreak.cuts() != Cuts::Both {
                        return Err(not_for());
                    }
                    low = cut(rest)?;
                    high = low;
                }
                'L' => {
                    if c.tiebreak != Tiebreak::Koya {
                        return Err(not_for());
                    }
                    if let Some(step) = rest.strip_prefix('+') {
                        c.modifiers.koya_offset = koya_step(step).ok_or_else(bad)?;
                    } else if let Some(step) = rest.strip_prefix('-') {
                        c.modifiers.koya_offset = -koya_step(step).ok_or_else(bad)?;
                    } else {
                        let percent = number(rest)?;
                        c.modifiers.koya_percent = Some(
                            u8::try_from(percent)
                                .ok()
                                .filter(|&p| p <= 100)
                                .ok_or_else(bad)?,
                        );
                    }
                }
                'U' => {
                    if !c.tiebreak.rating_based() {
                        return Err(not_for());
                    }
                    let rating = number(rest)?;
                    if rating > 4000 {
                        return Err(bad());
                    }
                    c.modifiers.unrated = Some(rating);
                }
                'P' => {
                    if !rest.is_empty() {
                        return Err(bad());
                    }
                    if !c.tiebreak.opponent_scores() {
                        return Err(not_for());
                    }
                    c.modifiers.as_played = true;
                }
                _ => return Err(bad()),
            }
        }
        c.modifiers.cut_low = low;
        c.modifiers.cut_high = high;
        Ok(c.folded())
    }

    /// The criterion's FIDE code with its modifiers (`BH/C3`, `KS/L+1`), as
    /// [`Criterion::from_fide_code`] reads it back; `None` for a criterion FIDE has no code for.
    #[must_use]
    pub fn fide_code(&self) -> Option<String> {
        let c = self.folded();
        let mut code = c.tiebreak.fide_code()?.to_string();
        let m = c.modifiers;
        if m.cut_high > 0 && m.cut_high == m.cut_low {
            code += &format!("/M{}", m.cut_low);
        } else if m.cut_low > 0 || m.cut_high > 0 {
            let (low, high) = c.cuts();
            if high > 0 {
                // Unequal cuts: the median of the high end, then the low cut over it.
                code += &format!("/M{high}/C{low}");
            } else {
                code += &format!("/C{low}");
            }
        }
        if let Some(p) = m.koya_percent {
            code += &format!("/L{p}");
        }
        if m.koya_offset != 0 {
            code += &format!("/L{:+}", m.koya_offset);
        }
        if let Some(u) = m.unrated {
            code += &format!("/U{u}");
        }
        if m.as_played {
            code += "/P";
        }
        Some(code)
    }
}

/// A Koya limit step: an integer is that many half-points, a number with a decimal point is
/// points (a multiple of 0.5), as FIDE's tool reads them.
fn koya_step(s: &str) -> Option<i16> {
    if s.is_empty() || s.len() > 6 {
        return None;
    }
    if let Some((whole, frac)) = s.split_once('.') {
        let whole: i16 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let half = match frac.trim_end_matches('0') {
            "" => 0,
            "5" => 1,
            _ => return None,
        };
        whole.checked_mul(2)?.checked_add(half)
    } else {
        s.parse()
            .ok()
            .filter(|_| s.bytes().all(|b| b.is_ascii_digit()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(s: &str) -> Criterion {
        Criterion::from_fide_code(s).unwrap_or_else(|e| panic!("{s}: {e:?}"))
    }

    #[test]
    fn named_cuts_fold_into_their_tiebreak() {
        assert_eq!(code("BH/C1"), Criterion::from(Tiebreak::BuchholzCut1));
        assert_eq!(code("bh!m2"), Criterion::from(Tiebreak::MedianBuchholz2));
        assert_eq!(
            code("SB#C1"),
            Criterion::from(Tiebreak::SonnebornBergerCut1)
        );
        assert_eq!(code("BH/C0"), Criterion::from(Tiebreak::Buchholz));
        let c3 = code("BH/C3");
        assert_eq!((c3.tiebreak, c3.cuts()), (Tiebreak::Buchholz, (3, 0)));
        assert_eq!(code("BH/M3").cuts(), (3, 3));
        assert_eq!(code("PS/C2").cuts(), (2, 0));
    }

    #[test]
    fn codes_come_back_as_written() {
        for s in [
            "BH/C3",
            "BH/M3",
            "SB/M1",
            "FB/C1",
            "AOB/C1",
            "PS/C2",
            "KS/L60",
            "KS/L+1",
            "KS/L-2",
            "TPR/M1/U1400",
            "ARO/C1",
            "BH/M2/C1",
            "RTNG/U1000",
            "BH/C1/P",
            "SB/P",
            "APPO/U1200",
        ] {
            assert_eq!(code(s).fide_code().as_deref(), Some(s), "{s}");
        }
        assert_eq!(code("KS/L+1.5").fide_code().as_deref(), Some("KS/L+3"));
        assert_eq!(code("esb").fide_code().as_deref(), Some("SB"));
        assert_eq!(code("EDE").fide_code().as_deref(), Some("DE"));
    }

    #[test]
    fn modifiers_a_tiebreak_does_not_take_are_refused() {
        let err = |s: &str| Criterion::from_fide_code(s).err();
        assert_eq!(err("WIN/C1"), Some(CodeError::NotFor("C1".into())));
        assert_eq!(err("PS/M1"), Some(CodeError::NotFor("M1".into())));
        assert_eq!(err("APRO/C1"), Some(CodeError::NotFor("C1".into())));
        assert_eq!(err("BH/L60"), Some(CodeError::NotFor("L60".into())));
        assert_eq!(err("BH/U1400"), Some(CodeError::NotFor("U1400".into())));
        assert_eq!(err("TPR/P"), Some(CodeError::NotFor("P".into())));
        assert_eq!(err("BH/X"), Some(CodeError::BadModifier("X".into())));
        assert_eq!(err("BH/C"), Some(CodeError::BadModifier("C".into())));
        assert_eq!(err("BH/C100"), Some(CodeError::BadModifier("C100".into())));
        assert_eq!(err("KS/L101"), Some(CodeError::BadModifier("L101".into())));
        assert_eq!(
            err("KS/L+0.25"),
            Some(CodeError::BadModifier("L+0.25".into()))
        );
        assert_eq!(err("BH:GP"), Some(CodeError::PointSystem));
        assert_eq!(err("XYZ"), Some(CodeError::Unknown));
        assert_eq!(err("BH/"), Some(CodeError::BadModifier(String::new())));
    }
}
