import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { preferredEncoding } from '../http/accepted-encoding';
import type { AppShell, ShellParts } from '../http/app-shell';
import { renderPage } from './page-html';
import { buildProfilePage } from './profile-page';
import { buildRobots, buildSitemap } from './sitemap';
import { SitemapCache } from './sitemap-cache';
import { buildThreadPage } from './thread-page';

// Pages for search engines and readers without JavaScript (issue 3 "Crawlable pages"). Not under /api, so
// they answer HTML or XML; they still declare their access level and are left out of the API document.
const pageOptions = { schema: { hide: true }, config: { access: 'public' as const } };

export function seoRoutes(ctx: AppContext, shell: AppShell) {
  return async (app: FastifyInstance) => {
    app.get('/thread/:id', pageOptions, async (request, reply) => {
      const { id } = request.params as { id: string };
      const { page } = request.query as { page?: string };
      const threadId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      const pageNumber = page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1;
      const parts =
        threadId > 0
          ? await buildThreadPage(
              await ctx.reads.dbFor(request),
              threadId,
              pageNumber,
              ctx.config.publicBaseUrl,
            )
          : null;
      // The app shows its own 'Thread not found'; the status tells crawlers the page is gone.
      return sendPage(reply, shell, parts, 'Thread not found');
    });

    app.get('/u/:username', pageOptions, async (request, reply) => {
      const { username } = request.params as { username: string };
      const parts = /^[A-Za-z0-9_.-]{1,30}$/.test(username)
        ? await buildProfilePage(ctx.db, username, ctx.config.publicBaseUrl)
        : null;
      return sendPage(reply, shell, parts, 'Member not found');
    });

    // Kept built and compressed while guests' answers are cached (GUEST_CACHE_TTL_MS above 0); built for each
    // request otherwise (the tests), and then compressed on the way out like any answer.
    const buildXml = () => buildSitemap(ctx.db, ctx.config.publicBaseUrl);
    const sitemaps = app.guestCache ? new SitemapCache(buildXml) : null;
    app.get('/sitemap.xml', pageOptions, async (request, reply) => {
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('Vary', 'Accept-Encoding');
      if (!sitemaps) return reply.send(await buildXml());
      const built = await sitemaps.get();
      const encoding = preferredEncoding(request.headers['accept-encoding'] ?? '');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? built[encoding] : built.xml);
    });

    app.get('/robots.txt', pageOptions, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(buildRobots(ctx.config.publicBaseUrl)),
    );
  };
}

/** A server-rendered page, or a 404 page with the given heading when there is nothing to show. */
function sendPage(reply: FastifyReply, shell: AppShell, parts: ShellParts | null, missing: string) {
  reply.type('text/html; charset=utf-8');
  if (!parts) {
    const bodyHtml = `<main><h1>${missing}</h1><p><a href="/">Back to the forum</a></p></main>`;
    return reply
      .status(404)
      .header('Cache-Control', 'no-cache')
      .send(renderPage(shell, { title: missing, bodyHtml }));
  }
  return reply.header('Cache-Control', 'public, max-age=60').send(renderPage(shell, parts));
}
