# O regulamento do próprio torneio na língua do leitor: a regra aplicada numa decisão, os motivos
# que o programa registra no histórico, as ações dos próprios jogadores e as palavras do relatório
# que concordam com o sexo do jogador ($sex: m, w ou unknown).

## Regra aplicada quando o regulamento do torneio não tem uma: o regulamento de onde ela vem
book-rule-borrowed = nenhum artigo no { $event }; { $article }, { $key ->
    [eda] aplicada a regra da English Draughts Association
   *[other] aplicada a regra do { $book }
}

## Os motivos que o programa registra no histórico ($rule: o artigo aplicado)
audit-reason-forfeit-absent = { $player } ausente: perde por W.O. todas as partidas da rodada ({ $rule })
audit-reason-forfeit-both-absent = os dois jogadores ausentes: nenhum pontua ({ $rule })
audit-reason-forfeit-sheets = { $player } não entregou planilhas completas e assinadas: zero na rodada ({ $rule })
audit-reason-agreed-reports = confirmado pelos resultados concordantes informados pelos jogadores
audit-reason-agreed-accepted = informado pelos dois jogadores (aceito pela configuração do torneio)
audit-reason-bye-approved = pedido do jogador, aprovado
audit-reason-bye-within-limits = aprovado dentro dos limites do torneio
audit-reason-not-checked-in = não fez check-in

## Quem fez: um jogador pelo seu link pessoal
audit-by-link = { $name }, pelo link pessoal

## O sorteio das aberturas de uma rodada
audit-round-ballot-draw = Rodada { $round }: aberturas sorteadas
audit-round-ballot-redraw = Rodada { $round }: aberturas sorteadas de novo
audit-round-ballot-set = Rodada { $round }: abertura definida à mão

## O relatório do árbitro
report-withdrawn-of = { $sex ->
    [w] retirada
   *[other] retirado
} a partir da rodada { $round }
report-disqualified-of = { $sex ->
    [w] desclassificada
   *[other] desclassificado
} a partir da rodada { $round }
report-absent-of = ausente: perde a partida por W.O.
report-ranked-on = Classificação por { $basis ->
    [match-points] pontos de match
   *[other] pontos de partida
}{ $tie-breaks ->
    [none] {""}
   *[other] , depois { $tie-breaks }
}.
