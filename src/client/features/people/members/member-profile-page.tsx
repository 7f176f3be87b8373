import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { formatCount } from '../../../ui/format-count';
import { formatUtcDate } from '../../../ui/format-date';
import { IgnoreButtonSlot } from '../../../ui/ignore-slot';
import { Loading } from '../../../ui/loading';
import { useMissingPage, usePageTitle } from '../../../ui/page-title';
import { PaginationButtons } from '../../../ui/pagination-buttons';
import { useSiteInfo } from '../../../ui/site-info';
import { useActivity, useProfile } from './members-api';
import '../../../styles/members.css';

const MyReports = lazy(() => import('./my-reports'));

// A day as the server stored it (no time, no zone): the same words on the server's page and in every browser.
const day = (iso: string) => formatUtcDate(new Date(`${iso.slice(0, 10)}T12:00:00Z`));

/** /u/{username}: a member's public profile and their recent threads and replies. */
export default function MemberProfilePage() {
  const { username = '' } = useParams();
  const { isStaff, user } = useSession();
  const { data, error, isPending } = useProfile(username);
  usePageTitle(data?.profile.username ?? 'Member');
  const missing = error instanceof ApiError && error.status === 404;
  useMissingPage(missing);
  if (isPending) return <Loading />;
  if (error || !data) {
    return (
      <div className="page page-narrow">
        <div className="card empty-state">
          <h1>{missing ? 'Member not found' : 'Could not load this profile'}</h1>
          <p className="muted">
            {missing ? 'There is no member by that name, or the account was deleted.' : error?.message}
          </p>
          <Link to="/" className="btn">
            Back to Home
          </Link>
        </div>
      </div>
    );
  }
  const p = data.profile;
  return (
    <div className="page page-narrow member-profile">
      <ProfileHead username={p.username} bio={p.bio} />
      <section className="card member-card" aria-labelledby="member-name">
        <Avatar username={p.username} url={p.avatar_url} size={96} />
        <div className="member-card-text">
          <h1 id="member-name">{p.username}</h1>
          <p className="member-badges">
            {p.role !== 'member' && p.role !== 'guest' && (
              <span className="badge badge-blue">{p.role === 'admin' ? 'Admin' : 'Moderator'}</span>
            )}
            {p.member_category && <span className="badge">{p.member_category}</span>}
            {p.works_in_industry && <span className="badge badge-amber">Works in the industry</span>}
          </p>
          {p.bio && <p className="member-bio">{p.bio}</p>}
          <dl className="member-facts">
            {p.location && (
              <div>
                <dt>Location</dt>
                <dd>{p.location}</dd>
              </div>
            )}
            <div>
              <dt>Joined</dt>
              <dd>{day(p.joined_at)}</dd>
            </div>
            <div>
              <dt>Last seen</dt>
              <dd>{p.last_seen_day ? day(p.last_seen_day) : 'Never'}</dd>
            </div>
            <div>
              <dt>Threads</dt>
              <dd>{formatCount(p.thread_count)}</dd>
            </div>
            <div>
              <dt>Posts</dt>
              <dd>{formatCount(p.post_count)}</dd>
            </div>
          </dl>
          <IgnoreButtonSlot userId={p.id} username={p.username} role={p.role} place="profile" />
        </div>
      </section>
      {isStaff && p.staff_view && <StaffSection view={p.staff_view} />}
      {user?.id === p.id && (
        <Suspense fallback={null}>
          <MyReports username={p.username} />
        </Suspense>
      )}
      <Activity username={p.username} />
    </div>
  );
}

/** Description, canonical link (with PUBLIC_URL) and Open Graph tags; React places them in the head. */
function ProfileHead({ username, bio }: { username: string; bio: string | null | undefined }) {
  const { origin, publicUrl } = useSiteInfo();
  const path = `/u/${encodeURIComponent(username)}`;
  const description = (bio || `${username} on the Oklahoma Mineral Rights Forum`).slice(0, 155);
  return (
    <>
      <meta name="description" content={description} />
      {publicUrl && <link rel="canonical" href={`${publicUrl}${path}`} />}
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={username} />
      <meta property="og:url" content={`${origin}${path}`} />
    </>
  );
}

function StaffSection({
  view,
}: {
  view: NonNullable<ReturnType<typeof useProfile>['data']>['profile']['staff_view'];
}) {
  if (!view) return null;
  return (
    <section className="card" aria-labelledby="staff-heading">
      <h2 id="staff-heading">Moderation history (staff only)</h2>
      {view.is_banned && <Alert kind="error">This member is banned. {view.ban_reason ?? ''}</Alert>}
      {view.muted_until && new Date(view.muted_until) > new Date() && (
        <p>Muted until {new Date(view.muted_until).toLocaleString()}.</p>
      )}
      {view.history.length === 0 ? (
        <p className="muted">No staff actions on this account.</p>
      ) : (
        <ul className="member-history">
          {view.history.map((h) => (
            <li key={`${h.at}-${h.action}`}>
              {new Date(h.at).toLocaleDateString()} · {h.action.replace(/_/g, ' ')} by {h.by}
              {h.reason ? `: ${h.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin">Open the admin dashboard</Link>
    </section>
  );
}

const KINDS = [
  ['threads', 'Threads'],
  ['posts', 'Replies'],
] as const;

function Activity({ username }: { username: string }) {
  const [kind, setKind] = useState<'threads' | 'posts'>('threads');
  const [page, setPage] = useState(1);
  const { data, isPending } = useActivity(username, kind, page);
  const choose = (next: 'threads' | 'posts') => {
    setKind(next);
    setPage(1);
  };
  return (
    <section className="card" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Recent activity</h2>
      <fieldset className="member-tabs">
        <legend className="visually-hidden">Show</legend>
        {KINDS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="btn btn-small"
            aria-pressed={kind === value}
            onClick={() => choose(value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {isPending && <p className="muted">Loading…</p>}
      {data && data.items.length === 0 && <p className="muted">Nothing yet.</p>}
      <ul className="member-activity">
        {data?.items.map((item) => (
          <li key={`${item.thread_id}-${item.post_id ?? 0}`}>
            <Link
              className="stretched-link"
              to={
                item.post_id ? `/thread/${item.thread_id}#post-${item.post_id}` : `/thread/${item.thread_id}`
              }
            >
              {item.title}
            </Link>
            <span className="muted"> · {day(item.created_at)}</span>
            <p className="member-excerpt">{item.excerpt}</p>
          </li>
        ))}
      </ul>
      {data && (
        <PaginationButtons
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPage={setPage}
          label={`${kind} pages`}
        />
      )}
    </section>
  );
}
