## Suíço de matches: como a rodada foi proposta
pairing-method-dutch-matches = sistema holandês da FIDE (C.04.3) sobre os matches (cor: quem faz o primeiro lance da partida 1)
pairing-detail-first-move-difference = { $no } faria o primeiro lance da partida 1 em { $first } { $first ->
    [one] match
   *[other] matches
} e o segundo em { $second }
