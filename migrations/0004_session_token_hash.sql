-- Sessions are found by the SHA-256 of their token: the token itself is only ever in the
-- browser's cookie, so a copy of the database (a backup) cannot be used to sign in.
-- The table is made anew: the sessions open before this migration are invalidated (their
-- tokens were stored in clear and cannot be hashed here), and their accounts sign in again.

DROP TABLE sessions;

CREATE TABLE sessions (
    -- SHA-256 of the session token (256 random bits), hex.
    token_hash TEXT    PRIMARY KEY CHECK (length(token_hash) = 64),
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- The per-session token every form posts back.
    csrf       TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    expires_at TEXT    NOT NULL
);

CREATE INDEX sessions_by_user ON sessions (user_id);
