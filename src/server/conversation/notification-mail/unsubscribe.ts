import type { Kysely } from 'kysely';
import { EMAIL_KIND_LABELS, type UnsubscribeResponse } from '../../../shared/contracts/notification-settings';
import { NOTIFICATION_KINDS } from '../../../shared/contracts/notifications';
import { MAIL_TEXT } from '../../../shared/mail-texts';
import { badRequest } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { readPreferences, setDeliveries } from './preferences';
import { readUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token';

// What an unsubscribe link does (docs/product.md#notification-e-mail): no sign-in, the signed token is
// the permission. Looking at the link changes nothing (mail scanners open links); a POST, from the page's
// button or from the mail program's one-click request (RFC 8058), sets the kind (or every kind) to never.

export async function describeUnsubscribe(
  db: Kysely<Database>,
  token: string,
  apply: boolean,
): Promise<UnsubscribeResponse> {
  const { userId, scope } = readUnsubscribeToken(await unsubscribeSecret(db), token);
  const user = await db
    .selectFrom('users')
    .select(['username', 'is_deleted'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.is_deleted) {
    throw badRequest(
      'That unsubscribe link belongs to an account that no longer exists.',
      'token',
      'UNSUBSCRIBE_INVALID',
    );
  }
  if (scope === 'weekly_summary') {
    if (apply)
      await db.updateTable('users').set({ weekly_summary: false }).where('id', '=', userId).execute();
    const row = await db
      .selectFrom('users')
      .select('weekly_summary')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      username: user.username,
      kind: scope,
      label: MAIL_TEXT.summaryUnsubscribeLabel,
      unsubscribed: !row.weekly_summary,
    };
  }
  const kinds = scope === 'all' ? [...NOTIFICATION_KINDS] : [scope];
  if (apply)
    await setDeliveries(db, userId, Object.fromEntries(kinds.map((kind) => [kind, 'never' as const])));
  const { email } = await readPreferences(db, userId);
  return {
    username: user.username,
    kind: scope,
    label: scope === 'all' ? 'Every notification e-mail' : EMAIL_KIND_LABELS[scope],
    unsubscribed: kinds.every((kind) => email[kind] === 'never'),
  };
}
