# Les pages quotidiennes de l'arbitre : le journal des modifications en clair, le fuseau horaire.

audit-filter-round = Ronde
audit-filter-player = Joueur
audit-filter-all = toutes
audit-filter-show = Afficher
audit-csv = Télécharger en CSV (tous les champs)
audit-round-choice = Ronde { $round }
audit-times-in = Les heures sont dans le fuseau de l'épreuve, { $zone }.
audit-none = Rien d'enregistré pour ce choix.
audit-result = Ronde { $round }, table { $board } : { $home } – { $away } { $result }
audit-result-was = Ronde { $round }, table { $board } : { $home } – { $away } { $result } (avant : { $was })
audit-board-result = Table { $board } : { $home } – { $away } { $result }
audit-board-result-was = Table { $board } : { $home } – { $away } { $result } (avant : { $was })
audit-bye-result = Ronde { $round } : { $home } exempt { $result }
audit-board-bye-result = { $home } exempt { $result }
audit-entry-added = { $name } (n° { $no }) { $sex ->
    [w] inscrite
   *[other] inscrit
}
audit-entry-withdrawn = { $name } (n° { $no }) { $sex ->
    [w] retirée
   *[other] retiré
} à partir de la ronde { $round }
audit-entry-returned = { $name } (n° { $no }) de nouveau en jeu
audit-entry-bye = { $name } (n° { $no }) a demandé une exemption à la ronde { $round }
audit-entry-changed = { $name } (n° { $no }) : modifié { $fields }
audit-round-pair = Ronde { $round } appariée
audit-round-re-pair = Ronde { $round } appariée de nouveau
audit-round-publish = Ronde { $round } publiée
audit-round-unpublish = Ronde { $round } remise en brouillon
audit-round-close = Ronde { $round } close
audit-round-other = Ronde { $round } : { $action }
audit-tournament-create = Tournoi créé
audit-tournament-import = Tournoi importé
audit-tournament-changed = Paramètres modifiés : { $fields }
audit-other = { $entity } : { $action }
settings-time-zone = Fuseau horaire de l'épreuve
settings-time-zone-hint = Un décalage UTC tel que UTC, +01:00 ou -05:00 : le journal des modifications affiche ses heures dans ce fuseau.
book-incidents-hint-no-article = Le règlement de l'épreuve ({ $book }) n'a pas de liste de sanctions : la sanction et son motif relèvent du règlement de la compétition, cité tel que saisi. (a) avertissement, (b) partie déclarée perdue, (c) disqualification de la compétition, (d) exclusion de l'événement.
book-appeals-hint-no-article = Le règlement de l'épreuve ({ $book }) n'a pas d'article sur les appels : le comité d'au moins trois personnes étrangères aux joueurs concernés relève du règlement de la compétition.
rule-no-article = pas d'article dans { $book }
withdraw-reason = Motif (conservé dans le journal)
withdraw-confirm = Je confirme le retrait : le joueur n'est plus apparié
