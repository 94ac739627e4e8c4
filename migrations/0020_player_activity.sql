-- What players do through their personal links (check in, report a result, ask for a bye)
-- raises the tournament's `activity`, no longer its `version`: the version is what the
-- controller's forms are checked against (a 409 when it changed since the page was loaded),
-- and a player's report changes nothing those forms edit. The public caches' tags read both
-- (`version + activity`), so every change still gives the pages a new tag.
ALTER TABLE tournaments ADD COLUMN activity INTEGER NOT NULL DEFAULT 0;

DROP TRIGGER check_ins_insert_version;
DROP TRIGGER check_ins_delete_version;
DROP TRIGGER player_reports_insert_version;
DROP TRIGGER player_reports_update_version;
DROP TRIGGER player_reports_delete_version;
DROP TRIGGER bye_requests_insert_version;
DROP TRIGGER bye_requests_update_version;

CREATE TRIGGER check_ins_insert_activity AFTER INSERT ON check_ins
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER check_ins_delete_activity AFTER DELETE ON check_ins
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = OLD.entry_id);
END;
CREATE TRIGGER player_reports_insert_activity AFTER INSERT ON player_reports
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER player_reports_update_activity AFTER UPDATE ON player_reports
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER player_reports_delete_activity AFTER DELETE ON player_reports
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = OLD.entry_id);
END;
CREATE TRIGGER bye_requests_insert_activity AFTER INSERT ON bye_requests
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
CREATE TRIGGER bye_requests_update_activity AFTER UPDATE ON bye_requests
BEGIN
    UPDATE tournaments SET activity = activity + 1
    WHERE id = (SELECT tournament_id FROM entries WHERE id = NEW.entry_id);
END;
