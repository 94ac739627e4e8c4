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
