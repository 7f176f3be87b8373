import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { siteRequests, useWatchedWords } from './admin-api';
import { useAdminAction } from './use-admin-action';

/**
 * Watched words: company and landman names the community rules forbid. A post containing one is
 * filed in the queue as an Auto-Mod report.
 */
export function WatchedWordsTab() {
  const words = useWatchedWords();
  const action = useAdminAction();
  const [word, setWord] = useState('');
  const inputId = useId();

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = word.trim();
    if (!value) {
      action.setNotice({ kind: 'error', text: 'Error: Enter a word or name to watch' });
      return;
    }
    if (
      await action.run(() => siteRequests.addWord(value), `Now watching "${value}"`, 'Failed to add the word')
    ) {
      setWord('');
    }
  }

  return (
    <section aria-labelledby="words-heading">
      <h2 id="words-heading">Watched Words</h2>
      <p className="muted">
        New threads and posts containing one of these words or names are sent to the Moderation Queue as
        Auto-Mod reports.
      </p>
      <form className="filter-bar card" onSubmit={add}>
        <div className="field filter-grow">
          <label htmlFor={inputId}>Word or name to watch</label>
          <div className="search-row">
            <input
              id={inputId}
              type="text"
              value={word}
              maxLength={100}
              onChange={(e) => setWord(e.target.value)}
            />
            <button type="submit" className="btn" disabled={action.pending}>
              Add
            </button>
          </div>
        </div>
      </form>
      <div className="message-slot">
        {action.notice && <Alert kind={action.notice.kind}>{action.notice.text}</Alert>}
      </div>
      {words.isPending ? (
        <Loading label="Loading watched words..." />
      ) : words.isError ? (
        <Alert kind="error">Error: {errorText(words.error, 'Failed to fetch watched words')}</Alert>
      ) : words.data.length === 0 ? (
        <p className="card empty-state">No watched words yet.</p>
      ) : (
        <ul className="word-list">
          {words.data.map((w) => (
            <li key={w.id} className="card">
              <span>
                <strong>{w.word}</strong>
                <span className="cell-note">
                  Added {new Date(w.created_at).toLocaleDateString()}
                  {w.created_by_username ? ` by ${w.created_by_username}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={action.pending}
                onClick={() =>
                  void action.run(
                    () => siteRequests.removeWord(w.id),
                    `Stopped watching "${w.word}"`,
                    'Failed to remove the word',
                  )
                }
              >
                Remove<span className="visually-hidden"> {w.word}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
