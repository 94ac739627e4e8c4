# The print views: wall chart, pairing lists, result slips, prize sheet.
wallchart-print = Imprimez cette page (A3 ou A4 paysage)
wallchart-header-repeats = L'en-tête du tableau se répète sur chaque page.
wallchart-after-round = tableau mural après la ronde { $round }
wallchart-legend = pour chaque ronde : numéro de départ de l'adversaire (No), couleur (w blancs, b noirs ; aucune si non joué sur le damier), points ; F = non joué sur le damier
pairings-title = Appariements de la ronde { $round }
pairings-by-name = Appariements par nom
pairings-by-board = Appariements par table
slips-title = Feuilles de résultat de la ronde { $round }
slip-opening = Ouverture
slip-every-game = chaque partie, couleurs inversées
slip-signatures = Signatures
prizes-lower = prix
prize-sheet-after-round = classement après la ronde { $round }
col-name-no = Nom (n°)
col-received = Reçu (signature)
prize-trophy = trophée
prize-sheet-chief = Arbitre principal
prize-sheet-treasurer = Trésorier
