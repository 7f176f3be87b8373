import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { type Caller, callerFromUser } from '../../people/auth/caller';
import type { SessionCache } from '../../people/auth/session-cache';
import { resolveSession } from '../../people/auth/sessions';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user behind the bearer token, or null for a guest. Resolved once per request. */
    getCaller(): Promise<Caller>;
    bearerToken(): string | null;
  }
}

const callerCache = new WeakMap<FastifyRequest, Promise<Caller>>();

export function installCallerResolution(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { requireEmailConfirmation: boolean; requireStaffTwoFactor: boolean },
  sessions: SessionCache | null = null,
): void {
  app.decorateRequest('bearerToken', function (this: FastifyRequest) {
    const header = this.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  });
  app.decorateRequest('getCaller', function (this: FastifyRequest) {
    let pending = callerCache.get(this);
    if (!pending) {
      pending = resolveCaller(this, db, options, sessions);
      callerCache.set(this, pending);
    }
    return pending;
  });
}

async function resolveCaller(
  request: FastifyRequest,
  db: Kysely<Database>,
  options: { requireEmailConfirmation: boolean; requireStaffTwoFactor: boolean },
  sessions: SessionCache | null,
): Promise<Caller> {
  if (!request.headers.authorization) return null;
  const token = request.bearerToken();
  const user = token ? await (sessions ? sessions.resolve(db, token) : resolveSession(db, token)) : null;
  // A token that was sent but is no longer good answers 401, so the app drops it and falls back to guest.
  if (!user) throw new AppError(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
  return callerFromUser(user, options);
}
