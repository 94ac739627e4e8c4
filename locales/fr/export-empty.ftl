# A PDN download of an event without game records.
export-empty-title = Aucune partie enregistrée
export-empty-text = { $name } n'a encore aucune partie enregistrée : il n'y a pas de fichier PDN à télécharger. Le relevé d'une partie se saisit sur sa page, depuis la grille des résultats de la ronde.
export-empty-back = Retour au tournoi
