# Игроки онлайн: личная страница, список и киоск регистрации, листки со ссылками,
# результаты, сообщённые игроками, в таблице результатов.
me-not-found = Не найдено.
me-err-invalid = Отправленная форма неполна.
me-err-unavailable = Сейчас это невозможно: попробуйте через минуту.
me-err-no-check-in = Регистрация сейчас не открыта.
me-err-round-not-open = Тур { $round } сейчас не принимает сообщения.
me-err-no-such-round = Тура { $round } нет.
me-err-no-such-board = В туре { $round } нет доски { $board }.
me-err-not-your-board = Вы не играете на доске { $board } тура { $round }.
me-err-no-such-game = На доске { $board } нет партии { $game }.
me-err-has-result = У доски { $board } тура { $round } уже есть результат.
me-err-bad-result = Это не результат этого турнира.
me-err-bye-too-late = Тур { $round } уже составлен: просите пропуск в более позднем туре.
me-err-no-bye-round = В турнире { $rounds } туров.
me-err-bye-last-rounds = В последних турах ({ $last }) пропуск просить нельзя.
me-err-too-many-byes = Вы просили пропусков: { $used }; турнир разрешает: { $max }.
me-err-bye-already-asked = Вы уже просили пропуск в туре { $round }.
me-err-withdrawn = Вы выбыли из турнира.
me-done-check-in = Вы зарегистрированы.
me-done-result = Ваше сообщение записано. Судья вносит результат.
me-done-bye = Ваша просьба о пропуске записана.
me-check-in = Регистрация
me-checked-in = Вы зарегистрированы на тур { $round }.
me-check-in-needed = Зарегистрируйтесь, чтобы играть в туре { $round }.
me-check-in-button = Зарегистрироваться на тур { $round }
me-next = Ваша партия
me-no-next = Сейчас партии нет: следующая жеребьёвка появится здесь после публикации.
me-result = Результат
me-your-report = Вы сообщили
me-their-report = Соперник сообщил
me-reports-agree = Сообщения совпадают: судья подтверждает результат.
me-reports-disagree = Сообщения расходятся: обратитесь к судье.
me-report-label = Результат
me-report-button = Сообщить результат
me-report-hint = Ваше сообщение станет результатом только после подтверждения судьёй.
me-result-wins = Победа: { $name } ({ $result })
me-result-draw = Ничья ({ $result })
me-results = Ваши результаты
me-byes = Пропуски
me-bye-line = Тур { $round }: { $state ->
    [pending] запрошен, ждёт решения судьи
    [approved] пропуск предоставлен
    [refused] отказано
   *[other] { $state }
}
me-bye-label = Попросить пропуск в туре
me-bye-button = Попросить пропуск
me-schedule = Расписание
me-round-state = { $state ->
    [draft] идёт жеребьёвка
    [published] идёт игра
    [results-complete] результаты внесены
    [closed] закрыт
   *[other] { $state }
}
online-heading = Игроки онлайн
players-kiosk-link = Открыть киоск регистрации на этом устройстве
players-check-in = Регистрация
players-check-in-count = Тур { $round }: зарегистрировано { $checked } из { $total }.
players-no-check-in = Регистрация сейчас не открыта (см. настройки ниже).
players-col-checked-in = Зарегистрирован
players-col-link = Личная ссылка
players-how = { $how ->
    [link] с телефона
    [kiosk] в киоске
    [controller] судьёй
   *[other] { $how }
}
players-not-playing = не играет в этом туре
players-check-in-button = Зарегистрировать
players-link-state = { $state ->
    [live] выдана
    [revoked] отозвана
   *[other] нет
}
players-revoke = Отозвать
players-issue-one = Новая ссылка
players-slips = Личные ссылки
players-slips-hint = Ссылка показывается один раз, при выдаче: тогда и печатайте листки. Новая ссылка заменяет старую.
players-issue-missing = Игроки без ссылки
players-issue-all = Все игроки (старые ссылки перестают работать)
players-print-slips = Выдать и напечатать листки
players-no-slip = Ссылки не выданы.
slip-personal-hint = Ваша личная страница: жеребьёвка, регистрация и результат. Никому не передавайте эту ссылку.
players-byes = Просьбы о пропуске
players-no-bye-request = Просьб о пропуске нет.
players-bye-state = { $state ->
    [pending] ждёт
    [approved] предоставлен
    [refused] отказано
   *[other] { $state }
}
players-bye-approve = Предоставить
players-bye-refuse = Отказать
players-settings = Настройки для игроков онлайн
players-setting-check-in = Регистрация
players-check-in-none = нет
players-check-in-first = перед 1-м туром
players-check-in-every = перед каждым туром
players-setting-accept-agreed = Вносить совпавшие сообщения как результат без подтверждения
players-setting-max-byes = Сколько пропусков может просить игрок
players-setting-no-byes-last = Без пропусков в последних турах
players-setting-approve-byes = Сразу предоставлять пропуски в этих пределах
players-save-settings = Сохранить
kiosk-heading = Регистрация
kiosk-hint = Найдите своё имя и зарегистрируйтесь на тур { $round }.
kiosk-search = Ваше имя
kiosk-find = Найти
kiosk-nobody = Игрока с таким именем нет.
kiosk-already = зарегистрирован
kiosk-done = { $name }: регистрация принята.
grid-player-reports = { $state ->
    [agreed] Игроки согласны
    [disagree] Игроки расходятся
   *[other] Сообщено
}
grid-reject-reports = Отклонить сообщения
grid-confirm-reports = Подтвердить совпавшие сообщения
pairing-all-checked-in = Все игроки зарегистрированы.
pairing-not-checked-in = Не зарегистрированы ({ $count }):
pairing-leave-out = Не включать их (отсутствие, без очков)
pairing-or-pair-anyway = или всё же включить в жеребьёвку.
nav-players = Игроки онлайн
