import type { Category } from '../../../shared/contracts/forum';
import type { PreparePage } from '../../api/prepare-page';
import {
  categoriesQuery,
  isPostSort,
  isThreadSort,
  type PostSort,
  type ThreadFilter,
  type ThreadSort,
  threadDetailQuery,
  threadListQuery,
} from './forum-api';
import { readPageParam } from './page-param';

// What the forum's pages fetch before the app's first render when the browser opened them (decision 032).
// This module is in the first chunk, so the data is asked for while the page's own chunk is on the way.

export const readPostSort = (value: string | null): PostSort => (isPostSort(value) ? value : 'oldest');
export const readThreadSort = (value: string | null): ThreadSort => (isThreadSort(value) ? value : 'latest');
export const readThreadId = (raw: string | undefined) =>
  /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : Number.NaN;

/** ?category= holds a page id (one exact category); an older link's slug still works. */
export function listedCategory(category: string, list: Category[]) {
  const byPageId = category ? list.find((c) => c.page_id === category) : undefined;
  const sameSlug = list.filter((c) => category && c.slug === category);
  const chosen = byPageId ?? (sameSlug.length === 1 ? sameSlug[0] : undefined);
  const filter: ThreadFilter = byPageId
    ? { page_id: byPageId.page_id ?? undefined }
    : category
      ? { category_slug: category }
      : {};
  return { byPageId, chosen, filter };
}

/** The categories and the list's page, for the discussions list (search results load with their own chunk). */
export const prepareDiscussions: PreparePage = async (client, _params, search) => {
  const category = (search.get('category') ?? '').toLowerCase();
  const categories = client.fetchQuery(categoriesQuery);
  if ((search.get('q') ?? '').trim()) return categories;
  const { filter } = listedCategory(category, category ? (await categories).categories : []);
  const query = threadListQuery(
    filter,
    readThreadSort(search.get('sort')),
    readPageParam(search.get('page')),
  );
  return Promise.all([categories, client.prefetchQuery(query)]);
};

// What the server's copy of a thread looked like when the app replaced it: how many of its posts reached into
// the window (the app's first render draws at least those) and, if the reader had scrolled, the post at the
// top of the window and its offset, so the app's (taller) copy of that post is put back where it was.
interface Anchor {
  id: string;
  top: number;
}
let postsInView = 0;
let anchor: Anchor | null = null;

function readServerPosts() {
  postsInView = 0;
  anchor = null;
  let cutOff: Anchor | null = null;
  for (const post of document.querySelectorAll('#root article.post')) {
    const { top, bottom } = post.getBoundingClientRect();
    if (top >= window.innerHeight) break;
    postsInView++;
    if (window.scrollY <= 0 || bottom <= 0) continue;
    // The first post whose top is on screen; else the one the window is inside of.
    if (top >= 0 && !anchor) anchor = { id: post.id, top };
    cutOff ??= { id: post.id, top };
  }
  anchor ??= cutOff;
}

export const serverPostsInView = () => postsInView;

/** The post to keep in place, once: the first render over the server's copy takes it. */
export function takeServerAnchor(): Anchor | null {
  const taken = anchor;
  anchor = null;
  return taken;
}

/** The page of posts the thread page's first render shows. */
export const prepareThread: PreparePage = async (client, params, search) => {
  const id = readThreadId(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return;
  const sort = readPostSort(search.get('sort'));
  await client.prefetchQuery(threadDetailQuery(id, sort, readPageParam(search.get('page'))));
  readServerPosts();
};
