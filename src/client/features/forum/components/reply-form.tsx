import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Post } from '../../../../shared/contracts/forum';
import { TEXT } from '../../../../shared/texts';
import { ApiError, errorText } from '../../../api/api-client';
import { withRedirect } from '../../../session/redirect';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { ConfirmEmailNotice } from '../../../ui/confirm-email-notice';
import { useCreatePost } from '../forum-mutations';
import { MarkdownField } from './markdown-field';

/**
 * The reply area under a thread (docs/product.md#pages, #validation and #permissions): a form for members, a login prompt for guests,
 * the locked notice instead of the form, and a muted member's notice (the server's 403 MUTED message says
 * until when).
 */
export function ReplyForm({
  threadId,
  locked,
  onPosted,
}: {
  threadId: number;
  locked: boolean;
  onPosted(post: Post): void;
}) {
  const { user } = useSession();
  const location = useLocation();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [posted, setPosted] = useState(false);
  const [mustConfirm, setMustConfirm] = useState(false);
  const create = useCreatePost(threadId);

  if (locked) {
    return (
      <Alert kind="warning">
        <span aria-hidden="true">🔒 </span>
        {TEXT.threadLocked}
      </Alert>
    );
  }
  if (!user) {
    return (
      <div className="card reply-login">
        <p>{TEXT.loginToReply}</p>
        <div className="row">
          <Link to={withRedirect('/login', `${location.pathname}${location.search}`)} className="btn">
            Login
          </Link>
          <Link
            to={withRedirect('/register', `${location.pathname}${location.search}`)}
            className="btn btn-secondary"
          >
            Register
          </Link>
        </div>
      </div>
    );
  }
  const mutedUntil = user.muted_until ? new Date(user.muted_until) : null;
  if (mutedUntil && mutedUntil.getTime() > Date.now()) {
    return (
      <Alert kind="warning">
        You are muted until {mutedUntil.toLocaleString()} and cannot post, reply or vote. You can still read
        the forum.{user.mute_reason ? ` Reason: ${user.mute_reason}` : ''}
      </Alert>
    );
  }

  if (mustConfirm || user.must_confirm_email) return <ConfirmEmailNotice />;

  const empty = content.trim().length === 0;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) return;
    setError('');
    setPosted(false);
    try {
      const result = await create.mutateAsync(trimmed);
      setContent('');
      setPosted(true);
      onPosted(result.post);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'EMAIL_UNCONFIRMED') setMustConfirm(true);
      else setError(errorText(caught, 'Failed to post reply'));
    }
  }

  return (
    <form className="card reply-form" onSubmit={submit} noValidate aria-labelledby="reply-heading">
      <h2 id="reply-heading">Post a Reply</h2>
      {error && <Alert kind="error">{error}</Alert>}
      {posted && !error && <Alert kind="success">Your reply was posted.</Alert>}
      <MarkdownField
        label="Your reply"
        value={content}
        onChange={(v) => {
          setContent(v);
          setPosted(false);
        }}
        preview
      />
      <button type="submit" className="btn" disabled={empty || create.isPending}>
        {create.isPending ? 'Posting...' : 'Post Reply'}
      </button>
    </form>
  );
}
