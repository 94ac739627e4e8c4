# What every page shares: the header, the language switcher, counts.
nav-events = Événements
nav-controller = Arbitre
nav-language = Langue
rounds-count = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}
back = Retour
sign-in = Se connecter
sign-out = Se déconnecter
print = Imprimer
download = Télécharger
downloads = Téléchargements
dl-standings = classement
dl-results = résultats
dl-games = parties
dl-pairings = appariements
dl-event = l'épreuve
tab-overview = Présentation
tab-standings = Classement
tab-crosstable = Tableau croisé
tab-prizes = Prix
tab-wallchart = Tableau mural
col-tournament = Tournoi
col-section = Groupe
col-variant = Variante
col-system = Système
col-players = Joueurs
col-rounds-played = Rondes jouées
col-no = N°
col-name = Nom
col-fed = Féd.
col-rating = Elo
col-club = Club
col-rank = Rang
col-pts = Pts
col-mp = PM
col-round = Ronde
col-round-short = R{ $n }
col-board = Table
col-home = Premier
col-away = Second
col-result = Résultat
col-games = Parties
col-game = Partie
col-opening = Ouverture
col-colour = Couleur
col-opponent = Adversaire
col-points = Points
col-category = Catégorie
col-place = Place
col-amount = Montant
col-shared-with = Partagé avec
col-prize = Prix
round-n = Ronde { $n }
round-n-lower = ronde { $n }
board-n = Table { $n }
board-n-lower = table { $n }
game-n = partie { $n }
round-state = { $state ->
    [draft] brouillon
    [published] publiée
    [results-complete] résultats complets
    [closed] clôturée
   *[other] { $state }
}
variant-name = { $v ->
    [international] jeu de dames international
    [english] dames anglaises
    [russian] dames russes
    [brazilian] dames brésiliennes
    [checkers] checkers (dames américaines)
   *[other] { $v }
}
system-name = { $s ->
    [swiss] système suisse
    [round-robin] toutes rondes
    [double-round-robin] toutes rondes aller-retour
    [knockout] élimination directe
    [double-knockout] double élimination
   *[other] { $s }
}
bye-kind = { $kind ->
    [pairing] exempt (appariement)
    [requested] exempt (demandé)
    [withdrawn] exempt (retrait)
    [not-entered] exempt (pas encore inscrit)
   *[other] exempt ({ $kind })
}
colour-name = { $c ->
    [w] blancs
    [b] noirs
   *[other] { $c }
}
side-name = { $side ->
    [White] Blancs
    [Black] Noirs
   *[other] { $side }
}
not-paired = non apparié
withdrawn-from = retrait à partir de la ronde { $round }
dates-from-to = du { $from } au { $to }
games-per-round = { $count ->
    [one] une partie par ronde
   *[other] { $count } parties par ronde
}
tab-teams = Équipes
tab-bracket = Tableau
