# Что предметная область, журнал и проверка жеребьёвки сообщают человеку (src/web/words.rs).

## Наказания по 000 ст. 6.9
penalty-warning = (a) предупреждение
penalty-game-lost = (b) засчитывание поражения
penalty-disqualification = (c) дисквалификация из соревнования
penalty-expulsion = (d) удаление с мероприятия

## Журнал: нарушители, снятые наказания, апелляции
offender-spectator = { $name } (зритель)
offender-entry = участник { $no }
incident-lifted = снято: { $reason }
incident-lifted-by-appeal = снято по апелляции { $appeal }: { $reason }
appeal-pending = на рассмотрении
appeal-upheld = решение оставлено в силе
appeal-overruled = решение отменено
appeal-decided = { $state } { $hearing }: { $reason }
appeal-returned = возвращён
appeal-kept = удержан
appeal-deposit = { $amount }
appeal-deposit-returned = { $amount } возвращён
appeal-deposit-kept = { $amount } удержан
appeal-against-incident = инцидент { $incident }
appeal-against-result = результат тура { $round }, доска { $board }
committee-same-club = { $member } из того же клуба, что и { $player } ({ $no }): { $value }
committee-same-federation = { $member } из той же федерации, что и { $player } ({ $no }): { $value }
article-cited = { $article }
# An article of a rule book named by its number (`000 art. 2.24`).
article-ref = { $book } ст. { $number }
article-none = в { $book } нет статьи


## Жеребьёвка: как предложен тур, какие правила она нарушает
pairing-method-match-rounds = туры микроматчей (очки для рейтинга, без повторных встреч, первый ход по очереди)
pairing-method-dutch = голландская система FIDE (C.04.3)
pairing-method-berger = таблицы Бергера (FIDE C.05, приложение 1)
pairing-rule-rematch = повторная встреча (C.04.1 ст. 2: два игрока встречаются не более одного раза)
pairing-rule-colour-run = правило цвета (C.04.1 ст. 7, C.04.3 C3: никто не получает один цвет три раза подряд)
pairing-rule-colour-difference = правило цвета (C.04.1 ст. 6, C.04.3 C3: разница цветов не больше 2)
pairing-rule-second-bye = правило свободного тура (C.04.1 ст. 4: нет свободного тура после свободного тура или победы без игры)
pairing-rule-extra-bye = правило свободного тура (C.04.1 ст. 3: один свободный тур, и только при нечётном числе)
pairing-rule-forbidden = запрещённая пара (один клуб или семья)
pairing-rule-unavailable = отсутствующий игрок в паре (выбыл, просил свободный тур или поздно заявлен)
pairing-rule-absent-twice = отсутствовал два тура подряд (судья снимает игрока или всё же ставит его в пару)
pairing-rule-paired-twice = игрок в двух парах
pairing-rule-missing = игрока нет в жеребьёвке
pairing-rule-unknown-entry = неизвестный стартовый номер

pairing-warning = { $rule }: { $detail }
pairing-detail-no-entry = нет участника со стартовым номером { $no }
pairing-detail-on-boards = { $no } стоит на { $count } досках
pairing-detail-not-paired = { $no } ({ $name }) не стоит в паре и не получил свободный тур
pairing-detail-absent-twice = { $no } ({ $name }) отсутствовал в турах { $first } и { $second }
pairing-detail-withdrawn = { $no } ({ $name }) выбыл в туре { $round }
pairing-detail-requested-bye = { $no } ({ $name }) просил свободный тур в туре { $round }
pairing-detail-not-entered = { $no } ({ $name }) ещё не заявлен в туре { $round }
pairing-detail-must-not-meet = { $a } и { $b } нельзя ставить в пару
pairing-detail-met = { $a } и { $b } уже играли друг с другом в туре { $round }
pairing-detail-first-run = { $no } ходил бы первым в партии 1 третий микроматч подряд
pairing-detail-second-run = { $no } ходил бы вторым в партии 1 третий микроматч подряд
pairing-detail-white-run = { $no } играл бы белыми третью партию подряд
pairing-detail-black-run = { $no } играл бы чёрными третью партию подряд
pairing-detail-colour-difference = у { $no } было бы { $white } партий белыми и { $black } чёрными
pairing-detail-extra-byes = { $count ->
    [one] { $count } свободный тур по жеребьёвке
    [few] { $count } свободных тура по жеребьёвке
   *[other] { $count } свободных туров по жеребьёвке
} на { $players } игроков
pairing-detail-had-bye = { $no } получил свободный тур по жеребьёвке в туре { $round }
pairing-detail-won-by-forfeit = { $no } выиграл тур { $round } без игры (неявка соперника)
pairing-detail-win-without-playing = { $no } получил победу без игры в туре { $round }
## Отчёт судьи
report-owed = { $name }: долг { $amount }
report-both-players = { $a } и { $b }
report-chief = { $name } (главный судья)
entry-disqualified-from = дисквалифицирован с { $round }-го тура
entry-withdrawn-from = выбыл с { $round }-го тура
entry-late-from = поздняя заявка с { $round }-го тура
report-forfeit-absent = не явился: поражение в партии
report-forfeit-both-absent = оба не явились: никто не получает очков
report-forfeit-score-sheets = бланки не сданы: ноль за тур
report-forfeit-declared-lost = партия признана проигранной (инцидент { $incident })

time-control-plus-minutes = { $minutes } мин + { $plus } мин на ход
time-control-plus-seconds = { $minutes } мин + { $plus } с на ход
time-control-moves-per-hour = { $moves ->
    [one] { $moves } ход в час
    [few] { $moves } хода в час
   *[other] { $moves } ходов в час
}
## Поля журнала, названные в отказе
field-appellant = заявитель апелляции
field-article = статья
field-member-club = клуб члена комиссии
field-member-federation = федерация члена комиссии
field-member-name = имя члена комиссии
field-grounds = основания
field-hearing = заседание
field-payment-date = дата оплаты
field-payment-method = способ оплаты
field-reason = причина
field-recorder = кто записал
field-spectator-name = имя зрителя
field-time = время

## Отказы журнала
text-problem-control = содержит управляющий символ (например, перевод строки)
text-problem-bidi = содержит символ управления направлением текста (U+202A-U+202E, U+2066-U+2069)
text-problem-invisible = не содержит ни одного видимого символа
refusal-book-unknown-penalty = наказание { $penalty } не входит в warning, game-lost, disqualification, expulsion (000 ст. 6.9)
refusal-book-empty = поле «{ $field }» не может быть пустым
refusal-book-too-long = в поле «{ $field }» { $len } { $len ->
    [one] символ
    [few] символа
   *[other] символов
}; допускается не более { $max }
refusal-book-bad-text = поле «{ $field }» { $problem }
refusal-unknown-entry = нет участника со стартовым номером { $no }
refusal-book-unknown-entry = участника { $no } нет в турнире
refusal-book-no-such-round = тура { $round } не существует
refusal-book-spectator-penalty = зритель не играет партий: { $penalty } применяется только к игрокам (зрителю делают предупреждение или удаляют, 000 ст. 5.9)
refusal-book-game-needs-board = для признания партии проигранной нужны тур и доска
refusal-book-board-needs-round = доска указывается вместе с туром: укажите и тур
refusal-book-game-needs-board-of = партия указывается с туром и доской: укажите и их
refusal-no-such-round = тура { $round } нет
refusal-no-such-board = в туре { $round } нет доски { $board }
refusal-book-draft-round = тур { $round } ещё черновик: ни одну его партию нельзя признать проигранной
refusal-book-not-on-board = участник { $no } не играет на доске { $board } тура { $round }
refusal-book-bye-board = доска { $board } тура { $round } — свободный тур: там нет партии
refusal-book-no-such-game = на доске { $board } тура { $round } нет партии { $game }
refusal-book-other-games-open = у других партий доски { $board } тура { $round } ещё нет результата: сначала внесите их или признайте проигранными все партии доски
refusal-book-already-disqualified = участник { $no } уже дисквалифицирован
refusal-book-paired-in-draft = участник { $no } стоит в паре в туре { $round }, который ещё черновик: проведите жеребьёвку тура заново без него (или опубликуйте и сыграйте тур) до дисквалификации
refusal-book-no-such-incident = инцидента { $incident } нет
refusal-book-already-lifted = наказание по инциденту { $incident } уже снято
refusal-book-committee-too-small = в апелляционной комиссии не менее трёх членов (000 ст. 7.1); указано { $count }
refusal-book-committee-too-large = в апелляционной комиссии не более { $max } членов; указано { $count }
refusal-book-committee-twice = { $name } указан в комиссии дважды
refusal-book-committee-concerned = { $name } не может входить в апелляционную комиссию: { $player } ({ $no }) — заинтересованный игрок (000 ст. 7.1: комиссия не связана с заинтересованными игроками)
refusal-book-committee-opponent = { $name } не может входить в апелляционную комиссию: { $player } ({ $no }) — заинтересованный игрок (соперник) (000 ст. 7.1: комиссия не связана с заинтересованными игроками)
refusal-book-no-such-appeal = апелляции { $appeal } нет
refusal-book-already-decided = по апелляции { $appeal } уже принято решение
refusal-book-not-decided = по апелляции { $appeal } решения ещё нет
refusal-book-unknown-decision = { $decision } — не решение: upheld (оставить в силе) или overruled (отменить)
refusal-book-correction-needed = для отмены решения о результате нужен исправленный результат
refusal-book-no-ruling = обжалуемое решение — это результат: у тура { $round }, доски { $board } его нет
refusal-book-bad-amount = { $amount } — не денежная сумма вида 10 или 12,50
refusal-book-no-deposit = у апелляции нет залога
refusal-book-bad-fees = взнос `{ $fees }` не имеет вида standard=СУММА, junior<ВОЗРАСТ=СУММА, titled=СУММА

## Отказы турнира
refusal-duplicate-start-no = стартовый номер { $no } уже занят
refusal-finished = турнир окончен (сыграны все туры: { $rounds }, последний закрыт): теперь это поздняя заявка, нужна причина
refusal-fewer-rounds-than-paired = туры: жеребьёвка уже проведена для { $paired } туров, поэтому в турнире не может быть { $rounds }
refusal-too-many-entries = в турнире не более { $max } участников
refusal-all-rounds-paired = { $count ->
    [one] жеребьёвка всех туров уже проведена ({ $count } тур)
    [few] жеребьёвка всех { $count } туров уже проведена
   *[other] жеребьёвка всех { $count } туров уже проведена
}
refusal-previous-round-draft = тур { $round } ещё черновик: опубликуйте его и внесите результаты до жеребьёвки тура { $next }
refusal-previous-round-open = в туре { $round } нет результатов { $count ->
    [one] на доске { $boards }
   *[other] на досках { $boards }
}: проведите жеребьёвку тура { $next }, когда они будут внесены
refusal-not-last-round = повторная жеребьёвка возможна только для последнего тура ({ $last }), не для тура { $round }
refusal-paired-twice = участник { $no } дважды стоит в жеребьёвке тура { $round }
refusal-self-pairing = участник { $no } не может играть сам с собой
refusal-unpaired = участник { $no } может играть в туре { $round }, но не стоит в паре и не получил свободный тур
refusal-forbidden-pairing = участников { $a } и { $b } нельзя ставить в пару (один клуб или семья)
refusal-prohibited-pairing = участников { $a } и { $b } нельзя ставить в пару в туре { $round } (запрещённая пара)

## Ballot
ballot-settings-none = без жеребьёвки дебютов
ballot-settings-per-round = набор { $deck }, один дебют на тур, зерно { $seed }
ballot-settings-per-board = набор { $deck }, один дебют на доску, зерно { $seed }
ballot-seed-random = случайное
refusal-ballot-none = в турнире нет жеребьёвки дебютов (в настройках — свободная игра)
refusal-ballot-unknown-deck = нет набора дебютов `{ $deck }` (см. `crownhead decks`)
refusal-ballot-wrong-variant = набор `{ $deck }` не для { $variant } (он для { $allowed })
refusal-ballot-unknown-opening = в наборе `{ $deck }` нет дебюта `{ $opening }`
refusal-ballot-barred = дебют { $opening } набора `{ $deck }` исключён: он никогда не выпадает
refusal-ballot-no-such-board = в туре { $round } нет доски { $board } с двумя игроками
refusal-ballot-has-results = в туре { $round } уже есть результаты { $count ->
    [one] на доске { $boards }
   *[other] на досках { $boards }
}: его жеребьёвку дебютов уже нельзя изменить
refusal-ballot-already-drawn = у тура { $round } уже есть жеребьёвка дебютов: проведите её заново с причиной
refusal-ballot-no-reason = для повторной жеребьёвки или дебюта, выбранного вручную, нужна причина

## The audit log: the words of a row no message says in full (entity, action)
audit-word = { $key ->
    [round] тур
    [entry] участник
    [tournament] турнир
    [record] запись
    [import] импорт
    [team-match] командный матч
    [pair] жеребьёвка
    [create] создание
    [team] команда
    [set] настройка
    [knockout-game] партия плей-офф на выбывание
    [incident] инцидент
    [team-settings] настройки команд
    [fees] взносы
    [entry-fee] взнос
    [disqualified-games] партии дисквалифицированных
    [appeal] апелляция
    [undo] отмена
    [stage] этап
    [settings] настройки
    [set-schedule] расписание
    [set-players] состав
    [reorder] новый порядок
    [re-pair] повторная жеребьёвка
    [ranking] стартовый порядок
    [prize-list] список призов
    [play-off] дополнительный матч
    [pay] оплата
    [lift-disqualification] снятие дисквалификации
    [lift] снятие
    [game] партия
    [file] подача
    [due] к оплате
    [disqualify] дисквалификация
    [book-settings] настройки журнала
    [board] доска
    [decide] решение
    [upheld] оставлено в силе
    [overruled] отменено
    [player-report] сообщение игрока о результате
    [bye-request] просьба о пропуске тура
    [withdraw] выбытие
    [set-lineup] состав на матч
    [revoke-link] отзыв ссылки
    [reject-reports] отклонение сообщений о результате
    [refuse-bye] отказ в пропуске тура
    [online-settings] настройки для игроков онлайн
    [issue-links] выдача ссылок
    [forfeit] неявка
    [check-in] регистрация на тур
    [change] изменение
    [ballot-settings] настройки жеребьёвки дебютов
    [ballot-redraw] повторная жеребьёвка дебютов
    [add-section] добавление группы
    [publish] публикация
    [unpublish] снятие с публикации
    [close] закрытие
    [event] соревнование
    [user] учётная запись
   *[other] { $word }
}

## The audit log: the fields a change touched (settings, an entry, the settings for players online)
audit-field-name = название
audit-field-venue = место проведения
audit-field-start-date = дата начала
audit-field-end-date = дата окончания
audit-field-chief-controller = главный судья
audit-field-variant = разновидность шашек
audit-field-system = система
audit-field-rounds = число туров
audit-field-games-per-round = партий в туре
audit-field-scoring = подсчёт очков
audit-field-ballot = жеребьёвка дебютов
audit-field-time-control = контроль времени
audit-field-tie-breaks = коэффициенты
audit-field-federation = федерация
audit-field-round-dates = даты туров
audit-field-acceleration = ускорение
audit-field-prohibited = запрещённые пары
audit-field-report = данные отчёта
audit-field-language = язык
audit-field-knockout = настройки олимпийской системы
audit-field-team = командные настройки
audit-field-time-zone = часовой пояс
audit-field-no = стартовый номер
audit-field-fmjd-id = FMJD ID
audit-field-national-id = национальный ID
audit-field-rating = рейтинг
audit-field-title = звание
audit-field-women-title = женское звание
audit-field-women-rating = женский рейтинг
audit-field-club = клуб
audit-field-birth-date = дата рождения
audit-field-withdrawn-from = выбыл с тура
audit-field-late-from = опоздание с тура
audit-field-requested-byes = пропуски туров по просьбе
audit-field-forbidden = запрещённые соперники
audit-field-bye-points = очки за пропуск тура
audit-field-birth-year = год рождения
audit-field-sex = пол
audit-field-national = национальный рейтинг
audit-field-disqualified-from = дисквалификация с тура
audit-field-games-annulled = партии аннулированы
audit-field-check-in = регистрация на тур
audit-field-accept-agreed = согласованные результаты принимаются автоматически
audit-field-max-byes = пропусков тура по просьбе игрока
audit-field-no-byes-last = без пропусков по просьбе в последних турах
audit-field-approve-byes = просьбы о пропуске тура одобряются автоматически
audit-field-deck = набор дебютов
audit-field-per = один дебют на
audit-field-seed = зерно
audit-field-kind = вид

## The built-in ballot decks (fixtures/ballots/), and how many openings a deck draws from
deck-acf-3move = жеребьёвка ACF по трём ходам: 156 дебютов (144 из исходной таблицы, 12 добавлены в 2003 году); 18 запрещены и никогда не выпадают
deck-english-2move = английская жеребьёвка по двум ходам: 43 стандартные пары первых ходов; 6 исключены и никогда не выпадают
deck-free = свободная игра: без жеребьёвки, каждая партия начинается с начальной позиции
deck-idf-brazilian = таблица дебютов IDF для бразильских шашек: 736 начальных позиций
deck-idf-russian = таблица дебютов IDF для русских шашек: 745 начальных позиций
deck-idf-short-150 = короткая таблица IDF (женщины, блиц): 150 начальных позиций, русские или бразильские шашки
deck-openings = { $count ->
    [one] { $count } дебют
    [few] { $count } дебюта
   *[other] { $count } дебютов
}

## The reasons the program writes on an audit row
audit-reason-team-boards = доски составлены по составам команд
audit-reason-paired-automatically = жеребьёвка проведена автоматически: { $method }
