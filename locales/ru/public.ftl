# The public pages: events, a tournament, standings, crosstable, rounds, players, prizes, games.
events-title = Соревнования
events-tournaments = Турниры
events-none = Турниров пока нет.
event-no-section = Групп пока нет.
rounds-heading = Туры
players-heading = Участники ({ $count })
standings-after-round = Положение после { $round }-го тура
crosstable-after-round = Турнирная таблица после { $round }-го тура
crosstable-hint = В каждом туре: стартовый номер соперника (графа №), цвет (w белые, b чёрные; нет для партии, не сыгранной за доской) и набранные очки; F отмечает результат, не сыгранный за доской. Клетка с записью партии ведёт к ней.
print-by-board = Печать по доскам
print-by-name = Печать по фамилиям
print-slips = Бланки результатов
player-rating = рейтинг { $rating }
player-women-rating = женский рейтинг { $rating }
player-rank-points = Место { $rank } · { $value ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}
prizes-after-round = Призы после { $round }-го тура
category-empty = В этой категории никого нет.
game-title = Тур { $round }, доска { $board }, партия { $game }
viewer-ballot = Жеребьёвка
viewer-flagged = отмечено
viewer-previous = назад
viewer-next = вперёд
viewer-key-first = Начало (Home)
viewer-key-prev = Предыдущий ход (←)
viewer-key-next = Следующий ход (→)
viewer-key-last = Последний ход (End)
viewer-start-link = Начало
viewer-marked = выделены
viewer-marked-note = ходы жеребьёвки
viewer-other-games = Другие партии этой доски
viewer-round-games = партии тура
viewer-start = Начальная позиция
viewer-start-ballot = Позиция по жеребьёвке
viewer-after = После { $move }{ $ballot ->
    [yes] {" "}(жеребьёвка)
    [unwritten] {" "}(жеребьёвка, не записано в бланке)
   *[no] {""}
}
viewer-forfeit = { $points } (неявка)
prizes-no-list = Призовой фонд ещё не задан.
ballot-note = { $note ->
    [with-ballot] запись содержит ходы жеребьёвки (выделены)
    [from-ballot-fen] запись начинается с позиции по жеребьёвке
    [after-ballot] запись начинается после жеребьёвки: её ходы показаны первыми (выделены)
    [ballot-position] партия начинается с позиции по жеребьёвке
    [other-opening] запись начинается с другого дебюта, не выпавшего по жеребьёвке
    [deck-unknown] набор дебютов жеребьёвки здесь неизвестен: запись показана с её собственного начала
   *[other] { $text }
}
