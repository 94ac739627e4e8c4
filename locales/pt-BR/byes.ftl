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
