-- Votes without rewriting the post (docs/decisions/049-votes-folded-in-batches.md): a vote writes its
-- post_votes row alone; this trigger records the change of the post's score as a narrow row, and the
-- background runner folds batches of them into posts.vote_count (and a first post's into threads.vote_count),
-- deleting the rows it folded in the same transaction. So posts.vote_count plus the post's rows here always
-- equals the sum of its post_votes, whoever writes post_votes (a vote, a deleted member's votes going), and
-- the post row with its seven indexes and search vector is rewritten once per batch instead of once per vote.
-- No foreign key: the rows of a deleted post are folded into nothing.
CREATE TABLE post_vote_changes (
  id      bigserial PRIMARY KEY,
  post_id integer NOT NULL,
  delta   smallint NOT NULL
);
CREATE INDEX post_vote_changes_post ON post_vote_changes (post_id);

CREATE FUNCTION post_vote_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_vote_changes (post_id, delta) VALUES (NEW.post_id, NEW.vote);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_vote_changes (post_id, delta) VALUES (OLD.post_id, -OLD.vote);
  ELSIF NEW.vote <> OLD.vote OR NEW.post_id <> OLD.post_id THEN
    INSERT INTO post_vote_changes (post_id, delta) VALUES (OLD.post_id, -OLD.vote), (NEW.post_id, NEW.vote);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER post_vote_changed AFTER INSERT OR UPDATE OR DELETE ON post_votes
  FOR EACH ROW EXECUTE FUNCTION post_vote_changed();

-- A reply no longer takes its category's row (every reply of a category waited for the one before it to
-- commit): it appends its +1 here, and the same background fold adds them to categories.post_count and
-- last_post_at in batches. recountCategory deletes a category's rows in the statement that recounts it.
CREATE TABLE category_post_changes (
  id           bigserial PRIMARY KEY,
  category_id  integer NOT NULL,
  posts        integer NOT NULL,
  last_post_at timestamptz NOT NULL DEFAULT now()
);
