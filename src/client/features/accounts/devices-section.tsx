import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-context';
import { Alert } from '../../ui/alert';
import { useDialogs } from '../../ui/dialogs';
import { Loading } from '../../ui/loading';
import { relativeTime } from '../../ui/relative-time';
import {
  accountKeys,
  sessionsRequest,
  signOutDeviceRequest,
  signOutEverywhereRequest,
  signOutOthersRequest,
} from './accounts-api';
import { describeBrowser } from './describe-browser';
import { useFormAction } from './form-message';

/** The member's signed-in devices, each with "Sign out", plus all others and everywhere at once. */
export function DevicesSection() {
  const queryClient = useQueryClient();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: sessionsRequest });
  const action = useFormAction();
  const dialogs = useDialogs();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });

  async function everywhere() {
    const sure = await dialogs.confirm({
      title: 'Sign out everywhere',
      message: 'Sign out every device, this one too?',
      confirmLabel: 'Sign out everywhere',
    });
    if (!sure) return;
    const done = await action.run(async () => {
      await signOutEverywhereRequest();
      return 'Signed out everywhere.';
    }, 'Could not sign out. Please try again.');
    if (done) {
      await signOut();
      navigate('/login', { replace: true });
    }
  }

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <section aria-labelledby="devices-heading" className="stack security-section">
      <h2 id="devices-heading">Signed-in devices</h2>
      {action.message && <Alert kind={action.message.kind}>{action.message.text}</Alert>}
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <Alert kind="error">Could not load your devices.</Alert>
      ) : (
        <ul className="device-list" aria-label="Signed-in devices">
          {list.map((session) => {
            const name = describeBrowser(session.user_agent);
            return (
              <li key={session.id} className="device">
                <div>
                  <strong>{name}</strong>
                  {session.current && <span className="badge badge-green">This device</span>}
                  <div className="muted">
                    Signed in {new Date(session.created_at).toLocaleDateString()}, last used{' '}
                    {relativeTime(session.last_used_at)}
                  </div>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    disabled={action.busy}
                    onClick={() =>
                      action
                        .run(async () => {
                          await signOutDeviceRequest(session.id);
                          return `${name} is signed out.`;
                        }, 'Could not sign out that device.')
                        .then(refresh)
                    }
                  >
                    Sign out<span className="visually-hidden"> {name}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={action.busy || others === 0}
          onClick={() =>
            action
              .run(async () => {
                await signOutOthersRequest();
                return 'Every other device is signed out.';
              }, 'Could not sign out the other devices.')
              .then(refresh)
          }
        >
          Sign out all other devices
        </button>
        <button type="button" className="btn btn-danger" disabled={action.busy} onClick={everywhere}>
          Sign out everywhere
        </button>
      </div>
    </section>
  );
}
