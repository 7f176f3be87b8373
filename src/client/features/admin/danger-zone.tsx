import { useEffect, useState } from 'react';
import { TEXT } from '../../../shared/texts';
import { errorText } from '../../api/api-client';
import { Alert } from '../../ui/alert';
import { useDialogs } from '../../ui/dialogs';
import { siteRequests } from './admin-api';

/** docs/product.md#limits: the page reloads 3 s after a successful reset. */
const RELOAD_AFTER_MS = 3_000;

/**
 * Database reset (docs/product.md#pages and #validation): the admin types RESET DATABASE exactly, else 'Reset cancelled'.
 * The server checks the phrase again and refuses unless the operator enabled resets; its message is shown.
 */
export function DangerZone() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState('');
  const dialogs = useDialogs();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  async function reset() {
    setProblem('');
    const typed = await dialogs.prompt({
      title: 'Erase all forum data',
      message: `This erases ALL threads, posts, reports and users except you. Type ${TEXT.resetPhrase} to confirm:`,
      label: `Type ${TEXT.resetPhrase}`,
      mustMatch: {
        text: TEXT.resetPhrase,
        mismatch: `That is not ${TEXT.resetPhrase}. Type it exactly, or press Cancel.`,
      },
      confirmLabel: 'Erase everything',
      danger: true,
    });
    if (typed !== TEXT.resetPhrase) {
      setProblem(TEXT.resetCancelled);
      return;
    }
    setBusy(true);
    try {
      await siteRequests.resetDatabase(typed);
      setDone(true);
    } catch (error) {
      setProblem(`Error: ${errorText(error, TEXT.resetFailed)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card danger-zone" aria-labelledby="danger-heading">
      <h2 id="danger-heading">Danger zone</h2>
      <p>
        Reset the database: every thread, post, report, log entry and account except yours is erased, and the
        categories are seeded again. This cannot be undone.
      </p>
      <div className="message-slot">
        {done && <Alert kind="success">{TEXT.databaseReset}. The page reloads in a moment.</Alert>}
        {problem && <Alert kind="error">{problem}</Alert>}
      </div>
      <button type="button" className="btn btn-danger" disabled={busy || done} onClick={reset}>
        {busy ? 'Resetting...' : 'Reset Database'}
      </button>
    </section>
  );
}
