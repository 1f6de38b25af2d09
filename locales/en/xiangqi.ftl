# Xiangqi texts, English. Placeholders: $side (red/black), $move (the move in Chinese notation or
# ICCS), $piece (a piece's name), $square (ICCS), $screens (a number).

side = { $side ->
    [red] Red
   *[black] Black
}
piece = { $kind ->
    [general] general
    [advisor] advisor
    [elephant] elephant
    [horse] horse
    [chariot] chariot
    [cannon] cannon
   *[soldier] soldier
}

side-piece = { side } { piece }
rule-both-forbidden-draw = { $mutual ->
    [yes] Both sides answer check with check (解将还将: forbidden moves on both sides)
   *[no] { $tallies }: forbidden moves on both sides
}; a draw if neither changes ({ article }).

## Illegal moves: the reason (the English wording is the engine's own).
illegal-same-square = the move does not change square
illegal-no-piece-on-square = no piece on { $square }
illegal-not-your-piece = the piece on { $square } belongs to the side not to move
illegal-captures-own-piece = { $square } holds a piece of the mover's own side
illegal-leaves-palace = the { $piece } may not leave the palace
illegal-not-a-general-move = the general moves one point along a rank or file
illegal-not-an-advisor-move = the advisor moves one point diagonally
illegal-not-an-elephant-move = the elephant moves exactly two points diagonally
illegal-elephant-crosses-river = the elephant may not cross the river
illegal-elephant-eye-blocked = the elephant eye { $square } is blocked
illegal-not-a-horse-move = the horse moves one point straight and one diagonally
illegal-horse-leg-blocked = the horse leg { $square } is blocked
illegal-not-a-straight-line = the piece moves along a rank or file only
illegal-path-blocked = the path is blocked at { $square }
illegal-cannon-needs-screen = a cannon captures only by jumping over exactly one screen; there is none
illegal-cannon-too-many-screens = a cannon captures by jumping over exactly one screen; there are { $screens }
illegal-soldier-cannot-retreat = a soldier never moves backwards
illegal-soldier-cannot-move-sideways = a soldier moves sideways only after crossing the river
illegal-not-a-soldier-move = a soldier moves one point at a time
illegal-generals-face = the two generals would face each other on an open file
illegal-leaves-general-in-check = the move leaves the mover's general in check
# The whole sentence: who, which move, why.
illegal-move = { side } { $move } is illegal: { $reason }
illegal-move-described = { side } { piece } from file { $from } to file { $to } ({ $iccs }) is illegal: { $reason }
illegal-move-coordinates = the move { $iccs } is illegal: { $reason }

## Move classes of the repetition rules (棋例).
class = { $class ->
    [check] check (将)
    [mate-threat] mate threat (杀)
    [chase] chase (捉)
    [exchange] exchange offer (兑)
    [offer] offer (献)
    [block] block (拦)
    [follow] follow (跟)
   *[idle] idle (闲)
}
pattern = { $pattern ->
    [long-check] perpetual check (长将)
    [long-attack] perpetual attack (长打)
    [long-soft-attack] perpetual attack with joint chases (联合捉子)
   *[allowed] allowed moves (闲)
}
article = { $article ->
    [axf-check] AXF terms: check
    [axf-mate-threat] AXF rule 9: kill (perpetual kill allowed)
    [axf-chase] AXF terms: chase
    [axf-even-trade-chase] AXF rule 24: same-type pieces
    [axf-self-made-exposure] AXF appendix: non-perpetual chase
    [axf-joint-chase] AXF rule 33: pieces taking turns to chase one piece
    [axf-general-soldier-chase] AXF rules 28, 29: the king and pawns may chase
    [axf-king-evasion] AXF rule 28: the king may chase
    [axf-allowed-attacks] AXF rules 39, 40: block, offer and exchange allowed
    [axf-idle] AXF terms: idle
    [axf-perpetual-check] AXF rule 6: perpetual check forbidden
    [axf-perpetual-attack] AXF rules 15–33: perpetual chase forbidden
    [axf-both-forbidden] AXF rules 7, 8: both sides checking
    [axf-both-allowed] AXF rule 5: no violation on either side, a draw
    [check] CXA 24.1 check (将)
    [mate-threat] CXA 24.2 mate threat (杀)
    [chase] CXA 24.3 chase (捉)
    [chariot-attack] AXF rules 15, 27: a horse's or cannon's attack on a chariot
    [protected-joint-attack] AXF rule 35: two or more pieces on a protected piece
    [even-trade-chase] CXA 26.5 complete exchange (完整互吃)
    [chase-is-new] CXA 29.2 how a chase arises (捉的产生)
    [self-made-exposure] CXA 29.2 self-made exposure (自己造成的被捉状态)
    [joint-chase] CXA 26.9 (joint chase, 联合捉子, graded below a single piece's chase)
    [general-soldier-chase] CXA 26.1 generals and soldiers chase without penalty
    [king-evasion] CXA 26.1.2 a chase made answering check
    [exchange] CXA 24.4 exchange (兑)
    [offer] CXA 24.5 offer (献)
    [block] CXA 24.6 block (拦)
    [follow] CXA 24.7 follow (跟)
    [idle] CXA 24.8 idle (闲)
    [perpetual-check] CXA 25.1 unilateral perpetual check (单方面长将)
    [perpetual-attack] CXA 25.2 perpetual attack (长打)
    [both-forbidden] CXA 26.9 both sides forbidden (双方禁止)
   *[both-allowed] CXA 26.9.4 both sides allowed: a draw (双方不变作和)
}
ply-not-chase = ; no chase of { $target } by { $attacker }: { $reason ->
    [judged-mate-threat] the move is judged a mate threat first
    [answers-check] the general answered a check, what its move creates is idle
    [general-or-soldier] a general's or soldier's own attack carries no penalty
    [uncrossed-soldier] a soldier that has not crossed the river has no value to win
    [like-pieces] like pieces facing each other offer an exchange
    [not-new] the same piece attacked it before the move
    [second-attacker] it is protected, and the other piece on it attacked it before the move: two pieces on a protected piece are no chase
   *[protected] taking it wins no material after the complete exchange, it is protected
} ({ article })
event-note = { $kind ->
    [seal-not-followed] the move recorded on resumption ({ $played }) is not the sealed move ({ $sealed }): the sealed move is the one that counts; the record is judged as submitted
    [seal-waits] the sealed move ({ $sealed }) is legal; it is played on resumption
    [seal-out-of-turn] { $who } cannot seal: it is { $other }'s move: rejected
    [late-within-limit] { $who } was { $minutes } minutes late, within the { $limit }-minute limit
    [offer-out-of-turn] { $who }'s draw offer is out of turn (it is { $other }'s move): rejected
    [offer-while-pending] an offer by { $who } is already pending: rejected
    [offer-again-after-refusal] { $who } offered and was refused; it may not offer again until { $other } has offered: rejected and counted as a foul
    [accept-without-offer] { $who } accepts, but no offer by the opponent is pending: ignored
    [decline-without-offer] { $who } refuses, but no offer by the opponent is pending: ignored
    [claim-false] { $who } claims the natural-move limit, but only { $minutes } rounds have passed without a capture (limit { $limit }): a false claim, counted as a foul
    [theoretical-claim-false] { $who } claims a theoretical draw, but the endgame tables do not hold the position drawn with either side to move: a false claim; the game goes on
   *[moves-ignored] { $count } move(s) after this event ended the game are ignored
}
ply-clause = { $kind ->
    [gives-check] { $all } attacks the general
    [threatens-mate] given another move the mover would mate by continuous checks, an attack this move opens
    [judged-forbidden-way] it also threatens mate, which is allowed: a move that can be judged two ways is judged the forbidden way
    [wins-material] taking { $first } with { $rest } wins material after the complete exchange
    [wins-by-even-trade] taking { $first } with { $rest } wins more on its own point than it gives, and the complete exchange comes out even
    [wins-by-check] { $rest } checks, and the reply leaves { $first } to be taken
    [attacks-chariot] { $rest } attacks { $first }: a horse's or cannon's attack on a chariot, protected or not
    [wins-jointly] { $first } falls to { $rest } only with a second piece's help (a joint chase)
    [new-target] { $first } was not threatened before the move
    [new-attacker] { $rest } did not threaten { $first } before the move
    [freed-by-leaving] the piece that left { $rest } was what kept { $first } from being won
    [needs-moved-piece] winning { $first } needs the moved { $rest } (a screen, a second attacker or the piece that stops the recapture)
    [answers-check] { $first } answers a check: what its move creates counts as idle
    [offers-like-piece] { $first } can be taken by a piece of its own kind: an exchange offer
    [opens-exchange] moving { $first } lets two like pieces face each other: an exchange offer
    [backs-exchange] { $first } weighs in on two like pieces that face each other: an exchange offer
    [exchange-parries-mate] the move threatens mate, but accepting the exchange of { $first } parries it: an exchange offer
    [blocks-mate] { $first } stands on the line of a chariot or cannon that threatened mate: a block
    [offers-piece] { $first } can be taken at a loss: an offer
    [follows] { $first } repeats the step of { $rest } and parries a mate: a follow, and the chase it makes on the way is idle
   *[nothing-else] no check, mate threat or chase: idle
} ({ article })
piece-on = { $piece } on { $square }
ply-note = { side } { $move }: { class } ({ article })
ply-note-chase = { side } { $move } chases { $targets }{ $joint ->
    [yes] {" "}(joint chase)
   *[no] {""}
} ({ article })

## Verdicts.
ruling = { $profile ->
    [club] Club rules (CXA repetition rules, 40-round limit)
    [cxa] CXA competition rules
   *[axf] AXF rules
}: { $sentence }
rule-goes-on = no game-ending condition after ply { $ply }: the game goes on.
rule-start-checkmate = the start position is checkmate (将死): { $winner ->
    [red] Red
   *[black] Black
} wins.
rule-start-stalemate = in the start position { side } has no legal move (困毙) and loses.
rule-start-no-attackers = neither side has an attacking piece: no winning chances (双方均无可能取胜), a draw.
rule-checkmate = { $winner ->
    [red] Red
   *[black] Black
} checkmates (将死) and wins.
rule-stalemate = { side } has no legal move (困毙) and loses.
rule-perpetual-check = { $tallies }. { side } must change and, not changing, loses ({ article }).
rule-perpetual-attack = { $tallies }. { side } must change and, not changing, loses ({ article }).
rule-both-forbidden = { $tallies }. { side } must change and, not changing, loses ({ article }).
rule-repetition-draw = { $tallies }: allowed moves on both sides, a draw if neither changes ({ article }).
rule-natural-move-limit = { $rounds } rounds without a capture reach the natural-move limit of { $limit } rounds (自然限着): a draw.
rule-insufficient-material = the capture leaves neither side an attacking piece: no winning chances, a draw.
rule-discipline = { side } is declared lost by the arbiter after ply { $ply } (discipline, or refusing to follow the rules).
rule-resignation = { side } resigned (认输) after ply { $ply }: { $winner ->
    [red] Red
   *[black] Black
} wins.
rule-draw-agreed = draw agreed (议和) after ply { $ply }.
rule-offer-accepted = { side } accepted { $offerer ->
    [red] Red
   *[black] Black
}'s draw offer (event { $event }): an accepted offer is final, a draw.
rule-illegal-ply = ply { $ply } "{ $text }" cannot be played: { $why }; it and every later ply are void, and the game is judged after ply { $before }.
rule-time-forfeit = { side }'s time ran out in move { $round } (its own clock at { $minutes } min { $seconds } s): overtime loses.
rule-time-forfeit-moves = { side }'s time ran out in move { $round } (its own clock at { $minutes } min { $seconds } s) with { $owed } moves of the period still to make: not completing the required moves in time loses.
rule-both-over-time = both sides ran out of time (plies { $first } and { $second }): both lose.
rule-technical-fouls = { side }'s technical foul number { $number } ({ foul }) reaches the limit of { $limit }: { side } loses.
rule-repeated-violations = { side } was told to change a forbidden repetition ({ $tally }, { article }): violation number { $number } in this game reaches the limit of { $limit }, and { side } loses.
rule-sealed-move = { side }'s sealed move "{ $text }" { $fault ->
    [ambiguous] is ambiguous
    [illegal] is illegal
    [no-such-piece] names no piece that is there
   *[unreadable] is unreadable
} (封棋着法有误): { side } loses.
rule-both-late = Red was seated { $red } minutes late and Black { $black } minutes late, both beyond the { $limit }-minute limit (双方迟到): both forfeit, 0–0.
rule-forfeit = { side } was seated { $minutes } minutes late, beyond the { $limit }-minute limit (迟到): forfeit.
rule-cycle = { $occurrences ->
    [0] The cycle runs
   *[other] The position occurred { $occurrences } times; the cycle runs
} from move { $from }{ $whole ->
    [yes] {""}
   *[no] {" "}({ $fromSide })
} to move { $to }{ $whole ->
    [yes] {""}
   *[no] {" "}({ $toSide })
}.
warning-must-change = The position occurred { $occurrences } times: { $tallies }. { side } must change, or loses when it occurs { $trigger } times ({ article }).
warning-must-change-now = The position occurred { $occurrences } times: { $tallies }. { side } must change now; repeating it again loses ({ article }).
warning-draw-both-forbidden = The position occurred { $occurrences } times: { $mutual ->
    [yes] both sides answer check with check (解将还将: forbidden moves on both sides)
   *[no] { $tallies }, forbidden moves on both sides
}; if neither changes, a draw when it occurs { $trigger } times ({ article }).
warning-draw = The position occurred { $occurrences } times: { $tallies }, allowed moves on both sides; a draw when it occurs { $trigger } times ({ article }).
foul = { $foul ->
    [repeated-draw-offer] a repeated draw offer
    [false-claim] a false claim
    [touched-not-moved] a touched piece not moved
    [touched-not-captured] a touched opponent piece not captured
    [illegal-move-attempt] an illegal move attempt
    [touched-immobile] a touched piece that cannot move
    [touched-uncapturable] a touched opponent piece that cannot be captured
   *[other] a foul named by the arbiter
}
advice-must-change = The move repeats the position ({ $occurrences } times): { side }'s moves in this cycle are forbidden ({ pattern }, { article }); { side } must change (变着) before the repetition count is reached.
advice-other-loses = The move repeats the position ({ $occurrences } times) in a cycle where { side }'s moves are forbidden ({ pattern }, { article }): { side } loses.
advice-must-change-now = The move repeats the position ({ $occurrences } times) in a cycle where { side }'s moves are forbidden ({ pattern }, { article }): { side } must change now; repeating it again loses.
advice-loses = The move repeats the position ({ $occurrences } times) in a cycle where { side }'s moves are forbidden ({ pattern }, { article }): played, it loses the game.
advice-refused = The move is refused: it would repeat the position ({ $occurrences } times) in a cycle where { side }'s moves are forbidden ({ pattern }, { article }); { side } must change (变着).
advice-draw = The move repeats the position ({ $occurrences } times); the cycle is a draw ({ article }) when the repetition count is reached.
advice-draw-now = The move repeats the position ({ $occurrences } times) and reaches the repetition count: the cycle is a draw ({ article }).

## Touch-move (摸子走子).
touch-clause = { $clause ->
    [nothing-touched] no piece touched: any legal move
    [own-must-move] a touched own piece must be moved (摸子走子)
    [own-cannot-move] the touched own piece has no legal move: any legal move
    [opponent-must-be-captured] a touched opponent piece must be captured (摸对方子须吃)
    [opponent-cannot-be-captured] the touched opponent piece cannot be captured: any legal move
    [own-captures-touched] own piece then opponent's: the touched own piece must capture the touched opponent piece
    [own-moves-instead] the touched own piece cannot capture the touched opponent piece: it must move
    [another-captures] the touched own piece cannot act: another piece must capture the touched opponent piece
   *[free] no obligation can be met: any legal move
}

## How this language strings texts together (the code never assumes a script).
# Between the items of a list (pieces chased, squares, candidate moves).
list-separator = {" and "}
# Two sentences one after the other.
two-sentences = { $first } { $second }
cycle-tallies = Red: { $red }; Black: { $black }{ $attacks ->
    [0] {""}
   *[other] {" "}({ $attacks } attacks against { $back } attacking back, 二打一还打)
}
tally-count = { $count } × { $joint ->
    [yes] joint chase (联合捉子)
   *[no] { class }
}
tally-long = { $joint ->
    [yes] joint chases (联合捉子)
   *[no] perpetual { class }
}
# Two parts of a side's tally ("1 × check, 1 × idle").
tally-join = { $first }, { $second }

## Diagrams.
diagram-title = Xiangqi position
diagram-caption = move { $round }, { side }: { $move } ({ class })

## Why a FEN is refused (the English wording is the engine's own; kept for completeness).
fen-problem = { $problem ->
    [empty] empty FEN
    [too-long] FEN of { $count } bytes exceeds the limit of { $limit }
    [rank-count] FEN placement has { $count } ranks, expected 10
    [rank-width] FEN rank { $rank } describes { $count } points, expected 9
    [bad-char] FEN rank { $rank }: unexpected character "{ $text }"
    [bad-side] side to move "{ $text }" is not w, r or b
    [bad-number] { $field ->
        [halfmove] halfmove clock
       *[fullmove] fullmove number
    } "{ $text }" is not a number
    [too-many-fields] FEN has more than six fields
    [missing-general] { side } has no general
    [too-many-pieces] { side } has { $count } pieces of one kind ({ piece }), at most { $limit } allowed
    [impossible-square] { side-piece } cannot stand on { $text }
    [generals-face] the generals face each other on an open file
   *[side-not-to-move-in-check] { side } is in check but it is not { side }'s turn
}

## Endgame tables (ProbeEndgame, 理论和棋)
rule-theoretical-draw-claimed = { side } claims a theoretical draw after ply { $ply } and the endgame tables confirm it: the position ({ $class }) is drawn with either side to move — “neither side can win by accepted theory” (理论和棋; ruling R15): a draw.
rule-start-theoretical-draw = the start position ({ $class }) is a theoretical draw: the endgame tables hold it drawn with either side to move — “neither side can win by accepted theory” (理论和棋, both seeds' draws; ruling R15): a draw.
rule-theoretical-draw = after ply { $ply } the position ({ $class }) is a theoretical draw: the endgame tables hold it drawn with either side to move — “neither side can win by accepted theory” (理论和棋, both seeds' draws; ruling R15): a draw.
endgame-outside = not in the endgame tables: they hold positions where each side has its general, at most one chariot, horse, cannon or soldier and up to two advisors and two elephants, and one side at least has such an attacking piece (classes where both sides have one: at most two advisors and elephants in all, unless the table directory holds the class).
endgame-too-large = { $class } has { $positions } positions, more than the service generates on first use ({ $limit }), and its table directory has no file for it (`arbiter endgame generate`, `--endgame-dir`): not in the tables here.
endgame-draw-by-cycles = a draw by the tables: best play repeats, and every repetition cycle counts as a draw (the repetition rules' analysis of this class is not available: its table file came without a books file).
endgame-decided-by-rule = decided by the repetition rules: best play repeats, and the losing side can hold the draw only by a perpetual attack the rules forbid, which it must change.
endgame-draw-cycles-mode = a draw by the tables: best play repeats, and every repetition cycle counts as a draw (as asked).
endgame-draw-under-rules = a draw by the tables: best play repeats, and under these rules neither side can keep the other to a perpetual attack it must change.
endgame-class = { $strong } against { $weak }
endgame-one = one
endgame-two = two
endgame-chariot = chariot
endgame-horse = horse
endgame-cannon = cannon
endgame-soldier = soldier
endgame-weak-soldier = soldier
endgame-strong-advisor = advisor
endgame-strong-elephant = elephant
endgame-weak-advisor = advisor
endgame-weak-elephant = elephant
endgame-bare-general = the general alone
endgame-full-defence = two advisors and two elephants
