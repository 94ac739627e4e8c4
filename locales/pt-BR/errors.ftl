# The error page.
http-status = { $status ->
    [400] Requisição inválida
    [403] Acesso negado
    [404] Não encontrado
    [405] Método não permitido
    [409] Conflito
    [413] Envio grande demais
    [422] Pedido recusado
    [500] Erro no servidor
    [507] Espaço em disco insuficiente
   *[other] { $reason }
}
conflict-yours = Sua alteração
conflict-stored = Gravado agora
conflict-keep = Manter o valor gravado
conflict-keep-note = recarrega a página com ele.
conflict-overwrite = Gravar minha alteração por cima
conflict-reload = Volte, recarregue a página para ver os valores gravados e faça sua alteração de novo.
error-no-page = Não há página neste endereço.
error-no-page-detail = Não há página neste endereço ({ $detail }).
error-server = Algo deu errado no servidor; a causa está no registro dele.
error-disk-full = O disco está cheio: nada foi gravado. O que foi gravado antes está seguro; libere espaço no servidor (ou peça ao administrador) e envie de novo.
error-no-event = não há evento { $id }
error-round-not-published = a rodada { $n } não está publicada
error-no-player = não há jogador com o número { $no }
error-no-game = a rodada { $round } não tem tabuleiro { $board } com uma partida { $game } anotada
error-no-record = a partida { $game } do tabuleiro { $board } não tem súmula
