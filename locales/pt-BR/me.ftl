# Jogadores online: a página pessoal, a lista e o quiosque de confirmação de presença, as
# fichas com os links, os resultados informados pelos jogadores na grade.
me-not-found = Não encontrado.
me-err-invalid = O formulário enviado está incompleto.
me-err-unavailable = Isso não é possível agora: tente de novo em instantes.
me-err-no-check-in = Nenhuma confirmação de presença está aberta agora.
me-err-round-not-open = A rodada { $round } não recebe informes agora.
me-err-no-such-round = A rodada { $round } não existe.
me-err-no-such-board = A rodada { $round } não tem a mesa { $board }.
me-err-not-your-board = Você não joga na mesa { $board } da rodada { $round }.
me-err-no-such-game = A mesa { $board } não tem a partida { $game }.
me-err-has-result = A mesa { $board } da rodada { $round } já tem resultado.
me-err-bad-result = Esse não é um resultado deste torneio.
me-err-bye-too-late = A rodada { $round } já foi emparceirada: peça folga para uma rodada posterior.
me-err-no-bye-round = O torneio tem { $rounds } rodadas.
me-err-bye-last-rounds = Não se pode pedir folga nas últimas { $last } rodadas.
me-err-too-many-byes = Você pediu { $used } folgas; o torneio permite { $max }.
me-err-bye-already-asked = Você já pediu folga para a rodada { $round }.
me-err-withdrawn = Você se retirou do torneio.
me-done-check-in = Sua presença está confirmada.
me-done-result = Seu informe foi registrado. O árbitro lança o resultado.
me-done-bye = Seu pedido de folga foi registrado.
me-check-in = Confirmação de presença
me-checked-in = Sua presença está confirmada para a rodada { $round }.
me-check-in-needed = Confirme presença para ser emparceirado na rodada { $round }.
me-check-in-button = Confirmar presença para a rodada { $round }
me-next = Sua partida
me-no-next = Nenhuma partida agora: o próximo emparceiramento aparece aqui quando for publicado.
me-result = Resultado
me-your-report = Você informou
me-their-report = Seu adversário informou
me-reports-agree = Os dois informes coincidem: o árbitro confirma o resultado.
me-reports-disagree = Os informes diferem: procure o árbitro.
me-report-label = Resultado
me-report-button = Informar o resultado
me-report-hint = Seu informe só vira resultado quando o árbitro o confirma.
me-result-wins = { $name } vence ({ $result })
me-result-draw = Empate ({ $result })
me-results = Seus resultados
me-byes = Folgas
me-bye-line = Rodada { $round }: { $state ->
    [pending] pedida, aguardando o árbitro
    [approved] folga concedida
    [refused] recusada
   *[other] { $state }
}
me-bye-label = Pedir folga na rodada
me-bye-button = Pedir folga
me-schedule = Calendário
me-round-state = { $state ->
    [draft] em emparceiramento
    [published] em jogo
    [results-complete] resultados lançados
    [closed] encerrada
   *[other] { $state }
}
online-heading = Jogadores online
players-kiosk-link = Abrir o quiosque de presença neste aparelho
players-check-in = Confirmação de presença
players-check-in-count = Rodada { $round }: { $checked } de { $total } inscritos confirmados.
players-no-check-in = Nenhuma confirmação de presença está aberta (veja os ajustes abaixo).
players-col-checked-in = Presença
players-col-link = Link pessoal
players-how = { $how ->
    [link] pelo celular
    [kiosk] no quiosque
    [controller] pelo árbitro
   *[other] { $how }
}
players-not-playing = não joga esta rodada
players-check-in-button = Confirmar presença
players-link-state = { $state ->
    [live] emitido
    [revoked] revogado
   *[other] nenhum
}
players-revoke = Revogar
players-issue-one = Novo link
players-slips = Links pessoais
players-slips-hint = Um link é mostrado uma vez, ao ser emitido: imprima as fichas nesse momento. Um novo link substitui o antigo.
players-issue-missing = Jogadores sem link
players-issue-all = Todos os jogadores (os links antigos deixam de funcionar)
players-print-slips = Emitir e imprimir as fichas
players-no-slip = Nenhum link foi emitido.
slip-personal-hint = Sua página pessoal: emparceiramento, presença e resultado. Não compartilhe este link.
players-byes = Pedidos de folga
players-no-bye-request = Nenhum pedido de folga.
players-bye-state = { $state ->
    [pending] aguardando
    [approved] concedida
    [refused] recusada
   *[other] { $state }
}
players-bye-approve = Conceder
players-bye-refuse = Recusar
players-settings = Ajustes dos jogadores online
players-setting-check-in = Confirmação de presença
players-check-in-none = nenhuma
players-check-in-first = antes da rodada 1
players-check-in-every = antes de cada rodada
players-setting-accept-agreed = Lançar informes coincidentes como resultado sem confirmação
players-setting-max-byes = Folgas que um jogador pode pedir
players-setting-no-byes-last = Sem folgas nas últimas rodadas
players-setting-approve-byes = Conceder na hora os pedidos dentro desses limites
players-save-settings = Salvar
kiosk-heading = Confirmação de presença
kiosk-hint = Procure seu nome e confirme presença para a rodada { $round }.
kiosk-search = Seu nome
kiosk-find = Procurar
kiosk-nobody = Nenhum jogador com esse nome.
kiosk-already = presença confirmada
kiosk-done = Presença de { $name } confirmada.
grid-player-reports = { $state ->
    [agreed] Jogadores concordam
    [disagree] Jogadores discordam
   *[other] Informado
}
grid-reject-reports = Rejeitar os informes
grid-confirm-reports = Confirmar os informes coincidentes
pairing-all-checked-in = Todos os jogadores confirmaram presença.
pairing-not-checked-in = Sem presença confirmada ({ $count }):
pairing-leave-out = Deixá-los de fora (ausentes, sem pontos)
pairing-or-pair-anyway = ou emparceirá-los assim mesmo.
nav-players = Jogadores online
