# Error texts, English. English answers keep each error's own wording; these are the frame and
# the reusable reasons. Placeholders: $code (an error-code key), $field (a field path in the
# request), $reason, $message, $value, $ply, $text, $why, $limit, $count, $fen.

error-title = { $code ->
    [invalid-argument] Invalid argument
    [payload-too-large] Request too large
    [overloaded] Overloaded
    [timeout] Timed out
    [not-found] Not found
    [internal] Internal error
    [malformed-body] Malformed body
    [method-not-allowed] Method not allowed
    [unsupported-media-type] Unsupported media type
    [failed-precondition] Not possible in this state
   *[unauthenticated] Not authenticated
}
error-with-message = { error-title }: { $message }
error-field = { $field }: { $reason }

## Reasons.
error-unknown-value = unknown value { $value }
error-move = ply { $ply } "{ $text }": { $why }
error-move-syntax = not a move in ICCS, WXF or Chinese notation
error-move-no-piece = no piece of the side to move fits "{ $text }"
error-move-no-destination = the described move is impossible for that piece
error-move-ambiguous = ambiguous: could be { $candidates }
error-too-many-moves = { $count } moves exceed the limit of { $limit }
error-fen = not a valid FEN: { $why }
error-at-most = { $what ->
    [players] at most { $limit } players
    [rounds] at most { $limit } rounds
    [bytes] at most { $limit } bytes
    [characters] at most { $limit } characters
    [tiebreaks] at most { $limit } tie-breaks
    [teams] at most { $limit } teams
    [matches] at most { $limit } matches
    [results] at most { $limit } results
    [playoffs] at most { $limit } play-off orders
    [turns] at most { $limit } turns
   *[other] at most { $limit }
}
error-enum-required = required: one of { $names }

## A JSON body's fault (English keeps serde's own wording; these are for completeness).
json-at = line { $line } column { $column }: { $reason }
json-type = { $type ->
    [array] an array
    [string] a string
    [object] an object
    [boolean] a boolean
    [null] null
    [number] a number
   *[other] another type
}
json-reason = { $kind ->
    [unknown-variant] unknown value { $value }; one of: { $names }
    [unknown-field] unknown field { $value }
    [missing-field] missing field { $value }
    [duplicate-field] field { $value } given twice
    [invalid-type] expected { $want }, got { $got }
    [invalid-value] invalid value
    [number-or-string] invalid value for this field's type (a number within range, or a string of one)
    [eof] the JSON ends too early
    [trailing] characters after the JSON value
   *[syntax] not valid JSON
}

## A refused field's reason (see src/api/reason.rs).
reason = { $reason ->
    [between] must be between { $min } and { $max }
    [at-most] at most { $limit }
    [positive-for-kind] must be positive for this kind
    [more-timestamps-than-moves] more timestamps than moves
    [earlier-timestamp] earlier than the timestamp before it
    [beyond-moves] { $after } is beyond the { $count } moves given
    [late-before-first-move] a late arrival happens before the first move (0)
    [sealed-move-length] write the sealed move (1 to { $limit } bytes)
    [choose-event-type] choose an event type
    [empty-move] the candidate move is empty
    [move-too-long] move text longer than { $limit } bytes
    [too-many] { $count } items exceed the limit of { $limit }
    [empty-record] empty record
    [record-too-large] { $count } bytes exceed the limit of { $limit }
    [not-a-square] "{ $text }" is not a square (ICCS, e.g. e0)
    [not-an-arrow] "{ $text }" is not an ICCS move (e.g. h2e2) or "-"
    [name-selected] name the piece in `selected`
    [given-twice] given twice
    [not-a-boolean] "{ $text }" is not true or false
    [required] the { $what ->
        [event] event
        [tournament] tournament
        [definition] event definition
        [position] position
       *[game] game
    } is required
    [at-least-two] at least two { $what ->
        [teams] teams
       *[players] players
    }
    [twice] { $count } appears twice
    [not-a-hole] "{ $text }" is not a hole of this board
    [camp-depth] camp depth { $count } out of range 1..={ $max }
    [checkers-players] { $count } players: choose 2, 3, 4 or 6
    [deep-camps-two-players] camps deeper than a star point overlap: only 2 players can use them
    [entries-for-players] { $count } entries for { $players } players
    [seat-pieces] { $count } pieces for seat { $seat }: a seat has 1 to { $max } (the pieces it starts with)
    [occupied-twice] { $text } is occupied twice
    [no-such-seat] seat { $seat } does not exist
    [path-too-long] path longer than the board
    [step-with-hops] a path cannot mix a step with hops (a step is a move of its own)
    [triangle-size] 4 (121 holes) or 5 (181 holes)
    [bad-query] the query is not URL-encoded text
    [grpc-timeout] must be 1 to 8 digits and a unit (H, M, S, m, u, n), e.g. 500m
    [frame] { $what ->
        [header-cut] a message header is cut short
        [body-short] a message is shorter than its length prefix
        [messages] a unary call carries exactly one message; this one carries { $count }
       *[undecodable] the request message could not be decoded as its protobuf type
    }
    [unknown-result] unknown result { $text }
    [control-character] control character at position { $at }: names are one line of text
    [game-needs-opponent] a game needs an opponent and a colour
    [bye-has-no-opponent] a bye or absence has no opponent
    [no-players] no players
    [either-not-both] { $what ->
        [codes-or-tiebreaks] give tiebreaks or tiebreak_codes, not both
        [trf-or-matches] give either trf or teams, matches and byes, not both
        [byes-need-codes] byes are counted by FIDE's team codes: give tiebreak_codes
        [trf-or-event] give either trf or event, not both
        [placement-points] placement points go with TABLE_SCORING_PLACEMENT only
        [groups-or-size] give the number of groups or their size, not both
       *[preset-or-stages] give a preset or stages, not both
    }
    [no-such-player] no player with start number { $count }
    [start-numbers-from-one] start numbers begin at 1
    [team-numbers] team numbers are unique and start at 1
    [no-such-team] no team { $count }
    [team-plays-itself] a team cannot play itself
    [not-a-finishing-order] not a finishing order of 2 to 6 different players of the event (its seats, if given, the same players; its places, if given, one per seat and a ranking), or a player at two tables of one round
    [bye-at-table] player { $count } has a table in this round
    [placement-points] one value per place of a table of { $count }, never rising, each a multiple of 0.01 between -1000 and 1000
    [rating-value] μ between -1000 and 1000, σ above 0 and at most 1000
    [one-of] one of { $values }
    [tiebreak-code] { $what ->
        [not-for] the modifier { $text } does not apply to this tie-break: /C to BH, SB, FB, AOB, PS, ARO, TPR and PTP, /M to the same but PS, /L to KS, /U to RTNG, ARO, TPR, PTP, APRO and APPO, /P to BH, SB, FB and AOB
        [bad-modifier] { $text } is not a C.07 modifier: /Cn or /Mn (n up to 99), /Ln (n up to 100), /L+n or /L-n (half-points; points with a decimal point, in halves), /Un (n up to 4000) or /P
        [team-point-system] a team tie-break counts match points (:MP) or game points (:GP)
        [individual-only] this tie-break is for individual events; a team event takes MPTS, GPTS, BH, FB, SB, PS, KS, DE, WIN, WON, REP and TPN (with :MP or :GP), ESB, EMMSB, EMGSB, EGMSB, EGGSB, EDE, EDEC, EDET, EDEB, EDEBT, EDEBB, BC, TBR and BBE
       *[point-system] point systems (:MP, :GP) are for team events
    }
    [choose-stage-format] say how the stage plays: STAGE_FORMAT_KNOCKOUT, _ROUND_ROBIN or _SWISS
    [not-a-date] a date YYYY-MM-DD
    [round-range] first_round..=last_round must be a range within 1..={ $max }
    [acceleration] { $what ->
        [point-system] Baku acceleration needs a point system where a win is worth two draws and a loss nothing (FIDE C.04.5.1)
        [unknown-length] Baku acceleration needs the number of rounds (XXR)
        [too-many-rounds] player { $count } has virtual points for more rounds than the event has
       *[prohibited-pairs] the prohibited groups and clubs forbid { $count } pairs; at most { $limit }
    }
    [half-points] a multiple of 0.5 between 0 and 1000
    [more-than-squares] more touched squares than the board has
    [select-own-piece] destinations are shown for a piece of the player to move
    [record] { $what ->
        [not-recognised] not a game record (PGN, XQF or DhtmlXQ)
        [corrupt] damaged record
       *[bad-start] invalid start position in the record
    }
    [no-such-game] game { $at } requested but the data holds { $count }
   *[unknown-parameter] unknown parameter; use { $known }
}
unknown-field = { $has ->
    [yes] unknown field; did you mean { $nearest }?
   *[no] unknown field
}
error-endgame-generating = the endgame table { $class } is being generated on this server; the request's deadline came first. Retry in a few seconds.

## Refusals before a handler runs (the server and the transports)
error-send-token = send `authorization: Bearer <token>` with a configured token
error-body-too-large = the request body exceeds { $limit } bytes
error-body-unread = the request body could not be read whole within { $limit } bytes ({ $detail })
error-body-unreadable = the request body could not be read: it was cut off or framed wrongly (e.g. a malformed chunked encoding)
error-grpc-path = a gRPC method needs content-type application/grpc (or grpc-web); REST is under /v1/
error-concurrency-limit = the server is at its concurrency limit; retry later
error-answer-budget = answers waiting to be read exceed the server's budget; retry later
error-connection-answer-share = this connection's answers waiting to be read exceed its share of the server's budget; read them, or retry later
error-no-route = no route for { $method } { $path }
error-timed-out = the request exceeded { $ms } ms
error-send-json = send the request as application/json
error-use-post = use POST with a JSON body (GET for the diagram.svg images)
error-stopped-waiting = the request was stopped before a worker was free
error-internal = internal error: { $what ->
    [encoding] the answer could not be encoded
    [worker-pool] the worker pool is closed
    [worker-start] a worker could not be started
    [worker-failed] the worker failed
   *[event] the event could not be run
}
error-work-memory-busy = the server's working memory for large pairings is in use (this call needs about { $need } MiB of { $total }); retry later
error-work-memory-too-large = this call needs about { $need } MiB of working memory, more than this server's budget of { $total } MiB (--max-work-memory-bytes)
