import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../../errors';

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
 * How long caches may keep a file:
 * - `immutable`: a year, for an address that names its content and that nothing takes back (an avatar's key);
 * - `revalidate`: a minute, then caches must ask again (a cheap 304 while it may still be seen), for an
 *   address whose file can be withdrawn (an attachment whose post is removed; decision 036);
 * - `private`: never by a shared cache, never stored (a file only some may see).
 */
export type FileCaching = 'immutable' | 'revalidate' | 'private';
export const REVALIDATE_SECONDS = 60;
export const CACHE_CONTROL: Record<FileCaching, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: `public, max-age=${REVALIDATE_SECONDS}, must-revalidate`,
  private: 'private, no-store',
};

/** Whether the request's If-None-Match already names this ETag (so a 304 answers it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A stored file as an answer that can never run script on our origin: its own type, nosniff, a sandboxing
 * CSP, and `attachment` for anything that is not a picture; cached as `file.caching` says.
 */
export function sendStoredFile(
  reply: FastifyReply,
  bytes: Buffer,
  file: { contentType: string; filename?: string; inline: boolean; caching: FileCaching; etag?: string },
) {
  if (file.etag) reply.header('ETag', file.etag);
  const name = (file.filename ?? 'file').replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';
  return reply
    .type(file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
    .header(
      'Content-Disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('Cache-Control', CACHE_CONTROL[file.caching])
    .send(bytes);
}
