# Why a player has no game in a round: the player's page, the round's lists, the grid.
no-game = { $kind ->
    [pairing] bye
    [requested] bye (asked for)
    [withdrawn] withdrawn
    [not-entered] not yet entered (late entry)
    [default-win] board won by default (the other team put nobody up)
    [resting] resting (not in the line-up)
    [team-absent] team did not turn up
    [opponents-absent] match won by forfeit (the other team did not turn up)
    [team-bye] team bye
   *[other] not paired
}

# The legend under a crosstable or wall chart: each code of a round without a game that the
# table shows (`rb 0`, `wd 0`, `def 2`), with what it means.
no-game-legend = Rounds without a game:
# A withdrawn player in the standings, crosstable and wall chart.
standings-withdrawn = withdrawn from round { $round }
# A code's meaning in the legend (the pairing bye said in full, the others as on the pages).
no-game-meaning = { $kind ->
    [pairing] the pairing-allocated bye
   *[other] { no-game }
}
