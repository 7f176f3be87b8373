import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/common';
import { ignoreChangeResponse, ignoredListResponse } from '../../../shared/contracts/ignoring';
import { usernameParam } from '../../../shared/contracts/members';
import type { AppContext } from '../../context';
import { ignoreMember, listIgnored, stopIgnoring } from './ignore-service';

const tags = ['members'];

// The caller's own ignore list (docs/decisions/044-first-posts-held-and-ignoring.md); nobody reads another's.
export function ignoreRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/ignored',
      {
        schema: {
          tags,
          summary: 'The members I ignore',
          response: { 200: ignoredListResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => ({ ignored: await listIgnored(ctx.db, await request.getCaller()) }),
    );

    app.put(
      '/api/me/ignored/:username',
      {
        schema: {
          tags,
          summary: 'Ignore a member',
          params: usernameParam,
          response: { 200: ignoreChangeResponse, ...errorResponses },
        },
        config: { access: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => ignoreMember(ctx.db, await request.getCaller(), request.params.username),
    );

    app.delete(
      '/api/me/ignored/:username',
      {
        schema: {
          tags,
          summary: 'Stop ignoring a member',
          params: usernameParam,
          response: { 200: ignoreChangeResponse, ...errorResponses },
        },
        config: { access: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => stopIgnoring(ctx.db, await request.getCaller(), request.params.username),
    );
  };
}
