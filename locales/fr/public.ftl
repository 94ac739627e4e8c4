# The public pages: events, a tournament, standings, crosstable, rounds, players, prizes, games.
events-title = Événements
events-tournaments = Tournois
events-none = Aucun tournoi pour l'instant.
event-no-section = Aucun groupe pour l'instant.
rounds-heading = Rondes
players-heading = Joueurs ({ $count })
standings-after-round = Classement après la ronde { $round }
crosstable-after-round = Tableau croisé après la ronde { $round }
crosstable-hint = Pour chaque ronde : le numéro de départ de l'adversaire (colonne No), la couleur (w blancs, b noirs ; aucune pour une partie non jouée sur le damier) et les points marqués ; F signale un résultat non joué sur le damier. Une case avec une notation y mène.
print-by-board = Imprimer par table
print-by-name = Imprimer par nom
print-slips = Feuilles de résultat
player-rating = Elo { $rating }
player-women-rating = Elo féminin { $rating }
player-rank-points = Rang { $rank } · { $value ->
    [one] { $points } point
   *[other] { $points } points
}
prizes-after-round = Prix après la ronde { $round }
category-empty = Personne dans cette catégorie.
game-title = Ronde { $round }, table { $board }, partie { $game }
viewer-ballot = Tirage
viewer-flagged = signalé
viewer-previous = précédent
viewer-next = suivant
viewer-key-first = Début (Origine)
viewer-key-prev = Coup précédent (←)
viewer-key-next = Coup suivant (→)
viewer-key-last = Dernier coup (Fin)
viewer-start-link = Début
viewer-marked = marqués
viewer-marked-note = les coups du tirage
viewer-other-games = Les autres parties de cette table
viewer-round-games = les parties de la ronde
viewer-start = La position de départ
viewer-start-ballot = La position tirée au sort
viewer-after = Après { $move }{ $ballot ->
    [yes] {" "}(tirage)
    [unwritten] {" "}(tirage, non noté sur la feuille)
   *[no] {""}
}
viewer-forfeit = { $points } (forfait)
prizes-no-list = Pas encore de liste des prix.
ballot-note = { $note ->
    [with-ballot] la notation contient les coups du tirage (marqués)
    [from-ballot-fen] la notation part de la position tirée au sort
    [after-ballot] la notation commence après le tirage : ses coups sont montrés d'abord (marqués)
    [ballot-position] la partie part de la position tirée au sort
    [other-opening] la notation part d'une autre ouverture que celle du tirage
    [deck-unknown] le jeu d'ouvertures du tirage n'est pas connu ici : la notation est montrée depuis son propre début
   *[other] { $text }
}
