import { Link } from 'react-router';
import { SolvedBadge } from '../../../ui/solved-badge';
import { TimeAgo } from '../../../ui/time-ago';
import { useLatestThreads } from './home-api';

/** The ten most recently active threads, so a returning visitor sees what is new without a click. */
export function LatestDiscussions() {
  const latest = useLatestThreads();
  const threads = latest.data?.threads ?? [];
  return (
    <section className="card home-latest" aria-labelledby="home-latest-title">
      <div className="row">
        <h2 id="home-latest-title">Latest discussions</h2>
        <span className="spacer" />
        <Link to="/threads">See all discussions</Link>
      </div>
      {latest.isPending && <p className="muted">Loading the latest discussions…</p>}
      {latest.isError && <p className="muted">The latest discussions cannot be shown right now.</p>}
      {latest.isSuccess && threads.length === 0 && (
        <p className="muted">No discussions yet. Yours could be the first.</p>
      )}
      {threads.length > 0 && (
        <ol className="latest-list">
          {threads.map((t) => (
            <li key={t.id}>
              <Link to={`/thread/${t.id}`} className="latest-title">
                {t.title}
              </Link>{' '}
              <SolvedBadge solved={t.answer_post_id != null} />
              <span className="latest-meta muted">
                in {t.category_name} · {t.reply_count} {t.reply_count === 1 ? 'reply' : 'replies'} · latest{' '}
                <TimeAgo iso={t.last_post_at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
