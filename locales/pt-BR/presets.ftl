# As predefinições do formulário de criação, a modalidade e as partidas por rodada nas configurações.
preset-brazilian = Brasileiro (IDF, micromatches de 2 partidas)
field-preset = predefinição
field-system = sistema
field-variant = modalidade
field-games-per-round = partidas por rodada
settings-games-per-round = Partidas por rodada
settings-play-hint = A modalidade e o número de partidas por rodada podem mudar até o emparceiramento da rodada 1; num match, as cores se alternam a cada partida.
settings-play-fixed = A rodada 1 já está emparceirada: a modalidade e o número de partidas por rodada não mudam mais.
refusal-play-fixed = { $what ->
    [variant] a modalidade não pode mais mudar
   *[other] o número de partidas por rodada não pode mais mudar
}: { $count ->
    [one] a rodada 1 já está emparceirada
   *[other] { $count } rodadas já estão emparceiradas
} (a mudança só é possível até o emparceiramento da rodada 1)
refusal-settings-too-many-games = uma rodada tem no máximo { $max } partidas (pedido: { $count })
