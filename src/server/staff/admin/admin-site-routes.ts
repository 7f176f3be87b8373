import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addWatchedWordBody,
  logsQuery,
  logsResponse,
  resetDatabaseBody,
  restoreParams,
  restoreResponse,
  statsResponse,
  watchedWordResponse,
  watchedWordsResponse,
} from '../../../shared/contracts/admin';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { restoreContent } from '../moderation/restore-content';
import { addWatchedWord, listWatchedWords, removeWatchedWord } from '../moderation/watched-words';
import { installWatchedWordsCache } from '../moderation/watched-words-cache';
import { listAuditLog } from './audit-log-list';
import { resetDatabase } from './reset-database';
import { getStats } from './stats-service';

const tags = ['admin'];

// The rest of the dashboard: stats (staff: the moderator view shows the queue counts), logs, watched words,
// restoring removed content and the database reset (admins).
export function adminSiteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Posting screens against the list these routes edit; it is kept in memory while the app runs.
    installWatchedWordsCache(app, ctx.database);

    app.get(
      '/api/admin/stats',
      {
        schema: { tags, summary: 'Stats', response: { 200: statsResponse, ...errorResponses } },
        config: { access: 'staff' },
      },
      async (request) => getStats(ctx.db, await request.getCaller()),
    );

    app.get(
      '/api/admin/logs',
      {
        schema: {
          tags,
          summary: 'Newest audit log entries',
          querystring: logsQuery,
          response: { 200: logsResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => listAuditLog(ctx.db, await request.getCaller(), request.query),
    );

    app.get(
      '/api/admin/watched-words',
      {
        schema: {
          tags,
          summary: 'Watched words',
          response: { 200: watchedWordsResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => listWatchedWords(ctx.db, await request.getCaller()),
    );

    app.post(
      '/api/admin/watched-words',
      {
        schema: {
          tags,
          summary: 'Watch a word or name',
          body: addWatchedWordBody,
          response: { 201: watchedWordResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request, reply) =>
        reply.status(201).send(await addWatchedWord(ctx.db, await request.getCaller(), request.body.word)),
    );

    app.delete(
      '/api/admin/watched-words/:id',
      {
        schema: {
          tags,
          summary: 'Stop watching a word',
          params: idParam,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => removeWatchedWord(ctx.db, await request.getCaller(), request.params.id),
    );

    app.post(
      '/api/admin/content/:type/:id/restore',
      {
        schema: {
          tags,
          summary: 'Restore removed content',
          params: restoreParams,
          response: { 200: restoreResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => restoreContent(ctx.db, await request.getCaller(), request.params),
    );

    app.post(
      '/api/admin/reset-database',
      {
        schema: {
          tags,
          summary: 'Erase all data (needs the phrase and ALLOW_DATABASE_RESET)',
          body: resetDatabaseBody,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => resetDatabase(ctx.db, ctx.config, await request.getCaller(), request.body?.confirm),
    );
  };
}
