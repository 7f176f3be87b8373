import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../errors';

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Lets a plugin's routes take a file's raw bytes as the body (any content type but JSON), up to `maxBytes`;
 * beyond that Fastify answers 413 before reading the rest.
 */
export function acceptRawBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );
}

/** The uploaded bytes, or a 400 when the body is empty or was sent as JSON. */
export function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw badRequest('The file is empty. Choose a file to upload.', 'file', 'EMPTY_FILE');
  return body;
}

/**
 * A stored file as an answer that can never run script on our origin: its own type, nosniff, a sandboxing
 * CSP, and `attachment` for anything that is not a picture. Public files are cached for a year (their
 * address names their content); restricted ones are never cached by shared caches.
 */
export function sendStoredFile(
  reply: FastifyReply,
  bytes: Buffer,
  file: { contentType: string; filename?: string; inline: boolean; public: boolean },
) {
  const name = (file.filename ?? 'file').replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';
  return reply
    .type(file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
    .header(
      'Content-Disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('Cache-Control', file.public ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .send(bytes);
}
