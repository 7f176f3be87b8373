import type { Transaction } from 'kysely';
import { insertNotifications } from '../../conversation/notifications/notify';
import type { Database } from '../../platform/db/schema';

/**
 * The member whose reply was chosen hears of it once per thread and post (bell, live stream, and e-mail as
 * their settings say, through the notifications machinery). Choosing one's own reply tells no one.
 */
export async function notifyAnswerAccepted(
  trx: Transaction<Database>,
  answer: { postId: number; threadId: number; authorId: number },
  chooserId: number,
): Promise<void> {
  if (answer.authorId === chooserId) return;
  await insertNotifications(trx, [
    {
      user_id: answer.authorId,
      kind: 'answer_accepted',
      actor_id: chooserId,
      thread_id: answer.threadId,
      post_id: answer.postId,
      dedupe_key: `answer:${answer.postId}`,
    },
  ]);
}
