-- The tournament's default language: its print views are written in it, and its public pages
-- for a reader whose browser names none of the interface's languages.

ALTER TABLE tournaments ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'fr', 'nl', 'ru', 'pt-BR'));

-- A change of language raises the tournament's version like the other settings (0003), so a
-- cached page in the old language is not served under a current tag.
CREATE TRIGGER tournaments_language_version AFTER UPDATE OF language ON tournaments
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;
