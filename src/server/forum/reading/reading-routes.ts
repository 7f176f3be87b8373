import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParam } from '../../../shared/contracts/common';
import {
  bookmarkResponse,
  listBookmarksQuery,
  listBookmarksResponse,
  readBody,
  readingListQuery,
  readingListResponse,
  readResponse,
  threadMarksQuery,
  threadMarksResponse,
  threadReadingResponse,
  watchBody,
  watchResponse,
} from '../../../shared/contracts/reading';
import type { AppContext } from '../../context';
import { requireSignedIn } from '../../people/auth/permissions';
import { asJson, memberKey, sendJson } from '../../platform/cache/shared-reads';
import { addBookmark, listBookmarks, removeBookmark } from './bookmarks';
import { recordRead, threadReading } from './read-position';
import { newThreads, unreadThreads } from './reading-lists';
import { threadMarks } from './thread-marks';
import { getCategoryWatch, setCategoryWatch, setThreadWatch } from './thread-watch';

const tags = ['reading'];
const signedIn = { access: 'signed-in' as const };
const watchOptions = {
  schema: { tags, params: idParam, body: watchBody, response: { 200: watchResponse, ...errorResponses } },
  config: signedIn,
};
const bookmarkOptions = {
  schema: { tags, params: idParam, response: { 200: bookmarkResponse, ...errorResponses } },
  config: signedIn,
};
const readingListOptions = {
  schema: { tags, querystring: readingListQuery, response: { 200: readingListResponse, ...errorResponses } },
  config: signedIn,
};

// Watching, bookmarks and read positions are the member's own: signed in is enough (a muted member still
// reads and follows); what they point at must be visible to them.
export function readingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/threads/:id/reading',
      {
        schema: { tags, params: idParam, response: { 200: threadReadingResponse, ...errorResponses } },
        config: signedIn,
      },
      async (request) => threadReading(ctx.db, await request.getCaller(), request.params.id),
    );
    app.post(
      '/api/threads/:id/read',
      {
        schema: { tags, params: idParam, body: readBody, response: { 200: readResponse, ...errorResponses } },
        // The browser batches: one call per few seconds of reading, not one per post.
        config: { ...signedIn, rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) =>
        recordRead(ctx.db, await request.getCaller(), request.params.id, request.body.post_id),
    );
    app.get(
      '/api/categories/:id/watch',
      {
        schema: { tags, params: idParam, response: { 200: watchResponse, ...errorResponses } },
        config: signedIn,
      },
      async (request) => getCategoryWatch(ctx.db, await request.getCaller(), request.params.id),
    );
    // A thread and a category are watched the same way, each with its own setter.
    for (const [path, setWatch] of [
      ['/api/threads/:id/watch', setThreadWatch],
      ['/api/categories/:id/watch', setCategoryWatch],
    ] as const)
      app.put(path, watchOptions, async (request) =>
        setWatch(ctx.db, await request.getCaller(), request.params.id, request.body.level),
      );
    app.post('/api/posts/:id/bookmark', bookmarkOptions, async (request) =>
      addBookmark(ctx.db, await request.getCaller(), request.params.id),
    );
    app.delete('/api/posts/:id/bookmark', bookmarkOptions, async (request) =>
      removeBookmark(ctx.db, await request.getCaller(), request.params.id),
    );
    app.get(
      '/api/bookmarks',
      {
        schema: {
          tags,
          querystring: listBookmarksQuery,
          response: { 200: listBookmarksResponse, ...errorResponses },
        },
        config: signedIn,
      },
      async (request) => listBookmarks(ctx.db, await request.getCaller(), request.query),
    );
    app.get('/api/reading/unread', readingListOptions, async (request, reply) => {
      // Kept under the member's own key until the next write (docs/decisions/046-members-at-a-guests-cost.md).
      const member = requireSignedIn(await request.getCaller());
      if (!ctx.sharedReads) return unreadThreads(ctx.db, member, request.query);
      const json = await ctx.sharedReads.get(
        memberKey(member.id, `unread:${JSON.stringify(request.query)}`),
        async () => asJson(readingListResponse, await unreadThreads(ctx.db, member, request.query)),
      );
      return sendJson(reply, json);
    });
    // The marks of the thread list on screen: "3 new" and "Not opened yet".
    app.get(
      '/api/reading/marks',
      {
        schema: {
          tags,
          querystring: threadMarksQuery,
          response: { 200: threadMarksResponse, ...errorResponses },
        },
        config: signedIn,
      },
      async (request) => threadMarks(ctx.db, await request.getCaller(), request.query.ids),
    );
    app.get('/api/reading/new', readingListOptions, async (request) =>
      newThreads(ctx.db, await request.getCaller(), request.query),
    );
  };
}
