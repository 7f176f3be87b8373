-- The highest post id ever written in a thread, whatever the post's status (docs/decisions/
-- 030-unread-list-in-one-query.md). The Unread list compares it with a member's read position before it
-- looks for a visible post after that position: a thread read to its end is then skipped on its own row.
-- It only grows, so it is never below the newest visible post even when posts are held, removed or restored.
-- A statement-level trigger keeps it for every writer (routes, factories, the CLI, the bench seed) with one
-- update per statement however many posts it inserts; the update changes no column migration 016 watches.
ALTER TABLE threads ADD COLUMN max_post_id integer NOT NULL DEFAULT 0;
UPDATE threads t SET max_post_id = s.max_id
FROM (SELECT thread_id, max(id) AS max_id FROM posts GROUP BY thread_id) s
WHERE t.id = s.thread_id;

CREATE FUNCTION thread_max_post_id_grows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE threads t SET max_post_id = s.max_id
  FROM (SELECT thread_id, max(id) AS max_id FROM inserted_posts GROUP BY thread_id) s
  WHERE t.id = s.thread_id AND t.max_post_id < s.max_id;
  RETURN NULL;
END $$;
CREATE TRIGGER thread_max_post_id AFTER INSERT ON posts REFERENCING NEW TABLE AS inserted_posts
  FOR EACH STATEMENT EXECUTE FUNCTION thread_max_post_id_grows();
