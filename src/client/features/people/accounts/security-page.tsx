import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import '../../../styles/accounts.css';
import { AccountDataSection } from './account-data-section';
import { accountKeys, meRequest } from './accounts-api';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * The member's own account security page (docs/product.md#accounts): e-mail, password, two-factor
 * sign-in, devices.
 */
export default function SecurityPage() {
  usePageTitle('Account security');
  const { replaceUser } = useSession();
  const me = useQuery({ queryKey: accountKeys.me, queryFn: meRequest });
  // The stored user follows what the server says (a confirmed or changed address shows everywhere).
  useEffect(() => {
    if (me.data) replaceUser(me.data.user);
  }, [me.data, replaceUser]);

  return (
    <NarrowCard title="Account security">
      <p>
        <Link to="/profile">Back to My Profile</Link>
      </p>
      {me.isPending ? (
        <Loading />
      ) : me.isError ? (
        <Alert kind="error">Could not load your account. Please reload the page.</Alert>
      ) : (
        <>
          <EmailSection user={me.data.user} />
          <PasswordSection />
          <TwoFactorSection user={me.data.user} />
          <DevicesSection />
          <AccountDataSection />
        </>
      )}
    </NarrowCard>
  );
}
