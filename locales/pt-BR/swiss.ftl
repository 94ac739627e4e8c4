# O suíço de fim de semana: ranking inicial, tabela de emparceiramento, cores, listas.
col-pairing-no = NEmp
col-start-no = NIns
colour-in-game-1 = na partida 1
pair-table-key = NEmp: número de emparceiramento (ranking inicial); o número de inscrição entre parênteses; Pts: pontos antes da rodada.
ranking-heading = Ranking inicial
ranking-hint = Os números de emparceiramento seguem o ranking inicial (FIDE C.04.2): rating, depois título, depois nome; os sem rating no fim. O número de inscrição (ordem de entrada) continua sendo o número do jogador nos arquivos e links. A ordem pode mudar até a rodada 1 ser emparceirada; uma inscrição tardia toma seu lugar pela mesma regra até a rodada 4 ser emparceirada, no fim da lista depois.
ranking-order = Números de inscrição na ordem do ranking
ranking-reason = Motivo (guardado no registro)
ranking-save = Salvar esta ordem
ranking-by-rule = Voltar à ordem da regra
ranking-fixed = A rodada 1 está emparceirada: o ranking é mantido; uma inscrição tardia toma seu lugar pela regra.
ranking-not-a-number = { $text } não é um número de inscrição
ranking-unknown = Nenhum jogador tem o número de inscrição { $no }
ranking-twice = O número de inscrição { $no } aparece duas vezes
ranking-missing = Falta o número de inscrição { $no } na lista
ranking-paired = A rodada 1 está emparceirada: o ranking inicial não pode mais mudar
ranking-no-reason = Dê um motivo para a mudança (fica guardado no registro)
table-scrolls = A tabela rola para o lado
colour-title = { $c ->
    [w] Brancas
   *[b] Pretas
}
grid-notation-hint = Neste torneio um resultado se escreve com os pontos dos dois jogadores: { $win } (o primeiro vence), { $draw } (empate), { $loss } (o segundo vence). Os dois placares podem ser separados por -, : ou /; a grade passa sozinha à próxima partida depois de um resultado completo, e com Tab ou Enter depois de uma tecla curta.
grid-bad-cell = “{ $text }” não é um resultado: digite { $win }, { $draw } ou { $loss } (ou 1, =, 0, +, -, --)
grid-not-saved = Nada foi salvo: corrija as células marcadas e salve de novo.
grid-refused = Nada foi salvo: { $problem }
pairings-not-playing = Não jogam nesta rodada
pairings-key = Nº: número de inscrição; Pts: pontos antes da rodada; a coluna do resultado é preenchida depois da partida.
