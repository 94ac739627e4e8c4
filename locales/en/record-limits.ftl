# A game record or ruling over the limits (src/web/admin/records.rs, `check_sizes`).
record-too-large = the game record has { $len } bytes; at most { $max } bytes (64 KiB) are accepted for one game
record-ruling-too-long = the ruling has { $len } characters; at most { $max } are accepted
