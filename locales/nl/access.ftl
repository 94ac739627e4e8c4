# Who may use a page: the refusals of the sign-in and of the roles, as their page says them.
access-not-signed-in = log in om de pagina's van de wedstrijdleiding te gebruiken
access-chief-only = alleen de hoofdwedstrijdleider mag dit doen; assistenten voeren uitslagen en partijnotaties in
access-no-role = voor dit adres is geen rol vastgelegd: niemand mag het gebruiken
access-csrf = het beveiligingstoken van het formulier ontbreekt of is verlopen: laad de pagina opnieuw en verstuur het nogmaals
access-bad-login = onjuiste accountnaam of onjuist wachtwoord
access-too-many-attempts = te veel mislukte inlogpogingen voor dit account of dit adres: wacht 15 minuten
access-wait = te veel mislukte inlogpogingen voor dit account: wacht { $seconds } seconden voor de volgende poging (een browser die al eerder op dit account heeft ingelogd, hoeft niet te wachten)
access-bad-setup-link = deze installatielink is niet geldig (hij werkt één keer, zolang er nog geen account bestaat)
