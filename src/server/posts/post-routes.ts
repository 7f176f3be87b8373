import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '../../shared/contracts/common';
import {
  createPostBody,
  postResponse,
  updatePostBody,
  voteBody,
  voteResponse,
} from '../../shared/contracts/forum';
import type { AppContext } from '../context';
import { createPost } from './create-post';
import { editPost } from './edit-post';
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
        const post = await createPost(ctx.db, await request.getCaller(), request.body, ctx.cooker.cook);
        return reply.status(201).send({ post });
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

    app.post(
      '/api/posts/:id/vote',
      {
        schema: { tags, params: idParam, body: voteBody, response: { 200: voteResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) =>
        votePost(ctx.db, await request.getCaller(), request.params.id, request.body.vote_type),
    );
  };
}
