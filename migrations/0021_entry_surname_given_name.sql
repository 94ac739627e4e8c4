-- A player's surname and given name, kept beside the name as shown, as the federations' files
-- keep them (the FMJD report's last_n and first_n, the TRF name's "Surname, Given").
-- An entry stored before keeps its name as shown and is given a split: a name written
-- "Surname, Given" is split at its first comma; any other name is all surname (its order
-- cannot be known). The controller corrects a split on the entry's form.
ALTER TABLE entries ADD COLUMN surname TEXT NOT NULL DEFAULT '';
ALTER TABLE entries ADD COLUMN given_name TEXT NOT NULL DEFAULT '';
UPDATE entries SET
    surname = CASE
        WHEN instr(name, ',') > 0 AND length(trim(substr(name, 1, instr(name, ',') - 1))) > 0
            THEN trim(substr(name, 1, instr(name, ',') - 1))
        ELSE trim(name)
    END,
    given_name = CASE
        WHEN instr(name, ',') > 0 AND length(trim(substr(name, 1, instr(name, ',') - 1))) > 0
            THEN trim(substr(name, instr(name, ',') + 1))
        ELSE ''
    END;
