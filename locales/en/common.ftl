# What every page shares: the header, the language switcher, counts.
nav-events = Events
nav-controller = Controller
nav-language = Language
rounds-count = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
