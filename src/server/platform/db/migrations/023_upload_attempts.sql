-- Uploads the checks refused, and every avatar sent: they count against the member's daily allowance, so a
-- member cannot send hostile files again and again at no cost (docs/decisions/035-member-input-off-the-main-thread.md).
-- A member's rows older than a day are deleted when the next one is written, so the table stays small.
create table upload_attempts (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('attachment', 'avatar')),
  refused boolean not null,
  created_at timestamptz not null default now()
);

create index upload_attempts_recent on upload_attempts (user_id, purpose, created_at);
