-- A tournament's prize list (categories, prizes, sharing rule) as JSON, one per tournament.
CREATE TABLE prize_lists (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    list_json     TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL
);

-- A change of the prize list is a change of the tournament (as in 0003).
CREATE TRIGGER prize_lists_insert_version AFTER INSERT ON prize_lists
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER prize_lists_update_version AFTER UPDATE ON prize_lists
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (OLD.tournament_id, NEW.tournament_id);
END;

CREATE TRIGGER prize_lists_delete_version AFTER DELETE ON prize_lists
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = OLD.tournament_id;
END;
