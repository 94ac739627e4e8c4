-- A tournament's version rises whenever anything of it changes: its settings, entries, requested
-- byes, forbidden pairings, rounds, boards or games. Caches keyed by the version and the 409
-- checks of the forms therefore cannot miss a change, whichever code path wrote it.
-- A command raises the version at least once (once per row it writes).

CREATE TRIGGER tournaments_settings_version AFTER UPDATE OF
    name, venue, start_date, end_date, chief_controller, variant, system, rounds,
    games_per_round, scoring_json, ballot_json, time_control, tie_breaks
ON tournaments
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;

CREATE TRIGGER entries_insert_version AFTER INSERT ON entries
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER entries_update_version AFTER UPDATE ON entries
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (OLD.tournament_id, NEW.tournament_id);
END;

CREATE TRIGGER entries_delete_version AFTER DELETE ON entries
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = OLD.tournament_id;
END;

CREATE TRIGGER requested_byes_insert_version AFTER INSERT ON requested_byes
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;

CREATE TRIGGER requested_byes_update_version AFTER UPDATE ON requested_byes
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (SELECT tournament_id FROM entries WHERE id IN (OLD.entry_id, NEW.entry_id));
END;

CREATE TRIGGER requested_byes_delete_version AFTER DELETE ON requested_byes
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM entries WHERE id = OLD.entry_id);
END;

CREATE TRIGGER forbidden_pairings_insert_version AFTER INSERT ON forbidden_pairings
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;

CREATE TRIGGER forbidden_pairings_update_version AFTER UPDATE ON forbidden_pairings
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (SELECT tournament_id FROM entries WHERE id IN (OLD.entry_id, NEW.entry_id));
END;

CREATE TRIGGER forbidden_pairings_delete_version AFTER DELETE ON forbidden_pairings
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM entries WHERE id = OLD.entry_id);
END;

CREATE TRIGGER rounds_insert_version AFTER INSERT ON rounds
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;

CREATE TRIGGER rounds_update_version AFTER UPDATE ON rounds
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (OLD.tournament_id, NEW.tournament_id);
END;

CREATE TRIGGER rounds_delete_version AFTER DELETE ON rounds
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = OLD.tournament_id;
END;

CREATE TRIGGER boards_insert_version AFTER INSERT ON boards
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM rounds WHERE id = NEW.round_id);
END;

CREATE TRIGGER boards_update_version AFTER UPDATE ON boards
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (SELECT tournament_id FROM rounds WHERE id IN (OLD.round_id, NEW.round_id));
END;

CREATE TRIGGER boards_delete_version AFTER DELETE ON boards
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT tournament_id FROM rounds WHERE id = OLD.round_id);
END;

CREATE TRIGGER games_insert_version AFTER INSERT ON games
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT r.tournament_id FROM boards b JOIN rounds r ON r.id = b.round_id
                WHERE b.id = NEW.board_id);
END;

CREATE TRIGGER games_update_version AFTER UPDATE ON games
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (SELECT r.tournament_id FROM boards b JOIN rounds r ON r.id = b.round_id
                 WHERE b.id IN (OLD.board_id, NEW.board_id));
END;

CREATE TRIGGER games_delete_version AFTER DELETE ON games
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = (SELECT r.tournament_id FROM boards b JOIN rounds r ON r.id = b.round_id
                WHERE b.id = OLD.board_id);
END;
