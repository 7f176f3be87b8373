import { CONFIRM_TO_POST } from '../../../shared/contracts/accounts';
import { TWO_FACTOR_REQUIRED_TEXT } from '../../../shared/contracts/two-factor';
import { mayActOnContentOf } from '../../../shared/staff-hierarchy';
import { TEXT } from '../../../shared/texts';
import { forbidden, unauthorized } from '../../errors';
import type { Caller, SignedInCaller } from './caller';

// Every service asks this module; routes never decide permissions themselves (docs/architecture.md#the-server).

export const isStaff = (caller: Caller): boolean => caller?.role === 'admin' || caller?.role === 'moderator';
export const isAdmin = (caller: Caller): boolean => caller?.role === 'admin';

export function isMuted(caller: Caller, now = new Date()): boolean {
  return !!caller?.mutedUntil && caller.mutedUntil.getTime() > now.getTime();
}

export function requireSignedIn(caller: Caller): SignedInCaller {
  if (!caller) throw unauthorized(TEXT.notSignedIn);
  return caller;
}

/** Moderators and admins, not muted: a muted staff member keeps reading but uses no staff tool. */
export function requireStaff(caller: Caller): SignedInCaller {
  const user = requireSignedIn(caller);
  if (!isStaff(user)) throw forbidden('Only moderators and admins can do that.');
  refuseMutedStaff(user);
  return user;
}

export function requireAdmin(caller: Caller): SignedInCaller {
  const user = requireSignedIn(caller);
  if (!isAdmin(user)) throw forbidden('Only admins can do that.');
  refuseMutedStaff(user);
  return user;
}

export function refuseMutedStaff(user: SignedInCaller): void {
  // Staff tools also wait for two-factor sign-in while REQUIRE_STAFF_2FA is on (docs/decisions/022-account-security-and-staff-two-factor.md).
  if (user.mustSetUpTwoFactor) throw forbidden(TWO_FACTOR_REQUIRED_TEXT, 'TWO_FACTOR_REQUIRED');
  if (isMuted(user)) {
    const until = formatCentralTime(user.mutedUntil!);
    throw forbidden(`You are muted until ${until} and cannot use staff tools.`, 'MUTED');
  }
}

/**
 * The staff hierarchy (docs/decisions/020-staff-hierarchy-and-posting-limits.md): moderators act on members'
 * content, only admins on a moderator's or an admin's; everyone may act on their own.
 */
export function requireMayActOn(actor: SignedInCaller, author: { id: number; role: string }): void {
  if (!mayActOnContentOf(actor, author)) {
    throw forbidden("Only an admin can act on a moderator's or an admin's content.", 'TARGET_IS_STAFF');
  }
}

/** Posting, replying, voting and reporting: signed in, a member or above, and not muted. */
export function requireCanParticipate(caller: Caller): SignedInCaller {
  const user = requireSignedIn(caller);
  if (user.role === 'guest')
    throw forbidden('Guest accounts can read but not take part. Ask an admin to make you a member.');
  if (user.mustConfirmEmail) throw forbidden(CONFIRM_TO_POST, 'EMAIL_UNCONFIRMED');
  if (isMuted(user)) {
    const until = formatCentralTime(user.mutedUntil!);
    const why = user.muteReason ? ` Reason: ${user.muteReason}` : '';
    throw forbidden(`You are muted until ${until} and cannot post, reply, vote or report.${why}`, 'MUTED');
  }
  return user;
}

// Oklahoma is on Central Time; a mute's end is said the way a member reads a clock.
const centralTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Chicago',
  timeZoneName: 'short',
});

export function formatCentralTime(date: Date): string {
  return centralTime.format(date);
}
