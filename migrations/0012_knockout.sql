-- Knock-out events (single and double): the event's knock-out settings, and each game of each
-- tie of the bracket. A tie is named by its part (winners, losers, third-place, final), its
-- round in that part and its number in the round; the bracket itself follows from the seeding
-- and these games (src/pairing/knockout.rs), so the next tie exists as soon as the result that
-- decides its players is written.

ALTER TABLE tournaments ADD COLUMN knockout_json TEXT NOT NULL DEFAULT '{}';

CREATE TABLE knockout_games (
    id              INTEGER PRIMARY KEY,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    part            TEXT    NOT NULL CHECK (part IN ('winners', 'losers', 'third-place', 'final')),
    round           INTEGER NOT NULL CHECK (round > 0),
    tie             INTEGER NOT NULL CHECK (tie > 0),
    game            INTEGER NOT NULL CHECK (game > 0),
    -- The starting numbers of the player who moved first and of the other.
    first_no        INTEGER NOT NULL CHECK (first_no > 0),
    second_no       INTEGER NOT NULL CHECK (second_no > 0 AND second_no <> first_no),
    -- The result code from the view of the tie's first player, its higher seed (1-0, =, 0-1, -:+, +:-).
    result          TEXT    NOT NULL,
    recorded_at     TEXT    NOT NULL,
    UNIQUE (tournament_id, part, round, tie, game)
);

-- The games raise the tournament's version like its boards (0003).
CREATE TRIGGER knockout_games_insert_version AFTER INSERT ON knockout_games
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER knockout_games_delete_version AFTER DELETE ON knockout_games
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = OLD.tournament_id;
END;

CREATE TRIGGER tournaments_knockout_version AFTER UPDATE OF knockout_json ON tournaments
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;
