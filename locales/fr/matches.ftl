## Systèmes suisses de matchs : comment une ronde a été proposée
pairing-method-dutch-matches = système suisse néerlandais de la FIDE (C.04.3) sur les matchs (couleur : le trait dans la première partie)
pairing-detail-first-move-difference = { $no } aurait le trait dans la première partie de { $first } { $first ->
    [one] match
   *[other] matchs
} et pas dans { $second }
