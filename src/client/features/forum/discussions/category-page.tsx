import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { COUNTY_TEXT } from '../../../../shared/county-texts';
import { TEXT } from '../../../../shared/texts';
import { withRedirect } from '../../../session/redirect';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { CategoryIcon } from '../../../ui/category-icon';
import { useDialogs } from '../../../ui/dialogs';
import { Loading } from '../../../ui/loading';
import { useMissingPage, usePageTitle } from '../../../ui/page-title';
import { ReadingCategorySlot } from '../../../ui/reading-slot';
import { SolvedFilter } from './answers/solved-filter';
import { resolveCategoryView } from './category-view';
import { CountyFilter, readCounty } from './counties/county-filter';
import { useCategories, useThreadList } from './forum-api';
import { EmptyState } from './threads/empty-state';
import { InlineLoading } from './threads/inline-loading';
import { PaginationNav, readPageParam } from './threads/pagination-nav';
import { ThreadRow } from './threads/thread-row';
import { readSolvedParam } from './url-params';
import '../../../styles/forum.css';

// Category view (docs/product.md#pages), reached by /category/{slug} and by /?page={pageId}. Unlike the original,
// it lists only this category's threads. It pages with ?p= because ?page= holds the page id.
const NO_FILTER = {};

export default function CategoryPage() {
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const solved = readSolvedParam(params.get('solved'));
  const pageId = params.get('page');
  const page = readPageParam(params.get('p'));
  const county = readCounty(params.get('county'));
  const categories = useCategories();
  const { user } = useSession();
  const settled = !categories.isPending;
  const view = resolveCategoryView({ pageId, slug }, categories.data);
  // The same object while nothing is added, as before the solved and county filters: a new one on every
  // render would make the list's effects run again each time.
  const filter =
    view && (solved || county)
      ? { ...view.filter, ...(solved ? { solved } : {}), ...(county ? { county } : {}) }
      : (view?.filter ?? NO_FILTER);
  const threads = useThreadList(filter, 'latest', page, settled && view !== null);
  usePageTitle(view?.title ?? (settled ? TEXT.pageNotFound : 'Category'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of the list starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  if (!settled) return <Loading label="Loading threads..." />;
  if (!view) return <CategoryNotFound />;

  const list = threads.data;
  // A signed-in member's rows show "3 new" and "Not opened yet" (docs/product.md#following-threads).
  const markIds = user ? list?.threads.map((t) => t.id) : undefined;
  return (
    <div className="page forum-page">
      <header className="category-header card">
        <span className="category-header-icon">
          <CategoryIcon name={view.icon} size="2.2rem" />
        </span>
        <div className="category-header-text">
          <h1>{view.title}</h1>
          {view.description && <p className="muted">{view.description}</p>}
        </div>
        <NewThreadButton categoryId={view.category?.id} closed={view.closed} />
      </header>
      {/* A view of several categories (a shared slug) has no one category to watch. */}
      {user && view.category && <ReadingCategorySlot categoryId={view.category.id} />}
      <CountyFilter county={county} />

      <section aria-labelledby="category-threads" className="forum-section">
        <h2 id="category-threads" className="visually-hidden">
          Threads
        </h2>
        <SolvedFilter
          value={solved}
          onChange={(next) => {
            const query = new URLSearchParams(params);
            query.delete('p');
            if (next) query.set('solved', next);
            else query.delete('solved');
            setParams(query);
          }}
        />
        {threads.isPending && <InlineLoading label="Loading threads..." />}
        {threads.isError && !list && <Alert kind="error">Failed to load threads</Alert>}
        {list && list.threads.length === 0 && (
          <EmptyState title={county ? COUNTY_TEXT.noneTitle : 'No threads yet'}>
            <p className="muted">
              {county ? COUNTY_TEXT.noneBody : 'Be the first to start a discussion in this category!'}
            </p>
          </EmptyState>
        )}
        {list && list.threads.length > 0 && (
          <>
            <ul className="thread-list" aria-busy={threads.isPlaceholderData}>
              {list.threads.map((t) => (
                <ThreadRow key={t.id} thread={t} markIds={markIds} />
              ))}
            </ul>
            <PaginationNav
              page={list.pagination.page}
              totalPages={list.pagination.totalPages}
              param="p"
              label="Thread pages"
            />
          </>
        )}
      </section>
      <p>
        <Link to="/threads">← All discussions</Link>
      </p>
    </div>
  );
}

function NewThreadButton({ categoryId, closed }: { categoryId: number | undefined; closed: boolean }) {
  const { user } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  if (closed) {
    return <p className="muted category-closed">This category is closed to new threads.</p>;
  }
  if (!user) {
    // docs/product.md#pages: a guest pressing New Thread is told to sign in, in an in-page dialog that offers it.
    const ask = async () => {
      const signIn = await dialogs.confirm({
        title: 'Sign in to start a thread',
        message: TEXT.loginToCreate,
        confirmLabel: 'Login',
        cancelLabel: 'Not now',
      });
      if (signIn) navigate(withRedirect('/login', `${location.pathname}${location.search}`));
    };
    return (
      <button type="button" className="btn btn-gold" onClick={ask}>
        <span aria-hidden="true">+</span> New Thread
      </button>
    );
  }
  return (
    <Link
      to={categoryId ? `/create-thread?category_id=${categoryId}` : '/create-thread'}
      className="btn btn-gold"
    >
      <span aria-hidden="true">+</span> New Thread
    </Link>
  );
}

function CategoryNotFound() {
  useMissingPage();
  return (
    <div className="page page-narrow">
      <div className="card empty-state">
        <h1>{TEXT.pageNotFound}</h1>
        <p className="muted">There is no category at this address.</p>
        <Link to="/" className="btn">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
