import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCategorySeedByPageId } from '../../../shared/categories';
import type { PageRendererModule, PageSite } from '../../../shared/page-render';
import { isClientRoute } from '../../../shared/routes';
import type { AppShell } from '../http/app-shell';
import { renderFor, renderTransport } from './render-transport';

// Every page of the browser app is answered here: the public ones as React's own render of them, with the
// data it read (docs/decisions/034-react-rendered-once.md), the others (a member's own pages) as the empty
// app shell the browser draws into. An address the app has no page for answers its "Page Not Found" with
// status 404, so search engines and link checkers see a missing page as missing.

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function pageSender(
  app: FastifyInstance,
  shell: AppShell,
  renderer: PageRendererModule | null,
  site: PageSite,
  /** A list page's <link rel="alternate"> to its feed, for browsers and feed readers. */
  feedTagsFor: (url: string) => Promise<string>,
): PageSender {
  const transport = renderTransport(app);
  return async (request, reply) => {
    const known = isKnownPage(request.url);
    const feedTags = known ? await feedTagsFor(request.url) : '';
    let page = null;
    if (renderer) {
      try {
        // Relative times count from the minute the page was drawn: within a minute the same page is the
        // same bytes (and ETag).
        const renderedAt = Math.floor(Date.now() / 60_000) * 60_000;
        page = await renderFor(request, () =>
          renderer.renderPage(request.url, { ...site, renderedAt }, transport),
        );
      } catch (error) {
        // The browser can still draw the page itself: a failed render costs the server's copy, not the page.
        request.log.error({ err: error }, 'server render failed');
      }
    }
    reply
      .status(known ? (page?.status ?? 200) : 404)
      .type('text/html; charset=utf-8')
      // Revalidated on every visit (an ETag makes that cheap): a member reloading after a reply must not get
      // a minute-old copy of the thread.
      .header('Cache-Control', 'no-cache');
    if (!page) return reply.send(shell.render(feedTags ? { headTags: feedTags } : {}));
    return reply.send(
      shell.render({
        headTags: feedTags ? `${page.head}\n${feedTags}` : page.head,
        bodyHtml: page.body,
        data: page.data,
        chunks: page.chunks,
      }),
    );
  };
}

/** Longest path segment the router takes (app.ts's maxParamLength); a longer one is refused with 414. */
const MAX_SEGMENT = 200;

/**
 * Every other GET address is a page of the app (or its "Page Not Found"): a route of its own, so its answer
 * is compressed and cached like any other (the not-found handler gets neither) and rate limited per client.
 */
export function installPageRoute(app: FastifyInstance, shell: AppShell, sendPage: PageSender): void {
  app.get('/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // As the router answers an address whose parameter is too long for any route.
    if (path.split('/').some((segment) => segment.length > MAX_SEGMENT))
      return reply.status(414).send({ error: 'The address is too long.', code: 'URI_TOO_LONG' });
    if (path.startsWith('/api/')) return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    if (!shell.available) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    }
    return sendPage(request, reply);
  });
}

/** A path of the browser app's route table; on the home page, `?page=` must name a category view. */
function isKnownPage(url: string): boolean {
  const parsed = new URL(url, 'http://local');
  if (!isClientRoute(parsed.pathname)) return false;
  const pageId = parsed.pathname === '/' ? parsed.searchParams.get('page') : null;
  return !pageId || findCategorySeedByPageId(pageId) !== undefined;
}
