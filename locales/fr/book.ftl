# The controller's book: incidents, penalties, appeals, entry fees, the controller's report.
tab-book = Registre de l'arbitre
book-heading = registre de l'arbitre
book-print-report = Imprimer le rapport de l'arbitre
book-print-fees = Imprimer la liste des droits d'inscription
book-fees-csv = Liste des droits (CSV)
book-incidents = Incidents et sanctions
book-incidents-hint = { $rule } : (a) avertissement, (b) partie déclarée perdue, (c) disqualification de la compétition, (d) exclusion de l'événement. Une sanction n'est jamais effacée : elle est levée avec un motif.
book-no-incident = Aucun incident enregistré.
book-col-no = N°
book-col-when = Quand
book-col-offender = Contrevenant
book-col-round-board = Ronde.table
book-col-article = Article
book-col-penalty = Sanction
book-col-reason = Motif
book-col-recorded-by = Enregistré par
book-col-lifted = Levée
book-repeated = deuxième avertissement pour cet article
book-reason-placeholder = motif
book-result-if-none = résultat (s'il n'y en avait pas)
book-lift = Lever
book-player = Joueur
book-a-spectator = (un spectateur)
book-spectator-name = Nom du spectateur
book-round = Ronde
book-board = Table
book-game = Partie (vide : toutes les parties de la table)
book-article-typed = (saisi ci-dessous)
book-article-free = Article (texte libre)
book-record = Enregistrer l'incident
book-appeals = Appels
book-appeals-hint = { $rule } : un comité d'au moins trois personnes étrangères aux joueurs concernés ; il ne désavoue l'arbitre que si la décision est clairement erronée.
book-no-appeal = Aucun appel déposé.
book-col-against = Contre
book-col-appellant = Appelant
book-col-filed = Déposé
book-col-grounds = Motifs
book-col-committee = Comité
book-col-deposit = Caution
book-col-decision = Décision
book-hearing-placeholder = date de l'audience
book-upheld = confirmée
book-overruled = annulée
book-corrected-result = résultat corrigé
book-deposit-as-decided = caution selon la décision
book-deposit-returned = rendue
book-deposit-kept = retenue
book-decide = Décider
book-against-label = Contre (incident 3, ou un résultat en ronde.table : 2.4)
book-committee-label = Comité (un membre par ligne : Nom; club; FED)
book-file-appeal = Déposer l'appel
book-fees = Droits d'inscription
book-fees-unpaid = Droits d'inscription ({ $count ->
    [one] { $count } impayé
   *[other] { $count } impayés
})
book-col-name = Nom
book-col-due = Dû
book-col-paid = Payé
book-col-owed = Reste dû
book-col-how = Comment
book-paid-button = Payé
book-method-placeholder = espèces
book-date-placeholder = date
book-fees-label = Droits (standard=20 junior<18=10 titled=0)
book-annul = Dans un tournoi toutes rondes, les parties d'un joueur disqualifié avant d'avoir joué la moitié de ses parties sont annulées (sinon conservées)
book-save-settings = Enregistrer les réglages du registre
book-unpaid-fees = Droit d'inscription impayé :
book-fees-link = droits
fees-heading = Droits d'inscription
fees-total = Total
fees-treasurer = Trésorier :
fees-money = { $amount } { $currency }
fees-provisional = provisoire
fees-provisional-note = Provisoire : imprimé avant la fin de l'épreuve ; les montants peuvent encore changer.
fees-currency-hint = Ajoutez currency=£ (ou €, $, CHF…) pour nommer la devise des droits ; € si aucune n'est donnée.
report-title = Rapport de l'arbitre
report-rounds-of = { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} { $games ->
    [one] d'une partie
   *[other] de { $games } parties
}
report-to = au
report-event = Événement :
report-sections = Sections :
report-controllers = Arbitres :
report-entries = Inscrits ({ $count })
report-col-fed = Féd
report-col-club = Club
report-col-rating = Elo
report-col-status = Statut
report-withdrawals = Abandons et disqualifications
report-none = Aucun.
report-rounds = Rondes
report-col-date = Date
report-col-state = État
report-col-games = Parties
report-col-byes = Exempts
report-standings-after = Classement après la ronde { $round }
report-col-rank = Rang
report-col-pts = Pts
report-col-hearing = Audience
report-col-what = Quoi
report-col-game = Partie
report-forfeits = Forfaits
report-fees = Droits
report-fees-line = dû { $due }, encaissé { $collected }, restant { $outstanding } ; cautions d'appel retenues { $kept }.
report-signature = Arbitre principal :
report-date = Date :
disqualified-from = disqualifié à partir de la ronde { $round }
standings-disqualified = disqualifié
standings-disqualified-annulled = disqualifié, parties annulées
book-owed-line = { $no } { $name } : { $amount } à payer
book-deposit-amount-returned = { $amount } restitués
book-deposit-amount-kept = { $amount } conservés
fees-standard = Droit normal
fees-titled = Droit des joueurs titrés
fees-junior-age = Jeunes : moins de (âge)
fees-junior = Droit des jeunes
fees-controls-hint = Laissez une réduction vide s'il n'y en a pas ; 0 rend l'inscription gratuite. L'âge compte au premier jour du tournoi.
fees-advanced = Avancé : le barème saisi en texte
fees-words-standard = droit normal { $amount }
fees-words-titled = joueurs titrés { $amount }
fees-words-junior = jeunes de moins de { $age } ans { $amount }
