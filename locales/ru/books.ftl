# Регламент самого соревнования на языке читателя: правило, применённое решением, причины, которые
# программа пишет в журнал, действия самих игроков и слова отчёта, согласованные с полом игрока
# ($sex: m, w или unknown; где пол не указан — мужской род, как в протоколах).

## Правило, применённое там, где в регламенте соревнования статьи нет: чьё это правило
book-rule-borrowed = в { $event } нет такой статьи; применено правило { $key ->
    [eda] Английской ассоциации шашек
   *[other] регламента { $book }
}: { $article }

## Причины, которые программа пишет в журнал ($rule: применённая статья)
audit-reason-forfeit-absent = { $player } { $sex ->
    [w] не явилась
   *[other] не явился
}: поражение во всех партиях тура ({ $rule })
audit-reason-forfeit-both-absent = оба игрока не явились: никто не получает очков ({ $rule })
audit-reason-forfeit-sheets = { $player } { $sex ->
    [w] не сдала
   *[other] не сдал
} полные подписанные бланки записи: ноль за тур ({ $rule })
audit-reason-agreed-reports = подтверждено по совпавшим сообщениям игроков
audit-reason-agreed-accepted = сообщено обоими игроками (принято по настройке соревнования)
audit-reason-bye-approved = просьба игрока удовлетворена
audit-reason-bye-within-limits = удовлетворено в пределах правил соревнования
audit-reason-not-checked-in = нет регистрации на тур

## Кто это сделал: игрок по своей личной ссылке
audit-by-link = { $name }, по личной ссылке

## Жеребьёвка дебютов тура
audit-round-ballot-draw = Тур { $round }: дебюты разыграны
audit-round-ballot-redraw = Тур { $round }: дебюты разыграны заново
audit-round-ballot-set = Тур { $round }: дебют назначен вручную

## Отчёт судьи
report-withdrawn-of = { $sex ->
    [w] выбыла
   *[other] выбыл
} { $round ->
    [2] со
   *[other] с
} { $round }-го тура
report-disqualified-of = { $sex ->
    [w] дисквалифицирована
   *[other] дисквалифицирован
} { $round ->
    [2] со
   *[other] с
} { $round }-го тура
report-absent-of = { $sex ->
    [w] не явилась
   *[other] не явился
}: поражение в партии
report-ranked-on = Места по { $basis ->
    [match-points] матчевым очкам
   *[other] очкам
}{ $tie-breaks ->
    [none] {""}
   *[other] , затем: { $tie-breaks }
}.
