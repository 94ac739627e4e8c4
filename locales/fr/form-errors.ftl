# Les formulaires de l'arbitre refusés avant toute commande (src/web/words/forms.rs) : le champ
# nommé par l'étiquette du formulaire quand il en a une, le texte saisi répété.

## Les champs sans étiquette propre
field-which-links = liens à émettre
field-decision = décision
field-forfeit = forfait
field-withdrawal = retrait
field-playoff-number = barrage
field-fmjd-list = liste FMJD
field-form = formulaire
field-ballot-seed = graine du tirage

## Les problèmes
form-not-count-to-999 = `{ $text }` n'est pas un nombre entier de 0 à 999
form-not-links-choice = `{ $text }` n'est ni « missing », ni « all », ni un numéro de départ
form-not-start-no = `{ $text }` n'est pas un numéro de départ
form-not-seed = `{ $text }` n'est pas un nombre entier de 0 à 18446744073709551615
form-not-forfeit = `{ $text }` n'est pas un forfait ({ $actions })
form-which-player = quel joueur faut-il pointer ?
form-which-round = quelle ronde ?
form-tick-to-withdraw = joueur { $no } : cochez la case pour confirmer le retrait
form-unreadable = le formulaire envoyé est illisible ({ $detail }) : envoyez-le à nouveau
form-body-no-boundary = le formulaire est envoyé en multipart/form-data sans sa délimitation : envoyez-le à nouveau depuis la page
form-body-wrong-type = le formulaire est envoyé en `{ $text }` ; cette page accepte multipart/form-data ou application/x-www-form-urlencoded
form-no-version = le formulaire n'a pas de version : rechargez la page et envoyez-le à nouveau
form-version-not-number = la version du formulaire n'est pas un nombre : rechargez la page et envoyez-le à nouveau
form-fmjd-file-and-text = donnez la liste soit en fichier, soit en texte collé, pas les deux
form-fmjd-no-list = choisissez le fichier de la liste ou collez son texte
form-fmjd-rows-unreadable = les lignes de la liste envoyées avec la confirmation sont illisibles (`{ $detail }`) : prévisualisez la liste à nouveau
form-fee-list-unwritable = la liste des droits d'inscription ne peut pas être écrite : { $detail }

## Le pointage par l'arbitre
form-check-in-closed = le tournoi n'a pas de pointage ouvert en ce moment (voir les réglages des joueurs en ligne)
form-check-in-withdrawn = le joueur { $no } s'est retiré et ne peut pas être pointé

## Les téléchargements
download-no-such-round = { $paired ->
    [one] la ronde { $asked } n'est pas appariée (le tournoi a { $paired } ronde appariée)
   *[other] la ronde { $asked } n'est pas appariée (le tournoi a { $paired } rondes appariées)
}
download-round-not-applicable = une ronde ne peut être choisie que pour les appariements, les résultats et le classement en CSV, pas pour { $format }
download-knockout-round = une coupe se joue en rencontres, pas en rondes : ses résultats sont exportés en entier, sans ronde
