# Spelers online: de persoonlijke pagina, de aanmeldlijst en -zuil, de briefjes met links,
# de door spelers gemelde uitslagen in het raster.
me-not-found = Niet gevonden.
me-err-invalid = Het verzonden formulier is niet volledig.
me-err-unavailable = Dit kan nu niet: probeer het zo opnieuw.
me-err-no-check-in = Er is nu geen aanmelding open.
me-err-round-not-open = Ronde { $round } neemt nu geen meldingen aan.
me-err-no-such-round = Ronde { $round } bestaat niet.
me-err-no-such-board = Ronde { $round } heeft geen bord { $board }.
me-err-not-your-board = U speelt niet op bord { $board } van ronde { $round }.
me-err-no-such-game = Bord { $board } heeft geen partij { $game }.
me-err-has-result = Bord { $board } van ronde { $round } heeft al een uitslag.
me-err-bad-result = Dat is geen uitslag van dit toernooi.
me-err-bye-too-late = Ronde { $round } is al ingedeeld: vraag een bye voor een latere ronde.
me-err-no-bye-round = Het toernooi heeft { $rounds } ronden.
me-err-bye-last-rounds = In de laatste { $last } ronden kan geen bye worden gevraagd.
me-err-too-many-byes = U vroeg { $used } byes; het toernooi staat er { $max } toe.
me-err-bye-already-asked = U vroeg al een bye voor ronde { $round }.
me-err-withdrawn = U hebt zich teruggetrokken.
me-done-check-in = U bent aangemeld.
me-done-result = Uw melding is vastgelegd. De arbiter voert de uitslag in.
me-done-bye = Uw verzoek om een bye is vastgelegd.
me-check-in = Aanmelden
me-checked-in = U bent aangemeld voor ronde { $round }.
me-check-in-needed = Meld u aan om in ronde { $round } ingedeeld te worden.
me-check-in-button = Aanmelden voor ronde { $round }
me-next = Uw partij
me-no-next = Nu geen partij: de volgende indeling verschijnt hier zodra ze gepubliceerd is.
me-result = Uitslag
me-your-report = U meldde
me-their-report = Uw tegenstander meldde
me-reports-agree = Beide meldingen komen overeen: de arbiter bevestigt de uitslag.
me-reports-disagree = De meldingen verschillen: ga naar de arbiter.
me-report-label = Uitslag
me-report-button = Uitslag melden
me-report-hint = Uw melding is pas de uitslag als de arbiter ze bevestigt.
me-result-wins = { $name } wint ({ $result })
me-result-draw = Remise ({ $result })
me-results = Uw uitslagen
me-byes = Byes
me-bye-line = Ronde { $round }: { $state ->
    [pending] gevraagd, wacht op de arbiter
    [approved] bye toegekend
    [refused] geweigerd
   *[other] { $state }
}
me-bye-label = Bye vragen voor ronde
me-bye-button = Bye vragen
me-schedule = Programma
me-round-state = { $state ->
    [draft] wordt ingedeeld
    [published] wordt gespeeld
    [results-complete] uitslagen binnen
    [closed] gesloten
   *[other] { $state }
}
online-heading = Spelers online
players-kiosk-link = De aanmeldzuil op dit apparaat openen
players-check-in = Aanmelding
players-check-in-count = Ronde { $round }: { $checked } van { $total } deelnemers aangemeld.
players-no-check-in = Er is nu geen aanmelding open (zie de instellingen hieronder).
players-col-checked-in = Aangemeld
players-col-link = Persoonlijke link
players-how = { $how ->
    [link] met de telefoon
    [kiosk] bij de zuil
    [controller] door de arbiter
   *[other] { $how }
}
players-not-playing = speelt deze ronde niet
players-check-in-button = Aanmelden
players-link-state = { $state ->
    [live] uitgegeven
    [revoked] ingetrokken
   *[other] geen
}
players-revoke = Intrekken
players-issue-one = Nieuwe link
players-slips = Persoonlijke links
players-slips-hint = Een link wordt één keer getoond, bij het uitgeven: druk dan de briefjes af. Een nieuwe link vervangt de oude.
players-issue-missing = Spelers zonder link
players-issue-all = Alle spelers (oude links werken niet meer)
players-print-slips = Uitgeven en briefjes afdrukken
players-no-slip = Er is geen link uitgegeven.
slip-personal-hint = Uw persoonlijke pagina: indeling, aanmelding en uitslag. Houd deze link voor uzelf.
players-byes = Verzoeken om een bye
players-no-bye-request = Geen verzoek om een bye.
players-bye-state = { $state ->
    [pending] wacht
    [approved] toegekend
    [refused] geweigerd
   *[other] { $state }
}
players-bye-approve = Toekennen
players-bye-refuse = Weigeren
players-settings = Instellingen voor spelers online
players-setting-check-in = Aanmelding
players-check-in-none = geen
players-check-in-first = voor ronde 1
players-check-in-every = voor elke ronde
players-setting-accept-agreed = Overeenkomende meldingen zonder bevestiging als uitslag invoeren
players-setting-max-byes = Byes die een speler mag vragen
players-setting-no-byes-last = Geen byes in de laatste ronden
players-setting-approve-byes = Verzoeken binnen deze grenzen meteen toekennen
players-save-settings = Opslaan
kiosk-heading = Aanmelden
kiosk-hint = Zoek uw naam en meld u aan voor ronde { $round }.
kiosk-search = Uw naam
kiosk-find = Zoeken
kiosk-nobody = Geen speler met die naam.
kiosk-already = aangemeld
kiosk-done = { $name } is aangemeld.
grid-player-reports = { $state ->
    [agreed] Spelers eens
    [disagree] Spelers oneens
   *[other] Gemeld
}
grid-reject-reports = Meldingen afwijzen
grid-confirm-reports = Overeenkomende meldingen bevestigen
pairing-all-checked-in = Alle spelers zijn aangemeld.
pairing-not-checked-in = Niet aangemeld ({ $count }):
pairing-leave-out = Buiten de indeling laten (afwezig, geen punten)
pairing-or-pair-anyway = of toch indelen.
nav-players = Spelers online
