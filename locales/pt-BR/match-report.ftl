me-report-game-not-yet = ainda não jogada
me-report-choose-a-game = Escolha o resultado de pelo menos uma partida.
