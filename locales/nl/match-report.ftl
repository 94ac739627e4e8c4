me-report-game-not-yet = nog niet gespeeld
me-report-choose-a-game = Kies de uitslag van ten minste één partij.
