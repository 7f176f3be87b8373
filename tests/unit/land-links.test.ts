// The cooker links the land a post names (src/server/documents/land/land-links.ts): sections and townships to the
// forum's pages, causes, orders and wells to the Corporation Commission, a map under the post; and leaves
// code, links and what names no real land alone. Cooked through the real worker, as posts are.
import { afterAll, describe, expect, it } from 'vitest';
import { readLandReferences } from '../../src/calc/land/read-land-references';
import { LINKED_REFERENCES, linkLandReferences } from '../../src/server/documents/land/land-links';
import { OUTSIDE_ADDRESSES, occWellRecordsUrl } from '../../src/server/documents/land/outside-addresses';
import { COOK_VERSION, Cooker } from '../../src/server/forum/cooking/cooker';

const cooker = new Cooker({ workers: 1 });
afterAll(() => cooker.close());
const cook = async (source: string) => (await cooker.cook(source)).html;

describe('the outside addresses', () => {
  it('are each https', () => {
    for (const address of Object.values(OUTSIDE_ADDRESSES)) expect(new URL(address).protocol).toBe('https:');
    expect(new URL(occWellRecordsUrl('35-051-24567')).protocol).toBe('https:');
  });
});

describe('cooking land references', () => {
  it('links a section to its page, a cause and a well to the Commission, and maps the section with its part', async () => {
    const html = await cook(
      'We own the NE/4 of 20-5N-3W, pooled in CD 2023-001234; the well is API 35-051-24567.',
    );
    expect(COOK_VERSION).toBeGreaterThanOrEqual(5);
    expect(html).toContain(
      '<a class="land-ref" href="/land/ok/im/05n/03w/20" title="Section 20, Township 5 North, Range 3 West, Indian Meridian">20-5N-3W</a>',
    );
    expect(html).toContain(
      `<a class="occ-ref" href="${OUTSIDE_ADDRESSES.occCaseSearch}" title="Look up CD 2023-001234 at the Corporation Commission" rel="nofollow noopener noreferrer" target="_blank">CD 2023-001234</a>`,
    );
    expect(html).toContain(
      '<a class="occ-ref" href="https://public.occ.ok.gov/OGCDWellRecords/Search.aspx?searchcommand=',
    );
    expect(html).toContain(
      '<img class="land-map" src="/land-maps/ok-im-05n-03w-20.svg?part=NE%2F4" alt="Map of Section 20-5N-3W in its township with the NE/4 shaded"',
    );
  });

  it('leaves references in inline code, code blocks and links alone', async () => {
    const html = await cook(
      '`20-5N-3W`\n\n```\nSec 21-5N-3W\n```\n\n[see 22-5N-3W](https://example.com/x)\n\nbut 23-5N-3W',
    );
    expect(html).toContain('<code>20-5N-3W</code>');
    expect(html).toContain('Sec 21-5N-3W\n</code></pre>');
    expect(html).toContain('>see 22-5N-3W</a>');
    expect(html.match(/class="land-ref" href="\/land\//g)).toHaveLength(2); // 23's chip and its map
  });

  it('keeps section 37, township 99N and look-alike characters as text', async () => {
    for (const source of [
      'Section 37, T5N, R3W',
      '20-99N-3W',
      '20\u200b-5N-3W',
      '２０-5N-3W',
      '20-5\u041d-3W',
    ]) {
      const html = await cook(source);
      expect(html).not.toContain('land-ref');
    }
  });

  it('reads "&" in a list of sections through the HTML escaping', async () => {
    const html = await cook('sections 19, 20 & 30-5N-3W');
    expect(html.match(/<a class="land-ref" href="\/land\/ok\/im\/05n\/03w\/(19|20|30)" title/g)).toHaveLength(
      3,
    );
  });

  it('links at most its limit in a post of 10,000 references and loses none of the text', async () => {
    const source = Array.from({ length: 10_000 }, (_, index) => `${(index % 36) + 1}-5N-3W`).join(' ');
    const started = performance.now();
    const html = await cook(source);
    console.log(
      `a post of 10,000 references (${source.length} characters) cooked in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(html.match(/<a class="land-ref" href="\/land\/ok\/im\/05n\/03w\/\d{2}" title/g)).toHaveLength(
      LINKED_REFERENCES,
    );
    // Every reference's words are still there, linked or not.
    expect(html.replace(/<[^>]*>/g, '').match(/\d{1,2}-5N-3W/g)?.length).toBe(10_000);
  });

  it("measures the cooker on a post of 100 references, and the reader's share of it", async () => {
    const line = (index: number) =>
      `The NE/4 of ${(index % 36) + 1}-${(index % 29) + 1}N-${(index % 28) + 1}W and CD 2023-${String(index).padStart(6, '0')}.`;
    const source = Array.from({ length: 50 }, (_, index) => line(index)).join('\n\n');
    expect(readLandReferences(source)).toHaveLength(100);
    await cook(source); // the worker started and warm
    const rounds = 20;
    let [cooking, reading] = [0, 0];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      const html = await cook(source);
      cooking += performance.now() - started;
      const readStarted = performance.now();
      linkLandReferences(
        html.replace(/<a class="(?:land|occ)-ref"[^>]*>|<p class="land-maps">[\s\S]*$/g, ''),
      );
      reading += performance.now() - readStarted;
    }
    console.log(
      `a post of 100 references: cooked in ${(cooking / rounds).toFixed(2)} ms, of which reading and linking the land ${(reading / rounds).toFixed(2)} ms`,
    );
    expect(cooking).toBeGreaterThan(0);
  });
});
