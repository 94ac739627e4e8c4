-- Tournaments, entries, rounds, boards, games and the audit log.
-- Points are stored in half-point units (INTEGER), per player, never as one result code.
-- Every editable row carries a `version`, raised on each change.

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    name             TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    venue            TEXT    NOT NULL DEFAULT '',
    start_date       TEXT,
    end_date         TEXT,
    chief_controller TEXT    NOT NULL DEFAULT '',
    variant          TEXT    NOT NULL,
    system           TEXT    NOT NULL,
    rounds           INTEGER NOT NULL CHECK (rounds > 0),
    games_per_round  INTEGER NOT NULL CHECK (games_per_round > 0),
    scoring_json     TEXT    NOT NULL,
    ballot_json      TEXT    NOT NULL,
    time_control     TEXT    NOT NULL DEFAULT '',
    tie_breaks       TEXT    NOT NULL DEFAULT '',
    version          INTEGER NOT NULL DEFAULT 1,
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL
);

CREATE TABLE entries (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    start_no       INTEGER NOT NULL CHECK (start_no > 0),
    name           TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    federation     TEXT    CHECK (federation IS NULL OR length(federation) = 3),
    fmjd_id        TEXT,
    national_id    TEXT,
    rating         INTEGER CHECK (rating IS NULL OR rating >= 0),
    title          TEXT,
    club           TEXT,
    birth_date     TEXT,
    withdrawn_from INTEGER CHECK (withdrawn_from IS NULL OR withdrawn_from > 0),
    late_from      INTEGER CHECK (late_from IS NULL OR late_from > 0),
    version        INTEGER NOT NULL DEFAULT 1,
    UNIQUE (tournament_id, start_no)
);

CREATE TABLE requested_byes (
    entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    round    INTEGER NOT NULL CHECK (round > 0),
    PRIMARY KEY (entry_id, round)
);

CREATE TABLE forbidden_pairings (
    entry_id     INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    other_id     INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    PRIMARY KEY (entry_id, other_id),
    CHECK (entry_id <> other_id)
);

CREATE TABLE rounds (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    number         INTEGER NOT NULL CHECK (number > 0),
    state          TEXT    NOT NULL CHECK (state IN ('draft', 'published', 'results-complete', 'closed')),
    -- The opening balloted for the whole round (deck, opening id and label, seed of the draw).
    ballot_deck    TEXT,
    ballot_opening TEXT,
    ballot_seed    TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    UNIQUE (tournament_id, number)
);

CREATE TABLE boards (
    id                  INTEGER PRIMARY KEY,
    round_id            INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    number              INTEGER NOT NULL CHECK (number > 0),
    home_entry_id       INTEGER NOT NULL REFERENCES entries(id),
    away_entry_id       INTEGER REFERENCES entries(id),
    bye_kind            TEXT CHECK (bye_kind IN ('pairing', 'requested', 'withdrawn', 'not-entered')),
    -- The opening balloted for this board, where boards get their own.
    ballot_deck         TEXT,
    ballot_opening      TEXT,
    ballot_seed         TEXT,
    -- 000 art. 3.10: score-sheets not handed in.
    home_sheets_missing INTEGER NOT NULL DEFAULT 0 CHECK (home_sheets_missing IN (0, 1)),
    away_sheets_missing INTEGER NOT NULL DEFAULT 0 CHECK (away_sheets_missing IN (0, 1)),
    version             INTEGER NOT NULL DEFAULT 1,
    UNIQUE (round_id, number),
    CHECK ((away_entry_id IS NULL) = (bye_kind IS NOT NULL))
);

CREATE TABLE games (
    id                 INTEGER PRIMARY KEY,
    board_id           INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
    number             INTEGER NOT NULL CHECK (number > 0),
    first_entry_id     INTEGER NOT NULL REFERENCES entries(id),
    second_entry_id    INTEGER REFERENCES entries(id),
    first_kind         TEXT,
    first_points       INTEGER CHECK (first_points IS NULL OR first_points >= 0),
    second_kind        TEXT,
    second_points      INTEGER CHECK (second_points IS NULL OR second_points >= 0),
    -- The game record, its verification by the rules, and the controller's ruling.
    pdn                TEXT,
    verification_json  TEXT,
    controller_ruling  TEXT,
    version            INTEGER NOT NULL DEFAULT 1,
    UNIQUE (board_id, number),
    CHECK ((first_kind IS NULL) = (first_points IS NULL)),
    CHECK ((second_kind IS NULL) = (second_points IS NULL))
);

CREATE TABLE audit_log (
    id            INTEGER PRIMARY KEY,
    at            TEXT    NOT NULL,
    who           TEXT    NOT NULL,
    tournament_id INTEGER,
    entity        TEXT    NOT NULL,
    entity_id     INTEGER,
    action        TEXT    NOT NULL,
    before_json   TEXT,
    after_json    TEXT,
    reason        TEXT
);

CREATE INDEX entries_by_tournament ON entries (tournament_id);
CREATE INDEX rounds_by_tournament ON rounds (tournament_id);
CREATE INDEX boards_by_round ON boards (round_id);
CREATE INDEX games_by_board ON games (board_id);
CREATE INDEX audit_by_tournament ON audit_log (tournament_id, id);
