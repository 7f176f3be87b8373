import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../shared/contracts/common';
import { searchQuery, searchResponse } from '../../shared/contracts/forum';
import type { AppContext } from '../context';
import { searchThreads } from './search-threads';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      {
        schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse, ...errors } },
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
