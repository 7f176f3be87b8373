-- Deep pages of the thread lists seek from remembered page boundaries (docs/decisions/028-deep-pages-from-boundaries.md).
-- A boundary map is only as good as the order it was read from, so every statement that can move a thread
-- within a list, into one or out of one bumps that list's generation here, whoever runs it (a route, a job,
-- the CLI). Statement-level triggers: one bump per statement however many rows it touches. Sequences,
-- not a counter row, so concurrent writers never wait for each other. The shared advisory lock is held until
-- the writer's transaction ends; a reader that takes it exclusively (without waiting) before reading the
-- generations knows every bump it reads belongs to a committed write.
CREATE SEQUENCE thread_order_latest;
CREATE SEQUENCE thread_order_oldest;
CREATE SEQUENCE thread_order_popular;
CREATE SEQUENCE thread_order_replies;

CREATE FUNCTION thread_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sort_name text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7405212);
  FOREACH sort_name IN ARRAY TG_ARGV LOOP
    PERFORM nextval(('thread_order_' || sort_name)::regclass);
  END LOOP;
  RETURN NULL;
END
$$;

-- Membership, pinning and category change every list; each sort's own columns change that sort.
CREATE TRIGGER thread_order_rows AFTER INSERT OR DELETE OR UPDATE OF status, is_pinned, category_id ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION thread_order_changed('latest', 'oldest', 'popular', 'replies');
CREATE TRIGGER thread_order_truncate AFTER TRUNCATE ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION thread_order_changed('latest', 'oldest', 'popular', 'replies');
CREATE TRIGGER thread_order_latest AFTER UPDATE OF last_post_at ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION thread_order_changed('latest');
CREATE TRIGGER thread_order_oldest AFTER UPDATE OF created_at ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION thread_order_changed('oldest');
CREATE TRIGGER thread_order_popular AFTER UPDATE OF vote_count, view_count ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION thread_order_changed('popular');
CREATE TRIGGER thread_order_replies AFTER UPDATE OF reply_count ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION thread_order_changed('replies');
