import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { preferredEncoding } from '../../platform/http/accepted-encoding';
import { buildRobots, buildSitemap } from './sitemap';
import { SitemapCache } from './sitemap-cache';

// The sitemap and robots.txt for search engines (the pages themselves are React's server render, pages/).
// Not under /api, so they answer XML or text; they still declare their access level and are left out of
// the API document.
const pageOptions = { schema: { hide: true }, config: { access: 'public' as const } };

export function seoRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
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
