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
