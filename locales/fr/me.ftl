# Joueurs en ligne : la page personnelle, la liste et la borne de pointage, les fiches des
# liens, les résultats déclarés par les joueurs sur la grille.
me-not-found = Introuvable.
me-err-invalid = Le formulaire envoyé est incomplet.
me-err-unavailable = Impossible pour le moment : réessayez dans un instant.
me-err-no-check-in = Aucun pointage n’est ouvert.
me-err-round-not-open = La ronde { $round } ne prend pas de déclaration maintenant.
me-err-no-such-round = La ronde { $round } n’existe pas.
me-err-no-such-board = La ronde { $round } n’a pas d’échiquier { $board }.
me-err-not-your-board = Vous ne jouez pas à l’échiquier { $board } de la ronde { $round }.
me-err-no-such-game = L’échiquier { $board } n’a pas de partie { $game }.
me-err-has-result = L’échiquier { $board } de la ronde { $round } a déjà son résultat.
me-err-bad-result = Ce n’est pas un résultat de ce tournoi.
me-err-bye-too-late = La ronde { $round } est déjà appariée : demandez un bye pour une ronde suivante.
me-err-no-bye-round = Le tournoi compte { $rounds } rondes.
me-err-bye-last-rounds = Aucun bye ne peut être demandé pour les { $last } dernières rondes.
me-err-too-many-byes = Vous avez demandé { $used } byes ; le tournoi en permet { $max }.
me-err-bye-already-asked = Vous avez déjà demandé un bye pour la ronde { $round }.
me-err-withdrawn = Vous vous êtes retiré du tournoi.
me-done-check-in = Vous êtes pointé.
me-done-result = Votre déclaration est enregistrée. L’arbitre saisit le résultat.
me-done-bye = Votre demande de bye est enregistrée.
me-check-in = Pointage
me-checked-in = Vous êtes pointé pour la ronde { $round }.
me-check-in-needed = Pointez pour être apparié à la ronde { $round }.
me-check-in-button = Pointer pour la ronde { $round }
me-next = Votre partie
me-no-next = Pas de partie maintenant : le prochain appariement s’affichera ici dès sa publication.
me-result = Résultat
me-your-report = Vous avez déclaré
me-their-report = Votre adversaire a déclaré
me-reports-agree = Les deux déclarations concordent : l’arbitre confirme le résultat.
me-reports-disagree = Les déclarations diffèrent : voyez l’arbitre.
me-report-label = Résultat
me-report-button = Déclarer le résultat
me-report-hint = Votre déclaration n’est le résultat qu’une fois confirmée par l’arbitre.
me-result-wins = { $name } gagne ({ $result })
me-result-draw = Nulle ({ $result })
me-results = Vos résultats
me-byes = Byes
me-bye-line = Ronde { $round } : { $state ->
    [pending] demandé, en attente de l’arbitre
    [approved] bye accordé
    [refused] refusé
   *[other] { $state }
}
me-bye-label = Demander un bye pour la ronde
me-bye-button = Demander un bye
me-schedule = Calendrier
me-round-state = { $state ->
    [draft] appariement en cours
    [published] en jeu
    [results-complete] résultats connus
    [closed] close
   *[other] { $state }
}
online-heading = Joueurs en ligne
players-kiosk-link = Ouvrir la borne de pointage sur cet appareil
players-check-in = Pointage
players-check-in-count = Ronde { $round } : { $checked } inscrits pointés sur { $total }.
players-no-check-in = Aucun pointage n’est ouvert (voir les réglages ci-dessous).
players-col-checked-in = Pointé
players-col-link = Lien personnel
players-how = { $how ->
    [link] depuis son téléphone
    [kiosk] à la borne
    [controller] par l’arbitre
   *[other] { $how }
}
players-not-playing = ne joue pas cette ronde
players-check-in-button = Pointer
players-link-state = { $state ->
    [live] émis
    [revoked] révoqué
   *[other] aucun
}
players-revoke = Révoquer
players-issue-one = Nouveau lien
players-slips = Liens personnels
players-slips-hint = Un lien n’est montré qu’une fois, à son émission : imprimez alors les fiches. Un nouveau lien remplace l’ancien.
players-issue-missing = Joueurs sans lien
players-issue-all = Tous les joueurs (les anciens liens cessent de fonctionner)
players-print-slips = Émettre et imprimer les fiches
players-no-slip = Aucun lien n’a été émis.
slip-personal-hint = Votre page personnelle : appariement, pointage et résultat. Gardez ce lien pour vous.
players-byes = Demandes de bye
players-no-bye-request = Aucune demande de bye.
players-bye-state = { $state ->
    [pending] en attente
    [approved] accordé
    [refused] refusé
   *[other] { $state }
}
players-bye-approve = Accorder
players-bye-refuse = Refuser
players-settings = Réglages des joueurs en ligne
players-setting-check-in = Pointage
players-check-in-none = aucun
players-check-in-first = avant la ronde 1
players-check-in-every = avant chaque ronde
players-setting-accept-agreed = Saisir les déclarations concordantes comme résultats sans confirmation
players-setting-max-byes = Byes qu’un joueur peut demander
players-setting-no-byes-last = Pas de bye dans les dernières rondes
players-setting-approve-byes = Accorder aussitôt les demandes de bye dans ces limites
players-save-settings = Enregistrer
kiosk-heading = Pointage
kiosk-hint = Cherchez votre nom et pointez pour la ronde { $round }.
kiosk-search = Votre nom
kiosk-find = Chercher
kiosk-nobody = Aucun joueur de ce nom.
kiosk-already = pointé
kiosk-done = { $name } est pointé.
grid-player-reports = { $state ->
    [agreed] Les joueurs concordent
    [disagree] Les joueurs divergent
   *[other] Déclaré
}
grid-reject-reports = Rejeter les déclarations
grid-confirm-reports = Confirmer les déclarations concordantes
pairing-all-checked-in = Tous les joueurs sont pointés.
pairing-not-checked-in = Non pointés ({ $count }) :
pairing-leave-out = Les laisser de côté (absents, sans point)
pairing-or-pair-anyway = ou les apparier quand même.
nav-players = Joueurs en ligne
