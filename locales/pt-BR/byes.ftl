# Por que um jogador não tem partida numa rodada: página do jogador, listas da rodada, grade.
no-game = { $kind ->
    [pairing] folga
    [requested] folga (pedida)
    [withdrawn] desistente
    [not-entered] ainda não inscrito (inscrição tardia)
    [default-win] tabuleiro ganho por W.O. (a outra equipe não escalou ninguém)
    [resting] reserva, fora da escalação
    [team-absent] equipe não compareceu
    [opponents-absent] match ganho por W.O. (a outra equipe não compareceu)
    [team-bye] equipe de folga
   *[other] sem emparceiramento
}

# A legenda sob a tabela cruzada ou o quadro mural: cada código de rodada sem partida.
no-game-legend = Rodadas sem partida:
# Um jogador desistente na classificação, na tabela cruzada e no quadro mural.
standings-withdrawn = desistiu a partir da rodada { $round }
# A code's meaning in the legend (the pairing bye said in full, the others as on the pages).
no-game-meaning = { $kind ->
    [pairing] folga do emparceiramento
   *[other] { no-game }
}
