import '../../../../styles/answers.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { SimilarThread } from '../../../../../shared/contracts/answers';
import { enoughForSimilar, SOLVED_TEXT } from '../../../../../shared/solved-texts';
import { IgnorableContent } from '../../../../ui/ignore-slot';
import { SolvedBadge } from '../../../../ui/solved-badge';
import { useThreadDetail } from '../forum-api';
import { CookedContent } from '../posts/markdown-content';
import { useSimilarThreads } from './answers-api';

/** A pause in typing this long asks the server once. */
const PAUSE_MS = 450;

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * Under New Thread's title: up to five existing threads with similar titles, once the title has a few words
 * (docs/decisions/043-solved-threads-and-similar-questions.md). Each opens over the form, or in a new tab, so
 * the member's draft stays where it is. Announced politely to screen readers as it changes.
 */
export function SimilarThreads({ title }: { title: string }) {
  const paused = usePaused(title.trim());
  const q = enoughForSimilar(paused) ? paused : '';
  const similar = useSimilarThreads(q);
  const [open, setOpen] = useState<SimilarThread | null>(null);
  const headingId = useId();
  const threads = q ? (similar.data?.threads ?? []) : [];
  return (
    <div className="similar-threads" aria-live="polite" aria-busy={similar.isFetching}>
      {q && threads.length > 0 && (
        <section aria-labelledby={headingId} className="similar-threads-panel">
          <h2 id={headingId} className="similar-threads-heading">
            {SOLVED_TEXT.similarHeading}
          </h2>
          <p className="muted similar-threads-hint">{SOLVED_TEXT.similarHint}</p>
          <ul className="similar-threads-list">
            {threads.map((t) => (
              <li key={t.id}>
                <button type="button" className="link-button similar-thread-open" onClick={() => setOpen(t)}>
                  {t.title}
                </button>{' '}
                <SolvedBadge solved={t.solved} />
                <span className="muted similar-thread-meta">
                  {' '}
                  {t.category_name} · {t.reply_count} {t.reply_count === 1 ? 'reply' : 'replies'} ·{' '}
                  <a href={t.url} target="_blank" rel="noopener">
                    {SOLVED_TEXT.similarNewTab}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {q && similar.isSuccess && threads.length === 0 && <p className="muted">{SOLVED_TEXT.similarNone}</p>}
      {open && <SimilarThreadDialog thread={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** One similar thread read over the form: its question and its accepted answer, or its first replies. */
function SimilarThreadDialog({ thread, onClose }: { thread: SimilarThread; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detail = useThreadDetail(thread.id, 'oldest', 1);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const posts = detail.data?.posts ?? [];
  const answer = detail.data?.answer;
  const shown = answer ? posts.slice(0, 1) : posts.slice(0, 3);
  return (
    <dialog
      ref={dialog}
      className="modal similar-thread-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>
        {thread.title} <SolvedBadge solved={thread.solved} />
      </h2>
      {detail.isPending && <p className="muted">{SOLVED_TEXT.similarLoading}</p>}
      {shown.map((post) => (
        <article key={post.id} className="similar-thread-post">
          <p className="muted">{post.author_username}</p>
          <IgnorableContent authorId={post.author_id}>
            <CookedContent html={post.cooked} />
          </IgnorableContent>
        </article>
      ))}
      {answer && (
        <section className="answer-summary">
          <h3 className="answer-summary-heading">
            <span aria-hidden="true">✓ </span>
            {SOLVED_TEXT.answerHeading}
          </h3>
          <IgnorableContent authorName={answer.author_username}>
            <blockquote className="answer-summary-quote">
              <p>{answer.excerpt}</p>
            </blockquote>
          </IgnorableContent>
          <p className="muted">
            {SOLVED_TEXT.answerBy(answer.author_username)} ·{' '}
            <a href={answer.url} target="_blank" rel="noopener">
              {SOLVED_TEXT.goToAnswer}
            </a>
          </p>
        </section>
      )}
      <div className="row">
        <button type="button" className="btn" onClick={onClose} autoFocus>
          {SOLVED_TEXT.similarClose}
        </button>
        <a href={thread.url} target="_blank" rel="noopener" className="btn btn-secondary">
          {SOLVED_TEXT.similarNewTab}
        </a>
      </div>
    </dialog>
  );
}
