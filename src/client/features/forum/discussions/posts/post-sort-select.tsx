import { useId } from 'react';
import type { PostSort } from '../forum-api';

const LABELS: Record<PostSort, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  votes: 'Most votes',
};

export function PostSortSelect({ value, onChange }: { value: PostSort; onChange(next: PostSort): void }) {
  const id = useId();
  return (
    <div className="post-sort">
      <label htmlFor={id}>Sort posts</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as PostSort)}>
        {(Object.keys(LABELS) as PostSort[]).map((s) => (
          <option key={s} value={s}>
            {LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
