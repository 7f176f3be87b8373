import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type Account, apiAs } from './session';

/** Saves what the screen shows for a person to look at (tmp/shots/<name>-<width>.png). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync('tmp/shots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `tmp/shots/${name}-${width}.png`, fullPage: false });
}

interface CategoryRow {
  id: number;
  name: string;
  page_id: string | null;
}

/** The live categories, by in-app page id. */
export async function categoriesByPageId(): Promise<Map<string, CategoryRow>> {
  const res = await apiAs<{ categories: CategoryRow[] }>(null, 'GET', '/api/categories');
  return new Map(res.body.categories.map((c) => [c.page_id ?? String(c.id), c]));
}

/** Starts a thread through the API and returns its id. */
export async function startThread(
  author: Account,
  categoryId: number,
  title: string,
  content = 'A question from a test.',
): Promise<number> {
  const res = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: categoryId,
    title,
    content,
  });
  if (res.status !== 201) throw new Error(`thread not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.thread.id;
}

/** Adds replies through the API. */
export async function reply(author: Account, threadId: number, count: number, text = 'Reply'): Promise<void> {
  for (let i = 1; i <= count; i++)
    await apiAs(author, 'POST', '/api/posts', { thread_id: threadId, content: `${text} ${i}` });
}
