import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

// What the forum's stateless mail tokens share (the one-click unsubscribe link, docs/decisions/023-notification-mail.md,
// and the Reply-To address, docs/decisions/045-weekly-summary-and-reply-by-mail.md): a secret made once per
// installation and kept in app_settings under its own key (so every app process signs alike and one kind of
// token cannot stand for another), an HMAC-SHA256 over what the token says, and a constant-time comparison.
// Each token keeps its own format and encoding; only the signing lives here.

const cache = new Map<string, { db: Kysely<Database>; secret: string }>();

/** The installation's secret stored under `key`, made on first use (two processes racing agree on the first). */
export async function installationSecret(db: Kysely<Database>, key: string): Promise<string> {
  const known = cache.get(key);
  if (known?.db === db) return known.secret;
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  cache.set(key, { db, secret: row.value });
  return row.value;
}

/** HMAC-SHA256 of `body` with `secret`, in `encoding`, cut to `length` characters when given. */
export function signText(
  secret: string,
  body: string,
  encoding: 'hex' | 'base64url',
  length?: number,
): string {
  const mac = createHmac('sha256', secret).update(body).digest(encoding);
  return length === undefined ? mac : mac.slice(0, length);
}

/** Whether a mac given by a stranger equals the expected one, in time that does not tell how much matched. */
export function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
