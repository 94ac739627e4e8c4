# The dashboard's TRF import (/admin/import-trf).
trf-import-link = Import a tournament from a TRF file
trf-import-title = Import a TRF file
trf-import-back = Back to the dashboard
trf-import-hint = Paste the text of a TRF file (TRF-2026 or TRF-16, as Swiss-Manager, JaVaFo-era programs or Crownhead write it) or choose the file. The preview shows what it holds and everything read leniently; importing creates a new tournament.
trf-import-text = Text of the TRF file
trf-import-file = Or the file (at most { $kib } KiB)
trf-import-variant-choose = (choose the variant)
trf-import-variant-said = The file says its variant: { $variant }.
trf-import-variant-hint = TRF has no field for the variant: unless the file is one of Crownhead's, choose it.
trf-import-variant-unknown = The file does not say its variant (TRF has no field for it): choose it, then import.
trf-import-variant-differs = The file says { $said }, but { $given } is chosen: choose the file's variant.
trf-import-confirm = Import as a new tournament
trf-import-empty = There is nothing to read: paste the text of a TRF file or choose the file.
trf-import-refused = { $count ->
    [one] The file cannot be imported, for this reason (nothing was stored):
   *[other] The file cannot be imported, for these { $count } reasons (nothing was stored):
}
trf-import-read-file = Read from { $file }.
trf-import-count-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
trf-import-count-rounds = { $count ->
    [one] { $count } round paired
   *[other] { $count } rounds paired
}
trf-import-count-tie-games = { $count ->
    [one] { $count } knock-out game
   *[other] { $count } knock-out games
}
trf-import-count-teams = { $count ->
    [one] { $count } team
   *[other] { $count } teams
}
trf-import-warnings = Read leniently
trf-import-no-warnings = Everything was read as written.
trf-import-warnings-count = { $count ->
    [one] One thing was not written as TRF-2026 writes it; here is how it was read:
   *[other] { $count } things were not written as TRF-2026 writes them; here is how each was read:
}
trf-import-col-column = Column
trf-import-col-read = Read
trf-import-col-done = Done
trf-import-more-players = { $count ->
    [one] and { $count } more player.
   *[other] and { $count } more players.
}
