import { useState } from 'react';
import { Link } from 'react-router';
import { IGNORE_TEXT } from '../../../../shared/ignore-texts';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { profilePath } from '../../../ui/user-link';
import { useIgnoreChange } from './ignore-change';
import { useIgnoredList } from './ignoring-api';

/** Settings: the members one ignores, each with Stop ignoring (docs/decisions/044-first-posts-held-and-ignoring.md). */
export default function IgnoredPage() {
  usePageTitle(IGNORE_TEXT.pageTitle);
  const list = useIgnoredList(true);
  const change = useIgnoreChange();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function stop(username: string) {
    setMessage(null);
    try {
      const answer = await change.mutateAsync({ username, ignore: false });
      setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, IGNORE_TEXT.failed) });
    }
  }

  return (
    <NarrowCard title={IGNORE_TEXT.pageTitle}>
      <p>
        <Link to="/profile">Back to My Profile</Link>
      </p>
      <p>{IGNORE_TEXT.pageIntro}</p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert kind="error">{IGNORE_TEXT.loadFailed}</Alert>
      ) : list.data.ignored.length === 0 ? (
        <p className="muted">{IGNORE_TEXT.empty}</p>
      ) : (
        <ul className="ignored-list">
          {list.data.ignored.map((member) => (
            <li key={member.id}>
              <span>
                <Link to={profilePath(member.username)}>{member.username}</Link>
                <span className="muted">
                  {' '}
                  · {IGNORE_TEXT.since} {new Date(member.ignored_at).toLocaleDateString()}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={change.isPending}
                aria-label={IGNORE_TEXT.stopIgnoringLabel(member.username)}
                onClick={() => stop(member.username)}
              >
                {IGNORE_TEXT.stopIgnoring}
              </button>
            </li>
          ))}
        </ul>
      )}
    </NarrowCard>
  );
}
