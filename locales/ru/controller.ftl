# Повседневные страницы судьи: журнал изменений словами, часовой пояс соревнования.

audit-filter-round = Тур
audit-filter-player = Участник
audit-filter-all = все
audit-filter-show = Показать
audit-csv = Скачать CSV (все поля)
audit-round-choice = Тур { $round }
audit-times-in = Время указано в часовом поясе соревнования, { $zone }.
audit-none = По этому выбору ничего не записано.
audit-result = Тур { $round }, доска { $board }: { $home } – { $away } { $result }
audit-result-was = Тур { $round }, доска { $board }: { $home } – { $away } { $result } (было { $was })
audit-board-result = Доска { $board }: { $home } – { $away } { $result }
audit-board-result-was = Доска { $board }: { $home } – { $away } { $result } (было { $was })
audit-bye-result = Тур { $round }: { $home } свободен { $result }
audit-board-bye-result = { $home } свободен { $result }
audit-entry-added = { $name } (№ { $no }) { $sex ->
    [w] заявлена
   *[other] заявлен
}
audit-entry-withdrawn = { $name } (№ { $no }) { $sex ->
    [w] выбыла
   *[other] выбыл
} начиная с тура { $round }
audit-entry-returned = { $name } (№ { $no }) снова в игре
audit-entry-bye = { $name } (№ { $no }) { $sex ->
    [w] попросила
   *[other] попросил
} пропуск в туре { $round }
audit-entry-changed = { $name } (№ { $no }): изменено { $fields }
audit-round-pair = Тур { $round } составлен
audit-round-re-pair = Тур { $round } составлен заново
audit-round-publish = Тур { $round } опубликован
audit-round-unpublish = Тур { $round } возвращён в черновик
audit-round-close = Тур { $round } закрыт
audit-round-other = Тур { $round }: { $action }
audit-tournament-create = Турнир создан
audit-tournament-import = Турнир импортирован
audit-tournament-changed = Настройки изменены: { $fields }
audit-other = { $entity }: { $action }
settings-time-zone = Часовой пояс соревнования
settings-time-zone-hint = Смещение от UTC, например UTC, +01:00 или -05:00: в нём журнал изменений показывает время.
book-incidents-hint-no-article = В правилах соревнования ({ $book }) нет перечня наказаний: наказание и его основание — по регламенту соревнования, как введено. (a) предупреждение, (b) засчитывание поражения, (c) дисквалификация из соревнования, (d) удаление с турнира.
book-appeals-hint-no-article = В правилах соревнования ({ $book }) нет статьи об апелляциях: комиссия не менее чем из трёх незаинтересованных лиц — по регламенту соревнования.
rule-no-article = нет статьи в { $book }
withdraw-reason = Причина (сохраняется в журнале)
withdraw-confirm = Подтверждаю снятие: участник больше не включается в жеребьёвку
