# Le tableau carré d'un tournoi toutes rondes et son tableau mural ; les numéros d'appariement de chaque système.
col-berger-no = N°
square-hint = Joueurs dans l'ordre des numéros de Berger (leur numéro de départ, FIDE C.05 annexe 1) : chaque ligne donne les points marqués par son joueur contre le joueur de chaque colonne, un résultat par rencontre (un match : son score, celui de la ligne d'abord) ; F signale un résultat sans partie jouée. Un résultat dont la partie est enregistrée mène à celle-ci.
square-legend = chaque case : les points du joueur de la ligne contre celui de la colonne, un résultat par rencontre (un match : son score) ; F = partie non jouée
pair-table-key-berger = N° : le numéro de Berger, qui est dans un tournoi toutes rondes le numéro de départ (FIDE C.05 annexe 1) ; Pts : points avant la ronde.
berger-numbers-heading = Numéros de Berger
berger-numbers-hint = Un tournoi toutes rondes est apparié selon les tables de Berger (FIDE C.05 annexe 1) sur les numéros de départ : le joueur n° 1 prend le numéro 1 de la table, le n° 2 le numéro 2, et ainsi de suite. Aucun classement initial par Elo n'est établi.
match-colours-reversed = Chaque ronde est un match de { $games } parties : les couleurs s'inversent d'une partie à l'autre ; les couleurs indiquées sont celles de la première partie.
