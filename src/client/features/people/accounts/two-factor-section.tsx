import { Link } from 'react-router';
import type { PublicUser } from '../../../../shared/contracts/users';

/** The security page's two-factor line; the set-up itself is its own page, loaded only when opened. */
export function TwoFactorSection({ user }: { user: PublicUser }) {
  return (
    <section aria-labelledby="two-factor-heading" className="stack security-section">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      <p>
        {user.two_factor_enabled
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Off: signing in needs only your password.'}
        {user.must_set_up_two_factor && ' Staff accounts must turn it on before the staff pages open.'}
      </p>
      <p>
        <Link to="/profile/two-factor" className="btn btn-secondary">
          {user.two_factor_enabled ? 'Manage two-factor sign-in' : 'Set up two-factor sign-in'}
        </Link>
      </p>
    </section>
  );
}
