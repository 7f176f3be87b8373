import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticesResponse } from '../../../shared/contracts/admin';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { acknowledgeWarning, getNotices } from './notices-service';

// Signed in is enough: a muted member must still read why (permissions.ts lets them read).
export function noticesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/notices',
      {
        schema: {
          tags: ['users'],
          summary: 'My unacknowledged warnings and running mute',
          response: { 200: noticesResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => getNotices(ctx.db, await request.getCaller()),
    );

    app.post(
      '/api/me/notices/warnings/:id/acknowledge',
      {
        schema: {
          tags: ['users'],
          summary: 'Acknowledge a warning',
          params: idParam,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => {
        await acknowledgeWarning(ctx.db, await request.getCaller(), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
