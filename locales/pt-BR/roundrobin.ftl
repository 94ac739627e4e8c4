# A tabela cruzada quadrada de um torneio todos contra todos e a tabela de parede; por quais números cada sistema emparceira.
col-berger-no = Nº
square-hint = Jogadores pelo número de Berger (o número de inscrição, FIDE C.05 anexo 1): cada linha traz os pontos que o jogador da linha fez contra o jogador de cada coluna, um resultado por encontro (num match, o placar, primeiro o do jogador da linha); F indica resultado sem partida jogada no tabuleiro. Um resultado com a partida registrada leva até ela.
square-legend = cada casa: os pontos do jogador da linha contra o da coluna, um resultado por encontro (num match, o placar); F = sem partida jogada no tabuleiro
