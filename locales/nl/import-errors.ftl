# De problemen van de bestanden die de imports lezen (TRF, de CSV van de deelnemers) en de
# weigeringen van een veld door de opslag (src/web/words/imports.rs, invalid.rs).

## De problemen van een bestand, met hun plaats
import-as-written = { $text }
import-column = kolom { $column }: { $problem }
import-problems = { $first }; { $next }
import-row-column = { $column }: { $problem }
import-row-csv = deze regel is niet als CSV te lezen ({ $detail })
import-row-not-sex = `{ $text }` is m noch w
import-row-not-start-no = `{ $text }` is geen startnummer (1 of hoger)
import-row-number-twice = startnummer { $no } staat twee keer in het bestand
import-row-already-entered = `{ $name }` is al ingeschreven
import-row-number-taken = startnummer { $no } is al bezet

## De problemen van de TRF-lezer
trf-problem-line-too-short = { $count ->
    [one] de spelersregel is te kort ({ $count } teken; er zijn er minstens 84 nodig)
   *[other] de spelersregel is te kort ({ $count } tekens; er zijn er minstens 84 nodig)
}
trf-problem-bad-start-no = `{ $text }` is geen startnummer
trf-problem-start-no-twice = startnummer { $no } komt twee keer voor
trf-problem-bad-rating = `{ $text }` is geen rating
trf-problem-bad-score = `{ $text }` is geen puntenaantal
trf-problem-bad-opponent = tegenstander `{ $text }` is niet te lezen
trf-problem-self-opponent = een speler kan niet tegen zichzelf spelen
trf-problem-bad-colour = `{ $text }` is geen kleur (w, b, - of leeg)
trf-problem-bad-result = `{ $text }` is geen uitslagcode
trf-problem-missing-opponent = uitslag `{ $text }` vraagt een tegenstander
trf-problem-bye-with-opponent = uitslag `{ $text }` is een bye en kan geen tegenstander hebben
trf-problem-missing-colour = een partij vraagt een kleur
trf-problem-trailing-text = tekst na de laatste ronde: `{ $text }`
trf-problem-bad-round-count = `{ $text }` is geen aantal ronden
trf-problem-bad-scoring = `{ $text }` is geen puntentelling (W, D, L, A, Z, P of X met de punten)
trf-problem-bad-initial-colour = `{ $text }` is geen kleurinstelling (W of B)
trf-problem-bad-player-list = `{ $text }` is geen lijst van spelers
trf-problem-inconsistent = ronde { $round }: speler { $player } staat tegen { $opponent }, wiens regel iets anders zegt
trf-problem-unknown-player = speler { $no } wordt genoemd maar heeft geen spelersregel
trf-problem-bad-field = record { $record }: `{ $text }` is geen geldige waarde voor { $field }
trf-problem-bad-record = record { $record }: { $text }
trf-problem-team-file = teambestanden worden hier niet gelezen
trf-problem-wide-number = startnummer `{ $text }` is breder dan de startnummervelden van het bestand (kolommen 5-8 zonder `XXW`-record): een bestand met startnummers boven 9.999 geeft hun breedte op in een record `XXW 5`
trf-problem-bad-number-width = `{ $text }` is geen breedte van de startnummers (`XXW` neemt 4 tot 9)
trf-problem-no-players = { $count ->
    [one] geen spelersregel in { $count } regel: een TRF-bestand zet elke speler op een regel die met `001` begint, met het startnummer in kolom 5-8, de naam in 15-47, de rating in 49-52, de punten in 81-84 en per ronde een blok van 10 kolommen vanaf kolom 92
   *[other] geen spelersregel in { $count } regels: een TRF-bestand zet elke speler op een regel die met `001` begint, met het startnummer in kolom 5-8, de naam in 15-47, de rating in 49-52, de punten in 81-84 en per ronde een blok van 10 kolommen vanaf kolom 92
}
trf-problem-player = speler { $no }: { $problem }
trf-problem-sex = het geslacht `{ $text }` (kolom { $column }) is m noch w
trf-field-points = punten
trf-field-type-of-bye-f-h-or-z = soort bye (F, H of Z)

## De weigeringen van een veld door de opslag
invalid-field-name = naam
invalid-field-venue = speellocatie
invalid-field-reason = reden
refusal-invalid-empty = het veld „{ $field }” is leeg
refusal-invalid-too-long-text = het veld „{ $field }” (`{ $text }`) heeft { $len } tekens; hoogstens { $max } worden aanvaard
refusal-invalid-too-long = het veld „{ $field }” heeft { $len } tekens; hoogstens { $max } worden aanvaard
refusal-invalid-bad-text = het veld „{ $field }” { $problem }
refusal-invalid-finished-prize-list = het toernooi is afgelopen: de prijzenlijst verandert alleen nog met een reden, die in het logboek wordt bewaard
refusal-invalid-reason-not-closed = ronde { $round } is { $state }: een reden dient om een gesloten ronde te corrigeren
refusal-invalid-game-without-result = bord { $board }: partij { $game } heeft geen uitslag
refusal-invalid-not-check-in-round = ronde { $round } is niet de volgende ronde die met aanmelding wordt ingedeeld
refusal-invalid-team-event-pairing = een teamcompetitie deelt teams in: de borden van haar ronden komen uit de opstellingen van de teams (de teampagina)
refusal-invalid-already-section = toernooi { $tournament } is al een groep van evenement { $event } ({ $name })
refusal-invalid-no-result-before-incident = bord { $board } van ronde { $round } had geen uitslag vóór incident { $incident }: geef in plaats daarvan de uitslag die het krijgt
refusal-invalid-not-knockout = toernooi { $tournament } wordt gespeeld als { $system }, niet als knock-out
refusal-invalid-account-exists = er bestaat al een account: de instellingslink werkt één keer
refusal-invalid-account-name-taken = er bestaat al een account met de naam `{ $name }`
refusal-invalid-no-playoff = toernooi { $tournament } heeft geen barrage { $number }
refusal-invalid-take-back-needs-reason = een partij terugnemen vraagt een reden (die in het logboek wordt bewaard)
refusal-invalid-nothing-to-take-back = duel { $tie } heeft geen partij om terug te nemen
refusal-invalid-take-back-later = partij { $game } van duel { $tie } besliste wie een later duel speelt dat al partijen heeft: neem die eerst terug
refusal-invalid-knockout-started-entries = de knock-out is begonnen: de plaatsing volgt uit de deelnemers, die niet meer veranderen (een speler die niet kan spelen verliest zijn partijen reglementair, 000 art. 2.24)
refusal-invalid-knockout-started-settings = de knock-out is begonnen: de plaatsing, de beslissingspartijen, het opnieuw plaatsen en de troostfinale veranderen niet meer
refusal-invalid-knockout-started-games = de knock-out is begonnen: de variant en het aantal partijen per duel veranderen niet meer
import-too-large = Het verzonden formulier is te groot: hier wordt hoogstens { $kib } KiB aanvaard.

## De weigeringen van een partij of van het schema van een knock-out
refusal-ko-not-knockout = het toernooi wordt gespeeld als { $system }, niet als knock-out
refusal-ko-both-absent = beide spelers afwezig (000 art. 2.25) kan een knock-outpartij niet beslissen: een duel vraagt een winnaar, voer de uitslag in die de wedstrijdleider bepaalt
refusal-ko-out-of-order = de opgeslagen partij { $game } van duel { $tie } is niet de volgende partij van het duel
refusal-ko-too-few = { $count ->
    [one] een knock-out vraagt minstens 2 spelers (er is er { $count })
   *[other] een knock-out vraagt minstens 2 spelers (er zijn er { $count })
}
refusal-ko-too-many = een knock-out neemt hoogstens { $max } spelers (er zijn er { $count })
refusal-ko-no-games = een duel vraagt minstens één geplande partij
refusal-ko-double-only-plain = opnieuw plaatsen en een troostfinale zijn er alleen voor een enkele knock-out
refusal-ko-no-such-tie = dit schema heeft geen duel { $tie }
refusal-ko-not-playing = duel { $tie } wordt niet gespeeld: { $why }
ko-why-a-player-is-not-known-yet = een speler is nog niet bekend
ko-why-it-has-no-opponent-to-play = er is geen tegenstander om tegen te spelen
ko-why-it-is-decided = het is al beslist
ko-tie-problem = duel { $tie }: { $problem }

## De weigeringen van een barrage
refusal-playoff-too-few-players = een barrage vraagt minstens twee spelers
refusal-playoff-repeated-player = speler { $no } staat twee keer in de barrage
refusal-playoff-unknown-player = er is geen speler { $no }
refusal-playoff-not-finished = een barrage wordt na de laatste ronde gespeeld: het toernooi is niet afgelopen
refusal-playoff-not-tied = speler { $no } heeft { $points } en speler { $other } heeft { $other_points }: een barrage is er alleen tussen spelers met evenveel punten
refusal-playoff-game-outside = partij { $game }: speler { $no } speelt niet mee in de barrage
refusal-playoff-game-against-self = partij { $game }: een speler kan niet tegen zichzelf spelen
refusal-playoff-too-many-games = een barrage heeft hoogstens { $max } partijen
refusal-playoff-no-such = deze barrage bestaat niet
refusal-playoff-already-in = speler { $no } zit al in een andere barrage
refusal-playoff-time-control = speeltempo: { $text }
playoff-field-games = partijen

## De weigeringen van een volgende fase
refusal-stage-not-finished = het toernooi is niet afgelopen: een volgende fase wordt uit de eindstand geplaatst
refusal-stage-too-few = een volgende fase vraagt minstens 2 spelers (gevraagd: { $count })
refusal-stage-not-enough = het toernooi heeft maar { $have } spelers, minder dan de gevraagde { $count }
refusal-stage-tie-at-the-cut = de plaatsen { $top } en { $next } staan gelijk op punten en op elke tiebreak (startnummers { $a } en { $b }): laat eerst een barrage beslissen, of neem { $fewer } of { $count } spelers
refusal-stage-tie-at-the-cut-more = de plaatsen { $top } en { $next } staan gelijk op punten en op elke tiebreak (startnummers { $a } en { $b }): laat eerst een barrage beslissen, of neem { $count } spelers

## De eigen controles van de TRF-import op records en ronden
trf-record = record { $record }: { $problem }
trf-record-date-past-last = een datum voor ronde { $round }, na de laatste ronde ({ $last })
trf-record-round-past-last = ronde { $round } ligt na de laatste ronde
trf-record-bye-past-last = een bye in ronde { $round }, na de laatste ronde ({ $last })
trf-record-start-numbers = { $count ->
    [one] startnummers: er is { $count } nummer boven 0 nodig, één per spelersregel
   *[other] startnummers: er zijn { $count } verschillende nummers boven 0 nodig, één per spelersregel
}
trf-record-tie-outside-knockout = een duelregel van een knock-out in het bestand van een toernooi gespeeld als { $system }, dat geen duels heeft
trf-record-code-blank = de tempocode `{ $text }` bevat een spatie; een code heeft er geen
trf-record-not-half = { $result } van { $points } punten is geen heel of half getal
trf-scored-win = een winst
trf-scored-draw = een remise
trf-scored-loss = een verlies
trf-scored-pairing-bye = de indelingsbye
trf-record-absence-scored = een afwezigheid (A) moet 0 punten waard zijn (000 art. 2.24)
trf-record-tie = duel { $tie }: { $problem }
trf-record-tie-not-next = partij { $game } is niet de volgende partij van het duel ({ $next })
trf-record-tie-no-game = partij { $game }: het duel heeft geen partij meer te spelen
trf-record-team-type = `{ $text }` is de code van een teamcompetitie; Crownhead leest individuele toernooien
trf-record-standings-not-pts = de stand van een individueel toernooi begint met PTS, niet met `{ $text }`
trf-record-unknown-tie-break = de tiebreakcode `{ $text }` is er geen die Crownhead berekent (bekend: { $known })
trf-record-tie-break-twice = de tiebreakcode `{ $text }` staat er twee keer in
trf-record-not-date = `{ $text }` is geen datum (JJJJ/MM/DD, of DD/MM/JJJJ, MM/DD/JJJJ, DD.MM.JJJJ, de naam van een maand)
