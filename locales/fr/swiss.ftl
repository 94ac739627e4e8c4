# Le système suisse du week-end : classement initial, table d'appariement, couleurs, listes.
col-pairing-no = NApp
col-start-no = NDép
colour-in-game-1 = dans la partie 1
pair-table-key = NApp : numéro d'appariement (classement initial) ; le numéro de départ entre parenthèses ; Pts : points avant la ronde.
ranking-heading = Classement initial
ranking-hint = Les numéros d'appariement suivent le classement initial (FIDE C.04.2) : classement Elo, puis titre, puis nom ; les joueurs sans classement en dernier. Le numéro de départ (ordre d'inscription) reste le numéro du joueur dans les fichiers et les liens. L'ordre peut être changé jusqu'à l'appariement de la ronde 1 ; une inscription tardive prend sa place selon la même règle jusqu'à l'appariement de la ronde 4, en fin de liste ensuite.
ranking-order = Numéros de départ dans l'ordre du classement
ranking-reason = Motif (conservé dans le journal)
ranking-save = Enregistrer cet ordre
ranking-by-rule = Revenir à l'ordre de la règle
ranking-fixed = La ronde 1 est appariée : le classement est conservé ; une inscription tardive prend sa place selon la règle.
ranking-not-a-number = { $text } n'est pas un numéro de départ
ranking-unknown = Aucun joueur n'a le numéro de départ { $no }
ranking-twice = Le numéro de départ { $no } figure deux fois
ranking-missing = Le numéro de départ { $no } manque dans la liste
ranking-paired = La ronde 1 est appariée : le classement initial ne peut plus changer
ranking-no-reason = Donnez un motif pour le changement (il est conservé dans le journal)
table-scrolls = Le tableau défile horizontalement
colour-title = { $c ->
    [w] Blancs
   *[b] Noirs
}
grid-notation-hint = Dans ce tournoi, un résultat s'écrit avec les points des deux joueurs : { $win } (le premier gagne), { $draw } (nulle), { $loss } (le second gagne). Les deux scores peuvent être séparés par -, : ou / ; la grille passe d'elle-même à la partie suivante après un résultat complet, et Tab ou Entrée après une touche courte.
grid-bad-cell = « { $text } » n'est pas un résultat : tapez { $win }, { $draw } ou { $loss } (ou 1, =, 0, +, -, --)
grid-not-saved = Rien n'a été enregistré : corrigez les cases marquées et enregistrez à nouveau.
grid-refused = Rien n'a été enregistré : { $problem }
pairings-not-playing = Ne jouent pas cette ronde
pairings-key = No : numéro de départ ; Pts : points avant la ronde ; la colonne du résultat se remplit après la partie.
