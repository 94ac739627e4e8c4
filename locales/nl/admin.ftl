# The controller's pages: dashboard, tournament, entries, rounds, results, ballots, settings,
# imports, prizes, audit log, accounts.
who-disk-full = De schijf van de server is vol: de laatste wijziging kon niet worden opgeslagen (er is niets verloren). Maak ruimte vrij op de server en verstuur haar opnieuw.
who-snapshot-failed = De automatische reservekopie is mislukt ({ $detail }): de database heeft sindsdien geen kopie. Controleer de map `backups` naast de database (ruimte, rechten); dit bericht verdwijnt zodra een kopie lukt.
who-signed-in-as = Ingelogd als
role-chief = hoofdwedstrijdleider
role-assistant = assistent
role-name = { $role ->
    [chief] hoofdwedstrijdleider
    [assistant] assistent
   *[other] { $role }
}
nav-dashboard = Dashboard
nav-accounts = Accounts
admin-tab-entries-rounds = Deelnemers en ronden
admin-tab-settings = Instellingen
admin-tab-import = CSV importeren
admin-tab-fmjd-list = FMJD-lijst
admin-tab-missing = Ontbrekende uitslagen
admin-tab-audit = Logboek
admin-tab-public = Openbare pagina
add = Toevoegen
create = Aanmaken
save = Opslaan
preview = Voorbeeld
account = Account
password = Wachtwoord
password-min = Wachtwoord (10 tekens of meer)
password-again = Wachtwoord (nogmaals)
col-title = Titel
col-women-title = Damestitel
col-women-rating = Damesrating
col-line = Regel
col-problems = Problemen
col-trophy = Beker
col-sheets-missing = Notatiebiljetten ontbreken
col-forfeits = Reglementair
dl-entries = deelnemers
dl-fmjd-report = FMJD-ratingrapport
admin-section-of = Groep van het evenement
admin-version = versie { $version }
admin-pair-round = Ronde { $n } indelen
admin-entries-heading = Deelnemers ({ $count })
admin-edit-withdraw = wijzigen / terugtrekken
admin-add-entry = Deelnemer toevoegen
dashboard-event = Evenement
dashboard-event-n = evenement { $n }
dashboard-no-section = Nog geen groep: voeg er een toe vanaf de pagina van een toernooi.
dashboard-new-tournament = Nieuw toernooi
dashboard-preset = Sjabloon
preset-fmjd-international = FMJD internationaal (10×10, één partij per ronde)
preset-english = Engels (EDA, matches van 2 partijen, 3-zettenloting)
preset-russian = Russisch (micromatches van 2 partijen)
preset-acf-checkers = ACF checkers (matches van 2 partijen, 3-zettenloting)
dashboard-new-event = Nieuw evenement
dashboard-event-hint = Een evenement bevat meerdere toernooien als groepen (Master, Major, Minor; ratinggroepen): elk houdt zijn eigen deelnemers, ronden en instellingen.
dashboard-create-event = Evenement aanmaken
audit-title = Logboek
audit-title-lower = logboek
audit-when = Wanneer
audit-who = Wie
audit-what = Wat
audit-before = Voor
audit-after = Na
audit-reason = Reden
missing-lower = ontbrekende uitslagen
missing-none = Elke gepubliceerde ronde heeft al haar uitslagen.
entry-n = Deelnemer { $n }
entry-federation = Bond
entry-fmjd-id = FMJD-id
entry-national-id = Bondsnummer
entry-birth-date = Geboortedatum
entry-withdraw = Terugtrekken
entry-from-round = Vanaf ronde
import-title = Deelnemers importeren
import-heading = Deelnemers importeren uit CSV
import-hint = Een kopregel, dan één deelnemer per regel. Kolommen: { $columns } (naam is verplicht). Er wordt niets geïmporteerd zolang een regel fout is.
import-bad-rows = { $bad ->
    [one] { $bad } foute regel van { $total }: verbeter die en bekijk het voorbeeld opnieuw.
   *[other] { $bad } foute regels van { $total }: verbeter ze en bekijk het voorbeeld opnieuw.
}
import-all-good = { $total ->
    [one] { $total } regel, goed.
   *[other] { $total } regels, alle goed.
}
import-showing = De eerste { $count } regels worden getoond; elke regel is gecontroleerd.
import-showing-bad = De eerste { $count } foute regels worden getoond; elke regel is gecontroleerd.
import-line = regel { $line }
import-confirm = { $total ->
    [one] { $total } deelnemer importeren
   *[other] { $total } deelnemers importeren
}
import-separators = Kolomnamen in hoofd- of kleine letters (Name, NAME, name); kolommen gescheiden door komma's, puntkomma's of tabs, zoals in de kopregel.
import-file = Of een CSV-bestand (hoogstens { $kib } KiB)
import-read-file = Gelezen uit het bestand { $file }.
import-refused = Geweigerd, er is niets geïmporteerd:
import-sep-comma = Kolommen gescheiden door komma's.
import-sep-semicolon = Kolommen gescheiden door puntkomma's.
import-sep-tab = Kolommen gescheiden door tabs.
absent-heading = { $count ->
    [one] Eén speler twee ronden achter elkaar afwezig
   *[other] { $count } spelers twee ronden achter elkaar afwezig
}
absent-hint = Afwezig in beide vorige ronden (reglementair verlies door afwezigheid, art. 2.24-2.25 van reglement 000, of niet ingedeeld). U beslist: de speler vanaf deze ronde terugtrekken, of toch indelen.
absent-rounds = afwezig in ronde { $first } en { $second }
absent-reason = Afwezig in ronde { $first } en { $second }
absent-confirm = Ik bevestig het terugtrekken vanaf ronde { $round }
absent-pair-anyway = Om toch in te delen, laat de speler in de indeling staan: de controle noemt hem, en bij het publiceren van de ronde wordt om bevestiging gevraagd.
pair-auto = Ronde { $n } automatisch indelen
pair-proposed-by = { $code ->
    [berger] Indeling voorgesteld volgens de
    [match-rounds] Indeling voorgesteld volgens de
   *[other] Indeling voorgesteld volgens het
} { $method }: opgeslagen als concept, kan nog worden gewijzigd en wordt vanaf de eigen pagina gepubliceerd.
pair-no-rule-broken = De indeling hieronder overtreedt geen enkele indelingsregel.
pair-no-rule-broken-by = De indeling hieronder overtreedt geen enkele indelingsregel ({ $method }).
pair-unreadable = De indeling hieronder is onleesbaar:
pair-breaks = De indeling hieronder overtreedt { $count ->
    [one] { $count } indelingsregel
   *[other] { $count } indelingsregels
}:
pair-hint = Eén bord per regel, eerst de speler die in partij 1 begint: 3 7 of 3-7; bye 5 voor de bye van de indeling. Aangevraagde byes, teruggetrokken en late deelnemers krijgen hun bye vanzelf. „Indeling controleren” toont de regels die de indeling overtreedt; „Concept opslaan” bewaart de indeling als concept, te publiceren vanaf de pagina van de ronde.
pair-pairings = Indeling
pair-check = Indeling controleren
pair-save-draft = Concept opslaan
pair-to-pair = In te delen ({ $count })
allocation = Verdeling
allocation-after-round = Verdeling na ronde { $round }
prizes-print-sheet = Uitbetalingslijst afdrukken
prize-list = Prijzenlijst
prize-list-hint = Eén regel per onderdeel (sleutelwoorden in het Engels): sharing: equal (of hort, tie-break-order); categorieën zoals category U2000: rating below 2000, category Juniors: junior under 18 on 2026-07-01, category Seniors: senior from 65 on 2026-07-01, category Unrated: unrated, category Women: women, category NED: federation NED, category Oost: club DC Oost; prijzen als 1: 500 Cup (plaats, bedrag, eventueel een beker) of U2000 1: 100. Elke speler krijgt één prijs, de hoogste; gelijk geëindigde spelers delen volgens de verdeelregel.
prize-list-save = Prijzenlijst opslaan
reason-finished = Reden van de wijziging (verplicht: het toernooi is afgelopen)
reason-closed = Reden van de correctie (verplicht: de ronde is afgesloten)
record-title = Partijnotatie
record-back = terug naar de ronde
record-verification = Controle
record-flagged = Gemarkeerd
record-first-irregular = Eerste onregelmatige zet
record-draw-rule = Remiseregel
record-note = Opmerking
record-none = Nog geen notatie: plak de PDN van de partij (of laad het bestand) en sla haar op om haar te controleren.
record-pdn = PDN-notatie
record-load-file = Of laad een PDN-bestand in het vak
record-ruling = Beslissing van de wedstrijdleider
record-ruling-short = Beslissing
round-opening-ballot = Openingsloting
round-publish-anyway = Ik heb { $count ->
    [one] de waarschuwing
   *[other] de { $count } waarschuwingen
} hieronder gelezen en publiceer deze indeling toch
round-publish = Ronde { $n } publiceren
round-unpublish = Publicatie van ronde { $n } intrekken (terug naar concept)
round-close = Ronde { $n } afsluiten
round-missing = Ontbrekende uitslagen: { $count ->
    [one] bord
   *[other] borden
} { $boards }
round-breaks = Deze indeling overtreedt { $count ->
    [one] { $count } indelingsregel
   *[other] { $count } indelingsregels
}:
round-publish-to-enter = Publiceer de ronde om uitslagen in te voeren.
round-change-pairing = De indeling wijzigen
round-pairings-label = Indeling, één bord per regel (thuis uit, bye N)
round-save-pairing = De nieuwe indeling opslaan
round-grid-hint = Typ de uitslag van elke partij en ga met Tab naar de volgende: 1 thuis wint, 0 uit wint, = remise, + uit afwezig, - thuis afwezig, -- beiden afwezig. Vink het vakje van een kant aan als zijn notatiebiljetten ontbreken ({ $sheets }).
grid-game-label = bord { $board } partij { $game }
grid-records = notaties
grid-home = thuis
grid-away = uit
grid-save = Uitslagen opslaan
forfeit-home-absent = thuis afwezig
forfeit-away-absent = uit afwezig
forfeit-both-absent = beiden afwezig
forfeit-home-sheets = biljetten thuis
forfeit-away-sheets = biljetten uit
print-by-name-short = op naam
print-slips-short = uitslagbriefjes
settings-venue = Speellocatie
settings-start-date = Begindatum
settings-end-date = Einddatum
settings-time-control = Speeltempo
settings-time-control-code = Code van het speeltempo (TRF 222, zoals 5400+30)
settings-federation = Bond van het toernooi (TRF 032)
settings-language = Taal van het toernooi
settings-language-hint = De afdrukken zijn in deze taal, en de openbare pagina's voor een lezer wiens browser om geen van de vijf talen vraagt.
settings-acceleration = Versnelde indeling (C.04.5)
settings-acceleration-none = geen
settings-acceleration-baku = Bakoe-versnelling (C.04.5.1): de eerste helft van de spelers, naar boven afgerond op een even aantal, krijgt fictieve punten ter waarde van een gewonnen ronde in de eerste helft van de versnelde ronden (de eerste helft van de ronden), een remiseronde in de andere
settings-acceleration-records = zoals geïmporteerd (TRF 250-regels)
settings-round-dates = Datums van de ronden (TRF 132): één ronde per regel, RONDE JJJJ-MM-DD
settings-tie-breaks = Tiebreaks bij gelijke stand, op volgorde
settings-tie-breaks-hint = Een door komma's gescheiden lijst van namen of FIDE-codes, na de score op volgorde toegepast. Ze volgen het FIDE-reglement voor tiebreaks, { $rules } (de uitgave die op de begindatum geldt).
settings-fide-code = FIDE-code
settings-heading = Kolomkop
settings-what-it-counts = Wat het telt
settings-scoring = Puntentelling
settings-scoring-locked = Er zijn uitslagen opgeslagen: de puntentelling ligt vast (een wijziging zou ze opnieuw tellen). Ze kan alleen veranderen tot de eerste uitslag, een bye inbegrepen, is opgeslagen.
settings-scoring-hint = Punten zijn hele of halve getallen (2, 1.5, 0). De puntentelling kan veranderen tot de eerste uitslag, een bye inbegrepen, is opgeslagen.
settings-game-won = Partij gewonnen
settings-drawn = remise
settings-lost = verloren
settings-pairing-bye = Bye van de indeling (per partij)
settings-requested-bye = Aangevraagde bye (per partij)
settings-forfeit-win = Reglementaire winst (per partij)
settings-match-points = Matchpunten
settings-match-won = match gewonnen
settings-ranked-by = Rangschikking op
settings-paired-by = Indeling op
settings-game-points = partijpunten
settings-match-points-lower = matchpunten
ballot-deck = Openingenreeks
ballot-no-ballot = Geen loting (vrij spel)
ballot-one-opening = Eén opening
ballot-per-round = per ronde, voor elk bord
ballot-per-board = per bord
ballot-seed-settings = Startwaarde (leeg: bij elke loting een nieuwe willekeurige)
ballot-save = Loting opslaan
ballot-title = Loting, ronde { $n }
ballot-heading = loting van ronde { $n }
ballot-back = Terug naar ronde { $n }
ballot-change = wijzigen
ballot-seed = Startwaarde
ballot-all = alle
ballot-every-board = elk bord zonder eigen opening
ballot-hint = Een match speelt in elke partij van een bord dezelfde opening, met omgekeerde kleuren in elke partij. Iedereen kan een loting herhalen uit de reeks, de startwaarde en de eerder in het toernooi gelote openingen.
ballot-locked = Er zijn uitslagen: de loting van deze ronde kan niet meer veranderen.
ballot-redraw = Opnieuw loten
ballot-draw = Loten
ballot-redraw-reason = Reden voor de nieuwe loting (verplicht)
ballot-seed-redraw = Startwaarde (leeg: een nieuwe willekeurige)
ballot-seed-draw = Startwaarde (leeg: die van het toernooi, of een willekeurige)
ballot-redraw-button = Opnieuw loten
ballot-draw-button = De loting uitvoeren
ballot-set-heading = Een opening met de hand kiezen
ballot-board-blank = Bord (leeg: de hele ronde)
ballot-reason = Reden (verplicht)
ballot-set-button = Opening vastleggen
fmjd-title = FMJD-spelerslijst
fmjd-heading = Deelnemers uit de FMJD-spelerslijst
fmjd-hint = De lijst zoals de FMJD haar publiceert (V{"{"}yymmdd{"}"}.DRA: kolommen nr_ew, nick, last_n, first_n, country, title, rating, wtitle, wrating; Latin-1 of UTF-8). Elke deelnemer wiens FMJD-id in de lijst staat, krijgt de bond, titel, rating, damestitel en damesrating van de lijst; een leeg veld in de lijst laat staan wat de deelnemer heeft, en namen blijven zoals ingevoerd. Er wordt niets opgeslagen voordat u bevestigt.
fmjd-unreadable = { $source } kan niet als FMJD-lijst worden gelezen: er is niets gewijzigd.
fmjd-read = { $source }: { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
} in { $rows ->
    [one] { $rows } regel
   *[other] { $rows } regels
}, gelezen als { $encoding }.
fmjd-changes = { $count ->
    [one] { $count } deelnemer wijzigt
   *[other] { $count } deelnemers wijzigen
}
fmjd-id = FMJD-id
fmjd-list-line = Regel in de lijst
fmjd-listed-as = In de lijst als
fmjd-changes-col = Wijzigingen
fmjd-notes = Opmerkingen
fmjd-none = geen
fmjd-noted = Ongewijzigde deelnemers, met een opmerking
fmjd-unchanged = { $count ->
    [one] { $count } deelnemer staat ongewijzigd in de lijst.
   *[other] { $count } deelnemers staan ongewijzigd in de lijst.
}
fmjd-not-found = Niet in de lijst (op FMJD-id): deelnemers { $entries }.
fmjd-without-id = Geen FMJD-id: deelnemers { $entries }.
fmjd-warnings = Waarschuwingen in de lijst ({ $count })
fmjd-showing = De eerste { $count } worden getoond; elke regel is gelezen.
fmjd-save = De wijzigingen van { $count ->
    [one] { $count } deelnemer
   *[other] { $count } deelnemers
} opslaan
fmjd-nothing = Niets op te slaan.
fmjd-another = Een andere lijst
fmjd-the-list = De lijst
fmjd-file = Het bestand van de lijst
fmjd-paste = Of de tekst ervan, geplakt (kopregel eerst)
login-setup-pending = Er bestaat nog geen wedstrijdleidersaccount: open de installatielink die de server bij het starten toonde.
setup-title = Installatie
setup-heading = Het account van de hoofdwedstrijdleider aanmaken
setup-note = Deze link werkt één keer. Het account mag alles, ook assistenten toevoegen.
setup-create = Aanmaken en inloggen
users-signed-in-as = Ingelogd als { $name }.
users-role = Rol
users-role-assistant = assistent (uitslagen en partijnotaties)
users-add = Een account toevoegen
record-move-at = { $move } (halve zet { $ply }, { $side })
record-legal = Reglementair: elke zet van de notatie ({ $variant_name }, { $plies ->
    [one] { $plies } halve zet
   *[other] { $plies } halve zetten
}) volgt de regels.
record-legal-result-disagrees = Reglementaire zetten, maar de uitslag klopt niet met de stelling.
record-irregular = Onregelmatig bij { $at }.
record-unreadable = Onleesbaar: de notatie kan niet worden gevolgd.
record-no-result = Geen uitslag genoteerd (*).
record-result-agrees = Uitslag { $result }: klopt met de stelling.
record-result-disagrees = Uitslag { $result }: klopt niet met de stelling ({ $side } heeft geen zet meer).
record-one-side = een van beide kanten
record-result-unchecked = Uitslag { $result }: niet gecontroleerd (de notatie stopt bij een onregelmatige zet).
record-result-contradicts-grid = De notatie geeft { $result }, de ingevoerde uitslag van deze partij is { $grid }: ze spreken elkaar tegen. De PDN-export schrijft de uitslag van de notatie tot er een beslissing is geschreven, daarna de ingevoerde uitslag met een opmerking.
record-caption-before = De stelling vóór { $move }, { $side } aan zet; de velden van de zet zijn omlijnd.
record-caption-end = De stelling aan het eind van de notatie ({ $plies ->
    [one] { $plies } halve zet
   *[other] { $plies } halve zetten
}).
record-ballot = { $message } (loting { $opening })
ballot-set-by-hand = met de hand gekozen
saved-settings = Instellingen opgeslagen.
saved-entry = Deelnemer opgeslagen.
saved-entry-added = Deelnemer toegevoegd.
entry-sex = Geslacht
entry-sex-none = niet opgegeven
entry-sex-m = man
entry-sex-w = vrouw
prize-sharing = Verdeling bij gelijk aantal punten
prize-sharing-equal = Gelijk: het geld van de plaatsen die ze samen bezetten
prize-sharing-hort = Hort-systeem: de helft gelijk, de helft naar de plaats na tiebreaks
prize-sharing-tie-break-order = Niet verdelen: de prijzen in volgorde na tiebreaks
prize-categories = Categorieën
prize-category-name = Naam
prize-category-rule = Wie hoort erbij
prize-category-value = Rating, leeftijd, bond of club
prize-category-to = Rating tot (band)
prize-category-on = Leeftijd op (datum)
prize-rule-rating-below = rating onder
prize-rule-rating-band = rating van … tot
prize-rule-junior-under = jeugd jonger dan (leeftijd)
prize-rule-senior-from = senioren vanaf (leeftijd)
prize-rule-unrated = spelers zonder rating
prize-rule-women = dames
prize-rule-federation = bond (code)
prize-rule-club = club
prize-prizes = Prijzen
prize-main = hoofdklassement
prize-controls-hint = Lege regels tellen niet mee; na het opslaan komen er lege regels bij voor meer.
prize-advanced = Geavanceerd: de lijst als tekst
