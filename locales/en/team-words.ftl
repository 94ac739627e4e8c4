# A team event's pages: the legends of their codes, line-ups withheld until the round is
# published, and the refusals of the team forms and addresses.
team-round-not-paired = Team round { $round } is not paired.
page-round-not-paired = Round { $round } is not paired.
team-no-team-chosen = No team was chosen for the line-up.
team-forfeit-refused = `{ $text }` is not a team absent: first, second, both or none.
team-match-points-refused = Match points: `{ $text }` is not one of 2/1/0, 1/0.5/0 or none.
team-refusal-boards-fixed = The number of boards is fixed once a round is paired.
team-refusal-schedule-differs = Round { $round } is already paired otherwise than the schedule says.
team-lineups-hidden = The line-ups are shown once the round is published.
team-legend-first-move = has the first move
team-legend-forfeit = won (+) or lost (-) by forfeit: a player absent, or a board left empty by one team
team-legend-no-score = neither side scores: both players absent, or a board left empty by both teams
team-legend-empty-board = no player put up on this board
team-legend-matches = matches played
team-legend-won-drawn-lost = matches won, drawn, lost
team-legend-mp = match points
team-legend-bp = board points: the points of every board added up
team-legend-tie-break = { $tb ->
    [board_points] board points, as a tie-break
    [match_points] match points, as a tie-break
    [direct_encounter] direct encounter: the matches between the teams level on points
    [sonneborn_berger] Sonneborn-Berger of matches: each opponent's match points times the match points scored against it
   *[buchholz] Buchholz of matches: the opponents' match points added up
}
team-record = { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
}: { $won } won, { $drawn } drawn, { $lost } lost
audit-team-lineup = Round { $round }, match { $match }: line-up of { $team } set ({ $boards })
audit-team-forfeit = Round { $round }, match { $match }: whole-team forfeit { $absent ->
    [first] of { $team }
    [second] of { $team }
    [both] of both teams
   *[none] lifted
}
audit-team-pair = Round { $round }, match { $match }: { $first } – { $second } paired
audit-team-bye = Round { $round }, match { $match }: bye for { $team }
