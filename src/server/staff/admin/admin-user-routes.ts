import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  banBody,
  listUsersQuery,
  listUsersResponse,
  memberCategoryBody,
  muteBody,
  roleBody,
  userActionResponse,
  warnBody,
  warnResponse,
} from '../../../shared/contracts/admin';
import { errorResponses, idParam } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { deleteFilesOf } from '../../people/account-data/erase-account';
import { changeMemberCategory, changeRole, deleteUser } from './account-service';
import { banUser, muteUser, unbanUser, unmuteUser, warnUser } from './enforcement-service';
import { listUsers } from './list-users';

const tags = ['admin'];
const action = { params: idParam, response: { 200: userActionResponse, ...errorResponses } };

// docs/product.md#api's user calls plus the enforcement ladder. Moderators list, warn, mute and
// unmute; admins do everything. Finer rules (own account, admins as targets) live in the services.
export function adminUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary: 'Users, searchable and filtered',
          querystring: listUsersQuery,
          response: { 200: listUsersResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => listUsers(ctx.db, await request.getCaller(), request.query),
    );

    app.put(
      '/api/admin/users/:id/role',
      { schema: { tags, summary: 'Change a role', body: roleBody, ...action }, config: { access: 'admin' } },
      async (request) => changeRole(ctx.db, await request.getCaller(), request.params.id, request.body.role),
    );

    app.put(
      '/api/admin/users/:id/member-category',
      {
        schema: { tags, summary: 'Change or clear a member type', body: memberCategoryBody, ...action },
        config: { access: 'admin' },
      },
      async (request) =>
        changeMemberCategory(
          ctx.db,
          await request.getCaller(),
          request.params.id,
          request.body.memberCategory,
        ),
    );

    app.post(
      '/api/admin/users/:id/warn',
      {
        schema: {
          tags,
          summary: 'Warn a member',
          body: warnBody,
          params: idParam,
          response: { 200: warnResponse, ...errorResponses },
        },
        config: { access: 'staff' },
      },
      async (request) => warnUser(ctx.db, await request.getCaller(), request.params.id, request.body.reason),
    );

    app.post(
      '/api/admin/users/:id/mute',
      {
        schema: { tags, summary: 'Mute for 24, 48 or 72 hours', body: muteBody, ...action },
        config: { access: 'staff' },
      },
      async (request) => muteUser(ctx.db, await request.getCaller(), request.params.id, request.body),
    );

    app.post(
      '/api/admin/users/:id/unmute',
      { schema: { tags, summary: 'End a mute early', ...action }, config: { access: 'staff' } },
      async (request) => unmuteUser(ctx.db, await request.getCaller(), request.params.id),
    );

    app.post(
      '/api/admin/users/:id/ban',
      {
        schema: { tags, summary: 'Ban (reason required); sessions end at once', body: banBody, ...action },
        config: { access: 'admin' },
      },
      async (request) => banUser(ctx.db, await request.getCaller(), request.params.id, request.body.reason),
    );

    app.post(
      '/api/admin/users/:id/unban',
      { schema: { tags, summary: 'Lift a ban', ...action }, config: { access: 'admin' } },
      async (request) => unbanUser(ctx.db, await request.getCaller(), request.params.id),
    );

    app.delete(
      '/api/admin/users/:id',
      {
        schema: { tags, summary: 'Delete an account (posts stay, shown as [deleted])', ...action },
        config: { access: 'admin' },
      },
      async (request) => {
        const answer = await deleteUser(ctx.db, await request.getCaller(), request.params.id);
        // The account's uploads and avatar go with it (docs/product.md#members-and-documents).
        await deleteFilesOf(ctx.db, ctx.storage, request.params.id);
        return answer;
      },
    );
  };
}
