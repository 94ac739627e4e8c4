# Les marques à côté d'un joueur dont une décision a changé la ronde, et leur légende.
ruling-legend = { $ruling ->
    [forfeit] absent : partie perdue par forfait
    [both-absent] les deux joueurs absents : aucun ne marque de point
   *[sheets-missing] feuilles de notation complètes et signées non remises : zéro pour la ronde, l'adversaire garde ce qu'il a gagné
}
