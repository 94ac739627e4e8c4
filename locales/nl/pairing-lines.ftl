# De regels van een getypte indeling die niet te lezen zijn (src/web/admin/rounds.rs, `read_pairings`).
pairing-line-not-start-no = "{ $text }" is geen startnummer
pairing-line-not-two-start-nos = "{ $text }" zijn geen twee startnummers
pairing-line-unreadable = "{ $text }": schrijf `thuis uit` of `bye N`
