# Импорт TRF с панели судьи (/admin/import-trf).
trf-import-link = Импортировать турнир из файла TRF
trf-import-title = Импорт файла TRF
trf-import-back = Назад к панели
trf-import-hint = Вставьте текст файла TRF (TRF-2026 или TRF-16, как его пишут Swiss-Manager, программы времён JaVaFo или Crownhead) или выберите файл. В предпросмотре видно, что в нём есть и что было прочитано с допущениями; импорт создаёт новый турнир.
trf-import-text = Текст файла TRF
trf-import-file = Или файл (не более { $kib } КиБ)
trf-import-variant-choose = (выберите вид шашек)
trf-import-variant-said = Вид шашек указан в файле: { $variant }.
trf-import-variant-hint = В формате TRF нет поля для вида шашек: если файл не из Crownhead, выберите его.
trf-import-variant-unknown = В файле не указан вид шашек (в формате TRF для него нет поля): выберите его и импортируйте.
trf-import-variant-differs = В файле указано: { $said }, а выбрано: { $given }. Выберите вид шашек, указанный в файле.
trf-import-confirm = Импортировать как новый турнир
trf-import-empty = Читать нечего: вставьте текст файла TRF или выберите файл.
trf-import-refused = { $count ->
    [one] Файл нельзя импортировать по { $count } причине (ничего не сохранено):
   *[other] Файл нельзя импортировать по { $count } причинам (ничего не сохранено):
}
trf-import-read-file = Прочитано из { $file }.
trf-import-count-players = { $count ->
    [one] { $count } участник
    [few] { $count } участника
   *[many] { $count } участников
}
trf-import-count-rounds = { $count ->
    [one] { $count } тур составлен
    [few] { $count } тура составлено
   *[many] { $count } туров составлено
}
trf-import-count-tie-games = { $count ->
    [one] { $count } партия на выбывание
    [few] { $count } партии на выбывание
   *[many] { $count } партий на выбывание
}
trf-import-count-teams = { $count ->
    [one] { $count } команда
    [few] { $count } команды
   *[many] { $count } команд
}
trf-import-warnings = Прочитано с допущениями
trf-import-no-warnings = Всё прочитано так, как записано.
trf-import-warnings-count = { $count ->
    [one] { $count } место записано не так, как требует TRF-2026; вот как оно прочитано:
    [few] { $count } места записаны не так, как требует TRF-2026; вот как прочитано каждое:
   *[many] { $count } мест записаны не так, как требует TRF-2026; вот как прочитано каждое:
}
trf-import-col-column = Столбец
trf-import-col-read = Прочитано
trf-import-col-done = Сделано
trf-import-more-players = { $count ->
    [one] и ещё { $count } участник.
    [few] и ещё { $count } участника.
   *[many] и ещё { $count } участников.
}
