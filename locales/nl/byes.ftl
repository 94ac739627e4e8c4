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
