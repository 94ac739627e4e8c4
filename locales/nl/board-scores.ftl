# De individuele lijst van een teamcompetitie: de score van elke speler op elk gespeeld bord.
board-scores = scores per bord
board-scores-hint = In een teamcompetitie worden spelers niet tegen elkaar gerangschikt: elke regel geeft de partijen, punten en het percentage van een speler op één bord. De teamstand:
board-scores-teams = teamstand
