# Waarom een speler in een ronde geen partij heeft: spelerspagina, lijsten van de ronde, invoerraster.
no-game = { $kind ->
    [pairing] bye
    [requested] bye (aangevraagd)
    [withdrawn] teruggetrokken
    [not-entered] nog niet ingeschreven (late inschrijving)
    [default-win] bord reglementair gewonnen (de tegenpartij stelde niemand op)
    [resting] reserve, niet opgesteld
    [team-absent] team niet opgekomen
    [opponents-absent] wedstrijd reglementair gewonnen (het andere team kwam niet opdagen)
    [team-bye] team vrijgeloot
   *[other] niet ingedeeld
}

# De legenda onder een kruistabel of wandtabel: elke code van een ronde zonder partij.
no-game-legend = Rondes zonder partij:
# Een teruggetrokken speler in de stand, de kruistabel en de wandtabel.
standings-withdrawn = teruggetrokken vanaf ronde { $round }
# A code's meaning in the legend (the pairing bye said in full, the others as on the pages).
no-game-meaning = { $kind ->
    [pairing] bye van de indeling
   *[other] { no-game }
}
