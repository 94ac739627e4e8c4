# What every page shares: the header, the language switcher, counts.
nav-events = Événements
nav-controller = Arbitre
nav-language = Langue
rounds-count = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}
