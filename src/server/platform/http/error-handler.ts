import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitError } from '../../errors';
import { StorageUnavailableError } from '../storage/blob-store';

// PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout.
const QUERY_CANCELED = '57014';

// One handler turns every error into { error, code }; 5xx details stay in the log (docs/architecture.md#errors).
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .status(429)
        .send({ error: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) });
    }
    if (error instanceof StorageUnavailableError) {
      // The disk or bucket failed; nothing was half-written (files are stored before rows point at them).
      request.log.error({ err: error }, 'storage unavailable');
      return reply.status(503).send({
        error: 'File storage is not available. Please try again shortly.',
        code: 'STORAGE_UNAVAILABLE',
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = issue?.message ?? 'Invalid request';
      return reply.status(400).send({ error: message, code: 'VALIDATION', ...(field ? { field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit throws the object its errorResponseBuilder made (app.ts), text in `error`.
      const built = error as unknown as { error?: string; retryAfterSeconds?: number };
      return reply.status(429).send({
        error: built.error ?? 'Too many requests. Please try again shortly.',
        code: 'RATE_LIMITED',
        ...(built.retryAfterSeconds ? { retryAfterSeconds: built.retryAfterSeconds } : {}),
      });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error), code: error.code ?? 'BAD_REQUEST' });
    }
    if ((error as { code?: unknown }).code === QUERY_CANCELED) {
      request.log.warn({ err: error }, 'query cancelled by the statement timeout');
      return reply.status(503).header('Retry-After', '5').send({
        error: 'The server is busy and could not answer in time. Please try again shortly.',
        code: 'BUSY',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send({ error: 'The database is not available. Please try again shortly.', code: 'DB_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send JSON.';
    default:
      return error.statusCode === 400 ? 'The request body is not valid JSON.' : error.message;
  }
}

function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
      '08001',
    ].includes(error.code ?? '')
  ) {
    return true;
  }
  // node-postgres and PGlite say so only in words when the connection is gone.
  // A hanging server shows as the pool's connect timeout or the client's read timeout.
  return /Connection terminated|Client has encountered a connection error|PGlite is closed|driver has already been destroyed|timeout exceeded when trying to connect|Query read timeout/i.test(
    error.message ?? '',
  );
}
