import '../../../../styles/answers.css';
import { Link } from 'react-router';
import type { ThreadAnswer } from '../../../../../shared/contracts/forum';
import { SOLVED_TEXT } from '../../../../../shared/solved-texts';
import { IgnorableContent } from '../../../../ui/ignore-slot';

/**
 * Under the question of a solved thread: who answered, the start of the answer, and a link to it in place
 * (on its page of the thread).
 */
export function AnswerSummary({ answer }: { answer: ThreadAnswer | null | undefined }) {
  if (!answer) return null;
  return (
    <section className="answer-summary card" aria-labelledby="answer-summary-heading">
      <h2 id="answer-summary-heading" className="answer-summary-heading">
        <span aria-hidden="true">✓ </span>
        {SOLVED_TEXT.answerHeading}
      </h2>
      <IgnorableContent authorName={answer.author_username}>
        <blockquote className="answer-summary-quote">
          <p>{answer.excerpt}</p>
        </blockquote>
      </IgnorableContent>
      <p className="answer-summary-meta">
        <span className="muted">{SOLVED_TEXT.answerBy(answer.author_username)}</span>{' '}
        <Link to={answer.url} className="answer-summary-link">
          {SOLVED_TEXT.goToAnswer} <span aria-hidden="true">↓</span>
        </Link>
      </p>
    </section>
  );
}
