# A lista individual de uma competição por equipes: o resultado de cada jogador em cada tabuleiro jogado.
board-scores = resultados por tabuleiro
board-scores-hint = Numa competição por equipes os jogadores não são classificados entre si: cada linha traz as partidas, os pontos e o percentual de um jogador num tabuleiro. A classificação das equipes:
board-scores-teams = classificação das equipes
