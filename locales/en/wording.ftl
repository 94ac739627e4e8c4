# Names of things, apart from a person's name (col-name).
tournament-name = Name
event-name = Name
settings-tie-break-name = Name (as typed above)
