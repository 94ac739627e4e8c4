# The marks beside a player whose round a ruling changed, and their legend.
ruling-legend = { $ruling ->
    [forfeit] absent: the game is lost by forfeit
    [both-absent] both players absent: neither scores
   *[sheets-missing] no complete signed score-sheets handed in: zero for the round, the opponent keeps what they earned
}
