import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import type { AppContext } from './context';
import type { AppShell } from './http/app-shell';

// One line per domain. Each domain folder owns its routes, services and SQL (STYLE.md rule 3).
export async function registerDomainRoutes(app: FastifyInstance, ctx: AppContext, shell: AppShell): Promise<void> {
  void shell;
  await app.register(authRoutes(ctx));
}
