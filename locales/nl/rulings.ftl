# De tekens naast een speler van wie een beslissing de ronde veranderde, en hun legenda.
ruling-legend = { $ruling ->
    [forfeit] afwezig: de partij is reglementair verloren
    [both-absent] beide spelers afwezig: geen van beiden scoort
   *[sheets-missing] geen volledige, ondertekende notatieformulieren ingeleverd: nul voor de ronde, de tegenstander houdt wat hij behaalde
}
