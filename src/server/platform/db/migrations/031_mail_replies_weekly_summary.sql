-- The weekly summary e-mail and replies by e-mail (docs/decisions/045-weekly-summary-and-reply-by-mail.md).
-- weekly_summary: the member's choice (on by default; settings and the summary's one-click link turn it off).
-- weekly_summary_at: when the last one was queued; the summary claims a member by moving it forward only when
-- it is at least seven days old, so two processes never send one member two in a week.
alter table users add column weekly_summary boolean not null default true;
alter table users add column weekly_summary_at timestamptz;

-- Notification e-mails about a post carry a Reply-To address that leads back to the thread.
alter table mail_outbox add column reply_to text;

-- Every message that reached the inbound address, and what became of it: posted, bounced or dropped. The
-- Message-ID keeps a provider's retry from posting twice; the rows also pace bounces (bounce_to: at most one
-- an hour to an address) and replies by e-mail per member.
create table inbound_mail (
  id serial primary key,
  message_id text,
  source text not null,
  from_address text not null,
  user_id integer references users (id) on delete set null,
  thread_id integer references threads (id) on delete set null,
  post_id integer references posts (id) on delete set null,
  outcome text not null check (outcome in ('posted', 'bounced', 'dropped')),
  reason text not null,
  bounce_to text,
  created_at timestamptz not null default now()
);
create unique index inbound_mail_message_id on inbound_mail (message_id) where message_id is not null;
create index inbound_mail_bounces on inbound_mail (bounce_to, created_at) where bounce_to is not null;
create index inbound_mail_member on inbound_mail (user_id, created_at) where outcome = 'posted';
