# Les préréglages du formulaire de création, la variante et les parties d'une ronde dans les paramètres.
preset-brazilian = Brésilien (IDF, micro-matchs de 2 parties)
field-preset = préréglage
field-system = système
field-variant = variante
field-games-per-round = parties par ronde
settings-games-per-round = Parties par ronde
settings-play-hint = La variante et le nombre de parties par ronde se changent jusqu'à l'appariement de la ronde 1 ; dans un match, les couleurs alternent à chaque partie.
settings-play-fixed = La ronde 1 est appariée : la variante et le nombre de parties par ronde ne changent plus.
refusal-play-fixed = { $what ->
    [variant] la variante ne change plus
   *[other] le nombre de parties par ronde ne change plus
} : { $count ->
    [one] la ronde 1 est appariée
   *[other] { $count } rondes sont appariées
} (le changement n'est possible que jusqu'à l'appariement de la ronde 1)
refusal-settings-too-many-games = une ronde compte au plus { $max } parties (demandé : { $count })
