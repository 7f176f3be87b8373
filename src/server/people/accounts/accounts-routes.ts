import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBody,
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  sessionsResponse,
  signOutEverywhereQuery,
  tokenBody,
  tokenQuery,
} from '../../../shared/contracts/accounts';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import { signInResponse } from '../../../shared/contracts/two-factor';
import type { AppContext } from '../../context';
import { withAccountFlags } from '../auth/account-flags';
import { proofContext } from '../auth/session-proof';
import { cancelEmailChange } from './email-change-cancel';
import { confirmEmail, markEmailConfirmed, resendConfirmation } from './email-confirmation';
import { checkResetToken, completePasswordReset, requestPasswordReset } from './password-reset';
import {
  changePassword,
  listDevices,
  requestEmailChange,
  signOutDevice,
  signOutEverywhere,
} from './profile-security';

// Password reset and address confirmation (docs/product.md#accounts). Mail limits per address and IP are
// counted in the services; the per-minute limiter here only stops floods of bad tokens.
export function accountsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    const tokenLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

    app.post(
      '/api/auth/forgot-password',
      {
        schema: { tags, body: forgotPasswordBody, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'public' },
      },
      async (request) => requestPasswordReset(ctx.db, ctx.config, request.body, request.ip),
    );

    app.get(
      '/api/auth/reset-password',
      {
        schema: { tags, querystring: tokenQuery, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'public', ...tokenLimit },
      },
      async (request) => checkResetToken(ctx.db, request.query.token),
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: { tags, body: resetPasswordBody, response: { 200: signInResponse, ...errorResponses } },
        config: { access: 'public', ...tokenLimit },
      },
      async (request) =>
        withAccountFlags(
          ctx.config,
          await completePasswordReset(ctx.db, request.body, request.headers['user-agent']),
        ),
    );

    app.post(
      '/api/auth/confirm-email',
      {
        schema: { tags, body: tokenBody, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'public', ...tokenLimit },
      },
      async (request) => confirmEmail(ctx.db, request.body.token),
    );

    app.post(
      '/api/auth/cancel-email-change',
      {
        schema: {
          tags,
          summary: 'Cancel a pending e-mail change (the link in the notice to the current address)',
          body: tokenBody,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'public', ...tokenLimit },
      },
      async (request) => cancelEmailChange(ctx.db, request.body.token),
    );

    app.post(
      '/api/auth/confirm-email/resend',
      {
        schema: { tags, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => resendConfirmation(ctx.db, ctx.config, await request.getCaller(), request.ip),
    );

    const ok = { 200: okResponse, ...errorResponses };
    const signedIn = { access: 'signed-in' as const };
    app.post(
      '/api/auth/password',
      { schema: { tags, body: changePasswordBody, response: ok }, config: signedIn },
      async (request) =>
        changePassword(
          ctx.db,
          await request.getCaller(),
          request.body,
          request.bearerToken(),
          proofContext(ctx.config, request.ip),
        ),
    );
    app.post(
      '/api/auth/email',
      { schema: { tags, body: changeEmailBody, response: ok }, config: signedIn },
      async (request) =>
        requestEmailChange(
          ctx.db,
          ctx.config,
          await request.getCaller(),
          request.body,
          proofContext(ctx.config, request.ip),
        ),
    );
    app.get(
      '/api/auth/sessions',
      { schema: { tags, response: { 200: sessionsResponse, ...errorResponses } }, config: signedIn },
      async (request) => listDevices(ctx.db, await request.getCaller(), request.bearerToken()),
    );
    app.delete(
      '/api/auth/sessions/:id',
      { schema: { tags, params: idParam, response: ok }, config: signedIn },
      async (request) => signOutDevice(ctx.db, await request.getCaller(), request.params.id),
    );
    app.delete(
      '/api/auth/sessions',
      { schema: { tags, querystring: signOutEverywhereQuery, response: ok }, config: signedIn },
      async (request) =>
        signOutEverywhere(
          ctx.db,
          await request.getCaller(),
          request.query.keep_current === 'true' ? request.bearerToken() : null,
        ),
    );

    app.post(
      '/api/admin/users/:id/confirm-email',
      {
        schema: {
          tags,
          summary: 'Mark a member address confirmed',
          params: idParam,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => markEmailConfirmed(ctx.db, await request.getCaller(), request.params.id),
    );
  };
}
