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
