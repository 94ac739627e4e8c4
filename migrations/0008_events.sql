-- Events holding several tournaments (sections): a national championship's Master, Major and
-- Minor, an open's rating groups. A tournament is a section of at most one event.
CREATE TABLE events (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    venue       TEXT    NOT NULL DEFAULT '',
    created_at  TEXT    NOT NULL
);

CREATE TABLE event_sections (
    event_id      INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL UNIQUE REFERENCES tournaments(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    PRIMARY KEY (event_id, tournament_id)
);

-- Joining or leaving an event is a change of the tournament (as in 0003).
CREATE TRIGGER event_sections_insert_version AFTER INSERT ON event_sections
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER event_sections_delete_version AFTER DELETE ON event_sections
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = OLD.tournament_id;
END;
