-- Play-offs held after the last round between players equal on score (their players, time
-- control and games as JSON), in the order recorded. A play-off's order ranks its players above
-- the tie-breaks in the final standings.
CREATE TABLE playoffs (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position > 0),
    playoff_json  TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, position)
);

-- A play-off recorded or changed is a change of the tournament (as in 0003).
CREATE TRIGGER playoffs_insert_version AFTER INSERT ON playoffs
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER playoffs_update_version AFTER UPDATE ON playoffs
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (OLD.tournament_id, NEW.tournament_id);
END;
