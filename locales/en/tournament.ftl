# Tournament texts, English. Placeholders: $player, $winner (player ids), $points, $from, $to
# (scores such as 2.5), $round, $match, $boards, $matches, $games, $count (numbers), $colour
# (red/black), $reason (a colour-reason key), $stage (a stage number), $name (a stage's name),
# $rounds (round numbers, "2/3").

colour = { $colour ->
    [red] red
   *[black] black
}

## Why the colours of a board fall so (FIDE C.04.3 E.1-E.5).
colour-reason = { $reason ->
    [both-granted] both preferences granted
    [opponent-granted] the opponent's preference granted
    [stronger-absolute] the stronger (absolute) preference is granted
    [opponent-stronger-absolute] the opponent's stronger (absolute) preference is granted
    [stronger] the stronger preference is granted
    [opponent-stronger] the opponent's stronger preference is granted
    [alternate] equal preferences: alternate from the last differing round
    [higher-ranked] equal preferences: the higher-ranked player's is granted
    [by-pairing-number] no preferences: by pairing number
   *[by-higher-pairing-number] no preferences: by the higher player's pairing number
}

## One board of a Swiss round.
pairing = score group { $points }; { $player } gets { colour }: { colour-reason }
pairing-float = score group { $points }; { $floater } floats down from { $from } to { $to }; { $player } gets { colour }: { colour-reason }

## A Swiss round.
round = round { $round } paired with the FIDE Dutch system: { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}
round-bye = , pairing-allocated bye to { $player }
round-not-paired = , { $count } not paired (requested byes or absent)

## What a knockout bracket waits for.
knockout-round = round { $round } is to be played ({ $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
})
knockout-tiebreak = match { $match } of round { $round } was drawn: play the tie-break games and submit the winner
knockout-final-tiebreak = the final was drawn: play the tie-break games
knockout-champion = player { $winner } wins the event

## What a multi-stage event waits for.
stage = stage { $stage }
stage-named = stage { $stage } ({ $name })
event-play = { $stage-text }: play round { $rounds } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
event-playoffs = { $stage-text }: { $count ->
    [one] { $count } play-off
   *[other] { $count } play-offs
} (加赛) needed before the event can go on
event-waiting = { $stage-text }: waiting
event-over = the event is over
event-over-first = the event is over: player { $winner } is first

# CheckPairing warnings
pairing-warning-unknown-player = { $player } is not a player of the event
pairing-warning-not-available = { $player } has a requested bye or is absent this round
pairing-warning-paired-twice = { $player } is paired twice
pairing-warning-not-paired = { $player } has no board and no bye
pairing-warning-rematch = { $player } and { $other } met in round { $round } (C.04.3 C1: no rematches)
pairing-warning-prohibited = { $player } and { $other } may not be paired (prohibited pair, C.04.2)
pairing-warning-bye-ineligible = { $player } had the pairing-allocated bye or won without playing (C.04.3 C2)
pairing-warning-third-red = { $player } would have red a third time in a row (C.04.3 C3)
pairing-warning-third-black = { $player } would have black a third time in a row (C.04.3 C3)
pairing-warning-colour-difference = { $player }'s red and black games would differ by { $value } (C.04.3 C3: at most 2)

# CheckTournament / CheckPairing: the criterion that tells two pairings apart
pairing-criterion-rematch = C1, no rematches
pairing-criterion-prohibited-pair = prohibited pairs do not meet (C.04.2)
pairing-criterion-bye-ineligible = C2, no pairing-allocated bye to a player who had one or won unplayed
pairing-criterion-absolute-colour-clash = C3, no meeting of two same absolute colour preferences
pairing-criterion-score-differences = C6, minimise the score differences of the pairs
pairing-criterion-bye-unplayed-games = C9, minimise the unplayed games of the bye's assignee
pairing-criterion-colour-preferences = C12, minimise unmet colour preferences
pairing-criterion-strong-colour-preferences = C13, minimise unmet strong colour preferences
pairing-criterion-repeated-downfloat-last-round = C14, minimise downfloats repeated from the last round
pairing-criterion-repeated-upfloat-last-round = C15, minimise upfloats repeated from the last round
pairing-criterion-repeated-downfloat-two-rounds-ago = C16, minimise downfloats repeated from two rounds ago
pairing-criterion-repeated-upfloat-two-rounds-ago = C17, minimise upfloats repeated from two rounds ago
pairing-criterion-candidate-order = the order of candidates (C.04.3 articles 3-4: S1/S2, transpositions, exchanges)
pairing-criterion-colour-allocation = the colour allocation rules (C.04.3 article 5)
pairing-favours-engine = { $criterion }: the played pairing breaks it
pairing-favours-submitted = { $criterion }: the played pairing does better on the whole round, the engine on a higher bracket

## Preset stages (named by the service).
preset-stage = { $stage ->
    [drawn-knockout] drawn groups, single elimination
    [qualifiers-round-robin] round robin
    [points-knockout] knockout seeded by points
    [swiss] Swiss
    [group-round-robin] group round robins
   *[knockout] knockout
}

## A round that cannot be paired.
pairing-error = { $kind ->
    [stopped] the pairing was stopped (deadline reached or the caller left)
    [event-complete] all { $total } planned rounds are paired ({ $played } played)
    [round-unpairable] round { $round } has no legal pairing (try more players or fewer rounds)
   *[no-legal-pairing] no legal pairing exists: the players cannot all be paired without a rematch, a forbidden pair, a second bye or an absolute colour clash
}

## TRF problems (a file that cannot be read)
trf-at-line = line { $line }: { $problem }
trf-problem = { $kind ->
    [points-not-a-number] '{ $text }' is not a number of points
    [points-not-half] '{ $text }' is not a multiple of half a point
    [points-out-of-range] '{ $text }' is out of range 0..=1000
    [opponent-not-a-number] round { $round }: opponent '{ $text }' is not a number
    [unknown-colour] round { $round }: unknown colour '{ $text }'
    [no-result] round { $round }: the game has no result
    [unknown-result] round { $round }: unknown result code '{ $text }'
    [game-needs-colour] round { $round }: a game needs a colour (w or b)
    [pairing-number-not-a-number] columns 5-8: pairing number is not a number
    [pairing-number-out-of-range] pairing number { $id } is out of range 1..={ $max }
    [rating-not-a-number] columns 49-52: rating is not a number
    [rating-shifted] columns 49-52: the rating is not right-aligned in its four columns ('{ $text }'): a field before it is shifted
    [too-many-rounds] more than { $max } rounds
    [tab] column { $column }: a tab; TRF lines are fixed columns of spaces
    [pairing-number-too-wide] columns 5-8: pairing number '{ $text }' is wider than its 4 columns
    [name-padded-by-characters] the name '{ $name }' is padded by characters, but TRF columns count bytes (UTF-8: a Chinese character is 3): every later field is shifted; pad the name to 33 bytes
    [name-padded-by-width] the name '{ $name }' is padded by display width, but TRF columns count bytes (UTF-8: a Chinese character is 3): every later field is shifted; pad the name to 33 bytes
    [field-not-a-number] columns { $from }-{ $to }: { $field ->
        [first-round] first round
        [last-round] last round
        [team] team number
       *[round] round
    } '{ $text }' is not a number
    [not-a-pairing-number] '{ $text }' is not a pairing number
    [round-out-of-range] round { $round } is out of range 1..={ $max }
    [match-points-unsupported] 250: match points are not supported (individual events only)
    [virtual-range-backwards] 250: a range runs backwards
    [prohibited-range-backwards] 260: the round range runs backwards
    [prohibited-needs-two] 260 needs at least two players
    [unknown-bye-kind] 240: unknown bye kind '{ $text }' (F, H or Z)
    [unsupported-type] 192: tournament type '{ $text }' is not supported (FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU)
    [too-many-players] more than { $max } players
    [pairing-number-twice] pairing number { $id } appears twice
    [xxr-missing] XXR needs the number of rounds
    [xxr-out-of-range] XXR { $round } is out of range 1..={ $max }
    [xxp-needs-two] XXP needs at least two players
    [initial-colour] 152: initial colour '{ $text }' (W or B)
    [abnormal-points-unsupported] 299 (abnormal points) is not supported: give the results as round entries
    [team-player-unknown] record 310: team { $team } lists player { $id }, who has no 001 line
    [player-in-two-teams] record 310: player { $id } is listed by two teams
    [player-without-team] player { $id } has games but no team lists them (record 310)
    [game-within-team] round { $round }: player { $id } plays a player of their own team
    [team-meets-two] round { $round }: the players of team { $team } meet more than one team
    [team-number-twice] record 310: team number { $team } is given twice or is 0
    [bye-team-unknown] record 320: round { $round } gives a bye to team { $team }, which no 310 record names
    [bye-and-match] record 320: round { $round } gives a bye to team { $team }, which plays a match in that round
    [unknown-xxc-word] XXC: unknown word '{ $text }' (white1, black1 or rank)
    [no-players] the TRF has no player lines (001)
    [baku-point-system] Baku acceleration needs a point system where a win is worth two draws and a loss nothing (FIDE C.04.5.1)
    [baku-unknown-length] Baku acceleration needs the number of rounds (XXR)
    [virtual-points-too-many-rounds] player { $id } has virtual points for more rounds than the event has
    [too-many-prohibited-pairs] the prohibited groups and clubs forbid { $pairs } pairs; at most { $max }
    [prohibited-unknown-player] a prohibited pair names player { $id }, who is not in the event
    [virtual-points-unknown-player] virtual points for player { $id }, who is not in the event
    [bye-unknown-player] a 240 bye names player { $id }, who is not in the event
    [paired-with-himself] round { $round }: player { $id } is paired with himself
    [opponent-not-a-player] round { $round }: opponent { $id } is not a player
   *[entries-disagree] round { $round }: player { $id } vs { $opponent } does not match { $opponent }'s entry for the round
}

## Why an event's definition cannot run
event-refusal-preset = { $reason } (the preset's stage for this many players; adjust event.options)
event-refusal = { $kind ->
    [no-stage] an event needs at least one stage
    [too-many-stages] at most { $max } stages
    [too-few-players] an event needs at least two players
    [too-many-players] at most { $max } players in an event
    [player-number-zero] player numbers start at 1
    [registered-twice] player { $id } is registered twice
    [group-too-small] a group needs at least two players
    [too-many-groups] { $players } players cannot be drawn into { $groups } groups of at least two players
    [last-stage-advances] the last stage has no next stage to advance to (leave it 0)
    [advance-missing] say how many players of each group advance to the next stage
    [advance-too-many] { $advance } cannot advance from a group of { $smallest } players
    [next-stage-too-small] the next stage needs at least two players
    [knockout-too-large] a knockout group is too large
    [cycles-out-of-range] a round robin has 1 to { $max } cycles
    [round-robin-too-large] a round-robin group has at most { $max } players
    [swiss-rounds-out-of-range] a Swiss stage has 1 to { $max } rounds
    [swiss-rounds-too-many] { $rounds } Swiss rounds need more than { $smallest } players per group (no one may meet twice)
    [swiss-too-large] a Swiss group is too large
    [crossed-needs-pairs] crossed groups (A1 v B2) need two qualifiers from each of an even number of groups
   *[crossed-needs-knockout] crossed groups (A1 v B2) seed a knockout of one group
}

## Why a reported result or a play-off order does not fit
event-game-address = stage { $stage } group { $group } round { $round } board { $board }
event-result-problem = { $kind ->
    [reported-twice] results[{ $first }] already reports this game
    [other-players] { $at } is { $red } (red) v { $black } (black)
    [playoff-winner-misplaced] only a drawn knockout match has a play-off winner, one of { $red } and { $black }
    [playoff-winner-outside-knockout] only knockout matches have play-off winners; a drawn game here is a draw
    [not-a-game] { $at } is not a game of the event (not scheduled, or not yet: a Swiss or knockout round exists once the round before is complete, a stage once the one before it is decided)
   *[knockout-needs-winner] a knockout match needs a winner: report the forfeit for the side the arbiter lets advance, or a draw with its play-off winner
}
event-playoff-problem = { $kind ->
    [no-such-group] no such stage or group
    [second-order] a second play-off order for the same group
   *[other-players] the tie at this cut is between { $players }: order exactly these players
}

## Why a knockout cannot be drawn or advanced
knockout-problem = { $kind ->
    [too-few-players] a knockout needs at least two players
    [too-many-players] { $count } players exceed the limit of { $max }
    [duplicate-player] player { $id } appears twice
    [result-count] the round has { $matches } matches but { $results } results were given
    [tiebreak-needed] match { $match } was drawn: play the tie-break games and submit the winner
    [round-matches] round { $round } has { $matches } matches
    [missing-result] the match has no result; send results only for finished rounds
    [results-after-final] results after the final
   *[undecided] a drawn match must be decided by tie-break games before later rounds
}

## A Chinese checkers event's standings (ComputeTableStandings)
table-standings-explanation = Points: { $scoring ->
    [winner] the game's own score, 1 to the first player home and 0 to the others, ½ each to players sharing the first place (a table drawn before anyone finished)
    [linear] the i-th of s players scores (s − i)/(s − 1), 1 / ½ / 0 at three
   *[placement] points per place, { $points } at a table of { $size }
   }; players sharing a place share its points. A bye scores { $bye ->
    [average] the mean of a full table's points
    [win] a first place's points
   *[zero] nothing
   }; an absence nothing. Tie-breaks in order: { $tiebreaks }; players still equal share their place.
table-tiebreak = { $name ->
    [wins] tables won
    [opponents-beaten] opponents finished ahead of
    [place-sum] sum of places (lower ranks higher)
    [opponents-points] opponents' points
   *[direct-encounter] direct encounter among the tied players
   }
table-tiebreak-separator = {", "}

ratings-fide = FIDE ratings (Handbook B.02): each change is K × (W − We) over the games played against rated opponents, rounded to the nearest whole number; expected scores from the table of 8.1.2, a difference over 400 counted as 400 { $rules ->
    [october2025] except for players rated 2650 or more (rules in force from 1 October 2025).
   *[other] in every game (rules in force from 1 March 2024).
}
ratings-glicko2 = Glicko-2 ratings (Glickman), the event as one rating period, with lichess's parameters (new players 1500, deviation 500, volatility 0.09; τ 0.75).
