import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses, okResponse } from '../../../shared/contracts/common';
import {
  callbackQuery,
  completeSignUpBody,
  confirmLinkBody,
  exchangeBody,
  exchangeResponse,
  identitiesResponse,
  linkStartResponse,
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  type OAuthProviderId,
  pendingResponse,
  providerParam,
  providersResponse,
  safeReturnPath,
  startQuery,
  ticketBody,
} from '../../../shared/contracts/oauth';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import { requireSignedIn } from '../auth/permissions';
import { RECENT_SIGN_IN_TEXT, requireRecentSignIn } from '../auth/recent-sign-in';
import { signInLimits } from '../auth/sign-in-throttle';
import { browserHash, ensureBrowserKey } from './browser-binding';
import { notSetUpPage, unreachablePage } from './html-pages';
import { hasIdentity, listIdentities, unlinkIdentity } from './identities-service';
import { exchangeCode } from './mailed-sign-up';
import { finishFlow, OAuthFlowError, startFlow } from './oauth-flow';
import { completeSignUp, confirmLink, describePending } from './pending-steps';
import { ProviderClients, providerSettings } from './providers';
import { AccountRefusal, resolveSignIn, type SignInOutcome } from './resolve-sign-in';

// Social sign-in routes (docs/product.md#api: GET /api/auth/{provider}). The provider routes are
// browser navigations and answer redirects or a small HTML page; the rest are JSON calls of the app.

const redirect = z.null().describe('302 redirect (Location header)');
const htmlPage = z.string().describe('an HTML page');

export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const clients = new ProviderClients(providerSettings(ctx.config));
  const secureCookie = ctx.config.PUBLIC_URL?.startsWith('https:') ?? false;
  const sendPage = (reply: FastifyReply, status: 404 | 502, html: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

  return async (app) => {
    app.get(
      '/api/auth/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'Which social sign-in providers are set up',
          response: { 200: providersResponse },
        },
        config: { access: 'public' },
      },
      async () => ({ providers: clients.list() }),
    );

    for (const id of OAUTH_PROVIDERS) registerProviderRoutes(id);

    function registerProviderRoutes(id: OAuthProviderId) {
      const name = OAUTH_PROVIDER_NAMES[id];
      app.get(
        `/api/auth/${id}`,
        {
          schema: {
            tags: ['auth'],
            summary: `Start signing in with ${name} (browser navigation)`,
            querystring: startQuery,
            response: { 302: redirect, 404: htmlPage, 502: htmlPage },
          },
          config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        },
        async (request, reply) => {
          const settings = clients.get(id);
          if (!settings) return sendPage(reply, 404, notSetUpPage(name));
          try {
            await clients.configuration(settings);
          } catch (error) {
            request.log.error(
              { provider: id, reason: (error as Error).message },
              'social sign-in provider unreachable',
            );
            return sendPage(reply, 502, unreachablePage(name));
          }
          const browserKey = ensureBrowserKey(request, reply, secureCookie);
          const returnTo = safeReturnPath(request.query.redirect);
          const url = await startFlow(ctx.db, clients, settings, { browserKey, returnTo });
          return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
        },
      );

      app.get(
        `/api/auth/${id}/callback`,
        {
          schema: {
            tags: ['auth'],
            summary: `${name} sends the browser back here (browser navigation)`,
            querystring: callbackQuery,
            response: { 302: redirect, 404: htmlPage },
          },
          config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        },
        async (request, reply) => {
          const settings = clients.get(id);
          if (!settings) return sendPage(reply, 404, notSetUpPage(name));
          const binding = browserHash(request);
          // The raw query, exactly as the provider sent it (openid-client checks its state and issuer).
          const query = new URL(request.url, 'http://callback.invalid').searchParams;
          reply.header('Cache-Control', 'no-store');
          try {
            const finished = await finishFlow(ctx.db, clients, settings, { browserHash: binding, query });
            const outcome = await resolveSignIn(ctx.db, finished, binding);
            return reply.redirect(appCallbackUrl(outcome), 302);
          } catch (error) {
            if (!(error instanceof OAuthFlowError) && !(error instanceof AccountRefusal)) throw error;
            request.log.warn(
              { provider: id, refusal: error.code, reason: error.message },
              'social sign-in refused',
            );
            return reply.redirect(`/auth/callback#error=${error.code}&provider=${id}`, 302);
          }
        },
      );
    }

    app.post(
      '/api/auth/exchange',
      {
        schema: {
          tags: ['auth'],
          summary: 'Trade the one-time sign-in code for a session token',
          body: exchangeBody,
          response: { 200: exchangeResponse, ...errorResponses },
        },
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) =>
        exchangeCode(
          ctx.db,
          { code: request.body.code, browserHash: browserHash(request) },
          request.headers['user-agent'],
        ),
    );

    app.post(
      '/api/auth/oauth/pending',
      {
        schema: {
          tags: ['auth'],
          summary:
            'What the pending social sign-in step needs (username, or the password of a matched account)',
          body: ticketBody,
          response: { 200: pendingResponse, ...errorResponses },
        },
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => describePending(ctx.db, request.body.ticket, browserHash(request)),
    );

    app.post(
      '/api/auth/oauth/sign-up',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create the member account for a new social sign-in (choose a username)',
          body: completeSignUpBody,
          response: { 201: exchangeResponse, 202: okResponse, ...errorResponses },
        },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.REGISTER_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
        },
      },
      async (request, reply) => {
        const result = await completeSignUp(
          ctx.db,
          ctx.config,
          request.body,
          browserHash(request),
          request.headers['user-agent'],
        );
        return reply.status('token' in result ? 201 : 202).send(result);
      },
    );

    app.post(
      '/api/auth/oauth/link',
      {
        schema: {
          tags: ['auth'],
          summary: "Link a social sign-in to the account its e-mail matched, with that account's password",
          body: confirmLinkBody,
          response: { 200: exchangeResponse, ...errorResponses },
        },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT_MAX * 3, timeWindow: '5 minutes' },
        },
      },
      async (request) =>
        confirmLink(ctx.db, request.body, browserHash(request), {
          limits: signInLimits(ctx.config),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
    );

    app.get(
      '/api/auth/identities',
      {
        schema: {
          tags: ['auth'],
          summary: 'My linked sign-in providers',
          response: { 200: identitiesResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) => listIdentities(ctx.db, requireSignedIn(await request.getCaller())),
    );

    app.delete(
      '/api/auth/identities/:provider',
      {
        schema: {
          tags: ['auth'],
          summary: 'Unlink a sign-in provider (refused for the last way to sign in)',
          params: providerParam,
          response: { 200: identitiesResponse, ...errorResponses },
        },
        config: { access: 'signed-in' },
      },
      async (request) =>
        unlinkIdentity(ctx.db, requireSignedIn(await request.getCaller()), request.params.provider),
    );

    app.post(
      '/api/auth/identities/:provider/link',
      {
        schema: {
          tags: ['auth'],
          summary: "Start linking a provider to my account; answers the provider's address to go to",
          params: providerParam,
          response: { 200: linkStartResponse, 502: errorResponse, ...errorResponses },
        },
        config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const caller = requireSignedIn(await request.getCaller());
        // A new way in that outlives the session: not on an older, perhaps stolen, session.
        await requireRecentSignIn(ctx.db, request.bearerToken(), RECENT_SIGN_IN_TEXT.link);
        const { provider } = request.params;
        const settings = clients.get(provider);
        if (!settings)
          throw notFound(`Sign-in with ${OAUTH_PROVIDER_NAMES[provider]} is not set up on this forum.`);
        if (await hasIdentity(ctx.db, caller.id, provider)) {
          throw conflict(
            `Your account already has a ${OAUTH_PROVIDER_NAMES[provider]} sign-in.`,
            'PROVIDER_ALREADY_LINKED',
          );
        }
        try {
          await clients.configuration(settings);
        } catch {
          throw new AppError(
            502,
            'PROVIDER_UNREACHABLE',
            `We could not reach ${OAUTH_PROVIDER_NAMES[provider]}. Please try again later.`,
          );
        }
        const browserKey = ensureBrowserKey(request, reply, secureCookie);
        const url = await startFlow(ctx.db, clients, settings, {
          browserKey,
          returnTo: '/profile',
          linkUserId: caller.id,
        });
        return { authorizationUrl: url.href };
      },
    );
  };
}

/** Where the browser goes after the callback; secrets ride in the fragment, which no server ever receives. */
function appCallbackUrl(outcome: SignInOutcome): string {
  switch (outcome.kind) {
    case 'signed-in':
      return `/auth/callback#code=${outcome.code}`;
    case 'pending':
      return `/auth/callback#ticket=${outcome.ticket}&step=${outcome.step}`;
    case 'linked':
      return '/auth/callback#linked=1';
  }
}
