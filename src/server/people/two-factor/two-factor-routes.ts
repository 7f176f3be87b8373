import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponse } from '../../../shared/contracts/auth';
import { errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import {
  recoveryCodesResponse,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorLoginBody,
  twoFactorSetup,
  twoFactorSetupBody,
  twoFactorStatus,
} from '../../../shared/contracts/two-factor';
import type { AppContext } from '../../context';
import { withAccountFlags } from '../auth/account-flags';
import { proofContext } from '../auth/session-proof';
import { signInLimits } from '../auth/sign-in-throttle';
import { completeTwoFactorSignIn } from '../auth/two-factor-step';
import { resetTwoFactor } from './reset-two-factor';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  twoFactorStatus as readStatus,
  renewRecoveryCodes,
} from './two-factor-service';

// Two-factor sign-in (docs/decisions/022-account-security-and-staff-two-factor.md): the code step of a
// sign-in, the member's own set-up, and an admin's reset for a member who lost every factor.
export function twoFactorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['two-factor'];
    const signedIn = { access: 'signed-in' as const };
    // Codes are guessed by no one at this rate; every wrong password or code also counts as a failed
    // sign-in of the account (auth/session-proof.ts).
    const codeLimit = { rateLimit: { max: 30, timeWindow: '5 minutes' } };

    app.post(
      '/api/auth/login/two-factor',
      {
        schema: { tags, body: twoFactorLoginBody, response: { 200: sessionResponse, ...errorResponses } },
        config: { access: 'public', ...codeLimit },
      },
      async (request) => {
        const { recoveryCodeUsed: _, ...session } = await completeTwoFactorSignIn(ctx.db, request.body, {
          limits: signInLimits(ctx.config),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return withAccountFlags(ctx.config, session);
      },
    );

    app.get(
      '/api/auth/two-factor',
      { schema: { tags, response: { 200: twoFactorStatus, ...errorResponses } }, config: signedIn },
      async (request) => readStatus(ctx.db, ctx.config, await request.getCaller()),
    );
    app.post(
      '/api/auth/two-factor/setup',
      {
        schema: { tags, body: twoFactorSetupBody, response: { 200: twoFactorSetup, ...errorResponses } },
        config: { ...signedIn, ...codeLimit },
      },
      async (request) =>
        beginTwoFactorSetup(
          ctx.db,
          await request.getCaller(),
          { password: request.body.password, sessionToken: request.bearerToken() },
          proofContext(ctx.config, request.ip),
        ),
    );
    // Turning it on and renewing the recovery codes both take a current code and answer ten new codes.
    const codeOptions = {
      schema: {
        tags,
        body: twoFactorEnableBody,
        response: { 200: recoveryCodesResponse, ...errorResponses },
      },
      config: { ...signedIn, ...codeLimit },
    };
    for (const [path, withCode] of [
      ['/api/auth/two-factor/enable', enableTwoFactor],
      ['/api/auth/two-factor/recovery-codes', renewRecoveryCodes],
    ] as const)
      app.post(path, codeOptions, async (request) =>
        withCode(ctx.db, await request.getCaller(), request.body.code, proofContext(ctx.config, request.ip)),
      );
    app.post(
      '/api/auth/two-factor/disable',
      {
        schema: { tags, body: twoFactorDisableBody, response: { 200: okResponse, ...errorResponses } },
        config: { ...signedIn, ...codeLimit },
      },
      async (request) =>
        disableTwoFactor(
          ctx.db,
          ctx.config,
          await request.getCaller(),
          request.body,
          proofContext(ctx.config, request.ip),
        ),
    );

    app.post(
      '/api/admin/users/:id/two-factor/reset',
      {
        schema: {
          tags,
          summary: "Turn off a member's two-factor sign-in",
          params: idParam,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { access: 'admin' },
      },
      async (request) => resetTwoFactor(ctx.db, await request.getCaller(), request.params.id),
    );
  };
}
