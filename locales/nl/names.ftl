# De naam van een speler in delen: inschrijfformulieren, de CSV van de deelnemers, weigeringen.
names-surname = Achternaam
names-given-name = Voornaam
names-surname-first = Naam, achternaam eerst
names-given-first = Naam, voornaam eerst
names-sex = Geslacht
names-hint-given-first = Typ de achternaam met tussenvoegsel (de Vries, van der Berg) en de voornaam elk in een eigen vak. Dit toernooi toont namen met de voornaam eerst (Jan de Vries); de bestanden voor de bonden (FMJD, TRF) krijgen elk deel zoals getypt.
names-hint-surname-first = Typ de achternaam met tussenvoegsel (de Vries, van der Berg) en de voornaam elk in een eigen vak. Dit toernooi toont namen met de achternaam eerst (Belov Joeri); de bestanden voor de bonden (FMJD, TRF) krijgen elk deel zoals getypt.
field-surname = achternaam
field-given-name = voornaam
audit-field-surname = achternaam
audit-field-given-name = voornaam
refusal-entry-empty-surname = een achternaam is nodig (een voornaam alleen noemt geen speler)
refusal-entry-name-part-too-long = de { $field } `{ $text }` is langer dan 100 tekens
refusal-entry-bad-name-part = de { $field } `{ $text }` { $problem }
refusal-entry-surname-comma = de achternaam `{ $text }` bevat een komma: een naam geschreven als `Achternaam, Voornaam` wordt bij de komma gesplitst; typ achternaam en voornaam elk in een eigen vak
