-- First posts held for a moderator, and members ignoring members
-- (docs/decisions/044-first-posts-held-and-ignoring.md).

-- A member's first posts wait in the moderation queue as a report of their own source, 'first-post', beside
-- the 'user' and 'auto' ones, so approving, removing and the queue's filters work on them unchanged.
ALTER TABLE reports DROP CONSTRAINT reports_source_check;
ALTER TABLE reports ADD CONSTRAINT reports_source_check CHECK (source IN ('user', 'auto', 'first-post'));

-- A held post that a moderator rejects tells its author why: a notification of its own kind. The check
-- lists every kind, 029's chosen answer too.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('reply', 'new_thread',
  'reply_to_post', 'mention', 'quote', 'vote_milestone', 'report_outcome', 'warning', 'mute',
  'answer_accepted', 'post_rejected'));

-- Who ignores whom. Read by the ignoring member's own list and by the notification fan-out, which asks
-- "does this recipient ignore this author" for each recipient: the primary key answers it.
CREATE TABLE member_ignores (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ignored_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ignored_id),
  CHECK (user_id <> ignored_id)
);
