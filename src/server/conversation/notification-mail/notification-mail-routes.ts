import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/common';
import {
  notificationPreferences,
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeResponse,
  updateNotificationPreferencesBody,
} from '../../../shared/contracts/notification-settings';
import type { AppContext } from '../../context';
import { getPreferences, updatePreferences } from './preferences';
import { describeUnsubscribe } from './unsubscribe';

const tags = ['notifications'];
// Tokens are long and signed; a tight limit still stops anyone trying them in bulk.
const tokenLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function notificationMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          summary: 'My e-mail settings',
          response: { 200: notificationPreferences, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => getPreferences(ctx.db, await request.getCaller()),
    );

    app.put(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          body: updateNotificationPreferencesBody,
          response: { 200: notificationPreferences, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => updatePreferences(ctx.db, await request.getCaller(), request.body),
    );

    app.get(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: 'What an unsubscribe link would stop (changes nothing)',
          querystring: unsubscribeQuery,
          response: { 200: unsubscribeResponse, ...errorResponses },
        },
        config: { access: 'public', ...tokenLimit },
      },
      async (request) => describeUnsubscribe(ctx.db, request.query.token, false),
    );

    app.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Stop the e-mails an unsubscribe link names',
          body: unsubscribeBody,
          response: { 200: unsubscribeResponse, ...errorResponses },
        },
        config: { access: 'public', ...tokenLimit },
      },
      async (request) => describeUnsubscribe(ctx.db, request.body.token, true),
    );

    // RFC 8058 one-click: the mail program POSTs `List-Unsubscribe=One-Click` as a form to the address of
    // the List-Unsubscribe header, which is also the page a person opens (GET serves the app's page).
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        '/unsubscribe',
        {
          schema: { hide: true, querystring: unsubscribeQuery },
          config: { access: 'public', ...tokenLimit },
        },
        async (request, reply) => {
          const result = await describeUnsubscribe(ctx.db, request.query.token, true);
          return reply
            .type('text/plain; charset=utf-8')
            .send(`${result.username}: ${result.label.toLowerCase()} will no longer be e-mailed.`);
        },
      );
    });
  };
}
