# What the domain, the store and the pairing checker tell a person (src/web/words.rs).

## Penalties of 000 art. 6.9
penalty-warning = (a) warning
penalty-game-lost = (b) game declared lost
penalty-disqualification = (c) disqualification from the competition
penalty-expulsion = (d) expulsion from the event

## The book: offenders, lifted penalties, appeals
offender-spectator = { $name } (spectator)
offender-entry = entry { $no }
incident-lifted = lifted: { $reason }
incident-lifted-by-appeal = lifted by appeal { $appeal }: { $reason }
appeal-pending = pending
appeal-upheld = upheld
appeal-overruled = overruled
appeal-decided = { $state } { $hearing }: { $reason }
appeal-returned = returned
appeal-kept = kept
appeal-deposit = { $amount }
appeal-deposit-returned = { $amount } returned
appeal-deposit-kept = { $amount } kept
appeal-against-incident = incident { $incident }
appeal-against-result = the result of round { $round }, board { $board }
committee-same-club = { $member } is of the same club as { $player } ({ $no }): { $value }
committee-same-federation = { $member } is of the same federation as { $player } ({ $no }): { $value }
article-cited = { $article }
# An article of a rule book named by its number (`000 art. 2.24`).
article-ref = { $book } art. { $number }
article-none = no article in { $book }


## Pairing: how a round was proposed, the rules a pairing breaks
pairing-method-match-rounds = match rounds (ranking score, no rematch, alternating first moves)
pairing-method-dutch = FIDE Dutch system (C.04.3)
pairing-method-berger = Berger tables (FIDE C.05 Annex 1)
pairing-rule-rematch = rematch (C.04.1 art. 2: two players do not meet more than once)
pairing-rule-colour-run = colour rule (C.04.1 art. 7, C.04.3 C3: no one gets the same colour three times in a row)
pairing-rule-colour-difference = colour rule (C.04.1 art. 6, C.04.3 C3: the colour difference stays within 2)
pairing-rule-second-bye = bye rule (C.04.1 art. 4: no pairing-allocated bye after a bye or a win without playing)
pairing-rule-extra-bye = bye rule (C.04.1 art. 3: one pairing-allocated bye, and only in an odd field)
pairing-rule-forbidden = forbidden pairing (same club or family)
pairing-rule-unavailable = absent player paired (withdrawn, requested bye or late entry)
pairing-rule-absent-twice = absent two rounds running (the controller withdraws the player or pairs them anyway)
pairing-rule-paired-twice = player paired twice
pairing-rule-missing = player missing from the pairing
pairing-rule-unknown-entry = unknown starting number

pairing-warning = { $rule }: { $detail }
pairing-detail-no-entry = no entry has starting number { $no }
pairing-detail-on-boards = { $no } is on { $count } boards
pairing-detail-not-paired = { $no } ({ $name }) is neither paired nor given the bye
pairing-detail-absent-twice = { $no } ({ $name }) was absent in rounds { $first } and { $second }
pairing-detail-withdrawn = { $no } ({ $name }) has withdrawn in round { $round }
pairing-detail-requested-bye = { $no } ({ $name }) asked for a bye in round { $round }
pairing-detail-not-entered = { $no } ({ $name }) has not entered yet in round { $round }
pairing-detail-must-not-meet = { $a } and { $b } must not be paired
pairing-detail-met = { $a } and { $b } already played each other in round { $round }
pairing-detail-first-run = { $no } would move first in game 1 for the third match running
pairing-detail-second-run = { $no } would move second in game 1 for the third match running
pairing-detail-white-run = { $no } would have White for the third game running
pairing-detail-black-run = { $no } would have Black for the third game running
pairing-detail-colour-difference = { $no } would have { $white } White and { $black } Black games
pairing-detail-extra-byes = { $count ->
    [one] one pairing-allocated bye
   *[other] { $count } pairing-allocated byes
} among { $players } players
pairing-detail-had-bye = { $no } had the pairing-allocated bye in round { $round }
pairing-detail-won-by-forfeit = { $no } won round { $round } by forfeit
pairing-detail-win-without-playing = { $no } scored a win without playing in round { $round }
## The controller's report
report-owed = { $name }: { $amount } owed
report-both-players = { $a } and { $b }
report-chief = { $name } (chief)
entry-disqualified-from = disqualified from round { $round }
entry-withdrawn-from = withdrawn from round { $round }
entry-late-from = late entry from round { $round }
report-forfeit-absent = absent: forfeits the game
report-forfeit-both-absent = both absent: both score nothing
report-forfeit-score-sheets = score-sheets not handed in: zero for the round
report-forfeit-declared-lost = game declared lost (incident { $incident })

time-control-plus-minutes = { $minutes } min + { $plus } min per move
time-control-plus-seconds = { $minutes } min + { $plus } s per move
time-control-moves-per-hour = { $moves } moves per hour
## Fields of the book named in a refusal
field-appellant = the appellant
field-article = the article
field-member-club = the committee member's club
field-member-federation = the committee member's federation
field-member-name = the committee member's name
field-grounds = the grounds
field-hearing = the hearing
field-payment-date = the payment date
field-payment-method = the payment method
field-reason = the reason
field-recorder = the recorder
field-spectator-name = the spectator's name
field-time = the time

## Refusals of the book
text-problem-control = contains a control character (such as a line break)
text-problem-bidi = contains a bidirectional control character (U+202A-U+202E, U+2066-U+2069)
text-problem-invisible = has no visible character
refusal-book-unknown-penalty = penalty { $penalty } is not one of warning, game-lost, disqualification, expulsion (000 art. 6.9)
refusal-book-empty = { $field } cannot be empty
refusal-book-too-long = { $field } has { $len } characters; at most { $max } are accepted
refusal-book-bad-text = { $field } { $problem }
refusal-unknown-entry = there is no entry with starting number { $no }
refusal-book-unknown-entry = entry { $no } is not in the tournament
refusal-book-no-such-round = round { $round } does not exist
refusal-book-spectator-penalty = a spectator plays no game: { $penalty } applies to players only (a spectator is warned or expelled, 000 art. 5.9)
refusal-book-game-needs-board = a game declared lost needs the round and the board
refusal-book-board-needs-round = a board is named with its round: give the round too
refusal-book-game-needs-board-of = a game is named with its round and board: give them too
refusal-no-such-round = there is no round { $round }
refusal-no-such-board = round { $round } has no board { $board }
refusal-book-draft-round = round { $round } is still a draft: no game of it can be declared lost
refusal-book-not-on-board = entry { $no } does not play at board { $board } of round { $round }
refusal-book-bye-board = board { $board } of round { $round } is a bye: it has no game to declare lost
refusal-book-no-such-game = board { $board } of round { $round } has no game { $game }
refusal-book-other-games-open = the other games of board { $board } of round { $round } have no result yet: enter them first, or declare every game of the board lost
refusal-book-already-disqualified = entry { $no } is already disqualified
refusal-book-paired-in-draft = entry { $no } is paired in round { $round }, still a draft: re-pair the round without them (or publish and play it) before the disqualification
refusal-book-no-such-incident = incident { $incident } does not exist
refusal-book-already-lifted = the penalty of incident { $incident } is already lifted
refusal-book-committee-too-small = an appeals committee has at least three members (000 art. 7.1); { $count ->
    [one] one is given
   *[other] { $count } are given
}
refusal-book-committee-too-large = an appeals committee has at most { $max } members; { $count } are given
refusal-book-committee-twice = { $name } is named twice in the committee
refusal-book-committee-concerned = { $name } cannot sit on the appeals committee: { $player } ({ $no }) is the player concerned (000 art. 7.1: the committee is not involved with the players concerned)
refusal-book-committee-opponent = { $name } cannot sit on the appeals committee: { $player } ({ $no }) is a player concerned (the opponent) (000 art. 7.1: the committee is not involved with the players concerned)
refusal-book-no-such-appeal = appeal { $appeal } does not exist
refusal-book-already-decided = appeal { $appeal } is already decided
refusal-book-not-decided = appeal { $appeal } is not decided yet
refusal-book-unknown-decision = { $decision } is not a decision: upheld or overruled
refusal-book-correction-needed = overruling a ruling on a result needs the corrected result
refusal-book-no-ruling = a ruling appealed against is a result: round { $round }, board { $board } has none
refusal-book-bad-amount = amount { $amount } is not an amount of money such as 10 or 12.50
refusal-book-no-deposit = the appeal has no deposit
refusal-book-bad-fees = fee `{ $fees }` is not one of standard=AMOUNT, junior<AGE=AMOUNT, titled=AMOUNT

## Refusals of a tournament
refusal-duplicate-start-no = starting number { $no } is already taken
refusal-finished = the tournament is finished (all { $rounds } rounds played, the last one closed): an entry now is a late entry and needs a reason
refusal-fewer-rounds-than-paired = rounds: { $paired } rounds are already paired, so the tournament cannot have { $rounds }
refusal-too-many-entries = a tournament takes at most { $max } entries
refusal-all-rounds-paired = { $count ->
    [one] the only round is already paired
   *[other] all { $count } rounds are already paired
}
refusal-previous-round-draft = round { $round } is still a draft: publish it and enter its results before pairing round { $next }
refusal-previous-round-open = round { $round } is missing results on { $count ->
    [one] board { $boards }
   *[other] boards { $boards }
}: pair round { $next } once they are in
refusal-not-last-round = only the last round ({ $last }) can be re-paired, not round { $round }
refusal-paired-twice = entry { $no } appears twice in the pairing of round { $round }
refusal-self-pairing = entry { $no } cannot play itself
refusal-unpaired = entry { $no } is available in round { $round } but is neither paired nor given a bye
refusal-forbidden-pairing = entries { $a } and { $b } must not be paired (same club or family)
refusal-prohibited-pairing = entries { $a } and { $b } must not be paired in round { $round } (a prohibited pairing)

## Ballot
ballot-settings-none = no ballot
ballot-settings-per-round = deck { $deck }, one opening per round, seed { $seed }
ballot-settings-per-board = deck { $deck }, one opening per board, seed { $seed }
ballot-seed-random = random
refusal-ballot-none = the tournament has no ballot (its settings say free play)
refusal-ballot-unknown-deck = there is no deck named `{ $deck }` (see `crownhead decks`)
refusal-ballot-wrong-variant = deck `{ $deck }` is not for { $variant } (it is for { $allowed })
refusal-ballot-unknown-opening = deck `{ $deck }` has no opening `{ $opening }`
refusal-ballot-barred = opening { $opening } of deck `{ $deck }` is barred: it is never balloted
refusal-ballot-no-such-board = round { $round } has no board { $board } with two players
refusal-ballot-has-results = round { $round } already has results on { $count ->
    [one] board { $boards }
   *[other] boards { $boards }
}: its ballot can no longer change
refusal-ballot-already-drawn = round { $round } already has its ballot: redraw it with a reason
refusal-ballot-no-reason = a redraw or an opening set by hand needs a reason

## The audit log: the words of a row no message says in full (entity, action)
audit-word = { $key ->
    [round] round
    [entry] entry
    [tournament] tournament
    [record] record
    [import] import
    [team-match] team match
    [pair] pair
    [create] create
    [team] team
    [set] set
    [knockout-game] knock-out game
    [incident] incident
    [team-settings] team settings
    [fees] fees
    [entry-fee] entry fee
    [disqualified-games] disqualified games
    [appeal] appeal
    [undo] undo
    [stage] stage
    [settings] settings
    [set-schedule] set schedule
    [set-players] set players
    [reorder] reorder
    [re-pair] re-pair
    [ranking] ranking
    [prize-list] prize list
    [play-off] play-off
    [pay] pay
    [lift-disqualification] lift disqualification
    [lift] lift
    [game] game
    [file] file
    [due] due
    [disqualify] disqualify
    [book-settings] book settings
    [board] board
    [decide] decide
    [upheld] upheld
    [overruled] overruled
    [player-report] player's report
    [bye-request] bye request
    [withdraw] withdraw
    [set-lineup] set line-up
    [revoke-link] revoke link
    [reject-reports] reject reports
    [refuse-bye] refuse bye
    [online-settings] settings for players online
    [issue-links] issue links
    [forfeit] forfeit
    [check-in] check-in
    [change] change
    [ballot-settings] ballot settings
    [ballot-redraw] ballot redrawn
    [add-section] add section
    [publish] publish
    [unpublish] unpublish
    [close] close
    [event] event
    [user] account
   *[other] { $word }
}

## The audit log: the fields a change touched (settings, an entry, the settings for players online)
audit-field-name = name
audit-field-venue = venue
audit-field-start-date = start date
audit-field-end-date = end date
audit-field-chief-controller = chief controller
audit-field-variant = variant
audit-field-system = system
audit-field-rounds = rounds
audit-field-games-per-round = games per round
audit-field-scoring = scoring
audit-field-ballot = ballot
audit-field-time-control = time control
audit-field-tie-breaks = tie-breaks
audit-field-federation = federation
audit-field-round-dates = round dates
audit-field-acceleration = acceleration
audit-field-prohibited = prohibited pairings
audit-field-report = report details
audit-field-language = language
audit-field-knockout = knock-out settings
audit-field-team = team settings
audit-field-time-zone = time zone
audit-field-no = start number
audit-field-fmjd-id = FMJD ID
audit-field-national-id = national ID
audit-field-rating = rating
audit-field-title = title
audit-field-women-title = women's title
audit-field-women-rating = women's rating
audit-field-club = club
audit-field-birth-date = birth date
audit-field-withdrawn-from = withdrawn from round
audit-field-late-from = late entry from round
audit-field-requested-byes = byes requested
audit-field-forbidden = forbidden opponents
audit-field-bye-points = bye points
audit-field-birth-year = birth year
audit-field-sex = sex
audit-field-national = national rating
audit-field-disqualified-from = disqualified from round
audit-field-games-annulled = games annulled
audit-field-check-in = check-in
audit-field-accept-agreed = agreed reports accepted automatically
audit-field-max-byes = byes a player may ask for
audit-field-no-byes-last = no requested byes in the last rounds
audit-field-approve-byes = bye requests approved automatically
audit-field-deck = opening deck
audit-field-per = one opening per
audit-field-seed = seed
audit-field-kind = kind

## The built-in ballot decks (fixtures/ballots/), and how many openings a deck draws from
deck-acf-3move = ACF three-move ballot: 156 openings (144 crossboard, 12 added in 2003); 18 barred, never drawn
deck-english-2move = English two-move ballot: 43 standard first-move pairs; 6 excluded, never drawn
deck-free = Free play: no ballot, every game starts from the initial position
deck-idf-brazilian = IDF table of Brazilian draughts openings: 736 start positions
deck-idf-russian = IDF table of Russian draughts openings: 745 start positions
deck-idf-short-150 = IDF short table (women, blitz): 150 start positions, Russian or Brazilian
deck-openings = { $count ->
    [one] { $count } opening
   *[other] { $count } openings
}

## The reasons the program writes on an audit row
audit-reason-team-boards = boards made from the team line-ups
audit-reason-paired-automatically = paired automatically: { $method }
