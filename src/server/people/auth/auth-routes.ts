import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  meResponse,
  registerBody,
  sessionResponse,
  updateProfileBody,
} from '../../../shared/contracts/auth';
import { errorResponses, okResponse } from '../../../shared/contracts/common';
import { signInResponse } from '../../../shared/contracts/two-factor';
import type { AppContext } from '../../context';
import { sendConfirmationMail } from '../accounts/email-confirmation';
import { withAccountFlags } from './account-flags';
import { getOwnProfile, login, register, updateProfile } from './auth-service';
import { requireSignedIn } from './permissions';
import { revokeSession } from './sessions';
import { signInLimits } from './sign-in-throttle';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        schema: { tags: ['auth'], body: registerBody, response: { 201: sessionResponse, ...errorResponses } },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.REGISTER_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
        },
      },
      async (request, reply) => {
        const result = await register(ctx.db, request.body, request.headers['user-agent']);
        // New accounts get a confirmation link (docs/product.md#accounts); the mail is queued, never awaited.
        await sendConfirmationMail(ctx.db, ctx.config, {
          id: result.user.id,
          username: result.user.username,
          email: result.user.email ?? request.body.email,
        });
        return reply.status(201).send(withAccountFlags(ctx.config, result));
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: { tags: ['auth'], body: loginBody, response: { 200: signInResponse, ...errorResponses } },
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT_MAX * 3, timeWindow: '5 minutes' },
        },
      },
      async (request) =>
        withAccountFlags(
          ctx.config,
          await login(ctx.db, request.body, {
            limits: signInLimits(ctx.config),
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );

    app.get(
      '/api/auth/me',
      {
        schema: { tags: ['auth'], response: { 200: meResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) =>
        withAccountFlags(ctx.config, {
          user: await getOwnProfile(ctx.db, requireSignedIn(await request.getCaller())),
        }),
    );

    app.put(
      '/api/auth/me',
      {
        schema: { tags: ['auth'], body: updateProfileBody, response: { 200: meResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => {
        const caller = requireSignedIn(await request.getCaller());
        return { user: await updateProfile(ctx.db, caller, request.body) };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: { tags: ['auth'], response: { 200: okResponse, ...errorResponses } },
        config: { access: 'public' },
      },
      async (request) => {
        const token = request.bearerToken();
        if (token) await revokeSession(ctx.db, token);
        return { ok: true as const };
      },
    );
  };
}
