-- Sign-in failures count per account and per client address, and the addresses a member signed in from are
-- remembered, so failures from elsewhere slow an attacker down without holding the owner up
-- (docs/decisions/019-sign-in-hardening.md). account_key becomes 'user:<id>' or 'name:<typed>'; rows written
-- before this migration used the typed string and simply age out of the 15-minute window.
ALTER TABLE login_failures ADD COLUMN ip text;
CREATE INDEX login_failures_ip_time ON login_failures (ip, failed_at);

CREATE TABLE sign_in_addresses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip      text NOT NULL,
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ip)
);
