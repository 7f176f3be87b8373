import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { categoryFeed, latestFeed, threadFeed } from './feed-content';
import { type FeedChannel, renderRss } from './rss';

// RSS 2.0 feeds (docs/product.md#pages, "Feeds"): /latest.rss, /feeds/category/{id}.rss, /feeds/thread/{id}.rss.
// Public and the same for everyone, so a guest answer: links are absolute, from config.publicBaseUrl (never
// the Host header, which the client chooses and a shared cache would keep), and the guest cache holds them
// with an ETag until the next write.
const feedOptions = { schema: { hide: true }, config: { access: 'public' as const } };
const FEED_FILE = /^(\d{1,9})\.rss$/i;

/** The id in "{id}.rss", or null for anything else (no number, zero, too long, another suffix). */
function feedId(file: string): number | null {
  const match = FEED_FILE.exec(file);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

function sendFeed(reply: FastifyReply, channel: FeedChannel | null) {
  if (!channel) {
    return reply
      .status(404)
      .header('Cache-Control', 'no-cache')
      .send({ error: 'There is no such feed.', code: 'NOT_FOUND' });
  }
  return reply
    .type('application/rss+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=300')
    .send(renderRss(channel));
}

export function feedRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/latest.rss', feedOptions, async (_request, reply) =>
      sendFeed(reply, await latestFeed(ctx.db, ctx.config.publicBaseUrl)),
    );

    app.get('/feeds/category/:file', feedOptions, async (request, reply) => {
      const id = feedId((request.params as { file: string }).file);
      return sendFeed(reply, id ? await categoryFeed(ctx.db, ctx.config.publicBaseUrl, id) : null);
    });

    app.get('/feeds/thread/:file', feedOptions, async (request, reply) => {
      const id = feedId((request.params as { file: string }).file);
      return sendFeed(reply, id ? await threadFeed(ctx.db, ctx.config.publicBaseUrl, id) : null);
    });
  };
}
