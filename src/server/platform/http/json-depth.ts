import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';

// Deeply nested JSON (thousands of `[` in a few KB) would reach every later walk of the body, ours and the
// libraries', each free to recurse until the stack overflows: a 500 from a guest's 10 KB body. The JSON
// parser is wrapped so that nesting deeper than any request of ours needs is a 400 before parsing at all
// (docs/decisions/036-one-visibility-rule.md).

/** No request body of the API nests more than a few levels; 64 leaves room and stops the abuse. */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests arrays or objects deeper than `limit`; brackets inside strings do not count. */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export function installJsonDepthLimit(app: FastifyInstance): void {
  // Fastify's own parser (prototype-poisoning checks included) does the parsing once the depth is known.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          400,
          'TOO_DEEP',
          `The request body is nested more than ${MAX_JSON_DEPTH} levels deep; send a flatter body.`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
