# As linhas de um emparceiramento digitado que não podem ser lidas (src/web/admin/rounds.rs, `read_pairings`).
pairing-line-not-start-no = "{ $text }" não é um número inicial
pairing-line-not-two-start-nos = "{ $text }" não são dois números iniciais
pairing-line-unreadable = "{ $text }": escreva `brancas pretas` ou `bye N`
