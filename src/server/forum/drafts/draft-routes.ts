import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../../shared/contracts/common';
import { draftBody, draftListResponse, draftParam, draftResponse } from '../../../shared/contracts/members';
import type { AppContext } from '../../context';
import { requireSignedIn } from '../../people/auth/permissions';
import { clearDraft, getDraft, listDrafts, saveDraft } from './draft-service';

const tags = ['members'];

export function draftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/drafts',
      {
        schema: { tags, response: { 200: draftListResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => listDrafts(ctx.db, await request.getCaller()),
    );

    app.get(
      '/api/drafts/:key',
      {
        schema: { tags, params: draftParam, response: { 200: draftResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => ({ draft: await getDraft(ctx.db, await request.getCaller(), request.params.key) }),
    );

    app.put(
      '/api/drafts/:key',
      {
        schema: {
          tags,
          params: draftParam,
          body: draftBody,
          response: { 200: draftResponse, ...errorResponses },
        },
        // Saved as the member types (debounced in the browser): a little more room than the default.
        config: { access: 'signed-in', rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => ({
        draft: await saveDraft(ctx.db, await request.getCaller(), request.params.key, request.body),
      }),
    );

    app.delete(
      '/api/drafts/:key',
      {
        schema: { tags, params: draftParam, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => {
        const user = requireSignedIn(await request.getCaller());
        await clearDraft(ctx.db, user.id, request.params.key);
        return { ok: true as const };
      },
    );
  };
}
