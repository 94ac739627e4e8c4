# Het Zwitserse weekendtoernooi: beginranglijst, indelingstabel, kleuren, lijsten.
col-pairing-no = ILnr
col-start-no = Stnr
colour-in-game-1 = in partij 1
pair-table-key = ILnr: indelingsnummer (beginranglijst); het startnummer tussen haakjes; Pnt: punten vóór de ronde.
ranking-heading = Beginranglijst
ranking-hint = De indelingsnummers volgen de beginranglijst (FIDE C.04.2): rating, dan titel, dan naam; spelers zonder rating achteraan. Het startnummer (volgorde van inschrijving) blijft het nummer van de speler in bestanden en links. De volgorde kan worden gewijzigd tot ronde 1 is ingedeeld; een late inschrijving krijgt haar plaats volgens dezelfde regel tot ronde 4 is ingedeeld, daarna achteraan.
ranking-order = Startnummers in volgorde van de ranglijst
ranking-reason = Reden (bewaard in het logboek)
ranking-save = Deze volgorde opslaan
ranking-by-rule = Terug naar de volgorde van de regel
ranking-fixed = Ronde 1 is ingedeeld: de ranglijst blijft; een late inschrijving krijgt haar plaats volgens de regel.
ranking-not-a-number = { $text } is geen startnummer
ranking-unknown = Geen speler heeft startnummer { $no }
ranking-twice = Startnummer { $no } staat er twee keer in
ranking-missing = Startnummer { $no } ontbreekt in de lijst
ranking-paired = Ronde 1 is ingedeeld: de beginranglijst kan niet meer veranderen
ranking-no-reason = Geef een reden voor de wijziging (die wordt bewaard in het logboek)
table-scrolls = De tabel schuift zijwaarts
colour-title = { $c ->
    [w] Wit
   *[b] Zwart
}
grid-notation-hint = In dit toernooi schrijft u een uitslag als de punten van beide spelers: { $win } (de eerste wint), { $draw } (remise), { $loss } (de tweede wint). De twee scores mogen gescheiden zijn door -, : of /; na een volledige uitslag gaat het rooster vanzelf verder, na een korte toets met Tab of Enter.
grid-bad-cell = „{ $text }” is geen uitslag: typ { $win }, { $draw } of { $loss } (of 1, =, 0, +, -, --)
grid-not-saved = Er is niets opgeslagen: verbeter de gemarkeerde vakken en sla opnieuw op.
grid-refused = Er is niets opgeslagen: { $problem }
pairings-not-playing = Spelen deze ronde niet
pairings-key = Nr: startnummer; Pnt: punten vóór de ronde; de uitslagkolom wordt na de partij ingevuld.
