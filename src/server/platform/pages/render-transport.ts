import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderTransport } from '../../../shared/page-render';

// A page's render asks the forum's own API for its data, in-process (app.inject), as a guest: the same routes,
// checks, guest cache and answers the browser would get. Each inner request carries the reader's address and
// browser, so views and rate limits count the reader, and a per-process secret that exempts it from the
// per-client limit (the page request itself was already counted).

const INTERNAL_HEADER = 'x-forum-page-render';
const secret = randomBytes(16).toString('hex');

interface Reader {
  ip: string;
  userAgent: string;
}
const readers = new AsyncLocalStorage<Reader>();

/** True for the render's own API requests. */
export const isRenderRequest = (request: FastifyRequest): boolean =>
  request.headers[INTERNAL_HEADER] === secret;

/** Runs a page's render on behalf of `request`'s reader. */
export function renderFor<T>(request: FastifyRequest, render: () => Promise<T>): Promise<T> {
  return readers.run({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }, render);
}

export function renderTransport(app: FastifyInstance): RenderTransport {
  return async (url) => {
    const reader = readers.getStore();
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: reader?.ip ?? '127.0.0.1',
      headers: {
        accept: 'application/json',
        [INTERNAL_HEADER]: secret,
        'user-agent': reader?.userAgent ?? '',
      },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}
