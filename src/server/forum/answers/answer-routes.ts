import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerResponse,
  markAnswerBody,
  similarThreadsQuery,
  similarThreadsResponse,
} from '../../../shared/contracts/answers';
import { errorResponses, idParam } from '../../../shared/contracts/common';
import { SOLVED_TEXT } from '../../../shared/solved-texts';
import type { AppContext } from '../../context';
import { clearAnswer, markAnswer } from './mark-answer';
import { similarThreads } from './similar-threads';

// Accepted answers and similar questions (docs/decisions/043-solved-threads-and-similar-questions.md).

const tags = ['threads'];

export function answerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/threads/:id/answer',
      {
        schema: {
          tags,
          params: idParam,
          body: markAnswerBody,
          response: { 200: answerResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => ({
        thread: await markAnswer(ctx.db, await request.getCaller(), request.params.id, request.body.post_id),
        message: SOLVED_TEXT.marked,
      }),
    );

    app.delete(
      '/api/threads/:id/answer',
      {
        schema: { tags, params: idParam, response: { 200: answerResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => ({
        thread: await clearAnswer(ctx.db, await request.getCaller(), request.params.id),
        message: SOLVED_TEXT.cleared,
      }),
    );

    // Asked once per pause in typing; guests may ask (the New Thread page is for members, but it shows
    // nothing a guest could not read). Its own limit, well above anyone's typing.
    app.get(
      '/api/threads/similar',
      {
        schema: {
          tags,
          querystring: similarThreadsQuery,
          response: { 200: similarThreadsResponse, ...errorResponses },
        },
        config: {
          access: 'public',
          rateLimit: { max: Math.max(1, Math.floor(ctx.config.RATE_LIMIT_MAX / 2)), timeWindow: '1 minute' },
        },
      },
      async (request) => ({ threads: await similarThreads(await ctx.reads.dbFor(request), request.query.q) }),
    );
  };
}
