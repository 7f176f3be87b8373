import { badRequest } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { canSee, type Db } from '../records/visibility';

/**
 * The post a reply answers (docs/product.md#mentions-quotes-and-replies): it must be in the same thread and
 * one the writer can see; otherwise the reply is refused, so "in reply to" never points at a hidden post.
 */
export async function checkReplyTo(
  db: Db,
  writer: Caller,
  threadId: number,
  replyToPostId: number | undefined,
): Promise<number | null> {
  if (replyToPostId === undefined) return null;
  const parent = await db
    .selectFrom('posts')
    .select(['id', 'status', 'author_id'])
    .where('id', '=', replyToPostId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  if (!parent || !canSee(writer, parent)) throw replyToNotFound();
  return parent.id;
}

export const replyToNotFound = () =>
  badRequest(
    'The post you are replying to is not in this thread or is no longer there.',
    'reply_to_post_id',
    'REPLY_TO_NOT_FOUND',
  );
