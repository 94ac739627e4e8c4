# What every page shares: the header, the language switcher, counts.
nav-events = Eventos
nav-controller = Árbitro
nav-language = Idioma
rounds-count = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
}
back = Voltar
sign-in = Entrar
sign-out = Sair
print = Imprimir
download = Baixar
downloads = Arquivos
dl-standings = classificação
dl-results = resultados
dl-games = partidas
dl-pairings = emparceiramentos
dl-event = o torneio
tab-overview = Visão geral
tab-standings = Classificação
tab-crosstable = Tabela cruzada
tab-prizes = Prêmios
tab-wallchart = Tabela de parede
col-tournament = Torneio
col-section = Grupo
col-variant = Modalidade
col-system = Sistema
col-players = Jogadores
col-rounds-played = Rodadas jogadas
col-no = Nº
col-name = Nome
col-fed = Fed.
col-rating = Rating
col-club = Clube
col-rank = Posição
col-pts = Pts
col-mp = PM
col-round = Rodada
col-round-short = R{ $n }
col-board = Tabuleiro
col-home = Mandante
col-away = Visitante
col-result = Resultado
col-games = Partidas
col-game = Partida
col-opening = Abertura
col-colour = Cor
col-opponent = Adversário
col-points = Pontos
col-category = Categoria
col-place = Colocação
col-amount = Valor
col-shared-with = Dividido com
col-prize = Prêmio
round-n = Rodada { $n }
round-n-lower = rodada { $n }
board-n = Tabuleiro { $n }
board-n-lower = tabuleiro { $n }
game-n = partida { $n }
round-state = { $state ->
    [draft] rascunho
    [published] publicada
    [results-complete] resultados completos
    [closed] encerrada
   *[other] { $state }
}
variant-name = { $v ->
    [international] damas internacionais
    [english] damas inglesas
    [russian] damas russas
    [brazilian] damas brasileiras
    [checkers] checkers (damas americanas)
   *[other] { $v }
}
system-name = { $s ->
    [swiss] sistema suíço
    [round-robin] todos contra todos
    [double-round-robin] todos contra todos em dois turnos
    [knockout] eliminatório
    [double-knockout] dupla eliminação
   *[other] { $s }
}
bye-kind = { $kind ->
    [pairing] folga (emparceiramento)
    [requested] folga (pedida)
    [withdrawn] folga (desistente)
    [not-entered] folga (ainda não inscrito)
   *[other] folga ({ $kind })
}
colour-name = { $c ->
    [w] brancas
    [b] pretas
   *[other] { $c }
}
side-name = { $side ->
    [White] Brancas
    [Black] Pretas
   *[other] { $side }
}
not-paired = sem emparceiramento
withdrawn-from = desistente a partir da rodada { $round }
dates-from-to = de { $from } a { $to }
games-per-round = { $count ->
    [one] uma partida por rodada
   *[other] { $count } partidas por rodada
}
tab-teams = Equipes
tab-bracket = Chave
