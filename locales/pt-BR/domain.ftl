# O que o domínio, o livro e a verificação do emparceiramento dizem a uma pessoa (src/web/words.rs).

## Penalidades de 000 art. 6.9
penalty-warning = (a) advertência
penalty-game-lost = (b) partida declarada perdida
penalty-disqualification = (c) desclassificação da competição
penalty-expulsion = (d) expulsão do evento

## O livro: infratores, penalidades anuladas, recursos
offender-spectator = { $name } (espectador)
offender-entry = participante { $no }
incident-lifted = anulada: { $reason }
incident-lifted-by-appeal = anulada pelo recurso { $appeal }: { $reason }
appeal-pending = pendente
appeal-upheld = decisão mantida
appeal-overruled = decisão revogada
appeal-decided = { $state } { $hearing }: { $reason }
appeal-returned = devolvido
appeal-kept = retido
appeal-deposit = { $amount }
appeal-deposit-returned = { $amount } devolvido
appeal-deposit-kept = { $amount } retido
appeal-against-incident = incidente { $incident }
appeal-against-result = o resultado da rodada { $round }, tabuleiro { $board }
committee-same-club = { $member } é do mesmo clube que { $player } ({ $no }): { $value }
committee-same-federation = { $member } é da mesma federação que { $player } ({ $no }): { $value }
article-cited = { $article }
# An article of a rule book named by its number (`000 art. 2.24`).
article-ref = { $book } art. { $number }
article-none = nenhum artigo em { $book }


## Emparceiramento: como uma rodada foi proposta, as regras que um emparceiramento viola
pairing-method-match-rounds = rodadas de matches (pontuação de classificação, sem reencontro, primeiro lance alternado)
pairing-method-dutch = sistema holandês da FIDE (C.04.3)
pairing-method-berger = tabelas de Berger (FIDE C.05 anexo 1)
pairing-rule-rematch = reencontro (C.04.1 art. 2: dois jogadores não se enfrentam mais de uma vez)
pairing-rule-colour-run = regra das cores (C.04.1 art. 7, C.04.3 C3: ninguém recebe a mesma cor três vezes seguidas)
pairing-rule-colour-difference = regra das cores (C.04.1 art. 6, C.04.3 C3: a diferença de cores fica dentro de 2)
pairing-rule-second-bye = regra da folga (C.04.1 art. 4: nenhuma folga de emparceiramento após uma folga ou vitória sem jogar)
pairing-rule-extra-bye = regra da folga (C.04.1 art. 3: uma folga de emparceiramento, e só com número ímpar)
pairing-rule-forbidden = emparceiramento proibido (mesmo clube ou família)
pairing-rule-unavailable = jogador ausente emparceirado (retirado, folga pedida ou inscrição tardia)
pairing-rule-absent-twice = ausente duas rodadas seguidas (o árbitro retira o jogador ou o emparceira mesmo assim)
pairing-rule-paired-twice = jogador emparceirado duas vezes
pairing-rule-missing = jogador fora do emparceiramento
pairing-rule-unknown-entry = número inicial desconhecido

pairing-warning = { $rule }: { $detail }
pairing-detail-no-entry = nenhum participante tem o número inicial { $no }
pairing-detail-on-boards = { $no } está em { $count } tabuleiros
pairing-detail-not-paired = { $no } ({ $name }) não foi emparceirado nem recebeu folga
pairing-detail-absent-twice = { $no } ({ $name }) esteve ausente nas rodadas { $first } e { $second }
pairing-detail-withdrawn = { $no } ({ $name }) se retirou na rodada { $round }
pairing-detail-requested-bye = { $no } ({ $name }) pediu folga na rodada { $round }
pairing-detail-not-entered = { $no } ({ $name }) ainda não está inscrito na rodada { $round }
pairing-detail-must-not-meet = { $a } e { $b } não podem ser emparceirados
pairing-detail-met = { $a } e { $b } já se enfrentaram na rodada { $round }
pairing-detail-first-run = { $no } teria o primeiro lance na partida 1 pelo terceiro match seguido
pairing-detail-second-run = { $no } jogaria em segundo na partida 1 pelo terceiro match seguido
pairing-detail-white-run = { $no } teria as brancas pela terceira partida seguida
pairing-detail-black-run = { $no } teria as pretas pela terceira partida seguida
pairing-detail-colour-difference = { $no } teria { $white } partidas de brancas e { $black } de pretas
pairing-detail-extra-byes = { $count ->
    [one] uma folga de emparceiramento
   *[other] { $count } folgas de emparceiramento
} entre { $players } jogadores
pairing-detail-had-bye = { $no } teve a folga de emparceiramento na rodada { $round }
pairing-detail-won-by-forfeit = { $no } venceu a rodada { $round } por W.O.
pairing-detail-win-without-playing = { $no } marcou uma vitória sem jogar na rodada { $round }
## O relatório do árbitro
report-owed = { $name }: { $amount } devido
report-both-players = { $a } e { $b }
report-chief = { $name } (árbitro principal)
entry-disqualified-from = desclassificado a partir da rodada { $round }
entry-withdrawn-from = retirado a partir da rodada { $round }
entry-late-from = inscrição tardia a partir da rodada { $round }
report-forfeit-absent = ausente: perde a partida por W.O.
report-forfeit-both-absent = ambos ausentes: nenhum pontua
report-forfeit-score-sheets = planilhas não entregues: zero na rodada
report-forfeit-declared-lost = partida declarada perdida (incidente { $incident })

time-control-plus-minutes = { $minutes } min + { $plus } min por lance
time-control-plus-seconds = { $minutes } min + { $plus } s por lance
time-control-moves-per-hour = { $moves } lances por hora
## Campos do livro citados numa recusa
field-appellant = o recorrente
field-article = o artigo
field-member-club = o clube do membro da comissão
field-member-federation = a federação do membro da comissão
field-member-name = o nome do membro da comissão
field-grounds = os fundamentos
field-hearing = a audiência
field-payment-date = a data do pagamento
field-payment-method = a forma de pagamento
field-reason = o motivo
field-recorder = quem registrou
field-spectator-name = o nome do espectador
field-time = a hora

## Recusas do livro
text-problem-control = contém um caractere de controle (como uma quebra de linha)
text-problem-bidi = contém um caractere de controle bidirecional (U+202A-U+202E, U+2066-U+2069)
text-problem-invisible = não tem nenhum caractere visível
refusal-book-unknown-penalty = a penalidade { $penalty } não é warning, game-lost, disqualification nem expulsion (000 art. 6.9)
refusal-book-empty = { $field } não pode ficar vazio
refusal-book-too-long = { $field } tem { $len } caracteres; no máximo { $max } são aceitos
refusal-book-bad-text = { $field } { $problem }
refusal-unknown-entry = nenhum participante tem o número inicial { $no }
refusal-book-unknown-entry = o participante { $no } não está no torneio
refusal-book-no-such-round = a rodada { $round } não existe
refusal-book-spectator-penalty = um espectador não joga partidas: { $penalty } vale só para jogadores (um espectador é advertido ou expulso, 000 art. 5.9)
refusal-book-game-needs-board = uma partida declarada perdida precisa da rodada e do tabuleiro
refusal-book-board-needs-round = um tabuleiro é indicado com sua rodada: informe também a rodada
refusal-book-game-needs-board-of = uma partida é indicada com sua rodada e tabuleiro: informe-os também
refusal-no-such-round = não há rodada { $round }
refusal-no-such-board = a rodada { $round } não tem tabuleiro { $board }
refusal-book-draft-round = a rodada { $round } ainda é um rascunho: nenhuma partida dela pode ser declarada perdida
refusal-book-not-on-board = o participante { $no } não joga no tabuleiro { $board } da rodada { $round }
refusal-book-bye-board = o tabuleiro { $board } da rodada { $round } é uma folga: não há partida a declarar perdida
refusal-book-no-such-game = o tabuleiro { $board } da rodada { $round } não tem partida { $game }
refusal-book-other-games-open = as outras partidas do tabuleiro { $board } da rodada { $round } ainda não têm resultado: registre-as primeiro, ou declare perdidas todas as partidas do tabuleiro
refusal-book-already-disqualified = o participante { $no } já está desclassificado
refusal-book-paired-in-draft = o participante { $no } está emparceirado na rodada { $round }, ainda um rascunho: refaça o emparceiramento sem ele (ou publique e jogue a rodada) antes da desclassificação
refusal-book-no-such-incident = o incidente { $incident } não existe
refusal-book-already-lifted = a penalidade do incidente { $incident } já foi anulada
refusal-book-committee-too-small = uma comissão de recurso tem pelo menos três membros (000 art. 7.1); { $count ->
    [one] foi informado um
   *[other] foram informados { $count }
}
refusal-book-committee-too-large = uma comissão de recurso tem no máximo { $max } membros; foram informados { $count }
refusal-book-committee-twice = { $name } aparece duas vezes na comissão
refusal-book-committee-concerned = { $name } não pode integrar a comissão de recurso: { $player } ({ $no }) é o jogador envolvido (000 art. 7.1: a comissão não tem ligação com os jogadores envolvidos)
refusal-book-committee-opponent = { $name } não pode integrar a comissão de recurso: { $player } ({ $no }) é um jogador envolvido (o adversário) (000 art. 7.1: a comissão não tem ligação com os jogadores envolvidos)
refusal-book-no-such-appeal = o recurso { $appeal } não existe
refusal-book-already-decided = o recurso { $appeal } já foi decidido
refusal-book-not-decided = o recurso { $appeal } ainda não foi decidido
refusal-book-unknown-decision = { $decision } não é uma decisão: upheld (mantida) ou overruled (revogada)
refusal-book-correction-needed = revogar uma decisão sobre um resultado exige o resultado corrigido
refusal-book-no-ruling = uma decisão contestada é um resultado: a rodada { $round }, tabuleiro { $board } não tem nenhum
refusal-book-bad-amount = { $amount } não é um valor em dinheiro como 10 ou 12,50
refusal-book-no-deposit = o recurso não tem caução
refusal-book-bad-fees = a taxa `{ $fees }` não é da forma standard=VALOR, junior<IDADE=VALOR, titled=VALOR

## Recusas de um torneio
refusal-duplicate-start-no = o número inicial { $no } já está em uso
refusal-finished = o torneio terminou (todas as { $rounds } rodadas jogadas, a última encerrada): uma inscrição agora é tardia e precisa de um motivo
refusal-fewer-rounds-than-paired = rodadas: { $paired } rodadas já foram emparceiradas, então o torneio não pode ter { $rounds }
refusal-too-many-entries = um torneio aceita no máximo { $max } participantes
refusal-all-rounds-paired = { $count ->
    [one] a única rodada já foi emparceirada
   *[other] todas as { $count } rodadas já foram emparceiradas
}
refusal-previous-round-draft = a rodada { $round } ainda é um rascunho: publique-a e registre os resultados antes de emparceirar a rodada { $next }
refusal-previous-round-open = faltam resultados na rodada { $round } { $count ->
    [one] no tabuleiro { $boards }
   *[other] nos tabuleiros { $boards }
}: emparceire a rodada { $next } quando estiverem registrados
refusal-not-last-round = só a última rodada ({ $last }) pode ser emparceirada de novo, não a rodada { $round }
refusal-paired-twice = o participante { $no } aparece duas vezes no emparceiramento da rodada { $round }
refusal-self-pairing = o participante { $no } não pode jogar contra si mesmo
refusal-unpaired = o participante { $no } está disponível na rodada { $round } mas não foi emparceirado nem recebeu folga
refusal-forbidden-pairing = os participantes { $a } e { $b } não podem ser emparceirados (mesmo clube ou família)
refusal-prohibited-pairing = os participantes { $a } e { $b } não podem ser emparceirados na rodada { $round } (emparceiramento proibido)

## Ballot
ballot-settings-none = sem sorteio
ballot-settings-per-round = baralho { $deck }, uma abertura por rodada, semente { $seed }
ballot-settings-per-board = baralho { $deck }, uma abertura por tabuleiro, semente { $seed }
ballot-seed-random = aleatória
refusal-ballot-none = o torneio não tem sorteio de aberturas (as configurações dizem jogo livre)
refusal-ballot-unknown-deck = não há baralho de aberturas chamado `{ $deck }` (veja `crownhead decks`)
refusal-ballot-wrong-variant = o baralho `{ $deck }` não é para { $variant } (é para { $allowed })
refusal-ballot-unknown-opening = o baralho `{ $deck }` não tem a abertura `{ $opening }`
refusal-ballot-barred = a abertura { $opening } do baralho `{ $deck }` está excluída: nunca é sorteada
refusal-ballot-no-such-board = a rodada { $round } não tem tabuleiro { $board } com dois jogadores
refusal-ballot-has-results = a rodada { $round } já tem resultados { $count ->
    [one] no tabuleiro { $boards }
   *[other] nos tabuleiros { $boards }
}: seu sorteio não pode mais mudar
refusal-ballot-already-drawn = a rodada { $round } já tem seu sorteio: refaça-o com um motivo
refusal-ballot-no-reason = um novo sorteio ou uma abertura escolhida à mão precisa de um motivo

## The audit log: the words of a row no message says in full (entity, action)
audit-word = { $key ->
    [round] rodada
    [entry] participante
    [tournament] torneio
    [record] registro
    [import] importação
    [team-match] match por equipes
    [pair] emparceiramento
    [create] criação
    [team] equipe
    [set] definição
    [knockout-game] partida eliminatória
    [incident] incidente
    [team-settings] configurações das equipes
    [fees] taxas
    [entry-fee] taxa de inscrição
    [disqualified-games] partidas dos desclassificados
    [appeal] recurso
    [undo] desfazer
    [stage] fase
    [settings] configurações
    [set-schedule] calendário
    [set-players] escalação
    [reorder] reordenação
    [re-pair] novo emparceiramento
    [ranking] ranking inicial
    [prize-list] lista de prêmios
    [play-off] desempate jogado
    [pay] pagamento
    [lift-disqualification] anulação da desclassificação
    [lift] anulação
    [game] partida
    [file] apresentação
    [due] valor devido
    [disqualify] desclassificação
    [book-settings] configurações do livro
    [board] tabuleiro
    [decide] decisão
    [upheld] mantida
    [overruled] revogada
    [player-report] relato do jogador
    [bye-request] pedido de folga
    [withdraw] desistência
    [set-lineup] escalação
    [revoke-link] revogação do link
    [reject-reports] rejeição dos relatos
    [refuse-bye] recusa de folga
    [online-settings] configurações dos jogadores on-line
    [issue-links] emissão dos links
    [forfeit] W.O.
    [check-in] confirmação de presença
    [change] alteração
    [ballot-settings] configurações do sorteio
    [ballot-redraw] novo sorteio
    [add-section] inclusão de grupo
    [publish] publicação
    [unpublish] retirada da publicação
    [close] encerramento
    [event] evento
    [user] conta
   *[other] { $word }
}

## The audit log: the fields a change touched (settings, an entry, the settings for players online)
audit-field-name = nome
audit-field-venue = local
audit-field-start-date = data de início
audit-field-end-date = data de término
audit-field-chief-controller = árbitro principal
audit-field-variant = modalidade
audit-field-system = sistema
audit-field-rounds = número de rodadas
audit-field-games-per-round = partidas por rodada
audit-field-scoring = pontuação
audit-field-ballot = sorteio de aberturas
audit-field-time-control = ritmo de jogo
audit-field-tie-breaks = desempates
audit-field-federation = federação
audit-field-round-dates = datas das rodadas
audit-field-acceleration = aceleração
audit-field-prohibited = emparceiramentos proibidos
audit-field-report = dados do relatório
audit-field-language = idioma
audit-field-knockout = configurações do mata-mata
audit-field-team = configurações de equipes
audit-field-time-zone = fuso horário
audit-field-no = número inicial
audit-field-fmjd-id = ID FMJD
audit-field-national-id = ID nacional
audit-field-rating = rating
audit-field-title = título
audit-field-women-title = título feminino
audit-field-women-rating = rating feminino
audit-field-club = clube
audit-field-birth-date = data de nascimento
audit-field-withdrawn-from = desistência a partir da rodada
audit-field-late-from = inscrição tardia a partir da rodada
audit-field-requested-byes = folgas pedidas
audit-field-forbidden = adversários proibidos
audit-field-bye-points = pontos de folga
audit-field-birth-year = ano de nascimento
audit-field-sex = sexo
audit-field-national = rating nacional
audit-field-disqualified-from = desclassificação a partir da rodada
audit-field-games-annulled = partidas anuladas
audit-field-check-in = confirmação de presença
audit-field-accept-agreed = relatos concordantes aceitos automaticamente
audit-field-max-byes = folgas que um jogador pode pedir
audit-field-no-byes-last = sem folgas pedidas nas últimas rodadas
audit-field-approve-byes = pedidos de folga aprovados automaticamente
audit-field-deck = baralho de aberturas
audit-field-per = uma abertura por
audit-field-seed = semente
audit-field-kind = tipo

## The built-in ballot decks (fixtures/ballots/), and how many openings a deck draws from
deck-acf-3move = sorteio ACF de três lances: 156 aberturas (144 da tabela original, 12 acrescentadas em 2003); 18 vetadas, nunca sorteadas
deck-english-2move = sorteio inglês de dois lances: 43 pares padrão de primeiros lances; 6 excluídos, nunca sorteados
deck-free = jogo livre: sem sorteio, cada partida começa da posição inicial
deck-idf-brazilian = tabela IDF de aberturas de damas brasileiras: 736 posições iniciais
deck-idf-russian = tabela IDF de aberturas de damas russas: 745 posições iniciais
deck-idf-short-150 = tabela curta IDF (feminino, blitz): 150 posições iniciais, damas russas ou brasileiras
deck-openings = { $count ->
    [one] { $count } abertura
   *[other] { $count } aberturas
}

## The reasons the program writes on an audit row
audit-reason-team-boards = tabuleiros formados a partir das escalações das equipes
audit-reason-paired-automatically = emparceiramento automático: { $method }
