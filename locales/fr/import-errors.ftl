# Les problèmes des fichiers lus par les imports (TRF, le CSV des inscrits) et les refus d'un
# champ par le stockage (src/web/words/imports.rs, invalid.rs).

## Les problèmes d'un fichier, leur place gardée
import-as-written = { $text }
import-column = colonne { $column } : { $problem }
import-problems = { $first } ; { $next }
import-row-column = { $column } : { $problem }
import-row-csv = cette ligne ne peut pas être lue comme du CSV ({ $detail })
import-row-not-sex = `{ $text }` n'est ni m ni w
import-row-not-start-no = `{ $text }` n'est pas un numéro de départ (1 ou plus)
import-row-number-twice = le numéro de départ { $no } figure deux fois dans le fichier
import-row-already-entered = `{ $name }` est déjà inscrit
import-row-number-taken = le numéro de départ { $no } est déjà pris

## Les problèmes du lecteur TRF
trf-problem-line-too-short = { $count ->
    [one] la ligne du joueur est trop courte ({ $count } caractère ; il en faut au moins 84)
   *[other] la ligne du joueur est trop courte ({ $count } caractères ; il en faut au moins 84)
}
trf-problem-bad-start-no = `{ $text }` n'est pas un numéro de départ
trf-problem-start-no-twice = le numéro de départ { $no } figure deux fois
trf-problem-bad-rating = `{ $text }` n'est pas un Elo
trf-problem-bad-score = `{ $text }` n'est pas un nombre de points
trf-problem-bad-opponent = adversaire illisible `{ $text }`
trf-problem-self-opponent = un joueur ne peut pas être apparié contre lui-même
trf-problem-bad-colour = `{ $text }` n'est pas une couleur (w, b, - ou vide)
trf-problem-bad-result = `{ $text }` n'est pas un code de résultat
trf-problem-missing-opponent = le résultat `{ $text }` demande un adversaire
trf-problem-bye-with-opponent = le résultat `{ $text }` est un exempt et ne peut pas avoir d'adversaire
trf-problem-missing-colour = une partie demande une couleur
trf-problem-trailing-text = texte après la dernière ronde : `{ $text }`
trf-problem-bad-round-count = `{ $text }` n'est pas un nombre de rondes
trf-problem-bad-scoring = `{ $text }` n'est pas un barème (W, D, L, A, Z, P ou X suivi des points)
trf-problem-bad-initial-colour = `{ $text }` n'est pas un réglage de couleur (W ou B)
trf-problem-bad-player-list = `{ $text }` n'est pas une liste de joueurs
trf-problem-inconsistent = ronde { $round } : le joueur { $player } est apparié contre { $opponent }, dont la ligne dit autre chose
trf-problem-unknown-player = le joueur { $no } est cité mais n'a pas de ligne de joueur
trf-problem-bad-field = enregistrement { $record } : `{ $text }` n'est pas valable comme { $field }
trf-problem-bad-record = enregistrement { $record } : { $text }
trf-problem-team-file = les fichiers par équipes ne sont pas lus ici
trf-problem-wide-number = le numéro de départ `{ $text }` est plus large que les champs de numéro du fichier (colonnes 5-8 sans enregistrement `XXW`) : un fichier dont les numéros dépassent 9 999 en indique la largeur par un enregistrement `XXW 5`
trf-problem-bad-number-width = `{ $text }` n'est pas une largeur de numéros de départ (`XXW` va de 4 à 9)
trf-problem-no-players = { $count ->
    [one] aucune ligne de joueur dans { $count } ligne : un fichier TRF donne chaque joueur sur une ligne commençant par `001`, avec le numéro de départ en colonnes 5-8, le nom en 15-47, l'Elo en 49-52, les points en 81-84 et un bloc de 10 colonnes par ronde à partir de la colonne 92
   *[other] aucune ligne de joueur dans { $count } lignes : un fichier TRF donne chaque joueur sur une ligne commençant par `001`, avec le numéro de départ en colonnes 5-8, le nom en 15-47, l'Elo en 49-52, les points en 81-84 et un bloc de 10 colonnes par ronde à partir de la colonne 92
}
trf-problem-player = joueur { $no } : { $problem }
trf-problem-sex = le sexe `{ $text }` (colonne { $column }) n'est ni m ni w
trf-field-points = points
trf-field-type-of-bye-f-h-or-z = type d'exempt (F, H ou Z)

## Les refus d'un champ par le stockage
invalid-field-name = nom
invalid-field-venue = lieu
invalid-field-reason = motif
refusal-invalid-empty = le champ « { $field } » est vide
refusal-invalid-too-long-text = le champ « { $field } » (`{ $text }`) a { $len } caractères ; { $max } au plus sont acceptés
refusal-invalid-too-long = le champ « { $field } » a { $len } caractères ; { $max } au plus sont acceptés
refusal-invalid-bad-text = le champ « { $field } » { $problem }
refusal-invalid-finished-prize-list = le tournoi est terminé : sa liste de prix ne change plus qu'avec un motif, conservé dans le journal
refusal-invalid-reason-not-closed = la ronde { $round } est à l'état « { $state } » : un motif sert à corriger une ronde clôturée
refusal-invalid-game-without-result = table { $board } : la partie { $game } n'a pas de résultat
refusal-invalid-not-check-in-round = la ronde { $round } n'est pas la prochaine ronde à apparier avec pointage
refusal-invalid-team-event-pairing = une compétition par équipes apparie des équipes : les tables de ses rondes viennent des compositions d'équipe (la page des équipes)
refusal-invalid-already-section = le tournoi { $tournament } est déjà un groupe de l'événement { $event } ({ $name })
refusal-invalid-no-result-before-incident = la table { $board } de la ronde { $round } n'avait pas de résultat avant l'incident { $incident } : indiquez plutôt le résultat qu'elle reçoit
refusal-invalid-not-knockout = le tournoi { $tournament } se joue en { $system }, pas par élimination directe
refusal-invalid-account-exists = un compte existe déjà : le lien de création ne sert qu'une fois
refusal-invalid-account-name-taken = un compte nommé `{ $name }` existe déjà
refusal-invalid-no-playoff = le tournoi { $tournament } n'a pas de barrage { $number }
refusal-invalid-take-back-needs-reason = annuler une partie demande un motif (conservé dans le journal)
refusal-invalid-nothing-to-take-back = la rencontre { $tie } n'a aucune partie à annuler
refusal-invalid-take-back-later = la partie { $game } de la rencontre { $tie } a décidé qui joue une rencontre suivante qui a déjà des parties : annulez d'abord celles-ci
refusal-invalid-knockout-started-entries = l'élimination directe a commencé : son tableau découle des inscrits, qui ne changent plus (un joueur qui ne peut pas jouer perd ses parties par forfait, 000 art. 2.24)
refusal-invalid-knockout-started-settings = l'élimination directe a commencé : son tableau, ses parties de départage, le nouveau classement des qualifiés et le match pour la troisième place ne changent plus
refusal-invalid-knockout-started-games = l'élimination directe a commencé : sa variante et le nombre de parties par rencontre ne changent plus
import-too-large = Le formulaire envoyé est trop volumineux : { $kib } Kio au plus sont acceptés ici.

## Les refus d'une partie ou du tableau d'une élimination directe
refusal-ko-not-knockout = le tournoi se joue en { $system }, pas par élimination directe
refusal-ko-both-absent = l'absence des deux joueurs (000 art. 2.25) ne peut pas décider une partie à élimination directe : une rencontre demande un vainqueur, saisissez le résultat que l'arbitre décide
refusal-ko-out-of-order = la partie enregistrée { $game } de la rencontre { $tie } n'est pas la suivante de la rencontre
refusal-ko-too-few = { $count ->
    [one] une élimination directe demande au moins 2 joueurs (elle en a { $count })
   *[other] une élimination directe demande au moins 2 joueurs (elle en a { $count })
}
refusal-ko-too-many = une élimination directe accepte au plus { $max } joueurs (elle en a { $count })
refusal-ko-no-games = une rencontre demande au moins une partie prévue
refusal-ko-double-only-plain = le nouveau classement des qualifiés et le match pour la troisième place ne valent que pour l'élimination directe simple
refusal-ko-no-such-tie = ce tableau n'a pas de rencontre { $tie }
refusal-ko-not-playing = la rencontre { $tie } n'est pas en cours : { $why }
ko-why-a-player-is-not-known-yet = un de ses joueurs n'est pas encore connu
ko-why-it-has-no-opponent-to-play = elle n'a pas d'adversaire à jouer
ko-why-it-is-decided = elle est déjà décidée
ko-tie-problem = rencontre { $tie } : { $problem }

## Les refus d'un barrage
refusal-playoff-too-few-players = un barrage demande au moins deux joueurs
refusal-playoff-repeated-player = le joueur { $no } est cité deux fois dans le barrage
refusal-playoff-unknown-player = il n'y a pas de joueur { $no }
refusal-playoff-not-finished = un barrage se joue après la dernière ronde : le tournoi n'est pas terminé
refusal-playoff-not-tied = le joueur { $no } a { $points } et le joueur { $other } a { $other_points } : un barrage ne se joue qu'entre joueurs à égalité de points
refusal-playoff-game-outside = partie { $game } : le joueur { $no } ne fait pas partie du barrage
refusal-playoff-game-against-self = partie { $game } : un joueur ne peut pas jouer contre lui-même
refusal-playoff-too-many-games = un barrage compte au plus { $max } parties
refusal-playoff-no-such = ce barrage n'existe pas
refusal-playoff-already-in = le joueur { $no } est déjà dans un autre barrage
refusal-playoff-time-control = cadence : { $text }
playoff-field-games = parties

## Les refus d'une phase suivante
refusal-stage-not-finished = le tournoi n'est pas terminé : une phase suivante se forme d'après le classement final
refusal-stage-too-few = une phase suivante demande au moins 2 joueurs ({ $count ->
        [one] { $count } demandé
       *[other] { $count } demandés
    })
refusal-stage-not-enough = le tournoi n'a que { $have } joueurs, moins que les { $count } demandés
refusal-stage-tie-at-the-cut = les places { $top } et { $next } sont à égalité de points et de tous les départages (numéros de départ { $a } et { $b }) : faites d'abord départager par un barrage, ou prenez { $fewer } ou { $count } joueurs
refusal-stage-tie-at-the-cut-more = les places { $top } et { $next } sont à égalité de points et de tous les départages (numéros de départ { $a } et { $b }) : faites d'abord départager par un barrage, ou prenez { $count } joueurs

## Les contrôles propres à l'import TRF sur les enregistrements et les rondes
trf-record = enregistrement { $record } : { $problem }
trf-record-date-past-last = une date pour la ronde { $round }, après la dernière ronde ({ $last })
trf-record-round-past-last = la ronde { $round } est après la dernière ronde
trf-record-bye-past-last = un exempt à la ronde { $round }, après la dernière ronde ({ $last })
trf-record-start-numbers = { $count ->
    [one] numéros de départ : il faut { $count } numéro supérieur à 0, un par ligne de joueur
   *[other] numéros de départ : il faut { $count } numéros distincts supérieurs à 0, un par ligne de joueur
}
trf-record-tie-outside-knockout = une ligne de rencontre de coupe dans le fichier d'un tournoi en { $system }, qui n'a pas de rencontres
trf-record-code-blank = le code de cadence `{ $text }` contient un blanc ; un code n'en a pas
trf-record-not-half = { $result } à { $points } points n'est pas un nombre entier ou demi
trf-scored-win = une victoire
trf-scored-draw = une nulle
trf-scored-loss = une défaite
trf-scored-pairing-bye = l'exempt d'appariement
trf-record-absence-scored = une absence (A) doit valoir 0 point (000 art. 2.24)
trf-record-tie = rencontre { $tie } : { $problem }
trf-record-tie-not-next = la partie { $game } n'est pas la prochaine partie de la rencontre ({ $next })
trf-record-tie-no-game = partie { $game } : la rencontre n'a plus de partie à jouer
trf-record-team-type = `{ $text }` est le code d'une compétition par équipes ; Crownhead lit les tournois individuels
trf-record-standings-not-pts = le classement d'un tournoi individuel commence par PTS, pas par `{ $text }`
trf-record-unknown-tie-break = le code de départage `{ $text }` n'est pas de ceux que Crownhead calcule (connus : { $known })
trf-record-tie-break-twice = le code de départage `{ $text }` figure deux fois
trf-record-not-date = `{ $text }` n'est pas une date (AAAA/MM/JJ, ou JJ/MM/AAAA, MM/JJ/AAAA, JJ.MM.AAAA, le nom d'un mois)
