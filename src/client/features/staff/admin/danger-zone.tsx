import { type FormEvent, useEffect, useId, useState } from 'react';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { siteRequests } from './admin-api';

/** docs/product.md#limits: the page reloads 3 s after a successful reset. */
const RELOAD_AFTER_MS = 3_000;

/**
 * The "Erase all data" tab (docs/product.md#administration): the button stays disabled until the admin has
 * typed the forum's name exactly. The server checks the name again and refuses unless the operator enabled
 * resets; its message is shown.
 */
export function DangerZone() {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState('');
  const inputId = useId();
  const hintId = useId();
  const matches = typed === TEXT.resetPhrase;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  async function reset(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    if (!matches) {
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
      <h2 id="danger-heading">Erase all data</h2>
      <p>
        This erases every thread, post, report, log entry and account except yours, and seeds the categories
        again. It cannot be undone.
      </p>
      <form onSubmit={reset} className="danger-form">
        <label htmlFor={inputId}>Type the forum's name to confirm</label>
        <p id={hintId} className="field-hint">
          Type <strong>{TEXT.resetPhrase}</strong> exactly, with the same capital letters.
        </p>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          value={typed}
          disabled={busy || done}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="message-slot">
          {done && <Alert kind="success">{TEXT.databaseReset}. The page reloads in a moment.</Alert>}
          {problem && <Alert kind="error">{problem}</Alert>}
        </div>
        <button type="submit" className="btn btn-danger" disabled={!matches || busy || done}>
          {busy ? 'Erasing…' : 'Erase all data'}
        </button>
      </form>
    </section>
  );
}
