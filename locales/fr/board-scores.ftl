# La liste individuelle d'une compétition par équipes : le score de chaque joueur sur chaque échiquier joué.
board-scores = scores par échiquier
board-scores-hint = Dans une compétition par équipes, les joueurs ne sont pas classés entre eux : chaque ligne donne les parties, les points et le pourcentage d'un joueur à un échiquier. Le classement des équipes :
board-scores-teams = classement par équipes
