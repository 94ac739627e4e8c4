# What every page shares: the header, the language switcher, counts.
nav-events = Evenementen
nav-controller = Wedstrijdleider
nav-language = Taal
rounds-count = { $count ->
    [one] { $count } ronde
   *[other] { $count } ronden
}
back = Terug
sign-in = Inloggen
sign-out = Uitloggen
print = Afdrukken
download = Downloaden
downloads = Downloads
dl-standings = stand
dl-results = uitslagen
dl-games = partijen
dl-pairings = indeling
dl-event = het toernooi
tab-overview = Overzicht
tab-standings = Stand
tab-crosstable = Kruistabel
tab-prizes = Prijzen
tab-wallchart = Wandtabel
col-tournament = Toernooi
col-section = Groep
col-variant = Variant
col-system = Systeem
col-players = Spelers
col-rounds-played = Gespeelde ronden
col-no = Nr
col-name = Naam
col-fed = Bond
col-rating = Rating
col-club = Vereniging
col-rank = Plaats
col-pts = Pnt
col-mp = MP
col-round = Ronde
col-round-short = R{ $n }
col-board = Bord
col-home = Thuis
col-away = Uit
col-result = Uitslag
col-games = Partijen
col-game = Partij
col-opening = Opening
col-colour = Kleur
col-opponent = Tegenstander
col-points = Punten
col-category = Categorie
col-place = Plaats
col-amount = Bedrag
col-shared-with = Gedeeld met
col-prize = Prijs
round-n = Ronde { $n }
round-n-lower = ronde { $n }
board-n = Bord { $n }
board-n-lower = bord { $n }
game-n = partij { $n }
round-state = { $state ->
    [draft] concept
    [published] gepubliceerd
    [results-complete] uitslagen compleet
    [closed] afgesloten
   *[other] { $state }
}
variant-name = { $v ->
    [international] internationaal dammen
    [english] Engels dammen
    [russian] Russisch dammen
    [brazilian] Braziliaans dammen
    [checkers] checkers (Amerikaans dammen)
   *[other] { $v }
}
system-name = { $s ->
    [swiss] Zwitsers systeem
    [round-robin] halve competitie
    [double-round-robin] hele competitie
    [knockout] knock-out
    [double-knockout] dubbele knock-out
   *[other] { $s }
}
bye-kind = { $kind ->
    [pairing] bye (indeling)
    [requested] bye (aangevraagd)
    [withdrawn] bye (teruggetrokken)
    [not-entered] bye (nog niet ingeschreven)
   *[other] bye ({ $kind })
}
colour-name = { $c ->
    [w] wit
    [b] zwart
   *[other] { $c }
}
side-name = { $side ->
    [White] Wit
    [Black] Zwart
   *[other] { $side }
}
not-paired = niet ingedeeld
withdrawn-from = teruggetrokken vanaf ronde { $round }
dates-from-to = { $from } tot en met { $to }
games-per-round = { $count ->
    [one] één partij per ronde
   *[other] { $count } partijen per ronde
}
tab-teams = Teams
tab-bracket = Schema
