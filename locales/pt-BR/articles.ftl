# Os artigos que o árbitro mais cita, por regulamento (src/domain/book.rs, RuleBook::articles).
# Os títulos são traduzidos; os números são os dos próprios regulamentos.

## 000
article-000-1-25 = lance falso, impróprio ou ilegal
article-000-1-28 = recusa em respeitar as regras: perda da partida
article-000-2-8 = acionar o relógio com mão diferente da que jogou
article-000-2-9 = manuseio incorreto do relógio
article-000-2-13 = afastar-se do tabuleiro durante a partida
article-000-3-3 = não anotar uma partida
article-000-3-10 = planilhas não entregues
article-000-4-1 = desprestigiar o jogo
article-000-4-5 = deixar o tabuleiro quando é a sua vez
article-000-4-7 = oferta de empate irregular
article-000-4-8 = uso de anotações, fontes de informação ou conselhos
article-000-4-9 = distrair ou incomodar o adversário
article-000-4-10 = dirigir-se a outra pessoa durante a partida
article-000-4-12 = deixar o local de jogo sem permissão
article-000-4-13 = conluio para combinar ou entregar partidas
article-000-4-15 = analisar uma partida terminada na área de jogo
article-000-4-16 = celular ou aparelho eletrônico no local de jogo
article-000-4-17 = recusa persistente em cumprir as regras
article-000-5-3 = espectador que não faz silêncio durante o jogo
article-000-5-4 = espectador que interfere no jogo
article-000-5-6 = espectador que conversa com um jogador entre as partidas
article-000-5-7 = espectador que analisa uma partida em andamento
article-000-5-8 = celular ou aparelho eletrônico de espectador
article-000-5-9 = recusa persistente de espectador em cumprir as regras

## 001
article-001-3-11 = peça tocada, peça jogada: uma peça jogável tocada deve ser jogada
article-001-3-13 = ajeitar peças sem anunciar "eu ajeito"
article-001-3-14 = tocar ou ajeitar peças sem ter a vez
article-001-5-4 = irregularidade: o adversário decide se é corrigida
article-001-5-6 = recusa em cumprir as regras
article-001-7-2-4 = recusa em cumprir as regras: a partida está perdida
article-001-10-2-2 = não anotar a partida lance a lance

## 002
article-002-3-10 = peça tocada, peça jogada: uma peça jogável tocada deve ser jogada
article-002-5-3 = mover peças ao acaso: o árbitro pode punir
article-002-5-4 = irregularidade: o adversário decide se é corrigida
article-002-5-6 = recusa em cumprir as regras
article-002-5-9 = o árbitro pune o jogador que cometeu uma irregularidade
article-002-6-1-4 = recusa em cumprir as regras: a partida está perdida
article-002-10-2-2 = não anotar a partida lance a lance

## 003
article-003-5-1 = ajeitar peças sem avisar "estou ajeitando"
article-003-5-3 = lance impossível: advertência, o seguinte perde a partida
article-003-5-6 = tocar uma peça fora da vez: advertência, depois perda
article-003-5-7 = jogar fora da vez: perda da partida
article-003-5-8 = tocar a peça depois do lance: advertência, depois perda
article-003-5-9 = lance falso ou impróprio: perda da partida
article-003-7-3 = uma perda por estas regras perde a partida

## 004
article-004-touching-pieces = ajeitar sem avisar: advertência, depois perda
article-004-conduct-of-players = deixar o tabuleiro ou distrair o adversário: advertência, depois perda
article-004-conduct-of-spectators = um espectador que distrai pode ser retirado
article-004-unforeseen-disputes = decidido por um árbitro imparcial
