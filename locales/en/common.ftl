# What every page shares: the header, the language switcher, counts.
nav-events = Events
nav-controller = Controller
nav-language = Language
rounds-count = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
back = Back
sign-in = Sign in
sign-out = Sign out
print = Print
download = Download
downloads = Downloads
dl-standings = standings
dl-results = results
dl-games = games
dl-pairings = pairings
dl-event = the event
tab-overview = Overview
tab-standings = Standings
tab-crosstable = Crosstable
tab-prizes = Prizes
tab-wallchart = Wall chart
col-tournament = Tournament
col-section = Section
col-variant = Variant
col-system = System
col-players = Players
col-rounds-played = Rounds played
col-no = No
col-name = Name
col-fed = Fed
col-rating = Rating
col-club = Club
col-rank = Rank
col-pts = Pts
col-mp = MP
col-round = Round
col-round-short = R{ $n }
col-board = Board
col-home = Home
col-away = Away
col-result = Result
col-games = Games
col-game = Game
col-opening = Opening
col-colour = Colour
col-opponent = Opponent
col-points = Points
col-category = Category
col-place = Place
col-amount = Amount
col-shared-with = Shared with
col-prize = Prize
round-n = Round { $n }
round-n-lower = round { $n }
board-n = Board { $n }
board-n-lower = board { $n }
game-n = game { $n }
round-state = { $state ->
    [draft] draft
    [published] published
    [results-complete] results complete
    [closed] closed
   *[other] { $state }
}
variant-name = { $v ->
    [international] international draughts
    [english] English draughts
    [russian] Russian draughts
    [brazilian] Brazilian draughts
    [checkers] American checkers
   *[other] { $v }
}
system-name = { $s ->
    [swiss] Swiss system
    [round-robin] round robin
    [double-round-robin] double round robin
    [knockout] knock-out
    [double-knockout] double knock-out
   *[other] { $s }
}
bye-kind = { $kind ->
    [pairing] bye (pairing)
    [requested] bye (requested)
    [withdrawn] bye (withdrawn)
    [not-entered] bye (not entered)
   *[other] bye ({ $kind })
}
colour-name = { $c ->
    [w] white
    [b] black
   *[other] { $c }
}
side-name = { $side ->
    [White] White
    [Black] Black
   *[other] { $side }
}
not-paired = not paired
withdrawn-from = withdrawn from round { $round }
dates-from-to = { $from } to { $to }
games-per-round = { $count ->
    [one] one game a round
   *[other] { $count } games a round
}
tab-teams = Teams
tab-bracket = Bracket
