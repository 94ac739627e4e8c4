# The public pages: events, a tournament, standings, crosstable, rounds, players, prizes, games.
events-title = Events
events-tournaments = Tournaments
events-none = No tournament yet.
event-no-section = No section yet.
rounds-heading = Rounds
players-heading = Players ({ $count })
standings-after-round = Standings after round { $round }
crosstable-after-round = Crosstable after round { $round }
crosstable-hint = Each round: the opponent's start number (column No), the colour (w white, b black; none for a game not played over the board) and points scored; F marks a result not played over the board. A cell with a game record links to it.
print-by-board = Print by board
print-by-name = Print by name
print-slips = Result slips
player-rating = rating { $rating }
player-women-rating = women's rating { $rating }
player-rank-points = Rank { $rank } · { $value ->
    [one] { $points } point
   *[other] { $points } points
}
prizes-after-round = Prizes after round { $round }
category-empty = Nobody in this category.
game-title = Round { $round }, board { $board }, game { $game }
viewer-ballot = Ballot
viewer-flagged = flagged
viewer-previous = previous
viewer-next = next
viewer-key-first = Start (Home)
viewer-key-prev = Previous move (←)
viewer-key-next = Next move (→)
viewer-key-last = Last move (End)
viewer-start-link = Start
viewer-marked = marked
viewer-marked-note = the moves of the ballot
viewer-other-games = This board's other games
viewer-round-games = the round's games
viewer-start = The start position
viewer-start-ballot = The balloted position
viewer-after = After { $move }{ $ballot ->
    [yes] {" "}(ballot)
    [unwritten] {" "}(ballot, not written in the record)
   *[no] {""}
}
viewer-forfeit = { $points } (forfeit)
prizes-no-list = No prize list yet.
ballot-note = { $note ->
    [with-ballot] the record writes the ballot moves (marked)
    [from-ballot-fen] the record starts from the balloted position
    [after-ballot] the record starts after the ballot: its moves are shown first (marked)
    [ballot-position] the game starts from the balloted position
    [other-opening] the record starts from another opening than the ballot
    [deck-unknown] the ballot's deck is not known here: the record is shown from its own start
   *[other] { $text }
}
