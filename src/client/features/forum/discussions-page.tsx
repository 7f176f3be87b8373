import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { threadSorts } from '../../../shared/contracts/forum';
import { useSession } from '../../session/session-context';
import { Alert } from '../../ui/alert';
import { usePageTitle } from '../../ui/page-title';
import { EmptyState } from './components/empty-state';
import { InlineLoading } from './components/inline-loading';
import { PaginationNav, readPageParam } from './components/pagination-nav';
import { SearchResults } from './components/search-results';
import { type FilterValues, ThreadFilters } from './components/thread-filters';
import { ThreadRow } from './components/thread-row';
import { type ThreadFilter, type ThreadSort, useCategories, useThreadList } from './forum-api';
import '../../styles/forum.css';

const readSort = (value: string | null): ThreadSort =>
  threadSorts.includes(value as ThreadSort) ? (value as ThreadSort) : 'latest';

// Discussions list (docs/product.md#pages). Search, category (?category=<page id>), sort and page are all in the URL,
// so Back returns to the same view. Search asks the server, so it finds matches on every page.
export default function DiscussionsPage() {
  usePageTitle('Forum Discussions');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const values: FilterValues = {
    q: (params.get('q') ?? '').trim(),
    category: (params.get('category') ?? '').toLowerCase(),
    sort: readSort(params.get('sort')),
  };
  const page = readPageParam(params.get('page'));
  const categories = useCategories();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of the list starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  // ?category= holds a page id (one exact category); an older link's slug still works.
  const list = categories.data ?? [];
  const byPageId = values.category ? list.find((c) => c.page_id === values.category) : undefined;
  const sameSlug = list.filter((c) => values.category && c.slug === values.category);
  const chosen = byPageId ?? (sameSlug.length === 1 ? sameSlug[0] : undefined);
  const filter: ThreadFilter = byPageId
    ? { page_id: byPageId.page_id ?? undefined }
    : values.category
      ? { category_slug: values.category }
      : {};
  // Preselect the filtered category in the new-thread form when it names exactly one.
  const newThreadPath = chosen ? `/create-thread?category_id=${chosen.id}` : '/create-thread';

  function change(next: Partial<FilterValues>) {
    const merged = { ...values, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.category) query.set('category', merged.category);
    if (merged.sort !== 'latest') query.set('sort', merged.sort);
    // Any change of what is listed starts again at page 1.
    setParams(query);
  }

  return (
    <div className="page forum-page">
      <div className="forum-title-row">
        <h1>Forum Discussions</h1>
        {user && (
          <Link to={newThreadPath} className="btn btn-gold">
            <span aria-hidden="true">+</span> New Thread
          </Link>
        )}
      </div>
      <ThreadFilters values={values} categories={categories.data ?? []} onChange={change} />
      {values.q ? (
        <SearchResults
          q={values.q}
          categorySlug={byPageId?.slug ?? (values.category || undefined)}
          page={page}
        />
      ) : (
        <LatestThreads
          filter={filter}
          sort={values.sort}
          page={page}
          ready={!values.category || categories.isFetched}
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
}: {
  filter: ThreadFilter;
  sort: ThreadSort;
  page: number;
  /** False until the categories are known, so a page id is not mistaken for a slug. */
  ready: boolean;
}) {
  const category = filter.page_id ?? filter.category_slug ?? '';
  const threads = useThreadList(filter, sort, page, ready);
  const list = threads.data;
  return (
    <section aria-labelledby="discussions-results" className="forum-section">
      <h2 id="discussions-results" className="visually-hidden">
        Threads
      </h2>
      {threads.isPending && <InlineLoading label="Loading threads..." />}
      {threads.isError && !list && <Alert kind="error">Failed to fetch threads</Alert>}
      {list && list.threads.length === 0 && category && (
        <EmptyState title="Coming Soon">
          <p className="muted">This category is being prepared. Check back soon for discussions!</p>
        </EmptyState>
      )}
      {list && list.threads.length === 0 && !category && (
        <EmptyState title="No Threads Found">
          <p className="muted">No threads have been posted yet. Be the first to start a discussion!</p>
        </EmptyState>
      )}
      {list && list.threads.length > 0 && (
        <>
          <p className="muted list-summary" role="status">
            {list.pagination.total.toLocaleString()} {list.pagination.total === 1 ? 'thread' : 'threads'}
          </p>
          <ul className="thread-list" aria-busy={threads.isPlaceholderData}>
            {list.threads.map((t) => (
              <ThreadRow key={t.id} thread={t} showCategory={!category} maxDays={7} />
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
