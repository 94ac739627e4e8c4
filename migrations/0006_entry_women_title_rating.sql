-- An entry's women's title and women's rating (the FMJD list's `wtitle` and `wrating`), held
-- beside the open title and rating.
ALTER TABLE entries ADD COLUMN women_title TEXT;
ALTER TABLE entries ADD COLUMN women_rating INTEGER CHECK (women_rating IS NULL OR women_rating >= 0);
