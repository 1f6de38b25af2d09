//! The rule articles of the repetition rules (棋例) that the classifier and the verdict table
//! apply, each with the words of the rule book, so a ruling can be followed from the answer
//! (every ply's note and the verdict's rule text cite an article) back to the code that applies
//! it (each article names the function that decides it).
//!
//! Article numbers follow the 2020 CXA book 《象棋竞赛规则》 as third-party implementations cite
//! it (24.x terms, 25.x and 26.x cycle rules); the definitions of 捉 and of a root are quoted from
//! the earlier book (§28.x, §29.x), whose wording the 2020 book keeps. AXF rules are cited by
//! their number in the Asian rules' chapter 4. See `docs/ARCHITECTURE.md` and the shared rule
//! specification for the sources.

/// The rule book a profile judges by: each numbers and words its articles its own way, and a
/// ruling cites the book it was made under.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum Book {
    /// The Chinese Xiangqi Association's rules (the Club profile judges by them too).
    #[default]
    Cxa,
    /// The Asian Xiangqi Federation's rules (chapter 4, rules 1–40, and the appendix on
    /// non-perpetual chases).
    Axf,
}

impl Book {
    /// Whether a win of material by a check (抽将: check, then take what the reply leaves) is
    /// a chase. CXA 24.3 says so in words ("包括从下一着开始运用连续照将或连续交换的手段"); the
    /// Asian rules' chase is a move that threatens to capture a piece in the next move (AXF
    /// terms: chase), which a check followed by a capture is not.
    pub const fn chases_by_check(self) -> bool {
        matches!(self, Book::Cxa)
    }
}

/// Declares [`Article`] from one table: each row the variant, its catalogue key and CXA
/// citation, then its key and citation under the Asian rules (several conditions share one AXF
/// rule, and so one AXF key). A new article is one row plus its catalogue lines.
macro_rules! articles {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $key:literal, $cite:literal;
            axf $axf_key:literal, $axf_cite:literal;
    )+) => {
        /// One rule condition the adjudication applies.
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
        pub enum Article {
            $($(#[$doc])* $variant,)+
        }

        impl Article {
            /// The article's number and name, as cited in notes and rule texts.
            pub const fn cite(self) -> &'static str {
                match self {
                    $(Article::$variant => $cite,)+
                }
            }

            /// The Asian rules' article for the condition.
            const fn cite_axf(self) -> &'static str {
                match self {
                    $(Article::$variant => $axf_cite,)+
                }
            }

            /// The catalogue key of the article as `book` numbers it (the condition's own key
            /// under CXA; under AXF the key of the Asian rule, shared where one rule covers
            /// several conditions).
            pub const fn key_in(self, book: Book) -> &'static str {
                match book {
                    Book::Cxa => match self {
                        $(Article::$variant => $key,)+
                    },
                    Book::Axf => match self {
                        $(Article::$variant => $axf_key,)+
                    },
                }
            }
        }

        impl arbiter_base::Keyed for Article {
            const ALL: &'static [Self] = &[$(Article::$variant),+];

            fn key(self) -> &'static str {
                self.key_in(Book::Cxa)
            }
        }
    };
}

articles! {
    /// 将 — decided by the position after the move ([`crate::Position::is_check`]).
    Check = "check", "CXA 24.1 将";
        axf "axf-check", "AXF terms: check";
    /// 杀 — decided by the mate-by-checks search (`memo::mate_by_checks`) on the position where
    /// the mover could move again; new only when the move opens the mating attack.
    MateThreat = "mate-threat", "CXA 24.2 杀";
        axf "axf-mate-threat", "AXF rule 9 kill";
    /// 捉 — decided by `threats::threats` (captures whose complete exchange wins) and
    /// `threats::wins_by_check` (抽将, with a second check by another piece: 车炮联合), compared
    /// before and after the move (`classify`).
    Chase = "chase", "CXA 24.3 捉";
        axf "axf-chase", "AXF terms: chase";
    /// AXF only: a horse's or cannon's attack on a chariot is a chase, protected or not —
    /// `chariot_attack::with_chariot_attacks`, on with `Profile::chariot_attack_chases`.
    ChariotAttack = "chariot-attack", "AXF rules 15, 27";
        axf "chariot-attack", "AXF rules 15, 27";
    /// 捉 by an even complete trade where the capture wins on its own point (各吃各子 / 做根子捉子
    /// 价值相当) — `threats::threats`.
    EvenTradeChase = "even-trade-chase", "CXA 26.5 完整互吃";
        axf "axf-even-trade-chase", "AXF rule 24";
    /// A chase is made by the move just played — `classify` (new target, new attacker, or an
    /// attacker the move frees).
    ChaseIsNew = "chase-is-new", "CXA 29.2 捉的产生";
        axf "axf-chase", "AXF terms: chase";
    /// 自己造成的被捉状态 — `classify::threats_before` (a target the opponent's check exposed).
    SelfMadeExposure = "self-made-exposure", "CXA 29.2 自己造成的被捉状态";
        axf "axf-self-made-exposure", "AXF appendix: non-perpetual chase";
    /// 联合捉子 — `threats::joint_capture`; weighed by the verdict table as a lesser 长打.
    JointChase = "joint-chase", "CXA 26.9 双方禁止（联合捉子）";
        axf "axf-joint-chase", "AXF rule 33";
    /// AXF only: two or more pieces on one protected piece are no chase —
    /// `classify::only_jointly_won` on the attackers the move brings (`classify::made_by_move`),
    /// on with `Profile::joint_attack_chases` off.
    ProtectedJointAttack = "protected-joint-attack", "AXF rule 35";
        axf "protected-joint-attack", "AXF rule 35";
    /// 帅（将）、兵（卒）本身长捉 — `material::chase_gain` bars their captures in chase lines;
    /// `threats::threats` never lets them chase.
    GeneralSoldierChase = "general-soldier-chase", "CXA 26.1 帅兵本身长捉";
        axf "axf-general-soldier-chase", "AXF rules 28, 29";
    /// 帅（将）应将后产生的捉、杀按闲 — `classify` (a general's move that answers a check).
    KingEvasion = "king-evasion", "CXA 26.1.2 应将后产生的捉";
        axf "axf-king-evasion", "AXF rule 28";
    /// 兑 — `classify::offered_to_equal` (a like piece can take the moved piece),
    /// `classify::opens_exchange` (the move lets two like pieces face each other),
    /// `classify::backs_exchange` (the moved piece weighs in on two like pieces facing each
    /// other) and `threats::faces_as_equal`.
    Exchange = "exchange", "CXA 24.4 兑";
        axf "axf-allowed-attacks", "AXF rules 39, 40";
    /// 献 — `classify` (the moved piece can be taken at a loss).
    Offer = "offer", "CXA 24.5 献";
        axf "axf-allowed-attacks", "AXF rules 39, 40";
    /// 拦 — `classify::blocks_mate`.
    Block = "block", "CXA 24.6 拦";
        axf "axf-allowed-attacks", "AXF rules 39, 40";
    /// 跟 — `classify::follows` with `classify::parries_mate`; tallied 闲 (`MoveClass::tally`).
    Follow = "follow", "CXA 24.7 跟";
        axf "axf-idle", "AXF terms: idle";
    /// 闲 — whatever is none of the above.
    Idle = "idle", "CXA 24.8 闲";
        axf "axf-idle", "AXF terms: idle";
    /// 单方面长将 — `repetition::verdict`.
    PerpetualCheck = "perpetual-check", "CXA 25.1 单方面长将";
        axf "axf-perpetual-check", "AXF rule 6";
    /// 长打 against allowed moves — `repetition::verdict`.
    PerpetualAttack = "perpetual-attack", "CXA 25.2 长打";
        axf "axf-perpetual-attack", "AXF rules 15–33 perpetual chase";
    /// 双方禁止: the graver breach must change — `repetition::verdict` (grades).
    BothForbidden = "both-forbidden", "CXA 26.9 双方禁止";
        axf "axf-both-forbidden", "AXF rules 7, 8";
    /// 双方不变作和 — `repetition::verdict`.
    BothAllowed = "both-allowed", "CXA 26.9.4 双方不变作和";
        axf "axf-both-allowed", "AXF rule 5";
}

impl Article {
    /// The article's number and name in `book`: under AXF the Asian rules' own number (or the
    /// term it defines) for the condition.
    pub const fn cite_in(self, book: Book) -> &'static str {
        match book {
            Book::Cxa => self.cite(),
            Book::Axf => self.cite_axf(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Article, Book};

    #[test]
    fn every_article_has_a_citation_and_words() {
        use Article::*;
        use arbiter_base::Keyed;
        for &a in Article::ALL {
            // The one AXF-only article cites the Asian rules.
            let book = if matches!(a, ChariotAttack | ProtectedJointAttack) {
                "AXF "
            } else {
                "CXA "
            };
            assert!(a.cite().starts_with(book), "{a:?}");
            assert!(a.cite_in(Book::Axf).starts_with("AXF "), "{a:?}");
        }
    }
}
