# Импорт участников: в какой кодировке прочитан файл, и файл, отклонённый целиком.
import-pasted-text = вставленный текст
import-read-as = { $what } — не UTF-8: прочитано как { $encoding }. Проверьте имена в предпросмотре перед импортом.
import-not-utf8 = { $what }, строка { $line }, столбец { $column }: эта страница не может прочитать файл как текст (сохраните его в UTF-8).
import-not-utf8-looks-like = { $what }, строка { $line }, столбец { $column }: эта страница не может прочитать файл как текст (похоже на { $encoding }: сохраните его в UTF-8).
import-problem-too-many-rows = строка { $line }: в файле { $rows } строк; турнир принимает не более { $max } участников
import-problem-unclosed-quote = строка { $line }: кавычка (") открывает здесь поле, которое нигде не закрыто
import-problem-header = строка 1: не удаётся прочитать заголовок: { $error }
import-problem-unknown-column = строка 1, столбец { $column }: неизвестный столбец «{ $name }» (известные: { $known })
import-problem-unknown-column-comma = строка 1, столбец { $column }: неизвестный столбец «{ $name }» (разделителем прочитана запятая; известные: { $known })
import-problem-twice = строка 1, столбец { $column }: столбец «{ $name }» указан дважды
import-problem-no-name = строка 1: в заголовке нужен столбец с именем («Фамилия» и «Имя», или «ФИО»)
