-- The controller's book: incidents and penalties (000 art. 6.9), appeals (art. 7.1), a
-- disqualified entry and its annulled games, and entry fees. Nothing of the book is deleted:
-- a penalty is lifted (with a reason), an appeal decided.

ALTER TABLE entries ADD COLUMN disqualified_from INTEGER
    CHECK (disqualified_from IS NULL OR disqualified_from > 0);
ALTER TABLE entries ADD COLUMN games_annulled INTEGER NOT NULL DEFAULT 0
    CHECK (games_annulled IN (0, 1));

CREATE TABLE incidents (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    -- A player by starting number, or a spectator by name.
    player_no      INTEGER,
    spectator      TEXT,
    at             TEXT    NOT NULL DEFAULT '',
    round          INTEGER CHECK (round IS NULL OR round > 0),
    board          INTEGER CHECK (board IS NULL OR board > 0),
    game           INTEGER CHECK (game IS NULL OR game > 0),
    article        TEXT    NOT NULL,
    penalty        TEXT    NOT NULL
        CHECK (penalty IN ('warning', 'game-lost', 'disqualification', 'expulsion')),
    reason         TEXT    NOT NULL,
    recorded_by    TEXT    NOT NULL,
    -- A game declared lost: the board's report before it.
    before_report  TEXT,
    repeated       INTEGER NOT NULL DEFAULT 0 CHECK (repeated IN (0, 1)),
    lifted_reason  TEXT,
    lifted_by      TEXT,
    lifted_at      TEXT,
    lifted_appeal  INTEGER,
    created_at     TEXT    NOT NULL,
    CHECK ((player_no IS NULL) <> (spectator IS NULL))
);

CREATE TABLE appeals (
    id               INTEGER PRIMARY KEY,
    tournament_id    INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    incident_id      INTEGER REFERENCES incidents(id),
    round            INTEGER,
    board            INTEGER,
    appellant        TEXT    NOT NULL,
    filed_at         TEXT    NOT NULL DEFAULT '',
    grounds          TEXT    NOT NULL,
    -- [{"name":..,"club":..,"federation":..}], at least three.
    committee_json   TEXT    NOT NULL,
    warnings_json    TEXT    NOT NULL DEFAULT '[]',
    deposit_cents    INTEGER CHECK (deposit_cents IS NULL OR deposit_cents >= 0),
    deposit_returned INTEGER CHECK (deposit_returned IS NULL OR deposit_returned IN (0, 1)),
    hearing          TEXT,
    decision         TEXT CHECK (decision IS NULL OR decision IN ('upheld', 'overruled')),
    decision_reason  TEXT,
    correction       TEXT,
    created_at       TEXT    NOT NULL,
    CHECK ((incident_id IS NULL) <> (round IS NULL))
);

-- The book's settings of a tournament: what happens to a disqualified player's games, and the
-- entry fees (JSON: {"standard": cents, "reductions": [...]}).
CREATE TABLE book_settings (
    tournament_id      INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    disqualified_games TEXT NOT NULL DEFAULT 'kept'
        CHECK (disqualified_games IN ('kept', 'annulled-under-half')),
    fees_json          TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE entry_fees (
    entry_id   INTEGER PRIMARY KEY REFERENCES entries(id) ON DELETE CASCADE,
    due_cents  INTEGER NOT NULL CHECK (due_cents >= 0),
    paid_cents INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
    method     TEXT    NOT NULL DEFAULT '',
    paid_on    TEXT    NOT NULL DEFAULT ''
);

CREATE INDEX incidents_by_tournament ON incidents (tournament_id, id);
CREATE INDEX appeals_by_tournament ON appeals (tournament_id, id);

-- The book is part of the tournament: writing it raises the version (as in 0003).
CREATE TRIGGER incidents_insert_version AFTER INSERT ON incidents
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER incidents_update_version AFTER UPDATE ON incidents
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER appeals_insert_version AFTER INSERT ON appeals
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER appeals_update_version AFTER UPDATE ON appeals
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER book_settings_insert_version AFTER INSERT ON book_settings
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER book_settings_update_version AFTER UPDATE ON book_settings
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER entry_fees_insert_version AFTER INSERT ON entry_fees
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;

CREATE TRIGGER entry_fees_update_version AFTER UPDATE ON entry_fees
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
