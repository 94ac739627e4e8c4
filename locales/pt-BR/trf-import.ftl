# A importação de TRF do painel (/admin/import-trf).
trf-import-link = Importar um torneio de um arquivo TRF
trf-import-title = Importar um arquivo TRF
trf-import-back = Voltar ao painel
trf-import-hint = Cole o texto de um arquivo TRF (TRF-2026 ou TRF-16, como o Swiss-Manager, os programas da época do JaVaFo ou o Crownhead o escrevem) ou escolha o arquivo. A prévia mostra o que ele contém e tudo o que foi lido com tolerância; a importação cria um novo torneio.
trf-import-text = Texto do arquivo TRF
trf-import-file = Ou o arquivo (no máximo { $kib } KiB)
trf-import-variant-choose = (escolha a modalidade)
trf-import-variant-said = O arquivo informa sua modalidade: { $variant }.
trf-import-variant-hint = O TRF não tem campo para a modalidade: a menos que o arquivo seja do Crownhead, escolha-a.
trf-import-variant-unknown = O arquivo não informa sua modalidade (o TRF não tem campo para ela): escolha-a e depois importe.
trf-import-variant-differs = O arquivo informa { $said }, mas { $given } está escolhida: escolha a modalidade do arquivo.
trf-import-confirm = Importar como novo torneio
trf-import-empty = Não há nada para ler: cole o texto de um arquivo TRF ou escolha o arquivo.
trf-import-refused = { $count ->
    [one] O arquivo não pode ser importado, pelo seguinte motivo (nada foi salvo):
   *[other] O arquivo não pode ser importado, pelos { $count } motivos a seguir (nada foi salvo):
}
trf-import-read-file = Lido de { $file }.
trf-import-count-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
trf-import-count-rounds = { $count ->
    [one] { $count } rodada emparceirada
   *[other] { $count } rodadas emparceiradas
}
trf-import-count-tie-games = { $count ->
    [one] { $count } partida eliminatória
   *[other] { $count } partidas eliminatórias
}
trf-import-count-teams = { $count ->
    [one] { $count } equipe
   *[other] { $count } equipes
}
trf-import-warnings = Lido com tolerância
trf-import-no-warnings = Tudo foi lido como está escrito.
trf-import-warnings-count = { $count ->
    [one] Um item não está escrito como o TRF-2026 o escreve; veja como foi lido:
   *[other] { $count } itens não estão escritos como o TRF-2026 os escreve; veja como cada um foi lido:
}
trf-import-col-column = Coluna
trf-import-col-read = Lido
trf-import-col-done = Feito
trf-import-more-players = { $count ->
    [one] e mais { $count } jogador.
   *[other] e mais { $count } jogadores.
}
