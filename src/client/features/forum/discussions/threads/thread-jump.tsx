import { useId } from 'react';
import { useFollowingState } from '../../../../ui/use-following-state';

/**
 * For long threads: a "Jump to latest reply" button and a post-number scrubber (a slider with the number
 * it points at), so a member need not scroll through hundreds of posts. Post numbers count from the
 * opening post, oldest first.
 */
/** Threads with more posts than this get the control. */
export const LONG_THREAD_POSTS = 10;

export function ThreadJump({
  total,
  current,
  onJump,
}: {
  total: number;
  /** The number of the first post on screen, where the scrubber starts. */
  current: number;
  onJump(postNumber: number): void;
}) {
  const id = useId();
  // A new page's first post, and Back or Forward (even to the same page shown another way), start it again.
  const [value, setValue] = useFollowingState(current);
  // A short thread fits a screen or two: the control would only be clutter there.
  if (total <= LONG_THREAD_POSTS) return null;
  return (
    <div className="thread-jump card">
      <button type="button" className="btn btn-secondary" onClick={() => onJump(total)}>
        <span aria-hidden="true">↓</span> Jump to latest reply
      </button>
      <div className="thread-scrubber">
        <label htmlFor={id}>Go to post number</label>
        <div className="row">
          <input
            id={id}
            type="range"
            min={1}
            max={total}
            value={value}
            aria-valuetext={`Post ${value} of ${total}`}
            onChange={(e) => setValue(Number(e.target.value))}
            onKeyUp={(e) => e.key === 'Enter' && onJump(value)}
            onPointerUp={() => onJump(value)}
          />
          <output htmlFor={id} className="thread-scrubber-value">
            {value} of {total}
          </output>
          <button type="button" className="btn btn-secondary" onClick={() => onJump(value)}>
            Go
          </button>
        </div>
      </div>
    </div>
  );
}
