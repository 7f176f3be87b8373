import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { errorResponses } from '../../../shared/contracts/common';
import { memberSearchQuery, memberSearchResponse } from '../../../shared/contracts/member-search';
import type { AppContext } from '../../context';

// The @mention autocomplete's lookup (docs/product.md#mentions-quotes-and-replies): up to 8 active members whose
// name starts with what was typed, for signed-in members, rate limited. Banned and deleted members are left out.
export const MEMBER_SEARCH_LIMIT = 8;

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
      async (request) => {
        // The pattern holds only letters, digits and underscores; an underscore is escaped for LIKE.
        const prefix = `${request.query.q.toLowerCase().replace(/_/g, '\\_')}%`;
        const rows = await ctx.db
          .selectFrom('users')
          .select('username')
          .where(sql<boolean>`lower(username) like ${prefix}`)
          .where('is_active', '=', true)
          .where('is_deleted', '=', false)
          .orderBy(sql`lower(username)`)
          .limit(MEMBER_SEARCH_LIMIT)
          .execute();
        return { members: rows.map((row) => ({ username: row.username })) };
      },
    );
  };
}
