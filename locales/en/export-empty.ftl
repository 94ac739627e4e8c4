# A PDN download of an event without game records.
export-empty-title = No game records yet
export-empty-text = { $name } has no game records yet: there is no PDN file to download. A game's record is entered on its page, from the round's results grid.
export-empty-back = Back to the tournament
