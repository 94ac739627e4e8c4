# Названия вещей, в отличие от фамилии и имени человека (col-name).
tournament-name = Название турнира
event-name = Название соревнования
settings-tie-break-name = Название (для ввода выше)
