import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/schema';
import { makeReplyAddress, type ReplyKeyFacts, replySecret } from './reply-address';

/**
 * What notification e-mail asks for a Reply-To address: null when replies by e-mail are off (no
 * INBOUND_DOMAIN), else a function making the address of one member and thread.
 */
export async function replyAddresser(
  db: Kysely<Database>,
  config: Config,
): Promise<
  ((member: ReplyKeyFacts & { user_id: number; thread_id: number | null }) => string | undefined) | null
> {
  const domain = config.INBOUND_DOMAIN;
  if (!domain) return null;
  const secret = await replySecret(db);
  return (member) =>
    member.thread_id ? makeReplyAddress(secret, domain, member.user_id, member.thread_id, member) : undefined;
}
