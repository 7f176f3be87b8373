import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// User text on server-rendered pages is inserted as it is, whatever replacement patterns ($', $`, $&, $$,
// $1) it holds.
const clientDir = mkdtempSync(path.join(tmpdir(), 'forum-shell-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Forum</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div><p id="after">TEMPLATE-TAIL</p></body></html>',
);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clientDir, pages: true });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('replacement patterns in user text', () => {
  const patterns = ["$'", '$`', '$&', '$$', '$1', '$<name>'];
  it.each(patterns)(
    'shows %s in a title and a body literally, without copying the template',
    async (pattern) => {
      const cast = await makeCast(t.database.db);
      const made = await makeThread(t.database.db, {
        author: cast.member,
        title: `Title ${pattern} end`,
        content: `Body ${pattern} end`,
      });
      await makePost(t.database.db, { thread: made, author: cast.admin, content: `Reply ${pattern} end` });
      const page = await t.call('GET', `/thread/${made.thread.id}`);
      expect(page.statusCode).toBe(200);
      const title = `Title ${pattern} end | Oklahoma Mineral Rights Forum`;
      expect(page.body).toContain(
        `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`,
      );
      // Markdown escapes &, < and > in text (quotes stay).
      const text = pattern.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(page.body).toContain(`<p>Body ${text} end</p>`);
      expect(page.body).toContain(`<p>Reply ${text} end</p>`);
      expect(page.body.match(/TEMPLATE-TAIL/g)).toHaveLength(1);
      expect(page.body.match(/<script type="module"/g)).toHaveLength(1);
    },
  );
});
