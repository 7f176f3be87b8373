import { afterAll, describe, expect, it } from 'vitest';
import { Cooker } from '../../src/server/forum/cooking/cooker';
import { EXTERNAL_LINK, isSiteLink } from '../../src/shared/post-links';

// Links in posts (docs/architecture.md#rich-text): paths on this site written from the root are plain links,
// absolute http(s)/mailto links are marked as the writer's, anything else stays text. The cooker (a worker in
// plain JavaScript) and the browser's sanitiser (src/shared/post-links.ts) keep twin rules: the same table runs
// through both.
const cooker = new Cooker({ workers: 1 });
afterAll(() => cooker.close());
const cook = async (markdown: string) => (await cooker.cook(markdown)).html;
const EXTERNAL_REL = 'rel="nofollow ugc noopener noreferrer" target="_blank"';

describe('links to the forum’s own pages', () => {
  it.each([
    ['[royalty calculator](/calculator/royalty)', '<a href="/calculator/royalty">royalty calculator</a>'],
    ['[see this thread](/thread/42#post-7)', '<a href="/thread/42#post-7">see this thread</a>'],
    ['[page two](/thread/42?page=2#post-70)', '<a href="/thread/42?page=2#post-70">page two</a>'],
    ['[search](/threads?q=pooling%20order)', '<a href="/threads?q=pooling%20order">search</a>'],
    ['[home](/)', '<a href="/">home</a>'],
    ['[profile][who]\n\n[who]: /u/retired_teacher', '<a href="/u/retired_teacher">profile</a>'],
  ])('%s is a plain link, without the marks of a link off the site', async (markdown, anchor) => {
    const html = await cook(markdown);
    expect(html).toContain(anchor);
    expect(html).not.toContain('rel=');
    expect(html).not.toContain('target=');
  });

  it('still marks links off the site as the writer’s', async () => {
    expect(await cook('[the OCC](https://occ.ok.gov/) or [mail](mailto:help@example.com)')).toBe(
      `<p><a href="https://occ.ok.gov/" ${EXTERNAL_REL}>the OCC</a> or <a href="mailto:help@example.com" ${EXTERNAL_REL}>mail</a></p>\n`,
    );
  });
});

describe('hostile and unsupported addresses stay text', () => {
  it.each([
    ['protocol-relative', '[x](//evil.example/path)'],
    ['slash then backslash', '[x](/\\evil.example)'],
    ['slash then escaped backslash', '[x](/\\\\evil.example)'],
    ['two backslashes', '[x](\\\\evil.example)'],
    ['an encoded tab after the slash', '[x](/%09/evil.example)'],
    ['an encoded line feed after the slash', '[x](/%0A/evil.example)'],
    ['an encoded second slash', '[x](/%2F/evil.example)'],
    ['an encoded backslash', '[x](/%5Cevil.example)'],
    ['a twice-encoded second slash', '[x](/%252F/evil.example)'],
    ['a literal tab after the slash', '[x](</\t/evil.example>)'],
    ['an entity tab after the slash', '[x](/&#9;/evil.example)'],
    ['an entity second slash', '[x](/&#x2F;evil.example)'],
    ['entity slashes', '[x](&#47;&#47;evil.example)'],
    ['an entity backslash', '[x](/&#92;evil.example)'],
    ['an ideographic space after the slash', '[x](/\u3000/evil.example)'],
    ['javascript:', '[x](javascript:alert(1))'],
    ['javascript: in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['javascript: with a tab in the scheme', '[x](<java\tscript:alert(1)>)'],
    ['javascript: with an entity tab in the scheme', '[x](java&#9;script:alert(1))'],
    ['javascript: with an entity newline in the scheme', '[x](java&NewLine;script:alert(1))'],
    ['javascript: with an entity letter', '[x](&#106;avascript:alert(1))'],
    ['javascript: with a hex entity letter', '[x](&#x6A;avascript:alert(1))'],
    ['javascript: with an entity colon', '[x](javascript&colon;alert(1))'],
    ['javascript: after a leading space', '[x]( javascript:alert(1))'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['data: in capitals', '[x](DATA:text/html,<script>alert(1)</script>)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['vbscript: in mixed case', '[x](VbScRiPt:msgbox(1))'],
    ['a relative path without the leading slash', '[x](foo/bar)'],
    ['a bare fragment', '[x](#post-7)'],
    ['a reference to a protocol-relative address', '[x][r]\n\n[r]: //evil.example'],
  ])('%s', async (_name, markdown) => {
    const html = await cook(markdown);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href/i);
  });
});

describe('the browser’s rule matches the cooker’s', () => {
  // [address, a path on this site?]
  const cases: [string, boolean][] = [
    ['/', true],
    ['/calculator/royalty', true],
    ['/thread/42#post-7', true],
    ['/thread/42?page=2#post-7', true],
    ['/threads?q=a%20b', true],
    ['/u/retired_teacher', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil', false],
    ['/%09/evil', false],
    ['/%0d/evil', false],
    ['/%2f/evil', false],
    ['/%5C/evil', false],
    ['/%25252F/evil', false],
    ['/\t/evil', false],
    ['/ /evil', false],
    ['/thread/1%00', false],
    ['foo/bar', false],
    ['https://occ.ok.gov/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ];

  it.each(cases)('%j: %s', async (href, site) => {
    expect(isSiteLink(href)).toBe(site);
    // The cooker makes a plain link exactly when the browser would keep it as one.
    const html = await cook(`[x](<${href}>)`);
    expect(/<a href="[^"]*">x<\/a>/.test(html)).toBe(site);
    if (!EXTERNAL_LINK.test(href)) expect(html.includes('<a')).toBe(site);
  });
});
