# Os problemas dos arquivos lidos pelas importações (TRF, o CSV dos inscritos) e as recusas de
# um campo pelo armazenamento (src/web/words/imports.rs, invalid.rs).

## Os problemas de um arquivo, com o lugar
import-as-written = { $text }
import-column = coluna { $column }: { $problem }
import-problems = { $first }; { $next }
import-row-column = { $column }: { $problem }
import-row-csv = esta linha não pode ser lida como CSV ({ $detail })
import-row-not-sex = `{ $text }` não é m nem w
import-row-not-start-no = `{ $text }` não é um número inicial (1 ou mais)
import-row-number-twice = o número inicial { $no } aparece duas vezes no arquivo
import-row-already-entered = `{ $name }` já está inscrito
import-row-number-taken = o número inicial { $no } já está ocupado

## Os problemas do leitor de TRF
trf-problem-line-too-short = { $count ->
    [one] a linha do jogador é curta demais ({ $count } caractere; são necessários pelo menos 84)
   *[other] a linha do jogador é curta demais ({ $count } caracteres; são necessários pelo menos 84)
}
trf-problem-bad-start-no = `{ $text }` não é um número inicial
trf-problem-start-no-twice = o número inicial { $no } aparece duas vezes
trf-problem-bad-rating = `{ $text }` não é um rating
trf-problem-bad-score = `{ $text }` não é uma pontuação
trf-problem-bad-opponent = não foi possível ler o adversário `{ $text }`
trf-problem-self-opponent = um jogador não pode enfrentar a si mesmo
trf-problem-bad-colour = `{ $text }` não é uma cor (w, b, - ou em branco)
trf-problem-bad-result = `{ $text }` não é um código de resultado
trf-problem-missing-opponent = o resultado `{ $text }` precisa de um adversário
trf-problem-bye-with-opponent = o resultado `{ $text }` é uma folga e não pode ter adversário
trf-problem-missing-colour = uma partida precisa de uma cor
trf-problem-trailing-text = texto depois da última rodada: `{ $text }`
trf-problem-bad-round-count = `{ $text }` não é um número de rodadas
trf-problem-bad-scoring = `{ $text }` não é uma pontuação válida (W, D, L, A, Z, P ou X seguido dos pontos)
trf-problem-bad-initial-colour = `{ $text }` não é uma configuração de cor (W ou B)
trf-problem-bad-player-list = `{ $text }` não é uma lista de jogadores
trf-problem-inconsistent = rodada { $round }: o jogador { $player } aparece contra { $opponent }, cuja linha diz outra coisa
trf-problem-unknown-player = o jogador { $no } é citado, mas não tem linha de jogador
trf-problem-bad-field = registro { $record }: `{ $text }` não é um valor válido para { $field }
trf-problem-bad-record = registro { $record }: { $text }
trf-problem-team-file = arquivos de equipes não são lidos aqui
trf-problem-wide-number = o número inicial `{ $text }` é mais largo que os campos de número inicial do arquivo (colunas 5-8 sem registro `XXW`): um arquivo com números iniciais acima de 9.999 diz a largura deles num registro `XXW 5`
trf-problem-bad-number-width = `{ $text }` não é uma largura de números iniciais (`XXW` aceita de 4 a 9)
trf-problem-no-players = { $count ->
    [one] nenhuma linha de jogador em { $count } linha: um arquivo TRF traz cada jogador numa linha que começa com `001`, com o número inicial nas colunas 5-8, o nome em 15-47, o rating em 49-52, os pontos em 81-84 e um bloco de 10 colunas por rodada a partir da coluna 92
   *[other] nenhuma linha de jogador em { $count } linhas: um arquivo TRF traz cada jogador numa linha que começa com `001`, com o número inicial nas colunas 5-8, o nome em 15-47, o rating em 49-52, os pontos em 81-84 e um bloco de 10 colunas por rodada a partir da coluna 92
}
trf-problem-player = jogador { $no }: { $problem }
trf-problem-sex = o sexo `{ $text }` (coluna { $column }) não é m nem w
trf-field-points = pontos
trf-field-type-of-bye-f-h-or-z = tipo de folga (F, H ou Z)

## As recusas de um campo pelo armazenamento
invalid-field-name = nome
invalid-field-venue = local
invalid-field-reason = motivo
refusal-invalid-empty = o campo "{ $field }" está vazio
refusal-invalid-too-long-text = o campo "{ $field }" (`{ $text }`) tem { $len } caracteres; no máximo { $max } são aceitos
refusal-invalid-too-long = o campo "{ $field }" tem { $len } caracteres; no máximo { $max } são aceitos
refusal-invalid-bad-text = o campo "{ $field }" { $problem }
refusal-invalid-finished-prize-list = o torneio terminou: a lista de prêmios só muda com um motivo, guardado no registro de alterações
refusal-invalid-reason-not-closed = a rodada { $round } está no estado "{ $state }": um motivo serve para corrigir uma rodada encerrada
refusal-invalid-game-without-result = tabuleiro { $board }: a partida { $game } não tem resultado
refusal-invalid-not-check-in-round = a rodada { $round } não é a próxima rodada a emparceirar com confirmação de presença
refusal-invalid-team-event-pairing = uma competição por equipes emparceira equipes: os tabuleiros das rodadas vêm das escalações das equipes (a página das equipes)
refusal-invalid-already-section = o torneio { $tournament } já é um grupo do evento { $event } ({ $name })
refusal-invalid-no-result-before-incident = o tabuleiro { $board } da rodada { $round } não tinha resultado antes do incidente { $incident }: informe o resultado que ele recebe
refusal-invalid-not-knockout = o torneio { $tournament } não é disputado no sistema eliminatório (o dele é: { $system })
refusal-invalid-account-exists = já existe uma conta: o link de configuração funciona uma vez só
refusal-invalid-account-name-taken = já existe uma conta com o nome `{ $name }`
refusal-invalid-no-playoff = o torneio { $tournament } não tem o desempate em partidas { $number }
refusal-invalid-take-back-needs-reason = desfazer uma partida precisa de um motivo (guardado no registro de alterações)
refusal-invalid-nothing-to-take-back = o confronto { $tie } não tem partida para desfazer
refusal-invalid-take-back-later = a partida { $game } do confronto { $tie } decidiu quem joga um confronto seguinte que já tem partidas: desfaça essas primeiro
refusal-invalid-knockout-started-entries = o eliminatório começou: o chaveamento decorre dos inscritos, que não mudam mais (um jogador que não pode jogar perde suas partidas por W.O., 000 art. 2.24)
refusal-invalid-knockout-started-settings = o eliminatório começou: o chaveamento, as partidas de desempate, o novo chaveamento e a disputa de terceiro lugar não mudam mais
refusal-invalid-knockout-started-games = o eliminatório começou: a variante e o número de partidas por confronto não mudam mais
import-too-large = O formulário enviado é grande demais: aqui são aceitos no máximo { $kib } KiB.

## As recusas de uma partida ou da chave de um eliminatório
refusal-ko-not-knockout = o torneio não é disputado no sistema eliminatório (o dele é: { $system })
refusal-ko-both-absent = a ausência dos dois jogadores (000 art. 2.25) não pode decidir uma partida eliminatória: um confronto precisa de um vencedor, registre o resultado que o árbitro decidir
refusal-ko-out-of-order = a partida registrada { $game } do confronto { $tie } não é a próxima partida do confronto
refusal-ko-too-few = { $count ->
    [one] um eliminatório precisa de pelo menos 2 jogadores (tem { $count })
   *[other] um eliminatório precisa de pelo menos 2 jogadores (tem { $count })
}
refusal-ko-too-many = um eliminatório aceita no máximo { $max } jogadores (tem { $count })
refusal-ko-no-games = um confronto precisa de pelo menos uma partida prevista
refusal-ko-double-only-plain = o novo chaveamento e a disputa de terceiro lugar são só para o eliminatório simples
refusal-ko-no-such-tie = esta chave não tem o confronto { $tie }
refusal-ko-not-playing = o confronto { $tie } não está em andamento: { $why }
ko-why-a-player-is-not-known-yet = um jogador ainda não é conhecido
ko-why-it-has-no-opponent-to-play = não há adversário para jogar
ko-why-it-is-decided = já está decidido
ko-tie-problem = confronto { $tie }: { $problem }

## As recusas de um desempate em partidas
refusal-playoff-too-few-players = um desempate em partidas precisa de pelo menos dois jogadores
refusal-playoff-repeated-player = o jogador { $no } aparece duas vezes no desempate
refusal-playoff-unknown-player = não há jogador { $no }
refusal-playoff-not-finished = um desempate em partidas é jogado depois da última rodada: o torneio não terminou
refusal-playoff-not-tied = o jogador { $no } tem { $points } e o jogador { $other } tem { $other_points }: um desempate em partidas é só entre jogadores empatados em pontos
refusal-playoff-game-outside = partida { $game }: o jogador { $no } não está no desempate
refusal-playoff-game-against-self = partida { $game }: um jogador não pode jogar contra si mesmo
refusal-playoff-too-many-games = um desempate em partidas tem no máximo { $max } partidas
refusal-playoff-no-such = esse desempate em partidas não existe
refusal-playoff-already-in = o jogador { $no } já está em outro desempate em partidas
refusal-playoff-time-control = ritmo de jogo: { $text }
playoff-field-games = partidas

## As recusas de uma fase seguinte
refusal-stage-not-finished = o torneio não terminou: uma fase seguinte é formada a partir da classificação final
refusal-stage-too-few = uma fase seguinte precisa de pelo menos 2 jogadores (pedido: { $count })
refusal-stage-not-enough = o torneio tem só { $have } jogadores, menos que os { $count } pedidos
refusal-stage-tie-at-the-cut = as colocações { $top } e { $next } estão empatadas em pontos e em todos os critérios de desempate (números iniciais { $a } e { $b }): decida primeiro o empate num desempate em partidas, ou leve { $fewer } ou { $count } jogadores
refusal-stage-tie-at-the-cut-more = as colocações { $top } e { $next } estão empatadas em pontos e em todos os critérios de desempate (números iniciais { $a } e { $b }): decida primeiro o empate num desempate em partidas, ou leve { $count } jogadores

## As verificações próprias da importação TRF sobre registros e rodadas
trf-record = registro { $record }: { $problem }
trf-record-date-past-last = uma data para a rodada { $round }, depois da última rodada ({ $last })
trf-record-round-past-last = a rodada { $round } vem depois da última rodada
trf-record-bye-past-last = uma folga na rodada { $round }, depois da última rodada ({ $last })
trf-record-start-numbers = { $count ->
    [one] números iniciais: é preciso { $count } número acima de 0, um por linha de jogador
   *[other] números iniciais: são precisos { $count } números distintos acima de 0, um por linha de jogador
}
trf-record-tie-outside-knockout = uma linha de confronto de mata-mata no arquivo de um torneio disputado em { $system }, que não tem confrontos
trf-record-code-blank = o código do ritmo de jogo `{ $text }` tem um espaço; um código não tem nenhum
trf-record-not-half = { $result } de { $points } pontos não é um número inteiro nem meio
trf-scored-win = uma vitória
trf-scored-draw = um empate
trf-scored-loss = uma derrota
trf-scored-pairing-bye = a folga do emparceiramento
trf-record-absence-scored = uma ausência (A) deve valer 0 pontos (000 art. 2.24)
trf-record-tie = confronto { $tie }: { $problem }
trf-record-tie-not-next = a partida { $game } não é a próxima partida do confronto ({ $next })
trf-record-tie-no-game = partida { $game }: o confronto não tem mais partida a jogar
trf-record-team-type = `{ $text }` é o código de uma competição por equipes; o Crownhead lê torneios individuais
trf-record-standings-not-pts = a classificação de um torneio individual começa com PTS, não com `{ $text }`
trf-record-unknown-tie-break = o código de desempate `{ $text }` não é um dos que o Crownhead calcula (conhecidos: { $known })
trf-record-tie-break-twice = o código de desempate `{ $text }` aparece duas vezes
trf-record-not-date = `{ $text }` não é uma data (AAAA/MM/DD, ou DD/MM/AAAA, MM/DD/AAAA, DD.MM.AAAA, o nome de um mês)
