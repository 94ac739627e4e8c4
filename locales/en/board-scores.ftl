# A team event's individual list: each player's score on each board played.
board-scores = scores by board
board-scores-hint = In a team competition players are not ranked against each other: each line is a player's games, points and percentage on one board. The teams' standings:
board-scores-teams = team standings
