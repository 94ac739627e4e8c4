-- A result is checked against its own board, not the whole tournament: `result_version` is the
-- tournament's version when the board's result (its games' results, its score-sheet flags) or
-- its pairing was last written. A client that read the tournament at version V may write a
-- board whose result_version is at most V: controllers entering different boards never
-- conflict, two entering the same board still do.
ALTER TABLE boards ADD COLUMN result_version INTEGER NOT NULL DEFAULT 0;

-- Stamping a board is bookkeeping, not a change of the tournament: the trigger of 0003 is
-- replaced by one that watches every other column of the board.
DROP TRIGGER boards_update_version;
CREATE TRIGGER boards_update_version AFTER UPDATE OF
    round_id, number, home_entry_id, away_entry_id, bye_kind, ballot_deck, ballot_opening,
    ballot_seed, home_sheets_missing, away_sheets_missing, version
ON boards
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (SELECT tournament_id FROM rounds WHERE id IN (OLD.round_id, NEW.round_id));
END;
