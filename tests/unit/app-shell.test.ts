import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppShell } from '../../src/server/platform/http/app-shell';

// The app shell joins a page's parts (React's render of it, its head elements, its data) into the built
// index.html: user text goes in as it is, whatever replacement patterns it holds, and a page with its own
// title or description sends one of each.

const dir = mkdtempSync(path.join(tmpdir(), 'forum-shell-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function shellOf(indexHtml: string): AppShell {
  const clientDir = mkdtempSync(path.join(dir, 'client-'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  return new AppShell(clientDir);
}

// The site's description before the title, as the built index.html has it; and after it.
const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Site.">
<title>Forum</title><link rel="icon" href="/i.svg"></head><body><div id="root"></div><script src="/a.js"></script></body></html>`;
const TEMPLATE_TEMPLATE_TITLE = `<!doctype html><html><head><title>Forum</title>
<meta name="description" content="Site."></head><body><div id="root"></div></body></html>`;

describe('the app shell', () => {
  it('answers the template as it is when a page adds nothing', () => {
    expect(shellOf(TEMPLATE).render()).toBe(TEMPLATE);
  });

  it('puts the head tags, the body and the data in their places', () => {
    const html = shellOf(TEMPLATE).render({
      headTags: '<title>Pooling &lt;order&gt;</title><link rel="canonical" href="/thread/1">',
      bodyHtml: '<main>Posts</main>',
      data: '{"queries":[]}',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pooling &lt;order&gt;</title>');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root"><main>Posts</main></div><script type="application/json" id="page-data">{"queries":[]}</script><script src="/a.js"></script>',
    );
    expect(html).toContain('content="Site."');
  });

  it("keeps the site's title when the page names none", () => {
    expect(shellOf(TEMPLATE).render({ bodyHtml: '<main>Calculator</main>' })).toContain(
      '<title>Forum</title>',
    );
  });

  it.each([
    ['before the title', TEMPLATE],
    ['after the title', TEMPLATE_TEMPLATE_TITLE],
  ])('sends only the page description when the page has one (site description %s)', (_, template) => {
    const html = shellOf(template).render({
      headTags: '<meta name="description" content="This thread.">',
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="This thread."');
  });

  it("keeps $', $`, $& and $1 in user text as typed", () => {
    const hostile = "$' $` $& $1 $$ $<name>";
    const html = shellOf(TEMPLATE).render({
      headTags: `<title>${hostile}</title><meta name="x" content="${hostile}">`,
      bodyHtml: `<p>${hostile}</p>`,
    });
    expect(html).toContain(`<p>${hostile}</p>`);
    expect(html).toContain(`content="${hostile}"`);
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
  });
});
