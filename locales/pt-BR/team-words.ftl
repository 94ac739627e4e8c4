# As páginas de uma competição por equipes: as legendas de suas siglas, as escalações
# mostradas só depois de publicada a rodada, e as recusas dos formulários e endereços das equipes.
team-round-not-paired = A rodada de equipes { $round } não está emparceirada.
page-round-not-paired = A rodada { $round } não está emparceirada.
team-no-team-chosen = Nenhuma equipe foi escolhida para a escalação.
team-forfeit-refused = `{ $text }` não é uma equipe ausente: primeira, segunda, ambas ou nenhuma.
team-match-points-refused = Pontos de match: `{ $text }` não é 2/1/0, 1/0.5/0 nem nenhum.
team-refusal-boards-fixed = O número de tabuleiros fica fixo assim que uma rodada é emparceirada.
team-refusal-schedule-differs = A rodada { $round } já está emparceirada de outro modo que o calendário diz.
team-lineups-hidden = As escalações são mostradas depois que a rodada é publicada.
team-legend-first-move = faz o primeiro lance
team-legend-forfeit = vitória (+) ou derrota (-) por W.O.: um jogador ausente, ou um tabuleiro deixado vazio por uma equipe
team-legend-no-score = nenhum dos dois pontua: os dois jogadores ausentes, ou um tabuleiro deixado vazio pelas duas equipes
team-legend-empty-board = ninguém foi escalado neste tabuleiro
team-legend-matches = matches jogados
team-legend-won-drawn-lost = matches ganhos, empatados, perdidos
team-legend-mp = pontos de match
team-legend-bp = pontos de tabuleiro: os pontos de todos os tabuleiros somados
team-legend-tie-break = { $tb ->
    [board_points] pontos de tabuleiro, como desempate
    [match_points] pontos de match, como desempate
    [direct_encounter] confronto direto: os matches entre as equipes empatadas
    [sonneborn_berger] Sonneborn-Berger dos matches: os pontos de match de cada adversário vezes os pontos de match feitos contra ele
   *[buchholz] Buchholz dos matches: os pontos de match dos adversários somados
}
team-record = { $matches ->
    [1] { $matches } match
   *[other] { $matches } matches
}: { $won } { $won ->
    [1] ganho
   *[other] ganhos
}, { $drawn } { $drawn ->
    [1] empate
   *[other] empates
}, { $lost } { $lost ->
    [1] perdido
   *[other] perdidos
}
audit-team-lineup = Rodada { $round }, match { $match }: escalação de { $team } registrada ({ $boards })
audit-team-forfeit = Rodada { $round }, match { $match }: { $absent ->
    [first] W.O. da equipe inteira { $team }
    [second] W.O. da equipe inteira { $team }
    [both] as duas equipes ausentes
   *[none] W.O. de equipe retirado
}
audit-team-pair = Rodada { $round }, match { $match }: { $first } – { $second } emparceirado
audit-team-bye = Rodada { $round }, match { $match }: { $team } de folga
