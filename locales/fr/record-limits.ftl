# Une notation de partie ou une décision au-delà des limites (src/web/admin/records.rs, `check_sizes`).
record-too-large = la notation de la partie fait { $len } octets ; { $max } octets (64 Kio) au plus sont acceptés pour une partie
record-ruling-too-long = la décision a { $len } caractères ; { $max } au plus sont acceptés
