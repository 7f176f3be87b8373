-- Pinned threads lead the all-categories discussions list too, under every sort (they already lead a
-- category view). The list indexes get is_pinned first, so a page is still an index walk, never a sort.
DROP INDEX threads_list_latest;
DROP INDEX threads_list_oldest;
DROP INDEX threads_list_popular;
DROP INDEX threads_list_replies;

CREATE INDEX threads_list_latest ON threads (is_pinned DESC, last_post_at DESC, id DESC) INCLUDE (status, author_id)
  WHERE status <> 'removed';
CREATE INDEX threads_list_oldest ON threads (is_pinned DESC, created_at, id) INCLUDE (status, author_id)
  WHERE status <> 'removed';
CREATE INDEX threads_list_popular ON threads (is_pinned DESC, vote_count DESC, view_count DESC, id DESC)
  INCLUDE (status, author_id) WHERE status <> 'removed';
CREATE INDEX threads_list_replies ON threads (is_pinned DESC, reply_count DESC, id DESC) INCLUDE (status, author_id)
  WHERE status <> 'removed';
