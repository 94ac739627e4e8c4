# Les refus en mots (src/web/words.rs).
form-field-problem = { $field } : { $problem }
form-enter-points = saisissez un nombre de points (comme 2, 1,5 ou 0)
form-not-points = `{ $text }` n'est pas un nombre de points (un nombre entier ou demi-entier est attendu, comme 2, 1,5 ou 0)
form-not-whole-number = `{ $text }` n'est pas un nombre entier
form-not-date = `{ $text }` n'est pas une date (AAAA-MM-JJ)
form-not-round-date = `{ $text }` n'est pas une ronde suivie d'une date (comme 3 2026-04-15)
form-not-round-number = `{ $text }` n'est pas un numéro de ronde
form-round-two-dates = la ronde { $round } a deux dates
form-line = ligne { $line } : { $problem }
form-not-a-choice = `{ $text }` ne fait pas partie des choix
form-bad-time-zone = `{ $text }` n'est pas un fuseau horaire (comme UTC+01:00)
form-bad-federation = `{ $text }` n'est pas un code de trois lettres comme ENG ou NED
field-game-won = partie gagnée
field-game-drawn = partie nulle
field-game-lost = partie perdue
field-match-won = match gagné
field-match-drawn = match nul
field-match-lost = match perdu
field-ranked-by = classement selon
field-paired-by = appariement selon
field-start-date = date de début
field-end-date = date de fin
field-rounds = nombre de rondes
field-tie-breaks = départages
field-federation = fédération
field-language = langue
field-time-zone = fuseau horaire
field-acceleration = accélération
field-round-dates = dates des rondes
field-ko-seeding = tête de série de l'élimination directe
field-ko-tiebreak-games = parties de départage
field-tournament-name = nom du tournoi
field-venue = lieu
field-chief-controller = arbitre principal
field-time-control = cadence
field-tie-break-time-control = cadence des parties de départage
field-type-of-tournament-092 = type de tournoi (092)
field-deputy-chief-controller = arbitre principal adjoint
field-tournament-type-code-192 = code du type de tournoi (192)
field-time-control-code-222 = code de la cadence (222)
field-starting-rank-method-172 = méthode du classement initial (172)
field-points-adjustment-299 = ajustement de points (299)
field-title = titre
field-women-s-title = titre féminin
field-club = club
field-fmjd-id = identifiant FMJD
field-national-id = identifiant national
field-national-classification = catégorie nationale
field-national-name = nom national
field-national-origin = origine nationale
phrase-at-least-two-players-are-needed = il faut au moins deux joueurs
phrase-starting-numbers-begin-at-1 = les numéros de départ commencent à 1
phrase-a-player-is-listed-twice = un joueur figure deux fois
phrase-the-rounds-must-run-from-1-and-be-in-order = les rondes doivent partir de 1 et se suivre
phrase-a-code-has-no-spaces = un code n'a pas d'espaces
phrase-one-to-five-letters-such-as-fide-nro-or-fidon = une à cinq lettres, comme FIDE, NRO ou FIDON
phrase-it-names-no-player = il ne nomme aucun joueur
phrase-withdrawal = retrait
phrase-late-entry = inscription tardive
phrase-requested-bye = exempt demandé
phrase-the-points-of-a-bye-not-requested = les points d'un exempt non demandé
refusal-settings-team-knockout = système : une compétition par équipes se joue en toutes rondes ou au système suisse, pas à élimination directe
refusal-settings-empty-name = le nom du tournoi ne peut pas être vide
refusal-settings-no-rounds = un tournoi demande au moins une ronde
refusal-settings-no-games = une ronde demande au moins une partie (parties par ronde : 0)
refusal-settings-bad-scoring = une victoire ({ $win }) doit valoir plus qu'une nulle ({ $draw }), et une nulle au moins autant qu'une défaite ({ $loss })
refusal-settings-match-points-missing = le classement se fait aux points de match, mais le décompte n'a pas de points de match
refusal-settings-duplicate-tie-break = le départage `{ $tb }` figure deux fois
refusal-settings-unknown-system = système d'appariement inconnu `{ $text }`
refusal-settings-unknown-seeding = tête de série inconnue `{ $text }`
refusal-settings-knockout-options = le nouveau classement des têtes de série et le match pour la troisième place sont pour l'élimination directe simple
refusal-settings-too-many-tie-break-games = une rencontre à élimination directe a au plus { $max } parties de départage avant la mort subite ({ $count } demandées)
refusal-settings-unknown-tie-break = départage inconnu `{ $text }` (voir la liste des départages ci-dessous, ou un code FIDE comme BH/C1)
refusal-settings-unknown-score-basis = base de points inconnue `{ $text }` (points de partie ou points de match attendus)
refusal-settings-unknown-preset = préréglage inconnu `{ $text }`
refusal-settings-end-before-start = la date de fin { $end } précède la date de début { $start }
refusal-settings-too-long = le champ « { $field } » a { $len } caractères ; { $max } au plus sont acceptés
refusal-settings-control-character = le champ « { $field } » contient un caractère de contrôle (comme un saut de ligne)
refusal-settings-bad-text = le champ « { $field } » { $problem }
refusal-settings-too-many-rounds = { $count } rondes : { $max } au plus sont acceptées
refusal-settings-date-of-no-round = dates des rondes : la ronde { $round } dépasse la dernière ronde ({ $rounds })
refusal-settings-dates-out-of-order = dates des rondes : la ronde { $round } ({ $date }) précède la ronde { $before } ({ $before_date })
refusal-settings-bad-acceleration = accélération : { $detail }
refusal-settings-acceleration-needs-swiss = les appariements accélérés (C.04.5) sont pour le système suisse, pas pour : { $system }
refusal-settings-bad-prohibition = appariement interdit des joueurs { $players } : { $problem }
refusal-settings-bad-code = { $field } : { $problem }
refusal-round-draft = la ronde { $round } est encore un brouillon : publiez-la avant de saisir des résultats
refusal-round-closed = la ronde { $round } est clôturée : un résultat ne peut qu'être corrigé, avec un motif
refusal-round-not-closed = la ronde { $round } est à l'état « { $state } », pas close : saisissez le résultat au lieu de le corriger
refusal-round-no-such-board = la ronde { $round } n'a pas de table { $board }
refusal-round-bye-board = la table { $board } de la ronde { $round } est un exempt : elle n'a pas de résultat à saisir
refusal-round-wrong-game-count = la table { $board } de la ronde { $round } a { $expected } parties, mais le résultat en donne { $got }
refusal-round-missing-results = { $count ->
    [one] il manque à la ronde { $round } le résultat de la table { $boards }
   *[other] il manque à la ronde { $round } les résultats des tables { $boards }
}
refusal-round-has-results = { $count ->
    [one] la ronde { $round } a déjà un résultat à la table { $boards } : elle ne peut pas être réappariée
   *[other] la ronde { $round } a déjà des résultats aux tables { $boards } : elle ne peut pas être réappariée
}
refusal-round-results-entered = { $count ->
    [one] la ronde { $round } a déjà un résultat à la table { $boards } : elle ne peut pas redevenir un brouillon
   *[other] la ronde { $round } a déjà des résultats aux tables { $boards } : elle ne peut pas redevenir un brouillon
}
refusal-round-bad-transition = la ronde { $round } ne peut pas passer de « { $from } » à « { $to } »
refusal-round-ballot-locked = la ronde { $round } est à l'état « { $state } » : son tirage ne peut plus changer
refusal-round-no-such-game = la table { $board } de la ronde { $round } n'a pas de partie { $game } (elle en a { $games })
refusal-round-other-game-missing = la partie { $game } de la table { $board } n'a pas encore de résultat : saisissez les parties de la table ensemble dans la grille des résultats, ou d'abord la partie { $game }
refusal-round-sheets-need-games = saisissez d'abord les résultats des parties : une feuille de notation manquante fait perdre les parties jouées ({ $article })
refusal-round-sides-disagree = « { $second } » ne va pas avec « { $first } » pour le premier camp
refusal-round-points-disagree = { $sent } a été envoyé, mais « { $kind } » vaut { $scored } dans ce tournoi
refusal-round-empty-reason = une correction après clôture demande un motif
refusal-round-reason-too-long = le motif a { $len } caractères ; { $max } au plus sont acceptés
refusal-round-bad-reason = le motif { $problem }
refusal-round-bad-game-report = `{ $text }` n'est pas un résultat de partie (attendu : 1-0, =, 0-1, -:+, +:- ou -:-, ou 1, 0, d, +, -, --)
refusal-round-not-in-scoring = `{ $text }` n'est pas un résultat du décompte de ce tournoi (victoire { $win }-{ $loss }, nulle { $draw }-{ $draw }, défaite { $loss }-{ $win })
result-kind = { $kind ->
    [win] victoire
    [draw] nulle
    [loss] défaite
    [forfeit-win] gain par forfait
    [forfeit-loss] perte par forfait
    [both-absent] deux absents
    [pairing-bye] exempt d'appariement
    [requested-bye] exempt demandé
    [withdrawn] retiré
    [not-entered] pas inscrit
   *[other] { $kind }
}
refusal-entry-empty-name = le nom d'un joueur ne peut pas être vide
refusal-entry-name-too-long = le nom de joueur `{ $name }` dépasse 100 caractères
refusal-entry-name-control-character = le nom de joueur `{ $name }` contient un caractère de contrôle
refusal-entry-bad-name = le nom de joueur `{ $name }` { $problem }
refusal-entry-bad-text = inscrit { $no } : le champ « { $field } » { $problem }
refusal-entry-bad-federation = la fédération `{ $text }` n'est pas un code de trois lettres comme ENG ou NED
refusal-entry-bad-start-no = le numéro de départ doit valoir 1 ou plus ({ $no } reçu)
refusal-entry-too-long = inscrit { $no } : le champ « { $field } » a { $len } caractères ; { $max } au plus sont acceptés
refusal-entry-late-after-withdrawal = inscrit { $no } : inscription tardive à partir de la ronde { $late } mais retrait à partir de la ronde { $withdrawn }
refusal-entry-bad-round = inscrit { $no } : les numéros de ronde commencent à 1 ({ $round } reçu pour : { $what })
form-points-negative = les points ne peuvent pas être négatifs (`{ $text }` reçu)
form-points-not-half = `{ $text }` n'est pas un nombre entier ou demi-entier de points
field-pairing-bye = exempt d'appariement
field-requested-bye = exempt demandé
field-forfeit-win = gain par forfait
field-player = joueur
field-round = ronde
field-board = table
field-game = partie
field-result = résultat
field-deposit = caution
form-not-a-result = `{ $text }` n'est pas un résultat (comme 1-0, 2-0 ou =)

# Les lignes de la liste des prix saisie (src/web/words.rs : prize_line) ; les mots-clés entre accents graves sont la syntaxe de la liste.
prize-lines = { $first } ; { $next }
prize-line-no-colon = écrivez `sharing: ...`, `category NOM: ...` ou `PLACE: MONTANT [TROPHÉE]`
prize-line-sharing = le partage est `equal`, `hort` ou `tie-break-order`
prize-line-category-name = le nom de la catégorie { $problem }
prize-line-rule = une catégorie s'écrit `rating below N`, `rating N to M`, `junior under N on AAAA-MM-JJ`, `senior from N on AAAA-MM-JJ`, `unrated`, `women`, `federation XXX` ou `club NOM`
prize-line-not-head = `{ $text }` n'est ni `PLACE` ni `CATÉGORIE PLACE`
prize-line-not-place = `{ $text }` n'est pas un numéro de place
prize-line-not-amount = `{ $text }` n'est pas un montant (comme 250 ou 62.50)
prize-line-trophy = le trophée { $problem }
prize-unknown-category = prix { $index } : il n'y a pas de catégorie `{ $category }`
prize-duplicate-place-main = prix { $index } : la place { $place } du classement général figure deux fois
prize-duplicate-place = prix { $index } : la place { $place } de la catégorie `{ $category }` figure deux fois
prize-place-zero = prix { $index } : les places commencent à 1
