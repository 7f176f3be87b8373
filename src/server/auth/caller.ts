import type { Role } from '../../shared/constants';
import type { UserRow } from '../db/schema';

/** Who is calling: a signed-in user's facts that permission checks need, or null for a guest. */
export interface SignedInCaller {
  id: number;
  username: string;
  role: Role;
  mutedUntil: Date | null;
  muteReason: string | null;
  /** REQUIRE_EMAIL_CONFIRMATION is on and this member has not confirmed their address yet. */
  mustConfirmEmail: boolean;
}
export type Caller = SignedInCaller | null;

export function callerFromUser(
  user: UserRow,
  options: { requireEmailConfirmation: boolean } = { requireEmailConfirmation: false },
): SignedInCaller {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    mutedUntil: user.muted_until ? new Date(user.muted_until) : null,
    muteReason: user.mute_reason,
    mustConfirmEmail:
      options.requireEmailConfirmation &&
      !user.email_confirmed_at &&
      user.role !== 'admin' &&
      user.role !== 'moderator',
  };
}
