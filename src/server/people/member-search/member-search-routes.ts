import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/common';
import { memberSearchQuery, memberSearchResponse } from '../../../shared/contracts/member-search';
import type { AppContext } from '../../context';
import { searchMembers } from './search-members';

// The @mention autocomplete's lookup, for signed-in members, rate limited (search-members.ts).
export function memberSearchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/members/search',
      {
        schema: {
          tags: ['members'],
          querystring: memberSearchQuery,
          response: { 200: memberSearchResponse, ...errorResponses },
        },
        config: { access: 'signed-in', rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => searchMembers(ctx.db, request.query.q),
    );
  };
}
