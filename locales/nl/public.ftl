# The public pages: events, a tournament, standings, crosstable, rounds, players, prizes, games.
events-title = Evenementen
events-tournaments = Toernooien
events-none = Nog geen toernooi.
event-no-section = Nog geen groep.
rounds-heading = Ronden
players-heading = Spelers ({ $count })
standings-after-round = Stand na ronde { $round }
crosstable-after-round = Kruistabel na ronde { $round }
crosstable-hint = Per ronde: het startnummer van de tegenstander (kolom Nr), de kleur (w wit, b zwart; geen voor een partij die niet aan het bord is gespeeld) en de behaalde punten; F markeert een uitslag die niet aan het bord is gespeeld. Een vak met een notatie linkt ernaar.
print-by-board = Afdrukken per bord
print-by-name = Afdrukken op naam
print-slips = Uitslagbriefjes
player-rating = rating { $rating }
player-women-rating = damesrating { $rating }
player-rank-points = Plaats { $rank } · { $value ->
    [one] { $points } punt
   *[other] { $points } punten
}
prizes-after-round = Prijzen na ronde { $round }
category-empty = Niemand in deze categorie.
game-title = Ronde { $round }, bord { $board }, partij { $game }
viewer-ballot = Loting
viewer-flagged = gemarkeerd
viewer-previous = vorige
viewer-next = volgende
viewer-key-first = Begin (Home)
viewer-key-prev = Vorige zet (←)
viewer-key-next = Volgende zet (→)
viewer-key-last = Laatste zet (End)
viewer-start-link = Begin
viewer-marked = gemarkeerd
viewer-marked-note = de zetten van de loting
viewer-other-games = De andere partijen van dit bord
viewer-round-games = de partijen van de ronde
viewer-start = De beginstelling
viewer-start-ballot = De gelote stelling
viewer-after = Na { $move }{ $ballot ->
    [yes] {" "}(loting)
    [unwritten] {" "}(loting, niet genoteerd)
   *[no] {""}
}
viewer-forfeit = { $points } (reglementair)
prizes-no-list = Nog geen prijzenlijst.
ballot-note = { $note ->
    [with-ballot] de notatie bevat de zetten van de loting (gemarkeerd)
    [from-ballot-fen] de notatie begint in de gelote stelling
    [after-ballot] de notatie begint na de loting: de zetten daarvan staan vooraan (gemarkeerd)
    [ballot-position] de partij begint in de gelote stelling
    [other-opening] de notatie begint met een andere opening dan de gelote
    [deck-unknown] de openingenreeks van de loting is hier niet bekend: de notatie wordt vanaf haar eigen begin getoond
   *[other] { $text }
}
