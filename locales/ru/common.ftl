# What every page shares: the header, the language switcher, counts.
nav-events = Соревнования
nav-controller = Судья
nav-language = Язык
rounds-count = { $count ->
    [one] { $count } тур
    [few] { $count } тура
   *[many] { $count } туров
}
back = Назад
sign-in = Войти
sign-out = Выйти
print = Печать
download = Скачать
downloads = Файлы
dl-standings = положение
dl-results = результаты
dl-games = партии
dl-pairings = пары
dl-event = соревнование
tab-overview = Обзор
tab-standings = Положение
tab-crosstable = Турнирная таблица
tab-prizes = Призы
tab-wallchart = Настенная таблица
col-tournament = Турнир
col-section = Группа
col-variant = Вид шашек
col-system = Система
col-players = Участники
col-rounds-played = Сыграно туров
col-no = №
col-name = Фамилия, имя
col-fed = Фед.
col-rating = Рейтинг
col-club = Клуб
col-rank = Место
col-pts = Очки
col-mp = МО
col-round = Тур
col-round-short = { $n }
col-board = Доска
col-home = Первый
col-away = Второй
col-result = Результат
col-games = Партии
col-game = Партия
col-opening = Дебют
col-colour = Цвет
col-opponent = Соперник
col-points = Очки
col-category = Категория
col-place = Место
col-amount = Сумма
col-shared-with = Поделено с
col-prize = Приз
round-n = Тур { $n }
round-n-lower = тур { $n }
board-n = Доска { $n }
board-n-lower = доска { $n }
game-n = партия { $n }
round-state = { $state ->
    [draft] черновик
    [published] опубликован
    [results-complete] все результаты внесены
    [closed] закрыт
   *[other] { $state }
}
variant-name = { $v ->
    [international] международные шашки
    [english] английские шашки
    [russian] русские шашки
    [brazilian] бразильские шашки
    [checkers] чекерс (американские шашки)
   *[other] { $v }
}
system-name = { $s ->
    [swiss] швейцарская система
    [round-robin] круговая система
    [double-round-robin] двухкруговая система
    [knockout] олимпийская система
    [double-knockout] олимпийская система до двух поражений
   *[other] { $s }
}
bye-kind = { $kind ->
    [pairing] пропуск тура (по жеребьёвке)
    [requested] пропуск тура (по заявлению)
    [withdrawn] пропуск тура (выбытие)
    [not-entered] пропуск тура (ещё не заявлен)
   *[other] пропуск тура ({ $kind })
}
colour-name = { $c ->
    [w] белые
    [b] чёрные
   *[other] { $c }
}
side-name = { $side ->
    [White] Белые
    [Black] Чёрные
   *[other] { $side }
}
not-paired = без пары
withdrawn-from = выбытие с { $round }-го тура
dates-from-to = с { $from } по { $to }
games-per-round = { $count ->
    [one] { $count } партия за тур
    [few] { $count } партии за тур
   *[many] { $count } партий за тур
}
tab-teams = Команды
tab-bracket = Сетка
