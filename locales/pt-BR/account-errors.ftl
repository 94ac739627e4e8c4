# Os formulários das contas recusados (src/web/auth.rs): a criação e a página das contas.
account-name-length = o nome da conta deve ter de 1 a { $max } caracteres
account-name-bad-text = o nome da conta { $problem }
account-password-short = a senha deve ter pelo menos { $min } caracteres
account-password-long = a senha deve ter no máximo { $max } caracteres
account-passwords-differ = as duas senhas são diferentes
