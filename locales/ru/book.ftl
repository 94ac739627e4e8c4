# The controller's book: incidents, penalties, appeals, entry fees, the controller's report.
tab-book = Журнал арбитра
book-heading = журнал арбитра
book-print-report = Напечатать отчёт арбитра
book-print-fees = Напечатать список взносов
book-fees-csv = Список взносов (CSV)
book-incidents = Инциденты и наказания
book-incidents-hint = { $rule }: (a) предупреждение, (b) засчитывание поражения, (c) дисквалификация из соревнования, (d) удаление с мероприятия. Наказание не удаляется: оно снимается с указанием причины.
book-no-incident = Инцидентов не записано.
book-col-no = №
book-col-when = Когда
book-col-offender = Нарушитель
book-col-round-board = Тур.доска
book-col-article = Статья
book-col-penalty = Наказание
book-col-reason = Причина
book-col-recorded-by = Записал
book-col-lifted = Снято
book-repeated = второе предупреждение по этой статье
book-reason-placeholder = причина
book-result-if-none = результат (если его не было)
book-lift = Снять
book-player = Игрок
book-a-spectator = (зритель)
book-spectator-name = Имя зрителя
book-round = Тур
book-board = Доска
book-game = Партия (пусто: все партии на доске)
book-article-typed = (введена ниже)
book-article-free = Статья (свободный текст)
book-record = Записать инцидент
book-appeals = Апелляции
book-appeals-hint = { $rule }: комиссия не менее чем из трёх человек, не связанных с участниками; она отменяет решение арбитра, только если оно явно неверно.
book-no-appeal = Апелляций не подано.
book-col-against = Против
book-col-appellant = Заявитель
book-col-filed = Подана
book-col-grounds = Основания
book-col-committee = Комиссия
book-col-deposit = Залог
book-col-decision = Решение
book-hearing-placeholder = дата заседания
book-upheld = оставлено в силе
book-overruled = отменено
book-corrected-result = исправленный результат
book-deposit-as-decided = залог по решению
book-deposit-returned = возвращён
book-deposit-kept = удержан
book-decide = Решить
book-against-label = Против (incident 3 или результат как тур.доска: 2.4)
book-committee-label = Комиссия (по одному члену в строке: Имя; клуб; FED)
book-file-appeal = Подать апелляцию
book-fees = Вступительные взносы
book-fees-unpaid = Вступительные взносы (не оплачено: { $count })
book-col-name = Имя
book-col-due = К оплате
book-col-paid = Оплачено
book-col-owed = Долг
book-col-how = Как
book-paid-button = Оплачено
book-method-placeholder = наличные
book-date-placeholder = дата
book-fees-label = Взносы (standard=20 junior<18=10 titled=0)
book-annul = В круговом турнире партии игрока, дисквалифицированного до того, как он сыграл половину партий, аннулируются (иначе сохраняются)
book-save-settings = Сохранить настройки журнала
book-unpaid-fees = Взнос не оплачен:
book-fees-link = взносы
fees-heading = Вступительные взносы
fees-total = Итого
fees-treasurer = Казначей:
fees-money = { $amount } { $currency }
fees-provisional = предварительно
fees-provisional-note = Предварительно: напечатано до окончания турнира; суммы ещё могут измениться.
fees-currency-hint = Добавьте currency=£ (или €, $, CHF…), чтобы указать валюту взносов; по умолчанию €.
report-title = Отчёт арбитра
report-rounds-of = { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
} по { $games ->
    [one] { $games } партии
    [few] { $games } партии
   *[many] { $games } партий
}
report-to = по
report-event = Мероприятие:
report-sections = Группы:
report-controllers = Арбитры:
report-entries = Участники ({ $count })
report-col-fed = Фед
report-col-club = Клуб
report-col-rating = Рейтинг
report-col-status = Статус
report-withdrawals = Снятия и дисквалификации
report-none = Нет.
report-rounds = Туры
report-col-date = Дата
report-col-state = Состояние
report-col-games = Партии
report-col-byes = Пропуски
report-standings-after = Положение после { $round }-го тура
report-col-rank = Место
report-col-pts = Очки
report-col-hearing = Заседание
report-col-what = Что
report-col-game = Партия
report-forfeits = Неявки
report-fees = Взносы
report-fees-line = к оплате { $due }, собрано { $collected }, долг { $outstanding }; удержано залогов по апелляциям { $kept }.
report-signature = Главный арбитр:
report-date = Дата:
disqualified-from = дисквалифицирован с { $round }-го тура
standings-disqualified = дисквалифицирован
standings-disqualified-annulled = дисквалифицирован, партии аннулированы
book-owed-line = { $no } { $name }: к оплате { $amount }
book-deposit-amount-returned = залог { $amount } возвращён
book-deposit-amount-kept = залог { $amount } удержан
fees-standard = Обычный взнос
fees-titled = Взнос для титулованных игроков
fees-junior-age = Юниоры: моложе (лет)
fees-junior = Взнос для юниоров
fees-controls-hint = Оставьте скидку пустой, если её нет; 0 делает участие бесплатным. Возраст считается на первый день турнира.
fees-advanced = Дополнительно: схема взносов текстом
fees-words-standard = обычный взнос { $amount }
fees-words-titled = титулованные игроки { $amount }
fees-words-junior = юниоры моложе { $age ->
    [one] { $age } года
   *[other] { $age } лет
} { $amount }
book-no-offender = нарушитель: выберите игрока или введите имя зрителя
book-bad-against = `{ $text }` — ни номер инцидента (incident 3), ни тур и доска (2.4)
fees-junior-needs-both = для скидки юниорам нужны и возраст, и сумма взноса
