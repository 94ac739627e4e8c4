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

# La légende sous un tableau croisé ou un tableau mural : chaque code de ronde sans partie.
no-game-legend = Rondes sans partie :
# Un joueur retiré, dans le classement, le tableau croisé et le tableau mural.
standings-withdrawn = retiré à partir de la ronde { $round }
# A code's meaning in the legend (the pairing bye said in full, the others as on the pages).
no-game-meaning = { $kind ->
    [pairing] exempt d'appariement
   *[other] { no-game }
}
