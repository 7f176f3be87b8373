-- The counties a thread is about (docs/decisions/042-thread-counties.md): slugs such as 'grady' or
-- 'other-state', checked by the server against the one list in src/calc/land/oklahoma-counties.ts. On the
-- thread row, so lists read them with the thread and no join; a GIN index over the listed (not removed)
-- threads answers ?county= without walking the whole list. A constant default adds the column without
-- rewriting the table.
ALTER TABLE threads ADD COLUMN counties text[] NOT NULL DEFAULT '{}';
ALTER TABLE threads ADD CONSTRAINT threads_counties_few CHECK (cardinality(counties) <= 6);
CREATE INDEX threads_counties ON threads USING gin (counties) WHERE status <> 'removed';
