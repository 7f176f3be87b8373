import type { Kysely, Transaction } from 'kysely';
import { readOwnPost } from '../../forum/reading/read-position';
import type { Database } from '../../platform/db/schema';
import { enqueueJob, wakeJobRunners } from '../../platform/jobs/job-queue';
import { POST_PUBLISHED_JOB } from './fan-out';
import { recordMentions } from './mentions';

/**
 * What a new post sets going, inside its own transaction: its author watches the thread (unless their
 * profile turned that off; a thread's starter who turned it off is recorded as 'normal', so the starter
 * rule of fan-out.ts leaves them out), marked automatic so a muted category silences it, and a visible post
 * queues its fan-out job.
 */
export async function afterPostWritten(
  trx: Transaction<Database>,
  post: { id: number; threadId: number; authorId: number; startsThread: boolean },
  visible: boolean,
  content: string,
): Promise<void> {
  await recordMentions(trx, post.id, content);
  const author = await trx
    .selectFrom('users')
    .select('auto_watch')
    .where('id', '=', post.authorId)
    .executeTakeFirst();
  if (author?.auto_watch || post.startsThread) {
    await trx
      .insertInto('thread_watches')
      .values({
        user_id: post.authorId,
        thread_id: post.threadId,
        level: author?.auto_watch ? 'watching' : 'normal',
        automatic: true,
      })
      .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
      .execute();
  }
  // Nobody has unread posts they wrote themselves.
  await readOwnPost(trx, post.authorId, post.threadId, post.id);
  if (visible) await queuePostFanOut(trx, post.id);
}

export async function queuePostFanOut(trx: Transaction<Database>, postId: number): Promise<void> {
  await enqueueJob(trx, POST_PUBLISHED_JOB, { post_id: postId });
}

/**
 * After a reply's commit: the runners hear of its fan-out job (job-queue.ts says why not inside it). The
 * reply is stored by then, so a wake-up that fails (one shared by the replies around it) must not answer
 * it with an error that invites posting it again: the runners' poll finds the job within seconds.
 */
export async function wakeFanOut(db: Kysely<Database>): Promise<void> {
  await wakeJobRunners(db).catch(() => {});
}
