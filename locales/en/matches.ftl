## Swisses of matches: how a round was proposed
pairing-method-dutch-matches = FIDE Dutch system (C.04.3) on the matches (colour: the first move of game 1)
pairing-detail-first-move-difference = { $no } would move first in game 1 of { $first } { $first ->
    [one] match
   *[other] matches
} and second in { $second }
