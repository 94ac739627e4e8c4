# Les formulaires des comptes refusés (src/web/auth.rs) : la création et la page des comptes.
account-name-length = le nom du compte doit avoir de 1 à { $max } caractères
account-name-bad-text = le nom du compte { $problem }
account-password-short = le mot de passe doit avoir au moins { $min } caractères
account-password-long = le mot de passe doit avoir au plus { $max } caractères
account-passwords-differ = les deux mots de passe diffèrent
