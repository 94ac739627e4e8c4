# Wat het domein, het register en de indelingscontrole iemand zeggen (src/web/words.rs).

## Straffen van 000 art. 6.9
penalty-warning = (a) waarschuwing
penalty-game-lost = (b) partij verloren verklaard
penalty-disqualification = (c) diskwalificatie uit de competitie
penalty-expulsion = (d) verwijdering uit het evenement

## Het register: overtreders, opgeheven straffen, beroepen
offender-spectator = { $name } (toeschouwer)
offender-entry = deelnemer { $no }
incident-lifted = opgeheven: { $reason }
incident-lifted-by-appeal = opgeheven door beroep { $appeal }: { $reason }
appeal-pending = in behandeling
appeal-upheld = beslissing gehandhaafd
appeal-overruled = beslissing vernietigd
appeal-decided = { $state } { $hearing }: { $reason }
appeal-returned = terugbetaald
appeal-kept = ingehouden
appeal-deposit = { $amount }
appeal-deposit-returned = { $amount } terugbetaald
appeal-deposit-kept = { $amount } ingehouden
appeal-against-incident = incident { $incident }
appeal-against-result = de uitslag van ronde { $round }, bord { $board }
committee-same-club = { $member } is van dezelfde club als { $player } ({ $no }): { $value }
committee-same-federation = { $member } is van dezelfde bond als { $player } ({ $no }): { $value }
article-cited = { $article }
# An article of a rule book named by its number (`000 art. 2.24`).
article-ref = { $book } art. { $number }
article-none = geen artikel in { $book }


## Indeling: hoe een ronde is voorgesteld, de regels die een indeling breekt
pairing-method-match-rounds = matchronden (rangschikkingsscore, geen herhaling, afwisselend de eerste zet)
pairing-method-dutch = Nederlands systeem van de FIDE (C.04.3)
pairing-method-berger = Bergertabellen (FIDE C.05 bijlage 1)
pairing-rule-rematch = herhaling (C.04.1 art. 2: twee spelers ontmoeten elkaar niet meer dan eens)
pairing-rule-colour-run = kleurregel (C.04.1 art. 7, C.04.3 C3: niemand krijgt drie keer achter elkaar dezelfde kleur)
pairing-rule-colour-difference = kleurregel (C.04.1 art. 6, C.04.3 C3: het kleurverschil blijft binnen 2)
pairing-rule-second-bye = byeregel (C.04.1 art. 4: geen indelingsbye na een bye of een winst zonder spelen)
pairing-rule-extra-bye = byeregel (C.04.1 art. 3: één indelingsbye, en alleen bij een oneven aantal)
pairing-rule-forbidden = verboden indeling (zelfde club of familie)
pairing-rule-unavailable = afwezige speler ingedeeld (teruggetrokken, bye aangevraagd of late inschrijving)
pairing-rule-absent-twice = twee ronden achter elkaar afwezig (de arbiter trekt de speler terug of deelt hem toch in)
pairing-rule-paired-twice = speler twee keer ingedeeld
pairing-rule-missing = speler ontbreekt in de indeling
pairing-rule-unknown-entry = onbekend startnummer

pairing-warning = { $rule }: { $detail }
pairing-detail-no-entry = geen deelnemer heeft startnummer { $no }
pairing-detail-on-boards = { $no } staat op { $count } borden
pairing-detail-not-paired = { $no } ({ $name }) is niet ingedeeld en heeft geen bye
pairing-detail-absent-twice = { $no } ({ $name }) was afwezig in ronde { $first } en { $second }
pairing-detail-withdrawn = { $no } ({ $name }) heeft zich teruggetrokken in ronde { $round }
pairing-detail-requested-bye = { $no } ({ $name }) heeft een bye aangevraagd in ronde { $round }
pairing-detail-not-entered = { $no } ({ $name }) is in ronde { $round } nog niet ingeschreven
pairing-detail-must-not-meet = { $a } en { $b } mogen niet tegen elkaar ingedeeld worden
pairing-detail-met = { $a } en { $b } speelden al tegen elkaar in ronde { $round }
pairing-detail-first-run = { $no } zou de derde match op rij in partij 1 de eerste zet hebben
pairing-detail-second-run = { $no } zou de derde match op rij in partij 1 als tweede zetten
pairing-detail-white-run = { $no } zou de derde partij op rij wit hebben
pairing-detail-black-run = { $no } zou de derde partij op rij zwart hebben
pairing-detail-colour-difference = { $no } zou { $white } partijen met wit en { $black } met zwart hebben
pairing-detail-extra-byes = { $count ->
    [one] één indelingsbye
   *[other] { $count } indelingsbyes
} onder { $players } spelers
pairing-detail-had-bye = { $no } had de indelingsbye in ronde { $round }
pairing-detail-won-by-forfeit = { $no } won ronde { $round } reglementair
pairing-detail-win-without-playing = { $no } kreeg een winst zonder spelen in ronde { $round }
## Het rapport van de arbiter
report-owed = { $name }: { $amount } verschuldigd
report-both-players = { $a } en { $b }
report-chief = { $name } (hoofdarbiter)
entry-disqualified-from = gediskwalificeerd vanaf ronde { $round }
entry-withdrawn-from = teruggetrokken vanaf ronde { $round }
entry-late-from = late inschrijving vanaf ronde { $round }
report-forfeit-absent = afwezig: verliest de partij reglementair
report-forfeit-both-absent = beiden afwezig: geen van beiden scoort
report-forfeit-score-sheets = notatieformulieren niet ingeleverd: nul voor de ronde
report-forfeit-declared-lost = partij verloren verklaard (incident { $incident })

time-control-plus-minutes = { $minutes } min + { $plus } min per zet
time-control-plus-seconds = { $minutes } min + { $plus } s per zet
time-control-moves-per-hour = { $moves } zetten per uur
## Velden van het register genoemd in een weigering
field-appellant = de indiener van het beroep
field-article = het artikel
field-member-club = de club van het commissielid
field-member-federation = de bond van het commissielid
field-member-name = de naam van het commissielid
field-grounds = de gronden
field-hearing = de zitting
field-payment-date = de betaaldatum
field-payment-method = de betaalwijze
field-reason = de reden
field-recorder = wie het vastlegt
field-spectator-name = de naam van de toeschouwer
field-time = het tijdstip

## Weigeringen van het register
text-problem-control = bevat een stuurteken (zoals een regeleinde)
text-problem-bidi = bevat een bidirectioneel stuurteken (U+202A-U+202E, U+2066-U+2069)
text-problem-invisible = heeft geen zichtbaar teken
refusal-book-unknown-penalty = straf { $penalty } is niet een van warning, game-lost, disqualification, expulsion (000 art. 6.9)
refusal-book-empty = { $field } mag niet leeg zijn
refusal-book-too-long = { $field } heeft { $len } tekens; er worden er hoogstens { $max } aanvaard
refusal-book-bad-text = { $field } { $problem }
refusal-unknown-entry = geen deelnemer heeft startnummer { $no }
refusal-book-unknown-entry = deelnemer { $no } zit niet in het toernooi
refusal-book-no-such-round = ronde { $round } bestaat niet
refusal-book-spectator-penalty = een toeschouwer speelt geen partij: { $penalty } geldt alleen voor spelers (een toeschouwer wordt gewaarschuwd of verwijderd, 000 art. 5.9)
refusal-book-game-needs-board = een verloren verklaarde partij vraagt de ronde en het bord
refusal-book-board-needs-round = een bord wordt met zijn ronde genoemd: geef ook de ronde
refusal-book-game-needs-board-of = een partij wordt met haar ronde en bord genoemd: geef die ook
refusal-no-such-round = er is geen ronde { $round }
refusal-no-such-board = ronde { $round } heeft geen bord { $board }
refusal-book-draft-round = ronde { $round } is nog een concept: geen van haar partijen kan verloren verklaard worden
refusal-book-not-on-board = deelnemer { $no } speelt niet aan bord { $board } van ronde { $round }
refusal-book-bye-board = bord { $board } van ronde { $round } is een bye: er is geen partij om verloren te verklaren
refusal-book-no-such-game = bord { $board } van ronde { $round } heeft geen partij { $game }
refusal-book-other-games-open = de andere partijen van bord { $board } van ronde { $round } hebben nog geen uitslag: voer die eerst in, of verklaar alle partijen van het bord verloren
refusal-book-already-disqualified = deelnemer { $no } is al gediskwalificeerd
refusal-book-paired-in-draft = deelnemer { $no } is ingedeeld in ronde { $round }, nog een concept: deel de ronde opnieuw in zonder hem (of publiceer en speel haar) vóór de diskwalificatie
refusal-book-no-such-incident = incident { $incident } bestaat niet
refusal-book-already-lifted = de straf van incident { $incident } is al opgeheven
refusal-book-committee-too-small = een commissie van beroep heeft minstens drie leden (000 art. 7.1); { $count ->
    [one] er is er één opgegeven
   *[other] er zijn er { $count } opgegeven
}
refusal-book-committee-too-large = een commissie van beroep heeft hoogstens { $max } leden; er zijn er { $count } opgegeven
refusal-book-committee-twice = { $name } staat twee keer in de commissie
refusal-book-committee-concerned = { $name } kan niet in de commissie van beroep zitten: { $player } ({ $no }) is de betrokken speler (000 art. 7.1: de commissie staat los van de betrokken spelers)
refusal-book-committee-opponent = { $name } kan niet in de commissie van beroep zitten: { $player } ({ $no }) is een betrokken speler (de tegenstander) (000 art. 7.1: de commissie staat los van de betrokken spelers)
refusal-book-no-such-appeal = beroep { $appeal } bestaat niet
refusal-book-already-decided = over beroep { $appeal } is al beslist
refusal-book-not-decided = over beroep { $appeal } is nog niet beslist
refusal-book-unknown-decision = { $decision } is geen beslissing: upheld (gehandhaafd) of overruled (vernietigd)
refusal-book-correction-needed = een beslissing over een uitslag vernietigen vraagt de verbeterde uitslag
refusal-book-no-ruling = een bestreden beslissing is een uitslag: ronde { $round }, bord { $board } heeft er geen
refusal-book-bad-amount = bedrag { $amount } is geen geldbedrag zoals 10 of 12,50
refusal-book-no-deposit = het beroep heeft geen waarborgsom
refusal-book-bad-fees = inschrijfgeld `{ $fees }` is niet een van standard=BEDRAG, junior<LEEFTIJD=BEDRAG, titled=BEDRAG

## Weigeringen van een toernooi
refusal-duplicate-start-no = startnummer { $no } is al vergeven
refusal-finished = het toernooi is afgelopen (alle { $rounds } ronden gespeeld, de laatste gesloten): een inschrijving is nu een late inschrijving en vraagt een reden
refusal-fewer-rounds-than-paired = ronden: er zijn al { $paired } ronden ingedeeld, dus het toernooi kan er geen { $rounds } hebben
refusal-too-many-entries = een toernooi neemt hoogstens { $max } deelnemers
refusal-all-rounds-paired = { $count ->
    [one] de enige ronde is al ingedeeld
   *[other] alle { $count } ronden zijn al ingedeeld
}
refusal-previous-round-draft = ronde { $round } is nog een concept: publiceer haar en voer haar uitslagen in voordat u ronde { $next } indeelt
refusal-previous-round-open = in ronde { $round } ontbreken uitslagen op { $count ->
    [one] bord { $boards }
   *[other] borden { $boards }
}: deel ronde { $next } in zodra ze er zijn
refusal-not-last-round = alleen de laatste ronde ({ $last }) kan opnieuw ingedeeld worden, niet ronde { $round }
refusal-paired-twice = deelnemer { $no } staat twee keer in de indeling van ronde { $round }
refusal-self-pairing = deelnemer { $no } kan niet tegen zichzelf spelen
refusal-unpaired = deelnemer { $no } is beschikbaar in ronde { $round } maar is niet ingedeeld en heeft geen bye
refusal-forbidden-pairing = deelnemers { $a } en { $b } mogen niet tegen elkaar ingedeeld worden (zelfde club of familie)
refusal-prohibited-pairing = deelnemers { $a } en { $b } mogen in ronde { $round } niet tegen elkaar ingedeeld worden (een verboden indeling)

## Ballot
ballot-settings-none = geen loting
ballot-settings-per-round = set { $deck }, één opening per ronde, seed { $seed }
ballot-settings-per-board = set { $deck }, één opening per bord, seed { $seed }
ballot-seed-random = willekeurig
refusal-ballot-none = het toernooi heeft geen openingsloting (de instellingen zeggen vrij spel)
refusal-ballot-unknown-deck = er is geen openingsset met de naam `{ $deck }` (zie `crownhead decks`)
refusal-ballot-wrong-variant = set `{ $deck }` is niet voor { $variant } (hij is voor { $allowed })
refusal-ballot-unknown-opening = set `{ $deck }` heeft geen opening `{ $opening }`
refusal-ballot-barred = opening { $opening } van set `{ $deck }` is uitgesloten: ze wordt nooit geloot
refusal-ballot-no-such-board = ronde { $round } heeft geen bord { $board } met twee spelers
refusal-ballot-has-results = ronde { $round } heeft al uitslagen op { $count ->
    [one] bord { $boards }
   *[other] borden { $boards }
}: de loting kan niet meer veranderen
refusal-ballot-already-drawn = ronde { $round } is al geloot: loot opnieuw met een reden
refusal-ballot-no-reason = een nieuwe loting of een met de hand gekozen opening vraagt een reden

## The audit log: the words of a row no message says in full (entity, action)
audit-word = { $key ->
    [round] ronde
    [entry] deelnemer
    [tournament] toernooi
    [record] vastleggen
    [import] import
    [team-match] teamwedstrijd
    [pair] indelen
    [create] aanmaken
    [team] team
    [set] instellen
    [knockout-game] knock-outpartij
    [incident] incident
    [team-settings] teaminstellingen
    [fees] inschrijfgelden
    [entry-fee] inschrijfgeld
    [disqualified-games] partijen van gediskwalificeerden
    [appeal] beroep
    [undo] ongedaan maken
    [stage] fase
    [settings] instellingen
    [set-schedule] schema
    [set-players] opstelling
    [reorder] herschikken
    [re-pair] opnieuw indelen
    [ranking] beginrangschikking
    [prize-list] prijzenlijst
    [play-off] barrage
    [pay] betaling
    [lift-disqualification] diskwalificatie opheffen
    [lift] opheffen
    [game] partij
    [file] indienen
    [due] verschuldigd
    [disqualify] diskwalificeren
    [book-settings] registerinstellingen
    [board] bord
    [decide] beslissen
    [upheld] gehandhaafd
    [overruled] vernietigd
    [player-report] uitslagmelding van speler
    [bye-request] byeverzoek
    [withdraw] terugtrekken
    [set-lineup] opstelling vastleggen
    [revoke-link] link intrekken
    [reject-reports] meldingen afwijzen
    [refuse-bye] bye weigeren
    [online-settings] instellingen voor spelers online
    [issue-links] links uitgeven
    [forfeit] reglementair verlies
    [check-in] aanmelding
    [change] wijziging
    [ballot-settings] lotingsinstellingen
    [ballot-redraw] nieuwe loting
    [add-section] groep toevoegen
    [publish] publiceren
    [unpublish] publicatie intrekken
    [close] afsluiten
    [event] evenement
    [user] account
   *[other] { $word }
}

## The audit log: the fields a change touched (settings, an entry, the settings for players online)
audit-field-name = naam
audit-field-venue = speellocatie
audit-field-start-date = begindatum
audit-field-end-date = einddatum
audit-field-chief-controller = hoofdwedstrijdleider
audit-field-variant = variant
audit-field-system = systeem
audit-field-rounds = aantal ronden
audit-field-games-per-round = partijen per ronde
audit-field-scoring = puntentelling
audit-field-ballot = openingsloting
audit-field-time-control = speeltempo
audit-field-tie-breaks = tiebreaks
audit-field-federation = federatie
audit-field-round-dates = rondedata
audit-field-acceleration = versnelling
audit-field-prohibited = verboden indelingen
audit-field-report = rapportgegevens
audit-field-language = taal
audit-field-knockout = knock-outinstellingen
audit-field-team = teaminstellingen
audit-field-time-zone = tijdzone
audit-field-no = startnummer
audit-field-fmjd-id = FMJD-ID
audit-field-national-id = bondsnummer
audit-field-rating = rating
audit-field-title = titel
audit-field-women-title = damestitel
audit-field-women-rating = damesrating
audit-field-club = club
audit-field-birth-date = geboortedatum
audit-field-withdrawn-from = teruggetrokken vanaf ronde
audit-field-late-from = later ingestroomd vanaf ronde
audit-field-requested-byes = gevraagde byes
audit-field-forbidden = verboden tegenstanders
audit-field-bye-points = byepunten
audit-field-birth-year = geboortejaar
audit-field-sex = geslacht
audit-field-national = nationale rating
audit-field-disqualified-from = gediskwalificeerd vanaf ronde
audit-field-games-annulled = partijen geannuleerd
audit-field-check-in = aanmelding
audit-field-accept-agreed = overeenstemmende meldingen automatisch aanvaard
audit-field-max-byes = byes die een speler mag vragen
audit-field-no-byes-last = geen gevraagde byes in de laatste ronden
audit-field-approve-byes = byeverzoeken automatisch goedgekeurd
audit-field-deck = openingsset
audit-field-per = één opening per
audit-field-seed = seed
audit-field-kind = soort

## The built-in ballot decks (fixtures/ballots/), and how many openings a deck draws from
deck-acf-3move = ACF-driezetsloting: 156 openingen (144 uit de oorspronkelijke tabel, 12 toegevoegd in 2003); 18 uitgesloten, nooit geloot
deck-english-2move = Engelse tweezetsloting: 43 standaardparen van eerste zetten; 6 uitgesloten, nooit geloot
deck-free = vrij spel: geen loting, elke partij begint in de beginstelling
deck-idf-brazilian = IDF-tabel van openingen voor Braziliaans dammen: 736 beginstellingen
deck-idf-russian = IDF-tabel van openingen voor Russisch dammen: 745 beginstellingen
deck-idf-short-150 = korte IDF-tabel (vrouwen, snelspel): 150 beginstellingen, Russisch of Braziliaans dammen
deck-openings = { $count ->
    [one] { $count } opening
   *[other] { $count } openingen
}

## The reasons the program writes on an audit row
audit-reason-team-boards = borden gevormd uit de teamopstellingen
audit-reason-paired-automatically = automatisch ingedeeld: { $method }
