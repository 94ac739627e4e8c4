-- Browsers that signed in to an account successfully (OWASP "device cookies"): a sign-in
-- from one of them is never slowed by failures on the account from elsewhere. The cookie's
-- token is kept as its SHA-256 only.
CREATE TABLE known_devices (
    token_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX known_devices_by_account ON known_devices (account);
