# L'import TRF du tableau de bord (/admin/import-trf).
trf-import-link = Importer un tournoi depuis un fichier TRF
trf-import-title = Importer un fichier TRF
trf-import-back = Retour au tableau de bord
trf-import-hint = Collez le texte d'un fichier TRF (TRF-2026 ou TRF-16, tel que l'écrivent Swiss-Manager, les programmes de l'époque JaVaFo ou Crownhead) ou choisissez le fichier. L'aperçu montre ce qu'il contient et tout ce qui a été lu avec indulgence ; l'import crée un nouveau tournoi.
trf-import-text = Texte du fichier TRF
trf-import-file = Ou le fichier ({ $kib } Kio au plus)
trf-import-variant-choose = (choisissez la variante)
trf-import-variant-said = Le fichier indique sa variante : { $variant }.
trf-import-variant-hint = Le format TRF n'a pas de champ pour la variante : sauf pour un fichier de Crownhead, choisissez-la.
trf-import-variant-unknown = Le fichier n'indique pas sa variante (le format TRF n'a pas de champ pour elle) : choisissez-la, puis importez.
trf-import-variant-differs = Le fichier indique { $said }, mais { $given } est choisi : choisissez la variante du fichier.
trf-import-confirm = Importer comme nouveau tournoi
trf-import-empty = Il n'y a rien à lire : collez le texte d'un fichier TRF ou choisissez le fichier.
trf-import-refused = { $count ->
    [one] Le fichier ne peut pas être importé, pour la raison suivante (rien n'a été enregistré) :
   *[other] Le fichier ne peut pas être importé, pour les { $count } raisons suivantes (rien n'a été enregistré) :
}
trf-import-read-file = Lu depuis { $file }.
trf-import-count-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
trf-import-count-rounds = { $count ->
    [one] { $count } ronde appariée
   *[other] { $count } rondes appariées
}
trf-import-count-tie-games = { $count ->
    [one] { $count } partie à élimination directe
   *[other] { $count } parties à élimination directe
}
trf-import-count-teams = { $count ->
    [one] { $count } équipe
   *[other] { $count } équipes
}
trf-import-warnings = Lu avec indulgence
trf-import-no-warnings = Tout a été lu tel qu'il est écrit.
trf-import-warnings-count = { $count ->
    [one] Un élément n'est pas écrit comme le veut TRF-2026 ; voici comment il a été lu :
   *[other] { $count } éléments ne sont pas écrits comme le veut TRF-2026 ; voici comment chacun a été lu :
}
trf-import-col-column = Colonne
trf-import-col-read = Lu
trf-import-col-done = Retenu
trf-import-more-players = { $count ->
    [one] et { $count } autre joueur.
   *[other] et { $count } autres joueurs.
}
