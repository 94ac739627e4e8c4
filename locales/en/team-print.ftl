# Prints of a team round: the list by match and the match slips.
team-print-by-match = By match
team-total = Total
team-slip-captain = Captain of { $team }
team-slip-arbiter = Arbiter
