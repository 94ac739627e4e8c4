# Строки набранной жеребьёвки, которые нельзя прочитать (src/web/admin/rounds.rs, `read_pairings`).
pairing-line-not-start-no = «{ $text }» — не стартовый номер
pairing-line-not-two-start-nos = «{ $text }» — не два стартовых номера
pairing-line-unreadable = «{ $text }»: напишите `белые чёрные` или `bye N`
