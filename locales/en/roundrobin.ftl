# A round robin's square crosstable and wall chart; which numbers a system pairs by.
col-berger-no = No
square-hint = Players by Berger number (their start number, FIDE C.05 Annex 1): each row gives the points its player scored against the player of each column, one result per round they met (a match: its score, the row's player first); F marks a result not played over the board. A result with a game record links to it.
square-legend = each cell: the points of the row's player against the column's player, one result per meeting (a match: its score); F = not played over the board
pair-table-key-berger = No: the Berger number, which in a round robin is the start number (FIDE C.05 Annex 1); Pts: points before the round.
berger-numbers-heading = Berger numbers
berger-numbers-hint = A round robin is paired by the Berger tables (FIDE C.05 Annex 1) on the start numbers: player No 1 takes number 1 of the table, No 2 number 2, and so on. No initial ranking by rating is made.
match-colours-reversed = Each round is a match of { $games } games, colours reversed each game; the colours shown are those of game 1.
