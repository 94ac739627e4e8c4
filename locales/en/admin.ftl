# The controller's pages: dashboard, tournament, entries, rounds, results, ballots, settings,
# imports, prizes, audit log, accounts.
who-disk-full = The server's disk is full: the last change could not be saved (nothing was lost). Free some space on the server, then send it again.
who-snapshot-failed = The automatic backup snapshot failed ({ $detail }): the database has no copy since. Check the `backups` folder beside the database (space, permissions); the message goes once a snapshot succeeds.
who-signed-in-as = Signed in as
role-chief = chief controller
role-assistant = assistant
role-name = { $role ->
    [chief] chief controller
    [assistant] assistant
   *[other] { $role }
}
nav-dashboard = Dashboard
nav-accounts = Accounts
admin-tab-entries-rounds = Entries & rounds
admin-tab-settings = Settings
admin-tab-import = Import CSV
admin-tab-fmjd-list = FMJD list
admin-tab-missing = Missing results
admin-tab-audit = Audit log
admin-tab-public = Public page
add = Add
create = Create
save = Save
preview = Preview
account = Account
password = Password
password-min = Password (10 characters or more)
password-again = Password again
col-title = Title
col-women-title = Women's title
col-women-rating = Women's rating
col-line = Line
col-problems = Problems
col-trophy = Trophy
col-sheets-missing = Sheets missing
col-forfeits = Forfeits
dl-entries = entries
dl-fmjd-report = FMJD rating report
admin-section-of = Section of the event
admin-version = version { $version }
admin-pair-round = Pair round { $n }
admin-entries-heading = Entries ({ $count })
admin-edit-withdraw = edit / withdraw
admin-add-entry = Add an entry
dashboard-event = Event
dashboard-event-n = event { $n }
dashboard-no-section = No section yet: add one from a tournament's page.
dashboard-new-tournament = New tournament
dashboard-preset = Preset
preset-fmjd-international = FMJD international (10×10, one game a round)
preset-english = English (EDA, 2-game matches, 3-move ballot)
preset-russian = Russian (2-game micro-matches)
preset-acf-checkers = ACF checkers (2-game matches, 3-move ballot)
dashboard-new-event = New event
dashboard-event-hint = An event holds several tournaments as its sections (Master, Major, Minor; rating groups): each keeps its own entries, rounds and settings.
dashboard-create-event = Create the event
audit-title = Audit log
audit-title-lower = audit log
audit-when = When
audit-who = Who
audit-what = What
audit-before = Before
audit-after = After
audit-reason = Reason
missing-lower = missing results
missing-none = Every published round has all its results.
entry-n = Entry { $n }
entry-federation = Federation
entry-fmjd-id = FMJD id
entry-national-id = National id
entry-birth-date = Birth date
entry-withdraw = Withdraw
entry-from-round = From round
import-title = Import entries
import-heading = Import entries from CSV
import-hint = A header line, then one entry a line. Columns: { $columns } (name is required). Nothing is imported while any row is bad.
import-bad-rows = { $bad ->
    [one] { $bad } bad row of { $total }: fix it and preview again.
   *[other] { $bad } bad rows of { $total }: fix them and preview again.
}
import-all-good = { $total ->
    [one] { $total } row, good.
   *[other] { $total } rows, all good.
}
import-showing = Showing the first { $count } rows; every row was checked.
import-showing-bad = Showing the first { $count } bad rows; every row was checked.
import-line = line { $line }
import-confirm = { $total ->
    [one] Import { $total } entry
   *[other] Import { $total } entries
}
import-separators = Column names in any case (Name, NAME, name); columns separated by commas, semicolons or tabs, as the header line has them.
import-file = Or a CSV file (at most { $kib } KiB)
import-read-file = Read from the file { $file }.
import-refused = Refused, nothing was imported:
import-sep-comma = Columns separated by commas.
import-sep-semicolon = Columns separated by semicolons.
import-sep-tab = Columns separated by tabs.
absent-heading = { $count ->
    [one] One player absent two rounds running
   *[other] { $count } players absent two rounds running
}
absent-hint = Absent from both rounds before this one (forfeited by absence, 000 art. 2.24-2.25, or not paired). You decide: withdraw the player from this round on, or pair them anyway.
absent-rounds = absent in rounds { $first } and { $second }
absent-reason = Absent in rounds { $first } and { $second }
absent-confirm = I confirm the withdrawal from round { $round } on
absent-pair-anyway = To pair them anyway, leave them in the pairing: its check names them, and publishing the round asks you to confirm.
pair-auto = Pair round { $n } automatically
pair-proposed-by = Proposed by the { $method }: saved as a draft, it can still be changed and is published from its page.
pair-no-rule-broken = The pairing below breaks no pairing rule.
pair-no-rule-broken-by = The pairing below breaks no pairing rule ({ $method }).
pair-unreadable = The pairing below cannot be read:
pair-breaks = The pairing below breaks { $count ->
    [one] { $count } pairing rule
   *[other] { $count } pairing rules
}:
pair-hint = One board a line, home (moving first in game 1) first: 3 7 or 3-7; bye 5 for a pairing bye. Requested byes, withdrawals and late entries get their byes automatically. Check lists the pairing rules the pairing breaks; Save the draft keeps it as a draft: publish it from its page.
pair-pairings = Pairings
pair-check = Check the pairing
pair-save-draft = Save the draft
pair-to-pair = To pair ({ $count })
allocation = Allocation
allocation-after-round = Allocation after round { $round }
prizes-print-sheet = Print the payment sheet
prize-list = Prize list
prize-list-hint = One item a line: sharing: equal (or hort, tie-break-order); categories such as category U2000: rating below 2000, category Juniors: junior under 18 on 2026-07-01, category Seniors: senior from 65 on 2026-07-01, category Unrated: unrated, category Women: women, category NED: federation NED, category Oost: club DC Oost; prizes as 1: 500 Cup (place, amount, optional trophy) or U2000 1: 100. Each player receives one prize, the larger one; tied players share as the sharing rule says.
prize-list-save = Save the prize list
reason-finished = Reason for the change (required: the tournament is finished)
reason-closed = Reason for the correction (required: the round is closed)
record-title = Game record
record-back = back to the round
record-verification = Verification
record-flagged = Flagged
record-first-irregular = First irregular move
record-draw-rule = Draw rule
record-note = Note
record-none = No record yet: paste the game's PDN (or load the file) and save it to verify it.
record-pdn = PDN record
record-load-file = Or load a PDN file into the box
record-ruling = Controller's ruling
record-ruling-short = Ruling
round-opening-ballot = Opening ballot
round-publish-anyway = I have read the { $count ->
    [one] warning
   *[other] { $count } warnings
} below and publish this pairing anyway
round-publish = Publish round { $n }
round-unpublish = Unpublish round { $n } (back to draft)
round-close = Close round { $n }
round-missing = Missing results: { $count ->
    [one] board
   *[other] boards
} { $boards }
round-breaks = This pairing breaks { $count ->
    [one] { $count } pairing rule
   *[other] { $count } pairing rules
}:
round-publish-to-enter = Publish the round to enter results.
round-change-pairing = Change the pairing
round-pairings-label = Pairings, one board a line (home away, bye N)
round-save-pairing = Save the new pairing
round-grid-hint = Type each game's result and Tab to the next: 1 home wins, 0 away wins, = draw, + away absent, - home absent, -- both absent. Tick a side's box when its score-sheets are missing ({ $sheets }).
grid-game-label = board { $board } game { $game }
grid-records = records
grid-home = home
grid-away = away
grid-save = Save results
forfeit-home-absent = home absent
forfeit-away-absent = away absent
forfeit-both-absent = both absent
forfeit-home-sheets = home sheets
forfeit-away-sheets = away sheets
print-by-name-short = by name
print-slips-short = result slips
settings-venue = Venue
settings-start-date = Start date
settings-end-date = End date
settings-time-control = Time control
settings-time-control-code = Time control code (TRF 222, such as 5400+30)
settings-federation = Federation of the event (TRF 032)
settings-language = Language of the event
settings-language-hint = The print views are in this language, and the public pages for a reader whose browser asks for none of the five languages.
settings-acceleration = Accelerated pairings (C.04.5)
settings-acceleration-none = none
settings-acceleration-baku = Baku acceleration (C.04.5.1): the first half of the players, rounded up to an even number, get a won round's worth of fictitious points for the first half of the accelerated rounds (the first half of the rounds), a drawn round's worth for the others
settings-acceleration-records = as imported (TRF 250 records)
settings-round-dates = Round dates (TRF 132): one round a line, ROUND YYYY-MM-DD
settings-tie-breaks = Tie-breaks, in order
settings-tie-breaks-hint = A comma-separated list of names or FIDE codes, applied in order after the score. They follow the FIDE Tie-Break Regulations, { $rules } (the edition in force at the start date).
settings-fide-code = FIDE code
settings-heading = Heading
settings-what-it-counts = What it counts
settings-scoring = Scoring
settings-scoring-locked = Results are stored: the scoring is fixed (a change would re-score them). It can change only until the first result, a bye included, is stored.
settings-scoring-hint = Points are whole or half numbers (2, 1.5, 0). The scoring can change until the first result, a bye included, is stored.
settings-game-won = Game won
settings-drawn = drawn
settings-lost = lost
settings-pairing-bye = Pairing bye (per game)
settings-requested-bye = Requested bye (per game)
settings-forfeit-win = Win by forfeit (per game)
settings-match-points = Match points
settings-match-won = match won
settings-ranked-by = Ranked by
settings-paired-by = Paired by
settings-game-points = game points
settings-match-points-lower = match points
ballot-deck = Deck
ballot-no-ballot = No ballot (free play)
ballot-one-opening = One opening
ballot-per-round = per round, for every board
ballot-per-board = per board
ballot-seed-settings = Seed (blank: a fresh random seed at each draw)
ballot-save = Save the ballot
ballot-title = Ballot, round { $n }
ballot-heading = ballot of round { $n }
ballot-back = Back to round { $n }
ballot-change = change
ballot-seed = Seed
ballot-all = all
ballot-every-board = every board without its own
ballot-hint = A match plays the same opening in every game of a board, the colours reversed each game. Anyone can repeat a draw from the deck, the seed and the openings drawn before it in the event.
ballot-locked = Results are in: the ballot of this round can no longer change.
ballot-redraw = Redraw
ballot-draw = Draw
ballot-redraw-reason = Reason for the redraw (required)
ballot-seed-redraw = Seed (blank: a fresh random one)
ballot-seed-draw = Seed (blank: the event's, or a random one)
ballot-redraw-button = Redraw the ballot
ballot-draw-button = Draw the ballot
ballot-set-heading = Set an opening by hand
ballot-board-blank = Board (blank: the whole round)
ballot-reason = Reason (required)
ballot-set-button = Set the opening
fmjd-title = FMJD player list
fmjd-heading = Entries from the FMJD player list
fmjd-hint = The list as the FMJD publishes it (V{"{"}yymmdd{"}"}.DRA: columns nr_ew, nick, last_n, first_n, country, title, rating, wtitle, wrating; Latin-1 or UTF-8). Every entry whose FMJD ID is in the list gets the list's federation, title, rating, women's title and women's rating; a blank in the list leaves what the entry has, and names stay as entered. Nothing is saved until you confirm.
fmjd-unreadable = { $source } cannot be read as the FMJD list: nothing was changed.
fmjd-read = { $source }: { $players ->
    [one] { $players } player
   *[other] { $players } players
} in { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
}, read as { $encoding }.
fmjd-changes = { $count ->
    [one] { $count } entry changes
   *[other] { $count } entries change
}
fmjd-id = FMJD ID
fmjd-list-line = List line
fmjd-listed-as = Listed as
fmjd-changes-col = Changes
fmjd-notes = Notes
fmjd-none = none
fmjd-noted = Entries left as they are, with a note
fmjd-unchanged = { $count ->
    [one] { $count } entry is in the list as it is.
   *[other] { $count } entries are in the list as they are.
}
fmjd-not-found = Not in the list (by FMJD ID): entries { $entries }.
fmjd-without-id = No FMJD ID: entries { $entries }.
fmjd-warnings = Warnings in the list ({ $count })
fmjd-showing = Showing the first { $count }; every row was read.
fmjd-save = Save the changes to { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}
fmjd-nothing = Nothing to save.
fmjd-another = Another list
fmjd-the-list = The list
fmjd-file = The list's file
fmjd-paste = Or its text, pasted (header line first)
login-setup-pending = No controller account exists yet: open the set-up link the server printed when it started.
setup-title = Set up
setup-heading = Create the chief controller's account
setup-note = This link works once. The account may do everything, including adding assistants.
setup-create = Create and sign in
users-signed-in-as = Signed in as { $name }.
users-role = Role
users-role-assistant = assistant (results and game records)
users-add = Add an account
record-move-at = { $move } (ply { $ply }, { $side })
record-legal = Legal: every move of the { $variant } record ({ $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}) follows the rules.
record-legal-result-disagrees = Legal moves, but the result disagrees with the final position.
record-irregular = Irregular at { $at }.
record-unreadable = Unreadable: the record cannot be followed.
record-no-result = No result recorded (*).
record-result-agrees = Result { $result }: agrees with the final position.
record-result-disagrees = Result { $result }: disagrees with the final position ({ $side } has no move left).
record-one-side = one side
record-result-unchecked = Result { $result }: not checked (the record stops at an irregular move).
record-result-contradicts-grid = The record says { $result }, the result entered for this game is { $grid }: they contradict each other. The PDN export writes the record's result until a ruling is written, then the result entered with a note.
record-caption-before = The position before { $move }, { $side } to move; the squares of the move are outlined.
record-caption-end = The position at the end of the record ({ $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}).
record-ballot = { $message } (ballot { $opening })
ballot-set-by-hand = set by hand
saved-settings = Settings saved.
saved-entry = Entry saved.
saved-entry-added = Entry added.
entry-sex = Sex
entry-sex-none = not given
entry-sex-m = man
entry-sex-w = woman
prize-sharing = How players tied on points share
prize-sharing-equal = Equally: the money of the places they hold together
prize-sharing-hort = Hort system: half equally, half by tie-break place
prize-sharing-tie-break-order = No sharing: the prizes in tie-break order
prize-categories = Categories
prize-category-name = Name
prize-category-rule = Who is in it
prize-category-value = Rating, age, federation or club
prize-category-to = Rating up to (band)
prize-category-on = Age on (date)
prize-rule-rating-below = rating below
prize-rule-rating-band = rating from … up to
prize-rule-junior-under = juniors under (age)
prize-rule-senior-from = seniors from (age)
prize-rule-unrated = unrated players
prize-rule-women = women
prize-rule-federation = federation (code)
prize-rule-club = club
prize-prizes = Prizes
prize-main = main ranking
prize-controls-hint = Rows left empty are left out; saving the list adds empty rows for more.
prize-advanced = Advanced: the list as typed
