import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { PageRendererModule } from '../shared/page-render';
import type { Config } from './config';
import type { AppContext } from './context';
import { InboundMail } from './conversation/inbound-mail/inbound-mail';
import { MailWorker } from './conversation/mail/mail-worker';
import { LiveHub } from './conversation/notifications/live-hub';
import { Cooker } from './forum/cooking/cooker';
import { listPageFeedLinks } from './forum/feeds/feed-links';
import { ThreadPageBoundaries } from './forum/thread-list-paging/page-boundaries';
import type { ViewBuffer } from './forum/threads/view-buffer';
import type { SessionCache } from './people/auth/session-cache';
import type { GuestCache } from './platform/cache/guest-cache';
import { installCaches } from './platform/cache/install-caches';
import type { SharedReads } from './platform/cache/shared-reads';
import type { DatabaseHandle } from './platform/db/connection';
import { installAccessControl } from './platform/http/access';
import { AppShell } from './platform/http/app-shell';
import { installCallerResolution } from './platform/http/caller-plugin';
import { installControlCharacterGuard } from './platform/http/control-characters';
import { registerDocsRoutes } from './platform/http/docs-routes';
import { installErrorHandler } from './platform/http/error-handler';
import { installJsonDepthLimit } from './platform/http/json-depth';
import { registerMemoryReport } from './platform/http/memory-report';
import { rateLimitRedis, sharedOrLocalStore } from './platform/http/rate-limit-store';
import { requestTimeouts } from './platform/http/request-timeouts';
import { BackgroundWork } from './platform/jobs/background-work';
import { jobHandlers } from './platform/jobs/handlers';
import { maintenanceTickers } from './platform/maintenance/maintenance';
import { loadPageRenderer } from './platform/pages/page-renderer';
import { isRenderRequest } from './platform/pages/render-transport';
import { installPageRoute, type PageSender, pageSender } from './platform/pages/send-page';
import { installReadRouting, type ReadRouting } from './platform/replicas/read-routing';
import type { BlobStore } from './platform/storage/blob-store';
import { createBlobStore } from './platform/storage/create-blob-store';
import { registerDomainRoutes } from './routes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultClientDir = path.join(repoRoot, 'dist', 'client');

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
  /** Tests may hand in a store (for instance one whose disk fails). */
  storage?: BlobStore;
  /** The app's server renderer; by default the one built beside the client (pages/page-renderer.ts). */
  pageRenderer?: PageRendererModule | null;
}

/** Builds the Fastify app without listening (docs/architecture.md#the-server): main.ts listens, tests use inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    ...requestTimeouts(config.REQUEST_TIMEOUT_MS),
    trustProxy: config.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    // One line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonDepthLimit(app);

  const apiRoutes: { method: string; url: string; hasSchema: boolean; access?: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    // Every route, pages and files included, is rate limited per client unless it sets its own limit.
    route.config = { rateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: '1 minute' }, ...route.config };
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        hasSchema: !!route.schema && (route.schema.hide === true || !!route.schema.response),
        access: route.config?.access,
      });
    }
  });

  // The security headers, built once: @fastify/helmet built them anew for every request (its CSP parsed and
  // every header's options read again), a tenth of a cached answer's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // After helmet (a cached answer still gets the security headers), before compression (it stores the
  // serialised body and compresses it once itself).
  // With REDIS_URL, rate limits, the caches' generations and read-after-write marks are shared.
  const redis = config.REDIS_URL ? await rateLimitRedis(config.REDIS_URL, app.log) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  // Before the caches: a write raises the replica's watermark before it clears any cache (read-routing.ts).
  const reads = installReadRouting(app, database, redis, config.DATABASE_READ_AFTER_WRITE_MS);
  const { views, sharedReads, sessionCache } = await installCaches(app, database, config, redis);
  // Dynamic answers (JSON, server-rendered pages) are compressed here; built assets arrive precompressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalStore(redis) } : {}),
    // A page's render asks the API for its data in-process; the page request itself was counted.
    allowList: (request) => isRenderRequest(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: 'RATE_LIMITED',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Oklahoma Mineral Rights Forum API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  installCallerResolution(
    app,
    database.db,
    {
      requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
      requireStaffTwoFactor: config.REQUIRE_STAFF_2FA,
    },
    sessionCache,
  );
  installAccessControl(app);
  installControlCharacterGuard(app);

  // Background work, the mail worker and live connections start with the app and stop with it
  // (docs/architecture.md#background-work, docs/architecture.md#mail); the post cooker's workers after them.
  const background = new BackgroundWork(database, app.log, jobHandlers(config));
  const live = new LiveHub(database, app.log);
  const mailWorker = new MailWorker(database.db, config, app.log);
  const cooker = new Cooker();
  const storage = options.storage ?? createBlobStore(config);
  // Replies by e-mail, with their SMTP listener when INBOUND_SMTP_PORT is set (docs/decisions/045-...).
  const inbound = new InboundMail({ db: database.db, config, storage, cook: cooker.cook }, app.log);
  app.decorate('background', background);
  app.decorate('inbound', inbound);
  app.decorate('views', views);
  app.decorate('live', live);
  app.decorate('mailWorker', mailWorker);
  app.addHook('onReady', async () => {
    await background.start();
    await live.start();
    mailWorker.start();
    await inbound.start();
  });
  app.addHook('preClose', async () => {
    await inbound.stop();
    await live.stop();
    await background.stop();
    await mailWorker.stop();
    await views?.flush(database.db).catch((error: unknown) => {
      app.log.error({ err: error }, 'thread views were not written at shutdown');
    });
  });
  app.addHook('onClose', async () => cooker.close());
  const ctx: AppContext = {
    db: database.db,
    database,
    config,
    background,
    live,
    storage,
    cooker,
    views,
    reads,
    sharedReads,
    threadPages:
      config.THREAD_LIST_BOUNDARY_ROWS > 0
        ? new ThreadPageBoundaries(config.THREAD_LIST_BOUNDARY_ROWS)
        : null,
  };
  app.decorate('reads', ctx.reads);
  app.decorate('threadPages', ctx.threadPages);
  for (const tick of maintenanceTickers(ctx)) background.addTicker(tick);
  if (views) background.addTicker(() => views.flush(database.db));
  const shell = new AppShell(options.clientDir ?? defaultClientDir);

  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unavailable' });
  });
  if (config.MEMORY_REPORT)
    registerMemoryReport(app, () => ({
      guestEntries: app.guestCache?.size ?? null,
      guestMb: app.guestCache ? Math.round(app.guestCache.bytes / 1e5) / 10 : null,
      sharedReadsEntries: sharedReads?.size ?? null,
      sessionEntries: sessionCache?.size ?? null,
    }));
  registerDocsRoutes(app);
  await registerDomainRoutes(app, ctx);
  const renderer =
    options.pageRenderer !== undefined
      ? options.pageRenderer
      : await loadPageRenderer(shell.clientDir, app.log);
  const origin = config.publicBaseUrl;
  const site = { origin, publicUrl: config.publicUrlSet ? origin : null };
  const sendPage = pageSender(app, shell, renderer, site, (url) =>
    listPageFeedLinks(database.db, origin, url),
  );
  await registerClientApp(app, shell, config.RATE_LIMIT_MAX, sendPage);
  return app;
}

async function registerClientApp(
  app: FastifyInstance,
  shell: AppShell,
  rateLimitMax: number,
  sendPage: PageSender,
): Promise<void> {
  if (shell.available) {
    await app.register(fastifyStatic, {
      root: shell.clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own header below: @fastify/static's maxAge would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in asset names, so they never change under the same URL.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  installPageRoute(app, shell, sendPage);
  // Other methods at unknown addresses.
  const notFoundOptions = { preHandler: app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' }) };
  app.setNotFoundHandler(notFoundOptions, async (_request, reply) =>
    reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' }),
  );
}

/** Keeps secrets that may ride in a query string (sign-in callbacks) out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|user|state|password)=)[^&]*/gi, '$1[redacted]');
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string; hasSchema: boolean; access?: string }[];
    background: BackgroundWork;
    live: LiveHub;
    mailWorker: MailWorker;
    inbound: InboundMail;
    views: ViewBuffer | null;
    guestCache: GuestCache | null;
    sharedReads: SharedReads | null;
    sessionCache: SessionCache | null;
    reads: ReadRouting;
    threadPages: ThreadPageBoundaries | null;
  }
}
