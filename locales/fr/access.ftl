# Who may use a page: the refusals of the sign-in and of the roles, as their page says them.
access-not-signed-in = connectez-vous pour utiliser les pages de l'arbitre
access-chief-only = seul l'arbitre principal peut faire cela ; les arbitres adjoints saisissent les résultats et les notations des parties
access-no-role = cette adresse ne déclare aucun rôle : personne ne peut l'utiliser
access-csrf = le jeton de sécurité du formulaire manque ou a expiré : rechargez la page et envoyez-le de nouveau
access-bad-login = nom de compte ou mot de passe incorrect
access-too-many-attempts = trop de connexions échouées pour ce compte ou cette adresse : attendez 15 minutes
access-wait = trop de connexions échouées pour ce compte : attendez { $seconds } secondes avant le prochain essai (un navigateur qui s'y est déjà connecté n'attend pas)
access-bad-setup-link = ce lien d'installation n'est pas valable (il ne sert qu'une fois, tant qu'aucun compte n'existe)
