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
