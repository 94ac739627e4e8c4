# The print views: wall chart, pairing lists, result slips, prize sheet.
wallchart-print = Print this page (A3 or A4 landscape)
wallchart-header-repeats = The table header repeats on every page.
wallchart-after-round = wall chart after round { $round }
wallchart-legend = each round: the opponent's start number (No), colour (w white, b black; none when not played over the board), points; F = not played over the board
pairings-title = Round { $round } pairings
pairings-by-name = Pairings by name
pairings-by-board = Pairings by board
slips-title = Round { $round } result slips
slip-opening = Opening
slip-every-game = every game, colours reversed
slip-signatures = Signatures
prizes-lower = prizes
prize-sheet-after-round = standings after round { $round }
col-name-no = Name (no)
col-received = Received (signature)
prize-trophy = trophy
prize-sheet-chief = Chief controller
prize-sheet-treasurer = Treasurer
