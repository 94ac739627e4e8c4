# Les lignes d'un appariement tapé qui ne peuvent pas être lues (src/web/admin/rounds.rs, `read_pairings`).
pairing-line-not-start-no = « { $text } » n'est pas un numéro de départ
pairing-line-not-two-start-nos = « { $text } » n'est pas deux numéros de départ
pairing-line-unreadable = « { $text } » : écrivez `blancs noirs` ou `bye N`
