# De formulieren van de accounts geweigerd (src/web/auth.rs): het aanmaken en de accountpagina.
account-name-length = de accountnaam moet 1 tot { $max } tekens hebben
account-name-bad-text = de accountnaam { $problem }
account-password-short = het wachtwoord moet minstens { $min } tekens hebben
account-password-long = het wachtwoord mag hoogstens { $max } tekens hebben
account-passwords-differ = de twee wachtwoorden verschillen
