# Players online: the personal page, the check-in list and kiosk, the links' slips, the
# players' reports on the results grid.
me-not-found = Not found.
me-err-invalid = The form sent was not complete.
me-err-unavailable = This cannot be done now: try again in a moment.
me-err-no-check-in = There is no check-in open now.
me-err-round-not-open = Round { $round } takes no reports now.
me-err-no-such-round = Round { $round } does not exist.
me-err-no-such-board = There is no board { $board } in round { $round }.
me-err-not-your-board = You do not play on board { $board } of round { $round }.
me-err-no-such-game = Board { $board } has no game { $game }.
me-err-has-result = Board { $board } of round { $round } already has its result.
me-err-bad-result = That is not a result of this event.
me-err-bye-too-late = Round { $round } is already paired: ask for a bye in a later round.
me-err-no-bye-round = The event has { $rounds } rounds.
me-err-bye-last-rounds = No bye may be asked for in the last { $last } rounds.
me-err-too-many-byes = You have asked for { $used } byes; the event allows { $max }.
me-err-bye-already-asked = You have already asked for a bye in round { $round }.
me-err-withdrawn = You have withdrawn from the event.
me-done-check-in = You are checked in.
me-done-result = Your report is recorded. The controller enters the result.
me-done-bye = Your request for a bye is recorded.
me-check-in = Check-in
me-checked-in = You are checked in for round { $round }.
me-check-in-needed = Check in to be paired in round { $round }.
me-check-in-button = Check in for round { $round }
me-next = Your game
me-no-next = No game now: the next pairing appears here when it is published.
me-result = Result
me-your-report = You reported
me-their-report = Your opponent reported
me-reports-agree = Both reports agree: the controller confirms the result.
me-reports-disagree = The reports differ: see the controller.
me-report-label = Result
me-report-button = Report the result
me-report-hint = Your report is not the result until the controller confirms it.
me-result-wins = { $name } wins ({ $result })
me-result-draw = Draw ({ $result })
me-results = Your results
me-byes = Byes
me-bye-line = Round { $round }: { $state ->
    [pending] asked, waiting for the controller
    [approved] bye granted
    [refused] refused
   *[other] { $state }
}
me-bye-label = Ask for a bye in round
me-bye-button = Ask for a bye
me-schedule = Schedule
me-round-state = { $state ->
    [draft] being paired
    [published] playing
    [results-complete] results in
    [closed] closed
   *[other] { $state }
}
online-heading = Players online
players-kiosk-link = Open the check-in kiosk on this device
players-check-in = Check-in
players-check-in-count = Round { $round }: { $checked } of { $total } entries checked in.
players-no-check-in = No check-in is open now (see the settings below).
players-col-checked-in = Checked in
players-col-link = Personal link
players-how = { $how ->
    [link] from their phone
    [kiosk] at the kiosk
    [controller] by the controller
   *[other] { $how }
}
players-not-playing = not playing this round
players-check-in-button = Check in
players-link-state = { $state ->
    [live] issued
    [revoked] revoked
   *[other] none
}
players-revoke = Revoke
players-issue-one = New link
players-slips = Personal links
players-slips-hint = A link is shown once, when it is issued: print the slips then. A new link replaces the player's old one.
players-issue-missing = Players without a link
players-issue-all = Every player (old links stop working)
players-print-slips = Issue and print the slips
players-no-slip = No link was issued.
slip-personal-hint = Your personal page: your pairing, check-in and result. Keep this link to yourself.
players-byes = Bye requests
players-no-bye-request = No bye request.
players-bye-state = { $state ->
    [pending] waiting
    [approved] approved
    [refused] refused
   *[other] { $state }
}
players-bye-approve = Approve
players-bye-refuse = Refuse
players-settings = Settings for players online
players-setting-check-in = Check-in
players-check-in-none = none
players-check-in-first = before round 1
players-check-in-every = before every round
players-setting-accept-agreed = Enter agreed reports as results without confirmation
players-setting-max-byes = Byes a player may ask for
players-setting-no-byes-last = No byes in the last rounds
players-setting-approve-byes = Approve bye requests within these limits at once
players-save-settings = Save
kiosk-heading = Check-in
kiosk-hint = Find your name and check in for round { $round }.
kiosk-search = Your name
kiosk-find = Find
kiosk-nobody = No player of that name.
kiosk-already = checked in
kiosk-done = { $name } is checked in.
grid-player-reports = { $state ->
    [agreed] Players agree
    [disagree] Players disagree
   *[other] Reported
}
grid-reject-reports = Reject the reports
grid-confirm-reports = Confirm the agreed reports
pairing-all-checked-in = Every player checked in.
pairing-not-checked-in = Not checked in ({ $count }):
pairing-leave-out = Leave them out (absent, no points)
pairing-or-pair-anyway = or pair them anyway.
nav-players = Players online
