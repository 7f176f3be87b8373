-- When a thread's answer was chosen (docs/product.md#weekly-summary-e-mail): the weekly summary lists the
-- questions answered this week, which answer_post_id alone cannot tell. The trigger below keeps it with the
-- mark whoever writes it (choosing, changing, clearing, moderation, and 029's ON DELETE SET NULL). Threads
-- solved before this migration count from their answer's own time, the nearest that is known.
ALTER TABLE threads ADD COLUMN answered_at timestamptz;
UPDATE threads t SET answered_at = p.created_at FROM posts p WHERE p.id = t.answer_post_id;

CREATE FUNCTION threads_answered_at_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.answer_post_id IS NULL THEN
    NEW.answered_at := NULL;
  ELSIF NEW.answer_post_id IS DISTINCT FROM OLD.answer_post_id THEN
    NEW.answered_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER threads_answered_at_follows BEFORE UPDATE OF answer_post_id ON threads
  FOR EACH ROW EXECUTE FUNCTION threads_answered_at_follows();

-- The summary's "answered this week" read, newest first, only over solved threads.
CREATE INDEX threads_answered_recent ON threads (answered_at DESC) WHERE answered_at IS NOT NULL;
