import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponse } from '../../../shared/contracts/auth';
import { errorResponse, errorResponses } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { acceptRawBodies, sendStoredFile, uploadedBytes } from '../../documents/media/send-file';
import { notFound } from '../../errors';
import { avatarKey, removeAvatar, setAvatar } from './avatar-service';

const tags = ['members'];
const avatarFileParams = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/, 'Unknown avatar'),
  file: z.enum(['64.webp', '256.webp'], { error: 'Unknown avatar size' }),
});

/** The rate limit's key: the signed-in member, or the address for a request without a good session. */
const perMember = (request: FastifyRequest): Promise<string> =>
  request.getCaller().then(
    (caller) => (caller ? `avatar:${caller.id}` : `avatar-ip:${request.ip}`),
    () => `avatar-ip:${request.ip}`,
  );

export function avatarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptRawBodies(app, ctx.config.UPLOAD_MAX_BYTES);

    app.post(
      '/api/me/avatar',
      {
        schema: {
          tags,
          summary: 'Upload an avatar: the picture file itself is the body (JPEG, PNG, WebP, HEIC)',
          response: { 200: meResponse, ...errorResponses, 503: errorResponse },
        },
        // Each picture is decoded: a tighter limit than other calls, per member, beside the daily allowance.
        config: {
          access: 'signed-in',
          rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: perMember },
        },
      },
      async (request) => ({
        user: await setAvatar(
          ctx.db,
          ctx.storage,
          await request.getCaller(),
          uploadedBytes(request.body),
          ctx.config.AVATAR_DAILY_LIMIT,
        ),
      }),
    );

    app.delete(
      '/api/me/avatar',
      {
        schema: { tags, response: { 200: meResponse, ...errorResponses, 503: errorResponse } },
        config: { access: 'signed-in' },
      },
      async (request) => ({ user: await removeAvatar(ctx.db, ctx.storage, await request.getCaller()) }),
    );

    app.get(
      '/api/avatars/:key/:file',
      { schema: { hide: true, params: avatarFileParams }, config: { access: 'public' } },
      async (request, reply) => {
        const { key, file } = request.params;
        const bytes = await ctx.storage.get(avatarKey(key, Number.parseInt(file, 10)));
        if (!bytes) throw notFound('Unknown avatar');
        return sendStoredFile(reply, bytes, {
          contentType: 'image/webp',
          filename: file,
          inline: true,
          caching: 'immutable',
        });
      },
    );
  };
}
