# What every page shares: the header, the language switcher, counts.
nav-events = Eventos
nav-controller = Árbitro
nav-language = Idioma
rounds-count = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
}
