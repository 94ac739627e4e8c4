# Pourquoi un joueur n'a pas de partie dans une ronde : page du joueur, listes de la ronde, grille.
no-game = { $kind ->
    [pairing] exempt
    [requested] exempt (à sa demande)
    [withdrawn] retiré du tournoi
    [not-entered] pas encore inscrit (inscription tardive)
    [default-win] échiquier gagné par forfait (l'équipe adverse n'a aligné personne)
    [resting] au repos (hors de la composition)
    [team-absent] équipe absente
    [opponents-absent] match gagné par forfait (l'équipe adverse ne s'est pas présentée)
    [team-bye] équipe exempte
   *[other] non apparié
}
