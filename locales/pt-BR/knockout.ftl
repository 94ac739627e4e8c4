ko-system = Sistema
ko-system-preset = Suíço (o da predefinição)
ko-system-knockout = Eliminatório (confrontos com o número de partidas da predefinição, par; partidas de desempate, depois morte súbita)
ko-system-knockout-stage = Eliminatório (cabeças de chave pela classificação)
ko-system-double-knockout = Dupla eliminação (duas vidas)
ko-heading = Eliminatório
ko-seeding = Cabeças de chave
ko-seeding-rating = pelo rating
ko-seeding-entry = na ordem de inscrição (números iniciais)
ko-tiebreak-games = Partidas de desempate quando um confronto empata (depois morte súbita)
ko-tiebreak-time-control = Ritmo das partidas de desempate
ko-reseed = Reordenar os vencedores depois de cada rodada (eliminação simples)
ko-third-place = Uma disputa de terceiro lugar (eliminação simples)
ko-settings-hint = Não mudam mais depois que uma partida de um confronto é registrada.
ko-enter-link = Eliminatório: registrar as partidas dos confrontos
ko-bracket = A chave
ko-print = Imprimir a chave
ko-public-bracket = Chave pública
ko-standings-note = Um eliminatório: a classificação, com a rodada alcançada por cada jogador, está junto da chave.
ko-title = Chave
ko-admin-title = { $name }: eliminatório
ko-print-title = { $name }: chave
ko-results-csv = resultados (CSV)
ko-winner = Vencedor:
ko-placings = Classificação
ko-place = Lugar
ko-no = Nº
ko-name = Nome
ko-reached = Rodada alcançada
ko-lives = Vidas
ko-admin-hint = Cada confronto em andamento recebe aqui a sua próxima partida, como código de resultado do ponto de vista do primeiro jogador do confronto (1-0, =, 0-1; +:- o segundo jogador perde por W.O., -:+ o primeiro). Um confronto empatado passa às partidas de desempate, depois à morte súbita; o confronto seguinte aparece assim que os dois jogadores são conhecidos.
ko-result = Resultado
ko-enter-game = Registrar a partida
ko-undo-summary = Desfazer uma partida registrada por engano
ko-game-records = Súmulas das partidas dos duelos
ko-reason = Motivo
ko-undo = Desfazer a última partida
ko-opening = abertura: { $opening }
ko-bye = folga
ko-status-next = a jogar: partida { $number } ({ $phase ->
    [scheduled] prevista
    [tie-break] desempate
   *[other] morte súbita
}), { $first } começa
ko-status-decided = decidido
ko-status-sudden-death = decidido na morte súbita
ko-status-empty = sem jogadores
ko-status-waiting = aguardando os seus jogadores
ko-player-winner = vencedor
ko-player-out = eliminado
ko-player-in-play = na disputa
ko-round-final = Final
ko-round-winners-final = Final dos vencedores
ko-round-semi = Semifinal
ko-round-winners-semi = Semifinal dos vencedores
ko-round-quarter = Quartas de final
ko-round-winners-quarter = Quartas de final dos vencedores
ko-round-n = Rodada { $round }
ko-round-winners-n = Rodada { $round } dos vencedores
ko-round-losers = Rodada { $round } da repescagem
ko-round-third = Terceiro lugar
ko-round-final-again = Final, confronto { $round }
ko-outline = { $rounds ->
    [one] uma rodada
   *[other] { $rounds } rodadas
} de confrontos ({ $ties ->
    [one] um confronto
   *[other] { $ties } confrontos
})
ko-outline-double = uma chave dos vencedores de { $rounds ->
    [one] uma rodada
   *[other] { $rounds } rodadas
}, depois a chave dos perdedores e a final ({ $ties ->
    [one] um confronto
   *[other] { $ties } confrontos
})
ko-tiebreak-none = Um confronto empatado é decidido por morte súbita.
ko-tiebreak-rule = Um confronto empatado continua com { $games ->
    [one] uma partida de desempate
   *[other] { $games } partidas de desempate
}, depois morte súbita.
ko-tiebreak-tc = Ritmo das partidas de desempate: { $tc }.
ko-tiebreak-games-title = Partidas de desempate
ko-tiebreak-mark = Desemp.:
ko-refused = Recusado, nada foi alterado:
