import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '../../../shared/contracts/common';
import { setCountiesBody } from '../../../shared/contracts/counties';
import { threadResponse } from '../../../shared/contracts/forum';
import type { AppContext } from '../../context';
import { setThreadCounties } from './set-thread-counties';

// The counties a thread is about (docs/decisions/042-thread-counties.md). Lists filter by them through
// GET /api/threads?county=; this is the one write.
export function threadCountyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/threads/:id/counties',
      {
        schema: {
          tags: ['threads'],
          params: idParam,
          body: setCountiesBody,
          response: { 200: threadResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => ({
        thread: await setThreadCounties(
          ctx.db,
          await request.getCaller(),
          request.params.id,
          request.body.counties,
        ),
      }),
    );
  };
}
