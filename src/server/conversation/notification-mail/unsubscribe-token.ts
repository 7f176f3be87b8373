import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/contracts/notifications';
import { badRequest } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { installationSecret, sameMac, signText } from '../mail/signed-token';

// Signed one-click unsubscribe links (RFC 8058; docs/decisions/023-notification-mail.md). A token names the
// member, what to stop (one kind, or 'all' for the daily summary) and when it was issued, and carries an
// HMAC-SHA256 of those with the installation's secret, so it needs no sign-in and no stored row. The secret
// is made once per installation and kept in app_settings, shared by every app process; the secret and the
// signing are shared with the Reply-To addresses (../mail/signed-token.ts).

/** One kind, every kind ('all', the daily summary's link), or the weekly summary (docs/decisions/045-...). */
export type UnsubscribeScope = NotificationKind | 'all' | 'weekly_summary';
export const UNSUBSCRIBE_TOKEN_DAYS = 180;
const SECRET_KEY = 'unsubscribe_secret';
const VERSION = 'u1';

export function unsubscribeSecret(db: Kysely<Database>): Promise<string> {
  return installationSecret(db, SECRET_KEY);
}

function sign(secret: string, body: string): string {
  return signText(secret, body, 'base64url');
}

export function makeUnsubscribeToken(
  secret: string,
  userId: number,
  scope: UnsubscribeScope,
  issuedAt = new Date(),
): string {
  const body = `${VERSION}.${userId}.${scope}.${Math.floor(issuedAt.getTime() / 1000)}`;
  return `${body}.${sign(secret, body)}`;
}

const INVALID =
  'That unsubscribe link is not valid. Please use the whole link from the e-mail, or change your e-mail settings on the Notifications page.';

/** The member and scope a token names; 400 UNSUBSCRIBE_INVALID when forged or mangled, _EXPIRED when old. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: number; scope: UnsubscribeScope } {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw badRequest(INVALID, 'token', 'UNSUBSCRIBE_INVALID');
  const [version, id, scope, issued, mac] = parts as [string, string, string, string, string];
  if (!sameMac(sign(secret, `${version}.${id}.${scope}.${issued}`), mac))
    throw badRequest(INVALID, 'token', 'UNSUBSCRIBE_INVALID');
  const userId = Number(id);
  const issuedSeconds = Number(issued);
  const knownScope =
    scope === 'all' ||
    scope === 'weekly_summary' ||
    (NOTIFICATION_KINDS as readonly string[]).includes(scope);
  if (!/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(issued) || !knownScope)
    throw badRequest(INVALID, 'token', 'UNSUBSCRIBE_INVALID');
  if (now.getTime() / 1000 - issuedSeconds > UNSUBSCRIBE_TOKEN_DAYS * 86_400)
    throw badRequest(
      'That unsubscribe link has expired. Change your e-mail settings on the Notifications page instead.',
      'token',
      'UNSUBSCRIBE_EXPIRED',
    );
  return { userId, scope: scope as UnsubscribeScope };
}
