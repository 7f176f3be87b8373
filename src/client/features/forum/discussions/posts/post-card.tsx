import { lazy, memo, Suspense, useRef, useState } from 'react';
import type { Post } from '../../../../../shared/contracts/forum';
import { mayActOnContentOf } from '../../../../../shared/staff-hierarchy';
import { useSession } from '../../../../session/session-context';
import { Avatar } from '../../../../ui/avatar';
import { IgnorableContent, IgnoreButtonSlot } from '../../../../ui/ignore-slot';
import { ReadingPostSlot } from '../../../../ui/reading-slot';
import { ReportSlot } from '../../../../ui/report-slot';
import { TimeAgo } from '../../../../ui/time-ago';
import { UserLink } from '../../../../ui/user-link';
import { AnswerBadge, type AnswerContext, MarkAnswerButton } from '../answers/post-answer';
import { PostAttachments } from '../attachments/post-attachments';
import { InReplyTo } from '../replies/in-reply-to';
import { focusReplyBox, insertIntoReply, quoteBlock, setReplyTarget } from '../replies/reply-target';
import { StatusBadge } from '../threads/status-badge';
import { CalcCards } from './calc-card-view';
import { CookedContent } from './markdown-content';
import { VoteButtons } from './vote-buttons';

// The history view and its diff library load on the first click on EDITED (decision 024).
const EditHistory = lazy(() => import('../history/edit-history'));
// The editor (with the composer's Markdown field) loads when a post is first edited: a reader never needs it.
const PostEditor = lazy(() => import('./post-editor').then((module) => ({ default: module.PostEditor })));

const ROLE_LABEL: Partial<Record<Post['author_role'], string>> = { admin: 'Admin', moderator: 'Moderator' };

/**
 * One post of a thread: author, time, Markdown body, EDITED badge, votes and edit in place. Memoised: the
 * page's other renders (the next posts arriving, a typed reply) leave a post that did not change alone.
 */
export const PostCard = memo(function PostCard({
  post,
  number,
  answer,
}: {
  post: Post /** Its place in the thread, oldest first. */;
  number?: number;
  /** The thread's accepted answer and who may choose it. */
  answer?: AnswerContext;
}) {
  const { user, isStaff } = useSession();
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // docs/product.md#permissions: members edit their own posts, moderators members' posts, admins any post.
  const canEdit =
    !!user &&
    (user.id === post.author_id ||
      (isStaff && mayActOnContentOf(user, { id: post.author_id, role: post.author_role })));
  const headingId = `post-${post.id}-heading`;
  const role = ROLE_LABEL[post.author_role];

  function closeEditor() {
    setEditing(false);
    // Back to where the user was, for keyboard and screen-reader users.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <article
      id={`post-${post.id}`}
      data-author={post.author_username}
      className={`post-card card${post.is_first_post ? ' is-first-post' : ''}${answer?.answerPostId === post.id ? ' is-answer' : ''}${post.status !== 'visible' ? ` is-${post.status}` : ''}`}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <IgnorableContent authorId={post.author_id}>
        <header className="post-header">
          <Avatar username={post.author_username} url={post.author_avatar_url} size={32} />
          <h3 id={headingId} className="post-author">
            <UserLink username={post.author_username} />
            <span className="visually-hidden">{post.is_first_post ? ' wrote' : ' replied'}</span>
          </h3>
          {role && (
            <span className={`badge ${post.author_role === 'admin' ? 'badge-red' : 'badge-blue'}`}>
              {role}
            </span>
          )}
          {post.author_member_category && <span className="badge">{post.author_member_category}</span>}
          <StatusBadge status={post.status} reason={post.removed_reason} />
          <AnswerBadge post={post} answer={answer} />
          <span className="post-time muted">
            <TimeAgo iso={post.created_at} />
            {number !== undefined && <span className="post-number"> · #{number}</span>}
          </span>
        </header>

        {!editing && <InReplyTo replyTo={post.reply_to} />}
        {editing ? (
          <Suspense fallback={<CookedContent html={post.cooked} />}>
            <PostEditor post={post} onDone={closeEditor} />
          </Suspense>
        ) : (
          <CookedContent html={post.cooked} />
        )}
        {!editing && <CalcCards cards={post.cards} />}
        {!editing && <PostAttachments attachments={post.attachments} />}

        {post.edited_at && !editing && (
          <p className="post-edited">
            <button
              type="button"
              className="badge badge-edited badge-button"
              aria-haspopup="dialog"
              aria-label="EDITED: show the changes"
              title="Show the changes"
              onClick={() => setShowHistory(true)}
            >
              EDITED
            </button>{' '}
            <span className="muted">
              <TimeAgo iso={post.edited_at} />
              {post.edited_by_username ? ` by ${post.edited_by_username}` : ''}
            </span>
          </p>
        )}
        {showHistory && (
          <Suspense fallback={null}>
            <EditHistory postId={post.id} onClose={() => setShowHistory(false)} />
          </Suspense>
        )}

        <footer className="post-footer">
          <VoteButtons post={post} canVote={!!user} own={user?.id === post.author_id} />
          <div className="post-actions">
            {user && post.status === 'visible' && (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Reply to ${post.author_username}`}
                onClick={() => {
                  setReplyTarget({ threadId: post.thread_id, postId: post.id, author: post.author_username });
                  focusReplyBox();
                }}
              >
                Reply
              </button>
            )}
            {user && post.status === 'visible' && (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Quote ${post.author_username}'s post`}
                onClick={() => {
                  // The whole post, as selecting all of it and pressing Quote would give.
                  insertIntoReply(quoteBlock(post.author_username, post.id, post.content.trim()));
                  focusReplyBox();
                }}
              >
                Quote
              </button>
            )}
            {canEdit && !editing && (
              <button
                ref={editButton}
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Edit post by ${post.author_username}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
            )}
            <MarkAnswerButton post={post} answer={answer} />
            <ReportSlot targetType="post" targetId={post.id} authorId={post.author_id} />
            <ReadingPostSlot threadId={post.thread_id} postId={post.id} />
            <IgnoreButtonSlot
              userId={post.author_id}
              username={post.author_username}
              role={post.author_role}
              place="post"
            />
          </div>
        </footer>
      </IgnorableContent>
    </article>
  );
});
