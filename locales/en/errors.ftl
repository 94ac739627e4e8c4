# The error page.
http-status = { $status ->
    [400] Bad Request
    [403] Forbidden
    [404] Not Found
    [405] Method Not Allowed
    [409] Conflict
    [413] Payload Too Large
    [422] Unprocessable Entity
    [500] Internal Server Error
    [507] Insufficient Storage
   *[other] { $reason }
}
conflict-yours = Your edit
conflict-stored = Stored now
conflict-keep = Keep the stored value
conflict-keep-note = reloads the page with it.
conflict-overwrite = Save my edit over it
conflict-reload = Go back, reload the page to see the stored values, and make your change again.
error-no-page = There is no page at this address.
error-no-page-detail = There is no page at this address ({ $detail }).
error-server = Something went wrong on the server; the cause is in its log.
error-disk-full = The disk is full: nothing was saved. What was saved before is safe; free some space on the server (or ask its administrator) and send it again.
error-no-event = there is no event { $id }
error-round-not-published = round { $n } is not published
error-no-player = there is no player number { $no }
error-no-game = round { $round } has no board { $board } with a game { $game } on record
error-no-record = game { $game } of board { $board } has no record
