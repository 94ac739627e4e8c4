-- Players on their phones: a personal link per entry, check-ins, the players' own result
-- reports and their bye requests, and the event's settings for them.

-- One personal link per entry: only the SHA-256 of its secret token is kept. A revoked link
-- keeps its row (revoked_at set) until the controller issues a new one, which replaces it.
CREATE TABLE personal_links (
    id          INTEGER PRIMARY KEY,
    entry_id    INTEGER NOT NULL UNIQUE REFERENCES entries(id) ON DELETE CASCADE,
    token_hash  TEXT    NOT NULL UNIQUE,
    issued_at   TEXT    NOT NULL,
    revoked_at  TEXT
);

-- The event's settings for players online (a missing row: the defaults).
CREATE TABLE player_settings (
    tournament_id    INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    check_in         TEXT    NOT NULL DEFAULT 'none' CHECK (check_in IN ('none', 'first', 'every')),
    accept_agreed    INTEGER NOT NULL DEFAULT 0 CHECK (accept_agreed IN (0, 1)),
    max_byes         INTEGER NOT NULL DEFAULT 1 CHECK (max_byes >= 0),
    no_byes_last     INTEGER NOT NULL DEFAULT 1 CHECK (no_byes_last >= 0),
    approve_byes     INTEGER NOT NULL DEFAULT 0 CHECK (approve_byes IN (0, 1))
);

-- Who checked in for which round, and how.
CREATE TABLE check_ins (
    entry_id  INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    round     INTEGER NOT NULL CHECK (round > 0),
    how       TEXT    NOT NULL CHECK (how IN ('link', 'kiosk', 'controller')),
    at        TEXT    NOT NULL,
    PRIMARY KEY (entry_id, round)
);

-- A player's report of a game of their board, from the home seat's view (a result code).
CREATE TABLE player_reports (
    board_id  INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
    entry_id  INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    game      INTEGER NOT NULL CHECK (game > 0),
    result    TEXT    NOT NULL,
    at        TEXT    NOT NULL,
    PRIMARY KEY (board_id, entry_id, game)
);

-- A player's request for a bye in a later round, and the controller's decision.
CREATE TABLE bye_requests (
    entry_id   INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    round      INTEGER NOT NULL CHECK (round > 0),
    state      TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
    at         TEXT    NOT NULL,
    decided_at TEXT,
    PRIMARY KEY (entry_id, round)
);

-- What the public and the controller's pages show of these raises the tournament's version
-- (the caches' tags and the forms' checks), as every other change does (migration 0003).
CREATE TRIGGER player_settings_insert_version AFTER INSERT ON player_settings
BEGIN
    UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id;
END;
CREATE TRIGGER player_settings_update_version AFTER UPDATE ON player_settings
BEGIN
    UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id;
END;
CREATE TRIGGER check_ins_insert_version AFTER INSERT ON check_ins
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER check_ins_delete_version AFTER DELETE ON check_ins
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = OLD.entry_id);
END;
CREATE TRIGGER player_reports_insert_version AFTER INSERT ON player_reports
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER player_reports_update_version AFTER UPDATE ON player_reports
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER player_reports_delete_version AFTER DELETE ON player_reports
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = OLD.entry_id);
END;
CREATE TRIGGER bye_requests_insert_version AFTER INSERT ON bye_requests
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER bye_requests_update_version AFTER UPDATE ON bye_requests
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
