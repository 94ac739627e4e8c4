# Le nom d'un joueur en deux parties : formulaires d'inscription, CSV des inscrits, refus.
names-surname = Nom
names-given-name = Prénom
names-surname-first = Nom et prénom (nom d'abord)
names-given-first = Prénom et nom (prénom d'abord)
names-sex = Sexe
names-hint-given-first = Saisissez le nom avec sa particule (de Vries, van der Berg) et le prénom, chacun dans sa case. Ce tournoi affiche le prénom d'abord (Jan de Vries) ; les fichiers des fédérations (FMJD, TRF) reçoivent chaque partie telle que saisie.
names-hint-surname-first = Saisissez le nom avec sa particule (de Vries, van der Berg) et le prénom, chacun dans sa case. Ce tournoi affiche le nom d'abord (Belov Youri) ; les fichiers des fédérations (FMJD, TRF) reçoivent chaque partie telle que saisie.
field-surname = nom
field-given-name = prénom
audit-field-surname = nom
audit-field-given-name = prénom
refusal-entry-empty-surname = il faut un nom de famille (le prénom seul ne désigne pas un joueur)
refusal-entry-name-part-too-long = le { $field } `{ $text }` dépasse 100 caractères
refusal-entry-bad-name-part = le { $field } `{ $text }` { $problem }
refusal-entry-surname-comma = le nom `{ $text }` contient une virgule : un nom écrit « Nom, Prénom » est coupé à la virgule ; saisissez le nom et le prénom chacun dans sa case
