# Ошибки файлов, читаемых при импорте (TRF, CSV участников), и отказы хранилища по полю
# (src/web/words/imports.rs, invalid.rs).

## Ошибки файла, с указанием места
import-as-written = { $text }
import-column = столбец { $column }: { $problem }
import-problems = { $first }; { $next }
import-row-column = { $column }: { $problem }
import-row-csv = эту строку нельзя прочитать как CSV ({ $detail })
import-row-not-sex = `{ $text }` — не m и не w
import-row-not-start-no = `{ $text }` — не стартовый номер (1 или больше)
import-row-number-twice = стартовый номер { $no } встречается в файле дважды
import-row-already-entered = `{ $name }` уже в списке участников
import-row-number-taken = стартовый номер { $no } уже занят

## Ошибки чтения TRF
trf-problem-line-too-short = { $count ->
    [one] строка игрока слишком короткая ({ $count } символ; нужно не меньше 84)
    [few] строка игрока слишком короткая ({ $count } символа; нужно не меньше 84)
   *[other] строка игрока слишком короткая ({ $count } символов; нужно не меньше 84)
}
trf-problem-bad-start-no = `{ $text }` — не стартовый номер
trf-problem-start-no-twice = стартовый номер { $no } встречается дважды
trf-problem-bad-rating = `{ $text }` — не рейтинг
trf-problem-bad-score = `{ $text }` — не количество очков
trf-problem-bad-opponent = не удаётся прочитать соперника `{ $text }`
trf-problem-self-opponent = игрок не может играть сам с собой
trf-problem-bad-colour = `{ $text }` — не цвет (w, b, - или пусто)
trf-problem-bad-result = `{ $text }` — не код результата
trf-problem-missing-opponent = для результата `{ $text }` нужен соперник
trf-problem-bye-with-opponent = результат `{ $text }` — пропуск тура, у него не может быть соперника
trf-problem-missing-colour = у партии должен быть цвет
trf-problem-trailing-text = текст после последнего тура: `{ $text }`
trf-problem-bad-round-count = `{ $text }` — не число туров
trf-problem-bad-scoring = `{ $text }` — не запись начисления очков (W, D, L, A, Z, P или X и очки)
trf-problem-bad-initial-colour = `{ $text }` — не настройка цвета (W или B)
trf-problem-bad-player-list = `{ $text }` — не список игроков
trf-problem-inconsistent = тур { $round }: игрок { $player } указан против { $opponent }, но в строке соперника записано другое
trf-problem-unknown-player = игрок { $no } упомянут, но у него нет строки игрока
trf-problem-bad-field = запись { $record }: `{ $text }` — недопустимое значение поля «{ $field }»
trf-problem-bad-record = запись { $record }: { $text }
trf-problem-team-file = командные файлы здесь не читаются
trf-problem-wide-number = стартовый номер `{ $text }` шире полей стартовых номеров файла (столбцы 5-8 без записи `XXW`): файл с номерами больше 9 999 указывает их ширину записью `XXW 5`
trf-problem-bad-number-width = `{ $text }` — не ширина стартовых номеров (`XXW` принимает от 4 до 9)
trf-problem-no-players = { $count ->
    [one] ни одной строки игрока в { $count } строке: файл TRF записывает каждого игрока в строку, начинающуюся с `001`: стартовый номер в столбцах 5-8, имя в 15-47, рейтинг в 49-52, очки в 81-84 и по блоку из 10 столбцов на тур начиная со столбца 92
   *[other] ни одной строки игрока в { $count } строках: файл TRF записывает каждого игрока в строку, начинающуюся с `001`: стартовый номер в столбцах 5-8, имя в 15-47, рейтинг в 49-52, очки в 81-84 и по блоку из 10 столбцов на тур начиная со столбца 92
}
trf-problem-player = игрок { $no }: { $problem }
trf-problem-sex = пол `{ $text }` (столбец { $column }) — не m и не w
trf-field-points = очки
trf-field-type-of-bye-f-h-or-z = вид пропуска тура (F, H или Z)

## Отказы хранилища по полю
invalid-field-name = название
invalid-field-venue = место проведения
invalid-field-reason = причина
refusal-invalid-empty = поле «{ $field }» не заполнено
refusal-invalid-too-long-text = поле «{ $field }» (`{ $text }`) содержит { $len } символов; допускается не больше { $max }
refusal-invalid-too-long = поле «{ $field }» содержит { $len } символов; допускается не больше { $max }
refusal-invalid-bad-text = поле «{ $field }» { $problem }
refusal-invalid-finished-prize-list = турнир окончен: список призов меняется только с указанием причины, которая сохраняется в журнале
refusal-invalid-reason-not-closed = тур { $round } в состоянии «{ $state }»: причина указывается только при исправлении закрытого тура
refusal-invalid-game-without-result = доска { $board }: у партии { $game } нет результата
refusal-invalid-not-check-in-round = тур { $round } — не следующий тур, жеребьёвка которого проводится с регистрацией
refusal-invalid-team-event-pairing = в командном соревновании жеребьёвка проводится между командами: доски туров составляются из расстановок команд (страница команд)
refusal-invalid-already-section = турнир { $tournament } уже входит в соревнование { $event } ({ $name }) как группа
refusal-invalid-no-result-before-incident = на доске { $board } тура { $round } не было результата до происшествия { $incident }: укажите вместо этого результат, который ей засчитывается
refusal-invalid-not-knockout = турнир { $tournament } проводится не по олимпийской системе (его система: { $system })
refusal-invalid-account-exists = учётная запись уже есть: ссылка для настройки действует один раз
refusal-invalid-account-name-taken = учётная запись с именем `{ $name }` уже есть
refusal-invalid-no-playoff = в турнире { $tournament } нет дополнительного матча { $number }
refusal-invalid-take-back-needs-reason = для отмены партии нужна причина (она сохраняется в журнале)
refusal-invalid-nothing-to-take-back = в матче { $tie } нет партии для отмены
refusal-invalid-take-back-later = партия { $game } матча { $tie } определила участника следующего матча, в котором уже есть партии: сначала отмените их
refusal-invalid-knockout-started-entries = турнир по олимпийской системе начался: посев определяется составом участников, который больше не меняется (игроку, который не может играть, засчитываются поражения за неявку, 000 ст. 2.24)
refusal-invalid-knockout-started-settings = турнир по олимпийской системе начался: посев, дополнительные партии, пересев и матч за третье место больше не меняются
refusal-invalid-knockout-started-games = турнир по олимпийской системе начался: вариант и число партий в матче больше не меняются
import-too-large = Отправленная форма слишком велика: здесь принимается не больше { $kib } КиБ.

## Отказы в партии или сетке турнира по олимпийской системе
refusal-ko-not-knockout = турнир проводится не по олимпийской системе (его система: { $system })
refusal-ko-both-absent = неявка обоих игроков (000 ст. 2.25) не может решить партию по олимпийской системе: в матче нужен победитель, внесите результат, который определит судья
refusal-ko-out-of-order = записанная партия { $game } матча { $tie } — не следующая партия этого матча
refusal-ko-too-few = { $count ->
    [one] для олимпийской системы нужно не меньше 2 игроков (сейчас { $count })
   *[other] для олимпийской системы нужно не меньше 2 игроков (сейчас { $count })
}
refusal-ko-too-many = по олимпийской системе играют не больше { $max } игроков (сейчас { $count })
refusal-ko-no-games = в матче должна быть хотя бы одна запланированная партия
refusal-ko-double-only-plain = пересев и матч за третье место бывают только в обычной олимпийской системе (с выбыванием после одного поражения)
refusal-ko-no-such-tie = в этой сетке нет матча { $tie }
refusal-ko-not-playing = матч { $tie } сейчас не играется: { $why }
ko-why-a-player-is-not-known-yet = один из игроков ещё не известен
ko-why-it-has-no-opponent-to-play = в нём нет соперника
ko-why-it-is-decided = он уже решён
ko-tie-problem = матч { $tie }: { $problem }

## Отказы по дополнительному матчу
refusal-playoff-too-few-players = в дополнительном матче должно быть не меньше двух игроков
refusal-playoff-repeated-player = игрок { $no } указан в дополнительном матче дважды
refusal-playoff-unknown-player = игрока { $no } нет
refusal-playoff-not-finished = дополнительный матч играется после последнего тура: турнир не окончен
refusal-playoff-not-tied = у игрока { $no } очков: { $points }, у игрока { $other }: { $other_points }; дополнительный матч играют только игроки с равным числом очков
refusal-playoff-game-outside = партия { $game }: игрок { $no } не участвует в дополнительном матче
refusal-playoff-game-against-self = партия { $game }: игрок не может играть сам с собой
refusal-playoff-too-many-games = в дополнительном матче не больше { $max } партий
refusal-playoff-no-such = такого дополнительного матча нет
refusal-playoff-already-in = игрок { $no } уже участвует в другом дополнительном матче
refusal-playoff-time-control = контроль времени: { $text }
playoff-field-games = партии

## Отказы в следующем этапе
refusal-stage-not-finished = турнир не окончен: следующий этап составляется по итоговому положению
refusal-stage-too-few = для следующего этапа нужно не меньше 2 игроков (запрошено: { $count })
refusal-stage-not-enough = в турнире всего { $have } игроков, меньше запрошенных { $count }
refusal-stage-tie-at-the-cut = у мест { $top } и { $next } равные очки и все коэффициенты (стартовые номера { $a } и { $b }): сначала решите спор дополнительным матчем или возьмите { $fewer } или { $count } { $count ->
        [one] игрока
       *[other] игроков
    }
refusal-stage-tie-at-the-cut-more = у мест { $top } и { $next } равные очки и все коэффициенты (стартовые номера { $a } и { $b }): сначала решите спор дополнительным матчем или возьмите { $count } { $count ->
        [one] игрока
        [few] игроков
       *[other] игроков
    }

## Собственные проверки импорта TRF: записи и туры
trf-record = запись { $record }: { $problem }
trf-record-date-past-last = дата для тура { $round }, после последнего тура ({ $last })
trf-record-round-past-last = тур { $round } идёт после последнего тура
trf-record-bye-past-last = пропуск в туре { $round }, после последнего тура ({ $last })
trf-record-start-numbers = { $count ->
    [one] стартовые номера: нужен { $count } номер больше 0, по одному на строку участника
    [few] стартовые номера: нужны { $count } разных номера больше 0, по одному на строку участника
   *[other] стартовые номера: нужно { $count } разных номеров больше 0, по одному на строку участника
}
trf-record-tie-outside-knockout = строка матча турнира на выбывание в файле турнира с системой «{ $system }», где матчей нет
trf-record-code-blank = в коде контроля времени `{ $text }` есть пробел; в коде пробелов нет
trf-record-not-half = { $result } в { $points } очка — не целое и не половинное число
trf-scored-win = победа
trf-scored-draw = ничья
trf-scored-loss = поражение
trf-scored-pairing-bye = пропуск при жеребьёвке
trf-record-absence-scored = неявка (A) должна стоить 0 очков (000 ст. 2.24)
trf-record-tie = матч { $tie }: { $problem }
trf-record-tie-not-next = партия { $game } — не следующая партия матча ({ $next })
trf-record-tie-no-game = партия { $game }: в матче не осталось партий
trf-record-team-type = `{ $text }` — код командного соревнования; Crownhead читает личные турниры
trf-record-standings-not-pts = таблица личного турнира начинается с PTS, а не с `{ $text }`
trf-record-unknown-tie-break = код коэффициента `{ $text }` Crownhead не вычисляет (известные: { $known })
trf-record-tie-break-twice = код коэффициента `{ $text }` указан дважды
trf-record-not-date = `{ $text }` — не дата (ГГГГ/ММ/ДД или ДД/ММ/ГГГГ, ММ/ДД/ГГГГ, ДД.ММ.ГГГГ, название месяца)
