# Отказы в формах учётных записей (src/web/auth.rs): создание и страница учётных записей.
account-name-length = имя учётной записи должно содержать от 1 до { $max } символов
account-name-bad-text = имя учётной записи { $problem }
account-password-short = пароль должен содержать не менее { $min } символов
account-password-long = пароль должен содержать не более { $max } символов
account-passwords-differ = два пароля не совпадают
