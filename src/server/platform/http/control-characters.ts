import type { FastifyInstance } from 'fastify';
import { controlCharacterMessage, findControlCharacter } from '../../../shared/contracts/control-characters';
import { AppError } from '../../errors';

// One guard for every route, pages and files included, before the route's own schema runs: a path or query
// parameter with any control character, or a body field with one its kind of text may not hold, is a 400
// naming the field (the rules are in shared/contracts/control-characters.ts).

export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findControlCharacter(request.params) ??
      findControlCharacter(request.query) ??
      (isPlainData(request.body) ? findControlCharacter(request.body) : null);
    if (field !== null) throw new AppError(400, 'VALIDATION', controlCharacterMessage(field), field);
  });
}

/** JSON bodies only: an upload's multipart stream is not walked (file names are cleaned where they are read). */
function isPlainData(body: unknown): boolean {
  if (typeof body === 'string') return true;
  if (body === null || typeof body !== 'object') return false;
  const proto = Object.getPrototypeOf(body);
  return Array.isArray(body) || proto === Object.prototype || proto === null;
}
