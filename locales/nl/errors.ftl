# The error page.
http-status = { $status ->
    [400] Ongeldig verzoek
    [403] Geen toegang
    [404] Niet gevonden
    [405] Methode niet toegestaan
    [409] Conflict
    [413] Te groot
    [422] Geweigerd
    [500] Serverfout
    [507] Schijf vol
   *[other] { $reason }
}
conflict-yours = Uw wijziging
conflict-stored = Nu opgeslagen
conflict-keep = De opgeslagen waarde houden
conflict-keep-note = laadt de pagina opnieuw met die waarde.
conflict-overwrite = Mijn wijziging eroverheen opslaan
conflict-reload = Ga terug, laad de pagina opnieuw om de opgeslagen waarden te zien en breng uw wijziging opnieuw aan.
error-no-page = Er is geen pagina op dit adres.
error-no-page-detail = Er is geen pagina op dit adres ({ $detail }).
error-server = Er ging iets mis op de server; de oorzaak staat in het logboek van de server.
error-disk-full = De schijf is vol: er is niets opgeslagen. Wat eerder is opgeslagen, is veilig; maak ruimte vrij op de server (of vraag het de beheerder) en verstuur het opnieuw.
error-no-event = er is geen evenement { $id }
error-round-not-published = ronde { $n } is niet gepubliceerd
error-no-player = er is geen speler met nummer { $no }
error-no-game = ronde { $round } heeft geen bord { $board } met een genoteerde partij { $game }
error-no-record = partij { $game } van bord { $board } heeft geen notatie
