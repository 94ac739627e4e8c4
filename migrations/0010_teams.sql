-- Team competitions. The entries stay the players; a team lists its players in the board order
-- fixed before the event (reserves last); each round pairs teams in matches; a match's line-ups
-- put a player of each team (or nobody) on each board, and the round's boards are made from
-- them, so results, forfeits and game records stay per board.

-- A team event's settings as JSON (boards, match points, unfilled boards, tie-breaks); NULL for
-- an event of players alone.
ALTER TABLE tournaments ADD COLUMN team_json TEXT;

CREATE TABLE teams (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    team_no       INTEGER NOT NULL CHECK (team_no > 0),
    name          TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    club          TEXT,
    captain       TEXT,
    version       INTEGER NOT NULL DEFAULT 1,
    UNIQUE (tournament_id, team_no),
    UNIQUE (tournament_id, name)
);

-- A player plays for one team; `place` is the fixed board order (1 = board 1).
CREATE TABLE team_players (
    team_id  INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    entry_id INTEGER NOT NULL UNIQUE REFERENCES entries(id) ON DELETE CASCADE,
    place    INTEGER NOT NULL CHECK (place > 0),
    PRIMARY KEY (team_id, place)
);

-- A round's team match; no second team: the first has the pairing-allocated bye.
CREATE TABLE team_matches (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round          INTEGER NOT NULL CHECK (round > 0),
    number         INTEGER NOT NULL CHECK (number > 0),
    first_team_id  INTEGER NOT NULL REFERENCES teams(id),
    second_team_id INTEGER REFERENCES teams(id),
    -- A whole-team forfeit: which team did not come.
    forfeit        TEXT CHECK (forfeit IN ('first', 'second', 'both')),
    version        INTEGER NOT NULL DEFAULT 1,
    UNIQUE (tournament_id, round, number),
    CHECK (second_team_id IS NULL OR second_team_id <> first_team_id),
    CHECK (second_team_id IS NOT NULL OR forfeit IS NULL)
);

-- The line-ups: who sits on each board for each team (NULL: the board is not filled). A board
-- filled by both is a board of the round (the board row holding both players).
CREATE TABLE team_lineups (
    match_id        INTEGER NOT NULL REFERENCES team_matches(id) ON DELETE CASCADE,
    board           INTEGER NOT NULL CHECK (board > 0),
    first_entry_id  INTEGER REFERENCES entries(id),
    second_entry_id INTEGER REFERENCES entries(id),
    -- Whether each captain has handed in the line-up (a board may be left empty on purpose).
    first_set       INTEGER NOT NULL DEFAULT 0 CHECK (first_set IN (0, 1)),
    second_set      INTEGER NOT NULL DEFAULT 0 CHECK (second_set IN (0, 1)),
    PRIMARY KEY (match_id, board)
);

-- Every change of a team, its players, a match or a line-up raises the tournament's version
-- (as in 0003).
CREATE TRIGGER tournaments_team_version AFTER UPDATE OF team_json ON tournaments
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;

CREATE TRIGGER teams_insert_version AFTER INSERT ON teams
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER teams_update_version AFTER UPDATE ON teams
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER team_players_insert_version AFTER INSERT ON team_players
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM teams WHERE id = NEW.team_id);
END;

CREATE TRIGGER team_players_delete_version AFTER DELETE ON team_players
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM teams WHERE id = OLD.team_id);
END;

CREATE TRIGGER team_matches_insert_version AFTER INSERT ON team_matches
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER team_matches_update_version AFTER UPDATE ON team_matches
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER team_matches_delete_version AFTER DELETE ON team_matches
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = OLD.tournament_id;
END;

CREATE TRIGGER team_lineups_insert_version AFTER INSERT ON team_lineups
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM team_matches WHERE id = NEW.match_id);
END;

CREATE TRIGGER team_lineups_update_version AFTER UPDATE ON team_lineups
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM team_matches WHERE id = NEW.match_id);
END;
