-- The event's time zone (a UTC offset such as 'UTC', '+01:00', '-05:00'): the audit log and
-- the book show their times in it.
ALTER TABLE tournaments ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';

CREATE TRIGGER tournaments_time_zone_version AFTER UPDATE OF time_zone ON tournaments
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;

-- Incidents and appeals are numbered per tournament (a tournament's first incident is no. 1),
-- the rows already stored in the order they were recorded.
ALTER TABLE incidents ADD COLUMN number INTEGER;
UPDATE incidents SET number = (SELECT count(*) FROM incidents i
    WHERE i.tournament_id = incidents.tournament_id AND i.id <= incidents.id);
CREATE UNIQUE INDEX incidents_number ON incidents (tournament_id, number);

ALTER TABLE appeals ADD COLUMN number INTEGER;
UPDATE appeals SET number = (SELECT count(*) FROM appeals a
    WHERE a.tournament_id = appeals.tournament_id AND a.id <= appeals.id);
CREATE UNIQUE INDEX appeals_number ON appeals (tournament_id, number);
