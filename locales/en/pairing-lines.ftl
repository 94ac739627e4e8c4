# A typed pairing's lines that cannot be read (src/web/admin/rounds.rs, `read_pairings`).
pairing-line-not-start-no = "{ $text }" is not a starting number
pairing-line-not-two-start-nos = "{ $text }" is not two starting numbers
pairing-line-unreadable = "{ $text }": write `home away` or `bye N`
