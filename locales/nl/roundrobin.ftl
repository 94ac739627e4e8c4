# De vierkante kruistabel van een round robin en de wandtabel; op welke nummers elk systeem indeelt.
col-berger-no = Nr
square-hint = Spelers op Bergernummer (hun startnummer, FIDE C.05 bijlage 1): elke rij geeft de punten die de speler van die rij behaalde tegen de speler van elke kolom, één uitslag per ontmoeting (een match: de matchstand, de speler van de rij eerst); F staat voor een uitslag zonder gespeelde partij. Een uitslag met een partijnotatie linkt ernaar.
square-legend = elk vak: de punten van de speler van de rij tegen die van de kolom, één uitslag per ontmoeting (een match: de matchstand); F = niet aan het bord gespeeld
