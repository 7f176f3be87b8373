-- A muted category silences the threads a member watches only because they started or replied to them, but
-- not a thread they chose to watch themselves (docs/product.md#following-threads), so a watch records how
-- it came. Rows written before this column are taken as automatic when the member has posted in the thread,
-- the way nearly all of them were made; a member who also chose Watching there can choose it again.
alter table thread_watches add column automatic boolean not null default false;

update thread_watches tw set automatic = true
where tw.level = 'watching'
  and exists (select 1 from posts p where p.thread_id = tw.thread_id and p.author_id = tw.user_id);
