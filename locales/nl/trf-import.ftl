# De TRF-import van het dashboard (/admin/import-trf).
trf-import-link = Een toernooi importeren uit een TRF-bestand
trf-import-title = Een TRF-bestand importeren
trf-import-back = Terug naar het dashboard
trf-import-hint = Plak de tekst van een TRF-bestand (TRF-2026 of TRF-16, zoals Swiss-Manager, programma's uit de JaVaFo-tijd of Crownhead het schrijven) of kies het bestand. Het voorbeeld toont wat erin staat en alles wat soepel is gelezen; importeren maakt een nieuw toernooi aan.
trf-import-text = Tekst van het TRF-bestand
trf-import-file = Of het bestand (hoogstens { $kib } KiB)
trf-import-variant-choose = (kies de variant)
trf-import-variant-said = Het bestand noemt zijn variant: { $variant }.
trf-import-variant-hint = TRF heeft geen veld voor de variant: kies die, tenzij het bestand van Crownhead is.
trf-import-variant-unknown = Het bestand noemt zijn variant niet (TRF heeft er geen veld voor): kies die en importeer dan.
trf-import-variant-differs = Het bestand noemt { $said }, maar { $given } is gekozen: kies de variant van het bestand.
trf-import-confirm = Importeren als nieuw toernooi
trf-import-empty = Er is niets te lezen: plak de tekst van een TRF-bestand of kies het bestand.
trf-import-refused = { $count ->
    [one] Het bestand kan niet worden geïmporteerd, om deze reden (er is niets opgeslagen):
   *[other] Het bestand kan niet worden geïmporteerd, om deze { $count } redenen (er is niets opgeslagen):
}
trf-import-read-file = Gelezen uit { $file }.
trf-import-count-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
trf-import-count-rounds = { $count ->
    [one] { $count } ronde ingedeeld
   *[other] { $count } ronden ingedeeld
}
trf-import-count-tie-games = { $count ->
    [one] { $count } knock-outpartij
   *[other] { $count } knock-outpartijen
}
trf-import-count-teams = { $count ->
    [one] { $count } team
   *[other] { $count } teams
}
trf-import-warnings = Soepel gelezen
trf-import-no-warnings = Alles is gelezen zoals het er staat.
trf-import-warnings-count = { $count ->
    [one] Eén ding staat er niet zoals TRF-2026 het schrijft; zo is het gelezen:
   *[other] { $count } dingen staan er niet zoals TRF-2026 ze schrijft; zo is elk ervan gelezen:
}
trf-import-col-column = Kolom
trf-import-col-read = Gelezen
trf-import-col-done = Gedaan
trf-import-more-players = { $count ->
    [one] en nog { $count } speler.
   *[other] en nog { $count } spelers.
}
