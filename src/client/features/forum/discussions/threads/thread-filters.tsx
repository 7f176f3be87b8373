import { type FormEvent, type KeyboardEvent, lazy, type ReactNode, Suspense, useId } from 'react';
import { LIMITS } from '../../../../../shared/constants';
import type { Category } from '../../../../../shared/contracts/forum';
import { COUNTY_LIST_TEXT } from '../../../../../shared/county-list-texts';
import { useFollowingState } from '../../../../ui/use-following-state';
import { loadCounties } from '../counties/county-param';
import type { ThreadSort } from '../forum-api';

const SearchLandOffer = lazy(() => import('../search/search-land-offer'));
// The county select with its 77 counties is adopted as the server drew it once its chunk has arrived.
const CountySelect = lazy(() => loadCounties().then((module) => ({ default: module.CountySelect })));

/** A land reference has a number in it and is a few characters long at least ("1N 1W 1"). */
const mayNameLand = (text: string) =>
  text.length >= 5 && text.length <= LIMITS.searchQueryMax && /\d/.test(text);

/** ArrowDown in the search box moves to the offered land page, when there is one. */
function focusOffer(event: KeyboardEvent<HTMLInputElement>, id: string) {
  if (event.key !== 'ArrowDown') return;
  const link = document.getElementById(`${id}-link`);
  if (!link) return;
  event.preventDefault();
  link.focus();
}

/** The search words of the address the browser is at. */
const wordsInAddress = () => (new URLSearchParams(window.location.search).get('q') ?? '').trim();

const SORT_LABELS: Record<ThreadSort, string> = {
  latest: 'Latest',
  oldest: 'Oldest',
  popular: 'Most popular',
  replies: 'Most replies',
};

/**
 * One filter option per category, by its display name. The value is the category's page id (several
 * categories share a slug, docs/product.md#pages), or its slug for a category made without one.
 */
export function categoryOptions(categories: readonly Category[]): { value: string; label: string }[] {
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const c of categories) {
    const value = c.page_id ?? c.slug;
    if (c.is_archived === 1 || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: c.name });
  }
  return options;
}

export interface FilterValues {
  q: string;
  category: string;
  /** A county's slug, or '' for all (docs/decisions/042-thread-counties.md). */
  county: string;
  sort: ThreadSort;
}

/** Search box, category filter and sort of the discussions list. Every value lives in the URL. */
export function ThreadFilters({
  values,
  categories,
  onChange,
  children,
}: {
  values: FilterValues;
  categories: readonly Category[];
  onChange(next: Partial<FilterValues>): void;
  /**
   * More choices after the selects: one more select fills the row of four (the Answered filter), and a
   * `.member-room` (a member's New and Unread lists) takes a row of its own under them.
   */
  children?: ReactNode;
}) {
  // Back and Forward change the URL: the box follows, with the words of the address the browser went to (the
  // router may not have drawn that address yet: use-following-state.ts).
  const [draft, setDraft] = useFollowingState(values.q, wordsInAddress);
  const searchId = useId();
  const categoryId = useId();
  const countyId = useId();
  const sortId = useId();
  const offerId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ q: draft.trim() });
  }

  const typed = draft.trim();
  const offering = typed !== values.q && mayNameLand(typed);
  const options = categoryOptions(categories);
  const searching = values.q.length > 0;
  return (
    <div className="thread-filters card">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the old browsers many members use */}
      <form role="search" className="thread-search" onSubmit={submit}>
        <label htmlFor={searchId}>Search discussions</label>
        <div className="thread-search-row">
          <input
            id={searchId}
            type="search"
            value={draft}
            maxLength={LIMITS.searchQueryMax}
            placeholder="e.g. pooling order or 20-5N-3W"
            aria-controls={offerId}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => focusOffer(e, offerId)}
          />
          <button type="submit" className="btn">
            Search
          </button>
          {searching && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setDraft('');
                onChange({ q: '' });
              }}
            >
              Clear search
            </button>
          )}
        </div>
        {/* The land page the words name (search-land-offer.tsx). The region is there from the first paint, empty
            as the server drew it, so a screen reader hears the offer arrive; the search already made is not
            offered again here, its results offer it first. */}
        <div id={offerId} className="search-land-offer" aria-live="polite">
          {offering && (
            <Suspense fallback={null}>
              <SearchLandOffer id={offerId} typed={typed} />
            </Suspense>
          )}
        </div>
      </form>
      {/* The selects are the card's own grid cells, beside the ones the page adds (forum.css): four to a row
          on a wide screen and two on a phone, so none leaves a hole beside another. */}
      <div className="field">
        <label htmlFor={categoryId}>Category</label>
        <select
          id={categoryId}
          value={values.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="">All categories</option>
          {values.category && !options.some((o) => o.value === values.category) && (
            <option value={values.category}>{values.category}</option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={countyId}>{COUNTY_LIST_TEXT.filterLabel}</label>
        {/* Drawn in the browser (a page reached by a link): the same room until the list arrives. */}
        <Suspense
          fallback={
            <select id={countyId} disabled>
              <option>{COUNTY_LIST_TEXT.allCounties}</option>
            </select>
          }
        >
          <CountySelect id={countyId} value={values.county} onChange={(county) => onChange({ county })} />
        </Suspense>
      </div>
      <div className="field">
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={values.sort}
          disabled={searching}
          aria-describedby={searching ? `${sortId}-hint` : undefined}
          onChange={(e) => onChange({ sort: e.target.value as ThreadSort })}
        >
          {(Object.keys(SORT_LABELS) as ThreadSort[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
        {searching && (
          <span id={`${sortId}-hint`} className="field-hint">
            Search results are sorted by best match.
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
