-- The Unread list asks, per thread a member has read, whether a visible post follows their read position and
-- how many (docs/decisions/030-unread-list-in-one-query.md). Ordered by id and holding visible posts only,
-- this index answers the first with one probe and the second by walking just the unread posts; the thread's
-- other indexes lead with created_at or vote_count and made both walk the whole thread.
CREATE INDEX posts_thread_visible ON posts (thread_id, id) WHERE status = 'visible';
