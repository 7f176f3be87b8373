-- A thread page reads one page of post ids straight off an index (a 10,000-post thread answers as
-- fast as a 10-post one). With status and author in the index, the visibility filter and the page's offset
-- are checked without visiting the table; only the page's 50 posts are then read. These replace the
-- 001 indexes on the same keys.
DROP INDEX posts_thread_created;
DROP INDEX posts_thread_votes;
CREATE INDEX posts_thread_created ON posts (thread_id, created_at, id) INCLUDE (status, author_id);
CREATE INDEX posts_thread_votes ON posts (thread_id, vote_count DESC, id) INCLUDE (status, author_id);
