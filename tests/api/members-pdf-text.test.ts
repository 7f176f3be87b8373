import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../src/server/documents/media/pdf-text';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { pdf, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// A PDF's text layer goes through the auto-moderation rules (issue 14): read by pdf.js in a capped worker,
// so the text of PDFs printed by a browser or a word processor (compressed streams, embedded fonts) is
// screened too, and hostile PDFs are refused instead of stalling the server.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let printed: (html: string) => Promise<Buffer>;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  closeBrowser = () => browser.close();
  printed = async (html) => {
    const page = await browser.newPage();
    await page.setContent(html);
    const bytes = Buffer.from(await page.pdf({ format: 'Letter' }));
    await page.close();
    return bytes;
  };
  const word = await t.call('POST', '/api/admin/watched-words', {
    token: cast.admin.token,
    body: { word: 'Acme Landman Services' },
  });
  expect(word.statusCode).toBe(201);
});
afterAll(async () => {
  await closeBrowser?.();
  await t?.close();
});

const send = (bytes: Buffer, token = cast.member.token, name = 'division order.pdf') =>
  upload(t, `/api/attachments?name=${encodeURIComponent(name)}`, bytes, { token });

/** A PDF whose page tree claims `count` pages (one real page). */
const claimingPages = (count: number) =>
  Buffer.from(pdf().toString('latin1').replace('/Count 1', `/Count ${count}`), 'latin1');

describe('PDF text layer', () => {
  it('reads the compressed text of a browser-printed PDF, which the raw bytes do not show', async () => {
    const bytes = await printed('<h1>Division order</h1><p>Paid by Acme Landman Services, section 12</p>');
    expect(bytes.toString('latin1')).not.toContain('Acme');
    const read = await readPdfText(bytes);
    expect(read).toMatchObject({ kind: 'text', pageCount: 1 });
    expect(read.kind === 'text' && read.text).toContain('Acme Landman Services');
  });

  it('files a watched-word report on the post that shows the PDF, naming the file', async () => {
    const bytes = await printed('<p>Offer letter from ACME landman   services for my minerals</p>');
    const res = await send(bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json().attachment).toMatchObject({ kind: 'pdf', page_count: 1 });
    const queueBefore = await t.call('GET', '/api/reports?status=open', { token: cast.moderator.token });
    const before = queueBefore.json().reports.length;

    const thread = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: {
        category_id: categoryId,
        title: 'Is this offer fair?',
        content: 'The letter is attached.',
        attachment_ids: [res.json().attachment.id],
        attachments_confirmed: true,
      },
    });
    expect(thread.statusCode).toBe(201);
    const queue = (await t.call('GET', '/api/reports?status=open', { token: cast.moderator.token })).json();
    expect(queue.reports.length).toBe(before + 1);
    const report = queue.reports.find((r: { rule: string | null }) => r.rule === 'watched-word-in-file');
    expect(report).toMatchObject({ source: 'auto', reasons: 'Watched word', target_type: 'post' });
    expect(report.details).toContain('In division order.pdf');
    expect(report.details.toLowerCase()).toContain('acme landman services');
    // Not held: a watched word is for staff to look at; the post is published.
    const detail = (await t.call('GET', `/api/threads/${thread.json().thread.id}`)).json();
    expect(detail.posts[0].attachments).toHaveLength(1);
  });

  it('refuses a browser-printed PDF that shows personal information', async () => {
    const bytes = await printed('<p>Call me at 405-555-1234 about owner number 88812</p>');
    const res = await send(bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PERSONAL_INFO', field: 'file' });
  });

  it('refuses hostile PDFs with a clear 400: truncated, empty, too long, scripts; counts real pages', async () => {
    const real = await printed('<p>Lease for section 12</p>');
    const long = await printed('<p style="break-after: page">Page</p>'.repeat(501));
    const hidden = pdf('x', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>');
    const cases: [string, Buffer, string][] = [
      ['cut short', real.subarray(0, Math.floor(real.length / 2)), 'BAD_PDF'],
      [
        'cut short with an end marker',
        Buffer.concat([real.subarray(0, 400), Buffer.from('\n%%EOF\n')]),
        'BAD_PDF',
      ],
      ['zero bytes', Buffer.alloc(0), 'EMPTY_FILE'],
      ['more pages than can be checked', long, 'PDF_TOO_LONG'],
      ['JavaScript', pdf('x', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'BAD_PDF'],
      ['JavaScript under escaped names', hidden, 'BAD_PDF'],
    ];
    // A member of its own for each file: refused files count against the daily allowance.
    for (const [name, bytes, code] of cases) {
      const res = await send(bytes, (await makeUser(t.database.db)).token);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe(code);
      expect(res.json().error, name).toMatch(/PDF|empty|file/i);
      if (name.startsWith('JavaScript')) expect(res.json().error, name).toMatch(/scripts/);
    }
    // A page tree that claims a million pages is counted by its real pages (pdf.js checks the last one).
    const claimed = await send(claimingPages(1_000_000));
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().attachment.page_count).toBe(1);
    // The server still answers a good PDF afterwards.
    expect((await send(real)).statusCode).toBe(201);
  });

  it('gives up on a PDF that takes longer than its time limit', async () => {
    const bytes = await printed('<p>Lease for section 12</p>');
    expect(await readPdfText(bytes, 1)).toEqual({ kind: 'timeout' });
  });
});
