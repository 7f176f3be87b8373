import { useSession } from '../../../session/session-context';
import type { ReadingPostProps } from '../../../ui/reading-slot';
import { useThreadReading, useToggleBookmark } from './reading-api';

/** Bookmark / Bookmarked on each post for a signed-in member; the list is on /bookmarks. */
export default function PostBookmarkButton({ threadId, postId }: ReadingPostProps) {
  const { user } = useSession();
  const reading = useThreadReading(threadId, !!user);
  const toggle = useToggleBookmark(threadId, postId);
  if (!user || !reading.data) return null;
  const on = reading.data.bookmarked_post_ids.includes(postId);
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      aria-pressed={on}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!on)}
    >
      {on ? 'Bookmarked' : 'Bookmark'}
    </button>
  );
}
