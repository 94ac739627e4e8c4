# Who may use a page: the refusals of the sign-in and of the roles, as their page says them.
access-not-signed-in = entre para usar as páginas do árbitro
access-chief-only = somente o árbitro principal pode fazer isso; os assistentes lançam resultados e súmulas das partidas
access-no-role = este endereço não declara nenhuma função: ninguém pode usá-lo
access-csrf = o código de segurança do formulário está ausente ou expirou: recarregue a página e envie-o novamente
access-bad-login = nome de conta ou senha incorretos
access-too-many-attempts = tentativas de entrada malsucedidas demais para esta conta ou este endereço: aguarde 15 minutos
access-wait = tentativas de entrada malsucedidas demais para esta conta: aguarde { $seconds } segundos antes da próxima tentativa (um navegador que já entrou nela não precisa aguardar)
access-bad-setup-link = este link de configuração não é válido (funciona uma vez, enquanto não existir nenhuma conta)
