-- PostgreSQL's text-search parser takes time that grows with the square of a run of characters without
-- white space when the run looks like e-mail addresses or underscore-joined words: 10,000 characters of
-- 'a@1a@1…' took 14 s, and a 50,000-character post of '_a_a…' held the embedded database (and so the whole
-- forum) for minutes. Text is now searched with a space after every 32 characters of such a run, which
-- keeps the parser's work in proportion to the post's length. Ordinary words, addresses and most links are
-- shorter than that; longer ones are searched by their pieces. docs/architecture.md#data-model ("Search text").
CREATE FUNCTION search_text(content text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(content, '(\S{32})', '\1 ', 'g') $$;

ALTER TABLE posts DROP COLUMN content_search;
ALTER TABLE posts ADD COLUMN content_search tsvector
  GENERATED ALWAYS AS (to_tsvector('english', search_text(content))) STORED;
CREATE INDEX posts_content_search ON posts USING gin (content_search);
