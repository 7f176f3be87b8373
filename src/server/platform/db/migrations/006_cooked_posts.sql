-- Posts keep their rendered, sanitised HTML beside the Markdown source (docs/architecture.md#rich-text), so a
-- page or an API answer never renders Markdown while a reader waits. cooked_version names the renderer that
-- produced it; when the rules change, a background job re-cooks older rows. NULL until cooked.
ALTER TABLE posts ADD COLUMN cooked text;
ALTER TABLE posts ADD COLUMN cooked_version integer NOT NULL DEFAULT 0;
CREATE INDEX posts_cooked_version ON posts (cooked_version);
