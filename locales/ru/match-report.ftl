me-report-game-not-yet = ещё не сыграна
me-report-choose-a-game = Выберите результат хотя бы одной партии.
