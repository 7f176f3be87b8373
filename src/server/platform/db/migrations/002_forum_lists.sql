-- Forum lists and counters.

-- Latest activity beside each category on the home page; kept exact like thread_count and post_count
-- (visible content only), recomputed by recountCategory after moderation.
ALTER TABLE categories ADD COLUMN last_post_at timestamptz;

-- Lists show visible threads plus the caller's own held ones (staff: every held one); removed threads never
-- appear in a list. One partial index per sort serves guests, members and staff in index order, so a page
-- is an index walk and never a sort over every thread. The status-first indexes of 001 could not do that
-- for "visible or own held" (status = ANY(...) loses the order), so they give way to these.
DROP INDEX threads_latest;
DROP INDEX threads_oldest;
DROP INDEX threads_popular;
DROP INDEX threads_replies;
DROP INDEX threads_category_latest;

CREATE INDEX threads_list_latest ON threads (last_post_at DESC, id DESC) INCLUDE (status, author_id)
  WHERE status <> 'removed';
CREATE INDEX threads_list_oldest ON threads (created_at, id) INCLUDE (status, author_id)
  WHERE status <> 'removed';
CREATE INDEX threads_list_popular ON threads (vote_count DESC, view_count DESC, id DESC) INCLUDE (status, author_id)
  WHERE status <> 'removed';
CREATE INDEX threads_list_replies ON threads (reply_count DESC, id DESC) INCLUDE (status, author_id)
  WHERE status <> 'removed';

-- A category view puts pinned threads first (docs/product.md#pages), in each sort.
CREATE INDEX threads_category_latest ON threads (category_id, is_pinned DESC, last_post_at DESC, id DESC)
  INCLUDE (status, author_id) WHERE status <> 'removed';
CREATE INDEX threads_category_oldest ON threads (category_id, is_pinned DESC, created_at, id)
  INCLUDE (status, author_id) WHERE status <> 'removed';
CREATE INDEX threads_category_popular ON threads (category_id, is_pinned DESC, vote_count DESC, view_count DESC, id DESC)
  INCLUDE (status, author_id) WHERE status <> 'removed';
CREATE INDEX threads_category_replies ON threads (category_id, is_pinned DESC, reply_count DESC, id DESC)
  INCLUDE (status, author_id) WHERE status <> 'removed';

-- List totals come from the exact category counters plus the few held threads a caller may see.
CREATE INDEX threads_held ON threads (category_id, author_id) WHERE status = 'held';
