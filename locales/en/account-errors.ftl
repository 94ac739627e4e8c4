# The accounts' forms refused (src/web/auth.rs): the set-up and the accounts page.
account-name-length = the account name must have 1 to { $max } characters
account-name-bad-text = the account name { $problem }
account-password-short = the password must have at least { $min } characters
account-password-long = the password must have at most { $max } characters
account-passwords-differ = the two passwords differ
