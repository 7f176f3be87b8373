import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecoveryCodesResponse } from '../../../../shared/contracts/two-factor';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import '../../../styles/accounts.css';
import { accountKeys, meRequest, twoFactorKeys, twoFactorStatusRequest } from './accounts-api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorOn } from './two-factor-on';
import { TwoFactorSetupSteps } from './two-factor-setup';

/**
 * /profile/two-factor (docs/product.md#accounts): set up, renew recovery codes for, or turn off two-factor
 * sign-in. Staff sent here by the staff pages (REQUIRE_STAFF_2FA) see why first.
 */
export default function TwoFactorPage() {
  usePageTitle('Two-factor sign-in');
  const queryClient = useQueryClient();
  const { user, replaceUser } = useSession();
  const status = useQuery({ queryKey: twoFactorKeys.status, queryFn: twoFactorStatusRequest });
  const [codes, setCodes] = useState<RecoveryCodesResponse | null>(null);
  const [notice, setNotice] = useState('');

  /** The stored user learns the new state, so staff pages open (or the flag shows) without a reload. */
  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
    await queryClient.invalidateQueries({ queryKey: accountKeys.me });
    replaceUser((await meRequest()).user);
  }

  function showCodes(answer: RecoveryCodesResponse) {
    setNotice('');
    setCodes(answer);
    void refresh();
  }

  let body: React.ReactNode;
  if (codes) {
    body = (
      <RecoveryCodesPanel
        codes={codes.recoveryCodes}
        message={codes.message}
        onDone={() => {
          setCodes(null);
          setNotice('Two-factor sign-in is on. Signing in will ask for a code from your app.');
        }}
      />
    );
  } else if (status.isPending) body = <Loading />;
  else if (status.isError)
    body = <Alert kind="error">Could not load your two-factor settings. Please reload the page.</Alert>;
  else if (status.data.enabled)
    body = (
      <TwoFactorOn
        status={status.data}
        onNewCodes={showCodes}
        onTurnedOff={() => {
          setNotice('Two-factor sign-in is off.');
          void refresh();
        }}
      />
    );
  else body = <TwoFactorSetupSteps onEnabled={showCodes} />;

  return (
    <NarrowCard title="Two-factor sign-in">
      <p>
        <Link to="/profile/security">Back to Account security</Link>
      </p>
      {user?.must_set_up_two_factor && !codes && (
        <Alert kind="warning">
          Staff accounts must use two-factor sign-in. Set it up here, then the staff pages open.
        </Alert>
      )}
      {notice && <Alert kind="success">{notice}</Alert>}
      {body}
    </NarrowCard>
  );
}
