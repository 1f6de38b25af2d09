//! The Xiangqi texts of an answer in the request's locale, from the catalogues
//! (`locales/*/xiangqi.ftl`), built from the ruling's structured facts: sides, Chinese move
//! notation and piece names (not square names), classes, patterns and articles.
//!
//! Every locale, English included, is worded here from the domain's facts; Chinese answers are
//! written as a club arbiter says them.

use arbiter_base::Keyed;
use fluent_bundle::FluentValue;

use crate::i18n::{Locale, text};
use crate::xiangqi::adjudication::procedure::EventNote;
use crate::xiangqi::adjudication::procedure::touch::TouchClause;
use crate::xiangqi::adjudication::qili::clause::Clause;
use crate::xiangqi::adjudication::qili::not_chased::NotChaseReason;
use crate::xiangqi::adjudication::{
    Article, Book, Classified, MoveClass, PlyRecord, RepetitionAdvice,
};
use crate::xiangqi::notation::fen::MAX_FEN_LEN;
use crate::xiangqi::notation::{
    ChineseStyle, MoveParseError, file_numeral, parse_chinese_move, write_chinese,
};
use crate::xiangqi::notation::{FenError, ParseFenError};
use crate::xiangqi::{IllegalMove, Move, Piece, Position, SetupProblem, Side, Square};

/// The items of a list, separated as `locale` writes them (catalogue `list-separator`).
fn list(locale: Locale, items: &[String]) -> String {
    items.join(&text(locale, "list-separator", &[]))
}

fn arg<'a>(name: &'a str, value: impl Into<FluentValue<'a>>) -> (&'a str, FluentValue<'a>) {
    (name, value.into())
}

/// A piece as players name it: 红车, 黑马.
fn piece_name(locale: Locale, piece: Piece) -> String {
    text(
        locale,
        "side-piece",
        &[
            arg("side", piece.side.key()),
            arg("kind", piece.kind.name()),
        ],
    )
}

/// A move in Chinese notation (traditional characters for zh-Hant), ICCS when it cannot be
/// described (no piece on its square).
pub fn move_text(locale: Locale, pos: &Position, mv: Move) -> String {
    let style = ChineseStyle {
        traditional: locale.traditional_characters(),
        ascii_digits: false,
    };
    write_chinese(pos, mv, style).unwrap_or_else(|| mv.to_string())
}

/// Why a move text gives no legal move, in `locale`: English the engine's wording, Chinese
/// the arbiter's (an illegal move as in [`illegal_explanation`], other moves in Chinese
/// notation).
#[must_use]
pub fn move_error_text(
    locale: Locale,
    pos: &Position,
    written: &str,
    e: &MoveParseError,
) -> String {
    match e {
        MoveParseError::Illegal { mv, reason } => illegal_explanation(locale, pos, *mv, *reason),
        _ if locale == Locale::En => e.to_string(),
        MoveParseError::Coord(_) | MoveParseError::Chinese(_) | MoveParseError::Wxf(_) => {
            text(locale, "error-move-syntax", &[])
        }
        MoveParseError::NoSuchPiece { .. } => {
            text(locale, "error-move-no-piece", &[arg("text", written)])
        }
        MoveParseError::NoSuchDestination => text(locale, "error-move-no-destination", &[]),
        MoveParseError::Ambiguous { candidates } => {
            let moves: Vec<String> = candidates
                .iter()
                .map(|&m| move_text(locale, pos, m))
                .collect();
            text(
                locale,
                "error-move-ambiguous",
                &[arg("candidates", list(locale, &moves))],
            )
        }
    }
}

/// Why a move is illegal, in `locale`: English the reason alone (as before), Chinese the
/// arbiter's sentence 「红方马八进七不合法：马腿被红兵绊住（蹩马腿）」.
#[must_use]
pub fn illegal_explanation(
    locale: Locale,
    pos: &Position,
    mv: Move,
    reason: IllegalMove,
) -> String {
    let at = |sq: Square| {
        pos.piece_at(sq)
            .map(|p| piece_name(locale, p))
            .unwrap_or_default()
    };
    let mover = pos.piece_at(mv.from);
    let (square, piece) = match reason {
        IllegalMove::NoPieceOnSquare { square } | IllegalMove::NotYourPiece { square } => {
            (Some(square), at(square))
        }
        // "终点有本方的兵": the side is said once, so the piece is named without it.
        IllegalMove::CapturesOwnPiece { square } => (
            Some(square),
            match (locale, pos.piece_at(square)) {
                (Locale::En, _) | (_, None) => at(square),
                (_, Some(p)) => text(
                    locale,
                    "piece",
                    &[arg("side", p.side.key()), arg("kind", p.kind.name())],
                ),
            },
        ),
        IllegalMove::ElephantEyeBlocked { eye } => (Some(eye), at(eye)),
        IllegalMove::HorseLegBlocked { leg } => (Some(leg), at(leg)),
        IllegalMove::PathBlocked { at: sq } => (Some(sq), at(sq)),
        IllegalMove::LeavesPalace { kind } => (
            None,
            match (locale, mover) {
                (Locale::En, _) => kind.name().to_string(),
                (_, Some(p)) => text(
                    locale,
                    "piece",
                    &[arg("side", p.side.key()), arg("kind", kind.name())],
                ),
                (_, None) => kind.name().to_string(),
            },
        ),
        _ => (None, String::new()),
    };
    let screens = match reason {
        IllegalMove::CannonTooManyScreens { screens } => i64::from(screens),
        _ => 0,
    };
    let id = format!(
        "illegal-{}",
        reason.code().to_ascii_lowercase().replace('_', "-")
    );
    let why = text(
        locale,
        &id,
        &[
            arg("square", square.map(|s| s.to_string()).unwrap_or_default()),
            arg("piece", piece),
            arg("screens", screens),
            arg(
                "turn",
                text(locale, "side", &[arg("side", (pos.turn()).key())]),
            ),
        ],
    );
    if locale == Locale::En {
        return why;
    }
    let Some(piece) = mover else {
        // No piece to name: the move as coordinates ("着法e0–f0不合法").
        return text(
            locale,
            "illegal-move-coordinates",
            &[arg("iccs", mv.to_string()), arg("reason", why)],
        );
    };
    let written = move_text(locale, pos, mv);
    // Chinese notation of a move no piece can make may read as another, legal move (a
    // diagonal a0b1 written 车九进一 is a0a1): then the move is described by its files, never
    // by notation that contradicts the verdict.
    let plain = write_chinese(pos, mv, ChineseStyle::default());
    let names_another = !matches!(reason, IllegalMove::NotYourPiece { .. })
        && plain
            .as_deref()
            .is_some_and(|t| parse_chinese_move(pos, t).is_ok_and(|other| other != mv));
    if names_another {
        let style = ChineseStyle {
            traditional: locale.traditional_characters(),
            ascii_digits: false,
        };
        return text(
            locale,
            "illegal-move-described",
            &[
                arg("side", piece.side.key()),
                arg("kind", piece.kind.name()),
                arg("from", file_numeral(piece.side, mv.from, style).to_string()),
                arg("to", file_numeral(piece.side, mv.to, style).to_string()),
                arg("iccs", mv.to_string()),
                arg("reason", why),
            ],
        );
    }
    // The piece's owner moves it, whoever is to move ("黑方马８进７不合法：现在轮到红方走棋").
    text(
        locale,
        "illegal-move",
        &[
            arg("side", piece.side.key()),
            arg("move", written),
            arg("reason", why),
        ],
    )
}

/// One judged ply's note: 「红方车四平五：将（棋例第24.1条“将”）」, or for a chase
/// 「红方车二平三捉黑马（棋例第24.3条“捉”）」.
#[must_use]
pub fn ply_note(
    locale: Locale,
    (before, after): (&Position, &Position),
    rec: &PlyRecord,
    class: &Classified,
    book: Book,
) -> String {
    let head = ply_note_head(locale, (before, after), rec, class, book);
    // Attacks on one piece not chased for the same reason are told once, the attackers listed
    // ("黑马、黑炮攻红兵不算捉：…"): a note that repeats itself is not something an arbiter
    // reads out. The pairs stay in the structured `notChased`.
    let mut groups: Vec<(NotChaseReason, String, Vec<String>)> = Vec::new();
    let name = |sq: Square| {
        after
            .piece_at(sq)
            .map_or_else(|| sq.to_string(), |p| piece_name(locale, p))
    };
    for n in &class.not_chased {
        let (attacker, target) = (name(n.attacker), name(n.target));
        match groups
            .iter_mut()
            .find(|(r, t, _)| *r == n.reason && *t == target)
        {
            Some((_, _, attackers)) => {
                if !attackers.contains(&attacker) {
                    attackers.push(attacker);
                }
            }
            None => groups.push((n.reason, target, vec![attacker])),
        }
    }
    let sep = text(locale, "list-separator", &[]);
    let reasons: String = groups
        .iter()
        .map(|(reason, target, attackers)| {
            text(
                locale,
                "ply-not-chase",
                &[
                    arg("target", target.as_str()),
                    arg("attacker", attackers.join(&sep)),
                    arg("reason", (*reason).key()),
                    arg("article", reason.article().key_in(book)),
                ],
            )
        })
        .collect();
    format!("{head}{reasons}")
}

/// The catalogue key of an event note.
#[must_use]
pub fn event_note_key(note: &EventNote) -> &'static str {
    match note {
        EventNote::SealNotFollowed { .. } => "seal-not-followed",
        EventNote::SealWaits { .. } => "seal-waits",
        EventNote::SealOutOfTurn { .. } => "seal-out-of-turn",
        EventNote::LateWithinLimit { .. } => "late-within-limit",
        EventNote::OfferOutOfTurn { .. } => "offer-out-of-turn",
        EventNote::OfferWhilePending { .. } => "offer-while-pending",
        EventNote::OfferAgainAfterRefusal { .. } => "offer-again-after-refusal",
        EventNote::AcceptWithoutOffer { .. } => "accept-without-offer",
        EventNote::DeclineWithoutOffer { .. } => "decline-without-offer",
        EventNote::ClaimFalse { .. } => "claim-false",
        EventNote::TheoreticalClaimFalse { .. } => "theoretical-claim-false",
        EventNote::MovesIgnored { .. } => "moves-ignored",
    }
}

/// What became of an event, in `locale`; sealed moves in Chinese notation, as the score sheet
/// has them, read in `positions` (the game's, from the start), ICCS where the position is
/// not there.
#[must_use]
pub fn event_note_text(locale: Locale, note: &EventNote, positions: &[Position]) -> String {
    let name = |side: Side| text(locale, "side", &[arg("side", side.key())]);
    let written = |after_ply: usize, m: Move| {
        positions
            .get(after_ply)
            .map_or_else(|| m.to_string(), |pos| move_text(locale, pos, m))
    };
    let (who, moves, numbers) = match *note {
        EventNote::SealNotFollowed {
            played,
            sealed,
            after_ply,
        } => (
            None,
            (written(after_ply, played), written(after_ply, sealed)),
            (0, 0),
        ),
        EventNote::SealWaits { sealed, after_ply } => {
            (None, (String::new(), written(after_ply, sealed)), (0, 0))
        }
        EventNote::LateWithinLimit {
            side,
            minutes,
            limit,
        } => (
            Some(side),
            Default::default(),
            (i64::from(minutes), i64::from(limit)),
        ),
        EventNote::SealOutOfTurn { side }
        | EventNote::OfferOutOfTurn { side }
        | EventNote::OfferAgainAfterRefusal { side }
        | EventNote::AcceptWithoutOffer { side }
        | EventNote::DeclineWithoutOffer { side }
        | EventNote::TheoreticalClaimFalse { side } => (Some(side), Default::default(), (0, 0)),
        EventNote::OfferWhilePending { offerer } => (Some(offerer), Default::default(), (0, 0)),
        EventNote::ClaimFalse {
            side,
            rounds,
            limit,
        } => (
            Some(side),
            Default::default(),
            (i64::from(rounds), i64::from(limit)),
        ),
        EventNote::MovesIgnored { count } => (
            None,
            Default::default(),
            (i64::try_from(count).unwrap_or(i64::MAX), 0),
        ),
    };
    text(
        locale,
        "event-note",
        &[
            arg("kind", event_note_key(note)),
            arg("who", who.map(name).unwrap_or_default()),
            arg("other", who.map(|s| name(s.opponent())).unwrap_or_default()),
            arg("played", moves.0),
            arg("sealed", moves.1),
            arg("minutes", numbers.0),
            arg("limit", numbers.1),
            arg("count", numbers.0),
        ],
    )
}

/// One clause of a ply's classification in `locale`, its pieces named as they stand in `after`
/// (the position after the move) with their squares: "taking Black cannon on c7 with Red
/// chariot on b4 wins material after the complete exchange (AXF terms: chase)".
#[must_use]
pub fn ply_clause_text(locale: Locale, after: &Position, clause: &Clause, book: Book) -> String {
    // Chinese texts name a piece by its owner's file ("红方六路车"), as arbiters do; English by
    // its ICCS square.
    let style = ChineseStyle {
        traditional: locale.traditional_characters(),
        ascii_digits: false,
    };
    let name = |sq: &Square| match after.piece_at(*sq) {
        Some(p) => text(
            locale,
            "piece-on",
            &[
                arg("piece", piece_name(locale, p)),
                arg("side", p.side.key()),
                arg("kind", p.kind.name()),
                arg("file", file_numeral(p.side, *sq, style).to_string()),
                arg("square", sq.to_string()),
            ],
        ),
        None => sq.to_string(),
    };
    let join = |squares: &[Square]| {
        let names: Vec<String> = squares.iter().map(name).collect();
        list(locale, &names)
    };
    let (first, rest) = clause
        .squares
        .split_first()
        .map_or((&[][..], &[][..]), |(f, r)| (std::slice::from_ref(f), r));
    text(
        locale,
        "ply-clause",
        &[
            arg("kind", clause.kind.key()),
            arg("first", join(first)),
            arg("rest", join(rest)),
            arg("all", join(&clause.squares)),
            arg("article", clause.article.key_in(book)),
        ],
    )
}

/// Why one attacked piece is not chased, as a clause appended to a ply's note.
fn ply_note_head(
    locale: Locale,
    (before, after): (&Position, &Position),
    rec: &PlyRecord,
    class: &Classified,
    book: Book,
) -> String {
    let side = rec.side.key();
    let mv = move_text(locale, before, rec.mv);
    let article = class.article.key_in(book);
    if class.class == MoveClass::Chase && !class.chased.is_empty() {
        let pieces: Vec<(Square, Piece)> = class
            .chased
            .iter()
            .filter_map(|&s| after.piece_at(s).map(|p| (s, p)))
            .collect();
        // Two chased pieces of one kind are told apart as an arbiter does, by file ("捉红方七路马、
        // 红方三路马"), not named twice alike ("捉红马、红马").
        let alike = pieces
            .iter()
            .enumerate()
            .any(|(i, (_, p))| pieces[i + 1..].iter().any(|(_, q)| q == p));
        let style = ChineseStyle {
            traditional: locale.traditional_characters(),
            ascii_digits: false,
        };
        let targets: Vec<String> = pieces
            .iter()
            .map(|&(sq, p)| {
                if alike {
                    text(
                        locale,
                        "piece-on",
                        &[
                            arg("piece", piece_name(locale, p)),
                            arg("side", p.side.key()),
                            arg("kind", p.kind.name()),
                            arg("file", file_numeral(p.side, sq, style).to_string()),
                            arg("square", sq.to_string()),
                        ],
                    )
                } else {
                    piece_name(locale, p)
                }
            })
            .collect();
        return text(
            locale,
            "ply-note-chase",
            &[
                arg("side", side),
                arg("move", mv),
                arg("targets", list(locale, &targets)),
                arg("joint", if class.soft { "yes" } else { "no" }),
                arg("article", article),
            ],
        );
    }
    text(
        locale,
        "ply-note",
        &[
            arg("side", side),
            arg("move", mv),
            arg("class", class.class.key()),
            arg("article", article),
        ],
    )
}

/// A move's repetition advice in `locale`: who must change and what the repetition count
/// brings, citing the verdict's article.
#[must_use]
pub fn advice_text(locale: Locale, a: &RepetitionAdvice, mover: Side) -> String {
    let id = match (a.must_change, a.refused, a.completes) {
        (_, true, _) => "advice-refused",
        (Some(side), false, true) if side == mover => "advice-loses",
        // The other side reaches the count: over the board its opponent loses now; in forbid
        // mode (no outcome) the opponent must change now (ruling R7).
        (Some(_), false, true) if a.outcome.is_some() => "advice-other-loses",
        (Some(_), false, true) => "advice-must-change-now",
        (Some(_), false, _) => "advice-must-change",
        (None, _, true) => "advice-draw-now",
        (None, _, false) => "advice-draw",
    };
    let side = a.must_change.unwrap_or(mover);
    let pattern = if side == Side::Red { a.red } else { a.black };
    text(
        locale,
        id,
        &[
            arg("side", side.key()),
            arg("pattern", pattern.key()),
            arg("article", a.article.key_in(a.book)),
            arg("occurrences", i64::from(a.occurrences)),
        ],
    )
}

/// A touch-move clause in `locale`.
#[must_use]
pub fn clause_text(locale: Locale, clause: TouchClause) -> String {
    text(locale, "touch-clause", &[arg("clause", clause.key())])
}

/// A judged ply's diagram caption: its round (回合), the move in the locale's characters and
/// its class ("第3回合 车四平五（将）").
#[must_use]
pub fn diagram_caption(
    locale: Locale,
    before: &Position,
    rec: &PlyRecord,
    class: &Classified,
    round: u32,
) -> String {
    text(
        locale,
        "diagram-caption",
        &[
            arg("round", i64::from(round)),
            arg("side", rec.side.key()),
            arg("move", move_text(locale, before, rec.mv)),
            arg("class", class.class.key()),
        ],
    )
}

/// Why a FEN is refused, in `locale` (English: the engine's own wording): the syntax fault, or
/// every problem of an impossible position.
#[must_use]
pub fn fen_error_text(locale: Locale, e: &FenError) -> String {
    if locale == Locale::En {
        return e.to_string();
    }
    fn say<'a>(
        locale: Locale,
        kind: &'static str,
        args: &mut Vec<(&str, FluentValue<'a>)>,
    ) -> String {
        args.push(("problem", kind.into()));
        text(locale, "fen-problem", args)
    }
    match e {
        FenError::Parse(p) => {
            let mut args: Vec<(&str, FluentValue<'_>)> = Vec::new();
            let kind = match p {
                ParseFenError::Empty => "empty",
                ParseFenError::TooLong { len } => {
                    args.push(arg("count", i64::try_from(*len).unwrap_or(i64::MAX)));
                    args.push(arg("limit", MAX_FEN_LEN as i64));
                    "too-long"
                }
                ParseFenError::RankCount { found } => {
                    args.push(arg("count", i64::try_from(*found).unwrap_or(i64::MAX)));
                    "rank-count"
                }
                ParseFenError::RankWidth { rank, width } => {
                    args.push(arg("rank", *rank as i64));
                    args.push(arg("count", *width as i64));
                    "rank-width"
                }
                ParseFenError::BadChar { rank, ch } => {
                    args.push(arg("rank", *rank as i64));
                    args.push(arg("text", ch.to_string()));
                    "bad-char"
                }
                ParseFenError::BadSide { field } => {
                    args.push(arg("text", field.clone()));
                    "bad-side"
                }
                ParseFenError::BadNumber { field, text: t } => {
                    args.push(arg(
                        "field",
                        if field.starts_with("half") {
                            "halfmove"
                        } else {
                            "fullmove"
                        },
                    ));
                    args.push(arg("text", t.clone()));
                    "bad-number"
                }
                ParseFenError::TooManyFields => "too-many-fields",
            };
            say(locale, kind, &mut args)
        }
        FenError::Position(p) => {
            let parts: Vec<String> = p
                .problems
                .iter()
                .map(|problem| {
                    let mut args: Vec<(&str, FluentValue<'_>)> = Vec::new();
                    let kind = match problem {
                        SetupProblem::MissingGeneral { side } => {
                            args.push(arg("side", (*side).key()));
                            args.push(arg("kind", "general"));
                            "missing-general"
                        }
                        SetupProblem::TooManyPieces {
                            side,
                            kind,
                            count,
                            max,
                        } => {
                            args.push(arg("side", (*side).key()));
                            args.push(arg("kind", kind.name()));
                            args.push(arg("count", *count as i64));
                            args.push(arg("limit", *max as i64));
                            "too-many-pieces"
                        }
                        SetupProblem::ImpossibleSquare { piece, square } => {
                            args.push(arg("side", piece.side.key()));
                            args.push(arg("kind", piece.kind.name()));
                            args.push(arg("text", square.to_string()));
                            "impossible-square"
                        }
                        SetupProblem::GeneralsFace => "generals-face",
                        SetupProblem::SideNotToMoveInCheck { side } => {
                            args.push(arg("side", (*side).key()));
                            "side-not-to-move-in-check"
                        }
                    };
                    say(locale, kind, &mut args)
                })
                .collect();
            parts.join(&text(locale, "list-separator", &[]))
        }
    }
}

/// An article's citation code (`CXA 29.2 捉的产生`) in the caller's characters: the code is a
/// structured field, but people read its Chinese words, and a zh-Hant answer writes them
/// traditional (`CXA 29.2 捉的產生`).
#[must_use]
pub fn article_code(locale: Locale, article: Article, book: Book) -> String {
    /// The simplified characters of the codes and their traditional forms (Taiwan standard).
    const TRADITIONAL: [(char, char); 17] = [
        ('产', '產'),
        ('兑', '兌'),
        ('单', '單'),
        ('双', '雙'),
        ('变', '變'),
        ('后', '後'),
        ('将', '將'),
        ('帅', '帥'),
        ('应', '應'),
        ('态', '態'),
        ('拦', '攔'),
        ('杀', '殺'),
        ('状', '狀'),
        ('献', '獻'),
        ('联', '聯'),
        ('长', '長'),
        ('闲', '閒'),
    ];
    let code = article.cite_in(book);
    if !locale.traditional_characters() {
        return code.to_string();
    }
    code.chars()
        .map(|c| {
            TRADITIONAL
                .iter()
                .find(|(s, _)| *s == c)
                .map_or(c, |&(_, t)| t)
        })
        .collect()
}
