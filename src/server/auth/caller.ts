import type { Role } from '../../shared/constants';
import type { UserRow } from '../db/schema';

/** Who is calling: a signed-in user's facts that permission checks need, or null for a guest. */
export interface SignedInCaller {
  id: number;
  username: string;
  role: Role;
  mutedUntil: Date | null;
  muteReason: string | null;
}
export type Caller = SignedInCaller | null;

export function callerFromUser(user: UserRow): SignedInCaller {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    mutedUntil: user.muted_until ? new Date(user.muted_until) : null,
    muteReason: user.mute_reason,
  };
}
