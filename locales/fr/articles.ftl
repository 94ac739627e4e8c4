# Les articles que l'arbitre cite le plus souvent, par règlement (src/domain/book.rs, RuleBook::articles).
# Les intitulés sont traduits ; les numéros sont ceux des règlements.

## 000
article-000-1-25 = coup faux, irrégulier ou illégal
article-000-1-28 = refus de respecter les règles : partie perdue par forfait
article-000-2-8 = pendule actionnée d'une autre main que celle qui a joué
article-000-2-9 = manipulation incorrecte de la pendule
article-000-2-13 = s'éloigner de l'échiquier pendant la partie
article-000-3-3 = partie non notée
article-000-3-10 = feuilles de partie non remises
article-000-4-1 = discrédit jeté sur le jeu
article-000-4-5 = quitter la table alors que c'est à soi de jouer
article-000-4-7 = proposition de nulle irrégulière
article-000-4-8 = usage de notes, de sources d'information ou de conseils
article-000-4-9 = distraire ou gêner l'adversaire
article-000-4-10 = s'adresser à une autre personne pendant la partie
article-000-4-12 = quitter l'aire de jeu sans autorisation
article-000-4-13 = entente pour arranger ou perdre des parties
article-000-4-15 = analyser une partie terminée dans l'aire de jeu
article-000-4-16 = téléphone portable ou appareil électronique dans l'aire de jeu
article-000-4-17 = refus persistant de se conformer aux règles
article-000-5-3 = spectateur qui ne garde pas le silence pendant le jeu
article-000-5-4 = spectateur qui intervient dans le jeu
article-000-5-6 = spectateur qui parle avec un joueur entre les parties
article-000-5-7 = spectateur qui analyse une partie en cours
article-000-5-8 = téléphone portable ou appareil électronique d'un spectateur
article-000-5-9 = refus persistant d'un spectateur de se conformer aux règles

## 001
article-001-3-11 = pièce touchée, pièce jouée : une pièce jouable touchée doit être jouée
article-001-3-13 = arranger les pièces sans annoncer « j'adoube »
article-001-3-14 = toucher ou arranger les pièces sans avoir le trait
article-001-5-4 = irrégularité : l'adversaire décide si elle est rectifiée
article-001-5-6 = refus de se conformer aux règles
article-001-7-2-4 = refus de se conformer aux règles : la partie est perdue
article-001-10-2-2 = partie non notée coup par coup

## 002
article-002-3-10 = pièce touchée, pièce jouée : une pièce jouable touchée doit être jouée
article-002-5-3 = déplacer les pièces au hasard : l'arbitre peut sanctionner
article-002-5-4 = irrégularité : l'adversaire décide si elle est rectifiée
article-002-5-6 = refus de se conformer aux règles
article-002-5-9 = l'arbitre sanctionne le joueur qui a commis une irrégularité
article-002-6-1-4 = refus de se conformer aux règles : la partie est perdue
article-002-10-2-2 = partie non notée coup par coup

## 003
article-003-5-1 = arranger les pièces sans prévenir « j'adoube »
article-003-5-3 = coup impossible : avertissement, le suivant perd la partie par forfait
article-003-5-6 = toucher une pièce sans avoir le trait : avertissement, puis forfait
article-003-5-7 = jouer sans avoir le trait : partie perdue par forfait
article-003-5-8 = toucher la pièce après le coup : avertissement, puis forfait
article-003-5-9 = coup faux ou irrégulier : partie perdue par forfait
article-003-7-3 = un forfait selon ces règles fait perdre la partie

## 004
article-004-touching-pieces = arranger sans prévenir : avertissement, puis forfait
article-004-conduct-of-players = quitter la table ou distraire l'adversaire : avertissement, puis forfait
article-004-conduct-of-spectators = un spectateur qui distrait peut être éloigné
article-004-unforeseen-disputes = tranché par un arbitre désintéressé
