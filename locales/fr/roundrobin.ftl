# Le tableau carré d'un tournoi toutes rondes et son tableau mural ; les numéros d'appariement de chaque système.
col-berger-no = N°
square-hint = Joueurs dans l'ordre des numéros de Berger (leur numéro de départ, FIDE C.05 annexe 1) : chaque ligne donne les points marqués par son joueur contre le joueur de chaque colonne, un résultat par rencontre (un match : son score, celui de la ligne d'abord) ; F signale un résultat sans partie jouée. Un résultat dont la partie est enregistrée mène à celle-ci.
square-legend = chaque case : les points du joueur de la ligne contre celui de la colonne, un résultat par rencontre (un match : son score) ; F = partie non jouée
