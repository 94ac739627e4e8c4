# De vierkante kruistabel van een round robin en de wandtabel; op welke nummers elk systeem indeelt.
col-berger-no = Nr
square-hint = Spelers op Bergernummer (hun startnummer, FIDE C.05 bijlage 1): elke rij geeft de punten die de speler van die rij behaalde tegen de speler van elke kolom, één uitslag per ontmoeting (een match: de matchstand, de speler van de rij eerst); F staat voor een uitslag zonder gespeelde partij. Een uitslag met een partijnotatie linkt ernaar.
square-legend = elk vak: de punten van de speler van de rij tegen die van de kolom, één uitslag per ontmoeting (een match: de matchstand); F = niet aan het bord gespeeld
pair-table-key-berger = Nr: het Bergernummer, in een round robin het startnummer (FIDE C.05 bijlage 1); Pnt: punten vóór de ronde.
berger-numbers-heading = Bergernummers
berger-numbers-hint = Een round robin wordt ingedeeld volgens de Bergertabellen (FIDE C.05 bijlage 1) op de startnummers: speler nr. 1 krijgt nummer 1 van de tabel, nr. 2 nummer 2, enzovoort. Er wordt geen beginranglijst op rating gemaakt.
match-colours-reversed = Elke ronde is een match van { $games } partijen: de kleuren wisselen van partij tot partij; de getoonde kleuren zijn die van de eerste partij.
