# As páginas do dia a dia do árbitro: o registro de alterações em palavras, o fuso horário.

audit-filter-round = Rodada
audit-filter-player = Jogador
audit-filter-all = todas
audit-filter-show = Mostrar
audit-csv = Baixar em CSV (todos os campos)
audit-round-choice = Rodada { $round }
audit-times-in = Os horários estão no fuso do torneio, { $zone }.
audit-none = Nada registrado para esta escolha.
audit-result = Rodada { $round }, tabuleiro { $board }: { $home } – { $away } { $result }
audit-result-was = Rodada { $round }, tabuleiro { $board }: { $home } – { $away } { $result } (era { $was })
audit-board-result = Tabuleiro { $board }: { $home } – { $away } { $result }
audit-board-result-was = Tabuleiro { $board }: { $home } – { $away } { $result } (era { $was })
audit-bye-result = Rodada { $round }: { $home } folga { $result }
audit-board-bye-result = { $home } folga { $result }
audit-entry-added = { $name } (nº { $no }) { $sex ->
    [w] inscrita
   *[other] inscrito
}
audit-entry-withdrawn = { $name } (nº { $no }) { $sex ->
    [w] retirada
   *[other] retirado
} a partir da rodada { $round }
audit-entry-returned = { $name } (nº { $no }) de volta ao jogo
audit-entry-bye = { $name } (nº { $no }) pediu folga na rodada { $round }
audit-entry-changed = { $name } (nº { $no }): alterado { $fields }
audit-round-pair = Rodada { $round } emparelhada
audit-round-re-pair = Rodada { $round } emparelhada de novo
audit-round-publish = Rodada { $round } publicada
audit-round-unpublish = Rodada { $round } de volta a rascunho
audit-round-close = Rodada { $round } encerrada
audit-round-other = Rodada { $round }: { $action }
audit-tournament-create = Torneio criado
audit-tournament-import = Torneio importado
audit-tournament-changed = Configurações alteradas: { $fields }
audit-other = { $entity }: { $action }
settings-time-zone = Fuso horário do torneio
settings-time-zone-hint = Um deslocamento UTC como UTC, +01:00 ou -05:00: o registro de alterações mostra seus horários nele.
book-incidents-hint-no-article = As regras do torneio ({ $book }) não têm lista de penalidades: a penalidade e seu motivo seguem o regulamento da competição, citado como digitado. (a) advertência, (b) partida declarada perdida, (c) desclassificação da competição, (d) expulsão do evento.
book-appeals-hint-no-article = As regras do torneio ({ $book }) não têm artigo sobre recursos: a comissão de pelo menos três pessoas sem ligação com os jogadores segue o regulamento da competição.
rule-no-article = nenhum artigo em { $book }
withdraw-reason = Motivo (guardado no registro)
withdraw-confirm = Confirmo a retirada: o jogador não é mais emparelhado
