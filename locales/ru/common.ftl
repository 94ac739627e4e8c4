# What every page shares: the header, the language switcher, counts.
nav-events = Соревнования
nav-controller = Судья
nav-language = Язык
rounds-count = { $count ->
    [one] { $count } тур
    [few] { $count } тура
   *[many] { $count } туров
}
