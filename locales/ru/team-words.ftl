# Страницы командного турнира: расшифровка сокращений, составы, видимые после публикации тура,
# и отказы командных форм и адресов.
team-round-not-paired = Командный тур { $round } не составлен.
page-round-not-paired = Тур { $round } не составлен.
team-no-team-chosen = Не выбрана команда для состава.
team-forfeit-refused = `{ $text }` — не отсутствующая команда: первая, вторая, обе или никакая.
team-match-points-refused = Командные очки: `{ $text }` — не 2/1/0, не 1/0.5/0 и не «нет».
team-refusal-boards-fixed = Число досок нельзя изменить после жеребьёвки первого тура.
team-refusal-schedule-differs = Тур { $round } уже составлен не так, как в расписании.
team-lineups-hidden = Составы будут показаны после публикации тура.
team-legend-first-move = делает первый ход
team-legend-forfeit = победа (+) или поражение (-) без игры: игрок не явился или команда оставила доску пустой
team-legend-no-score = никто не получает очков: оба игрока не явились или обе команды оставили доску пустой
team-legend-empty-board = на эту доску никто не выставлен
team-legend-matches = сыграно матчей
team-legend-won-drawn-lost = матчи выиграны, вничью, проиграны
team-legend-mp = командные очки
team-legend-bp = очки на досках: сумма очков всех досок
team-legend-tie-break = { $tb ->
    [board_points] очки на досках как дополнительный показатель
    [match_points] командные очки как дополнительный показатель
    [direct_encounter] личная встреча: матчи между командами с равными очками
    [sonneborn_berger] Зонненборн — Бергер по матчам: командные очки каждого соперника, умноженные на командные очки, набранные против него
   *[buchholz] Бухгольц по матчам: сумма командных очков соперников
}
team-record = { $matches ->
    [one] { $matches } матч
    [few] { $matches } матча
   *[other] { $matches } матчей
}: выиграно { $won }, вничью { $drawn }, проиграно { $lost }
audit-team-lineup = Тур { $round }, матч { $match }: записан состав команды { $team } ({ $boards })
audit-team-forfeit = Тур { $round }, матч { $match }: { $absent ->
    [first] неявка всей команды { $team }
    [second] неявка всей команды { $team }
    [both] обе команды не явились
   *[none] неявка команды отменена
}
audit-team-pair = Тур { $round }, матч { $match }: составлена пара { $first } – { $second }
audit-team-bye = Тур { $round }, матч { $match }: { $team } свободна от игры
