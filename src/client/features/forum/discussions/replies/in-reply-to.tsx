import { Link } from 'react-router';
import type { Post } from '../../../../../shared/contracts/forum';

/** "In reply to @name" above a reply that answers another post, linking to that post. */
export function InReplyTo({ replyTo }: { replyTo: Post['reply_to'] }) {
  if (!replyTo) return null;
  return (
    <p className="post-reply-to">
      <Link to={replyTo.url}>
        <span aria-hidden="true">↩ </span>In reply to @{replyTo.author_username}
      </Link>
    </p>
  );
}
