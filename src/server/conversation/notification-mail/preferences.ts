import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import {
  DEFAULT_EMAIL_DELIVERY,
  type EmailDelivery,
  type NotificationPreferences,
  type updateNotificationPreferencesBody,
} from '../../../shared/contracts/notification-settings';
import { NOTIFICATION_KINDS } from '../../../shared/contracts/notifications';
import type { Db } from '../../forum/records/visibility';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';

// A member's e-mail choices per kind of notification, and whether they watch threads they write in
// (docs/product.md#notification-e-mail). Only choices that differ from the default are stored.

type UpdateInput = z.output<typeof updateNotificationPreferencesBody>;

export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [rows, user] = await Promise.all([
    db
      .selectFrom('notification_preferences')
      .select(['kind', 'delivery'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('users')
      .select(['auto_watch', 'weekly_summary'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const email = { ...DEFAULT_EMAIL_DELIVERY };
  for (const row of rows) {
    if (row.kind in email) email[row.kind as keyof typeof email] = row.delivery;
  }
  return { email, auto_watch: user.auto_watch, weekly_summary: user.weekly_summary };
}

export async function getPreferences(db: Db, caller: Caller): Promise<NotificationPreferences> {
  return readPreferences(db, requireSignedIn(caller).id);
}

export async function updatePreferences(
  db: Db,
  caller: Caller,
  input: UpdateInput,
): Promise<NotificationPreferences> {
  const user = requireSignedIn(caller);
  const choices = Object.entries(input.email ?? {}).filter(
    (entry): entry is [string, EmailDelivery] => entry[1] !== undefined,
  );
  if (choices.length > 0) await setDeliveries(db, user.id, Object.fromEntries(choices));
  if (input.auto_watch !== undefined || input.weekly_summary !== undefined) {
    await db
      .updateTable('users')
      .set({
        ...(input.auto_watch !== undefined ? { auto_watch: input.auto_watch } : {}),
        ...(input.weekly_summary !== undefined ? { weekly_summary: input.weekly_summary } : {}),
      })
      .where('id', '=', user.id)
      .execute();
  }
  return readPreferences(db, user.id);
}

export async function setDeliveries(db: Db, userId: number, choices: Record<string, EmailDelivery>) {
  const rows = Object.entries(choices).map(([kind, delivery]) => ({ user_id: userId, kind, delivery }));
  if (rows.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ delivery: sql`excluded.delivery` }))
    .execute();
}

/**
 * SQL for the delivery that applies to notification `n` of member `n.user_id`: their own choice, else the
 * kind's default. `n` must be the notifications row's alias in the query.
 */
export function deliveryOf(): RawBuilder<EmailDelivery> {
  const defaults = sql.join(
    NOTIFICATION_KINDS.map((kind) => sql`when ${kind} then ${DEFAULT_EMAIL_DELIVERY[kind]}`),
    sql` `,
  );
  return sql<EmailDelivery>`coalesce(
    (select np.delivery from notification_preferences np where np.user_id = n.user_id and np.kind = n.kind),
    case n.kind ${defaults} else 'never' end)`;
}
