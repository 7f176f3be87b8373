-- Calculator result cards attached to a post: a JSON list of { calculator, version, inputs }. Only the inputs
-- are kept; the result is recomputed by the calculator's current rules whenever the post is shown.
ALTER TABLE posts ADD COLUMN cards jsonb NOT NULL DEFAULT '[]'::jsonb;
