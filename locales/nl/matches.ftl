## Zwitserse toernooien van matches: hoe een ronde is voorgesteld
pairing-method-dutch-matches = Nederlands systeem van de FIDE (C.04.3) op de matches (kleur: wie in partij 1 begint)
pairing-detail-first-move-difference = { $no } zou in partij 1 van { $first } { $first ->
    [one] match
   *[other] matches
} beginnen en in { $second } niet
