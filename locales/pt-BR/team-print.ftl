# Prints of a team round: the list by match and the match slips.
team-print-by-match = Por match
team-total = Total
team-slip-captain = Capitão de { $team }
team-slip-arbiter = Árbitro
