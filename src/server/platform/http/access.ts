import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../../errors';
import { refuseMutedStaff } from '../../people/auth/permissions';

// The authorisation matrix: every /api route declares the least role that may call it (config.access).
// This hook enforces it before validation; services check the finer rules (own post, muted, self-ban...).
export type Access = 'public' | 'signed-in' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function installAccessControl(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const caller = await request.getCaller();
    if (!caller) throw unauthorized();
    if (access === 'staff' && caller.role !== 'admin' && caller.role !== 'moderator') {
      throw forbidden('Only moderators and admins can do that.');
    }
    if (access === 'admin' && caller.role !== 'admin') throw forbidden('Only admins can do that.');
    if (access === 'staff' || access === 'admin') refuseMutedStaff(caller);
  });
}
