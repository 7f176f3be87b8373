-- When each member last posted (a thread's first post or a reply), kept on their row for the posting pace
-- (docs/decisions/058-a-reply-in-one-statement.md). A reply checks and takes its turn with one conditional
-- UPDATE of this column: PostgreSQL re-reads the row's latest version when it waits for a concurrent post of
-- the same member, so two posts inside the interval never both pass, without reading the posts table under a
-- lock in a statement of its own. Every path that writes a post sets it; members who posted before this
-- migration start from their newest post.
ALTER TABLE users ADD COLUMN last_posted_at timestamptz;
UPDATE users u SET last_posted_at = m.at
FROM (SELECT author_id, max(created_at) AS at FROM posts GROUP BY author_id) m
WHERE m.author_id = u.id;
