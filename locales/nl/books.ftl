# Het eigen reglement van het toernooi in de taal van de lezer: de regel die een beslissing
# toepaste, de redenen die het programma in het logboek schrijft, wat spelers zelf doen, en de
# woorden van het rapport die met het geslacht van de speler overeenkomen ($sex: m, w of unknown).

## Een regel toegepast waar het reglement van het toernooi er geen heeft: het reglement waaruit hij komt
book-rule-borrowed = geen artikel in { $event }; { $article }, { $key ->
    [eda] regel van de English Draughts Association toegepast
   *[other] regel van { $book } toegepast
}

## De redenen die het programma in het logboek schrijft ($rule: het toegepaste artikel)
audit-reason-forfeit-absent = { $player } afwezig: verliest alle partijen van de ronde reglementair ({ $rule })
audit-reason-forfeit-both-absent = beide spelers afwezig: geen van beiden scoort ({ $rule })
audit-reason-forfeit-sheets = { $player } leverde geen volledige ondertekende notatieformulieren in: nul voor de ronde ({ $rule })
audit-reason-agreed-reports = bevestigd uit de overeenstemmende opgaven van de spelers
audit-reason-agreed-accepted = door beide spelers opgegeven (aanvaard volgens de instelling van het toernooi)
audit-reason-bye-approved = verzoek van de speler, goedgekeurd
audit-reason-bye-within-limits = goedgekeurd binnen de grenzen van het toernooi
audit-reason-not-checked-in = niet aangemeld

## Wie het deed: een speler via de persoonlijke link
audit-by-link = { $name }, via persoonlijke link

## De loting van de openingen van een ronde
audit-round-ballot-draw = Ronde { $round }: openingen geloot
audit-round-ballot-redraw = Ronde { $round }: openingen opnieuw geloot
audit-round-ballot-set = Ronde { $round }: opening met de hand vastgesteld

## Het rapport van de arbiter
report-withdrawn-of = teruggetrokken vanaf ronde { $round }
report-disqualified-of = gediskwalificeerd vanaf ronde { $round }
report-absent-of = afwezig: verliest de partij reglementair
report-ranked-on = Gerangschikt op { $basis ->
    [match-points] matchpunten
   *[other] partijpunten
}{ $tie-breaks ->
    [none] {""}
   *[other] , daarna { $tie-breaks }
}.
