me-report-game-not-yet = not played yet
me-report-choose-a-game = Choose the result of at least one game.
