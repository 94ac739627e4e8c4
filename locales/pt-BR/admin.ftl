# The controller's pages: dashboard, tournament, entries, rounds, results, ballots, settings,
# imports, prizes, audit log, accounts.
who-disk-full = O disco do servidor está cheio: a última alteração não pôde ser gravada (nada foi perdido). Libere espaço no servidor e envie de novo.
who-snapshot-failed = A cópia de segurança automática falhou ({ $detail }): o banco de dados não tem cópia desde então. Verifique a pasta `backups` ao lado do banco (espaço, permissões); a mensagem some assim que uma cópia funcionar.
who-signed-in-as = Conectado como
role-chief = árbitro principal
role-assistant = assistente
role-name = { $role ->
    [chief] árbitro principal
    [assistant] assistente
   *[other] { $role }
}
nav-dashboard = Painel
nav-accounts = Contas
admin-tab-entries-rounds = Inscritos e rodadas
admin-tab-settings = Configurações
admin-tab-import = Importar CSV
admin-tab-fmjd-list = Lista da FMJD
admin-tab-missing = Resultados pendentes
admin-tab-audit = Registro de alterações
admin-tab-public = Página pública
add = Adicionar
create = Criar
save = Gravar
preview = Pré-visualizar
account = Conta
password = Senha
password-min = Senha (10 caracteres ou mais)
password-again = Senha de novo
col-title = Título
col-women-title = Título feminino
col-women-rating = Rating feminino
col-line = Linha
col-problems = Problemas
col-trophy = Troféu
col-sheets-missing = Súmulas faltando
col-forfeits = W.O.
dl-entries = inscritos
dl-fmjd-report = relatório de rating da FMJD
admin-section-of = Grupo do evento
admin-version = versão { $version }
admin-pair-round = Emparceirar a rodada { $n }
admin-entries-heading = Inscritos ({ $count })
admin-edit-withdraw = editar / retirar
admin-add-entry = Adicionar um inscrito
dashboard-event = Evento
dashboard-event-n = evento { $n }
dashboard-no-section = Nenhum grupo ainda: adicione um a partir da página de um torneio.
dashboard-new-tournament = Novo torneio
dashboard-preset = Modelo
preset-fmjd-international = Internacional FMJD (10×10, uma partida por rodada)
preset-english = Inglês (EDA, matches de 2 partidas, sorteio de 3 lances)
preset-russian = Russo (micromatches de 2 partidas)
preset-acf-checkers = Checkers ACF (matches de 2 partidas, sorteio de 3 lances)
dashboard-new-event = Novo evento
dashboard-event-hint = Um evento reúne vários torneios como grupos (Master, Major, Minor; grupos por rating): cada um mantém seus inscritos, rodadas e configurações.
dashboard-create-event = Criar o evento
audit-title = Registro de alterações
audit-title-lower = registro de alterações
audit-when = Quando
audit-who = Quem
audit-what = O quê
audit-before = Antes
audit-after = Depois
audit-reason = Motivo
missing-lower = resultados pendentes
missing-none = Todas as rodadas publicadas têm todos os resultados.
entry-n = Inscrito { $n }
entry-federation = Federação
entry-fmjd-id = ID FMJD
entry-national-id = ID nacional
entry-birth-date = Data de nascimento
entry-withdraw = Retirar
entry-from-round = A partir da rodada
import-title = Importar inscritos
import-heading = Importar inscritos de um CSV
import-hint = Uma linha de cabeçalho e depois um inscrito por linha. Colunas: { $columns } (o nome é obrigatório). Nada é importado enquanto houver uma linha com erro.
import-bad-rows = { $bad ->
    [one] { $bad } linha com erro de { $total }: corrija-a e pré-visualize de novo.
   *[other] { $bad } linhas com erro de { $total }: corrija-as e pré-visualize de novo.
}
import-all-good = { $total ->
    [one] { $total } linha, correta.
   *[other] { $total } linhas, todas corretas.
}
import-showing = Mostrando as primeiras { $count } linhas; todas as linhas foram verificadas.
import-showing-bad = Mostrando as primeiras { $count } linhas com erro; todas as linhas foram verificadas.
import-line = linha { $line }
import-confirm = { $total ->
    [one] Importar { $total } inscrito
   *[other] Importar { $total } inscritos
}
import-separators = Nomes de colunas em maiúsculas ou minúsculas (Name, NAME, name); colunas separadas por vírgulas, ponto e vírgula ou tabulações, como na linha de cabeçalho.
import-file = Ou um arquivo CSV (no máximo { $kib } KiB)
import-read-file = Lido do arquivo { $file }.
import-refused = Recusado, nada foi importado:
import-sep-comma = Colunas separadas por vírgulas.
import-sep-semicolon = Colunas separadas por ponto e vírgula.
import-sep-tab = Colunas separadas por tabulações.
absent-heading = { $count ->
    [one] Um jogador ausente duas rodadas seguidas
   *[other] { $count } jogadores ausentes duas rodadas seguidas
}
absent-hint = Ausentes nas duas rodadas anteriores (derrota por ausência, art. 2.24-2.25 do regulamento 000, ou não emparceirados). Você decide: retirar o jogador a partir desta rodada ou emparceirá-lo mesmo assim.
absent-rounds = ausente nas rodadas { $first } e { $second }
absent-reason = Ausente nas rodadas { $first } e { $second }
absent-confirm = Confirmo a retirada a partir da rodada { $round }
absent-pair-anyway = Para emparceirá-lo mesmo assim, deixe-o no emparceiramento: a verificação o aponta, e a publicação da rodada pede sua confirmação.
pair-auto = Emparceirar a rodada { $n } automaticamente
pair-proposed-by = { $code ->
    [berger] Emparceiramento proposto pelas
    [match-rounds] Emparceiramento proposto pelas
   *[other] Emparceiramento proposto pelo
} { $method }: gravado como rascunho, ainda pode ser alterado e é publicado a partir da sua página.
pair-no-rule-broken = O emparceiramento abaixo não viola nenhuma regra de emparceiramento.
pair-no-rule-broken-by = O emparceiramento abaixo não viola nenhuma regra de emparceiramento ({ $method }).
pair-unreadable = O emparceiramento abaixo não pode ser lido:
pair-breaks = O emparceiramento abaixo viola { $count ->
    [one] { $count } regra
   *[other] { $count } regras
} de emparceiramento:
pair-hint = Um tabuleiro por linha, primeiro o jogador que faz o primeiro lance na partida 1: 3 7 ou 3-7; bye 5 para a folga do emparceiramento. Folgas pedidas, desistências e inscrições tardias recebem a folga automaticamente. «Verificar o emparceiramento» lista as regras que ele viola; «Gravar o rascunho» guarda-o como rascunho, que se publica a partir da página da rodada.
pair-pairings = Emparceiramentos
pair-check = Verificar o emparceiramento
pair-save-draft = Gravar o rascunho
pair-to-pair = A emparceirar ({ $count })
allocation = Distribuição
allocation-after-round = Distribuição após a rodada { $round }
prizes-print-sheet = Imprimir a folha de pagamento
prize-list = Lista de prêmios
prize-list-hint = Um item por linha (palavras-chave em inglês): sharing: equal (ou hort, tie-break-order); categorias como category U2000: rating below 2000, category Juniors: junior under 18 on 2026-07-01, category Seniors: senior from 65 on 2026-07-01, category Unrated: unrated, category Women: women, category NED: federation NED, category Oost: club DC Oost; prêmios como 1: 500 Cup (colocação, valor, troféu opcional) ou U2000 1: 100. Cada jogador recebe um único prêmio, o maior; jogadores empatados dividem conforme a regra de divisão.
prize-list-save = Gravar a lista de prêmios
reason-finished = Motivo da alteração (obrigatório: o torneio terminou)
reason-closed = Motivo da correção (obrigatório: a rodada está encerrada)
record-title = Súmula da partida
record-back = voltar à rodada
record-verification = Verificação
record-flagged = Sinalizado
record-first-irregular = Primeiro lance irregular
record-draw-rule = Regra de empate
record-note = Observação
record-none = Ainda sem súmula: cole o PDN da partida (ou carregue o arquivo) e grave para verificá-la.
record-pdn = Súmula em PDN
record-load-file = Ou carregue um arquivo PDN na caixa
record-ruling = Decisão do árbitro
record-ruling-short = Decisão
round-opening-ballot = Sorteio de aberturas
round-publish-anyway = Li { $count ->
    [one] o aviso
   *[other] os { $count } avisos
} abaixo e publico este emparceiramento mesmo assim
round-publish = Publicar a rodada { $n }
round-unpublish = Despublicar a rodada { $n } (volta a rascunho)
round-close = Encerrar a rodada { $n }
round-missing = Resultados pendentes: { $count ->
    [one] tabuleiro
   *[other] tabuleiros
} { $boards }
round-breaks = Este emparceiramento viola { $count ->
    [one] { $count } regra
   *[other] { $count } regras
} de emparceiramento:
round-publish-to-enter = Publique a rodada para lançar os resultados.
round-change-pairing = Alterar o emparceiramento
round-pairings-label = Emparceiramentos, um tabuleiro por linha (mandante visitante, bye N)
round-save-pairing = Gravar o novo emparceiramento
round-grid-hint = Digite o resultado de cada partida e passe para a próxima com Tab: 1 vitória do mandante, 0 vitória do visitante, = empate, + visitante ausente, - mandante ausente, -- ambos ausentes. Marque a caixa de um lado cujas súmulas estejam faltando ({ $sheets }).
grid-game-label = tabuleiro { $board } partida { $game }
grid-records = súmulas
grid-home = mandante
grid-away = visitante
grid-save = Gravar os resultados
forfeit-home-absent = mandante ausente
forfeit-away-absent = visitante ausente
forfeit-both-absent = ambos ausentes
forfeit-home-sheets = súmulas do mandante
forfeit-away-sheets = súmulas do visitante
print-by-name-short = por nome
print-slips-short = súmulas de resultado
settings-venue = Local
settings-start-date = Data de início
settings-end-date = Data de término
settings-time-control = Ritmo de jogo
settings-time-control-code = Código do ritmo de jogo (TRF 222, por exemplo 5400+30)
settings-federation = Federação do torneio (TRF 032)
settings-language = Idioma do torneio
settings-language-hint = Os documentos impressos saem neste idioma, assim como as páginas públicas para um leitor cujo navegador não pede nenhum dos cinco idiomas.
settings-acceleration = Emparceiramento acelerado (C.04.5)
settings-acceleration-none = nenhum
settings-acceleration-baku = Aceleração de Baku (C.04.5.1): a primeira metade dos jogadores, arredondada para cima até um número par, recebe pontos fictícios equivalentes a uma rodada ganha na primeira metade das rodadas aceleradas (a primeira metade das rodadas), e a um empate nas demais
settings-acceleration-records = como importado (registros TRF 250)
settings-round-dates = Datas das rodadas (TRF 132): uma rodada por linha, RODADA AAAA-MM-DD
settings-tie-breaks = Critérios de desempate, em ordem
settings-tie-breaks-hint = Uma lista de nomes ou códigos FIDE separados por vírgulas, aplicados em ordem após a pontuação. Seguem o regulamento de desempates da FIDE, { $rules } (a edição em vigor na data de início).
settings-fide-code = Código FIDE
settings-heading = Cabeçalho
settings-what-it-counts = O que conta
settings-scoring = Pontuação
settings-scoring-locked = Há resultados gravados: a pontuação está fixada (uma alteração recalcularia os resultados). Ela só pode mudar até a gravação do primeiro resultado, folga incluída.
settings-scoring-hint = Os pontos são números inteiros ou meios (2, 1.5, 0). A pontuação pode mudar até a gravação do primeiro resultado, folga incluída.
settings-game-won = Partida ganha
settings-drawn = empatada
settings-lost = perdida
settings-pairing-bye = Folga de emparceiramento (por partida)
settings-requested-bye = Folga pedida (por partida)
settings-forfeit-win = Vitória por W.O. (por partida)
settings-match-points = Pontos de match
settings-match-won = match ganho
settings-ranked-by = Classificação por
settings-paired-by = Emparceiramento por
settings-game-points = pontos de partida
settings-match-points-lower = pontos de match
ballot-deck = Conjunto de aberturas
ballot-no-ballot = Sem sorteio (jogo livre)
ballot-one-opening = Uma abertura
ballot-per-round = por rodada, para todos os tabuleiros
ballot-per-board = por tabuleiro
ballot-seed-settings = Semente (em branco: uma nova semente aleatória a cada sorteio)
ballot-save = Gravar o sorteio
ballot-title = Sorteio, rodada { $n }
ballot-heading = sorteio da rodada { $n }
ballot-back = Voltar à rodada { $n }
ballot-change = alterar
ballot-seed = Semente
ballot-all = todos
ballot-every-board = cada tabuleiro sem abertura própria
ballot-hint = Um match joga a mesma abertura em todas as partidas de um tabuleiro, com as cores invertidas a cada partida. Qualquer pessoa pode repetir um sorteio a partir do conjunto, da semente e das aberturas sorteadas antes no torneio.
ballot-locked = Já há resultados: o sorteio desta rodada não pode mais mudar.
ballot-redraw = Novo sorteio
ballot-draw = Sorteio
ballot-redraw-reason = Motivo do novo sorteio (obrigatório)
ballot-seed-redraw = Semente (em branco: uma nova aleatória)
ballot-seed-draw = Semente (em branco: a do torneio, ou uma aleatória)
ballot-redraw-button = Sortear de novo
ballot-draw-button = Fazer o sorteio
ballot-set-heading = Definir uma abertura manualmente
ballot-board-blank = Tabuleiro (em branco: a rodada inteira)
ballot-reason = Motivo (obrigatório)
ballot-set-button = Definir a abertura
fmjd-title = Lista de jogadores da FMJD
fmjd-heading = Inscritos a partir da lista de jogadores da FMJD
fmjd-hint = A lista como a FMJD a publica (V{"{"}yymmdd{"}"}.DRA: colunas nr_ew, nick, last_n, first_n, country, title, rating, wtitle, wrating; Latin-1 ou UTF-8). Cada inscrito cujo ID FMJD está na lista recebe a federação, o título, o rating, o título feminino e o rating feminino da lista; um campo vazio na lista mantém o que o inscrito tem, e os nomes ficam como foram digitados. Nada é gravado até você confirmar.
fmjd-unreadable = { $source } não pode ser lido como a lista da FMJD: nada foi alterado.
fmjd-read = { $source }: { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
} em { $rows ->
    [one] { $rows } linha
   *[other] { $rows } linhas
}, lido como { $encoding }.
fmjd-changes = { $count ->
    [one] { $count } inscrito muda
   *[other] { $count } inscritos mudam
}
fmjd-id = ID FMJD
fmjd-list-line = Linha da lista
fmjd-listed-as = Na lista como
fmjd-changes-col = Alterações
fmjd-notes = Observações
fmjd-none = nenhum
fmjd-noted = Inscritos mantidos como estão, com uma observação
fmjd-unchanged = { $count ->
    [one] { $count } inscrito está na lista como está.
   *[other] { $count } inscritos estão na lista como estão.
}
fmjd-not-found = Fora da lista (por ID FMJD): inscritos { $entries }.
fmjd-without-id = Sem ID FMJD: inscritos { $entries }.
fmjd-warnings = Avisos na lista ({ $count })
fmjd-showing = Mostrando os primeiros { $count }; todas as linhas foram lidas.
fmjd-save = Gravar as alterações de { $count ->
    [one] { $count } inscrito
   *[other] { $count } inscritos
}
fmjd-nothing = Nada a gravar.
fmjd-another = Outra lista
fmjd-the-list = A lista
fmjd-file = O arquivo da lista
fmjd-paste = Ou o texto dela, colado (linha de cabeçalho primeiro)
login-setup-pending = Ainda não existe nenhuma conta de árbitro: abra o link de configuração que o servidor mostrou ao iniciar.
setup-title = Configuração
setup-heading = Criar a conta do árbitro principal
setup-note = Este link funciona uma única vez. A conta pode fazer tudo, inclusive adicionar assistentes.
setup-create = Criar e entrar
users-signed-in-as = Conectado como { $name }.
users-role = Função
users-role-assistant = assistente (resultados e súmulas)
users-add = Adicionar uma conta
record-move-at = { $move } (meio-lance { $ply }, { $side })
record-legal = Regular: todos os lances da súmula ({ $variant_name }, { $plies ->
    [one] { $plies } meio-lance
   *[other] { $plies } meios-lances
}) seguem as regras.
record-legal-result-disagrees = Lances regulares, mas o resultado não confere com a posição.
record-irregular = Irregular em { $at }.
record-unreadable = Ilegível: não é possível acompanhar a súmula.
record-no-result = Nenhum resultado anotado (*).
record-result-agrees = Resultado { $result }: confere com a posição.
record-result-disagrees = Resultado { $result }: não confere com a posição (as { $side } não têm lance).
record-one-side = um dos lados
record-result-unchecked = Resultado { $result }: não verificado (a súmula para num lance irregular).
record-result-contradicts-grid = A súmula dá { $result }, o resultado lançado para esta partida é { $grid }: eles se contradizem. A exportação PDN escreve o resultado da súmula até que uma decisão seja escrita, depois o resultado lançado com uma nota.
record-caption-before = A posição antes de { $move }, com as { $side } a jogar; as casas do lance estão contornadas.
record-caption-end = A posição no fim da súmula ({ $plies ->
    [one] { $plies } meio-lance
   *[other] { $plies } meios-lances
}).
record-ballot = { $message } (sorteio { $opening })
ballot-set-by-hand = definida manualmente
saved-settings = Configurações salvas.
saved-entry = Inscrição salva.
saved-entry-added = Inscrição adicionada.
entry-sex = Sexo
entry-sex-none = não informado
entry-sex-m = masculino
entry-sex-w = feminino
prize-sharing = Divisão entre jogadores empatados em pontos
prize-sharing-equal = Em partes iguais: o dinheiro das colocações que ocupam juntos
prize-sharing-hort = Sistema Hort: metade em partes iguais, metade pela colocação no desempate
prize-sharing-tie-break-order = Sem divisão: os prêmios na ordem do desempate
prize-categories = Categorias
prize-category-name = Nome
prize-category-rule = Quem faz parte
prize-category-value = Rating, idade, federação ou clube
prize-category-to = Rating até (faixa)
prize-category-on = Idade em (data)
prize-rule-rating-below = rating abaixo de
prize-rule-rating-band = rating de … até
prize-rule-junior-under = juniores com menos de (idade)
prize-rule-senior-from = veteranos a partir de (idade)
prize-rule-unrated = jogadores sem rating
prize-rule-women = feminino
prize-rule-federation = federação (código)
prize-rule-club = clube
prize-prizes = Prêmios
prize-main = classificação geral
prize-controls-hint = Linhas deixadas vazias são ignoradas; ao gravar a lista surgem linhas vazias para mais.
prize-advanced = Avançado: a lista digitada
