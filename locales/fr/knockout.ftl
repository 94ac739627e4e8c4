ko-system = Système
ko-system-preset = Suisse (celui du préréglage)
ko-system-knockout = Élimination directe (rencontres du nombre de parties du préréglage, pair ; parties de départage, puis mort subite)
ko-system-knockout-stage = Élimination directe (têtes de série dans l'ordre du classement)
ko-system-double-knockout = Double élimination (deux vies)
ko-heading = Élimination directe
ko-seeding = Têtes de série
ko-seeding-rating = selon le classement Elo
ko-seeding-entry = dans l'ordre d'inscription (numéros de départ)
ko-tiebreak-games = Parties de départage quand une rencontre est à égalité (puis mort subite)
ko-tiebreak-time-control = Cadence des parties de départage
ko-reseed = Reclasser les vainqueurs après chaque tour (élimination simple)
ko-third-place = Un match pour la troisième place (élimination simple)
ko-settings-hint = Ces réglages ne changent plus dès qu'une partie d'une rencontre est enregistrée.
ko-enter-link = Élimination directe : saisir les parties des rencontres
ko-bracket = Le tableau
ko-print = Imprimer le tableau
ko-public-bracket = Tableau public
ko-standings-note = Élimination directe : le classement, avec le tour atteint par chaque joueur, figure avec le tableau.
ko-title = Tableau
ko-admin-title = { $name } : élimination directe
ko-print-title = { $name } : tableau
ko-results-csv = résultats (CSV)
ko-winner = Vainqueur :
ko-placings = Classement
ko-place = Place
ko-no = N°
ko-name = Nom
ko-reached = Tour atteint
ko-lives = Vies
ko-admin-hint = Chaque rencontre en cours reçoit ici sa partie suivante, en code de résultat du point de vue du premier joueur de la rencontre (1-0, =, 0-1 ; +:- le second joueur perd par forfait, -:+ le premier). Une rencontre à égalité passe aux parties de départage, puis à la mort subite ; la rencontre suivante apparaît dès que ses deux joueurs sont connus.
ko-result = Résultat
ko-enter-game = Saisir la partie
ko-undo-summary = Annuler une partie saisie par erreur
ko-game-records = Notations des parties des duels
ko-reason = Motif
ko-undo = Annuler la dernière partie
ko-opening = ouverture : { $opening }
ko-bye = exempt
ko-status-next = à jouer : partie { $number } ({ $phase ->
    [scheduled] prévue
    [tie-break] départage
   *[other] mort subite
}), { $first } commence
ko-status-decided = décidée
ko-status-sudden-death = décidée en mort subite
ko-status-empty = sans joueurs
ko-status-waiting = en attente de ses joueurs
ko-player-winner = vainqueur
ko-player-out = éliminé
ko-player-in-play = en course
ko-round-final = Finale
ko-round-winners-final = Finale des gagnants
ko-round-semi = Demi-finale
ko-round-winners-semi = Demi-finale des gagnants
ko-round-quarter = Quart de finale
ko-round-winners-quarter = Quart de finale des gagnants
ko-round-n = Tour { $round }
ko-round-winners-n = Tour { $round } des gagnants
ko-round-losers = Tour { $round } des repêchés
ko-round-third = Troisième place
ko-round-final-again = Finale, match { $round }
ko-outline = { $rounds ->
    [one] un tour
   *[other] { $rounds } tours
} de duels ({ $ties ->
    [one] un duel
   *[other] { $ties } duels
})
ko-outline-double = un tableau des gagnants de { $rounds ->
    [one] un tour
   *[other] { $rounds } tours
}, puis le tableau des perdants et la finale ({ $ties ->
    [one] un duel
   *[other] { $ties } duels
})
ko-tiebreak-none = Un duel à égalité se décide en mort subite.
ko-tiebreak-rule = Un duel à égalité se poursuit par { $games ->
    [one] une partie de départage
   *[other] { $games } parties de départage
}, puis en mort subite.
ko-tiebreak-tc = Cadence des parties de départage : { $tc }.
ko-tiebreak-games-title = Parties de départage
ko-tiebreak-mark = Dép. :
ko-refused = Refusé, rien n'a été modifié :
