-- What a TRF-2026 tournament report carries: the event's federation (032), the date of each
-- round (132), accelerated pairings (250), prohibited pairings with their rounds (260) and the
-- other report details (092, 112, 152, 172, 192, 222, 299); each entry's sex column, national
-- rating line, year of birth alone, and the points of a requested bye not worth the event's
-- value (240 F/H/Z).

ALTER TABLE tournaments ADD COLUMN federation TEXT
    CHECK (federation IS NULL OR length(federation) = 3);
-- JSON objects: {"3":"2026-04-15"} by round number; {"kind":"none"}; [{...}]; {}.
ALTER TABLE tournaments ADD COLUMN round_dates_json TEXT NOT NULL DEFAULT '{}';
ALTER TABLE tournaments ADD COLUMN acceleration_json TEXT NOT NULL DEFAULT '{"kind":"none"}';
ALTER TABLE tournaments ADD COLUMN prohibited_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE tournaments ADD COLUMN report_json TEXT NOT NULL DEFAULT '{}';

ALTER TABLE entries ADD COLUMN sex TEXT CHECK (sex IS NULL OR sex IN ('m', 'w'));
ALTER TABLE entries ADD COLUMN national_json TEXT;
-- The year of birth where only it is known (TRF birth dates such as 1975/00/00).
ALTER TABLE entries ADD COLUMN birth_year INTEGER;

-- Half points per game; NULL: the event's requested-bye value.
ALTER TABLE requested_byes ADD COLUMN points INTEGER CHECK (points IS NULL OR points >= 0);

-- The new settings raise the tournament's version like the others (0003).
CREATE TRIGGER tournaments_report_version AFTER UPDATE OF
    federation, round_dates_json, acceleration_json, prohibited_json, report_json
ON tournaments
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;
