import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/common';
import { searchQuery, searchResponse } from '../../../shared/contracts/forum';
import type { AppContext } from '../../context';
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
  };
}
