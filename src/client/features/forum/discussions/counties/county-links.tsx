import { Link } from 'react-router';
import type { Thread } from '../../../../../shared/contracts/forum';
import { COUNTY_LIST_TEXT } from '../../../../../shared/county-list-texts';

/** The list of one county's threads (docs/decisions/042-thread-counties.md). */
export const countyListPath = (slug: string) => `/threads?county=${encodeURIComponent(slug)}`;

/**
 * The counties a thread is about, each a link to the list of that county's threads: on a thread's row and at
 * its top. Nothing when it names none. In a row the links sit above the row's stretched title link.
 */
export function CountyLinks({
  counties,
  className = '',
}: {
  counties: Thread['counties'];
  className?: string;
}) {
  if (!counties?.length) return null;
  return (
    <p className={`county-links ${className}`}>
      <span className="visually-hidden">{COUNTY_LIST_TEXT.onThread} </span>
      {counties.map((county) => (
        <Link key={county.slug} to={countyListPath(county.slug)} className="county-link">
          <span aria-hidden="true">📍 </span>
          {county.slug === 'other-state' ? county.name : `${county.name} County`}
        </Link>
      ))}
    </p>
  );
}
