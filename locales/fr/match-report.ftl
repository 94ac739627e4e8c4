me-report-game-not-yet = pas encore jouée
me-report-choose-a-game = Choisissez le résultat d’au moins une partie.
