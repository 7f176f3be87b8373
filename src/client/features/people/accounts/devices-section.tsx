import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { useDialogs } from '../../../ui/dialogs';
import { Loading } from '../../../ui/loading';
import { relativeTime } from '../../../ui/relative-time';
import {
  accountKeys,
  sessionsRequest,
  signOutDeviceRequest,
  signOutEverywhereRequest,
  signOutOthersRequest,
} from './accounts-api';
import { describeBrowser } from './describe-browser';
import { useFormAction } from './form-message';

type DeviceSession = Awaited<ReturnType<typeof sessionsRequest>>['sessions'][number];

/**
 * One row per browser and system: a member who signed in three times with the same Chrome saw three
 * identical "Chrome on Linux" rows. This device stays a row of its own; the others show their count and
 * the newest use, and "Sign out" signs out all of them.
 */
function groupDevices(list: DeviceSession[]) {
  const groups = new Map<
    string,
    { name: string; current: boolean; newest: DeviceSession; sessions: DeviceSession[] }
  >();
  for (const session of list) {
    const name = describeBrowser(session.user_agent);
    const key = session.current ? `current:${session.id}` : name;
    const group = groups.get(key);
    if (!group) groups.set(key, { name, current: session.current, newest: session, sessions: [session] });
    else {
      group.sessions.push(session);
      if (session.last_used_at > group.newest.last_used_at) group.newest = session;
    }
  }
  return [...groups.values()].sort((a, b) => Number(b.current) - Number(a.current));
}

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
      await signOut({ ended: true });
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
          {groupDevices(list).map((group) => {
            const { name, newest, sessions: all, current } = group;
            return (
              <li key={newest.id} className="device">
                <div>
                  <strong>{name}</strong>
                  {current && <span className="badge badge-green">This device</span>}
                  <div className="muted">
                    {current
                      ? 'In use now'
                      : `${all.length > 1 ? `${all.length} sign-ins, last` : 'Last'} used ${relativeTime(newest.last_used_at)}`}
                    {!current &&
                      all.length === 1 &&
                      `, signed in ${new Date(newest.created_at).toLocaleDateString()}`}
                  </div>
                </div>
                {!current && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    disabled={action.busy}
                    onClick={() =>
                      action
                        .run(async () => {
                          for (const one of all) await signOutDeviceRequest(one.id);
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
