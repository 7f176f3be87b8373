import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse, uploadLimitsResponse, uploadQuery } from '../../../shared/contracts/attachments';
import { errorResponse, errorResponses, idParam, okResponse } from '../../../shared/contracts/common';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { jpegCopy, jpegName } from '../media/jpeg-copy';
import {
  acceptRawBodies,
  CACHE_CONTROL,
  matchesEtag,
  sendStoredFile,
  uploadedBytes,
} from '../media/send-file';
import { deleteAttachment, readableAttachment } from './attachment-access';
import { uploadAttachment, uploadLimitsFor } from './upload-attachment';

const tags = ['attachments'];

export function attachmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptRawBodies(app, ctx.config.UPLOAD_MAX_BYTES);

    app.get(
      '/api/attachments/limits',
      {
        schema: { tags, response: { 200: uploadLimitsResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => ({ limits: await uploadLimitsFor(ctx.db, ctx.config, await request.getCaller()) }),
    );

    app.post(
      '/api/attachments',
      {
        schema: {
          tags,
          summary: 'Upload a picture or PDF: the file itself is the body, its name in ?name=',
          querystring: uploadQuery,
          response: { 201: attachmentResponse, ...errorResponses, 503: errorResponse },
        },
        // Each upload is decoded and re-encoded: a tighter limit than other calls.
        config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const attachment = await uploadAttachment(
          ctx.db,
          ctx.storage,
          ctx.config,
          await request.getCaller(),
          {
            bytes: uploadedBytes(request.body),
            name: request.query.name,
          },
        );
        return reply.status(201).send({ attachment });
      },
    );

    app.delete(
      '/api/attachments/:id',
      {
        schema: { tags, params: idParam, response: { 200: okResponse, ...errorResponses } },
        config: { access: 'signed-in' },
      },
      async (request) => {
        await deleteAttachment(ctx.db, ctx.storage, await request.getCaller(), request.params.id);
        return { ok: true as const };
      },
    );

    // A picture's full size as a JPEG download, for devices and mail programs that cannot open WebP.
    app.get(
      '/api/attachments/:id/download.jpg',
      { schema: { hide: true, params: idParam }, config: { access: 'public' } },
      async (request, reply) => {
        const { row, isPublic } = await readableAttachment(
          ctx.db,
          await request.getCaller(),
          request.params.id,
        );
        const bytes = row.kind === 'image' ? await ctx.storage.get(row.file_key) : null;
        if (!bytes) throw notFound('Attachment not found');
        return sendStoredFile(reply, await jpegCopy(bytes), {
          contentType: 'image/jpeg',
          filename: jpegName(row.original_name),
          inline: false,
          // As the picture itself: revalidated while its post is public, never kept once it is not.
          caching: isPublic ? 'revalidate' : 'private',
        });
      },
    );

    for (const variant of ['file', 'thumb'] as const) {
      app.get(
        `/api/attachments/:id/${variant}`,
        { schema: { hide: true, params: idParam }, config: { access: 'public' } },
        async (request, reply) => {
          // Until it is known who may see it, nothing is cached: a 404 for a withdrawn file neither.
          reply.header('Cache-Control', 'private, no-store');
          const { row, isPublic } = await readableAttachment(
            ctx.db,
            await request.getCaller(),
            request.params.id,
          );
          const key = variant === 'file' ? row.file_key : row.thumb_key;
          if (!key) throw notFound('Attachment not found');
          // The address names the attachment, not its content, and the post can be removed: caches keep a
          // public file a minute and then ask again, and get a 304 only while it is still public (decision
          // 036). The stored key names the content, so it is the ETag.
          const etag = `"${key}"`;
          if (isPublic && matchesEtag(request.headers['if-none-match'], etag)) {
            reply.header('Cache-Control', CACHE_CONTROL.revalidate).header('ETag', etag);
            return reply.status(304).send();
          }
          const bytes = await ctx.storage.get(key);
          if (!bytes) throw notFound('Attachment not found');
          return sendStoredFile(reply, bytes, {
            contentType: row.content_type,
            filename: row.original_name,
            // Pictures show in the page; a PDF is always a download, never a document on our origin.
            inline: row.kind === 'image',
            caching: isPublic ? 'revalidate' : 'private',
            ...(isPublic ? { etag } : {}),
          });
        },
      );
    }
  };
}
