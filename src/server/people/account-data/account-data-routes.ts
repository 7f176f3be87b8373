import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExport, deleteAccountBody } from '../../../shared/contracts/account-data';
import { errorResponses, okResponse } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { writeAudit } from '../../staff/audit/audit-log';
import { requireSignedIn } from '../auth/permissions';
import { proofContext } from '../auth/session-proof';
import { exportAccountData } from './account-export';
import { deleteOwnAccount } from './delete-own-account';
import { deleteFilesOf } from './erase-account';

// A member's own data (docs/product.md#accounts): "Download my data" and "Delete my account", both audited.
export function accountDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account-data'];
    const signedIn = { access: 'signed-in' as const };

    app.get(
      '/api/auth/account/export',
      {
        schema: {
          tags,
          summary: "The signed-in member's own data as a JSON file",
          response: { 200: accountExport, ...errorResponses },
        },
        config: { ...signedIn, rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const caller = requireSignedIn(await request.getCaller());
        const data = await exportAccountData(ctx.db, caller, ctx.config.publicBaseUrl);
        await writeAudit(ctx.db, caller, {
          action: 'export_own_data',
          targetType: 'user',
          targetId: caller.id,
        });
        const day = data.exported_at.slice(0, 10);
        return reply
          .header('Content-Disposition', `attachment; filename="forum-data-${caller.id}-${day}.json"`)
          .header('Cache-Control', 'no-store')
          .send(data);
      },
    );

    app.delete(
      '/api/auth/account',
      {
        schema: {
          tags,
          summary: 'Delete the signed-in account (posts stay under [deleted]); needs the password',
          body: deleteAccountBody,
          response: { 200: okResponse, ...errorResponses },
        },
        config: { ...signedIn, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      },
      async (request) => {
        const caller = requireSignedIn(await request.getCaller());
        const answer = await deleteOwnAccount(
          ctx.db,
          caller,
          request.body.password,
          proofContext(ctx.config, request.ip),
        );
        // The uploads and avatar go with it, as with an admin's delete (docs/product.md#members-and-documents).
        await deleteFilesOf(ctx.db, ctx.storage, caller.id);
        return answer;
      },
    );
  };
}
