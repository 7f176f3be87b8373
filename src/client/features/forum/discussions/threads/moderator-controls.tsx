import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Thread } from '../../../../../shared/contracts/forum';
import { errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { useDialogs } from '../../../../ui/dialogs';
import { useThreadModeration } from '../forum-mutations';

const DELETE_CONFIRM = 'Are you sure you want to delete this thread? This action cannot be undone.';

/** Pin, lock and delete for moderators and admins (docs/product.md#states and #permissions). The server checks the role too. */
export function ModeratorControls({ thread }: { thread: Thread }) {
  const { pin, lock, remove } = useThreadModeration(thread.id);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [error, setError] = useState('');
  const busy = pin.isPending || lock.isPending || remove.isPending;
  const pinned = thread.is_pinned === 1;
  const locked = thread.is_locked === 1;

  async function run(action: () => Promise<unknown>, fallback: string) {
    setError('');
    try {
      await action();
    } catch (caught) {
      setError(errorText(caught, fallback));
    }
  }

  async function deleteThread() {
    const sure = await dialogs.confirm({
      title: 'Delete thread',
      message: DELETE_CONFIRM,
      confirmLabel: 'Delete thread',
      danger: true,
    });
    if (!sure) return;
    setError('');
    try {
      await remove.mutateAsync();
      // docs/product.md#states: deleting a thread sends the user to /.
      navigate('/');
    } catch (caught) {
      setError(errorText(caught, 'Failed to delete thread'));
    }
  }

  return (
    <section className="moderator-controls" aria-label="Moderator tools">
      <span className="moderator-label">Moderator tools</span>
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => run(() => pin.mutateAsync(!pinned), 'Failed to pin thread')}
        >
          {pinned ? 'Unpin' : 'Pin'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => run(() => lock.mutateAsync(!locked), 'Failed to lock thread')}
        >
          {locked ? 'Unlock' : 'Lock'}
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={deleteThread}>
          Delete
        </button>
      </div>
      {error && <Alert kind="error">{error}</Alert>}
    </section>
  );
}
