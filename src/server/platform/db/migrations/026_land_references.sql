-- The land each post names (docs/decisions/039-land-references.md): one row per section or township key
-- ("ok-im-05n-03w-20", and its township "ok-im-05n-03w") and post. The cooker writes the land's links into
-- the post's HTML; these triggers read the keys back from those links, so every writer of posts (routes,
-- the background re-cook, the CLI, seeds) keeps the table without knowing it. A link a member typed to a
-- land page has no class="land-ref" and does not count. Posts inserted uncooked (seeds) are filled when the
-- re-cook ticker renders them.
CREATE TABLE post_land_refs (
  land_key text NOT NULL,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  PRIMARY KEY (land_key, post_id)
);
CREATE INDEX post_land_refs_post_id ON post_land_refs (post_id);

CREATE FUNCTION post_land_keys(cooked text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT DISTINCT k FROM (
      SELECT replace(m[1], '/', '-') AS section_or_township, replace(m[2], '/', '-') AS township
      FROM regexp_matches(cooked,
        '<a class="land-ref" href="/land/(([a-z0-9]{2}/[a-z0-9]{2}/[0-9]{2,3}[ns]/[0-9]{2,3}[ew])(?:/[0-9]{2})?)"', 'g') AS m
    ) found, LATERAL (VALUES (section_or_township), (township)) AS keys (k)
  $$;

CREATE FUNCTION post_land_refs_from_cooked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM post_land_refs WHERE post_id = NEW.id;
  END IF;
  INSERT INTO post_land_refs (land_key, post_id)
  SELECT k, NEW.id FROM post_land_keys(coalesce(NEW.cooked, '')) AS k
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
-- Only posts whose HTML has or had a land link pay for the reading.
CREATE TRIGGER post_land_refs_on_insert AFTER INSERT ON posts FOR EACH ROW
  WHEN (NEW.cooked LIKE '%class="land-ref"%')
  EXECUTE FUNCTION post_land_refs_from_cooked();
CREATE TRIGGER post_land_refs_on_update AFTER UPDATE OF cooked ON posts FOR EACH ROW
  WHEN (OLD.cooked IS DISTINCT FROM NEW.cooked
    AND (OLD.cooked LIKE '%class="land-ref"%' OR NEW.cooked LIKE '%class="land-ref"%'))
  EXECUTE FUNCTION post_land_refs_from_cooked();
