-- A thread's accepted answer (docs/decisions/043-solved-threads-and-similar-questions.md): one reply the
-- thread's author or staff chose. A thread with an answer is "solved". The mark goes when the post is deleted
-- (here) or removed or held by moderation (in code, in the same transaction as the removal).
ALTER TABLE threads ADD COLUMN answer_post_id integer REFERENCES posts (id) ON DELETE SET NULL;
-- Finds the thread of an answer post when that post is deleted or removed, and lists solved threads.
CREATE INDEX threads_answer_post ON threads (answer_post_id) WHERE answer_post_id IS NOT NULL;
-- The "Solved" filter of the discussions list, newest activity first, without walking every thread.
CREATE INDEX threads_solved_latest ON threads (last_post_at DESC, id DESC)
  WHERE answer_post_id IS NOT NULL AND status <> 'removed';

-- The member whose reply was chosen is told (notifications/member-events.ts).
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('reply', 'new_thread',
  'reply_to_post', 'mention', 'quote', 'vote_milestone', 'report_outcome', 'warning', 'mute',
  'answer_accepted'));
