import { type RawBuilder, sql, type Transaction } from 'kysely';
import { POST_PUBLISHED_JOB } from '../../conversation/notifications/fan-out';
import type { Database } from '../../platform/db/schema';
import type { Cooked } from '../cooking/cooker';
import { MAX_MENTIONS, mentionedNames, tooManyMentions } from '../post-references/mention-links';

// Every row a new reply writes, in one statement (docs/decisions/054-writes-in-groups.md): the post, the
// members it @mentions (post_mentions, as mentions.ts records them), the writer's draft cleared, the thread's
// counters (the thread row is already locked), the category's +1 as a change row (records/counters.ts folds
// it), the writer's automatic watch and read position (as post-published.ts writes them for a new thread),
// and the fan-out job (its runners are woken after the commit: create-post.ts). It was ten round trips, each
// one holding the thread's row lock a little longer while every other reply to the thread waited.

export interface NewReply {
  threadId: number;
  authorId: number;
  content: string;
  replyTo: number | null;
  cooked: Cooked;
  status: 'visible' | 'held';
  cards: string | undefined;
}

/**
 * The reply's rows as the CTEs `p` (the post: every column) and the rest, written only when the CTE `ok` (before
 * them in the statement: the thread's id, category_id and status) has its row. Without it nothing is
 * written, so one statement can check the thread and write the reply (one-statement-reply.ts).
 */
export function replyRows(reply: NewReply): RawBuilder<unknown> {
  const names = mentionedNames(reply.content);
  if (names.length > MAX_MENTIONS) throw tooManyMentions(names.length);
  const visible = reply.status === 'visible';
  const threadId = reply.threadId;
  return sql`
    p as (
      insert into posts (thread_id, author_id, content, reply_to_post_id, cooked, cooked_version, status, cards)
      select ok.id, ${reply.authorId}, ${reply.content}, ${reply.replyTo}, ${reply.cooked.html},
              ${reply.cooked.version}, ${reply.status}, coalesce(${reply.cards ?? null}::jsonb, '[]'::jsonb)
      from ok
      returning *),
    mentioned as (
      insert into post_mentions (post_id, user_id)
      select p.id, u.id from p, users u
      where lower(u.username) = any(${names}::text[]) and u.is_active and not u.is_deleted
      on conflict do nothing),
    draft as (
      delete from drafts where user_id = ${reply.authorId} and draft_key = ${`reply-${threadId}`}
        and exists (select 1 from p)),
    thread_count as (
      update threads set reply_count = reply_count + 1, last_post_at = greatest(last_post_at, now())
      where id = ${threadId} and ${visible}::boolean and exists (select 1 from p)),
    category_count as (
      -- Posts in a held thread are not public yet: the category counts them when the thread is approved.
      insert into category_post_changes (category_id, posts)
      select ok.category_id, 1 from ok, p where ${visible}::boolean and ok.status = 'visible'),
    watch as (
      insert into thread_watches (user_id, thread_id, level, automatic)
      select u.id, ${threadId}::int, 'watching', true from users u, p where u.id = ${reply.authorId} and u.auto_watch
      on conflict (user_id, thread_id) do nothing),
    read as (
      insert into thread_reads (user_id, thread_id, last_read_post_id)
      select ${reply.authorId}::int, ${threadId}::int, p.id from p
      on conflict (user_id, thread_id) do update
        set last_read_post_id = greatest(thread_reads.last_read_post_id, excluded.last_read_post_id),
            updated_at = now()),
    job as (
      insert into background_jobs (kind, payload)
      select ${POST_PUBLISHED_JOB}, jsonb_build_object('post_id', p.id) from p where ${visible}::boolean)`;
}

/** Writes a reply's rows in a transaction that has already locked and checked the thread; answers its id. */
export async function writeReplyRows(
  trx: Transaction<Database>,
  thread: { id: number; category_id: number; status: string },
  reply: NewReply,
): Promise<number> {
  const result = await sql<{ id: number }>`
    with ok as (select ${thread.id}::int as id, ${thread.category_id}::int as category_id,
                       ${thread.status}::text as status),
      posted as (update users set last_posted_at = now() where id = ${reply.authorId}),
      ${replyRows(reply)}
    select p.id from p`.execute(trx);
  return result.rows[0]!.id;
}
