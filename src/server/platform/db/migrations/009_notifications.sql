-- Notifications, watching, mentions, bookmarks and read state (docs/product.md#notifications), plus the
-- queue of background jobs: a reply only records a job in its own transaction and the fan-out to watchers
-- runs afterwards, so a thread with thousands of watchers does not slow the reply down.

alter table posts add column reply_to_post_id integer references posts(id) on delete set null;
alter table users add column auto_watch boolean not null default true;

create table notifications (
  id bigserial primary key,
  user_id integer not null references users(id) on delete cascade,
  kind text not null check (kind in ('reply', 'new_thread', 'reply_to_post', 'mention', 'quote',
    'vote_milestone', 'report_outcome', 'warning', 'mute')),
  actor_id integer references users(id) on delete set null,
  thread_id integer references threads(id) on delete cascade,
  post_id integer references posts(id) on delete cascade,
  detail text,
  -- One notification per member per event: a post notifies a member once, whatever the reasons.
  dedupe_key text not null,
  read_at timestamptz,
  emailed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, dedupe_key)
);
create index notifications_user_recent on notifications (user_id, id desc);
create index notifications_user_unread on notifications (user_id) where read_at is null;
create index notifications_post on notifications (post_id);
create index notifications_thread on notifications (thread_id);

create table background_jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null,
  run_after timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now()
);
create index background_jobs_due on background_jobs (run_after, id);

create table thread_watches (
  user_id integer not null references users(id) on delete cascade,
  thread_id integer not null references threads(id) on delete cascade,
  level text not null check (level in ('watching', 'normal', 'muted')),
  updated_at timestamptz not null default now(),
  primary key (user_id, thread_id)
);
create index thread_watches_watching on thread_watches (thread_id) where level = 'watching';

create table category_watches (
  user_id integer not null references users(id) on delete cascade,
  category_id integer not null references categories(id) on delete cascade,
  level text not null check (level in ('watching', 'normal', 'muted')),
  updated_at timestamptz not null default now(),
  primary key (user_id, category_id)
);
create index category_watches_watching on category_watches (category_id) where level = 'watching';

create table post_mentions (
  post_id integer not null references posts(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (post_id, user_id)
);
create index post_mentions_user on post_mentions (user_id);

create table bookmarks (
  user_id integer not null references users(id) on delete cascade,
  post_id integer not null references posts(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, post_id)
);

create table thread_reads (
  user_id integer not null references users(id) on delete cascade,
  thread_id integer not null references threads(id) on delete cascade,
  last_read_post_id integer not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, thread_id)
);

create table notification_preferences (
  user_id integer not null references users(id) on delete cascade,
  kind text not null,
  delivery text not null check (delivery in ('immediate', 'daily', 'never')),
  primary key (user_id, kind)
);
