# Formulieren van de arbiter die geweigerd worden voordat een opdracht loopt
# (src/web/words/forms.rs): het veld genoemd met het label van het formulier waar het er een
# heeft, de getypte tekst herhaald.

## Velden zonder eigen label
field-which-links = uit te geven links
field-decision = beslissing
field-forfeit = reglementaire uitslag
field-withdrawal = terugtrekking
field-playoff-number = barrage
field-fmjd-list = FMJD-lijst
field-form = formulier
field-ballot-seed = startwaarde van de loting

## Problemen
form-not-count-to-999 = `{ $text }` is geen geheel getal van 0 tot en met 999
form-not-links-choice = `{ $text }` is niet „missing”, niet „all” en geen startnummer
form-not-start-no = `{ $text }` is geen startnummer
form-not-seed = `{ $text }` is geen geheel getal van 0 tot en met 18446744073709551615
form-not-forfeit = `{ $text }` is geen reglementaire uitslag ({ $actions })
form-which-player = welke speler meldt zich aan?
form-which-round = welke ronde?
form-tick-to-withdraw = speler { $no }: vink het vakje aan om de terugtrekking te bevestigen
form-unreadable = het verzonden formulier is onleesbaar ({ $detail }): verstuur het opnieuw
form-body-no-boundary = het formulier is verzonden als multipart/form-data zonder scheidingsteken: verstuur het opnieuw vanaf de pagina
form-body-wrong-type = het formulier is verzonden als `{ $text }`; deze pagina neemt multipart/form-data of application/x-www-form-urlencoded aan
form-no-version = het formulier heeft geen versie: laad de pagina opnieuw en verstuur het nog eens
form-version-not-number = de versie van het formulier is geen getal: laad de pagina opnieuw en verstuur het nog eens
form-fmjd-file-and-text = geef de lijst als bestand of als geplakte tekst, niet allebei
form-fmjd-no-list = kies het bestand van de lijst of plak de tekst ervan
form-fmjd-rows-unreadable = de regels van de lijst die met de bevestiging zijn meegestuurd, zijn onleesbaar (`{ $detail }`): bekijk de lijst opnieuw
form-fee-list-unwritable = de lijst van inschrijfgelden kan niet worden geschreven: { $detail }

## Aanmelden door de arbiter
form-check-in-closed = het toernooi heeft nu geen aanmelding open (zie de instellingen voor spelers online)
form-check-in-withdrawn = speler { $no } heeft zich teruggetrokken en kan zich niet aanmelden

## Downloads
download-no-such-round = { $paired ->
    [one] ronde { $asked } is niet ingedeeld (het toernooi heeft { $paired } ingedeelde ronde)
   *[other] ronde { $asked } is niet ingedeeld (het toernooi heeft { $paired } ingedeelde ronden)
}
download-round-not-applicable = een ronde kan alleen worden gekozen voor de indeling, de uitslagen en de stand in CSV, niet voor { $format }
download-knockout-round = een knock-out wordt in duels gespeeld, niet in ronden: de uitslagen worden in hun geheel geëxporteerd, zonder ronde
