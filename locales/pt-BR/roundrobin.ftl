# A tabela cruzada quadrada de um torneio todos contra todos e a tabela de parede; por quais números cada sistema emparceira.
col-berger-no = Nº
square-hint = Jogadores pelo número de Berger (o número de inscrição, FIDE C.05 anexo 1): cada linha traz os pontos que o jogador da linha fez contra o jogador de cada coluna, um resultado por encontro (num match, o placar, primeiro o do jogador da linha); F indica resultado sem partida jogada no tabuleiro. Um resultado com a partida registrada leva até ela.
square-legend = cada casa: os pontos do jogador da linha contra o da coluna, um resultado por encontro (num match, o placar); F = sem partida jogada no tabuleiro
pair-table-key-berger = Nº: o número de Berger, que num torneio todos contra todos é o número de inscrição (FIDE C.05 anexo 1); Pts: pontos antes da rodada.
berger-numbers-heading = Números de Berger
berger-numbers-hint = Um torneio todos contra todos é emparceirado pelas tabelas de Berger (FIDE C.05 anexo 1) com os números de inscrição: o jogador nº 1 fica com o número 1 da tabela, o nº 2 com o número 2, e assim por diante. Não se faz ranking inicial por rating.
match-colours-reversed = Cada rodada é um match de { $games } partidas: as cores se invertem de uma partida para a outra; as cores indicadas são as da partida 1.
