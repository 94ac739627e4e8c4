-- A knock-out's tie games take game records as a board's games do (0001): the PDN, its
-- verification by the rules, and the controller's ruling.

ALTER TABLE knockout_games ADD COLUMN pdn TEXT;
ALTER TABLE knockout_games ADD COLUMN verification_json TEXT;
ALTER TABLE knockout_games ADD COLUMN controller_ruling TEXT;

-- A record written raises the tournament's version, as a board's game does (0003).
CREATE TRIGGER knockout_games_record_version AFTER UPDATE OF pdn, controller_ruling ON knockout_games
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.tournament_id;
END;
