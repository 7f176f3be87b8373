import { Link, useNavigate } from 'react-router';
import type { Thread } from '../../../../../shared/contracts/forum';
import { categoryPath } from '../../../../../shared/routes';
import { mayActOnContentOf } from '../../../../../shared/staff-hierarchy';
import { useSession } from '../../../../session/session-context';
import { formatCount } from '../../../../ui/format-count';
import { ReadingThreadSlot } from '../../../../ui/reading-slot';
import { ReportSlot } from '../../../../ui/report-slot';
import { SolvedBadge } from '../../../../ui/solved-badge';
import { TimeAgo } from '../../../../ui/time-ago';
import { UserLink } from '../../../../ui/user-link';
import { ThreadCounties } from '../counties/thread-counties';
import { ModeratorControls } from './moderator-controls';
import { StatusBadge } from './status-badge';

/** Goes back within the app when there is somewhere to go back to, else to the discussions list. */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    const canGoBack = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (canGoBack) navigate(-1);
    else navigate('/threads');
  };
  return (
    <button type="button" className="btn btn-secondary btn-small" onClick={goBack}>
      <span aria-hidden="true">←</span> Back
    </button>
  );
}

export function ThreadHeader({ thread, postTotal }: { thread: Thread; postTotal: number }) {
  const { user, isStaff } = useSession();
  // Moderators' tools on members' threads only; an admin's or moderator's thread is for admins (the server checks too).
  const mayModerate =
    !!user && isStaff && mayActOnContentOf(user, { id: thread.author_id, role: thread.author_role });
  const replies = thread.reply_count;
  return (
    <header className="thread-header card">
      <p className="thread-category">
        <Link to={categoryPath({ slug: thread.category_slug, page_id: thread.category_page_id })}>
          {thread.category_name}
        </Link>
      </p>
      <h1 id="thread-title" tabIndex={-1}>
        {thread.title}
      </h1>
      <div className="thread-header-badges">
        {thread.is_pinned === 1 && <span className="badge badge-amber">📌 Pinned</span>}
        {thread.is_locked === 1 && <span className="badge">🔒 Locked</span>}
        <StatusBadge status={thread.status} />
        <SolvedBadge solved={thread.answer_post_id != null} />
      </div>
      <p className="thread-meta muted">
        Started by{' '}
        <strong>
          <UserLink username={thread.author_username} />
        </strong>{' '}
        · <TimeAgo iso={thread.created_at} /> · {formatCount(replies)} {replies === 1 ? 'reply' : 'replies'} ·{' '}
        {formatCount(thread.view_count)} {thread.view_count === 1 ? 'view' : 'views'}
        <span className="visually-hidden"> · {postTotal} posts in all</span>
      </p>
      <ThreadCounties thread={thread} />
      {/* Hidden from admins and moderators by the button itself (docs/product.md#permissions). */}
      {/* Room kept for a member's tools from the first paint, so they fill in without moving the posts. */}
      <div className="member-room member-room-thread-tools">
        <ReportSlot targetType="thread" targetId={thread.id} authorId={thread.author_id} />
        <ReadingThreadSlot threadId={thread.id} />
      </div>
      {mayModerate && <ModeratorControls thread={thread} />}
    </header>
  );
}
