import '../../../../styles/answers.css';
import { useState } from 'react';
import type { Post } from '../../../../../shared/contracts/forum';
import { SOLVED_TEXT } from '../../../../../shared/solved-texts';
import { errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import { useChooseAnswer } from './answers-api';

/** What a post needs to know of its thread's answer. */
export interface AnswerContext {
  threadId: number;
  threadAuthorId: number;
  answerPostId: number | null;
  /** Locked, or not visible: the answer can no longer change. */
  closed: boolean;
}

/** "Accepted answer" on the chosen reply. */
export function AnswerBadge({ post, answer }: { post: Post; answer?: AnswerContext }) {
  if (!answer || answer.answerPostId !== post.id) return null;
  return (
    <span className="badge badge-green badge-answer">
      <span aria-hidden="true">✓ </span>
      {SOLVED_TEXT.answerBadge}
    </span>
  );
}

/**
 * Mark, change or clear the answer, on each visible reply, for the thread's author and staff (the server
 * decides; this only offers it to those it would allow).
 */
export function MarkAnswerButton({ post, answer }: { post: Post; answer?: AnswerContext }) {
  const { user, isStaff } = useSession();
  const choose = useChooseAnswer(answer?.threadId ?? 0);
  const [said, setSaid] = useState('');
  if (!answer || !user || answer.closed || post.is_first_post || post.status !== 'visible') return null;
  if (!isStaff && user.id !== answer.threadAuthorId) return null;
  const isAnswer = answer.answerPostId === post.id;
  const label = isAnswer
    ? SOLVED_TEXT.clearAnswer
    : answer.answerPostId
      ? SOLVED_TEXT.changeAnswer
      : SOLVED_TEXT.markAnswer;
  return (
    <>
      <button
        type="button"
        className={`btn btn-small ${isAnswer ? 'btn-secondary' : 'btn-answer'}`}
        disabled={choose.isPending}
        onClick={() =>
          choose.mutate(isAnswer ? null : post.id, {
            onSuccess: (result) => setSaid(result.message),
            onError: (error) => setSaid(errorText(error, SOLVED_TEXT.markFailed)),
          })
        }
      >
        {choose.isPending ? SOLVED_TEXT.marking : label}
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
