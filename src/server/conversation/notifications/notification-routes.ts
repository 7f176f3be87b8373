import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '../../../shared/contracts/common';
import {
  listNotificationsQuery,
  listNotificationsResponse,
  unreadCountResponse,
} from '../../../shared/contracts/notifications';
import type { AppContext } from '../../context';
import { requireSignedIn } from '../../people/auth/permissions';
import { countUnread, listNotifications, markAllRead, markRead } from './list-notifications';

const tags = ['notifications'];

// Signed in is enough: a muted member still hears of replies and of the mute itself.
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          summary: 'My notifications, newest first',
          querystring: listNotificationsQuery,
          response: { 200: listNotificationsResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => listNotifications(ctx.db, await request.getCaller(), request.query),
    );

    app.get(
      '/api/notifications/unread-count',
      {
        schema: { tags, response: { 200: unreadCountResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => ({
        unread: await countUnread(ctx.db, requireSignedIn(await request.getCaller()).id),
      }),
    );

    app.post(
      '/api/notifications/read-all',
      {
        schema: { tags, response: { 200: unreadCountResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => markAllRead(ctx.db, await request.getCaller()),
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: { tags, params: idParam, response: { 200: unreadCountResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => markRead(ctx.db, await request.getCaller(), request.params.id),
    );

    // text/event-stream of `changed` events carrying the unread count; see live-hub.ts.
    app.get(
      '/api/notifications/stream',
      {
        schema: { tags, summary: 'Live unread count (Server-Sent Events)', hide: true },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        const user = requireSignedIn(await request.getCaller());
        // Signed in means a bearer token was given; the stream ends with that session.
        ctx.live.open(user.id, request.bearerToken() ?? '', request, reply);
        return reply;
      },
    );
  };
}
