ko-system = Systeem
ko-system-preset = Zwitsers (dat van de voorinstelling)
ko-system-knockout = Knock-out (duels van het aantal partijen van de voorinstelling, even; beslissingspartijen, dan sudden death)
ko-system-knockout-stage = Knock-out (geplaatst in volgorde van de eindstand)
ko-system-double-knockout = Dubbele knock-out (twee levens)
ko-heading = Knock-out
ko-seeding = Plaatsing
ko-seeding-rating = op rating
ko-seeding-entry = in volgorde van inschrijving (startnummers)
ko-tiebreak-games = Beslissingspartijen bij een gelijke stand (dan sudden death)
ko-tiebreak-time-control = Speeltempo van de beslissingspartijen
ko-reseed = De winnaars na elke ronde opnieuw plaatsen (enkele knock-out)
ko-third-place = Een duel om de derde plaats (enkele knock-out)
ko-settings-hint = Deze veranderen niet meer zodra een partij van een duel is opgeslagen.
ko-enter-link = Knock-out: de partijen van de duels invoeren
ko-bracket = Het schema
ko-print = Het schema afdrukken
ko-public-bracket = Openbaar schema
ko-standings-note = Een knock-out: de eindstand, met de ronde die elke speler bereikte, staat bij het schema.
ko-title = Schema
ko-admin-title = { $name }: knock-out
ko-print-title = { $name }: schema
ko-results-csv = uitslagen (CSV)
ko-winner = Winnaar:
ko-placings = Eindstand
ko-place = Plaats
ko-no = Nr
ko-name = Naam
ko-reached = Bereikte ronde
ko-lives = Levens
ko-admin-hint = Elk lopend duel krijgt hier zijn volgende partij, als uitslagcode vanuit de eerste speler van het duel (1-0, =, 0-1; +:- de tweede speler verliest reglementair, -:+ de eerste). Een gelijk duel gaat naar de beslissingspartijen, dan sudden death; het volgende duel verschijnt zodra beide spelers bekend zijn.
ko-result = Uitslag
ko-enter-game = De partij invoeren
ko-undo-summary = Een verkeerd ingevoerde partij terugnemen
ko-game-records = Notaties van de partijen van de duels
ko-reason = Reden
ko-undo = De laatste partij terugnemen
ko-opening = opening: { $opening }
ko-bye = vrij
ko-status-next = te spelen: partij { $number } ({ $phase ->
    [scheduled] gepland
    [tie-break] beslissing
   *[other] sudden death
}), { $first } begint
ko-status-decided = beslist
ko-status-sudden-death = beslist in sudden death
ko-status-empty = geen spelers
ko-status-waiting = wacht op zijn spelers
ko-player-winner = winnaar
ko-player-out = uitgeschakeld
ko-player-in-play = nog in de race
ko-round-final = Finale
ko-round-winners-final = Finale van de winnaars
ko-round-semi = Halve finale
ko-round-winners-semi = Halve finale van de winnaars
ko-round-quarter = Kwartfinale
ko-round-winners-quarter = Kwartfinale van de winnaars
ko-round-n = Ronde { $round }
ko-round-winners-n = Ronde { $round } van de winnaars
ko-round-losers = Ronde { $round } van de verliezers
ko-round-third = Derde plaats
ko-round-final-again = Finale, duel { $round }
ko-outline = { $rounds ->
    [one] één ronde
   *[other] { $rounds } ronden
} van duels ({ $ties ->
    [one] één duel
   *[other] { $ties } duels
})
ko-outline-double = een winnaarsschema van { $rounds ->
    [one] één ronde
   *[other] { $rounds } ronden
}, dan het verliezersschema en de finale ({ $ties ->
    [one] één duel
   *[other] { $ties } duels
})
ko-tiebreak-none = Een gelijk duel wordt beslist met sudden death.
ko-tiebreak-rule = Een gelijk duel gaat verder met { $games ->
    [one] één beslissingspartij
   *[other] { $games } beslissingspartijen
}, dan sudden death.
ko-tiebreak-tc = Speeltempo van de beslissingspartijen: { $tc }.
ko-tiebreak-games-title = Beslissingspartijen
ko-tiebreak-mark = BP:
ko-refused = Geweigerd, er is niets gewijzigd:
