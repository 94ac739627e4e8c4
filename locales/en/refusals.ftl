# Refusals in words (src/web/words.rs): the settings form, the settings, a round's results, an entry.
form-field-problem = { $field }: { $problem }
form-enter-points = enter a number of points (such as 2, 1.5 or 0)
form-not-points = `{ $text }` is not a number of points (expected a whole or half number such as 2, 1.5 or 0)
form-not-whole-number = `{ $text }` is not a whole number
form-not-date = `{ $text }` is not a date (YYYY-MM-DD)
form-not-round-date = `{ $text }` is not a round and a date (such as 3 2026-04-15)
form-not-round-number = `{ $text }` is not a round number
form-round-two-dates = round { $round } has two dates
form-line = line { $line }: { $problem }
form-not-a-choice = `{ $text }` is not one of the choices
form-bad-time-zone = `{ $text }` is not a time zone (such as UTC+01:00)
form-bad-federation = `{ $text }` is not a three-letter code such as ENG or NED
field-game-won = game won
field-game-drawn = game drawn
field-game-lost = game lost
field-match-won = match won
field-match-drawn = match drawn
field-match-lost = match lost
field-ranked-by = ranked by
field-paired-by = paired by
field-start-date = start date
field-end-date = end date
field-rounds = rounds
field-tie-breaks = tie-breaks
field-federation = federation
field-language = language
field-time-zone = time zone
field-acceleration = acceleration
field-round-dates = round dates
field-ko-seeding = knock-out seeding
field-ko-tiebreak-games = tie-break games
field-tournament-name = tournament name
field-venue = venue
field-chief-controller = chief controller
field-time-control = time control
field-tie-break-time-control = tie-break time control
field-type-of-tournament-092 = type of tournament (092)
field-deputy-chief-controller = deputy chief controller
field-tournament-type-code-192 = tournament type code (192)
field-time-control-code-222 = time control code (222)
field-starting-rank-method-172 = starting rank method (172)
field-points-adjustment-299 = points adjustment (299)
field-title = title
field-women-s-title = women's title
field-club = club
field-fmjd-id = FMJD ID
field-national-id = national ID
field-national-classification = national classification
field-national-name = national name
field-national-origin = national origin
phrase-at-least-two-players-are-needed = at least two players are needed
phrase-starting-numbers-begin-at-1 = starting numbers begin at 1
phrase-a-player-is-listed-twice = a player is listed twice
phrase-the-rounds-must-run-from-1-and-be-in-order = the rounds must run from 1 and be in order
phrase-a-code-has-no-spaces = a code has no spaces
phrase-one-to-five-letters-such-as-fide-nro-or-fidon = one to five letters, such as FIDE, NRO or FIDON
phrase-it-names-no-player = it names no player
phrase-withdrawal = withdrawal
phrase-late-entry = late entry
phrase-requested-bye = requested bye
phrase-the-points-of-a-bye-not-requested = the points of a bye not requested
refusal-settings-team-knockout = system: a team event is played as a round robin or a Swiss, not as a knock-out
refusal-settings-empty-name = the tournament name cannot be empty
refusal-settings-no-rounds = a tournament needs at least one round
refusal-settings-no-games = a round needs at least one game (games per round is 0)
refusal-settings-bad-scoring = a win ({ $win }) must be worth more than a draw ({ $draw }), and a draw at least a loss ({ $loss })
refusal-settings-match-points-missing = the standings rank on match points, but the scoring has no match points
refusal-settings-duplicate-tie-break = tie-break `{ $tb }` is listed twice
refusal-settings-unknown-system = unknown pairing system `{ $text }`
refusal-settings-unknown-seeding = unknown seeding `{ $text }`
refusal-settings-knockout-options = re-seeding and a third-place match are for a single knock-out
refusal-settings-too-many-tie-break-games = a knock-out tie has at most { $max } tie-break games before sudden death (asked for { $count })
refusal-settings-unknown-tie-break = unknown tie-break `{ $text }` (see the list of tie-breaks below, or a FIDE code such as BH/C1)
refusal-settings-unknown-score-basis = unknown score basis `{ $text }` (expected game points or match points)
refusal-settings-unknown-preset = unknown preset `{ $text }`
refusal-settings-end-before-start = the end date { $end } is before the start date { $start }
refusal-settings-too-long = the { $field } has { $len } characters; at most { $max } are accepted
refusal-settings-control-character = the { $field } contains a control character (such as a line break)
refusal-settings-bad-text = the { $field } { $problem }
refusal-settings-too-many-rounds = { $count } rounds: at most { $max } are accepted
refusal-settings-date-of-no-round = round dates: round { $round } is past the last round ({ $rounds })
refusal-settings-dates-out-of-order = round dates: round { $round } ({ $date }) is before round { $before } ({ $before_date })
refusal-settings-bad-acceleration = acceleration: { $detail }
refusal-settings-acceleration-needs-swiss = accelerated pairings (C.04.5) are for a Swiss, not a { $system }
refusal-settings-bad-prohibition = prohibited pairing of players { $players }: { $problem }
refusal-settings-bad-code = the { $field }: { $problem }
refusal-round-draft = round { $round } is still a draft: publish it before entering results
refusal-round-closed = round { $round } is closed: a result can only be corrected, with a reason
refusal-round-not-closed = round { $round } is { $state }, not closed: enter the result instead of correcting it
refusal-round-no-such-board = round { $round } has no board { $board }
refusal-round-bye-board = board { $board } of round { $round } is a bye: it has no result to enter
refusal-round-wrong-game-count = board { $board } of round { $round } has { $expected } games, but the result gives { $got }
refusal-round-missing-results = { $count ->
    [one] round { $round } is missing the result of board { $boards }
   *[other] round { $round } is missing results on boards { $boards }
}
refusal-round-has-results = { $count ->
    [one] round { $round } already has a result on board { $boards }: it cannot be re-paired
   *[other] round { $round } already has results on boards { $boards }: it cannot be re-paired
}
refusal-round-results-entered = { $count ->
    [one] round { $round } already has a result on board { $boards }: it cannot go back to draft
   *[other] round { $round } already has results on boards { $boards }: it cannot go back to draft
}
refusal-round-bad-transition = round { $round } cannot go from { $from } to { $to }
refusal-round-ballot-locked = round { $round } is { $state }: its ballot can no longer be changed
refusal-round-no-such-game = board { $board } of round { $round } has no game { $game } (it has { $games })
refusal-round-other-game-missing = game { $game } of board { $board } has no result yet: enter the board's games together in the results grid, or game { $game } first
refusal-round-sheets-need-games = enter the games' results first: a missing score-sheet forfeits games played ({ $article })
refusal-round-sides-disagree = { $second } does not go with { $first } for the first side
refusal-round-points-disagree = { $sent } was sent, but { $kind } scores { $scored } in this tournament
refusal-round-empty-reason = a correction after closing needs a reason
refusal-round-reason-too-long = the reason has { $len } characters; at most { $max } are accepted
refusal-round-bad-reason = the reason { $problem }
refusal-round-bad-game-report = `{ $text }` is not a game result (expected 1-0, =, 0-1, -:+, +:- or -:-, or 1, 0, d, +, -, --)
refusal-round-not-in-scoring = `{ $text }` is not a result of this event's scoring (a win { $win }-{ $loss }, a draw { $draw }-{ $draw }, a loss { $loss }-{ $win })
result-kind = { $kind ->
    [win] a win
    [draw] a draw
    [loss] a loss
    [forfeit-win] a win by forfeit
    [forfeit-loss] a loss by forfeit
    [both-absent] both absent
    [pairing-bye] a pairing bye
    [requested-bye] a requested bye
    [withdrawn] withdrawn
    [not-entered] not entered
   *[other] { $kind }
}
refusal-entry-empty-name = a player name cannot be empty
refusal-entry-name-too-long = player name `{ $name }` is longer than 100 characters
refusal-entry-name-control-character = player name `{ $name }` contains a control character
refusal-entry-bad-name = player name `{ $name }` { $problem }
refusal-entry-bad-text = entry { $no }: the { $field } { $problem }
refusal-entry-bad-federation = federation `{ $text }` is not a three-letter code such as ENG or NED
refusal-entry-bad-start-no = starting number must be 1 or more (got { $no })
refusal-entry-too-long = entry { $no }: the { $field } has { $len } characters; at most { $max } are accepted
refusal-entry-late-after-withdrawal = entry { $no }: late entry from round { $late } but withdrawn from round { $withdrawn }
refusal-entry-bad-round = entry { $no }: round numbers start at 1 (got { $round } for { $what })
form-points-negative = points cannot be negative (got `{ $text }`)
form-points-not-half = `{ $text }` is not a whole or half number of points
field-pairing-bye = pairing bye
field-requested-bye = requested bye
field-forfeit-win = win by forfeit
field-player = player
field-round = round
field-board = board
field-game = game
field-result = result
field-deposit = deposit
form-not-a-result = `{ $text }` is not a result (such as 1-0, 2-0 or =)

# The typed prize list's lines (src/web/words.rs: prize_line); the keywords in backquotes are the list's own syntax.
prize-lines = { $first }; { $next }
prize-line-no-colon = write `sharing: ...`, `category NAME: ...` or `PLACE: AMOUNT [TROPHY]`
prize-line-sharing = sharing is `equal`, `hort` or `tie-break-order`
prize-line-category-name = the category's name { $problem }
prize-line-rule = a category is `rating below N`, `rating N to M`, `junior under N on YYYY-MM-DD`, `senior from N on YYYY-MM-DD`, `unrated`, `women`, `federation XXX` or `club NAME`
prize-line-not-head = `{ $text }` is not `PLACE` or `CATEGORY PLACE`
prize-line-not-place = `{ $text }` is not a place number
prize-line-not-amount = `{ $text }` is not an amount (such as 250 or 62.50)
prize-line-trophy = the trophy { $problem }
prize-unknown-category = prize { $index }: there is no category `{ $category }`
prize-duplicate-place-main = prize { $index }: place { $place } of the main ranking is listed twice
prize-duplicate-place = prize { $index }: place { $place } of category `{ $category }` is listed twice
prize-place-zero = prize { $index }: places start at 1
