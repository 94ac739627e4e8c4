# Формы судьи, отклонённые до выполнения команды (src/web/words/forms.rs): поле названо
# подписью формы, где она есть, введённый текст повторён.

## Поля без своей подписи
field-which-links = какие ссылки выдать
field-decision = решение
field-forfeit = техническое поражение
field-withdrawal = снятие с турнира
field-playoff-number = дополнительный матч
field-fmjd-list = список FMJD
field-form = форма
field-ballot-seed = зерно жеребьёвки дебютов

## Ошибки
form-not-count-to-999 = `{ $text }` — не целое число от 0 до 999
form-not-links-choice = `{ $text }` — не «missing», не «all» и не стартовый номер
form-not-start-no = `{ $text }` — не стартовый номер
form-not-seed = `{ $text }` — не целое число от 0 до 18446744073709551615
form-not-forfeit = `{ $text }` — не вид технического результата ({ $actions })
form-which-player = какого участника отметить?
form-which-round = какой тур?
form-tick-to-withdraw = участник { $no }: отметьте флажок, чтобы подтвердить снятие с турнира
form-unreadable = отправленную форму не удалось прочитать ({ $detail }): отправьте её ещё раз
form-body-no-boundary = форма отправлена как multipart/form-data без разделителя: отправьте её ещё раз со страницы
form-body-wrong-type = форма отправлена как `{ $text }`; эта страница принимает multipart/form-data или application/x-www-form-urlencoded
form-no-version = у формы нет версии: обновите страницу и отправьте форму ещё раз
form-version-not-number = версия формы — не число: обновите страницу и отправьте форму ещё раз
form-fmjd-file-and-text = укажите список либо файлом, либо вставленным текстом, но не тем и другим сразу
form-fmjd-no-list = выберите файл списка или вставьте его текст
form-fmjd-rows-unreadable = строки списка, отправленные с подтверждением, не удалось прочитать (`{ $detail }`): просмотрите список ещё раз
form-fee-list-unwritable = список взносов не удалось записать: { $detail }

## Регистрация судьёй
form-check-in-closed = сейчас в турнире нет открытой регистрации (см. настройки для участников онлайн)
form-check-in-withdrawn = участник { $no } снят с турнира и не может пройти регистрацию

## Скачивание
download-no-such-round = { $paired ->
    [one] тур { $asked } не составлен (в турнире составлен { $paired } тур)
    [few] тур { $asked } не составлен (в турнире составлено { $paired } тура)
   *[other] тур { $asked } не составлен (в турнире составлено { $paired } туров)
}
download-round-not-applicable = тур можно выбрать только для жеребьёвки, результатов и таблицы в CSV, но не для { $format }
download-knockout-round = турнир на выбывание играется матчами, а не турами: его результаты выгружаются целиком, без тура
