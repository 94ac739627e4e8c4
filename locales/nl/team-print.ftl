# Prints of a team round: the list by match and the match slips.
team-print-by-match = Per wedstrijd
team-total = Totaal
team-slip-captain = Teamleider { $team }
team-slip-arbiter = Wedstrijdleider
