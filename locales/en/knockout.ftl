ko-system = System
ko-system-preset = Swiss (the preset's)
ko-system-knockout = Knock-out (ties of the preset's games, even; tie-break games, then sudden death)
ko-system-knockout-stage = Knock-out (seeded in rank order)
ko-system-double-knockout = Double knock-out (two lives)
ko-heading = Knock-out
ko-seeding = Seeding
ko-seeding-rating = by rating
ko-seeding-entry = in the order entered (starting numbers)
ko-tiebreak-games = Tie-break games when a tie is level (then sudden death)
ko-tiebreak-time-control = Time control of the tie-break games
ko-reseed = Seed the winners again after each round (single knock-out)
ko-third-place = A match for third place (single knock-out)
ko-settings-hint = These change nothing once a game of a tie is stored.
ko-enter-link = Knock-out: enter the ties' games
ko-bracket = The bracket
ko-print = Print the bracket
ko-public-bracket = Public bracket
ko-standings-note = A knock-out: the placings, with the round each player reached, are with the bracket.
ko-title = Bracket
ko-admin-title = { $name }: knock-out
ko-print-title = { $name }: bracket
ko-results-csv = results (CSV)
ko-winner = Winner:
ko-placings = Placings
ko-place = Place
ko-no = No
ko-name = Name
ko-reached = Round reached
ko-lives = Lives
ko-admin-hint = Each tie being played takes its next game here, as a result code from the view of the tie's first player (1-0, =, 0-1; +:- the second player forfeits, -:+ the first). A level tie goes on to its tie-break games, then sudden death; the next tie appears as soon as both its players are known.
ko-result = Result
ko-enter-game = Enter the game
ko-undo-summary = Take back a game entered wrongly
ko-game-records = Game records of the ties
ko-reason = Reason
ko-undo = Take back the last game
ko-opening = opening: { $opening }
ko-bye = bye
ko-status-next = to play: game { $number } ({ $phase ->
    [scheduled] scheduled
    [tie-break] tie-break
   *[other] sudden death
}), { $first } moves first
ko-status-decided = decided
ko-status-sudden-death = decided in sudden death
ko-status-empty = no players
ko-status-waiting = waiting for its players
ko-player-winner = winner
ko-player-out = out
ko-player-in-play = in play
ko-round-final = Final
ko-round-winners-final = Winners' final
ko-round-semi = Semi-final
ko-round-winners-semi = Winners' semi-final
ko-round-quarter = Quarter-final
ko-round-winners-quarter = Winners' quarter-final
ko-round-n = Round { $round }
ko-round-winners-n = Winners' round { $round }
ko-round-losers = Losers' round { $round }
ko-round-third = Third place
ko-round-final-again = Final, match { $round }
ko-outline = { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} of ties ({ $ties ->
    [one] one tie
   *[other] { $ties } ties
})
ko-outline-double = a winners' bracket of { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}, then the losers' bracket and the final ({ $ties ->
    [one] one tie
   *[other] { $ties } ties
})
ko-tiebreak-none = A level tie is decided by sudden death.
ko-tiebreak-rule = A level tie goes on to { $games ->
    [one] one tie-break game
   *[other] { $games } tie-break games
}, then sudden death.
ko-tiebreak-tc = Time control of the tie-break games: { $tc }.
ko-tiebreak-games-title = Tie-break games
ko-tiebreak-mark = TB:
ko-refused = Refused, nothing was changed:
