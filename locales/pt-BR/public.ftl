# The public pages: events, a tournament, standings, crosstable, rounds, players, prizes, games.
events-title = Eventos
events-tournaments = Torneios
events-none = Nenhum torneio ainda.
event-no-section = Nenhum grupo ainda.
rounds-heading = Rodadas
players-heading = Jogadores ({ $count })
standings-after-round = Classificação após a rodada { $round }
crosstable-after-round = Tabela cruzada após a rodada { $round }
crosstable-hint = Em cada rodada: o número de inscrição do adversário (coluna Nº), a cor (w brancas, b pretas; nenhuma para uma partida não disputada no tabuleiro) e os pontos obtidos; F indica um resultado não disputado no tabuleiro. Uma célula com a partida registrada leva a ela.
print-by-board = Imprimir por tabuleiro
print-by-name = Imprimir por nome
print-slips = Súmulas de resultado
player-rating = rating { $rating }
player-women-rating = rating feminino { $rating }
player-rank-points = Posição { $rank } · { $value ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}
prizes-after-round = Prêmios após a rodada { $round }
category-empty = Ninguém nesta categoria.
game-title = Rodada { $round }, tabuleiro { $board }, partida { $game }
viewer-ballot = Sorteio
viewer-flagged = sinalizado
viewer-previous = anterior
viewer-next = próximo
viewer-key-first = Início (Home)
viewer-key-prev = Lance anterior (←)
viewer-key-next = Próximo lance (→)
viewer-key-last = Último lance (End)
viewer-start-link = Início
viewer-marked = marcados
viewer-marked-note = os lances do sorteio
viewer-other-games = As outras partidas deste tabuleiro
viewer-round-games = as partidas da rodada
viewer-start = A posição inicial
viewer-start-ballot = A posição sorteada
viewer-after = Após { $move }{ $ballot ->
    [yes] {" "}(sorteio)
    [unwritten] {" "}(sorteio, não anotado na súmula)
   *[no] {""}
}
viewer-forfeit = { $points } (W.O.)
prizes-no-list = Ainda não há lista de prêmios.
ballot-note = { $note ->
    [with-ballot] a súmula anota os lances do sorteio (marcados)
    [from-ballot-fen] a súmula começa da posição sorteada
    [after-ballot] a súmula começa depois do sorteio: os lances dele aparecem primeiro (marcados)
    [ballot-position] a partida começa da posição sorteada
    [other-opening] a súmula começa com outra abertura que não a sorteada
    [deck-unknown] o conjunto de aberturas do sorteio não é conhecido aqui: a súmula é mostrada desde o seu próprio início
   *[other] { $text }
}
