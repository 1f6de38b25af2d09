# Chinese checkers texts, English. Placeholders: $hole, $from, $to (hole names), $player
# (0-based seat), $order (seats in finishing order), $turn, $turns, $plies (numbers), $why (an
# illegal-move text).

## Why a move is illegal.
checkers-illegal-too-short = a move needs at least an origin and a destination
checkers-illegal-not-your-piece = the origin holds no piece of the player to move
checkers-illegal-revisits-hole = a hop chain may not revisit a hole or return to its origin
checkers-illegal-landing-occupied = { $hole } is occupied
checkers-illegal-hop = { $from } to { $to } is neither a step nor a legal hop
checkers-illegal-forbidden-camp = { $hole } is in a camp the rules forbid to this player
checkers-illegal-leaves-target = goal lock: a piece in its target may not land on { $hole }
checkers-illegal-no-such-move = no legal move connects these holes
checkers-illegal-repetition = the move would repeat a position too often

## How a game stands.
checkers-game-ongoing = { $turns } turns played; the game goes on
checkers-game-finished = the player in seat { $player } occupied its target camp first; finishing order: { $order } (seats counted from 1)
checkers-game-finished-nobody = finished
checkers-game-pass-round = a full round of passes by every unfinished player: drawn among them
checkers-game-move-cap = move cap of { $plies } plies reached: drawn among the unfinished
checkers-game-illegal-turn = turn { $turn } is illegal: { $why }
