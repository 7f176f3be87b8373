import type { Transaction } from 'kysely';
import { MAX_MENTIONS, mentionedNames, tooManyMentions } from '../../forum/post-references/mention-links';
import type { Database } from '../../platform/db/schema';

// @mentions (docs/product.md#notifications): a post's @username of an active member is recorded in
// post_mentions, which the fan-out job turns into a 'mention' notification. Unknown, deleted and banned
// names stay plain text and notify nobody. More than MAX_MENTIONS different names is refused as spam.

export async function recordMentions(
  trx: Transaction<Database>,
  postId: number,
  content: string,
): Promise<void> {
  const names = mentionedNames(content);
  if (names.length === 0) return;
  if (names.length > MAX_MENTIONS) throw tooManyMentions(names.length);
  const members = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), 'in', names))
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .execute();
  if (members.length === 0) return;
  await trx
    .insertInto('post_mentions')
    .values(members.map((m) => ({ post_id: postId, user_id: m.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
