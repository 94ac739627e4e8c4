# Prints of a team round: the list by match and the match slips.
team-print-by-match = Par match
team-total = Total
team-slip-captain = Capitaine de { $team }
team-slip-arbiter = Arbitre
