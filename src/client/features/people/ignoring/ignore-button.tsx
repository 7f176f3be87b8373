import { IGNORE_TEXT } from '../../../../shared/ignore-texts';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { useDialogs } from '../../../ui/dialogs';
import type { IgnoreButtonProps } from '../../../ui/ignore-slot';
import { useIgnoreChange } from './ignore-change';
import { useIgnoredList } from './ignoring-api';

const STAFF = new Set(['admin', 'moderator']);

/**
 * "Ignore" / "Stop ignoring" for a member other than oneself and not staff (the server refuses both anyway).
 * Ignoring asks first, saying what it does; stopping does not.
 */
export default function IgnoreButton({ userId, username, role, place }: IgnoreButtonProps) {
  const { user } = useSession();
  const list = useIgnoredList(!!user);
  const change = useIgnoreChange();
  const dialogs = useDialogs();
  if (!user || user.id === userId || STAFF.has(role) || username === '[deleted]' || !list.data) return null;
  const ignoring = list.data.ignored.some((m) => m.id === userId);

  async function toggle() {
    if (!ignoring) {
      const sure = await dialogs.confirm({
        title: IGNORE_TEXT.confirmTitle(username),
        message: IGNORE_TEXT.confirmBody,
        confirmLabel: IGNORE_TEXT.ignore,
      });
      if (!sure) return;
    }
    try {
      await change.mutateAsync({ username, ignore: !ignoring });
    } catch (error) {
      await dialogs.alert(errorText(error, IGNORE_TEXT.failed));
    }
  }

  const label = ignoring ? IGNORE_TEXT.stopIgnoringLabel(username) : IGNORE_TEXT.ignoreLabel(username);
  return (
    <button
      type="button"
      className={`btn btn-secondary${place === 'post' ? ' btn-small' : ''} ignore-button`}
      aria-label={place === 'post' ? label : undefined}
      disabled={change.isPending}
      onClick={toggle}
    >
      {place === 'post' ? (ignoring ? IGNORE_TEXT.stopIgnoring : IGNORE_TEXT.ignore) : label}
    </button>
  );
}
