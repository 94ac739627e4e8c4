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
