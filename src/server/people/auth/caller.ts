import type { Role } from '../../../shared/constants';
import type { SessionUser } from './sessions';

/** Who is calling: a signed-in user's facts that permission checks need, or null for a guest. */
export interface SignedInCaller {
  id: number;
  username: string;
  role: Role;
  mutedUntil: Date | null;
  muteReason: string | null;
  /** REQUIRE_EMAIL_CONFIRMATION is on and this member has not confirmed their address yet. */
  mustConfirmEmail: boolean;
  /** REQUIRE_STAFF_2FA is on and this moderator or admin has not set up two-factor sign-in yet. */
  mustSetUpTwoFactor?: boolean;
}
export type Caller = SignedInCaller | null;

export function callerFromUser(
  user: SessionUser,
  options: { requireEmailConfirmation: boolean; requireStaffTwoFactor?: boolean } = {
    requireEmailConfirmation: false,
  },
): SignedInCaller {
  const staff = user.role === 'admin' || user.role === 'moderator';
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    mutedUntil: user.muted_until ? new Date(user.muted_until) : null,
    muteReason: user.mute_reason,
    mustConfirmEmail: options.requireEmailConfirmation && !user.email_confirmed_at && !staff,
    mustSetUpTwoFactor: !!options.requireStaffTwoFactor && staff && !user.totp_enabled_at,
  };
}
