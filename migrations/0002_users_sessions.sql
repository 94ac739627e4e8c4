-- Controller accounts, their sessions and the login attempts used for rate limiting.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    -- argon2 PHC string.
    password_hash TEXT    NOT NULL,
    role          TEXT    NOT NULL CHECK (role IN ('chief', 'assistant')),
    created_at    TEXT    NOT NULL
);

CREATE TABLE sessions (
    -- 256 random bits, hex.
    token      TEXT    PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- The per-session token every form posts back.
    csrf       TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    expires_at TEXT    NOT NULL
);

CREATE TABLE login_attempts (
    id      INTEGER PRIMARY KEY,
    account TEXT    NOT NULL,
    ip      TEXT    NOT NULL,
    at      TEXT    NOT NULL,
    ok      INTEGER NOT NULL CHECK (ok IN (0, 1))
);

CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX login_attempts_by_account ON login_attempts (account, at);
CREATE INDEX login_attempts_by_ip ON login_attempts (ip, at);
