import { type MemberCategory, ROLES, type Role } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/contracts/admin';
import { TEXT } from '../../../../shared/texts';
import { type Dialogs, useDialogs } from '../../../ui/dialogs';
import { MemberCategoryOptions } from '../../../ui/member-category-options';
import { userRequests } from './admin-api';
import { Cell } from './table-cell';

export type UsersMode = 'admin' | 'moderator';
type Run = (request: () => Promise<unknown>, success: string, failure: string) => Promise<boolean>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Lets a narrow column wrap an address after its '@' rather than mid-word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function isMuted(user: AdminUser): boolean {
  return !!user.muted_until && new Date(user.muted_until).getTime() > Date.now();
}

/** Asks for a required reason in an in-page dialog; null when cancelled (an empty reason is refused in it). */
function askReason(
  dialogs: Dialogs,
  title: string,
  question: string,
  missing: string,
): Promise<string | null> {
  return dialogs.prompt({
    title,
    message: question,
    label: 'Reason',
    required: missing,
    multiline: true,
    confirmLabel: title,
    danger: true,
  });
}

function StatusCell({ user }: { user: AdminUser }) {
  const muted = isMuted(user);
  return (
    <div className="status-badges">
      {user.is_active ? (
        <span className="badge badge-green">Active</span>
      ) : (
        <span className="badge badge-red">Banned</span>
      )}
      {muted && user.muted_until && (
        <span className="badge badge-amber">
          Muted until{' '}
          {new Date(user.muted_until).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}
        </span>
      )}
      {user.open_warnings > 0 && (
        <span className="badge badge-amber">
          {user.open_warnings} unread {user.open_warnings === 1 ? 'warning' : 'warnings'}
        </span>
      )}
      {!user.is_active && user.ban_reason && <span className="cell-note">Reason: {user.ban_reason}</span>}
      {muted && user.mute_reason && <span className="cell-note">Mute reason: {user.mute_reason}</span>}
    </div>
  );
}

export function UserRow({
  user,
  me,
  mode,
  run,
  busy,
  onMute,
}: {
  user: AdminUser;
  me: number;
  mode: UsersMode;
  run: Run;
  busy: boolean;
  onMute(user: AdminUser): void;
}) {
  const self = user.id === me;
  const name = user.username;
  const muted = isMuted(user);
  // Moderators act on members and guests only (the server says so too).
  const canModerate = !self && (mode === 'admin' || user.role === 'member' || user.role === 'guest');
  const dialogs = useDialogs();

  async function changeRole(select: HTMLSelectElement, role: Role) {
    if (role === user.role) return;
    const sure = await dialogs.confirm({
      title: 'Change role',
      message: fill(TEXT.confirmRoleChange, { role }),
      confirmLabel: `Make ${name} ${role}`,
    });
    // Declined: the list shows the role the member still has. Nothing re-renders here, so the select is put
    // back by hand rather than left at the option picked.
    if (!sure) {
      select.value = user.role;
      return;
    }
    void run(() => userRequests.role(user.id, role), TEXT.roleUpdated, TEXT.updateRoleFailed);
  }

  function changeMemberCategory(value: string) {
    const next = (value || null) as MemberCategory | null;
    void run(
      () => userRequests.memberCategory(user.id, next),
      TEXT.memberCategoryUpdated,
      TEXT.updateMemberCategoryFailed,
    );
  }

  async function warn() {
    const reason = await askReason(
      dialogs,
      `Warn ${name}`,
      `Enter the reason for warning ${name} (they will see it):`,
      'A warning requires a reason',
    );
    if (reason) void run(() => userRequests.warn(user.id, reason), TEXT.userWarned, 'Failed to warn user');
  }

  async function ban() {
    const reason = await askReason(
      dialogs,
      `Ban ${name}`,
      `Enter the reason for banning ${name} (required):`,
      TEXT.banRequiresReason,
    );
    if (reason) void run(() => userRequests.ban(user.id, reason), TEXT.userBanned, TEXT.banFailed);
  }

  async function unban() {
    if (
      await dialogs.confirm({
        title: 'Unban',
        message: fill(TEXT.confirmUnban, { name }),
        confirmLabel: `Unban ${name}`,
      })
    ) {
      void run(() => userRequests.unban(user.id), TEXT.userUnbanned, TEXT.unbanFailed);
    }
  }

  async function remove() {
    const sure = await dialogs.confirm({
      title: 'Delete account',
      message: fill(TEXT.confirmDeleteUser, { name }),
      confirmLabel: `Delete ${name}`,
      danger: true,
    });
    if (sure) {
      void run(() => userRequests.remove(user.id), TEXT.userDeleted, TEXT.deleteUserFailed);
    }
  }

  return (
    <tr>
      <Cell label="User">
        <strong>{name}</strong>
        {self && <span className="badge badge-blue">You</span>}
        {user.email && <span className="cell-note">{breakableEmail(user.email)}</span>}
      </Cell>
      <Cell label="Role">
        {mode === 'admin' ? (
          <select
            aria-label={`Role of ${name}`}
            value={user.role}
            disabled={self || busy}
            onChange={(e) => changeRole(e.currentTarget, e.currentTarget.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        ) : (
          <span className="capitalize">{user.role}</span>
        )}
      </Cell>
      <Cell label="Member type">
        {mode === 'admin' ? (
          <select
            aria-label={`Member type of ${name}`}
            value={user.member_category ?? ''}
            disabled={busy}
            onChange={(e) => changeMemberCategory(e.target.value)}
          >
            <MemberCategoryOptions />
          </select>
        ) : (
          (user.member_category ?? 'None')
        )}
      </Cell>
      <Cell label="Status">
        <StatusCell user={user} />
      </Cell>
      <Cell label="Joined">
        {new Date(user.created_at).toLocaleDateString()}
        <span className="cell-note">
          Last login: {user.last_login ? new Date(user.last_login).toLocaleDateString() : 'never'}
        </span>
      </Cell>
      <Cell label="Actions">
        {mode === 'moderator' && !self && !canModerate ? (
          <span className="cell-note">Only admins act on staff accounts.</span>
        ) : (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!canModerate || busy}
              onClick={warn}
            >
              Warn<span className="visually-hidden"> {name}</span>
            </button>
            {muted ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!canModerate || busy}
                onClick={() =>
                  void run(() => userRequests.unmute(user.id), TEXT.userUnmuted, 'Failed to unmute user')
                }
              >
                Unmute<span className="visually-hidden"> {name}</span>
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!canModerate || busy}
                onClick={() => onMute(user)}
              >
                Mute<span className="visually-hidden"> {name}</span>
              </button>
            )}
            {mode === 'admin' &&
              (user.is_active ? (
                <button type="button" className="btn btn-danger" disabled={self || busy} onClick={ban}>
                  Ban<span className="visually-hidden"> {name}</span>
                </button>
              ) : (
                <button type="button" className="btn btn-success" disabled={self || busy} onClick={unban}>
                  Unban<span className="visually-hidden"> {name}</span>
                </button>
              ))}
            {mode === 'admin' && (
              <button
                type="button"
                className="btn btn-danger btn-outline"
                disabled={self || busy}
                onClick={remove}
              >
                Delete<span className="visually-hidden"> {name}</span>
              </button>
            )}
          </div>
        )}
      </Cell>
    </tr>
  );
}
