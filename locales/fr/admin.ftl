# The controller's pages: dashboard, tournament, entries, rounds, results, ballots, settings,
# imports, prizes, audit log, accounts.
who-disk-full = Le disque du serveur est plein : la dernière modification n'a pas pu être enregistrée (rien n'est perdu). Libérez de la place sur le serveur, puis renvoyez-la.
who-snapshot-failed = La copie de sauvegarde automatique a échoué ({ $detail }) : la base n'a plus de copie depuis. Vérifiez le dossier `backups` à côté de la base (place, droits) ; ce message disparaît dès qu'une copie réussit.
who-signed-in-as = Compte connecté :
role-chief = arbitre principal
role-assistant = arbitre adjoint
role-name = { $role ->
    [chief] arbitre principal
    [assistant] arbitre adjoint
   *[other] { $role }
}
nav-dashboard = Tableau de bord
nav-accounts = Comptes
admin-tab-entries-rounds = Inscrits et rondes
admin-tab-settings = Paramètres
admin-tab-import = Importer un CSV
admin-tab-fmjd-list = Liste FMJD
admin-tab-missing = Résultats manquants
admin-tab-audit = Journal des modifications
admin-tab-public = Page publique
add = Ajouter
create = Créer
save = Enregistrer
preview = Aperçu
account = Compte
password = Mot de passe
password-min = Mot de passe (10 caractères ou plus)
password-again = Mot de passe (confirmation)
col-title = Titre
col-women-title = Titre féminin
col-women-rating = Elo féminin
col-line = Ligne
col-problems = Problèmes
col-trophy = Trophée
col-sheets-missing = Feuilles manquantes
col-forfeits = Forfaits
dl-entries = inscrits
dl-fmjd-report = rapport Elo FMJD
admin-section-of = Groupe de l'événement
admin-version = version { $version }
admin-pair-round = Apparier la ronde { $n }
admin-entries-heading = Inscrits ({ $count })
admin-edit-withdraw = modifier / retirer
admin-add-entry = Ajouter un inscrit
dashboard-event = Événement
dashboard-event-n = événement { $n }
dashboard-no-section = Aucun groupe pour l'instant : ajoutez-en un depuis la page d'un tournoi.
dashboard-new-tournament = Nouveau tournoi
dashboard-preset = Modèle
preset-fmjd-international = International FMJD (10×10, une partie par ronde)
preset-english = Anglais (EDA, matchs de 2 parties, tirage de 3 coups)
preset-russian = Russe (micro-matchs de 2 parties)
preset-acf-checkers = Checkers ACF (matchs de 2 parties, tirage de 3 coups)
dashboard-new-event = Nouvel événement
dashboard-event-hint = Un événement réunit plusieurs tournois comme groupes (Master, Major, Minor ; groupes par Elo) : chacun garde ses inscrits, ses rondes et ses paramètres.
dashboard-create-event = Créer l'événement
audit-title = Journal des modifications
audit-title-lower = journal des modifications
audit-when = Quand
audit-who = Qui
audit-what = Quoi
audit-before = Avant
audit-after = Après
audit-reason = Motif
missing-lower = résultats manquants
missing-none = Toutes les rondes publiées ont tous leurs résultats.
entry-n = Inscrit { $n }
entry-federation = Fédération
entry-fmjd-id = Identifiant FMJD
entry-national-id = Identifiant national
entry-birth-date = Date de naissance
entry-withdraw = Retirer
entry-from-round = À partir de la ronde
import-title = Importer des inscrits
import-heading = Importer des inscrits depuis un CSV
import-hint = Une ligne d'en-tête, puis un inscrit par ligne. Colonnes : { $columns } (le nom est obligatoire). Rien n'est importé tant qu'une ligne est incorrecte.
import-bad-rows = { $bad ->
    [one] { $bad } ligne incorrecte sur { $total } : corrigez-la et prévisualisez à nouveau.
   *[other] { $bad } lignes incorrectes sur { $total } : corrigez-les et prévisualisez à nouveau.
}
import-all-good = { $total ->
    [one] { $total } ligne, correcte.
   *[other] { $total } lignes, toutes correctes.
}
import-showing = Affichage des { $count } premières lignes ; toutes les lignes ont été vérifiées.
import-showing-bad = Affichage des { $count } premières lignes incorrectes ; toutes les lignes ont été vérifiées.
import-line = ligne { $line }
import-confirm = { $total ->
    [one] Importer { $total } inscrit
   *[other] Importer { $total } inscrits
}
import-separators = Noms de colonnes en majuscules ou minuscules (Name, NAME, name) ; colonnes séparées par des virgules, des points-virgules ou des tabulations, comme dans la ligne d'en-tête.
import-file = Ou un fichier CSV (au plus { $kib } Kio)
import-read-file = Lu dans le fichier { $file }.
import-refused = Refusé, rien n'a été importé :
import-sep-comma = Colonnes séparées par des virgules.
import-sep-semicolon = Colonnes séparées par des points-virgules.
import-sep-tab = Colonnes séparées par des tabulations.
absent-heading = { $count ->
    [one] Un joueur absent deux rondes de suite
   *[other] { $count } joueurs absents deux rondes de suite
}
absent-hint = Absents aux deux rondes précédentes (forfait par absence, art. 2.24-2.25 du règlement 000, ou non appariés). À vous de décider : retirer le joueur à partir de cette ronde, ou l'apparier quand même.
absent-rounds = absent aux rondes { $first } et { $second }
absent-reason = Absent aux rondes { $first } et { $second }
absent-confirm = Je confirme le retrait à partir de la ronde { $round }
absent-pair-anyway = Pour l'apparier quand même, laissez-le dans l'appariement : la vérification le signale, et la publication de la ronde vous demande de confirmer.
pair-auto = Apparier automatiquement la ronde { $n }
pair-proposed-by = { $code ->
    [berger] Appariement proposé selon les
    [match-rounds] Appariement proposé selon les
   *[other] Appariement proposé selon le
} { $method } : enregistré comme brouillon, il peut encore être modifié et se publie depuis sa page.
pair-no-rule-broken = L'appariement ci-dessous n'enfreint aucune règle d'appariement.
pair-no-rule-broken-by = L'appariement ci-dessous n'enfreint aucune règle d'appariement ({ $method }).
pair-unreadable = L'appariement ci-dessous est illisible :
pair-breaks = L'appariement ci-dessous enfreint { $count ->
    [one] { $count } règle
   *[other] { $count } règles
} d'appariement :
pair-hint = Une table par ligne, d'abord le joueur qui a le trait dans la première partie : 3 7 ou 3-7 ; bye 5 pour l'exempt de l'appariement. Les joueurs qui ont demandé à être exempts, les joueurs retirés et les inscrits tardifs sont exemptés automatiquement. « Vérifier l'appariement » liste les règles que l'appariement enfreint ; « Enregistrer le brouillon » le garde en brouillon, à publier depuis la page de la ronde.
pair-pairings = Appariements
pair-check = Vérifier l'appariement
pair-save-draft = Enregistrer le brouillon
pair-to-pair = À apparier ({ $count })
allocation = Attribution
allocation-after-round = Attribution après la ronde { $round }
prizes-print-sheet = Imprimer la feuille de paiement
prize-list = Liste des prix
prize-list-hint = Un élément par ligne (mots-clés en anglais) : sharing: equal (ou hort, tie-break-order) ; des catégories comme category U2000: rating below 2000, category Juniors: junior under 18 on 2026-07-01, category Seniors: senior from 65 on 2026-07-01, category Unrated: unrated, category Women: women, category NED: federation NED, category Oost: club DC Oost ; des prix comme 1: 500 Cup (place, montant, trophée facultatif) ou U2000 1: 100. Chaque joueur reçoit un seul prix, le plus élevé ; les ex aequo partagent selon la règle de partage.
prize-list-save = Enregistrer la liste des prix
reason-finished = Motif de la modification (obligatoire : le tournoi est terminé)
reason-closed = Motif de la correction (obligatoire : la ronde est clôturée)
record-title = Notation de la partie
record-back = retour à la ronde
record-verification = Vérification
record-flagged = Signalé
record-first-irregular = Premier coup irrégulier
record-draw-rule = Règle de nullité
record-note = Remarque
record-none = Pas encore de notation : collez le PDN de la partie (ou chargez le fichier) et enregistrez-le pour le vérifier.
record-pdn = Notation PDN
record-load-file = Ou chargez un fichier PDN dans la zone
record-ruling = Décision de l'arbitre
record-ruling-short = Décision
round-opening-ballot = Tirage des ouvertures
round-publish-anyway = J'ai lu { $count ->
    [one] l'avertissement
   *[other] les { $count } avertissements
} ci-dessous et je publie cet appariement malgré tout
round-publish = Publier la ronde { $n }
round-unpublish = Dépublier la ronde { $n } (retour au brouillon)
round-close = Clôturer la ronde { $n }
round-missing = Résultats manquants : { $count ->
    [one] table
   *[other] tables
} { $boards }
round-breaks = Cet appariement enfreint { $count ->
    [one] { $count } règle
   *[other] { $count } règles
} d'appariement :
round-publish-to-enter = Publiez la ronde pour saisir les résultats.
round-change-pairing = Modifier l'appariement
round-pairings-label = Appariements, une table par ligne (premier second, bye N)
round-save-pairing = Enregistrer le nouvel appariement
round-grid-hint = Tapez le résultat de chaque partie et passez à la suivante avec Tab : 1 le premier gagne, 0 le second gagne, = nulle, + second absent, - premier absent, -- tous deux absents. Cochez la case d'un camp dont les feuilles de notation manquent ({ $sheets }).
grid-game-label = table { $board } partie { $game }
grid-records = notations
grid-home = premier
grid-away = second
grid-save = Enregistrer les résultats
forfeit-home-absent = premier absent
forfeit-away-absent = second absent
forfeit-both-absent = tous deux absents
forfeit-home-sheets = feuilles du premier
forfeit-away-sheets = feuilles du second
print-by-name-short = par nom
print-slips-short = feuilles de résultat
settings-venue = Lieu
settings-start-date = Date de début
settings-end-date = Date de fin
settings-time-control = Cadence
settings-time-control-code = Code de la cadence (TRF 222, par exemple 5400+30)
settings-federation = Fédération de l'épreuve (TRF 032)
settings-language = Langue de l'épreuve
settings-language-hint = Les documents à imprimer sont dans cette langue, ainsi que les pages publiques pour un lecteur dont le navigateur ne demande aucune des cinq langues.
settings-acceleration = Appariements accélérés (C.04.5)
settings-acceleration-none = aucun
settings-acceleration-baku = Accélération de Bakou (C.04.5.1) : la première moitié des joueurs, arrondie au nombre pair supérieur, reçoit des points fictifs valant une ronde gagnée pendant la première moitié des rondes accélérées (la première moitié des rondes), une ronde nulle pour les autres
settings-acceleration-records = tel qu'importé (enregistrements TRF 250)
settings-round-dates = Dates des rondes (TRF 132) : une ronde par ligne, RONDE AAAA-MM-JJ
settings-tie-breaks = Départages, dans l'ordre
settings-tie-breaks-hint = Une liste de noms ou de codes FIDE séparés par des virgules, appliqués dans l'ordre après le score. Ils suivent le règlement FIDE des départages, { $rules } (l'édition en vigueur à la date de début).
settings-fide-code = Code FIDE
settings-heading = Intitulé
settings-what-it-counts = Ce qu'il compte
settings-scoring = Décompte des points
settings-scoring-locked = Des résultats sont enregistrés : le décompte est fixé (le changer recalculerait les résultats). Il ne peut changer que jusqu'à l'enregistrement du premier résultat, exempt compris.
settings-scoring-hint = Les points sont des nombres entiers ou des demis (2, 1.5, 0). Le décompte peut changer jusqu'à l'enregistrement du premier résultat, exempt compris.
settings-game-won = Partie gagnée
settings-drawn = nulle
settings-lost = perdue
settings-pairing-bye = Exempt d'appariement (par partie)
settings-requested-bye = Exempt demandé (par partie)
settings-forfeit-win = Gain par forfait (par partie)
settings-match-points = Points de match
settings-match-won = match gagné
settings-ranked-by = Classé selon
settings-paired-by = Apparié selon
settings-game-points = points de partie
settings-match-points-lower = points de match
ballot-deck = Jeu d'ouvertures
ballot-no-ballot = Pas de tirage (jeu libre)
ballot-one-opening = Une ouverture
ballot-per-round = par ronde, pour toutes les tables
ballot-per-board = par table
ballot-seed-settings = Graine (vide : une nouvelle graine aléatoire à chaque tirage)
ballot-save = Enregistrer le tirage
ballot-title = Tirage, ronde { $n }
ballot-heading = tirage de la ronde { $n }
ballot-back = Retour à la ronde { $n }
ballot-change = modifier
ballot-seed = Graine
ballot-all = toutes
ballot-every-board = chaque table sans ouverture propre
ballot-hint = Un match joue la même ouverture dans chaque partie d'une table, les couleurs inversées à chaque partie. Chacun peut refaire un tirage à partir du jeu, de la graine et des ouvertures tirées avant lui dans l'épreuve.
ballot-locked = Des résultats sont saisis : le tirage de cette ronde ne peut plus changer.
ballot-redraw = Nouveau tirage
ballot-draw = Tirage
ballot-redraw-reason = Motif du nouveau tirage (obligatoire)
ballot-seed-redraw = Graine (vide : une nouvelle graine aléatoire)
ballot-seed-draw = Graine (vide : celle de l'épreuve, ou une graine aléatoire)
ballot-redraw-button = Refaire le tirage
ballot-draw-button = Effectuer le tirage
ballot-set-heading = Choisir une ouverture à la main
ballot-board-blank = Table (vide : toute la ronde)
ballot-reason = Motif (obligatoire)
ballot-set-button = Choisir l'ouverture
fmjd-title = Liste des joueurs FMJD
fmjd-heading = Inscrits d'après la liste des joueurs FMJD
fmjd-hint = La liste telle que la FMJD la publie (V{"{"}yymmdd{"}"}.DRA : colonnes nr_ew, nick, last_n, first_n, country, title, rating, wtitle, wrating ; Latin-1 ou UTF-8). Chaque inscrit dont l'identifiant FMJD figure dans la liste reçoit la fédération, le titre, l'Elo, le titre féminin et l'Elo féminin de la liste ; un vide dans la liste laisse ce que l'inscrit a déjà, et les noms restent tels que saisis. Rien n'est enregistré avant votre confirmation.
fmjd-unreadable = { $source } ne peut pas être lu comme la liste FMJD : rien n'a été modifié.
fmjd-read = { $source } : { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} sur { $rows ->
    [one] { $rows } ligne
   *[other] { $rows } lignes
}, lu en { $encoding }.
fmjd-changes = { $count ->
    [one] { $count } inscrit modifié
   *[other] { $count } inscrits modifiés
}
fmjd-id = Identifiant FMJD
fmjd-list-line = Ligne de la liste
fmjd-listed-as = Inscrit dans la liste comme
fmjd-changes-col = Modifications
fmjd-notes = Remarques
fmjd-none = aucun
fmjd-noted = Inscrits laissés tels quels, avec une remarque
fmjd-unchanged = { $count ->
    [one] { $count } inscrit figure dans la liste tel quel.
   *[other] { $count } inscrits figurent dans la liste tels quels.
}
fmjd-not-found = Absents de la liste (par identifiant FMJD) : inscrits { $entries }.
fmjd-without-id = Sans identifiant FMJD : inscrits { $entries }.
fmjd-warnings = Avertissements dans la liste ({ $count })
fmjd-showing = Affichage des { $count } premiers ; toutes les lignes ont été lues.
fmjd-save = Enregistrer les modifications de { $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}
fmjd-nothing = Rien à enregistrer.
fmjd-another = Une autre liste
fmjd-the-list = La liste
fmjd-file = Le fichier de la liste
fmjd-paste = Ou son texte, collé (ligne d'en-tête d'abord)
login-setup-pending = Aucun compte d'arbitre n'existe encore : ouvrez le lien de configuration que le serveur a affiché au démarrage.
setup-title = Configuration
setup-heading = Créer le compte de l'arbitre principal
setup-note = Ce lien ne fonctionne qu'une fois. Ce compte peut tout faire, y compris ajouter des adjoints.
setup-create = Créer et se connecter
users-signed-in-as = Compte connecté : { $name }.
users-role = Rôle
users-role-assistant = arbitre adjoint (résultats et notations)
users-add = Ajouter un compte
record-move-at = { $move } (demi-coup { $ply }, { $side })
record-legal = Régulière : chaque coup de la notation ({ $variant_name }, { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}) respecte les règles.
record-legal-result-disagrees = Coups réguliers, mais le résultat ne correspond pas à la position.
record-irregular = Irrégulière à { $at }.
record-unreadable = Illisible : la notation ne peut pas être suivie.
record-no-result = Aucun résultat noté (*).
record-result-agrees = Résultat { $result } : correspond à la position.
record-result-disagrees = Résultat { $result } : ne correspond pas à la position (les { $side } ont encore un coup à jouer).
record-one-side = un camp
record-result-unchecked = Résultat { $result } : non vérifié (la notation s'arrête à un coup irrégulier).
record-result-contradicts-grid = La notation donne { $result }, le résultat saisi pour cette partie est { $grid } : ils se contredisent. L'export PDN écrit le résultat de la notation jusqu'à ce qu'une décision soit écrite, puis le résultat saisi avec une note.
record-caption-before = La position avant { $move }, trait aux { $side } ; les cases du coup sont entourées.
record-caption-end = La position à la fin de la notation ({ $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}).
record-ballot = { $message } (tirage { $opening })
ballot-set-by-hand = choisie à la main
saved-settings = Paramètres enregistrés.
saved-entry = Inscription enregistrée.
saved-entry-added = Inscription ajoutée.
entry-sex = Sexe
entry-sex-none = non indiqué
entry-sex-m = homme
entry-sex-w = femme
prize-sharing = Partage entre joueurs à égalité de points
prize-sharing-equal = À parts égales : les prix des places occupées ensemble
prize-sharing-hort = Système Hort : moitié à parts égales, moitié selon le départage
prize-sharing-tie-break-order = Pas de partage : les prix dans l'ordre du départage
prize-categories = Catégories
prize-category-name = Nom
prize-category-rule = Qui en fait partie
prize-category-value = Elo, âge, fédération ou club
prize-category-to = Elo jusqu'à (tranche)
prize-category-on = Âge au (date)
prize-rule-rating-below = Elo inférieur à
prize-rule-rating-band = Elo de … jusqu'à
prize-rule-junior-under = jeunes de moins de (âge)
prize-rule-senior-from = vétérans à partir de (âge)
prize-rule-unrated = joueurs sans Elo
prize-rule-women = dames
prize-rule-federation = fédération (code)
prize-rule-club = club
prize-prizes = Prix
prize-main = classement général
prize-controls-hint = Les lignes laissées vides sont ignorées ; enregistrer la liste ajoute des lignes vides pour la suite.
prize-advanced = Avancé : la liste saisie en texte
