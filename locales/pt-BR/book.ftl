# The controller's book: incidents, penalties, appeals, entry fees, the controller's report.
tab-book = Livro do árbitro
book-heading = livro do árbitro
book-print-report = Imprimir o relatório do árbitro
book-print-fees = Imprimir a lista de inscrições
book-fees-csv = Lista de inscrições (CSV)
book-incidents = Incidentes e penalidades
book-incidents-hint = { $rule }: (a) advertência, (b) partida declarada perdida, (c) desclassificação da competição, (d) expulsão do evento. Uma penalidade nunca é apagada: é retirada com um motivo.
book-no-incident = Nenhum incidente registrado.
book-col-no = Nº
book-col-when = Quando
book-col-offender = Infrator
book-col-round-board = Rodada.tabuleiro
book-col-article = Artigo
book-col-penalty = Penalidade
book-col-reason = Motivo
book-col-recorded-by = Registrado por
book-col-lifted = Retirada
book-repeated = segunda advertência por este artigo
book-reason-placeholder = motivo
book-result-if-none = resultado (se não havia)
book-lift = Retirar
book-player = Jogador
book-a-spectator = (um espectador)
book-spectator-name = Nome do espectador
book-round = Rodada
book-board = Mesa
book-game = Partida (vazio: todas as partidas do tabuleiro)
book-article-typed = (digitado abaixo)
book-article-free = Artigo (texto livre)
book-record = Registrar o incidente
book-appeals = Recursos
book-appeals-hint = { $rule }: uma comissão de pelo menos três pessoas sem ligação com os jogadores envolvidos; só anula a decisão do árbitro se ela estiver claramente errada.
book-no-appeal = Nenhum recurso apresentado.
book-col-against = Contra
book-col-appellant = Recorrente
book-col-filed = Apresentado
book-col-grounds = Fundamentos
book-col-committee = Comissão
book-col-deposit = Depósito
book-col-decision = Decisão
book-hearing-placeholder = data da audiência
book-upheld = mantida
book-overruled = anulada
book-corrected-result = resultado corrigido
book-deposit-as-decided = depósito conforme a decisão
book-deposit-returned = devolvido
book-deposit-kept = retido
book-decide = Decidir
book-against-label = Contra (incident 3, ou um resultado como rodada.tabuleiro: 2.4)
book-committee-label = Comissão (um membro por linha: Nome; clube; FED)
book-file-appeal = Apresentar o recurso
book-fees = Taxas de inscrição
book-fees-unpaid = Taxas de inscrição ({ $count ->
    [one] { $count } não paga
   *[other] { $count } não pagas
})
book-col-name = Nome
book-col-due = Devido
book-col-paid = Pago
book-col-owed = Em aberto
book-col-how = Como
book-paid-button = Pago
book-method-placeholder = dinheiro
book-date-placeholder = data
book-fees-label = Taxas (standard=20 junior<18=10 titled=0)
book-annul = Num todos-contra-todos, as partidas de um jogador desclassificado antes de jogar metade delas são anuladas (senão, mantidas)
book-save-settings = Salvar as configurações do livro
book-unpaid-fees = Taxa de inscrição não paga:
book-fees-link = taxas
fees-heading = Taxas de inscrição
fees-total = Total
fees-treasurer = Tesoureiro:
fees-money = { $currency } { $amount }
fees-provisional = provisório
fees-provisional-note = Provisório: impresso antes do fim do evento; os valores ainda podem mudar.
fees-currency-hint = Acrescente currency=£ (ou €, $, CHF…) para indicar a moeda das inscrições; € quando nenhuma é dada.
report-title = Relatório do árbitro
report-rounds-of = { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} de { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
report-to = a
report-event = Evento:
report-sections = Seções:
report-controllers = Árbitros:
report-entries = Inscritos ({ $count })
report-col-fed = Fed
report-col-club = Clube
report-col-rating = Rating
report-col-status = Situação
report-withdrawals = Desistências e desclassificações
report-none = Nenhum.
report-rounds = Rodadas
report-col-date = Data
report-col-state = Estado
report-col-games = Partidas
report-col-byes = Folgas
report-standings-after = Classificação após a rodada { $round }
report-col-rank = Posição
report-col-pts = Pts
report-col-hearing = Audiência
report-col-what = O quê
report-col-game = Partida
report-forfeits = W.O.
report-fees = Taxas
report-fees-line = devido { $due }, recebido { $collected }, em aberto { $outstanding }; depósitos de recurso retidos { $kept }.
report-signature = Árbitro principal:
report-date = Data:
disqualified-from = desclassificado a partir da rodada { $round }
standings-disqualified = desclassificado
standings-disqualified-annulled = desclassificado, partidas anuladas
book-owed-line = { $no } { $name }: { $amount } a pagar
book-deposit-amount-returned = { $amount } devolvidos
book-deposit-amount-kept = { $amount } retidos
fees-standard = Taxa normal
fees-titled = Taxa para jogadores titulados
fees-junior-age = Juniores: menores de (idade)
fees-junior = Taxa para juniores
fees-controls-hint = Deixe uma redução vazia quando não houver; 0 torna a inscrição gratuita. A idade conta no primeiro dia do torneio.
fees-advanced = Avançado: a tabela digitada
fees-words-standard = taxa normal { $amount }
fees-words-titled = jogadores titulados { $amount }
fees-words-junior = juniores com menos de { $age } anos { $amount }
