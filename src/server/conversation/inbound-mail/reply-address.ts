import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { installationSecret, sameMac, signText } from '../mail/signed-token';

// The Reply-To address of a notification e-mail about a post (docs/decisions/045-weekly-summary-and-reply-by-mail.md):
// reply+<member>-<thread>-<mac>@INBOUND_DOMAIN. The mac is an HMAC-SHA256 with the installation's secret
// over the member, the thread, and the member's password hash and address as they are now: it needs no
// stored row, is good for that member and thread only, and dies by itself when the member changes their
// password (a new salt each time) or their e-mail address. Lower-case hex throughout, because mail
// systems may change the case of an address's local part. The secret and the signing are shared with the
// unsubscribe links (../mail/signed-token.ts).

const SECRET_KEY = 'reply_by_mail_secret';
const MAC_HEX = 24; // 96 bits
const LOCAL_PART = /^reply\+([0-9a-z]{1,7})-([0-9a-z]{1,7})-([0-9a-f]{24})$/;

export function replySecret(db: Kysely<Database>): Promise<string> {
  return installationSecret(db, SECRET_KEY);
}

/** What the mac covers of the member: changing either ends every reply address they were given. */
export interface ReplyKeyFacts {
  password_hash: string | null;
  email: string;
}

function mac(secret: string, userId: number, threadId: number, member: ReplyKeyFacts): string {
  const body = `r1\n${userId}\n${threadId}\n${member.password_hash ?? ''}\n${member.email.toLowerCase()}`;
  return signText(secret, body, 'hex', MAC_HEX);
}

export function makeReplyAddress(
  secret: string,
  domain: string,
  userId: number,
  threadId: number,
  member: ReplyKeyFacts,
): string {
  return `reply+${userId.toString(36)}-${threadId.toString(36)}-${mac(secret, userId, threadId, member)}@${domain}`;
}

export interface ReplyAddress {
  userId: number;
  threadId: number;
  mac: string;
}

/**
 * The member and thread an address names, or null when it is not one of ours at all. Whether the mac
 * is right is checked against the member's row by `macMatches`.
 */
export function readReplyAddress(address: string, domain: string): ReplyAddress | null {
  const at = address.lastIndexOf('@');
  if (at < 1 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = LOCAL_PART.exec(address.slice(0, at).toLowerCase());
  if (!match) return null;
  const userId = Number.parseInt(match[1]!, 36);
  const threadId = Number.parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(threadId) || userId < 1 || threadId < 1)
    return null;
  if (userId > 2_147_483_647 || threadId > 2_147_483_647) return null;
  return { userId, threadId, mac: match[3]! };
}

/** Whether the address's mac is the one made for this member and thread with their current password and address. */
export function macMatches(secret: string, address: ReplyAddress, member: ReplyKeyFacts): boolean {
  return sameMac(mac(secret, address.userId, address.threadId, member), address.mac);
}

/** Whether an address is at the inbound domain with the reply+ prefix (the listener takes only those). */
export function looksLikeReplyAddress(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  return (
    at > 0 &&
    address.slice(at + 1).toLowerCase() === domain.toLowerCase() &&
    address.slice(0, at).toLowerCase().startsWith('reply+')
  );
}
