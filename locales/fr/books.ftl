# Le règlement propre à l'épreuve, dans la langue du lecteur : la règle appliquée par une décision,
# les motifs que le programme inscrit au journal, les actions des joueurs eux-mêmes, et les mots du
# rapport accordés au sexe du joueur ($sex : m, w ou unknown).

## Règle appliquée quand le règlement de l'épreuve n'en a pas : le règlement dont elle vient
book-rule-borrowed = aucun article dans le { $event } ; { $article }, { $key ->
    [eda] règle de l'English Draughts Association appliquée
   *[other] règle du { $book } appliquée
}

## Motifs inscrits par le programme au journal ($rule : l'article appliqué)
audit-reason-forfeit-absent = { $player } { $sex ->
    [w] absente
   *[other] absent
} : perd par forfait toutes les parties de la ronde ({ $rule })
audit-reason-forfeit-both-absent = les deux joueurs absents : aucun ne marque ({ $rule })
audit-reason-forfeit-sheets = { $player } n'a pas remis de feuilles de partie complètes et signées : zéro pour la ronde ({ $rule })
audit-reason-agreed-reports = confirmé d'après les résultats concordants déclarés par les joueurs
audit-reason-agreed-accepted = déclaré par les deux joueurs (accepté selon le réglage de l'épreuve)
audit-reason-bye-approved = demande du joueur, acceptée
audit-reason-bye-within-limits = acceptée dans les limites de l'épreuve
audit-reason-not-checked-in = pas de pointage

## Qui l'a fait : un joueur par son lien personnel
audit-by-link = { $name }, par son lien personnel

## Le tirage des ouvertures d'une ronde
audit-round-ballot-draw = Ronde { $round } : ouvertures tirées au sort
audit-round-ballot-redraw = Ronde { $round } : ouvertures tirées de nouveau
audit-round-ballot-set = Ronde { $round } : ouverture fixée à la main

## Le rapport de l'arbitre
report-withdrawn-of = { $sex ->
    [w] retirée
   *[other] retiré
} à partir de la ronde { $round }
report-disqualified-of = { $sex ->
    [w] disqualifiée
   *[other] disqualifié
} à partir de la ronde { $round }
report-absent-of = { $sex ->
    [w] absente
   *[other] absent
} : perd la partie par forfait
report-ranked-on = Classement aux { $basis ->
    [match-points] points de match
   *[other] points de partie
}{ $tie-breaks ->
    [none] {""}
   *[other] , puis { $tie-breaks }
}.
