# A round robin's square crosstable and wall chart; which numbers a system pairs by.
col-berger-no = No
square-hint = Players by Berger number (their start number, FIDE C.05 Annex 1): each row gives the points its player scored against the player of each column, one result per round they met (a match: its score, the row's player first); F marks a result not played over the board. A result with a game record links to it.
square-legend = each cell: the points of the row's player against the column's player, one result per meeting (a match: its score); F = not played over the board
