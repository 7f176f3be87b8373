import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { COUNTY_CHOICES, countyChoice } from '../../../../../calc/land/oklahoma-counties';
import { COUNTY_TEXT } from '../../../../../shared/county-texts';
import { EmptyState } from '../threads/empty-state';

// The county list's parts of a thread list (docs/decisions/042-thread-counties.md). The discussions page
// loads them in a chunk of their own (county-param.ts); the thread page reads ?county= from url-params.ts.

/** ?county= holds a county's slug; anything else lists every county. */
export const readCounty = (value: string | null): string =>
  value && countyChoice(value.toLowerCase()) ? value.toLowerCase() : '';

function CountyOptions() {
  return (
    <>
      <option value="">{COUNTY_TEXT.allCounties}</option>
      {COUNTY_CHOICES.map((c) => (
        <option key={c.slug} value={c.slug}>
          {c.name}
        </option>
      ))}
    </>
  );
}

/**
 * A category's county choice: ?county= in the address, so Back returns to it and the server renders the
 * same list; a change starts again at the first page (?p=).
 */
export function CountyFilter({ county }: { county: string }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  function choose(slug: string) {
    const next = new URLSearchParams(params);
    if (slug) next.set('county', slug);
    else next.delete('county');
    next.delete('p');
    setParams(next);
  }
  return (
    <div className="field county-filter">
      <label htmlFor={id}>{COUNTY_TEXT.filterLabel}</label>
      <select id={id} value={county} onChange={(e) => choose(e.target.value)}>
        <CountyOptions />
      </select>
    </div>
  );
}

/** The county select of the discussions' filters (threads/thread-filters.tsx). */
export function CountySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(county: string): void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <CountyOptions />
    </select>
  );
}

/** A county's list with no thread in it. */
export function CountyEmptyState() {
  return (
    <EmptyState title={COUNTY_TEXT.noneTitle}>
      <p className="muted">{COUNTY_TEXT.noneBody}</p>
    </EmptyState>
  );
}
