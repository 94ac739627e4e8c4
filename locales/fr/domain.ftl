# Ce que le domaine, le registre et le contrôle d'appariement disent à une personne (src/web/words.rs).

## Sanctions de 000 art. 6.9
penalty-warning = (a) avertissement
penalty-game-lost = (b) partie déclarée perdue
penalty-disqualification = (c) disqualification de la compétition
penalty-expulsion = (d) expulsion de l'événement

## Le registre : contrevenants, sanctions levées, appels
offender-spectator = { $name } (spectateur)
offender-entry = participant { $no }
incident-lifted = levée : { $reason }
incident-lifted-by-appeal = levée par l'appel { $appeal } : { $reason }
appeal-pending = en attente
appeal-upheld = décision maintenue
appeal-overruled = décision infirmée
appeal-decided = { $state } { $hearing } : { $reason }
appeal-returned = rendue
appeal-kept = conservée
appeal-deposit = { $amount }
appeal-deposit-returned = { $amount } rendue
appeal-deposit-kept = { $amount } conservée
appeal-against-incident = incident { $incident }
appeal-against-result = le résultat de la ronde { $round }, table { $board }
committee-same-club = { $member } est du même club que { $player } ({ $no }) : { $value }
committee-same-federation = { $member } est de la même fédération que { $player } ({ $no }) : { $value }
article-cited = { $article }
# An article of a rule book named by its number (`000 art. 2.24`).
article-ref = { $book } art. { $number }
article-none = aucun article dans { $book }


## Appariement : comment une ronde a été proposée, les règles qu'un appariement enfreint
pairing-method-match-rounds = rondes de matchs (score de classement, pas de seconde rencontre, trait alterné)
pairing-method-dutch = système suisse néerlandais de la FIDE (C.04.3)
pairing-method-berger = tables de Berger (FIDE C.05 annexe 1)
pairing-rule-rematch = seconde rencontre (C.04.1 art. 2 : deux joueurs ne se rencontrent qu'une fois)
pairing-rule-colour-run = règle des couleurs (C.04.1 art. 7, C.04.3 C3 : personne n'a la même couleur trois fois de suite)
pairing-rule-colour-difference = règle des couleurs (C.04.1 art. 6, C.04.3 C3 : l'écart de couleurs reste dans 2)
pairing-rule-second-bye = règle de l'exempt (C.04.1 art. 4 : pas d'exemption après une exemption ou un gain sans jouer)
pairing-rule-extra-bye = règle de l'exempt (C.04.1 art. 3 : une seule exemption, et seulement en nombre impair)
pairing-rule-forbidden = appariement interdit (même club ou même famille)
pairing-rule-unavailable = joueur absent apparié (retiré, exemption demandée ou inscription tardive)
pairing-rule-absent-twice = absent deux rondes de suite (l'arbitre retire le joueur ou l'apparie quand même)
pairing-rule-paired-twice = joueur apparié deux fois
pairing-rule-missing = joueur absent de l'appariement
pairing-rule-unknown-entry = numéro de départ inconnu

pairing-warning = { $rule } : { $detail }
pairing-detail-no-entry = aucun participant n'a le numéro de départ { $no }
pairing-detail-on-boards = { $no } est sur { $count } tables
pairing-detail-not-paired = { $no } ({ $name }) n'est ni apparié ni exempt
pairing-detail-absent-twice = { $no } ({ $name }) était absent aux rondes { $first } et { $second }
pairing-detail-withdrawn = { $no } ({ $name }) s'est retiré à la ronde { $round }
pairing-detail-requested-bye = { $no } ({ $name }) a demandé une exemption à la ronde { $round }
pairing-detail-not-entered = { $no } ({ $name }) n'est pas encore inscrit à la ronde { $round }
pairing-detail-must-not-meet = { $a } et { $b } ne doivent pas être appariés
pairing-detail-met = { $a } et { $b } se sont déjà rencontrés à la ronde { $round }
pairing-detail-first-run = { $no } aurait le trait dans la partie 1 pour le troisième match de suite
pairing-detail-second-run = { $no } jouerait en second dans la partie 1 pour le troisième match de suite
pairing-detail-white-run = { $no } aurait les blancs pour la troisième partie de suite
pairing-detail-black-run = { $no } aurait les noirs pour la troisième partie de suite
pairing-detail-colour-difference = { $no } aurait { $white } parties avec les blancs et { $black } avec les noirs
pairing-detail-extra-byes = { $count ->
    [one] une exemption attribuée par l'appariement
   *[other] { $count } exemptions attribuées par l'appariement
} parmi { $players } joueurs
pairing-detail-had-bye = { $no } a été exempt par l'appariement à la ronde { $round }
pairing-detail-won-by-forfeit = { $no } a gagné la ronde { $round } par forfait
pairing-detail-win-without-playing = { $no } a marqué une victoire sans jouer à la ronde { $round }
## Le rapport de l'arbitre
report-owed = { $name } : { $amount } dû
report-both-players = { $a } et { $b }
report-chief = { $name } (arbitre principal)
entry-disqualified-from = disqualifié à partir de la ronde { $round }
entry-withdrawn-from = retiré à partir de la ronde { $round }
entry-late-from = inscription tardive à partir de la ronde { $round }
report-forfeit-absent = absent : perd la partie par forfait
report-forfeit-both-absent = tous deux absents : aucun ne marque de point
report-forfeit-score-sheets = feuilles de partie non remises : zéro pour la ronde
report-forfeit-declared-lost = partie déclarée perdue (incident { $incident })

time-control-plus-minutes = { $minutes } min + { $plus } min par coup
time-control-plus-seconds = { $minutes } min + { $plus } s par coup
time-control-moves-per-hour = { $moves } coups par heure
## Champs du registre nommés dans un refus
field-appellant = l'appelant
field-article = l'article
field-member-club = le club du membre du jury
field-member-federation = la fédération du membre du jury
field-member-name = le nom du membre du jury
field-grounds = les motifs
field-hearing = l'audience
field-payment-date = la date du paiement
field-payment-method = le moyen de paiement
field-reason = le motif
field-recorder = l'auteur de l'inscription
field-spectator-name = le nom du spectateur
field-time = l'heure

## Refus du registre
text-problem-control = contient un caractère de contrôle (comme un saut de ligne)
text-problem-bidi = contient un caractère de contrôle bidirectionnel (U+202A-U+202E, U+2066-U+2069)
text-problem-invisible = n'a aucun caractère visible
refusal-book-unknown-penalty = la sanction { $penalty } n'est ni warning, ni game-lost, ni disqualification, ni expulsion (000 art. 6.9)
refusal-book-empty = { $field } ne peut pas être vide
refusal-book-too-long = { $field } compte { $len } caractères ; { $max } au plus sont acceptés
refusal-book-bad-text = { $field } { $problem }
refusal-unknown-entry = aucun participant n'a le numéro de départ { $no }
refusal-book-unknown-entry = le participant { $no } n'est pas dans le tournoi
refusal-book-no-such-round = la ronde { $round } n'existe pas
refusal-book-spectator-penalty = un spectateur ne joue pas de partie : { $penalty } ne s'applique qu'aux joueurs (un spectateur est averti ou expulsé, 000 art. 5.9)
refusal-book-game-needs-board = une partie déclarée perdue demande la ronde et la table
refusal-book-board-needs-round = une table se donne avec sa ronde : indiquez aussi la ronde
refusal-book-game-needs-board-of = une partie se donne avec sa ronde et sa table : indiquez-les aussi
refusal-no-such-round = il n'y a pas de ronde { $round }
refusal-no-such-board = la ronde { $round } n'a pas de table { $board }
refusal-book-draft-round = la ronde { $round } est encore un brouillon : aucune de ses parties ne peut être déclarée perdue
refusal-book-not-on-board = le participant { $no } ne joue pas à la table { $board } de la ronde { $round }
refusal-book-bye-board = la table { $board } de la ronde { $round } est une exemption : aucune partie à déclarer perdue
refusal-book-no-such-game = la table { $board } de la ronde { $round } n'a pas de partie { $game }
refusal-book-other-games-open = les autres parties de la table { $board } de la ronde { $round } n'ont pas encore de résultat : saisissez-les d'abord, ou déclarez perdues toutes les parties de la table
refusal-book-already-disqualified = le participant { $no } est déjà disqualifié
refusal-book-paired-in-draft = le participant { $no } est apparié dans la ronde { $round }, encore un brouillon : réappariez la ronde sans lui (ou publiez-la et jouez-la) avant la disqualification
refusal-book-no-such-incident = l'incident { $incident } n'existe pas
refusal-book-already-lifted = la sanction de l'incident { $incident } est déjà levée
refusal-book-committee-too-small = un jury d'appel compte au moins trois membres (000 art. 7.1) ; { $count ->
    [one] un seul est donné
   *[other] { $count } sont donnés
}
refusal-book-committee-too-large = un jury d'appel compte au plus { $max } membres ; { $count } sont donnés
refusal-book-committee-twice = { $name } est nommé deux fois dans le jury
refusal-book-committee-concerned = { $name } ne peut pas siéger au jury d'appel : { $player } ({ $no }) est le joueur concerné (000 art. 7.1 : le jury n'a pas de lien avec les joueurs concernés)
refusal-book-committee-opponent = { $name } ne peut pas siéger au jury d'appel : { $player } ({ $no }) est un joueur concerné (l'adversaire) (000 art. 7.1 : le jury n'a pas de lien avec les joueurs concernés)
refusal-book-no-such-appeal = l'appel { $appeal } n'existe pas
refusal-book-already-decided = l'appel { $appeal } est déjà tranché
refusal-book-not-decided = l'appel { $appeal } n'est pas encore tranché
refusal-book-unknown-decision = { $decision } n'est pas une décision : upheld (maintenue) ou overruled (infirmée)
refusal-book-correction-needed = infirmer une décision sur un résultat demande le résultat corrigé
refusal-book-no-ruling = une décision contestée est un résultat : la ronde { $round }, table { $board } n'en a pas
refusal-book-bad-amount = le montant { $amount } n'est pas une somme d'argent comme 10 ou 12,50
refusal-book-no-deposit = l'appel n'a pas de caution
refusal-book-bad-fees = le droit `{ $fees }` n'est pas de la forme standard=MONTANT, junior<ÂGE=MONTANT, titled=MONTANT

## Refus d'un tournoi
refusal-duplicate-start-no = le numéro de départ { $no } est déjà pris
refusal-finished = le tournoi est terminé ({ $rounds } rondes jouées, la dernière close) : une inscription est désormais tardive et demande un motif
refusal-fewer-rounds-than-paired = rondes : { $paired } rondes sont déjà appariées, le tournoi ne peut donc pas en avoir { $rounds }
refusal-too-many-entries = un tournoi accepte au plus { $max } participants
refusal-all-rounds-paired = { $count ->
    [one] la seule ronde est déjà appariée
   *[other] les { $count } rondes sont déjà appariées
}
refusal-previous-round-draft = la ronde { $round } est encore un brouillon : publiez-la et saisissez ses résultats avant d'apparier la ronde { $next }
refusal-previous-round-open = il manque des résultats dans la ronde { $round } { $count ->
    [one] à la table { $boards }
   *[other] aux tables { $boards }
} : appariez la ronde { $next } une fois qu'ils sont saisis
refusal-not-last-round = seule la dernière ronde ({ $last }) peut être réappariée, pas la ronde { $round }
refusal-paired-twice = le participant { $no } figure deux fois dans l'appariement de la ronde { $round }
refusal-self-pairing = le participant { $no } ne peut pas jouer contre lui-même
refusal-unpaired = le participant { $no } est disponible dans la ronde { $round } mais n'est ni apparié ni exempt
refusal-forbidden-pairing = les participants { $a } et { $b } ne doivent pas être appariés (même club ou même famille)
refusal-prohibited-pairing = les participants { $a } et { $b } ne doivent pas être appariés dans la ronde { $round } (appariement interdit)

## Ballot
ballot-settings-none = pas de tirage au sort
ballot-settings-per-round = jeu { $deck }, une ouverture par ronde, graine { $seed }
ballot-settings-per-board = jeu { $deck }, une ouverture par table, graine { $seed }
ballot-seed-random = aléatoire
refusal-ballot-none = le tournoi n'a pas de tirage au sort des ouvertures (ses paramètres disent jeu libre)
refusal-ballot-unknown-deck = il n'y a pas de jeu d'ouvertures nommé `{ $deck }` (voir `crownhead decks`)
refusal-ballot-wrong-variant = le jeu `{ $deck }` n'est pas pour { $variant } (il est pour { $allowed })
refusal-ballot-unknown-opening = le jeu `{ $deck }` n'a pas d'ouverture `{ $opening }`
refusal-ballot-barred = l'ouverture { $opening } du jeu `{ $deck }` est exclue : elle n'est jamais tirée
refusal-ballot-no-such-board = la ronde { $round } n'a pas de table { $board } avec deux joueurs
refusal-ballot-has-results = la ronde { $round } a déjà des résultats { $count ->
    [one] à la table { $boards }
   *[other] aux tables { $boards }
} : son tirage ne peut plus changer
refusal-ballot-already-drawn = la ronde { $round } a déjà son tirage : refaites-le avec un motif
refusal-ballot-no-reason = un nouveau tirage ou une ouverture choisie à la main demande un motif

## The audit log: the words of a row no message says in full (entity, action)
audit-word = { $key ->
    [round] ronde
    [entry] participant
    [tournament] tournoi
    [record] enregistrement
    [import] import
    [team-match] match par équipes
    [pair] appariement
    [create] création
    [team] équipe
    [set] réglage
    [knockout-game] partie à élimination directe
    [incident] incident
    [team-settings] paramètres des équipes
    [fees] droits d'inscription
    [entry-fee] droit d'inscription
    [disqualified-games] parties des disqualifiés
    [appeal] appel
    [undo] annulation
    [stage] phase
    [settings] paramètres
    [set-schedule] calendrier
    [set-players] composition
    [reorder] nouvel ordre
    [re-pair] réappariement
    [ranking] classement initial
    [prize-list] liste des prix
    [play-off] départage joué
    [pay] paiement
    [lift-disqualification] levée de la disqualification
    [lift] levée
    [game] partie
    [file] dépôt
    [due] montant dû
    [disqualify] disqualification
    [book-settings] paramètres du registre
    [board] table
    [decide] décision
    [upheld] décision maintenue
    [overruled] décision infirmée
    [player-report] rapport du joueur
    [bye-request] demande d'exempt
    [withdraw] retrait
    [set-lineup] composition de l'équipe
    [revoke-link] révocation du lien
    [reject-reports] rejet des résultats signalés
    [refuse-bye] refus d'exempt
    [online-settings] paramètres des joueurs en ligne
    [issue-links] émission des liens
    [forfeit] forfait
    [check-in] pointage
    [change] modification
    [ballot-settings] paramètres du tirage
    [ballot-redraw] nouveau tirage
    [add-section] ajout d'un groupe
    [publish] publication
    [unpublish] retrait de la publication
    [close] clôture
    [event] événement
    [user] compte
   *[other] { $word }
}

## The audit log: the fields a change touched (settings, an entry, the settings for players online)
audit-field-name = nom
audit-field-venue = lieu
audit-field-start-date = date de début
audit-field-end-date = date de fin
audit-field-chief-controller = arbitre principal
audit-field-variant = variante
audit-field-system = système
audit-field-rounds = nombre de rondes
audit-field-games-per-round = parties par ronde
audit-field-scoring = décompte des points
audit-field-ballot = tirage des ouvertures
audit-field-time-control = cadence
audit-field-tie-breaks = départages
audit-field-federation = fédération
audit-field-round-dates = dates des rondes
audit-field-acceleration = accélération
audit-field-prohibited = appariements interdits
audit-field-report = renseignements du rapport
audit-field-language = langue
audit-field-knockout = paramètres de l'élimination directe
audit-field-team = paramètres des équipes
audit-field-time-zone = fuseau horaire
audit-field-no = numéro de départ
audit-field-fmjd-id = identifiant FMJD
audit-field-national-id = identifiant national
audit-field-rating = Elo
audit-field-title = titre
audit-field-women-title = titre féminin
audit-field-women-rating = Elo féminin
audit-field-club = club
audit-field-birth-date = date de naissance
audit-field-withdrawn-from = retrait à partir de la ronde
audit-field-late-from = inscription tardive à partir de la ronde
audit-field-requested-byes = exempts demandés
audit-field-forbidden = adversaires interdits
audit-field-bye-points = points d'exempt
audit-field-birth-year = année de naissance
audit-field-sex = sexe
audit-field-national = Elo national
audit-field-disqualified-from = disqualification à partir de la ronde
audit-field-games-annulled = parties annulées
audit-field-check-in = pointage
audit-field-accept-agreed = résultats concordants acceptés automatiquement
audit-field-max-byes = exempts qu'un joueur peut demander
audit-field-no-byes-last = pas d'exempt demandé dans les dernières rondes
audit-field-approve-byes = demandes d'exempt approuvées automatiquement
audit-field-deck = jeu d'ouvertures
audit-field-per = une ouverture par
audit-field-seed = graine
audit-field-kind = type

## The built-in ballot decks (fixtures/ballots/), and how many openings a deck draws from
deck-acf-3move = tirage ACF à trois coups : 156 ouvertures (144 de la table d'origine, 12 ajoutées en 2003) ; 18 exclues, jamais tirées
deck-english-2move = tirage anglais à deux coups : 43 paires de premiers coups ; 6 exclues, jamais tirées
deck-free = jeu libre : pas de tirage, chaque partie commence à la position initiale
deck-idf-brazilian = table IDF des ouvertures de dames brésiliennes : 736 positions de départ
deck-idf-russian = table IDF des ouvertures de dames russes : 745 positions de départ
deck-idf-short-150 = table courte IDF (féminines, blitz) : 150 positions de départ, dames russes ou brésiliennes
deck-openings = { $count ->
    [one] { $count } ouverture
   *[other] { $count } ouvertures
}

## The reasons the program writes on an audit row
audit-reason-team-boards = tables formées d'après les compositions des équipes
audit-reason-paired-automatically = appariement automatique : { $method }
