# The problems of the files read by the imports (TRF, the entries CSV) and the store's
# refusals of a field (src/web/words/imports.rs, invalid.rs).

## A file's problems, their place kept
import-as-written = { $text }
import-column = column { $column }: { $problem }
import-problems = { $first }; { $next }
import-row-column = { $column }: { $problem }
import-row-csv = this row cannot be read as CSV ({ $detail })
import-row-not-sex = `{ $text }` is neither m nor w
import-row-not-start-no = `{ $text }` is not a starting number (1 or more)
import-row-number-twice = starting number { $no } appears twice in the file
import-row-already-entered = `{ $name }` is already entered
import-row-number-taken = starting number { $no } is already taken

## The TRF reader's problems
trf-problem-line-too-short = { $count ->
    [one] the player line is too short ({ $count } character; at least 84 are needed)
   *[other] the player line is too short ({ $count } characters; at least 84 are needed)
}
trf-problem-bad-start-no = `{ $text }` is not a starting number
trf-problem-start-no-twice = starting number { $no } appears twice
trf-problem-bad-rating = `{ $text }` is not a rating
trf-problem-bad-score = `{ $text }` is not a score
trf-problem-bad-opponent = the opponent `{ $text }` cannot be read
trf-problem-self-opponent = a player cannot meet themself
trf-problem-bad-colour = `{ $text }` is not a colour (w, b, - or blank)
trf-problem-bad-result = `{ $text }` is not a result code
trf-problem-missing-opponent = result `{ $text }` needs an opponent
trf-problem-bye-with-opponent = result `{ $text }` is a bye and cannot have an opponent
trf-problem-missing-colour = a game needs a colour
trf-problem-trailing-text = text after the last round: `{ $text }`
trf-problem-bad-round-count = `{ $text }` is not a number of rounds
trf-problem-bad-scoring = `{ $text }` is not a scoring entry (W, D, L, A, Z, P or X and points)
trf-problem-bad-initial-colour = `{ $text }` is not a colour setting (W or B)
trf-problem-bad-player-list = `{ $text }` is not a list of players
trf-problem-inconsistent = round { $round }: player { $player } is listed against { $opponent }, whose line says otherwise
trf-problem-unknown-player = player { $no } is named but has no player line
trf-problem-bad-field = record { $record }: `{ $text }` is not a valid { $field }
trf-problem-bad-record = record { $record }: { $text }
trf-problem-team-file = team files are not read here
trf-problem-wide-number = starting number `{ $text }` is wider than the file's starting-number fields (columns 5-8 without an `XXW` record): a file with starting numbers beyond 9,999 says how wide they are in a record `XXW 5`
trf-problem-bad-number-width = `{ $text }` is not a width of the starting numbers (`XXW` takes 4 to 9)
trf-problem-no-players = { $count ->
    [one] no player line in { $count } line: a TRF file lists each player on a line beginning `001`, with the starting number in columns 5-8, the name in 15-47, the rating in 49-52, the points in 81-84 and one 10-column block per round from column 92
   *[other] no player line in { $count } lines: a TRF file lists each player on a line beginning `001`, with the starting number in columns 5-8, the name in 15-47, the rating in 49-52, the points in 81-84 and one 10-column block per round from column 92
}
trf-problem-player = player { $no }: { $problem }
trf-problem-sex = the sex `{ $text }` (column { $column }) is neither m nor w
trf-field-points = points
trf-field-type-of-bye-f-h-or-z = type of bye (F, H or Z)

## The store's refusals of a field
invalid-field-name = name
invalid-field-venue = venue
invalid-field-reason = reason
refusal-invalid-empty = the { $field } is empty
refusal-invalid-too-long-text = the { $field } `{ $text }` has { $len } characters; at most { $max } are accepted
refusal-invalid-too-long = the { $field } has { $len } characters; at most { $max } are accepted
refusal-invalid-bad-text = the { $field } { $problem }
refusal-invalid-finished-prize-list = the tournament is finished: its prize list changes only with a reason, kept in the audit log
refusal-invalid-reason-not-closed = round { $round } is { $state }: a reason is for correcting a closed round
refusal-invalid-game-without-result = board { $board }: game { $game } has no result
refusal-invalid-not-check-in-round = round { $round } is not the next round to pair with a check-in
refusal-invalid-team-event-pairing = a team event pairs teams: its rounds' boards are made from the team line-ups (the teams page)
refusal-invalid-already-section = tournament { $tournament } is already a section of event { $event } ({ $name })
refusal-invalid-no-result-before-incident = board { $board } of round { $round } had no result before incident { $incident }: give the result it gets instead
refusal-invalid-not-knockout = tournament { $tournament } is a { $system } event, not a knock-out
refusal-invalid-account-exists = an account exists already: the set-up link works once
refusal-invalid-account-name-taken = an account named `{ $name }` already exists
refusal-invalid-no-playoff = tournament { $tournament } has no play-off { $number }
refusal-invalid-take-back-needs-reason = taking back a game needs a reason (kept in the audit log)
refusal-invalid-nothing-to-take-back = tie { $tie } has no game to take back
refusal-invalid-take-back-later = game { $game } of tie { $tie } decided who plays a later tie that has games: take those back first
refusal-invalid-knockout-started-entries = the knock-out has started: its seeding follows from the entries, which no longer change (a player who cannot play forfeits their games, 000 art. 2.24)
refusal-invalid-knockout-started-settings = the knock-out has started: its seeding, tie-break games, re-seeding and third-place match no longer change
refusal-invalid-knockout-started-games = the knock-out has started: its variant and games per tie no longer change
import-too-large = The form sent is too large: at most { $kib } KiB is accepted here.

## A knock-out's refusals of a game or of its bracket
refusal-ko-not-knockout = the tournament is a { $system } event, not a knock-out
refusal-ko-both-absent = both players absent (000 art. 2.25) cannot decide a knock-out game: a tie needs a winner, enter the result the controller rules
refusal-ko-out-of-order = the stored game { $game } of tie { $tie } is not the tie's next game
refusal-ko-too-few = { $count ->
    [one] a knock-out needs at least 2 players (it has { $count })
   *[other] a knock-out needs at least 2 players (it has { $count })
}
refusal-ko-too-many = a knock-out takes at most { $max } players (it has { $count })
refusal-ko-no-games = a tie needs at least one scheduled game
refusal-ko-double-only-plain = re-seeding and a third-place match are for a single knock-out
refusal-ko-no-such-tie = there is no tie { $tie } in this bracket
refusal-ko-not-playing = tie { $tie } is not being played: { $why }
ko-why-a-player-is-not-known-yet = a player is not known yet
ko-why-it-has-no-opponent-to-play = it has no opponent to play
ko-why-it-is-decided = it is decided
ko-tie-problem = tie { $tie }: { $problem }

## A play-off's refusals
refusal-playoff-too-few-players = a play-off needs at least two players
refusal-playoff-repeated-player = player { $no } is named twice in the play-off
refusal-playoff-unknown-player = there is no player { $no }
refusal-playoff-not-finished = a play-off is held after the last round: the tournament is not finished
refusal-playoff-not-tied = player { $no } has { $points } and player { $other } has { $other_points }: a play-off is only between players equal on score
refusal-playoff-game-outside = game { $game }: player { $no } is not one of the play-off's players
refusal-playoff-game-against-self = game { $game }: a player cannot play themself
refusal-playoff-too-many-games = a play-off holds at most { $max } games
refusal-playoff-no-such = there is no such play-off
refusal-playoff-already-in = player { $no } is already in another play-off
refusal-playoff-time-control = time control: { $text }
playoff-field-games = games

## A next stage's refusals
refusal-stage-not-finished = the tournament is not finished: a next stage is seeded from final standings
refusal-stage-too-few = a next stage needs at least 2 players (asked for { $count })
refusal-stage-not-enough = the tournament has only { $have } players, fewer than the { $count } asked for
refusal-stage-tie-at-the-cut = places { $top } and { $next } are tied on points and every tie-break (starting numbers { $a } and { $b }): decide the tie by a play-off first, or take { $fewer } or { $count } players
refusal-stage-tie-at-the-cut-more = places { $top } and { $next } are tied on points and every tie-break (starting numbers { $a } and { $b }): decide the tie by a play-off first, or take { $count } players

## The TRF import's own checks of records and rounds
trf-record = record { $record }: { $problem }
trf-record-date-past-last = a date for round { $round }, past the last round ({ $last })
trf-record-round-past-last = round { $round } is past the last round
trf-record-bye-past-last = a bye in round { $round }, past the last round ({ $last })
trf-record-start-numbers = { $count ->
    [one] start numbers: { $count } number above 0 is needed, one per player line
   *[other] start numbers: { $count } distinct numbers above 0 are needed, one per player line
}
trf-record-tie-outside-knockout = a knock-out's tie line in a file of a { $system } event, which has no ties
trf-record-code-blank = the time control code `{ $text }` has a blank; a code has none
trf-record-not-half = { $result } of { $points } points is not a whole or half number
trf-scored-win = a win
trf-scored-draw = a draw
trf-scored-loss = a loss
trf-scored-pairing-bye = the pairing bye
trf-record-absence-scored = an absence (A) must be worth 0 points (000 art. 2.24)
trf-record-tie = tie { $tie }: { $problem }
trf-record-tie-not-next = game { $game } is not the tie's next game ({ $next })
trf-record-tie-no-game = game { $game }: the tie has no game to play
trf-record-team-type = `{ $text }` is the code of a team event; Crownhead reads individual events
trf-record-standings-not-pts = the standings of an individual event begin with PTS, not `{ $text }`
trf-record-unknown-tie-break = the tie-break code `{ $text }` is not one Crownhead computes (known: { $known })
trf-record-tie-break-twice = the tie-break code `{ $text }` is listed twice
trf-record-not-date = `{ $text }` is not a date (YYYY/MM/DD, or DD/MM/YYYY, MM/DD/YYYY, DD.MM.YYYY, a month's name)
