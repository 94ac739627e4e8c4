# Почему у участника нет партии в туре: страница участника, списки тура, таблица ввода.
no-game = { $kind ->
    [pairing] пропуск тура
    [requested] пропуск тура (по заявлению)
    [withdrawn] выбытие из турнира
    [not-entered] поздняя заявка: тур до вступления в турнир
    [default-win] победа на доске без игры (соперники никого не выставили)
    [resting] запасной, не играет в этом туре
    [team-absent] команда не явилась
    [opponents-absent] победа в матче без игры (команда соперников не явилась)
    [team-bye] команда свободна от игры
   *[other] без пары
}

# Пояснения под турнирной таблицей: каждый код тура без партии.
no-game-legend = Туры без партии:
# Выбывший участник в таблице результатов.
standings-withdrawn = выбытие с { $round }-го тура
# A code's meaning in the legend (the pairing bye said in full, the others as on the pages).
no-game-meaning = { $kind ->
    [pairing] пропуск тура по жеребьёвке
   *[other] { no-game }
}
