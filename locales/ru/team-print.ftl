# Prints of a team round: the list by match and the match slips.
team-print-by-match = По матчам
team-total = Итого
team-slip-captain = Капитан команды { $team }
team-slip-arbiter = Судья
