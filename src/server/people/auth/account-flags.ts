import type { PublicUser } from '../../../shared/contracts/users';
import type { Config } from '../../config';

/**
 * What the signed-in member's own user says about what they must do first: confirm their address before
 * posting (REQUIRE_EMAIL_CONFIRMATION), or, as staff, set up two-factor sign-in (REQUIRE_STAFF_2FA). The
 * caller plugin decides the same from the row; this lets the app say so before the server refuses.
 */
export function withAccountFlags<T>(config: Config, result: T): T {
  if (!result || typeof result !== 'object' || !('user' in result)) return result;
  const user = (result as { user: PublicUser }).user;
  const staff = user.role === 'admin' || user.role === 'moderator';
  return {
    ...result,
    user: {
      ...user,
      must_confirm_email: config.REQUIRE_EMAIL_CONFIRMATION && !user.email_confirmed && !staff,
      must_set_up_two_factor: config.REQUIRE_STAFF_2FA && staff && !user.two_factor_enabled,
    },
  };
}
