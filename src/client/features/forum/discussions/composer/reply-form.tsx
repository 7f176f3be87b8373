import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Post } from '../../../../../shared/contracts/forum';
import { TEXT } from '../../../../../shared/texts';
import { readStoredToken } from '../../../../api/session-storage';
import { withRedirect } from '../../../../session/redirect';
import { useSession } from '../../../../session/session-context';
import { Alert } from '../../../../ui/alert';

// A member's reply box (the toolbar, attachments and drafts) is a chunk of its own, which guests and crawlers
// never fetch. A browser with a stored session asks for it as soon as the thread's chunk runs, beside the page's
// adoption, so it is there when the member's parts fill in.
const loadComposer = () => import('./reply-composer');
const ReplyComposer = lazy(() => loadComposer().then((module) => ({ default: module.ReplyComposer })));
if (typeof window !== 'undefined' && readStoredToken()) loadComposer().catch(() => undefined);

// Rarely shown, and its text comes from a contract module that builds zod schemas: loaded when needed.
const ConfirmEmailNotice = lazy(() =>
  import('../../../../ui/confirm-email-notice').then((m) => ({ default: m.ConfirmEmailNotice })),
);

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
  const [mustConfirm, setMustConfirm] = useState(false);

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

  if (mustConfirm || user.must_confirm_email) {
    return (
      <Suspense fallback={null}>
        <ConfirmEmailNotice />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReplyComposer threadId={threadId} onPosted={onPosted} onMustConfirm={() => setMustConfirm(true)} />
    </Suspense>
  );
}
