# Recusas em palavras (src/web/words.rs).
form-field-problem = { $field }: { $problem }
form-enter-points = digite um número de pontos (como 2, 1,5 ou 0)
form-not-points = `{ $text }` não é um número de pontos (esperado um número inteiro ou meio, como 2, 1,5 ou 0)
form-not-whole-number = `{ $text }` não é um número inteiro
form-not-date = `{ $text }` não é uma data (AAAA-MM-DD)
form-not-round-date = `{ $text }` não é uma rodada seguida de uma data (como 3 2026-04-15)
form-not-round-number = `{ $text }` não é um número de rodada
form-round-two-dates = a rodada { $round } tem duas datas
form-line = linha { $line }: { $problem }
form-not-a-choice = `{ $text }` não é uma das opções
form-bad-time-zone = `{ $text }` não é um fuso horário (como UTC+01:00)
form-bad-federation = `{ $text }` não é um código de três letras como ENG ou NED
field-game-won = partida ganha
field-game-drawn = partida empatada
field-game-lost = partida perdida
field-match-won = match ganho
field-match-drawn = match empatado
field-match-lost = match perdido
field-ranked-by = classificação por
field-paired-by = emparceiramento por
field-start-date = data de início
field-end-date = data de término
field-rounds = número de rodadas
field-tie-breaks = desempates
field-federation = federação
field-language = idioma
field-time-zone = fuso horário
field-acceleration = aceleração
field-round-dates = datas das rodadas
field-ko-seeding = cabeças de chave do mata-mata
field-ko-tiebreak-games = partidas de desempate
field-tournament-name = nome do torneio
field-venue = local
field-chief-controller = árbitro principal
field-time-control = ritmo de jogo
field-tie-break-time-control = ritmo das partidas de desempate
field-type-of-tournament-092 = tipo de torneio (092)
field-deputy-chief-controller = árbitro principal adjunto
field-tournament-type-code-192 = código do tipo de torneio (192)
field-time-control-code-222 = código do ritmo de jogo (222)
field-starting-rank-method-172 = método da ordem inicial (172)
field-points-adjustment-299 = ajuste de pontos (299)
field-title = título
field-women-s-title = título feminino
field-club = clube
field-fmjd-id = ID FMJD
field-national-id = ID nacional
field-national-classification = classificação nacional
field-national-name = nome nacional
field-national-origin = origem nacional
phrase-at-least-two-players-are-needed = são necessários pelo menos dois jogadores
phrase-starting-numbers-begin-at-1 = os números iniciais começam em 1
phrase-a-player-is-listed-twice = um jogador aparece duas vezes
phrase-the-rounds-must-run-from-1-and-be-in-order = as rodadas devem começar em 1 e estar em ordem
phrase-a-code-has-no-spaces = um código não tem espaços
phrase-one-to-five-letters-such-as-fide-nro-or-fidon = de uma a cinco letras, como FIDE, NRO ou FIDON
phrase-it-names-no-player = não nomeia nenhum jogador
phrase-withdrawal = desistência
phrase-late-entry = inscrição tardia
phrase-requested-bye = folga pedida
phrase-the-points-of-a-bye-not-requested = os pontos de uma folga não pedida
refusal-settings-team-knockout = sistema: um torneio por equipes é jogado em todos contra todos ou no suíço, não em mata-mata
refusal-settings-empty-name = o nome do torneio não pode ficar vazio
refusal-settings-no-rounds = um torneio precisa de pelo menos uma rodada
refusal-settings-no-games = uma rodada precisa de pelo menos uma partida (partidas por rodada: 0)
refusal-settings-bad-scoring = uma vitória ({ $win }) deve valer mais que um empate ({ $draw }), e um empate pelo menos uma derrota ({ $loss })
refusal-settings-match-points-missing = a classificação usa pontos de match, mas a pontuação não tem pontos de match
refusal-settings-duplicate-tie-break = o desempate `{ $tb }` aparece duas vezes
refusal-settings-unknown-system = sistema de emparceiramento desconhecido `{ $text }`
refusal-settings-unknown-seeding = cabeça de chave desconhecida `{ $text }`
refusal-settings-knockout-options = o novo sorteio de cabeças de chave e o match pelo terceiro lugar são para o mata-mata simples
refusal-settings-too-many-tie-break-games = um confronto de mata-mata tem no máximo { $max } partidas de desempate antes da morte súbita ({ $count } pedidas)
refusal-settings-unknown-tie-break = desempate desconhecido `{ $text }` (veja a lista abaixo, ou um código FIDE como BH/C1)
refusal-settings-unknown-score-basis = base de pontos desconhecida `{ $text }` (esperado pontos de partida ou pontos de match)
refusal-settings-unknown-preset = predefinição desconhecida `{ $text }`
refusal-settings-end-before-start = a data de término { $end } é anterior à data de início { $start }
refusal-settings-too-long = o campo "{ $field }" tem { $len } caracteres; no máximo { $max } são aceitos
refusal-settings-control-character = o campo "{ $field }" contém um caractere de controle (como uma quebra de linha)
refusal-settings-bad-text = o campo "{ $field }" { $problem }
refusal-settings-too-many-rounds = { $count } rodadas: no máximo { $max } são aceitas
refusal-settings-date-of-no-round = datas das rodadas: a rodada { $round } passa da última rodada ({ $rounds })
refusal-settings-dates-out-of-order = datas das rodadas: a rodada { $round } ({ $date }) é anterior à rodada { $before } ({ $before_date })
refusal-settings-bad-acceleration = aceleração: { $detail }
refusal-settings-acceleration-needs-swiss = emparceiramentos acelerados (C.04.5) são para o suíço, não para: { $system }
refusal-settings-bad-prohibition = emparceiramento proibido dos jogadores { $players }: { $problem }
refusal-settings-bad-code = { $field }: { $problem }
refusal-round-draft = a rodada { $round } ainda é um rascunho: publique-a antes de lançar resultados
refusal-round-closed = a rodada { $round } está encerrada: um resultado só pode ser corrigido, com um motivo
refusal-round-not-closed = a rodada { $round } está { $state }, não encerrada: lance o resultado em vez de corrigi-lo
refusal-round-no-such-board = a rodada { $round } não tem o tabuleiro { $board }
refusal-round-bye-board = o tabuleiro { $board } da rodada { $round } é uma folga: não há resultado a lançar
refusal-round-wrong-game-count = o tabuleiro { $board } da rodada { $round } tem { $expected } partidas, mas o resultado dá { $got }
refusal-round-missing-results = { $count ->
    [one] falta à rodada { $round } o resultado do tabuleiro { $boards }
   *[other] faltam à rodada { $round } os resultados dos tabuleiros { $boards }
}
refusal-round-has-results = { $count ->
    [one] a rodada { $round } já tem resultado no tabuleiro { $boards }: não pode ser emparceirada de novo
   *[other] a rodada { $round } já tem resultados nos tabuleiros { $boards }: não pode ser emparceirada de novo
}
refusal-round-results-entered = { $count ->
    [one] a rodada { $round } já tem resultado no tabuleiro { $boards }: não pode voltar a rascunho
   *[other] a rodada { $round } já tem resultados nos tabuleiros { $boards }: não pode voltar a rascunho
}
refusal-round-bad-transition = a rodada { $round } não pode passar de { $from } para { $to }
refusal-round-ballot-locked = a rodada { $round } está { $state }: o sorteio não pode mais mudar
refusal-round-no-such-game = o tabuleiro { $board } da rodada { $round } não tem a partida { $game } (tem { $games })
refusal-round-other-game-missing = a partida { $game } do tabuleiro { $board } ainda não tem resultado: lance as partidas do tabuleiro juntas na grade de resultados, ou primeiro a partida { $game }
refusal-round-sheets-need-games = lance primeiro os resultados das partidas: uma súmula ausente faz perder as partidas jogadas ({ $article })
refusal-round-sides-disagree = { $second } não combina com { $first } para o primeiro lado
refusal-round-points-disagree = foi enviado { $sent }, mas { $kind } vale { $scored } neste torneio
refusal-round-empty-reason = uma correção depois do encerramento precisa de um motivo
refusal-round-reason-too-long = o motivo tem { $len } caracteres; no máximo { $max } são aceitos
refusal-round-bad-reason = o motivo { $problem }
refusal-round-bad-game-report = `{ $text }` não é um resultado de partida (esperado 1-0, =, 0-1, -:+, +:- ou -:-, ou 1, 0, d, +, -, --)
refusal-round-not-in-scoring = `{ $text }` não é um resultado da pontuação deste torneio (vitória { $win }-{ $loss }, empate { $draw }-{ $draw }, derrota { $loss }-{ $win })
result-kind = { $kind ->
    [win] vitória
    [draw] empate
    [loss] derrota
    [forfeit-win] vitória por W.O.
    [forfeit-loss] derrota por W.O.
    [both-absent] ambos ausentes
    [pairing-bye] folga de emparceiramento
    [requested-bye] folga pedida
    [withdrawn] desistente
    [not-entered] não inscrito
   *[other] { $kind }
}
refusal-entry-empty-name = o nome de um jogador não pode ficar vazio
refusal-entry-name-too-long = o nome de jogador `{ $name }` tem mais de 100 caracteres
refusal-entry-name-control-character = o nome de jogador `{ $name }` contém um caractere de controle
refusal-entry-bad-name = o nome de jogador `{ $name }` { $problem }
refusal-entry-bad-text = inscrito { $no }: o campo "{ $field }" { $problem }
refusal-entry-bad-federation = a federação `{ $text }` não é um código de três letras como ENG ou NED
refusal-entry-bad-start-no = o número inicial deve ser 1 ou mais (recebido { $no })
refusal-entry-too-long = inscrito { $no }: o campo "{ $field }" tem { $len } caracteres; no máximo { $max } são aceitos
refusal-entry-late-after-withdrawal = inscrito { $no }: inscrição tardia a partir da rodada { $late }, mas desistência a partir da rodada { $withdrawn }
refusal-entry-bad-round = inscrito { $no }: os números de rodada começam em 1 (recebido { $round } para: { $what })
form-points-negative = os pontos não podem ser negativos (recebido `{ $text }`)
form-points-not-half = `{ $text }` não é um número inteiro ou meio de pontos
field-pairing-bye = folga de emparceiramento
field-requested-bye = folga pedida
field-forfeit-win = vitória por W.O.
field-player = jogador
field-round = rodada
field-board = tabuleiro
field-game = partida
field-result = resultado
field-deposit = caução
form-not-a-result = `{ $text }` não é um resultado (como 1-0, 2-0 ou =)

# As linhas da lista de prêmios digitada (src/web/words.rs: prize_line); as palavras-chave entre crases são a sintaxe da lista.
prize-lines = { $first }; { $next }
prize-line-no-colon = escreva `sharing: ...`, `category NOME: ...` ou `LUGAR: VALOR [TROFÉU]`
prize-line-sharing = a divisão é `equal`, `hort` ou `tie-break-order`
prize-line-category-name = o nome da categoria { $problem }
prize-line-rule = uma categoria é `rating below N`, `rating N to M`, `junior under N on AAAA-MM-DD`, `senior from N on AAAA-MM-DD`, `unrated`, `women`, `federation XXX` ou `club NOME`
prize-line-not-head = `{ $text }` não é `LUGAR` nem `CATEGORIA LUGAR`
prize-line-not-place = `{ $text }` não é um número de lugar
prize-line-not-amount = `{ $text }` não é um valor (como 250 ou 62.50)
prize-line-trophy = o troféu { $problem }
prize-unknown-category = prêmio { $index }: não há categoria `{ $category }`
prize-duplicate-place-main = prêmio { $index }: o lugar { $place } da classificação geral aparece duas vezes
prize-duplicate-place = prêmio { $index }: o lugar { $place } da categoria `{ $category }` aparece duas vezes
prize-place-zero = prêmio { $index }: os lugares começam em 1
