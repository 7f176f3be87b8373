import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { WatchLevel } from '../../../../shared/contracts/reading';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import type { ReadingThreadProps } from '../../../ui/reading-slot';
import { markRead, useSetWatch, useThreadReading } from './reading-api';
import { WatchLevelSelect } from './watch-level-select';
import '../../../styles/reading.css';

const LEVEL_LABELS: Record<WatchLevel, string> = {
  watching: 'Watching: every reply',
  normal: 'Normal: only replies to me and mentions',
  muted: 'Muted: nothing',
};
const FLUSH_MS = 2000;

/**
 * A thread's reading controls for a signed-in member: its watch level, a link to the first unread post,
 * and read tracking. The highest post on screen is sent every two seconds at most, and only when it moved
 * past what the server already has, so reading a long thread costs a few requests, not one per post.
 */
export default function ThreadReadingTools({ threadId }: ReadingThreadProps) {
  const { user } = useSession();
  const reading = useThreadReading(threadId, !!user);
  const setWatch = useSetWatch(threadId);
  const sent = useRef(0);
  const notified = useRef(new Set<number>());
  const lastRead = reading.data?.last_read_post_id ?? 0;

  useEffect(() => {
    if (!user || !reading.data) return;
    sent.current = Math.max(sent.current, lastRead);
    notified.current = new Set(reading.data.notified_post_ids ?? []);
    const flush = () => {
      let highest = 0;
      let notifiedShown = false;
      for (const el of document.querySelectorAll<HTMLElement>('article[id^="post-"]')) {
        const box = el.getBoundingClientRect();
        const id = Number(el.id.slice(5));
        if (box.top >= window.innerHeight || box.bottom <= 0) continue;
        if (id > highest) highest = id;
        // A post with an unread notification about it (a score reached after it was read) reads it too.
        if (notified.current.delete(id)) notifiedShown = true;
      }
      if (highest > sent.current || (notifiedShown && highest > 0)) {
        sent.current = Math.max(sent.current, highest);
        markRead(threadId, highest).catch(() => {
          sent.current = 0; // try again on the next tick
        });
      }
    };
    flush();
    const timer = window.setInterval(flush, FLUSH_MS);
    return () => {
      window.clearInterval(timer);
      flush();
    };
  }, [user, reading.data, lastRead, threadId]);

  if (!user || !reading.data) return null;
  const firstUnread = reading.data.first_unread;
  return (
    <div className="reading-tools">
      <WatchLevelSelect
        label="Notifications for this thread"
        levelLabels={LEVEL_LABELS}
        value={reading.data.level}
        saving={setWatch.isPending}
        onChange={(level) => setWatch.mutate(level)}
      />
      {reading.data.category_muted && (
        <p className="muted watch-hint">
          Muted because you muted this category. Choose Watching to follow this thread anyway.
        </p>
      )}
      {setWatch.isError && <p role="alert">{errorText(setWatch.error, 'Could not change that.')}</p>}
      {firstUnread && (
        <Link className="btn btn-secondary btn-small" to={firstUnread.url}>
          Jump to first unread post
        </Link>
      )}
    </div>
  );
}
