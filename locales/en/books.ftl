# The event's own rule book in the reader's language: the rule a ruling applied (src/domain/book.rs,
# ARTICLES, RuleBook::ruling), the reasons the program writes on audit rows, players' own actions,
# and the report's words that agree with a player's sex ($sex: m, w or unknown).

## A rule applied where the event's book has none: the book whose rule was applied
book-rule-borrowed = no article in { $event }; { $article }, { $key ->
    [eda] the English Draughts Association's rule
   *[other] the rule of { $book }
} applied

## The reasons the program writes on audit rows ($rule: the article applied)
audit-reason-forfeit-absent = { $player } absent: forfeits every game of the round ({ $rule })
audit-reason-forfeit-both-absent = both players absent: neither scores ({ $rule })
audit-reason-forfeit-sheets = { $player } handed in no complete signed score-sheets: zero for the round ({ $rule })
audit-reason-agreed-reports = confirmed from the players' agreed reports
audit-reason-agreed-accepted = both players reported it (accepted by the event's setting)
audit-reason-bye-approved = the player's request, approved
audit-reason-bye-within-limits = approved within the event's limits
audit-reason-not-checked-in = not checked in

## Who did it: a player through their personal link
audit-by-link = { $name }, by personal link

## A round's ballot of openings
audit-round-ballot-draw = Round { $round }: openings balloted
audit-round-ballot-redraw = Round { $round }: openings balloted again
audit-round-ballot-set = Round { $round }: opening set by hand

## The controller's report
report-withdrawn-of = withdrawn from round { $round }
report-disqualified-of = disqualified from round { $round }
report-absent-of = absent: forfeits the game
report-ranked-on = Ranked on { $basis ->
    [match-points] match points
   *[other] game points
}{ $tie-breaks ->
    [none] {""}
   *[other] , then { $tie-breaks }
}.
