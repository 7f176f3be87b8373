import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/common';
import {
  searchLandQuery,
  searchLandResponse,
  searchQuery,
  searchResponse,
} from '../../../shared/contracts/forum';
import type { AppContext } from '../../context';
import { landInQuery } from '../../documents/land/search-by-land';
import { searchThreads } from './search-threads';

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      {
        schema: {
          tags: ['search'],
          querystring: searchQuery,
          response: { 200: searchResponse, ...errorResponses },
        },
        // Ranking touches every matching post, so one client gets a fifth of the general request budget.
        config: {
          access: 'public',
          rateLimit: { max: Math.max(1, Math.floor(ctx.config.RATE_LIMIT_MAX / 5)), timeWindow: '1 minute' },
        },
      },
      async (request) => searchThreads(ctx.db, await request.getCaller(), request.query),
    );

    // What the search box offers while a reader types: the section's or township's page when the words name
    // one, written any way (docs/decisions/039-land-references.md). Reads the words only, no database.
    app.get(
      '/api/search/land',
      {
        schema: {
          tags: ['search'],
          querystring: searchLandQuery,
          response: { 200: searchLandResponse, ...errorResponses },
        },
        config: { access: 'public' },
      },
      async (request) => ({ land: landInQuery(request.query.q)?.page ?? null }),
    );
  };
}
