# Who may use a page: the refusals of the sign-in and of the roles, as their page says them.
access-not-signed-in = sign in to use the controller's pages
access-chief-only = only the chief controller may do this; assistants enter results and game records
access-no-role = this address declares no role: nobody may use it
access-csrf = the form's security token is missing or out of date: reload the page and send it again
access-bad-login = wrong account name or password
access-too-many-attempts = too many failed sign-ins for this account or address: wait 15 minutes
access-wait = too many failed sign-ins for this account: wait { $seconds } seconds before the next attempt (a browser that signed in to it before is not made to wait)
access-bad-setup-link = this set-up link is not valid (it works once, while no account exists)
