import { Link, useLocation } from 'react-router';
import { COMPANY } from '../../../shared/constants';
import { CALCULATOR_LINKS } from '../../../shared/routes';
import { withRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';

/**
 * A member's account and lists (every width), then what the header shows on a wide screen, in the drawer on
 * a phone (hidden by CSS above 760 px).
 */
export function DrawerPhoneLinks({ onClose }: { onClose(): void }) {
  const { user, isStaff, isAdmin } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const link = (to: string, label: string) => (
    <li key={to}>
      <Link to={to} onClick={onClose}>
        {label}
      </Link>
    </li>
  );
  return (
    <>
      {user && (
        // A member's own lists, at every width: on a phone the bell and its page were the only way there.
        <section aria-labelledby="drawer-account">
          <h3 id="drawer-account">{`Signed in as ${user.username}`}</h3>
          <ul>
            {link('/profile', 'Your profile')}
            {link('/bookmarks', 'Bookmarks')}
            {link('/unread', 'Unread')}
            {link('/new', 'New')}
            {link('/drafts', 'Drafts')}
            {link('/my-land', 'My land')}
            {link('/profile/security', 'Settings')}
            {isStaff && link('/moderation', 'Moderation')}
            {isStaff && link('/admin', isAdmin ? 'Admin' : 'Mod')}
            {link('/logout', 'Log out')}
          </ul>
        </section>
      )}
      <div className="drawer-phone-only">
        {!user && (
          <section aria-labelledby="drawer-account">
            <h3 id="drawer-account">Your account</h3>
            <ul>
              {link(withRedirect('/login', here), 'Log in')}
              {link(withRedirect('/register', here), 'Register (free)')}
            </ul>
          </section>
        )}
        <section aria-labelledby="drawer-main">
          <h3 id="drawer-main">Main pages</h3>
          <ul>
            {link('/threads', 'Discussions')}
            {link('/community-rules', 'Community Rules')}
            <li>
              <a href={COMPANY.consultation} target="_blank" rel="noopener noreferrer" className="external">
                Get a Consultation
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="drawer-calculators">
          <h3 id="drawer-calculators">Calculators &amp; Tools</h3>
          <ul>{CALCULATOR_LINKS.map((c) => link(c.path, c.label))}</ul>
        </section>
      </div>
    </>
  );
}
