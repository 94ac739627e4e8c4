# Weigeringen in woorden (src/web/words.rs).
form-field-problem = { $field }: { $problem }
form-enter-points = vul een aantal punten in (zoals 2, 1,5 of 0)
form-not-points = `{ $text }` is geen aantal punten (een heel of half getal verwacht, zoals 2, 1,5 of 0)
form-not-whole-number = `{ $text }` is geen heel getal
form-not-date = `{ $text }` is geen datum (JJJJ-MM-DD)
form-not-round-date = `{ $text }` is geen ronde met een datum (zoals 3 2026-04-15)
form-not-round-number = `{ $text }` is geen rondenummer
form-round-two-dates = ronde { $round } heeft twee data
form-line = regel { $line }: { $problem }
form-not-a-choice = `{ $text }` is geen van de keuzes
form-bad-time-zone = `{ $text }` is geen tijdzone (zoals UTC+01:00)
form-bad-federation = `{ $text }` is geen code van drie letters zoals ENG of NED
field-game-won = partij gewonnen
field-game-drawn = partij remise
field-game-lost = partij verloren
field-match-won = match gewonnen
field-match-drawn = match gelijk
field-match-lost = match verloren
field-ranked-by = rangschikking op
field-paired-by = indeling op
field-start-date = begindatum
field-end-date = einddatum
field-rounds = aantal ronden
field-tie-breaks = tiebreaks
field-federation = federatie
field-language = taal
field-time-zone = tijdzone
field-acceleration = versnelling
field-round-dates = rondedata
field-ko-seeding = plaatsing van de knock-out
field-ko-tiebreak-games = beslissingspartijen
field-tournament-name = naam van het toernooi
field-venue = speellocatie
field-chief-controller = hoofdwedstrijdleider
field-time-control = speeltempo
field-tie-break-time-control = speeltempo van de beslissingspartijen
field-type-of-tournament-092 = soort toernooi (092)
field-deputy-chief-controller = plaatsvervangend hoofdwedstrijdleider
field-tournament-type-code-192 = code van het toernooitype (192)
field-time-control-code-222 = code van het speeltempo (222)
field-starting-rank-method-172 = methode van de beginrangschikking (172)
field-points-adjustment-299 = puntencorrectie (299)
field-title = titel
field-women-s-title = damestitel
field-club = club
field-fmjd-id = FMJD-ID
field-national-id = bondsnummer
field-national-classification = nationale klasse
field-national-name = nationale naam
field-national-origin = nationale herkomst
phrase-at-least-two-players-are-needed = er zijn minstens twee spelers nodig
phrase-starting-numbers-begin-at-1 = startnummers beginnen bij 1
phrase-a-player-is-listed-twice = een speler staat er twee keer in
phrase-the-rounds-must-run-from-1-and-be-in-order = de ronden moeten bij 1 beginnen en op volgorde staan
phrase-a-code-has-no-spaces = een code heeft geen spaties
phrase-one-to-five-letters-such-as-fide-nro-or-fidon = één tot vijf letters, zoals FIDE, NRO of FIDON
phrase-it-names-no-player = het noemt geen speler
phrase-withdrawal = terugtrekking
phrase-late-entry = late inschrijving
phrase-requested-bye = gevraagde bye
phrase-the-points-of-a-bye-not-requested = de punten van een niet gevraagde bye
refusal-settings-team-knockout = systeem: een teamwedstrijd wordt als round robin of Zwitsers gespeeld, niet als knock-out
refusal-settings-empty-name = de naam van het toernooi mag niet leeg zijn
refusal-settings-no-rounds = een toernooi heeft minstens één ronde nodig
refusal-settings-no-games = een ronde heeft minstens één partij nodig (partijen per ronde is 0)
refusal-settings-bad-scoring = een winst ({ $win }) moet meer waard zijn dan een remise ({ $draw }), en een remise minstens een verlies ({ $loss })
refusal-settings-match-points-missing = de stand rangschikt op matchpunten, maar de puntentelling heeft geen matchpunten
refusal-settings-duplicate-tie-break = tiebreak `{ $tb }` staat er twee keer in
refusal-settings-unknown-system = onbekend indelingssysteem `{ $text }`
refusal-settings-unknown-seeding = onbekende plaatsing `{ $text }`
refusal-settings-knockout-options = opnieuw plaatsen en een match om de derde plaats zijn voor een enkele knock-out
refusal-settings-too-many-tie-break-games = een knock-outduel heeft hoogstens { $max } beslissingspartijen vóór sudden death ({ $count } gevraagd)
refusal-settings-unknown-tie-break = onbekende tiebreak `{ $text }` (zie de lijst hieronder, of een FIDE-code zoals BH/C1)
refusal-settings-unknown-score-basis = onbekende puntenbasis `{ $text }` (partijpunten of matchpunten verwacht)
refusal-settings-unknown-preset = onbekende voorinstelling `{ $text }`
refusal-settings-end-before-start = de einddatum { $end } ligt vóór de begindatum { $start }
refusal-settings-too-long = het veld „{ $field }” heeft { $len } tekens; hoogstens { $max } worden aanvaard
refusal-settings-control-character = het veld „{ $field }” bevat een stuurteken (zoals een regeleinde)
refusal-settings-bad-text = het veld „{ $field }” { $problem }
refusal-settings-too-many-rounds = { $count } ronden: hoogstens { $max } worden aanvaard
refusal-settings-date-of-no-round = rondedata: ronde { $round } ligt na de laatste ronde ({ $rounds })
refusal-settings-dates-out-of-order = rondedata: ronde { $round } ({ $date }) ligt vóór ronde { $before } ({ $before_date })
refusal-settings-bad-acceleration = versnelling: { $detail }
refusal-settings-acceleration-needs-swiss = versnelde indelingen (C.04.5) zijn voor een Zwitsers toernooi, niet voor: { $system }
refusal-settings-bad-prohibition = verboden indeling van spelers { $players }: { $problem }
refusal-settings-bad-code = { $field }: { $problem }
refusal-round-draft = ronde { $round } is nog een concept: publiceer ze voordat u uitslagen invoert
refusal-round-closed = ronde { $round } is afgesloten: een uitslag kan alleen worden gecorrigeerd, met een reden
refusal-round-not-closed = ronde { $round } is { $state }, niet afgesloten: voer de uitslag in in plaats van hem te corrigeren
refusal-round-no-such-board = ronde { $round } heeft geen bord { $board }
refusal-round-bye-board = bord { $board } van ronde { $round } is een bye: er is geen uitslag in te voeren
refusal-round-wrong-game-count = bord { $board } van ronde { $round } heeft { $expected } partijen, maar de uitslag geeft er { $got }
refusal-round-missing-results = { $count ->
    [one] ronde { $round } mist de uitslag van bord { $boards }
   *[other] ronde { $round } mist uitslagen op borden { $boards }
}
refusal-round-has-results = { $count ->
    [one] ronde { $round } heeft al een uitslag op bord { $boards }: ze kan niet opnieuw worden ingedeeld
   *[other] ronde { $round } heeft al uitslagen op borden { $boards }: ze kan niet opnieuw worden ingedeeld
}
refusal-round-results-entered = { $count ->
    [one] ronde { $round } heeft al een uitslag op bord { $boards }: ze kan geen concept meer worden
   *[other] ronde { $round } heeft al uitslagen op borden { $boards }: ze kan geen concept meer worden
}
refusal-round-bad-transition = ronde { $round } kan niet van { $from } naar { $to } gaan
refusal-round-ballot-locked = ronde { $round } is { $state }: de loting kan niet meer veranderen
refusal-round-no-such-game = bord { $board } van ronde { $round } heeft geen partij { $game } (het heeft er { $games })
refusal-round-other-game-missing = partij { $game } van bord { $board } heeft nog geen uitslag: voer de partijen van het bord samen in het uitslagenrooster in, of eerst partij { $game }
refusal-round-sheets-need-games = voer eerst de uitslagen van de partijen in: een ontbrekend notatieformulier verbeurt gespeelde partijen ({ $article })
refusal-round-sides-disagree = { $second } past niet bij { $first } voor de eerste partij
refusal-round-points-disagree = { $sent } werd gestuurd, maar { $kind } levert in dit toernooi { $scored } op
refusal-round-empty-reason = een correctie na het afsluiten vraagt een reden
refusal-round-reason-too-long = de reden heeft { $len } tekens; hoogstens { $max } worden aanvaard
refusal-round-bad-reason = de reden { $problem }
refusal-round-bad-game-report = `{ $text }` is geen partijuitslag (verwacht: 1-0, =, 0-1, -:+, +:- of -:-, of 1, 0, d, +, -, --)
refusal-round-not-in-scoring = `{ $text }` is geen uitslag in de puntentelling van dit toernooi (winst { $win }-{ $loss }, remise { $draw }-{ $draw }, verlies { $loss }-{ $win })
result-kind = { $kind ->
    [win] winst
    [draw] remise
    [loss] verlies
    [forfeit-win] reglementaire winst
    [forfeit-loss] reglementair verlies
    [both-absent] beiden afwezig
    [pairing-bye] indelingsbye
    [requested-bye] gevraagde bye
    [withdrawn] teruggetrokken
    [not-entered] niet ingeschreven
   *[other] { $kind }
}
refusal-entry-empty-name = de naam van een speler mag niet leeg zijn
refusal-entry-name-too-long = spelersnaam `{ $name }` is langer dan 100 tekens
refusal-entry-name-control-character = spelersnaam `{ $name }` bevat een stuurteken
refusal-entry-bad-name = spelersnaam `{ $name }` { $problem }
refusal-entry-bad-text = deelnemer { $no }: het veld „{ $field }” { $problem }
refusal-entry-bad-federation = federatie `{ $text }` is geen code van drie letters zoals ENG of NED
refusal-entry-bad-start-no = het startnummer moet 1 of meer zijn ({ $no } ontvangen)
refusal-entry-too-long = deelnemer { $no }: het veld „{ $field }” heeft { $len } tekens; hoogstens { $max } worden aanvaard
refusal-entry-late-after-withdrawal = deelnemer { $no }: later ingestroomd vanaf ronde { $late } maar teruggetrokken vanaf ronde { $withdrawn }
refusal-entry-bad-round = deelnemer { $no }: rondenummers beginnen bij 1 ({ $round } ontvangen voor: { $what })
form-points-negative = punten kunnen niet negatief zijn (`{ $text }` ontvangen)
form-points-not-half = `{ $text }` is geen heel of half aantal punten
field-pairing-bye = indelingsbye
field-requested-bye = gevraagde bye
field-forfeit-win = reglementaire winst
field-player = speler
field-round = ronde
field-board = bord
field-game = partij
field-result = uitslag
field-deposit = waarborgsom
form-not-a-result = `{ $text }` is geen uitslag (zoals 1-0, 2-0 of =)

# De regels van de getypte prijzenlijst (src/web/words.rs: prize_line); de sleutelwoorden tussen backquotes zijn de syntaxis van de lijst.
prize-lines = { $first }; { $next }
prize-line-no-colon = schrijf `sharing: ...`, `category NAAM: ...` of `PLAATS: BEDRAG [TROFEE]`
prize-line-sharing = de verdeling is `equal`, `hort` of `tie-break-order`
prize-line-category-name = de naam van de categorie { $problem }
prize-line-rule = een categorie is `rating below N`, `rating N to M`, `junior under N on JJJJ-MM-DD`, `senior from N on JJJJ-MM-DD`, `unrated`, `women`, `federation XXX` of `club NAAM`
prize-line-not-head = `{ $text }` is geen `PLAATS` of `CATEGORIE PLAATS`
prize-line-not-place = `{ $text }` is geen plaatsnummer
prize-line-not-amount = `{ $text }` is geen bedrag (zoals 250 of 62.50)
prize-line-trophy = de trofee { $problem }
prize-unknown-category = prijs { $index }: er is geen categorie `{ $category }`
prize-duplicate-place-main = prijs { $index }: plaats { $place } van de hoofdranglijst staat er twee keer in
prize-duplicate-place = prijs { $index }: plaats { $place } van categorie `{ $category }` staat er twee keer in
prize-place-zero = prijs { $index }: plaatsen beginnen bij 1
