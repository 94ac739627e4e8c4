## Suíço de matches: como a rodada foi proposta
pairing-method-dutch-matches = sistema holandês da FIDE (C.04.3) sobre os matches (cor: quem faz o primeiro lance da partida 1)
