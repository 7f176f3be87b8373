import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Binds every social sign-in step to the browser that started it: a random key in an HttpOnly,
// SameSite=Lax cookie scoped to /api/auth. Flows, pending steps and one-time codes store only its SHA-256,
// so a state, ticket or code copied into another browser (or planted in this one) is refused.

const COOKIE_NAME = 'oauth_browser';
const COOKIE_PATH = '/api/auth';
const COOKIE_MAX_AGE_SECONDS = 30 * 60;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The browser key from the request's cookies, or null. */
export function readBrowserKey(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE_NAME) {
      const value = rest.join('=');
      return KEY_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Keeps this browser's key (several tabs may sign in at once) or makes one, and (re)sets the cookie.
 * `secure` follows PUBLIC_URL: https sites get a Secure cookie.
 */
export function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const key = readBrowserKey(request) ?? randomSecret();
  const attributes = [
    `${COOKIE_NAME}=${key}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
  return key;
}

/** The browser key's hash, or a value no stored hash can equal when the cookie is missing. */
export function browserHash(request: FastifyRequest): string {
  const key = readBrowserKey(request);
  return key ? sha256(key) : 'no-browser-key';
}
