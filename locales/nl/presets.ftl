# De voorinstellingen van het aanmaakformulier, de variant en de partijen per ronde in de instellingen.
preset-brazilian = Braziliaans (IDF, micromatches van 2 partijen)
field-preset = voorinstelling
field-system = systeem
field-variant = variant
field-games-per-round = partijen per ronde
settings-games-per-round = Partijen per ronde
settings-play-hint = De variant en het aantal partijen per ronde zijn te wijzigen tot ronde 1 is ingedeeld; in een match wisselen de kleuren elke partij.
settings-play-fixed = Ronde 1 is ingedeeld: de variant en het aantal partijen per ronde liggen vast.
refusal-play-fixed = { $what ->
    [variant] de variant
   *[other] het aantal partijen per ronde
} kan niet meer veranderen: { $count ->
    [one] ronde 1 is ingedeeld
   *[other] er zijn { $count } ronden ingedeeld
} (wijzigen kan alleen tot ronde 1 is ingedeeld)
refusal-settings-too-many-games = een ronde heeft hoogstens { $max } partijen (gevraagd: { $count })
