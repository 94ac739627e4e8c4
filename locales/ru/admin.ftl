# The controller's pages: dashboard, tournament, entries, rounds, results, ballots, settings,
# imports, prizes, audit log, accounts.
who-disk-full = Диск сервера заполнен: последнее изменение не удалось сохранить (ничего не потеряно). Освободите место на сервере и отправьте его снова.
who-snapshot-failed = Автоматическая резервная копия не создана ({ $detail }): с тех пор у базы нет копии. Проверьте папку `backups` рядом с базой (место, права); сообщение исчезнет, как только копия будет создана.
who-signed-in-as = Вы вошли как
role-chief = главный судья
role-assistant = помощник
role-name = { $role ->
    [chief] главный судья
    [assistant] помощник
   *[other] { $role }
}
nav-dashboard = Панель судьи
nav-accounts = Учётные записи
admin-tab-entries-rounds = Участники и туры
admin-tab-settings = Настройки
admin-tab-import = Импорт CSV
admin-tab-fmjd-list = Список FMJD
admin-tab-missing = Недостающие результаты
admin-tab-audit = Журнал изменений
admin-tab-public = Публичная страница
add = Добавить
create = Создать
save = Сохранить
preview = Предпросмотр
account = Учётная запись
password = Пароль
password-min = Пароль (не менее 10 символов)
password-again = Пароль ещё раз
col-title = Звание
col-women-title = Женское звание
col-women-rating = Женский рейтинг
col-line = Строка
col-problems = Ошибки
col-trophy = Кубок
col-sheets-missing = Нет бланков
col-forfeits = Неявки
dl-entries = участники
dl-fmjd-report = рейтинговый отчёт FMJD
admin-section-of = Группа соревнования
admin-version = версия { $version }
admin-pair-round = Жеребьёвка { $n }-го тура
admin-entries-heading = Участники ({ $count })
admin-edit-withdraw = изменить / снять
admin-add-entry = Добавить участника
dashboard-event = Соревнование
dashboard-event-n = соревнование { $n }
dashboard-no-section = Групп пока нет: добавьте группу со страницы турнира.
dashboard-new-tournament = Новый турнир
dashboard-preset = Шаблон
preset-fmjd-international = Международные FMJD (10×10, одна партия за тур)
preset-english = Английские (EDA, матчи из 2 партий, жеребьёвка 3 ходов)
preset-russian = Русские (микроматчи из 2 партий)
preset-acf-checkers = Чекерс ACF (матчи из 2 партий, жеребьёвка 3 ходов)
dashboard-new-event = Новое соревнование
dashboard-event-hint = Соревнование объединяет несколько турниров как группы (Master, Major, Minor; рейтинговые группы): у каждой свои участники, туры и настройки.
dashboard-create-event = Создать соревнование
audit-title = Журнал изменений
audit-title-lower = журнал изменений
audit-when = Когда
audit-who = Кто
audit-what = Что
audit-before = До
audit-after = После
audit-reason = Причина
missing-lower = недостающие результаты
missing-none = Во всех опубликованных турах внесены все результаты.
entry-n = Участник { $n }
entry-federation = Федерация
entry-fmjd-id = Номер FMJD
entry-national-id = Национальный номер
entry-birth-date = Дата рождения
entry-withdraw = Снять с турнира
entry-from-round = С тура
import-title = Импорт участников
import-heading = Импорт участников из CSV
import-hint = Строка заголовков, затем по одному участнику в строке. Столбцы: { $columns } (имя обязательно). Пока есть хотя бы одна ошибочная строка, ничего не импортируется.
import-bad-rows = { $bad ->
    [one] { $bad } ошибочная строка из { $total }. Исправьте её и повторите предпросмотр.
    [few] { $bad } ошибочные строки из { $total }. Исправьте их и повторите предпросмотр.
   *[many] { $bad } ошибочных строк из { $total }. Исправьте их и повторите предпросмотр.
}
import-all-good = { $total ->
    [one] { $total } строка, верна.
    [few] { $total } строки, все верны.
   *[many] { $total } строк, все верны.
}
import-showing = Показаны первые строки ({ $count }); проверены все строки.
import-showing-bad = Показаны первые ошибочные строки ({ $count }); проверены все строки.
import-line = строка { $line }
import-confirm = { $total ->
    [one] Импортировать { $total } участника
   *[many] Импортировать { $total } участников
}
import-separators = Названия столбцов в любом регистре (Name, NAME, name); столбцы разделены запятыми, точками с запятой или табуляцией, как в строке заголовка.
import-file = Или файл CSV (не более { $kib } КиБ)
import-read-file = Прочитано из файла { $file }.
import-refused = Отклонено, ничего не импортировано:
import-sep-comma = Столбцы разделены запятыми.
import-sep-semicolon = Столбцы разделены точками с запятой.
import-sep-tab = Столбцы разделены табуляцией.
absent-heading = { $count ->
    [one] { $count } участник отсутствовал два тура подряд
    [few] { $count } участника отсутствовали два тура подряд
   *[other] { $count } участников отсутствовали два тура подряд
}
absent-hint = Отсутствовали в обоих предыдущих турах (поражение из-за неявки, ст. 2.24-2.25 правил 000, или не были в жеребьёвке). Решаете вы: снять участника начиная с этого тура или всё же включить в жеребьёвку.
absent-rounds = отсутствовал в турах { $first } и { $second }
absent-reason = Отсутствовал в турах { $first } и { $second }
absent-confirm = Подтверждаю снятие начиная с тура { $round }
absent-pair-anyway = Чтобы всё же включить участника, оставьте его в жеребьёвке: проверка его назовёт, а при публикации тура потребуется подтверждение.
pair-auto = Провести жеребьёвку { $n }-го тура автоматически
pair-proposed-by = Предложена жеребьёвка ({ $method }): она сохранена как черновик, её ещё можно изменить; публикуется со своей страницы.
pair-no-rule-broken = Пары ниже не нарушают ни одного правила жеребьёвки.
pair-no-rule-broken-by = Пары ниже не нарушают ни одного правила жеребьёвки ({ $method }).
pair-unreadable = Пары ниже не удаётся прочитать:
pair-breaks = Пары ниже нарушают правила жеребьёвки ({ $count ->
    [one] { $count } нарушение
    [few] { $count } нарушения
   *[many] { $count } нарушений
}):
pair-hint = Одна доска в строке, первым — игрок, делающий первый ход в партии 1: 3 7 или 3-7; bye 5 — пропуск тура по жеребьёвке. Пропуски по заявлению, выбывшие и поздно заявленные получают пропуск автоматически. Проверить — список нарушенных правил жеребьёвки; Сохранить черновик — сохраняет пары как черновик, публикуйте их с их страницы.
pair-pairings = Пары
pair-check = Проверить пары
pair-save-draft = Сохранить черновик
pair-to-pair = Без пары ({ $count })
allocation = Распределение
allocation-after-round = Распределение после { $round }-го тура
prizes-print-sheet = Напечатать платёжную ведомость
prize-list = Призовой фонд
prize-list-hint = Один пункт в строке (ключевые слова на английском): sharing: equal (или hort, tie-break-order); категории, например category U2000: rating below 2000, category Juniors: junior under 18 on 2026-07-01, category Seniors: senior from 65 on 2026-07-01, category Unrated: unrated, category Women: women, category NED: federation NED, category Oost: club DC Oost; призы — 1: 500 Cup (место, сумма, необязательный кубок) или U2000 1: 100. Каждый игрок получает один приз, больший; игроки с равными результатами делят призы по правилу дележа.
prize-list-save = Сохранить призовой фонд
reason-finished = Причина изменения (обязательно: турнир окончен)
reason-closed = Причина исправления (обязательно: тур закрыт)
record-title = Запись партии
record-back = назад к туру
record-verification = Проверка
record-flagged = Отмечено
record-first-irregular = Первый неправильный ход
record-draw-rule = Правило ничьей
record-note = Примечание
record-none = Записи пока нет: вставьте PDN партии (или загрузите файл) и сохраните, чтобы проверить её.
record-pdn = Запись PDN
record-load-file = Или загрузите файл PDN в поле
record-ruling = Решение судьи
record-ruling-short = Решение
round-opening-ballot = Жеребьёвка дебютов
round-publish-anyway = { $count ->
    [one] Предупреждение ниже прочитано, пары публикуются несмотря на него
   *[other] Предупреждения ниже ({ $count }) прочитаны, пары публикуются несмотря на них
}
round-publish = Опубликовать { $n }-й тур
round-unpublish = Снять { $n }-й тур с публикации (назад в черновик)
round-close = Закрыть { $n }-й тур
round-missing = Нет результатов: { $count ->
    [one] доска
   *[other] доски
} { $boards }
round-breaks = Эти пары нарушают правила жеребьёвки ({ $count ->
    [one] { $count } нарушение
    [few] { $count } нарушения
   *[many] { $count } нарушений
}):
round-publish-to-enter = Опубликуйте тур, чтобы вносить результаты.
round-change-pairing = Изменить пары
round-pairings-label = Пары, одна доска в строке (первый второй, bye N)
round-save-pairing = Сохранить новые пары
round-grid-hint = Введите результат каждой партии и перейдите к следующей клавишей Tab: 1 — победа первого, 0 — победа второго, = — ничья, + — неявка второго, - — неявка первого, -- — неявка обоих. Отметьте сторону, у которой нет бланков записи ({ $sheets }).
grid-game-label = доска { $board }, партия { $game }
grid-records = записи
grid-home = первый
grid-away = второй
grid-save = Сохранить результаты
forfeit-home-absent = неявка первого
forfeit-away-absent = неявка второго
forfeit-both-absent = неявка обоих
forfeit-home-sheets = бланки первого
forfeit-away-sheets = бланки второго
print-by-name-short = по фамилиям
print-slips-short = бланки результатов
settings-venue = Место проведения
settings-start-date = Дата начала
settings-end-date = Дата окончания
settings-time-control = Контроль времени
settings-time-control-code = Код контроля времени (TRF 222, например 5400+30)
settings-federation = Федерация соревнования (TRF 032)
settings-language = Язык соревнования
settings-language-hint = На этом языке печатаются документы, и на нём открываются публичные страницы у читателя, чей браузер не запрашивает ни один из пяти языков.
settings-acceleration = Ускоренная жеребьёвка (C.04.5)
settings-acceleration-none = нет
settings-acceleration-baku = Бакинское ускорение (C.04.5.1): первая половина участников, округлённая вверх до чётного числа, получает фиктивные очки за выигранный тур в первой половине ускоренных туров (первой половине всех туров) и за ничейный тур в остальных
settings-acceleration-records = как при импорте (записи TRF 250)
settings-round-dates = Даты туров (TRF 132): один тур в строке, ТУР ГГГГ-ММ-ДД
settings-tie-breaks = Коэффициенты по порядку
settings-tie-breaks-hint = Список названий или кодов FIDE через запятую, применяемых по порядку после очков. Они следуют положению FIDE о коэффициентах (дополнительных показателях), { $rules } (редакция, действующая на дату начала).
settings-fide-code = Код FIDE
settings-heading = Заголовок в таблицах
settings-what-it-counts = Что учитывает
settings-scoring = Начисление очков
settings-scoring-locked = Результаты уже сохранены: начисление очков зафиксировано (изменение пересчитало бы их). Его можно менять только до сохранения первого результата, включая пропуск тура.
settings-scoring-hint = Очки — целые или половинные числа (2, 1.5, 0). Начисление можно менять до сохранения первого результата, включая пропуск тура.
settings-game-won = Победа в партии
settings-drawn = ничья
settings-lost = поражение
settings-pairing-bye = Пропуск тура по жеребьёвке (за партию)
settings-requested-bye = Пропуск тура по заявлению (за партию)
settings-forfeit-win = Победа за неявку (за партию)
settings-match-points = Матчевые очки
settings-match-won = победа в матче
settings-ranked-by = Места по
settings-paired-by = Жеребьёвка по
settings-game-points = очкам за партии
settings-match-points-lower = матчевым очкам
ballot-deck = Набор дебютов
ballot-no-ballot = Без жеребьёвки (свободная игра)
ballot-one-opening = Один дебют
ballot-per-round = на тур, для всех досок
ballot-per-board = на доску
ballot-seed-settings = Зерно (пусто: новое случайное зерно при каждой жеребьёвке)
ballot-save = Сохранить жеребьёвку
ballot-title = Жеребьёвка, тур { $n }
ballot-heading = жеребьёвка { $n }-го тура
ballot-back = Назад к { $n }-му туру
ballot-change = изменить
ballot-seed = Зерно
ballot-all = все
ballot-every-board = каждая доска без своего дебюта
ballot-hint = Матч играет один и тот же дебют во всех партиях доски, со сменой цвета в каждой партии. Любой может повторить жеребьёвку по набору, зерну и дебютам, выпавшим ранее в соревновании.
ballot-locked = Результаты уже есть: жеребьёвку этого тура больше нельзя изменить.
ballot-redraw = Повторная жеребьёвка
ballot-draw = Жеребьёвка
ballot-redraw-reason = Причина повторной жеребьёвки (обязательно)
ballot-seed-redraw = Зерно (пусто: новое случайное)
ballot-seed-draw = Зерно (пусто: зерно соревнования или случайное)
ballot-redraw-button = Провести жеребьёвку заново
ballot-draw-button = Провести жеребьёвку
ballot-set-heading = Задать дебют вручную
ballot-board-blank = Доска (пусто: весь тур)
ballot-reason = Причина (обязательно)
ballot-set-button = Задать дебют
fmjd-title = Список игроков FMJD
fmjd-heading = Участники по списку игроков FMJD
fmjd-hint = Список в том виде, в каком его публикует FMJD (V{"{"}yymmdd{"}"}.DRA: столбцы nr_ew, nick, last_n, first_n, country, title, rating, wtitle, wrating; Latin-1 или UTF-8). Каждый участник, чей номер FMJD есть в списке, получает из списка федерацию, звание, рейтинг, женское звание и женский рейтинг; пустое поле в списке оставляет то, что есть у участника, а имена остаются как введены. Ничего не сохраняется до вашего подтверждения.
fmjd-unreadable = { $source } не читается как список FMJD: ничего не изменено.
fmjd-read = { $source }: игроков { $players }, строк { $rows }, кодировка { $encoding }.
fmjd-changes = Изменяются участники: { $count }
fmjd-id = Номер FMJD
fmjd-list-line = Строка списка
fmjd-listed-as = В списке как
fmjd-changes-col = Изменения
fmjd-notes = Примечания
fmjd-none = нет
fmjd-noted = Участники без изменений, с примечанием
fmjd-unchanged = Участники, совпадающие со списком: { $count }.
fmjd-not-found = Нет в списке (по номеру FMJD): участники { $entries }.
fmjd-without-id = Без номера FMJD: участники { $entries }.
fmjd-warnings = Предупреждения в списке ({ $count })
fmjd-showing = Показаны первые ({ $count }); прочитаны все строки.
fmjd-save = Сохранить изменения участников: { $count }
fmjd-nothing = Нечего сохранять.
fmjd-another = Другой список
fmjd-the-list = Список
fmjd-file = Файл списка
fmjd-paste = Или его текст (сначала строка заголовков)
login-setup-pending = Учётной записи судьи ещё нет: откройте ссылку настройки, которую сервер вывел при запуске.
setup-title = Настройка
setup-heading = Создать учётную запись главного судьи
setup-note = Эта ссылка действует один раз. Эта учётная запись может всё, включая добавление помощников.
setup-create = Создать и войти
users-signed-in-as = Вы вошли как { $name }.
users-role = Роль
users-role-assistant = помощник (результаты и записи партий)
users-add = Добавить учётную запись
record-move-at = { $move } (полуход { $ply }, { $side })
record-legal = Правильно: каждый ход записи ({ $variant_name }, полуходов: { $plies }) соответствует правилам.
record-legal-result-disagrees = Ходы правильные, но результат не соответствует позиции.
record-irregular = Неправильный ход: { $at }.
record-unreadable = Не читается: запись невозможно проследить.
record-no-result = Результат не записан (*).
record-result-agrees = Результат { $result }: соответствует позиции.
record-result-disagrees = Результат { $result }: не соответствует позиции (у стороны «{ $side }» нет ходов).
record-one-side = одна из сторон
record-result-unchecked = Результат { $result }: не проверен (запись обрывается на неправильном ходе).
record-result-contradicts-grid = В записи { $result }, введённый результат этой партии { $grid }: они противоречат друг другу. Экспорт PDN пишет результат записи, пока не записано решение судьи, затем введённый результат с примечанием.
record-caption-before = Позиция перед ходом { $move }, ход за стороной «{ $side }»; поля хода обведены.
record-caption-end = Позиция в конце записи (полуходов: { $plies }).
record-ballot = { $message } (жеребьёвка { $opening })
ballot-set-by-hand = задан вручную
saved-settings = Настройки сохранены.
saved-entry = Участник сохранён.
saved-entry-added = Участник добавлен.
entry-sex = Пол
entry-sex-none = не указан
entry-sex-m = мужской
entry-sex-w = женский
prize-sharing = Раздел призов при равенстве очков
prize-sharing-equal = Поровну: призы мест, которые они делят
prize-sharing-hort = Система Горта: половина поровну, половина по месту по коэффициентам
prize-sharing-tie-break-order = Без раздела: призы в порядке коэффициентов
prize-categories = Категории
prize-category-name = Название
prize-category-rule = Кто входит
prize-category-value = Рейтинг, возраст, федерация или клуб
prize-category-to = Рейтинг до (диапазон)
prize-category-on = Возраст на (дата)
prize-rule-rating-below = рейтинг ниже
prize-rule-rating-band = рейтинг от … до
prize-rule-junior-under = юниоры моложе (лет)
prize-rule-senior-from = ветераны от (лет)
prize-rule-unrated = игроки без рейтинга
prize-rule-women = женщины
prize-rule-federation = федерация (код)
prize-rule-club = клуб
prize-prizes = Призы
prize-main = общий зачёт
prize-controls-hint = Пустые строки не учитываются; после сохранения появятся новые пустые строки.
prize-advanced = Дополнительно: список текстом
