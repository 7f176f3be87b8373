-- Accounts people can keep: the mail queue, single-use account links, mail rate limits, address
-- confirmation and two-factor sign-in. Every secret a person receives (link token, recovery code, sign-in
-- ticket) is stored only as its SHA-256, like session tokens.

-- The mail queue (docs/decisions: "mail queue"). A row is written in the same transaction as the change
-- that causes it and sent later by the worker in the server process. status: pending (waiting or waiting
-- to retry), sending (claimed until locked_until), sent, logged (no SMTP_URL: printed, kept for the CLI),
-- failed (gave up, or interrupted mid-send and not resent so nobody gets a message twice).
CREATE TABLE mail_outbox (
  id              serial PRIMARY KEY,
  kind            text NOT NULL,
  to_address      text NOT NULL,
  subject         text NOT NULL,
  text_body       text NOT NULL,
  html_body       text NOT NULL,
  unsubscribe_url text,
  status          text NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'sending', 'sent', 'logged', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- Mails asked for (reset, confirmation), per address and per client IP, for the hourly limits.
CREATE TABLE mail_requests (
  id          serial PRIMARY KEY,
  kind        text NOT NULL,
  address_key text NOT NULL,
  ip          text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_requests_address ON mail_requests (address_key, created_at);
CREATE INDEX mail_requests_ip ON mail_requests (ip, created_at);

-- Links sent by e-mail: password reset (60 minutes), address confirmation and e-mail change (the new
-- address waits here until it is confirmed). Single use: used_at is set when followed.
CREATE TABLE account_tokens (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('password-reset', 'confirm-email', 'change-email')),
  token_hash text NOT NULL UNIQUE,
  email      text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Members who were here before confirmation existed keep posting: their addresses count as confirmed.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
UPDATE users SET email_confirmed_at = created_at;

-- Two-factor sign-in: the TOTP secret (set up, then enabled once a code proves it), the last time step
-- accepted (a code cannot be replayed), ten recovery codes, and the step between password and code.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

CREATE TABLE recovery_codes (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);

CREATE TABLE two_factor_challenges (
  id          serial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent  text,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_challenges_expires ON two_factor_challenges (expires_at);
