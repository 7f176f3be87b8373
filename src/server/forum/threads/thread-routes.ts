import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import {
  createThreadBody,
  createThreadResponse,
  listThreadsQuery,
  listThreadsResponse,
  lockBody,
  pinBody,
  threadDetailQuery,
  threadDetailResponse,
  threadResponse,
} from '../../../shared/contracts/forum';
import type { AppContext } from '../../context';
import { sendJson } from '../../platform/cache/shared-reads';
import { postingLimitsFrom } from '../posting-limits/posting-limit';
import { createThread } from './create-thread';
import { listThreadsFor, threadDetailFor } from './member-reads';
import { deleteThread, setThreadFlag } from './moderate-thread';

const tags = ['threads'];

/** A replica is configured and this request was routed to the primary (the member wrote a moment ago). */
const mustReadPrimary = (ctx: AppContext, db: unknown) => ctx.database.readDb !== null && db === ctx.db;

export function threadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/threads',
      {
        schema: {
          tags,
          querystring: listThreadsQuery,
          response: { 200: listThreadsResponse, ...errorResponses },
        },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const db = await ctx.reads.dbFor(request);
        const answer = await listThreadsFor(db, await request.getCaller(), request.query, ctx.threadPages, {
          shared: ctx.sharedReads,
          mustReadPrimary: mustReadPrimary(ctx, db),
        });
        return Buffer.isBuffer(answer) ? sendJson(reply, answer) : answer;
      },
    );

    app.get(
      '/api/threads/:id',
      {
        schema: {
          tags,
          params: idParam,
          querystring: threadDetailQuery,
          response: { 200: threadDetailResponse, ...errorResponses },
        },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const caller = await request.getCaller();
        const viewer = {
          userId: caller?.id ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        };
        const db = await ctx.reads.dbFor(request);
        // A view is a write: it goes to the primary whichever database answers the read.
        const answer = await threadDetailFor(
          db,
          caller,
          request.params.id,
          request.query,
          viewer,
          ctx.views,
          ctx.db,
          { shared: ctx.sharedReads, mustReadPrimary: mustReadPrimary(ctx, db) },
        );
        return Buffer.isBuffer(answer) ? sendJson(reply, answer) : answer;
      },
    );

    app.post(
      '/api/threads',
      {
        schema: { tags, body: createThreadBody, response: { 201: createThreadResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        const thread = await createThread(ctx.db, await request.getCaller(), request.body, ctx.cooker.cook, {
          filesPerPost: ctx.config.UPLOAD_FILES_PER_POST,
          postingLimits: postingLimitsFrom(ctx.config),
        });
        return reply.status(201).send({ thread });
      },
    );

    // Pin and lock are the same staff switch on two flags: POST {pinned} or {locked}.
    const flagRoutes = [
      { path: '/api/threads/:id/pin', flag: 'pinned', body: pinBody },
      { path: '/api/threads/:id/lock', flag: 'locked', body: lockBody },
    ] as const;
    for (const { path, flag, body } of flagRoutes) {
      app.post(
        path,
        {
          schema: { tags, params: idParam, body, response: { 200: threadResponse, ...errorResponses } },
          config: { access: 'staff' },
        },
        async (request) => {
          const value = (request.body as Record<typeof flag, boolean>)[flag];
          return {
            thread: await setThreadFlag(ctx.db, await request.getCaller(), request.params.id, flag, value),
          };
        },
      );
    }

    app.delete(
      '/api/threads/:id',
      {
        schema: { tags, params: idParam, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'staff' },
      },
      async (request) => {
        await deleteThread(ctx.db, await request.getCaller(), request.params.id);
        return { ok: true as const, message: 'Thread deleted' };
      },
    );
  };
}
