# The controller's forms refused before any command runs (src/web/words/forms.rs): the field
# named by the form's own label where it has one, the text typed repeated.

## Fields without a label of their own
field-which-links = links to issue
field-decision = decision
field-forfeit = forfeit
field-withdrawal = withdrawal
field-playoff-number = play-off
field-fmjd-list = FMJD list
field-form = form
field-ballot-seed = seed of the ballot

## Problems
form-not-count-to-999 = `{ $text }` is not a whole number from 0 to 999
form-not-links-choice = `{ $text }` is not “missing”, “all” or a start number
form-not-start-no = `{ $text }` is not a start number
form-not-seed = `{ $text }` is not a whole number from 0 to 18446744073709551615
form-not-forfeit = `{ $text }` is not a forfeit ({ $actions })
form-which-player = which player checks in?
form-which-round = which round?
form-tick-to-withdraw = player { $no }: tick the box to confirm the withdrawal
form-unreadable = the form sent cannot be read ({ $detail }): send it again
form-body-no-boundary = the form is sent as multipart/form-data without its boundary: send it again from the page
form-body-wrong-type = the form is sent as `{ $text }`; this page takes multipart/form-data or application/x-www-form-urlencoded
form-no-version = the form has no version: reload the page and send it again
form-version-not-number = the form's version is not a number: reload the page and send it again
form-fmjd-file-and-text = give the list either as a file or as pasted text, not both
form-fmjd-no-list = choose the list's file or paste its text
form-fmjd-rows-unreadable = the list's rows sent with the confirmation cannot be read (`{ $detail }`): preview the list again
form-fee-list-unwritable = the fee list cannot be written: { $detail }

## The controller's check-in
form-check-in-closed = the event takes no check-in now (see the settings for players online)
form-check-in-withdrawn = player { $no } has withdrawn and cannot check in

## Downloads
download-no-such-round = { $paired ->
    [one] round { $asked } is not paired (the tournament has one round paired)
   *[other] round { $asked } is not paired (the tournament has { $paired } rounds paired)
}
download-round-not-applicable = a round can only be chosen for the pairings, results and standings in CSV, not for { $format }
download-knockout-round = a knock-out is played in ties, not rounds: its results are exported whole, without a round
