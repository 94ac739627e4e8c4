# A PDN download of an event without game records.
export-empty-title = Записей партий пока нет
export-empty-text = В турнире «{ $name }» пока нет записей партий: скачивать файл PDN нечего. Запись партии вносится на её странице, из таблицы результатов тура.
export-empty-back = Назад к турниру
