# Les pages d'une compétition par équipes : les légendes de leurs sigles, les compositions
# montrées une fois la ronde publiée, et les refus des formulaires et adresses des équipes.
team-round-not-paired = La ronde d'équipes { $round } n'est pas appariée.
page-round-not-paired = La ronde { $round } n'est pas appariée.
team-no-team-chosen = Aucune équipe n'a été choisie pour la composition.
team-forfeit-refused = `{ $text }` n'est pas une équipe absente : première, seconde, les deux ou aucune.
team-match-points-refused = Points de match : `{ $text }` n'est ni 2/1/0, ni 1/0.5/0, ni aucun.
team-refusal-boards-fixed = Le nombre d'échiquiers est fixé dès qu'une ronde est appariée.
team-refusal-schedule-differs = La ronde { $round } est déjà appariée autrement que ne le dit le calendrier.
team-lineups-hidden = Les compositions sont montrées une fois la ronde publiée.
team-legend-first-move = joue le premier coup
team-legend-forfeit = gagné (+) ou perdu (-) par forfait : un joueur absent, ou un damier laissé vide par une équipe
team-legend-no-score = aucun des deux ne marque : les deux joueurs absents, ou un damier laissé vide par les deux équipes
team-legend-empty-board = personne n'est aligné sur ce damier
team-legend-matches = matchs joués
team-legend-won-drawn-lost = matchs gagnés, nuls, perdus
team-legend-mp = points de match
team-legend-bp = points de partie : les points de tous les damiers additionnés
team-legend-tie-break = { $tb ->
    [board_points] points de partie, comme départage
    [match_points] points de match, comme départage
    [direct_encounter] confrontation directe : les matchs entre les équipes à égalité
    [sonneborn_berger] Sonneborn-Berger des matchs : les points de match de chaque adversaire multipliés par les points de match obtenus contre lui
   *[buchholz] Buchholz des matchs : les points de match des adversaires additionnés
}
team-record = { $matches ->
    [one] { $matches } match
   *[other] { $matches } matchs
} : { $won } { $won ->
    [one] gagné
   *[other] gagnés
}, { $drawn } { $drawn ->
    [one] nul
   *[other] nuls
}, { $lost } { $lost ->
    [one] perdu
   *[other] perdus
}
audit-team-lineup = Ronde { $round }, match { $match } : composition de { $team } enregistrée ({ $boards })
audit-team-forfeit = Ronde { $round }, match { $match } : { $absent ->
    [first] forfait de toute l'équipe { $team }
    [second] forfait de toute l'équipe { $team }
    [both] les deux équipes absentes
   *[none] forfait d'équipe levé
}
audit-team-pair = Ronde { $round }, match { $match } : { $first } – { $second } apparié
audit-team-bye = Ronde { $round }, match { $match } : { $team } exempt
