import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/common';
import {
  activityQuery,
  activityResponse,
  profileResponse,
  usernameParam,
} from '../../../shared/contracts/members';
import type { AppContext } from '../../context';
import { getProfile, listActivity } from './profile-service';

const tags = ['members'];

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/:username/profile',
      {
        schema: { tags, params: usernameParam, response: { 200: profileResponse, ...errorResponses } },
        config: { access: 'public' },
      },
      async (request) => ({
        profile: await getProfile(ctx.db, await request.getCaller(), request.params.username),
      }),
    );

    app.get(
      '/api/users/:username/activity',
      {
        schema: {
          tags,
          params: usernameParam,
          querystring: activityQuery,
          response: { 200: activityResponse, ...errorResponses },
        },
        config: { access: 'public' },
      },
      async (request) => listActivity(ctx.db, request.params.username, request.query),
    );
  };
}
