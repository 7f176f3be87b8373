import '../../../../styles/answers.css';
import { useId } from 'react';
import { SOLVED_LIST_TEXT } from '../../../../../shared/solved-list-texts';
import type { SolvedParam } from '../url-params';

/** All threads, solved only, or not solved yet: ?solved=1 / ?solved=0 in the list's address. */
export function SolvedFilter({
  value,
  onChange,
}: {
  value: SolvedParam | undefined;
  onChange(next: SolvedParam | undefined): void;
}) {
  const id = useId();
  return (
    <div className="field solved-filter">
      <label htmlFor={id}>{SOLVED_LIST_TEXT.filterLabel}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) =>
          onChange(e.target.value === '1' || e.target.value === '0' ? e.target.value : undefined)
        }
      >
        <option value="">{SOLVED_LIST_TEXT.filterAll}</option>
        <option value="1">{SOLVED_LIST_TEXT.filterSolved}</option>
        <option value="0">{SOLVED_LIST_TEXT.filterUnsolved}</option>
      </select>
    </div>
  );
}
