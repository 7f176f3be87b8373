import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import {
  createPostBody,
  postResponse,
  previewPostBody,
  previewPostResponse,
  updatePostBody,
  voteBody,
  voteResponse,
} from '../../../shared/contracts/forum';
import { hideRevisionBody, revisionParams, revisionsResponse } from '../../../shared/contracts/members';
import type { AppContext } from '../../context';
import { postRefs } from '../post-references/post-refs';
import { postingLimitsFrom } from '../posting-limits/posting-limit';
import { createPost } from './create-post';
import { editPost } from './edit-post';
import { hideRevision, listRevisions } from './revisions';
import { foldAfterWrite } from './vote-fold';
import { votePost } from './vote-post';

const tags = ['posts'];

export function postRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts',
      {
        schema: { tags, body: createPostBody, response: { 201: postResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        const post = await createPost(ctx.db, await request.getCaller(), request.body, ctx.cooker.cook, {
          filesPerPost: ctx.config.UPLOAD_FILES_PER_POST,
          postingLimits: postingLimitsFrom(ctx.config),
        });
        await foldAfterWrite(ctx);
        return reply.status(201).send({ post });
      },
    );

    // The composer's preview (docs/product.md#writing-tools): the same cooker as a post, nothing stored.
    app.post(
      '/api/posts/preview',
      {
        schema: { tags, body: previewPostBody, response: { 200: previewPostResponse, ...errorResponses } },
        config: { access: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const refs = await postRefs(ctx.db, await request.getCaller(), request.body.content);
        return { html: (await ctx.cooker.cook(request.body.content, refs)).html };
      },
    );

    app.put(
      '/api/posts/:id',
      {
        schema: {
          tags,
          params: idParam,
          body: updatePostBody,
          response: { 200: postResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => ({
        post: await editPost(
          ctx.db,
          await request.getCaller(),
          request.params.id,
          request.body,
          ctx.cooker.cook,
        ),
      }),
    );

    app.get(
      '/api/posts/:id/revisions',
      {
        schema: { tags, params: idParam, response: { 200: revisionsResponse, ...errorResponses } },
        config: { access: 'public' },
      },
      async (request) => listRevisions(ctx.db, await request.getCaller(), request.params.id),
    );

    app.put(
      '/api/posts/:id/revisions/:revisionId',
      {
        schema: {
          tags,
          params: revisionParams,
          body: hideRevisionBody,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => {
        await hideRevision(ctx.db, await request.getCaller(), request.params, request.body.hidden);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/posts/:id/vote',
      {
        schema: { tags, params: idParam, body: voteBody, response: { 200: voteResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => {
        const answer = await votePost(
          ctx.db,
          await request.getCaller(),
          request.params.id,
          request.body.vote_type,
        );
        await foldAfterWrite(ctx);
        return answer;
      },
    );
  };
}
