import type { Transaction } from 'kysely';
import type { RemovalScope } from '../../../shared/contracts/reports';
import { REMOVAL_TEXT } from '../../../shared/moderation-texts';
import { TEXT } from '../../../shared/texts';
import { badRequest, notFound } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { type ContentTarget, loadTarget } from '../moderation/content-target';

// Removing a reported opening post is the moderator's choice (docs/product.md#moderation): the post
// only, or its whole thread with the replies. A reply is always removed on its own, and a report on a thread
// removes the thread; a scope that does not fit the report is a 400, so nothing is removed by mistake.

/** The content a removal acts on: the reported one, or the thread of a reported opening post. */
export async function removalTarget(
  trx: Transaction<Database>,
  reported: ContentTarget,
  scope: RemovalScope | undefined,
): Promise<ContentTarget> {
  if (scope === undefined || scope === reported.type) return reported;
  if (scope === 'post')
    throw badRequest(
      'This report is on a whole thread, so there is no single post to remove.',
      'scope',
      'INVALID_SCOPE',
    );
  if (!reported.isFirstPost)
    throw badRequest(
      'Only the opening post of a thread can be removed with its thread; a reply is removed on its own.',
      'scope',
      'INVALID_SCOPE',
    );
  // The thread row is already locked: lockTarget locks a post's thread before the post.
  const thread = await loadTarget(trx, 'thread', reported.threadId);
  if (!thread) throw notFound('That thread does not exist.');
  return thread;
}

/** The thread's visible replies, read before the removal so the message says how many went with it. */
export async function visibleReplies(trx: Transaction<Database>, threadId: number): Promise<number> {
  const row = await trx
    .selectFrom('threads')
    .select('reply_count')
    .where('id', '=', threadId)
    .executeTakeFirst();
  return row?.reply_count ?? 0;
}

/** What the moderator is told happened: a whole thread with its replies, an opening post alone, or a reply. */
export function removalMessage(removed: ContentTarget, replies: number) {
  if (removed.type === 'thread') return REMOVAL_TEXT.wholeThreadDone(replies);
  if (removed.type === 'post' && removed.isFirstPost) return REMOVAL_TEXT.openingPostOnly;
  return TEXT.contentRemoved;
}
