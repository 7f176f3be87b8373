import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { COUNTY_CHOICES, countyChoice } from '../../../../../calc/land/oklahoma-counties';
import { COUNTY_TEXT } from '../../../../../shared/county-texts';

/**
 * ?county= holds a county's slug; anything else lists every county. Apart from url-params.ts, which the
 * thread page loads, so the county list stays out of the thread's first JavaScript.
 */
export const readCounty = (value: string | null): string =>
  value && countyChoice(value.toLowerCase()) ? value.toLowerCase() : '';

/**
 * A category's county choice (docs/decisions/042-thread-counties.md): ?county= in the address, so Back
 * returns to it and the server renders the same list; a change starts again at the first page (?p=).
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
        <option value="">{COUNTY_TEXT.allCounties}</option>
        {COUNTY_CHOICES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
