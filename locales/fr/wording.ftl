# Les noms de choses, distincts du nom d'une personne (col-name).
tournament-name = Nom du tournoi
event-name = Nom de l'événement
settings-tie-break-name = Nom (à saisir ci-dessus)
