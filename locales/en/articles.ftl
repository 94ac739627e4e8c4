# The articles a controller most often cites, per rule book (src/domain/book.rs, RuleBook::articles).
# Titles are translated; the numbers are the rule books' own.

## 000
article-000-1-25 = false, improper or illegal move
article-000-1-28 = refusal to adhere to the rules: forfeit of the game
article-000-2-8 = pressing the clock with a different hand than moved
article-000-2-9 = handling the clock improperly
article-000-2-13 = walking away from the board during the game
article-000-3-3 = not recording a game
article-000-3-10 = score-sheets not handed in
article-000-4-1 = bringing the game into disrepute
article-000-4-5 = leaving the board when it is one's turn
article-000-4-7 = improper offer of a draw
article-000-4-8 = use of notes, sources of information or advice
article-000-4-9 = distracting or annoying the opponent
article-000-4-10 = addressing another person during the game
article-000-4-12 = leaving the playing venue without permission
article-000-4-13 = collusion to fix or throw games
article-000-4-15 = analysing a finished game in the playing area
article-000-4-16 = mobile phone or electronic device in the playing venue
article-000-4-17 = persistent refusal to comply with the rules
article-000-5-3 = spectator not silent during play
article-000-5-4 = spectator interfering with play
article-000-5-6 = spectator talking with a player between games
article-000-5-7 = spectator analysing an ongoing game
article-000-5-8 = spectator's mobile phone or electronic device
article-000-5-9 = spectator's persistent refusal to comply

## 001
article-001-3-11 = touch-move: a touched playable piece must be played
article-001-3-13 = adjusting pieces without announcing "I adjust"
article-001-3-14 = touching or adjusting pieces when not having the move
article-001-5-4 = irregularity: the opponent decides whether it is rectified
article-001-5-6 = refusal to comply with the rules
article-001-7-2-4 = refusal to comply with the rules: the game is lost
article-001-10-2-2 = not recording the game move by move

## 002
article-002-3-10 = touch-move: a touched playable piece must be played
article-002-5-3 = moving pieces at random: the referee may punish
article-002-5-4 = irregularity: the opponent decides whether it is rectified
article-002-5-6 = refusal to comply with the rules
article-002-5-9 = the referee punishes the player who committed an irregularity
article-002-6-1-4 = refusal to comply with the rules: the game is lost
article-002-10-2-2 = not recording the game move by move

## 003
article-003-5-1 = adjusting pieces without warning "I am adjusting"
article-003-5-3 = impossible move: warned, the next one forfeits the game
article-003-5-6 = touching a piece out of turn: warned, then forfeit
article-003-5-7 = moving out of turn: forfeit of the game
article-003-5-8 = touching the piece after the move: warned, then forfeit
article-003-5-9 = false or improper move: forfeit of the game
article-003-7-3 = a forfeit under these rules loses the game

## 004
article-004-touching-pieces = adjusting without intimation: warned, then forfeit
article-004-conduct-of-players = leaving the board or distracting the opponent: warned, then forfeit
article-004-conduct-of-spectators = a spectator who distracts may be removed
article-004-unforeseen-disputes = decided by a disinterested arbiter
