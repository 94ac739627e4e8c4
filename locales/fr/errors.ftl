# The error page.
http-status = { $status ->
    [400] Requête incorrecte
    [403] Accès interdit
    [404] Page introuvable
    [405] Méthode non autorisée
    [409] Conflit
    [413] Envoi trop volumineux
    [422] Demande refusée
    [500] Erreur du serveur
    [507] Espace disque insuffisant
   *[other] { $reason }
}
conflict-yours = Votre modification
conflict-stored = Enregistré à présent
conflict-keep = Garder la valeur enregistrée
conflict-keep-note = recharge la page avec elle.
conflict-overwrite = Enregistrer ma modification par-dessus
conflict-reload = Revenez en arrière, rechargez la page pour voir les valeurs enregistrées et refaites votre modification.
error-no-page = Il n'y a pas de page à cette adresse.
error-no-page-detail = Il n'y a pas de page à cette adresse ({ $detail }).
error-server = Une erreur s'est produite sur le serveur ; la cause figure dans son journal.
error-disk-full = Le disque est plein : rien n'a été enregistré. Ce qui l'avait été avant est en sécurité ; libérez de la place sur le serveur (ou demandez-le à son administrateur) et renvoyez-le.
error-no-event = il n'y a pas d'événement { $id }
error-round-not-published = la ronde { $n } n'est pas publiée
error-no-player = il n'y a pas de joueur numéro { $no }
error-no-game = la ronde { $round } n'a pas de table { $board } avec une partie { $game } notée
error-no-record = la partie { $game } de la table { $board } n'a pas de notation
