import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseLandKey } from '../../../calc/land/land-key';
import { sectionTitle } from '../../../calc/land/land-names';
import { readAliquotPart } from '../../../calc/land/read-aliquot-part';
import { townshipMapSvg } from '../../../calc/land/township-map';
import { errorResponses } from '../../../shared/contracts/common';
import {
  followResponse,
  landKeyParams,
  landPageQuery,
  landPageResponse,
  myLandResponse,
  sectionParams,
  townshipParams,
} from '../../../shared/contracts/land';
import type { AppContext } from '../../context';
import { renderRss } from '../../forum/feeds/rss';
import { getLandPage } from './get-land-page';
import { landFeed } from './land-feed';
import { followLand, listMyLand } from './land-follows';

// The land pages' data (/api/land/…), the township map drawn for a post or a page (/land-maps/{key}.svg,
// with ?part=N/2 SE/4 shaded) and each section's and township's feed (/feeds/land/{key}.rss). All public:
// what they show is what a guest may read. docs/decisions/039-land-references.md.

const MAP_FILE = /^([a-z0-9-]{10,24})\.svg$/i;
const FEED_FILE = /^([a-z0-9-]{10,24})\.rss$/i;
const notFound = { error: 'There is no such section.', code: 'NOT_FOUND' };

export function landRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = (params: typeof townshipParams | typeof sectionParams) => ({
      tags: ['land'],
      params,
      querystring: landPageQuery,
      response: { 200: landPageResponse, ...errorResponses },
    });
    app.get(
      '/api/land/:state/:meridian/:township/:range/:section',
      { schema: schema(sectionParams), config: { access: 'public' } },
      async (request) => getLandPage(ctx.db, request.params, request.query),
    );
    app.get(
      '/api/land/:state/:meridian/:township/:range',
      { schema: schema(townshipParams), config: { access: 'public' } },
      async (request) => getLandPage(ctx.db, request.params, request.query),
    );

    // Following, for the member alone: "My land" and the follow button of each land page.
    const signedIn = { access: 'signed-in' as const };
    app.get(
      '/api/land-follows',
      { schema: { tags: ['land'], response: { 200: myLandResponse, ...errorResponses } }, config: signedIn },
      async (request) => listMyLand(ctx.db, await request.getCaller()),
    );
    for (const [method, following] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/land-follows/:key',
        schema: {
          tags: ['land'],
          params: landKeyParams,
          response: { 200: followResponse, ...errorResponses },
        },
        config: signedIn,
        handler: async (request) =>
          followLand(ctx.db, await request.getCaller(), request.params.key, following),
      });
    }

    const fileOptions = { schema: { hide: true }, config: { access: 'public' as const } };
    app.get('/land-maps/:file', fileOptions, async (request, reply) => {
      const key = MAP_FILE.exec((request.params as { file: string }).file)?.[1]?.toLowerCase() ?? '';
      const land = parseLandKey(key);
      if (!(land && 'section' in land)) return reply.status(404).send(notFound);
      const written = (request.query as { part?: unknown }).part;
      // A part that is not an aliquot description is simply not shaded.
      const aliquot = typeof written === 'string' && written.length <= 40 ? readAliquotPart(written) : null;
      const svg = townshipMapSvg({
        section: land.section,
        aliquot,
        title: `Map of ${sectionTitle(land)}${aliquot ? ` with the ${aliquot} shaded` : ''}`,
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });

    app.get('/feeds/land/:file', fileOptions, async (request, reply) => {
      const key = FEED_FILE.exec((request.params as { file: string }).file)?.[1]?.toLowerCase() ?? '';
      const [state = '', meridian = '', township = '', range = '', section] = key.split('-');
      const channel = await landFeed(ctx.db, ctx.config.publicBaseUrl, {
        state,
        meridian,
        township,
        range,
        section,
      });
      if (!channel) return reply.status(404).header('Cache-Control', 'no-cache').send(notFound);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(renderRss(channel));
    });
  };
}
