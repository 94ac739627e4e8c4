# The weekend Swiss: initial ranking, pairing table, colours, lists.
col-pairing-no = PNo
col-start-no = SNo
colour-in-game-1 = in game 1
pair-table-key = PNo: pairing number (initial ranking); the start number in brackets; Pts: points before the round.
ranking-heading = Initial ranking
ranking-hint = Pairing numbers follow the initial ranking (FIDE C.04.2): rating, then title, then name; the unrated last. The start number (order of entry) stays the player's number in files and links. The order may be changed until round 1 is paired; a late entry takes its place by the same rule until round 4 is paired, the end of the list after.
ranking-order = Start numbers in ranking order
ranking-reason = Reason (kept in the audit log)
ranking-save = Save this order
ranking-by-rule = Back to the rule's order
ranking-fixed = Round 1 is paired: the ranking is kept; a late entry takes its place by the rule.
ranking-not-a-number = { $text } is not a start number
ranking-unknown = No entry has start number { $no }
ranking-twice = Start number { $no } is listed twice
ranking-missing = Start number { $no } is missing from the list
ranking-paired = Round 1 is paired: the initial ranking can no longer change
ranking-no-reason = Give a reason for the change (it is kept in the audit log)
table-scrolls = The table scrolls sideways
colour-title = { $c ->
    [w] White
   *[b] Black
}
grid-notation-hint = In this event a result is written as the points of both players: { $win } (the first player wins), { $draw } (a draw), { $loss } (the second player wins). The two scores may be separated by -, : or /; the grid moves on by itself after a complete result, and Tab or Enter moves on after a short key.
grid-bad-cell = “{ $text }” is not a result: type { $win }, { $draw } or { $loss } (or 1, =, 0, +, -, --)
grid-not-saved = Nothing was saved: correct the marked cells and save again.
grid-refused = Nothing was saved: { $problem }
pairings-not-playing = Not playing this round
pairings-key = No: start number; Pts: points before the round; the result column is filled in after the game.
