# Отказы словами (src/web/words.rs).
form-field-problem = { $field }: { $problem }
form-enter-points = введите число очков (например, 2, 1,5 или 0)
form-not-points = `{ $text }` — не число очков (ожидается целое или половинное число, например 2, 1,5 или 0)
form-not-whole-number = `{ $text }` — не целое число
form-not-date = `{ $text }` — не дата (ГГГГ-ММ-ДД)
form-not-round-date = `{ $text }` — не номер тура и дата (например, 3 2026-04-15)
form-not-round-number = `{ $text }` — не номер тура
form-round-two-dates = у тура { $round } две даты
form-line = строка { $line }: { $problem }
form-not-a-choice = `{ $text }` — нет среди вариантов
form-bad-time-zone = `{ $text }` — не часовой пояс (например, UTC+01:00)
form-bad-federation = `{ $text }` — не трёхбуквенный код вроде ENG или NED
field-game-won = выигранная партия
field-game-drawn = ничья в партии
field-game-lost = проигранная партия
field-match-won = выигранный матч
field-match-drawn = ничья в матче
field-match-lost = проигранный матч
field-ranked-by = места по
field-paired-by = жеребьёвка по
field-start-date = дата начала
field-end-date = дата окончания
field-rounds = число туров
field-tie-breaks = коэффициенты
field-federation = федерация
field-language = язык
field-time-zone = часовой пояс
field-acceleration = ускорение
field-round-dates = даты туров
field-ko-seeding = посев олимпийской системы
field-ko-tiebreak-games = дополнительные партии
field-tournament-name = название турнира
field-venue = место проведения
field-chief-controller = главный судья
field-time-control = контроль времени
field-tie-break-time-control = контроль времени дополнительных партий
field-type-of-tournament-092 = тип турнира (092)
field-deputy-chief-controller = заместитель главного судьи
field-tournament-type-code-192 = код типа турнира (192)
field-time-control-code-222 = код контроля времени (222)
field-starting-rank-method-172 = метод стартового порядка (172)
field-points-adjustment-299 = корректировка очков (299)
field-title = звание
field-women-s-title = женское звание
field-club = клуб
field-fmjd-id = FMJD ID
field-national-id = национальный ID
field-national-classification = национальный разряд
field-national-name = имя в национальном списке
field-national-origin = национальная принадлежность
phrase-at-least-two-players-are-needed = нужны хотя бы два игрока
phrase-starting-numbers-begin-at-1 = стартовые номера начинаются с 1
phrase-a-player-is-listed-twice = игрок указан дважды
phrase-the-rounds-must-run-from-1-and-be-in-order = туры должны начинаться с 1 и идти по порядку
phrase-a-code-has-no-spaces = в коде нет пробелов
phrase-one-to-five-letters-such-as-fide-nro-or-fidon = от одной до пяти букв, например FIDE, NRO или FIDON
phrase-it-names-no-player = в ней не указан ни один игрок
phrase-withdrawal = выбытие
phrase-late-entry = позднее вступление
phrase-requested-bye = пропуск тура по просьбе
phrase-the-points-of-a-bye-not-requested = очки за непрошеный пропуск тура
refusal-settings-team-knockout = система: командное соревнование играется по круговой или швейцарской системе, не по олимпийской
refusal-settings-empty-name = название турнира не может быть пустым
refusal-settings-no-rounds = в турнире должен быть хотя бы один тур
refusal-settings-no-games = в туре должна быть хотя бы одна партия (партий в туре: 0)
refusal-settings-bad-scoring = победа ({ $win }) должна стоить больше ничьей ({ $draw }), а ничья — не меньше поражения ({ $loss })
refusal-settings-match-points-missing = места определяются по очкам за матчи, но в подсчёте нет очков за матчи
refusal-settings-duplicate-tie-break = коэффициент `{ $tb }` указан дважды
refusal-settings-unknown-system = неизвестная система жеребьёвки `{ $text }`
refusal-settings-unknown-seeding = неизвестный посев `{ $text }`
refusal-settings-knockout-options = пересев и матч за третье место — только для олимпийской системы с выбыванием после одного поражения
refusal-settings-too-many-tie-break-games = в олимпийской системе не больше { $max } дополнительных партий до первой победы (запрошено { $count })
refusal-settings-unknown-tie-break = неизвестный коэффициент `{ $text }` (см. список ниже или код FIDE, например BH/C1)
refusal-settings-unknown-score-basis = неизвестная основа подсчёта `{ $text }` (ожидались очки за партии или за матчи)
refusal-settings-unknown-preset = неизвестная предустановка `{ $text }`
refusal-settings-end-before-start = дата окончания { $end } раньше даты начала { $start }
refusal-settings-too-long = поле «{ $field }» содержит { $len } символов; допускается не больше { $max }
refusal-settings-control-character = поле «{ $field }» содержит управляющий символ (например, перевод строки)
refusal-settings-bad-text = поле «{ $field }» { $problem }
refusal-settings-too-many-rounds = туров: { $count }; допускается не больше { $max }
refusal-settings-date-of-no-round = даты туров: тур { $round } идёт после последнего тура ({ $rounds })
refusal-settings-dates-out-of-order = даты туров: тур { $round } ({ $date }) раньше тура { $before } ({ $before_date })
refusal-settings-bad-acceleration = ускорение: { $detail }
refusal-settings-acceleration-needs-swiss = ускоренная жеребьёвка (C.04.5) — только для швейцарской системы, а не для: { $system }
refusal-settings-bad-prohibition = запрещённая пара игроков { $players }: { $problem }
refusal-settings-bad-code = { $field }: { $problem }
refusal-round-draft = тур { $round } ещё черновик: опубликуйте его, прежде чем вносить результаты
refusal-round-closed = тур { $round } закрыт: результат можно только исправить, указав причину
refusal-round-not-closed = тур { $round } в состоянии «{ $state }», а не закрыт: внесите результат, а не исправление
refusal-round-no-such-board = в туре { $round } нет доски { $board }
refusal-round-bye-board = доска { $board } тура { $round } — пропуск тура: вносить результат не нужно
refusal-round-wrong-game-count = на доске { $board } тура { $round } партий: { $expected }, а результат даёт { $got }
refusal-round-missing-results = { $count ->
    [one] в туре { $round } нет результата на доске { $boards }
   *[other] в туре { $round } нет результатов на досках { $boards }
}
refusal-round-has-results = { $count ->
    [one] в туре { $round } уже есть результат на доске { $boards }: новая жеребьёвка невозможна
   *[other] в туре { $round } уже есть результаты на досках { $boards }: новая жеребьёвка невозможна
}
refusal-round-results-entered = { $count ->
    [one] в туре { $round } уже есть результат на доске { $boards }: вернуть его в черновик нельзя
   *[other] в туре { $round } уже есть результаты на досках { $boards }: вернуть его в черновик нельзя
}
refusal-round-bad-transition = тур { $round } не может перейти из состояния «{ $from }» в «{ $to }»
refusal-round-ballot-locked = тур { $round } в состоянии «{ $state }»: жеребьёвку дебютов уже нельзя изменить
refusal-round-no-such-game = на доске { $board } тура { $round } нет партии { $game } (партий: { $games })
refusal-round-other-game-missing = у партии { $game } доски { $board } ещё нет результата: внесите партии доски вместе в таблицу результатов или сначала партию { $game }
refusal-round-sheets-need-games = сначала внесите результаты партий: отсутствие бланка записи лишает очков за сыгранные партии ({ $article })
refusal-round-sides-disagree = «{ $second }» не сочетается с «{ $first }» у первой стороны
refusal-round-points-disagree = отправлено { $sent }, но «{ $kind }» в этом турнире даёт { $scored }
refusal-round-empty-reason = исправление после закрытия требует причины
refusal-round-reason-too-long = в причине { $len } символов; допускается не больше { $max }
refusal-round-bad-reason = причина { $problem }
refusal-round-bad-game-report = `{ $text }` — не результат партии (ожидается 1-0, =, 0-1, -:+, +:- или -:-, либо 1, 0, d, +, -, --)
refusal-round-not-in-scoring = `{ $text }` — не результат в подсчёте этого турнира (победа { $win }-{ $loss }, ничья { $draw }-{ $draw }, поражение { $loss }-{ $win })
result-kind = { $kind ->
    [win] победа
    [draw] ничья
    [loss] поражение
    [forfeit-win] победа за неявкой
    [forfeit-loss] поражение за неявку
    [both-absent] оба не явились
    [pairing-bye] свободный тур по жеребьёвке
    [requested-bye] пропуск тура по просьбе
    [withdrawn] выбыл
    [not-entered] не заявлен
   *[other] { $kind }
}
refusal-entry-empty-name = имя игрока не может быть пустым
refusal-entry-name-too-long = имя игрока `{ $name }` длиннее 100 символов
refusal-entry-name-control-character = имя игрока `{ $name }` содержит управляющий символ
refusal-entry-bad-name = имя игрока `{ $name }` { $problem }
refusal-entry-bad-text = участник { $no }: поле «{ $field }» { $problem }
refusal-entry-bad-federation = федерация `{ $text }` — не трёхбуквенный код вроде ENG или NED
refusal-entry-bad-start-no = стартовый номер должен быть не меньше 1 (получено { $no })
refusal-entry-too-long = участник { $no }: поле «{ $field }» содержит { $len } символов; допускается не больше { $max }
refusal-entry-late-after-withdrawal = участник { $no }: вступает с тура { $late }, но выбыл с тура { $withdrawn }
refusal-entry-bad-round = участник { $no }: номера туров начинаются с 1 (получено { $round } для: { $what })
form-points-negative = очки не могут быть отрицательными (получено `{ $text }`)
form-points-not-half = `{ $text }` — не целое и не половинное число очков
field-pairing-bye = свободный тур по жеребьёвке
field-requested-bye = пропуск тура по просьбе
field-forfeit-win = победа за неявкой
field-player = игрок
field-round = тур
field-board = доска
field-game = партия
field-result = результат
field-deposit = залог
form-not-a-result = `{ $text }` — не результат (например, 1-0, 2-0 или =)

# Строки введённого списка призов (src/web/words.rs: prize_line); ключевые слова в обратных кавычках — синтаксис списка.
prize-lines = { $first }; { $next }
prize-line-no-colon = пишите `sharing: ...`, `category НАЗВАНИЕ: ...` или `МЕСТО: СУММА [ТРОФЕЙ]`
prize-line-sharing = раздел призов: `equal`, `hort` или `tie-break-order`
prize-line-category-name = название категории { $problem }
prize-line-rule = категория записывается как `rating below N`, `rating N to M`, `junior under N on ГГГГ-ММ-ДД`, `senior from N on ГГГГ-ММ-ДД`, `unrated`, `women`, `federation XXX` или `club НАЗВАНИЕ`
prize-line-not-head = `{ $text }` — не `МЕСТО` и не `КАТЕГОРИЯ МЕСТО`
prize-line-not-place = `{ $text }` — не номер места
prize-line-not-amount = `{ $text }` — не сумма (например, 250 или 62.50)
prize-line-trophy = трофей { $problem }
prize-unknown-category = приз { $index }: нет категории `{ $category }`
prize-duplicate-place-main = приз { $index }: место { $place } общего зачёта указано дважды
prize-duplicate-place = приз { $index }: место { $place } категории `{ $category }` указано дважды
prize-place-zero = приз { $index }: места начинаются с 1
