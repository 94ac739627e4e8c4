# The presets of the create form, the variant and the games of a round in the settings.
preset-brazilian = Brazilian (IDF, 2-game micro-matches)
field-preset = preset
field-system = system
field-variant = variant
field-games-per-round = games per round
settings-games-per-round = Games per round
settings-play-hint = The variant and the games per round change until round 1 is paired; a match's colours alternate game by game.
settings-play-fixed = Round 1 is paired: the variant and the games per round stay as they are.
refusal-play-fixed = the { $what ->
    [variant] variant
   *[other] number of games per round
} no longer changes: { $count ->
    [one] round 1 is paired
   *[other] { $count } rounds are paired
} (it changes only until round 1 is paired)
refusal-settings-too-many-games = a round has at most { $max } games (asked for { $count })
