import { type Kysely, sql } from 'kysely';
import { TEXT } from '../../../shared/texts';
import { AppError, notFound } from '../../errors';
import type { SignedInCaller } from '../../people/auth/caller';
import type { Database } from '../../platform/db/schema';
import { replyToNotFound } from '../post-references/reply-to';
import {
  accountIsNew,
  type PaceRow,
  type PostingLimits,
  paceAllows,
  paceApplies,
  paceRefusal,
  secondsSincePost,
} from '../posting-limits/posting-limit';
import { type PostJoinRow, selectPosts } from '../records/post-rows';
import { canSee, seenBy } from '../records/visibility';
import { THREAD_NOT_FOUND } from '../threads/get-thread';
import { categoryArchived } from './archived-category';
import { type NewReply, replyRows } from './reply-rows';

// A plain reply (no attachments, nothing for moderators, no approval to wait for) as one statement
// (docs/decisions/058-a-reply-in-one-statement.md): the member's posting turn, the thread's lock and checks,
// the answered post's check, every row the reply writes and the new post read back. The transaction of
// create-post.ts takes eight round trips for the same (begin, the member's turn, the pace, the thread, the
// answered post, the rows, the post read back, commit); each costs the forum and the database about 0.1 ms
// of CPU under load.

/** The thread as the checks need it. */
export interface ReplyThread {
  id: number;
  category_id: number;
  author_id: number;
  status: 'visible' | 'held' | 'removed';
  is_locked: boolean;
  category_name: string;
  is_archived: boolean;
}

interface Outcome extends PaceRow {
  /** The new post as the writer reads it (its times as JSON text: toPost takes either). */
  post: PostJoinRow | null;
  /** The thread as locked (when the member's turn was taken), else as the statement's snapshot saw it. */
  thread: ReplyThread | null;
  turned: boolean;
  reply_to: { id: number; status: 'visible' | 'held' | 'removed'; author_id: number } | null;
}

/** Why the writer may not reply in this thread (404, 403), as the transaction path and this one refuse. */
export function refuseReply(writer: SignedInCaller, thread: ReplyThread | null | undefined): void {
  if (!thread || !canSee(writer, thread)) throw notFound(THREAD_NOT_FOUND);
  if (thread.status === 'removed') {
    throw new AppError(
      403,
      'THREAD_REMOVED',
      'This thread was removed by a moderator and cannot be replied to.',
    );
  }
  if (thread.is_locked) throw new AppError(403, 'THREAD_LOCKED', TEXT.threadLocked);
  if (thread.is_archived) throw categoryArchived(thread.category_name, 'replies');
}

/**
 * Writes a visible reply in one statement and answers it as the writer reads it; throws the refusal the
 * transaction path would give. Answers null in the one case it cannot explain (the checks passed on every
 * row it returned, yet nothing was written): the caller then takes the transaction path.
 */
export async function writeReplyInOneStatement(
  db: Kysely<Database>,
  writer: SignedInCaller,
  limits: PostingLimits,
  reply: NewReply,
): Promise<PostJoinRow | null> {
  const threadId = reply.threadId;
  const takes = (archived: 'c' | 't') => sql<boolean>`(${seenBy(writer, 't')} and t.status <> 'removed'
    and not t.is_locked and not ${sql.ref(`${archived}.is_archived`)})`;
  const answered =
    reply.replyTo === null
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from posts rt where rt.id = ${reply.replyTo}
          and rt.thread_id = ${threadId} and ${seenBy(writer, 'rt')})`;
  const thread = sql`select t.id, t.category_id, t.author_id, t.status, t.is_locked,
      c.name as category_name, c.is_archived
    from threads t join categories c on c.id = t.category_id where t.id = ${threadId}`;
  // The member's row is locked first (the turn), then the thread's, in the order of the transaction path.
  // The turn is taken only when the reply looks possible, so a refused reply does not start the member's
  // pause; the checks are made again on the locked thread before anything is written.
  const { rows } = await sql<Outcome>`
    with turn as (
      update users u set last_posted_at = now()
      where u.id = ${writer.id} and ${paceAllows(writer, limits)}
        and exists (${thread} and ${takes('c')}) and ${answered}
      returning u.id),
    t as (${thread} and exists (select 1 from turn) for no key update of t),
    ok as (select t.id, t.category_id, t.status from t where ${takes('t')} and ${answered}),
    ${replyRows(reply)}
    select (select row_to_json(n) from (${selectPosts(db, writer, { justWritten: true })}) n) as post,
      exists (select 1 from turn) as turned,
      coalesce((select row_to_json(t) from t), (select row_to_json(s) from (${thread}) s)) as thread,
      (select row_to_json(rt) from (select rt.id, rt.status, rt.author_id from posts rt
        where rt.id = ${reply.replyTo} and rt.thread_id = ${threadId}) rt) as reply_to,
      ${accountIsNew(limits)} as is_new, ${secondsSincePost} as since
    from users u where u.id = ${writer.id}`.execute(db);
  const outcome = rows[0];
  if (!outcome) return null;
  if (outcome.post) return outcome.post;
  refuseReply(writer, outcome.thread);
  // The order of the transaction path's refusals: the thread, then the pace, then the post answered.
  const paced = paceApplies(writer, limits);
  const early = paced ? paceRefusal(outcome, limits) : null;
  if (early) throw early;
  if (reply.replyTo !== null && (!outcome.reply_to || !canSee(writer, outcome.reply_to)))
    throw replyToNotFound();
  // The snapshot may not show the post that took the member's turn a moment ago: a full pause then.
  const late = !outcome.turned && paced ? paceRefusal({ is_new: outcome.is_new, since: 0 }, limits) : null;
  if (late) throw late;
  return null;
}
