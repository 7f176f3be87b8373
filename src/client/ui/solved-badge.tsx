import { SOLVED_LIST_TEXT } from '../../shared/solved-list-texts';

/** "Solved" beside a thread's title wherever threads are listed (docs/decisions/043-solved-threads-and-similar-questions.md). */
export function SolvedBadge({ solved }: { solved: boolean | null | undefined }) {
  if (!solved) return null;
  return (
    <span className="badge badge-green badge-solved">
      <span aria-hidden="true">✓ </span>
      {SOLVED_LIST_TEXT.badge}
    </span>
  );
}
