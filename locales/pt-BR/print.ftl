# The print views: wall chart, pairing lists, result slips, prize sheet.
wallchart-print = Imprima esta página (A3 ou A4 paisagem)
wallchart-header-repeats = O cabeçalho da tabela se repete em cada página.
wallchart-after-round = tabela de parede após a rodada { $round }
wallchart-legend = em cada rodada: número de inscrição do adversário (Nº), cor (w brancas, b pretas; nenhuma quando não disputado no tabuleiro), pontos; F = não disputado no tabuleiro
pairings-title = Emparceiramentos da rodada { $round }
pairings-by-name = Emparceiramentos por nome
pairings-by-board = Emparceiramentos por tabuleiro
slips-title = Súmulas de resultado da rodada { $round }
slip-opening = Abertura
slip-every-game = em todas as partidas, com as cores invertidas
slip-signatures = Assinaturas
prizes-lower = prêmios
prize-sheet-after-round = classificação após a rodada { $round }
col-name-no = Nome (nº)
col-received = Recebido (assinatura)
prize-trophy = troféu
prize-sheet-chief = Árbitro principal
prize-sheet-treasurer = Tesoureiro
