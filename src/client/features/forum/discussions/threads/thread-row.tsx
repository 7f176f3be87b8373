// The rows' look (thread-list, stretched title link) lives in forum.css: a page that shows rows outside the
// forum's own pages (a section of land, search) needs it too.
import '../../../../styles/forum.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Thread } from '../../../../../shared/contracts/forum';
import { formatCount } from '../../../../ui/format-count';
import { ReadingMarkSlot } from '../../../../ui/reading-slot';
import { SolvedBadge } from '../../../../ui/solved-badge';
import { TimeAgo } from '../../../../ui/time-ago';
import { UserLink } from '../../../../ui/user-link';
import { CountyLinks } from '../counties/county-links';
import { StatusBadge } from './status-badge';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * One thread in a list (docs/product.md#pages): pinned badge, author, relative time, reply and view counts.
 * The whole row opens /thread/{id}; only the title is a link, stretched over the row, so a screen reader
 * hears one link per thread.
 */
export function ThreadRow({
  thread,
  showCategory = false,
  maxDays,
  postId,
  markIds,
  children,
}: {
  thread: Thread;
  showCategory?: boolean;
  maxDays?: number;
  /** A search hit inside a reply: open the thread at that post. */
  postId?: number | null;
  /** A signed-in member's list: the ids of its rows, for the "3 new" and "Not opened yet" marks. */
  markIds?: number[];
  children?: ReactNode;
}) {
  const href = postId ? `/thread/${thread.id}#post-${postId}` : `/thread/${thread.id}`;
  return (
    <li className={`thread-row${thread.is_pinned ? ' is-pinned' : ''}`}>
      <div className="thread-row-main">
        <div className="thread-row-badges">
          {thread.is_pinned === 1 && <span className="badge badge-amber">📌 Pinned</span>}
          {thread.is_locked === 1 && <span className="badge">🔒 Locked</span>}
          <StatusBadge status={thread.status} />
          <SolvedBadge solved={thread.answer_post_id != null} />
          {showCategory && <span className="badge badge-blue">{thread.category_name}</span>}
          {markIds && <ReadingMarkSlot threadId={thread.id} threadIds={markIds} />}
        </div>
        <h3 className="thread-row-title">
          <Link to={href} className="stretched-link">
            {thread.title}
          </Link>
        </h3>
        {children}
        <CountyLinks counties={thread.counties} />
        <p className="thread-row-meta">
          <span>
            by{' '}
            <strong>
              <UserLink username={thread.author_username} className="thread-row-author" />
            </strong>
          </span>
          <span aria-hidden="true"> · </span>
          <TimeAgo iso={thread.created_at} maxDays={maxDays} />
        </p>
      </div>
      <dl className="thread-row-stats">
        <div>
          <dt className="visually-hidden">Replies</dt>
          <dd>
            <span aria-hidden="true">💬 </span>
            {plural(thread.reply_count, 'reply', 'replies')}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">Views</dt>
          <dd>
            <span aria-hidden="true">👁 </span>
            {plural(thread.view_count, 'view', 'views')}
          </dd>
        </div>
      </dl>
    </li>
  );
}
