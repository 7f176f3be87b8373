-- Social sign-in (docs/decisions/009-social-sign-in.md). Every secret that reaches a browser
-- (state, pending-step ticket, one-time code, browser key) is stored only as its SHA-256, like session
-- tokens. Rows are short-lived and deleted when used; expired ones are swept when a new flow starts.

-- One member links at most one account of each provider.
CREATE UNIQUE INDEX oauth_identities_user_provider ON oauth_identities (user_id, provider);

-- A sign-in in progress: from GET /api/auth/{provider} to its callback (10 minutes). browser_hash binds it
-- to the browser that started it (an HttpOnly cookie), so a state value alone is worth nothing.
CREATE TABLE oauth_flows (
  id            serial PRIMARY KEY,
  state_hash    text NOT NULL UNIQUE,
  browser_hash  text NOT NULL,
  provider      text NOT NULL,
  code_verifier text NOT NULL,
  nonce         text,
  return_to     text NOT NULL DEFAULT '/',
  -- Set when a signed-in member links a provider from the profile page.
  link_user_id  integer REFERENCES users (id) ON DELETE CASCADE,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_flows_expires ON oauth_flows (expires_at);

-- A provider identity that signed in but belongs to no account yet: it waits for a username (new
-- account) or for the password of the account its verified e-mail matched (link_user_id).
CREATE TABLE oauth_pending (
  id                 serial PRIMARY KEY,
  ticket_hash        text NOT NULL UNIQUE,
  browser_hash       text NOT NULL,
  provider           text NOT NULL,
  subject            text NOT NULL,
  email              text,
  email_verified     boolean NOT NULL DEFAULT false,
  suggested_username text,
  link_user_id       integer REFERENCES users (id) ON DELETE CASCADE,
  attempts           integer NOT NULL DEFAULT 0,
  return_to          text NOT NULL DEFAULT '/',
  expires_at         timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_pending_expires ON oauth_pending (expires_at);

-- The single-use code (60 seconds) the app exchanges for a session token, so the token is never in a URL.
CREATE TABLE oauth_login_codes (
  id           serial PRIMARY KEY,
  code_hash    text NOT NULL UNIQUE,
  browser_hash text NOT NULL,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  return_to    text NOT NULL DEFAULT '/',
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_login_codes_expires ON oauth_login_codes (expires_at);
