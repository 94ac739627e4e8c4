# What every page shares: the header, the language switcher, counts.
nav-events = Evenementen
nav-controller = Wedstrijdleider
nav-language = Taal
rounds-count = { $count ->
    [one] { $count } ronde
   *[other] { $count } ronden
}
