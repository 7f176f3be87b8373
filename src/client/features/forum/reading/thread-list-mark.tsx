import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ThreadMarksResponse } from '../../../../shared/contracts/reading';
import { api } from '../../../api/api-client';
import type { ReadingMarkProps } from '../../../ui/reading-slot';
import '../../../styles/reading.css';

// A thread row's mark in Discussions and the category pages (docs/product.md#following-threads): "3 new",
// a link that opens the thread at its first unread post, or "Not opened yet". Every row asks with the same
// ids, so the list makes one request.
export default function ThreadListMark({ threadId, threadIds }: ReadingMarkProps) {
  const ids = threadIds.join(',');
  const marks = useQuery({
    queryKey: ['reading', 'marks', ids],
    queryFn: ({ signal }) => api.get<ThreadMarksResponse>('/api/reading/marks', { ids }, signal),
  });
  const mark = marks.data?.marks.find((m) => m.thread_id === threadId);
  if (!mark) return null;
  if (!mark.opened) return <span className="list-mark list-mark-unopened">Not opened yet</span>;
  return (
    <Link to={`/thread/${threadId}`} className="list-mark list-mark-new">
      {mark.new_posts.toLocaleString()} new
      <span className="visually-hidden"> {mark.new_posts === 1 ? 'post' : 'posts'}</span>
    </Link>
  );
}
