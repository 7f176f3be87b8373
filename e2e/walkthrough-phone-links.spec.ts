import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { type ExtraServer, linkPath, startExtraServer } from './support/extra-server';

// The second phone walkthrough (walkthrough-phone.spec.ts), on a server of its own: no PUBLIC_URL, so its
// absolute links fall back to http://localhost:PORT, and notification e-mail sent at once.
const PHONE = { width: 390, height: 844 };

test.describe('a second server without PUBLIC_URL, mail at once, at 390 px', () => {
  failOnConsoleErrors();
  test.use({ viewport: PHONE });
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startExtraServer({
      offset: 9,
      env: { NOTIFICATION_EMAIL_DELAY_SECONDS: '0', REQUIRE_EMAIL_CONFIRMATION: 'false' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows a clean excerpt, the quote folded and the name as written', async ({ page }) => {
    const call = async (token: string | null, method: string, url: string, data?: unknown) => {
      const res = await page.request.fetch(`${server.url}${url}`, {
        method,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        ...(data === undefined ? {} : { data }),
      });
      return res.json();
    };
    const join = (username: string) =>
      call(null, 'POST', '/api/auth/register', {
        username,
        email: `${username}@example.test`,
        password: 'member-password-1',
      });
    const anne = await join('okie_anne');
    const bob = await join('bob_the_landman');
    const { categories } = await call(null, 'GET', '/api/categories');
    const { thread } = await call(anne.token, 'POST', '/api/threads', {
      category_id: categories[0].id,
      title: 'Three sixteenths?',
      content: 'The lease says 3/16 on **gross** proceeds.',
    });
    const { posts } = await call(anne.token, 'GET', `/api/threads/${thread.id}`);
    await call(bob.token, 'POST', '/api/posts', {
      thread_id: thread.id,
      content: `[quote="okie_anne" post=${posts[0].id}]\nThe lease says 3/16 on **gross** proceeds.\n[/quote]\n\nThanks @okie_anne, that is _usual_ here.`,
    });
    let mail: (typeof server.smtp.received)[number] | undefined;
    await expect
      .poll(
        () => {
          mail = server.smtp.received.find(
            (m) => m.to.includes('okie_anne@example.test') && /quoted|mentioned|replied/.test(m.subject),
          );
          return !!mail;
        },
        { timeout: 30_000, message: 'the notification e-mail to okie_anne' },
      )
      .toBe(true);
    if (!mail) throw new Error('no mail');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('okie_anne wrote: … Thanks @okie_anne, that is usual here.');
      expect(part).not.toContain('[quote');
      expect(part).not.toContain('okieanne');
    }
    await page.goto(`${server.url}${linkPath(mail.text, `/thread/${thread.id}`)}`);
    await expect(page.getByRole('heading', { name: 'Three sixteenths?' })).toBeVisible();
  });
  test('feeds, the sitemap, robots.txt and the JSON-LD use http://localhost:PORT without PUBLIC_URL', async ({
    page,
  }) => {
    const join = await (
      await page.request.post(`${server.url}/api/auth/register`, {
        data: { username: 'phone_links', email: 'phone_links@example.test', password: 'member-password-1' },
      })
    ).json();
    const { categories } = await (await page.request.get(`${server.url}/api/categories`)).json();
    const { thread } = await (
      await page.request.post(`${server.url}/api/threads`, {
        headers: { Authorization: `Bearer ${join.token}` },
        data: { category_id: categories[0].id, title: 'Absolute links', content: 'Where do feeds point?' },
      })
    ).json();
    // The server listens on 127.0.0.1; its configured PORT gives the address, never the Host header.
    const origin = `http://localhost:${new URL(server.url).port}`;
    const get = async (url: string) =>
      (
        await page.request.get(`${server.url}${url}`, { headers: { 'X-Forwarded-Host': 'evil.example' } })
      ).text();
    expect(await get('/latest.rss')).toContain(`<link>${origin}/thread/${thread.id}</link>`);
    expect(await get('/sitemap.xml')).toContain(`<loc>${origin}/thread/${thread.id}</loc>`);
    expect(await get('/robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    await page.goto(`${server.url}/thread/${thread.id}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}').url).toBe(`${origin}/thread/${thread.id}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin}/thread/${thread.id}`,
    );
    // A canonical must name the site's real address: without PUBLIC_URL the page names none.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The operator is told, among the server's first lines, which address the links use.
    const firstLines = server.output().split('\n').slice(0, 5).join('\n');
    expect(firstLines).toContain(`PUBLIC_URL is not set`);
    expect(firstLines).toContain(`use ${origin}.`);
  });
});
