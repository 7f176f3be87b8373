-- The whole forum schema. Counters (reply_count, vote_count, ...) are kept by the services with atomic
-- `x = x + 1` updates inside the same transaction as the row they count, so they stay exact under
-- concurrency; tests recount them from the rows.

CREATE TABLE users (
  id              serial PRIMARY KEY,
  username        text NOT NULL,
  email           text NOT NULL,
  password_hash   text,
  role            text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'moderator', 'member', 'guest')),
  member_category text,
  bio             text NOT NULL DEFAULT '',
  location        text NOT NULL DEFAULT '',
  is_active       boolean NOT NULL DEFAULT true,
  ban_reason      text,
  banned_at       timestamptz,
  muted_until     timestamptz,
  mute_reason     text,
  is_deleted      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_login      timestamptz,
  last_active_at  timestamptz
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
CREATE INDEX users_created_at ON users (created_at);

CREATE TABLE sessions (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  user_agent    text
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Failed sign-ins per account key (lower-cased username or e-mail), for the per-account rate limit.
CREATE TABLE login_failures (
  id          serial PRIMARY KEY,
  account_key text NOT NULL,
  failed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_time ON login_failures (account_key, failed_at);

CREATE TABLE categories (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  slug         text NOT NULL,
  page_id      text UNIQUE,
  group_key    text,
  description  text NOT NULL DEFAULT '',
  icon         text NOT NULL DEFAULT 'folder',
  color        text NOT NULL DEFAULT '#0072CE',
  order_index  integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
  is_locked    boolean NOT NULL DEFAULT false,
  is_archived  boolean NOT NULL DEFAULT false,
  thread_count integer NOT NULL DEFAULT 0,
  post_count   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX categories_slug ON categories (slug);

-- status: 'visible', 'held' (auto-moderation awaiting review: author and staff only), 'removed' (staff only).
CREATE TABLE threads (
  id             serial PRIMARY KEY,
  category_id    integer NOT NULL REFERENCES categories (id),
  author_id      integer NOT NULL REFERENCES users (id),
  title          text NOT NULL,
  is_pinned      boolean NOT NULL DEFAULT false,
  is_locked      boolean NOT NULL DEFAULT false,
  status         text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'held', 'removed')),
  removed_by     integer REFERENCES users (id),
  removed_reason text,
  removed_at     timestamptz,
  reply_count    integer NOT NULL DEFAULT 0,
  view_count     integer NOT NULL DEFAULT 0,
  vote_count     integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_post_at   timestamptz NOT NULL DEFAULT now(),
  title_search   tsvector GENERATED ALWAYS AS (to_tsvector('english', title)) STORED
);
CREATE INDEX threads_latest ON threads (status, last_post_at DESC, id DESC);
CREATE INDEX threads_oldest ON threads (status, created_at, id);
CREATE INDEX threads_popular ON threads (status, vote_count DESC, id DESC);
CREATE INDEX threads_replies ON threads (status, reply_count DESC, id DESC);
CREATE INDEX threads_category_latest ON threads (category_id, status, is_pinned DESC, last_post_at DESC, id DESC);
CREATE INDEX threads_author ON threads (author_id);
CREATE INDEX threads_title_search ON threads USING gin (title_search);

CREATE TABLE posts (
  id             serial PRIMARY KEY,
  thread_id      integer NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  author_id      integer NOT NULL REFERENCES users (id),
  content        text NOT NULL,
  is_first_post  boolean NOT NULL DEFAULT false,
  status         text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'held', 'removed')),
  removed_by     integer REFERENCES users (id),
  removed_reason text,
  removed_at     timestamptz,
  vote_count     integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  edited_at      timestamptz,
  edited_by      integer REFERENCES users (id),
  content_search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
);
CREATE INDEX posts_thread_created ON posts (thread_id, created_at, id);
CREATE INDEX posts_thread_votes ON posts (thread_id, vote_count DESC, id);
CREATE INDEX posts_author ON posts (author_id, created_at);
CREATE INDEX posts_content_search ON posts USING gin (content_search);

CREATE TABLE post_votes (
  post_id    integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vote       smallint NOT NULL CHECK (vote IN (-1, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_votes_user ON post_votes (user_id);

-- One row per viewer per thread per hour: the view counter only moves when a row is inserted.
CREATE TABLE thread_views (
  thread_id  integer NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  viewer_key text NOT NULL,
  hour       timestamptz NOT NULL,
  PRIMARY KEY (thread_id, viewer_key, hour)
);

CREATE TABLE reports (
  id                serial PRIMARY KEY,
  target_type       text NOT NULL CHECK (target_type IN ('thread', 'post')),
  target_id         integer NOT NULL,
  reasons           text NOT NULL,
  details           text,
  source            text NOT NULL DEFAULT 'user' CHECK (source IN ('user', 'auto')),
  rule              text,
  reporter_id       integer REFERENCES users (id) ON DELETE SET NULL,
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'removed')),
  resolved_by       integer REFERENCES users (id) ON DELETE SET NULL,
  resolved_at       timestamptz,
  resolution_reason text,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_status_created ON reports (status, created_at DESC);
CREATE INDEX reports_target ON reports (target_type, target_id);
-- A member reporting the same target twice while the first report is open makes no second report.
CREATE UNIQUE INDEX reports_one_open_per_reporter ON reports (target_type, target_id, reporter_id)
  WHERE status = 'open' AND reporter_id IS NOT NULL;

CREATE TABLE audit_log (
  id             serial PRIMARY KEY,
  created_at     timestamptz NOT NULL DEFAULT now(),
  actor_id       integer REFERENCES users (id) ON DELETE SET NULL,
  admin_username text NOT NULL,
  action_type    text NOT NULL,
  target_type    text,
  target_id      integer,
  reason         text,
  details        text
);
CREATE INDEX audit_log_created ON audit_log (created_at DESC);
CREATE INDEX audit_log_action ON audit_log (action_type, created_at DESC);

CREATE TABLE user_warnings (
  id              serial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_by       integer REFERENCES users (id) ON DELETE SET NULL,
  reason          text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  acknowledged_at timestamptz
);
CREATE INDEX user_warnings_user ON user_warnings (user_id, acknowledged_at);

CREATE TABLE watched_words (
  id         serial PRIMARY KEY,
  word       text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX watched_words_word ON watched_words (lower(word));

-- Social sign-in: a provider identity linked to one account.
CREATE TABLE oauth_identities (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider   text NOT NULL,
  subject    text NOT NULL,
  email      text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);

-- Small key/value facts about this installation (e.g. whether the category catalogue was seeded once).
CREATE TABLE app_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);
