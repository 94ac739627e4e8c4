-- The initial ranking of a Swiss (FIDE C.04.2) as kept: the start numbers in pairing-number
-- order, fixed when a round is paired or set by the controller before round 1. NULL: the
-- rule's order (rating, title, name).
ALTER TABLE tournaments ADD COLUMN ranking_json TEXT;

-- Events already paired were paired in start-number order: they keep it.
UPDATE tournaments SET ranking_json = (
    SELECT json_group_array(start_no) FROM (
        SELECT start_no FROM entries WHERE entries.tournament_id = tournaments.id
        ORDER BY start_no
    )
)
WHERE EXISTS (SELECT 1 FROM rounds WHERE rounds.tournament_id = tournaments.id);

-- A change of the ranking is a change of the tournament (as in 0003).
CREATE TRIGGER tournaments_ranking_version AFTER UPDATE OF ranking_json ON tournaments
WHEN OLD.ranking_json IS NOT NEW.ranking_json
BEGIN
    UPDATE tournaments SET version = version + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;
