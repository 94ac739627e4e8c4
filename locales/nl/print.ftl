# The print views: wall chart, pairing lists, result slips, prize sheet.
wallchart-print = Druk deze pagina af (A3 of A4 liggend)
wallchart-header-repeats = De kop van de tabel staat op elke pagina.
wallchart-after-round = wandtabel na ronde { $round }
wallchart-legend = per ronde: startnummer van de tegenstander (Nr), kleur (w wit, b zwart; geen als niet aan het bord gespeeld), punten; F = niet aan het bord gespeeld
pairings-title = Indeling ronde { $round }
pairings-by-name = Indeling op naam
pairings-by-board = Indeling per bord
slips-title = Uitslagbriefjes ronde { $round }
slip-opening = Opening
slip-every-game = elke partij, met omgekeerde kleuren
slip-signatures = Handtekeningen
prizes-lower = prijzen
prize-sheet-after-round = stand na ronde { $round }
col-name-no = Naam (nr)
col-received = Ontvangen (handtekening)
prize-trophy = beker
prize-sheet-chief = Hoofdwedstrijdleider
prize-sheet-treasurer = Penningmeester
