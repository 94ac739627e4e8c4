# De pagina's van een teamcompetitie: de legenda van hun afkortingen, opstellingen pas zichtbaar
# na publicatie van de ronde, en de weigeringen van de teamformulieren en -adressen.
team-round-not-paired = Teamronde { $round } is niet ingedeeld.
page-round-not-paired = Ronde { $round } is niet ingedeeld.
team-no-team-chosen = Er is geen team gekozen voor de opstelling.
team-forfeit-refused = `{ $text }` is geen afwezig team: eerste, tweede, beide of geen.
team-match-points-refused = Matchpunten: `{ $text }` is niet 2/1/0, 1/0.5/0 of geen.
team-refusal-boards-fixed = Het aantal borden ligt vast zodra er een ronde is ingedeeld.
team-refusal-schedule-differs = Ronde { $round } is al anders ingedeeld dan het speelschema zegt.
team-lineups-hidden = De opstellingen worden getoond zodra de ronde is gepubliceerd.
team-legend-first-move = heeft de eerste zet
team-legend-forfeit = reglementair gewonnen (+) of verloren (-): een speler afwezig, of een bord door één team leeg gelaten
team-legend-no-score = geen van beide scoort: beide spelers afwezig, of een bord door beide teams leeg gelaten
team-legend-empty-board = op dit bord is niemand opgesteld
team-legend-matches = gespeelde wedstrijden
team-legend-won-drawn-lost = wedstrijden gewonnen, gelijk, verloren
team-legend-mp = matchpunten
team-legend-bp = bordpunten: de punten van alle borden opgeteld
team-legend-tie-break = { $tb ->
    [board_points] bordpunten, als tiebreak
    [match_points] matchpunten, als tiebreak
    [direct_encounter] onderling resultaat: de wedstrijden tussen de teams met evenveel punten
    [sonneborn_berger] Sonneborn-Berger van de wedstrijden: de matchpunten van elke tegenstander maal de daartegen behaalde matchpunten
   *[buchholz] weerstandspunten (Buchholz) van de wedstrijden: de matchpunten van de tegenstanders opgeteld
}
team-record = { $matches ->
    [one] { $matches } wedstrijd
   *[other] { $matches } wedstrijden
}: { $won } gewonnen, { $drawn } gelijk, { $lost } verloren
audit-team-lineup = Ronde { $round }, wedstrijd { $match }: opstelling van { $team } vastgelegd ({ $boards })
audit-team-forfeit = Ronde { $round }, wedstrijd { $match }: { $absent ->
    [first] reglementair verlies van het hele team { $team }
    [second] reglementair verlies van het hele team { $team }
    [both] beide teams afwezig
   *[none] reglementair verlies van het hele team opgeheven
}
audit-team-pair = Ronde { $round }, wedstrijd { $match }: { $first } – { $second } ingedeeld
audit-team-bye = Ronde { $round }, wedstrijd { $match }: { $team } vrijgeloot
