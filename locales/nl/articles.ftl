# De artikelen die een arbiter het vaakst aanhaalt, per reglement (src/domain/book.rs, RuleBook::articles).
# De titels zijn vertaald; de nummers zijn die van de reglementen.

## 000
article-000-1-25 = foute, onjuiste of onreglementaire zet
article-000-1-28 = weigering de regels na te leven: verlies van de partij
article-000-2-8 = de klok indrukken met een andere hand dan waarmee gezet is
article-000-2-9 = onjuist gebruik van de klok
article-000-2-13 = tijdens de partij van het bord weglopen
article-000-3-3 = een partij niet noteren
article-000-3-10 = notatieformulieren niet ingeleverd
article-000-4-1 = het spel in diskrediet brengen
article-000-4-5 = het bord verlaten terwijl men aan zet is
article-000-4-7 = onreglementair remiseaanbod
article-000-4-8 = gebruik van aantekeningen, informatiebronnen of advies
article-000-4-9 = de tegenstander afleiden of hinderen
article-000-4-10 = tijdens de partij iemand anders aanspreken
article-000-4-12 = de speelzaal zonder toestemming verlaten
article-000-4-13 = afspraken om partijen te regelen of weg te geven
article-000-4-15 = een beëindigde partij in de speelruimte analyseren
article-000-4-16 = mobiele telefoon of elektronisch apparaat in de speelzaal
article-000-4-17 = aanhoudende weigering de regels na te leven
article-000-5-3 = toeschouwer niet stil tijdens het spel
article-000-5-4 = toeschouwer die zich met het spel bemoeit
article-000-5-6 = toeschouwer die tussen de partijen met een speler praat
article-000-5-7 = toeschouwer die een lopende partij analyseert
article-000-5-8 = mobiele telefoon of elektronisch apparaat van een toeschouwer
article-000-5-9 = aanhoudende weigering van een toeschouwer de regels na te leven

## 001
article-001-3-11 = aanraken is zetten: een aangeraakte speelbare schijf moet gespeeld worden
article-001-3-13 = schijven rechtzetten zonder "ik plaats" te zeggen
article-001-3-14 = schijven aanraken of rechtzetten zonder aan zet te zijn
article-001-5-4 = onregelmatigheid: de tegenstander beslist of die hersteld wordt
article-001-5-6 = weigering de regels na te leven
article-001-7-2-4 = weigering de regels na te leven: de partij is verloren
article-001-10-2-2 = de partij niet zet voor zet noteren

## 002
article-002-3-10 = aanraken is zetten: een aangeraakte speelbare schijf moet gespeeld worden
article-002-5-3 = schijven lukraak verplaatsen: de arbiter kan straffen
article-002-5-4 = onregelmatigheid: de tegenstander beslist of die hersteld wordt
article-002-5-6 = weigering de regels na te leven
article-002-5-9 = de arbiter straft de speler die een onregelmatigheid beging
article-002-6-1-4 = weigering de regels na te leven: de partij is verloren
article-002-10-2-2 = de partij niet zet voor zet noteren

## 003
article-003-5-1 = schijven rechtzetten zonder "ik plaats" te waarschuwen
article-003-5-3 = onmogelijke zet: waarschuwing, de volgende kost de partij
article-003-5-6 = een schijf aanraken zonder aan zet te zijn: waarschuwing, dan verlies
article-003-5-7 = zetten zonder aan zet te zijn: verlies van de partij
article-003-5-8 = de schijf na de zet aanraken: waarschuwing, dan verlies
article-003-5-9 = foute of onjuiste zet: verlies van de partij
article-003-7-3 = een reglementair verlies volgens deze regels kost de partij

## 004
article-004-touching-pieces = rechtzetten zonder aankondiging: waarschuwing, dan verlies
article-004-conduct-of-players = het bord verlaten of de tegenstander afleiden: waarschuwing, dan verlies
article-004-conduct-of-spectators = een toeschouwer die afleidt kan verwijderd worden
article-004-unforeseen-disputes = beslist door een onpartijdige arbiter
