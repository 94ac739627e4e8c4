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
