import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { formatCount } from '../../../ui/format-count';
import { usePageTitle } from '../../../ui/page-title';
import { ReadingListLinksSlot } from '../../../ui/reading-slot';
import { SolvedFilter } from './answers/solved-filter';
import { loadCounties, useCounties, useCountyParam } from './counties/county-param';
import { type ThreadFilter, type ThreadSort, useCategories, useThreadList } from './forum-api';
import { EmptyState } from './threads/empty-state';
import { InlineLoading } from './threads/inline-loading';
import { PaginationNav, readPageParam } from './threads/pagination-nav';
import { type FilterValues, ThreadFilters } from './threads/thread-filters';
import { ThreadRow } from './threads/thread-row';
import { listedCategory, readSolvedParam, readThreadSort as readSort } from './url-params';
import '../../../styles/forum.css';

// Search results load when a search is made: their snippet sanitiser (DOMPurify, about 10 KB) is not needed to
// show the list, and the page's script budget (scripts/js-budget.mjs) has no room for it.
const SearchResults = lazy(() =>
  import('./search/search-results').then((module) => ({ default: module.SearchResults })),
);

// Discussions list (docs/product.md#pages). Search, category (?category=<page id>), sort and page are all in the URL,
// so Back returns to the same view. Search asks the server, so it finds matches on every page.
export default function DiscussionsPage() {
  usePageTitle('Forum Discussions');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const values: FilterValues = {
    q: (params.get('q') ?? '').trim(),
    category: (params.get('category') ?? '').toLowerCase(),
    county: useCountyParam(params.get('county')),
    sort: readSort(params.get('sort')),
  };
  const page = readPageParam(params.get('page'));
  const solved = readSolvedParam(params.get('solved'));
  const categories = useCategories();

  // A new page of the list starts at the top; not the first, which replaced the server's copy in place.
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page on purpose
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else window.scrollTo(0, 0);
  }, [page]);

  const { byPageId, chosen, filter } = listedCategory(values.category, categories.data ?? []);
  // Preselect the filtered category in the new-thread form when it names exactly one.
  const newThreadPath = chosen ? `/create-thread?category_id=${chosen.id}` : '/create-thread';

  function change(next: Partial<FilterValues>, nextSolved = solved) {
    const merged = { ...values, ...next };
    const query = new URLSearchParams();
    if (nextSolved) query.set('solved', nextSolved);
    if (merged.q) query.set('q', merged.q);
    if (merged.category) query.set('category', merged.category);
    if (merged.county) query.set('county', merged.county);
    if (merged.sort !== 'latest') query.set('sort', merged.sort);
    // Any change of what is listed starts again at page 1.
    setParams(query);
  }

  return (
    <div className="page forum-page">
      <div className="forum-title-row">
        <h1>Forum Discussions</h1>
        {/* Shown to members by the page's member mark, from the first paint (docs/decisions/034). */}
        <Link to={newThreadPath} className="btn btn-gold member-only">
          <span aria-hidden="true">+</span> New Thread
        </Link>
      </div>
      <ThreadFilters values={values} categories={categories.data ?? []} onChange={change}>
        <SolvedFilter value={solved} onChange={(next) => change({}, next)} />
        <div className="member-room member-room-list-links">{user && <ReadingListLinksSlot />}</div>
      </ThreadFilters>
      {values.q ? (
        <Suspense fallback={<InlineLoading label="Searching..." />}>
          <SearchResults
            q={values.q}
            categorySlug={byPageId?.slug ?? (values.category || undefined)}
            page={page}
            solved={solved}
            county={values.county || undefined}
          />
        </Suspense>
      ) : (
        <LatestThreads
          filter={
            solved || values.county
              ? {
                  ...filter,
                  ...(solved ? { solved } : {}),
                  ...(values.county ? { county: values.county } : {}),
                }
              : filter
          }
          sort={values.sort}
          page={page}
          ready={!values.category || categories.isFetched}
          marked={!!user}
        />
      )}
    </div>
  );
}

function LatestThreads({
  filter,
  sort,
  page,
  ready,
  marked,
}: {
  filter: ThreadFilter;
  sort: ThreadSort;
  page: number;
  /** False until the categories are known, so a page id is not mistaken for a slug. */
  ready: boolean;
  /** A signed-in member: rows show "3 new" and "Not opened yet". */
  marked: boolean;
}) {
  const category = filter.page_id ?? filter.category_slug ?? '';
  const county = filter.county ?? '';
  const threads = useThreadList(filter, sort, page, ready);
  const list = threads.data;
  const markIds = marked ? list?.threads.map((t) => t.id) : undefined;
  return (
    <section aria-labelledby="discussions-results" className="forum-section">
      <h2 id="discussions-results" className="visually-hidden">
        Threads
      </h2>
      {threads.isPending && <InlineLoading label="Loading threads..." />}
      {threads.isError && !list && <Alert kind="error">Failed to fetch threads</Alert>}
      {list && list.threads.length === 0 && county && <CountyEmpty />}
      {list && list.threads.length === 0 && category && !county && (
        <EmptyState title="Coming Soon">
          <p className="muted">This category is being prepared. Check back soon for discussions!</p>
        </EmptyState>
      )}
      {list && list.threads.length === 0 && !category && !county && (
        <EmptyState title="No Threads Found">
          <p className="muted">No threads have been posted yet. Be the first to start a discussion!</p>
        </EmptyState>
      )}
      {list && list.threads.length > 0 && (
        <>
          <p className="muted list-summary" role="status">
            {formatCount(list.pagination.total)} {list.pagination.total === 1 ? 'thread' : 'threads'}
          </p>
          <ul className="thread-list" aria-busy={threads.isPlaceholderData}>
            {list.threads.map((t) => (
              <ThreadRow key={t.id} thread={t} showCategory={!category} maxDays={7} markIds={markIds} />
            ))}
          </ul>
          <PaginationNav
            page={list.pagination.page}
            totalPages={list.pagination.totalPages}
            label="Thread pages"
          />
        </>
      )}
    </section>
  );
}

/** A county's list with nothing in it: the county list has loaded, as the address named a county. */
function CountyEmpty() {
  const { CountyEmptyState } = useCounties();
  return <CountyEmptyState />;
}

/** A county named in the address is checked against the county list: the browser loads it before adopting. */
export const prepare = (search: URLSearchParams) => (search.get('county') ? loadCounties() : undefined);
