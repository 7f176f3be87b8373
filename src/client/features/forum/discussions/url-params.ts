import type { Category } from '../../../../shared/contracts/forum';
import { isPostSort, isThreadSort, type PostSort, type ThreadFilter, type ThreadSort } from './forum-api';

// What the forum's pages read from their address: the sort, the thread's id and the category filter. The
// server renders a page from the same address, so both sides read it here.

export const readPostSort = (value: string | null): PostSort => (isPostSort(value) ? value : 'oldest');
/** ?solved=1 lists solved threads, ?solved=0 those not solved yet; anything else lists both. */
export type SolvedParam = '0' | '1';
export const readSolvedParam = (value: string | null): SolvedParam | undefined =>
  value === '1' || value === '0' ? value : undefined;
export const readThreadSort = (value: string | null): ThreadSort => (isThreadSort(value) ? value : 'latest');
/** The server's routes take ids of at most nine digits (src/shared/routes.ts). */
export const readThreadId = (raw: string | undefined) =>
  /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : Number.NaN;

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
