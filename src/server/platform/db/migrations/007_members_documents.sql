-- Members and documents: what public profiles, avatars, edit history, drafts and attachments
-- keep. Files themselves live in the storage layer (local folder or S3 bucket), addressed by content hash;
-- these rows say who uploaded them and which post shows them.

-- A member may declare that they work in the oil and gas industry (the community rules ask them to);
-- their profile then shows a badge. avatar_key is the content hash of their uploaded avatar, if any.
ALTER TABLE users ADD COLUMN works_in_industry boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN avatar_key text;

-- Every edit keeps the version it replaced: its text, who wrote that version and when. Staff may hide a
-- version (personal information); hidden versions are shown to staff only.
CREATE TABLE post_revisions (
  id          serial PRIMARY KEY,
  post_id     integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  content     text NOT NULL,
  written_by  integer REFERENCES users (id) ON DELETE SET NULL,
  written_at  timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  is_hidden   boolean NOT NULL DEFAULT false,
  hidden_by   integer REFERENCES users (id) ON DELETE SET NULL,
  hidden_at   timestamptz
);
CREATE INDEX post_revisions_post ON post_revisions (post_id, id);

-- One draft per member per place ('new-thread', 'reply-<thread id>'), saved as they type.
CREATE TABLE drafts (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  draft_key  text NOT NULL,
  title      text NOT NULL DEFAULT '',
  content    text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, draft_key)
);

-- An uploaded image or PDF. post_id is null until the post it was uploaded for is saved; file_key and
-- thumb_key name the stored (re-encoded) bytes by their SHA-256.
CREATE TABLE attachments (
  id            serial PRIMARY KEY,
  uploader_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id       integer REFERENCES posts (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('image', 'pdf')),
  content_type  text NOT NULL,
  file_key      text NOT NULL,
  thumb_key     text,
  original_name text NOT NULL,
  size_bytes    integer NOT NULL,
  width         integer,
  height        integer,
  page_count    integer,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_post ON attachments (post_id);
CREATE INDEX attachments_uploader ON attachments (uploader_id, created_at);
CREATE INDEX attachments_file_key ON attachments (file_key);
