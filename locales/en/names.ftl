# A player's name in its parts: entry forms, the entries CSV, refusals.
names-surname = Surname
names-given-name = Given name
names-surname-first = Name, surname first
names-given-first = Name, given name first
names-sex = Sex
names-hint-given-first = Type the surname with its particles (de Vries, van der Berg) and the given name each in its own box. This event shows names given name first (Jan de Vries); the federations' files (FMJD, TRF) get each part as typed.
names-hint-surname-first = Type the surname with its particles (de Vries, van der Berg) and the given name each in its own box. This event shows names surname first (Belov Yuri); the federations' files (FMJD, TRF) get each part as typed.
field-surname = surname
field-given-name = given name
audit-field-surname = surname
audit-field-given-name = given name
refusal-entry-empty-surname = a surname is needed (the given name alone does not name a player)
refusal-entry-name-part-too-long = the { $field } `{ $text }` is longer than 100 characters
refusal-entry-bad-name-part = the { $field } `{ $text }` { $problem }
refusal-entry-surname-comma = the surname `{ $text }` holds a comma: a name written `Surname, Given` is split at its comma, so type the surname and the given name each in its own box
