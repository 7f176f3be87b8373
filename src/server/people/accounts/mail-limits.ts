import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import { RateLimitError } from '../../errors';
import type { Database } from '../../platform/db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reset and confirmation mails asked for per address (what was typed, lower-cased) and per client IP within
 * the last hour: past MAIL_RATE_LIMIT_PER_ADDRESS or MAIL_RATE_LIMIT_PER_IP the answer is 429 with the
 * wait. Counted whether or not the address belongs to anyone, so the limit reveals nothing.
 */
export async function countMailRequest(
  db: Kysely<Database>,
  config: Config,
  request: { kind: string; addressKey: string; ip: string },
): Promise<void> {
  const since = new Date(Date.now() - HOUR_MS);
  const addressKey = request.addressKey.trim().toLowerCase().slice(0, 320);
  const usage = await db
    .selectFrom('mail_requests')
    .select([
      sql<number>`count(*) filter (where address_key = ${addressKey})::int`.as('byAddress'),
      sql<Date | null>`min(created_at) filter (where address_key = ${addressKey})`.as('oldestByAddress'),
      sql<number>`count(*) filter (where ip = ${request.ip})::int`.as('byIp'),
      sql<Date | null>`min(created_at) filter (where ip = ${request.ip})`.as('oldestByIp'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('address_key', '=', addressKey), eb('ip', '=', request.ip)]))
    .executeTakeFirstOrThrow();
  const oldest =
    usage.byAddress >= config.MAIL_RATE_LIMIT_PER_ADDRESS
      ? usage.oldestByAddress
      : usage.byIp >= config.MAIL_RATE_LIMIT_PER_IP
        ? usage.oldestByIp
        : null;
  if (oldest) {
    const seconds = Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR_MS - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new RateLimitError(
      `Too many e-mails were asked for. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    );
  }
  await db
    .insertInto('mail_requests')
    .values({ kind: request.kind, address_key: addressKey, ip: request.ip })
    .execute();
}
