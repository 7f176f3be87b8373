import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETED_TEXT, DELETE_CONFIRM_REQUIRED } from '../../../../shared/contracts/account-data';
import { apiRequest, endingSessionHere } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { useDialogs } from '../../../ui/dialogs';
import { flash } from '../../../ui/flash-notice';
import { useFormAction } from './form-message';

// "Your data" and the danger zone of Account security (docs/product.md#accounts): download everything the
// forum keeps about the member as JSON, or delete the account after an in-page confirmation.

export function AccountDataSection() {
  const action = useFormAction();
  const dialogs = useDialogs();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void signOut({ ended: true });
    },
    [signOut],
  );
  const [deleted, setDeleted] = useState('');

  async function download() {
    await action.run(async () => {
      const data = await apiRequest<{ profile: { id: number }; exported_at: string }>(
        'GET',
        '/api/auth/account/export',
      );
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `forum-data-${data.profile.id}-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
      return 'Your data is downloaded.';
    }, 'Could not download your data. Please try again.');
  }

  async function remove() {
    const password = await dialogs.prompt({
      title: 'Delete my account',
      message:
        'Your account will be deleted for good. Your posts stay in their threads under "[deleted]"; your e-mail address, profile, uploads and avatar are erased.',
      label: 'Your password (accounts without one: your username)',
      required: DELETE_CONFIRM_REQUIRED,
      password: true,
      confirmLabel: 'Delete my account',
      danger: true,
    });
    if (!password) return;
    const release = endingSessionHere();
    const done = await action.run(async () => {
      const answer = await apiRequest<{ message: string }>('DELETE', '/api/auth/account', {
        body: { password },
      });
      return answer.message;
    }, 'Could not delete your account. Please try again.');
    if (!done) {
      release();
      return;
    }
    setDeleted('gone');
    // Home first: signed out on this page, its guard would send the member to Login; the session is forgotten
    // once this page has gone (below). It went with the account, so it is only forgotten here: asking the
    // server to end it again was refused, and the refusal read as "signed out on this device".
    leaving.current = true;
    flash(ACCOUNT_DELETED_TEXT, '/');
    navigate('/', { replace: true });
  }

  return (
    <section aria-labelledby="data-heading" className="stack security-section">
      <h2 id="data-heading">Your data</h2>
      {action.message && !deleted && <Alert kind={action.message.kind}>{action.message.text}</Alert>}
      <p className="muted">
        Your profile and e-mail address, threads, posts, votes, uploaded files, bookmarks, e-mail settings and
        the reports you filed, as a JSON file.
      </p>
      <p>
        <button type="button" className="btn btn-secondary" disabled={action.busy} onClick={download}>
          Download my data
        </button>
      </p>
      <h3>Danger zone</h3>
      <p className="muted">Deleting your account cannot be undone.</p>
      <p>
        <button type="button" className="btn btn-danger" disabled={action.busy} onClick={remove}>
          Delete my account
        </button>
      </p>
    </section>
  );
}
